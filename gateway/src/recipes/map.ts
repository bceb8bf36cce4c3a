import { RECIPE_AUTHOR, type RecipeInputValues } from '@backoffice/schema/rules/recipe';

import { enumMap } from '../core/enumMap';
import type { InputFieldTable } from '../core/inputFieldNames';
import type { RecipeSortField } from '../generated/graphql';
import { ageRangeMap, type RecipeListQuery, type RestRecipeFields } from './rest';

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
