import { recipeInputRules } from '@backoffice/schema/rules/recipe';

import { ABOUT_THE_RECORD, inInputTerms } from '../core/inputFieldNames';
import { listPage } from '../core/paging';
import { readUpload } from '../core/uploads';
import { validateInput } from '../core/validateInput';
import type { Resolvers } from '../generated/graphql';
import { CookingType } from './CookingType.resolvers';
import { Ingredient } from './Ingredient.resolvers';
import { recipeInputFields, recipeSortFieldMap, toRestRecipeFields } from './map';
import { Recipe } from './Recipe.resolvers';
import { RecipeCategory } from './RecipeCategory.resolvers';
import { RecipeLine } from './RecipeLine.resolvers';
import { RecipeList } from './RecipeList.resolvers';
import {
  createRecipe,
  deleteRecipe,
  fetchCookingTypes,
  fetchIngredients,
  fetchRecipeCategories,
  listRecipes,
  loadRecipeBySlug,
  replaceRecipe,
} from './rest';

type ImageUpload = Parameters<typeof readUpload>[0] | null | undefined;

/** The input checked first, then the image: nothing reaches the REST API when either is refused. */
async function checkedRequest(input: unknown, image: ImageUpload, create: boolean) {
  const fields = toRestRecipeFields(validateInput(recipeInputRules, input), { create });
  const file = image ? await readUpload(image, 'image', 'Recipe image', 'image') : undefined;
  return { fields, file };
}

export const recipeResolvers: Resolvers = {
  Recipe,
  RecipeLine,
  Ingredient,
  RecipeCategory,
  CookingType,
  RecipeList,
  Query: {
    recipes: (_parent, { search, page, perPage, sortBy, desc }, context) =>
      listPage('recipe list', { page, perPage }, (paging) =>
        listRecipes(context, { search, ...paging, orderby: recipeSortFieldMap.toRest(sortBy), desc }),
      ),
    recipe: (_parent, { slug }, context) => loadRecipeBySlug(context, slug),
    recipeCategories: (_parent, _args, context) => fetchRecipeCategories(context),
    ingredients: (_parent, _args, context) => fetchIngredients(context),
    cookingTypes: (_parent, _args, context) => fetchCookingTypes(context),
  },
  Mutation: {
    async createRecipe(_parent, { input, image }, context) {
      const { fields, file } = await checkedRequest(input, image, true);
      return inInputTerms(recipeInputFields, createRecipe(context, fields, file));
    },
    async updateRecipe(_parent, { id, input, image }, context) {
      const { fields, file } = await checkedRequest(input, image, false);
      return inInputTerms(recipeInputFields, replaceRecipe(context, id, fields, file));
    },
    deleteRecipe: (_parent, { id }, context) =>
      inInputTerms(recipeInputFields, deleteRecipe(context, id), ABOUT_THE_RECORD),
  },
};
