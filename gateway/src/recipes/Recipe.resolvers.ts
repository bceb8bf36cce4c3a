import type { RecipeResolvers } from '../generated/graphql';
import { ageRangeMap, recipeCategoryOf } from './rest';

export const Recipe: RecipeResolvers = {
  id: (recipe) => String(recipe.id),
  name: (recipe) => recipe.recipe_name,
  category: (recipe, _args, context) => recipeCategoryOf(context, recipe.RecipeCategory),
  servingSize: (recipe) => recipe.serving_size,
  cookingMethod: (recipe) => recipe.cooking_method,
  servingTime: (recipe) => recipe.serving_time,
  ageRange: (recipe) => ageRangeMap.fromRest(recipe.age_range),
  unknownAgeRange: (recipe) => ageRangeMap.unknownText(recipe.age_range),
  imageUrl: (recipe) => recipe.image_url,
  // Each line carries its ingredient's name: no call per line.
  lines: (recipe) => recipe.RecipeLines,
};
