import type { RecipeListResolvers } from '../generated/graphql';

export const RecipeList: RecipeListResolvers = {
  totalCount: (list) => list.count,
};
