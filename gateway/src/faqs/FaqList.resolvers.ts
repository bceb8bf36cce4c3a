import type { FaqListResolvers } from '../generated/graphql';

export const FaqList: FaqListResolvers = {
  totalCount: (list) => list.count,
};
