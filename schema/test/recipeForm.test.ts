import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';

import { recipeFormRules, type RecipeFormValues, toRecipeInput } from '../rules/recipe';

const filled: RecipeFormValues = {
  name: 'Udang Bakar Madu',
  categoryName: 'Seafood',
  description: '  ',
  servingSize: '4',
  cookingMethod: 'Bakar',
  servingTime: '1.000',
  ageRange: 'NORMAL_ADULT',
  instructions: '<p>Bakar udang.</p>',
  notes: '',
  lines: [
    { ingredientId: '1', grams: '500' },
    { ingredientId: '3', grams: '25' },
  ],
};

describe('the recipe form rules', () => {
  it('gives the gateway a RecipeInput: numbers read, empty text and an empty editor as none', () => {
    expect(z.parse(recipeFormRules, filled)).toEqual({
      name: 'Udang Bakar Madu',
      categoryName: 'Seafood',
      description: null,
      servingSize: 4,
      cookingMethod: 'Bakar',
      servingTime: 1000,
      ageRange: 'NORMAL_ADULT',
      instructions: '<p>Bakar udang.</p>',
      notes: null,
      lines: [
        { ingredientId: '1', grams: 500 },
        { ingredientId: '3', grams: 25 },
      ],
    });
  });

  it('reads grams that are not a number as NaN, so the rules refuse them rather than sending 0', () => {
    expect(toRecipeInput({ ...filled, lines: [{ ingredientId: '1', grams: 'banyak' }] }).lines[0]!.grams).toBeNaN();
    expect(toRecipeInput({ ...filled, ageRange: '' }).ageRange).toBeUndefined();
  });

  it('refuses an ingredient a second time, naming its line on the line that repeats it', () => {
    const result = z.safeParse(recipeFormRules, {
      ...filled,
      lines: [...filled.lines, { ingredientId: '1', grams: '10' }],
    });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['lines', 2, 'ingredientId'],
        message: 'Line 3: this ingredient is already in the recipe',
      }),
    ]);
  });

  it('names a repeated ingredient while other fields are still empty', () => {
    const result = z.safeParse(recipeFormRules, {
      ...filled,
      name: '',
      servingSize: '',
      lines: [filled.lines[0]!, { ingredientId: '1', grams: '10' }],
    });
    expect(result.error?.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          path: ['lines', 1, 'ingredientId'],
          message: 'Line 2: this ingredient is already in the recipe',
        }),
      ]),
    );
  });

  it('names what a new form still lacks on its own field', () => {
    const result = z.safeParse(recipeFormRules, {
      ...filled,
      name: ' ',
      cookingMethod: '',
      ageRange: '',
      lines: [{ ingredientId: '', grams: '' }],
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'ageRange',
      'cookingMethod',
      'lines.0.grams',
      'lines.0.ingredientId',
      'name',
    ]);
  });
});
