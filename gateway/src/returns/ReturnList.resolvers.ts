import type { ReturnListResolvers } from '../generated/graphql';

export const ReturnList: ReturnListResolvers = {
  totalCount: (list) => list.count,
};
