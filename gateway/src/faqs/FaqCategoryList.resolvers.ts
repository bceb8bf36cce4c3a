import type { FaqCategoryListResolvers } from '../generated/graphql';

export const FaqCategoryList: FaqCategoryListResolvers = {
  totalCount: (list) => list.count,
};
