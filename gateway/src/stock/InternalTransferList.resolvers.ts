import type { InternalTransferListResolvers } from '../generated/graphql';

export const InternalTransferList: InternalTransferListResolvers = {
  totalCount: (list) => list.count,
};
