import type { RecipeLineResolvers } from '../generated/graphql';

export const RecipeLine: RecipeLineResolvers = {
  ingredient: (line) => line.IngredientList,
  grams: (line) => line.quantity,
};
