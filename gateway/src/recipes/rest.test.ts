import { describe, expect, it } from 'vitest';

import { failure, fakeRestContext, problemSink } from '../../test/answers';
import { readAnswer } from '../core/restAnswer';
import {
  COOKING_TYPES,
  createRecipe,
  deleteRecipe,
  INGREDIENTS,
  RECIPES,
  replaceRecipe,
  type RestRecipeFields,
} from './rest';

const sink = problemSink();
const { problems } = sink;

const recipe = {
  id: 4,
  slug: 'sup-ayam',
  recipe_name: 'Sup Ayam',
  RecipeCategory: { id: 2, name: 'Sup' },
  description: null,
  serving_size: 2,
  cooking_method: 'Rebus',
  serving_time: 30,
  age_range: 'normal_adult',
  instructions: '<p>Rebus</p>',
  notes: null,
  image_url: null,
  author: 'Admin',
  RecipeLines: [{ quantity: 200, IngredientList: { id: 5, Ingredient_name: 'Ayam' } }],
};
const fields: RestRecipeFields = {
  recipe_name: 'Sup Ayam',
  recipeCategoryName: 'Sup',
  description: null,
  servingSize: 2,
  cookingMethod: 'Rebus',
  servingTime: 30,
  ageRange: 'normal_adult',
  instructions: null,
  notes: null,
  recipeInfo: ['{"id":5,"quantity":200}'],
};

describe('GET /nutrition/recipe (spec 002 §7 "reads data.rows")', () => {
  it('reads numbers sent as digits as the same numbers', () => {
    const digits = {
      ...recipe,
      id: '4',
      serving_size: '2',
      serving_time: '30',
      RecipeLines: [{ quantity: '200', IngredientList: { id: '5', Ingredient_name: 'Ayam' } }],
    };
    const asNumbers = readAnswer('GET /nutrition/recipe', RECIPES, { data: { rows: [recipe], count: 1 } }, sink);
    expect(readAnswer('GET /nutrition/recipe', RECIPES, { data: { rows: [digits], count: '1' } }, sink)).toEqual(
      asNumbers,
    );
    expect(readAnswer('GET /nutrition/recipe', RECIPES, { data: { rows: [recipe] } }, sink).count).toBe(1);
  });

  it('keeps a recipe whose age range it does not know, as its text, and reports it', () => {
    problems.length = 0;
    const read = readAnswer(
      'GET /nutrition/recipe',
      RECIPES,
      { data: { rows: [{ ...recipe, age_range: 'teen' }], count: 1 } },
      sink,
    );
    expect(read.rows[0]!.age_range).toEqual({ unknown: 'teen' });
    expect(problems).toEqual(['GET /nutrition/recipe unknown age range']);
  });

  it('fails naming the call and the field when the rows or a needed field are missing', () => {
    const { RecipeLines: _lines, ...lineless } = recipe;
    expect(
      failure(() => readAnswer('GET /nutrition/recipe', RECIPES, { data: { rows: [lineless], count: 1 } }, sink))
        .message,
    ).toBe('GET /nutrition/recipe answered without rows[].RecipeLines.');
    expect(failure(() => readAnswer('GET /nutrition/recipe', RECIPES, { Recipes: {} }, sink)).message).toBe(
      'GET /nutrition/recipe answered without data.rows.',
    );
  });

  it('reads the ingredients and cooking types under data (002 §7 "reads data")', () => {
    expect(readAnswer('GET /nutrition', INGREDIENTS, { data: [{ id: '5', Ingredient_name: 'Ayam' }] }, sink)).toEqual([
      { id: 5, Ingredient_name: 'Ayam' },
    ]);
    expect(
      failure(() => readAnswer('GET /nutrition/cooking-type', COOKING_TYPES, { CookingTypes: [] }, sink)).message,
    ).toBe('GET /nutrition/cooking-type answered without data.');
  });
});

describe('recipe writes the API accepted are reported as saved (their answers are not shown: 002 §7)', () => {
  it('finds a new recipe in the list by the id its answer names', async () => {
    const { context, calls, warnings } = fakeRestContext({
      'POST /nutrition/recipe': { message: 'ok', id: 4 },
      'GET /nutrition/recipe': { data: { rows: [recipe], count: 1 } },
    });
    expect(await createRecipe(context, fields)).toMatchObject({ id: 4, slug: 'sup-ayam' });
    expect(calls).toEqual(['POST /nutrition/recipe', 'GET /nutrition/recipe']);
    expect(warnings).toEqual([]);
  });

  it('answers none with a warning when the saved recipe cannot be read back', async () => {
    const { context, warnings } = fakeRestContext({
      'PUT /nutrition/recipe/4': { message: 'Success edit data recipe' },
      'GET /nutrition/recipe': { data: { rows: [], count: 0 } },
    });
    expect(await replaceRecipe(context, '4', fields)).toBeNull();
    expect(warnings).toEqual([
      'PUT /nutrition/recipe/{id} saved the recipe but did not answer it: reload the list to see it.',
    ]);
    const created = fakeRestContext({ 'POST /nutrition/recipe': { message: 'ok' } });
    expect(await createRecipe(created.context, fields)).toBeNull();
    expect(created.calls).toEqual(['POST /nutrition/recipe']);
  });

  it('answers a delete whose answer is a message as done, with none', async () => {
    const { context } = fakeRestContext({ 'DELETE /nutrition/recipe/4': { message: 'Berhasil Menghapus Recipe' } });
    expect(await deleteRecipe(context, '4')).toBeNull();
  });
});
