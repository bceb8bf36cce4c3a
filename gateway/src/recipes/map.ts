import { RECIPE_AUTHOR, type RecipeInputValues } from '@backoffice/schema/rules/recipe';

import { enumMap } from '../core/enumMap';
import type { InputFieldTable } from '../core/inputFieldNames';
import type { RecipeSortField, Resolvers } from '../generated/graphql';
import { ageRangeMap, recipeCategoryOf, type RecipeListQuery, type RestRecipeFields } from './rest';

export const recipeSortFieldMap = enumMap('recipe sort field', {
  NAME: 'recipe_name',
  CREATED_AT: 'createdAt',
} as const satisfies Record<RecipeSortField, RecipeListQuery['orderby']>);

/** RecipeInput in the REST form's names; `author` is the admin label on create only (spec 002 §7). */
export function toRestRecipeFields(input: RecipeInputValues, { create }: { create: boolean }): RestRecipeFields {
  return {
    recipe_name: input.name,
    recipeCategoryName: input.categoryName,
    description: input.description ?? null,
    servingSize: input.servingSize,
    cookingMethod: input.cookingMethod,
    servingTime: input.servingTime,
    ageRange: ageRangeMap.toRest(input.ageRange),
    instructions: input.instructions ?? null,
    notes: input.notes ?? null,
    ...(create ? { author: RECIPE_AUTHOR } : {}),
    recipeInfo: input.lines.map((line) => JSON.stringify({ id: Number(line.ingredientId), quantity: line.grams })),
  };
}

/** The REST names of RecipeInput's fields, for errors in GraphQL terms (`recipeInfo.1.id` → `lines.1.ingredientId`). */
export const recipeInputFields: InputFieldTable = {
  recipe_name: { field: 'name', label: 'Recipe name' },
  recipeCategoryName: { field: 'categoryName', label: 'Recipe category' },
  description: { field: 'description', label: 'Description' },
  servingSize: { field: 'servingSize', label: 'Serving size' },
  cookingMethod: { field: 'cookingMethod', label: 'Cooking method' },
  servingTime: { field: 'servingTime', label: 'Serving time' },
  ageRange: { field: 'ageRange', label: 'Age range' },
  instructions: { field: 'instructions', label: 'Instructions' },
  notes: { field: 'notes', label: 'Notes' },
  recipeInfo: { field: 'lines', label: 'Ingredients' },
  'recipeInfo.#': { field: 'lines.#', label: 'Ingredient line' },
  'recipeInfo.#.id': { field: 'lines.#.ingredientId', label: 'Ingredient' },
  'recipeInfo.#.quantity': { field: 'lines.#.grams', label: 'Grams' },
  image: { field: 'image', label: 'Recipe image' },
};

export const recipeTypeResolvers: Resolvers = {
  Recipe: {
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
  },
  RecipeLine: {
    ingredient: (line) => line.IngredientList,
    grams: (line) => line.quantity,
  },
  Ingredient: {
    id: (ingredient) => String(ingredient.id),
    name: (ingredient) => ingredient.Ingredient_name,
  },
  RecipeCategory: {
    id: (category) => (category.id === null ? null : String(category.id)),
  },
  CookingType: {
    id: (type) => String(type.id),
  },
  RecipeList: {
    totalCount: (list) => list.count,
  },
};
