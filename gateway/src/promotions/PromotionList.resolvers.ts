import type { PromotionListResolvers } from '../generated/graphql';

export const PromotionList: PromotionListResolvers = {
  totalCount: (list) => list.count,
};
