import type { ProductListResolvers } from '../generated/graphql';

export const ProductList: ProductListResolvers = {
  totalCount: (list) => list.count,
};
