import type { IngredientResolvers } from '../generated/graphql';

export const Ingredient: IngredientResolvers = {
  id: (ingredient) => String(ingredient.id),
  name: (ingredient) => ingredient.Ingredient_name,
};
