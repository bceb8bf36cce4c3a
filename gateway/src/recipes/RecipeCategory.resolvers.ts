import type { RecipeCategoryResolvers } from '../generated/graphql';

export const RecipeCategory: RecipeCategoryResolvers = {
  id: (category) => (category.id === null ? null : String(category.id)),
};
