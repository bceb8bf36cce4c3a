import * as z from 'zod/mini';

import { AgeRange } from '../generated/enums';
import { requiredId } from './id';
import { numberRule, parseNumberText } from './number';
import { nullishText, requiredText } from './party';

/** Spec 002 §9: the age ranges as staff read them (their REST spelling). */
export const AGE_RANGE_LABELS: Record<AgeRange, string> = {
  NORMAL_ADULT: 'normal_adult',
  ONE_TO_THREE_YEARS: '1-3years',
  SEVEN_TO_ELEVEN_MONTHS: '7-11mths',
};

/** Spec 002 §7: the author of a recipe added from the dashboard (the gateway sends it on create). */
export const RECIPE_AUTHOR = 'Admin';

export const MAX_RECIPE_LINES = 100;
export const MAX_GRAMS = 100_000;

const recipeLineRules = z.object({
  ingredientId: requiredId('Ingredient'),
  grams: numberRule('Grams', { min: 1, max: MAX_GRAMS }),
});

/** The index of the first line that repeats an ingredient of an earlier line, or -1. */
function repeatedIngredientLine(lines: ReadonlyArray<{ ingredientId: string }>): number {
  const seen = new Set<string>();
  return lines.findIndex(({ ingredientId }) => {
    if (ingredientId === '') return false;
    if (seen.has(ingredientId)) return true;
    seen.add(ingredientId);
    return false;
  });
}

/** What the gateway accepts as RecipeInput; which ingredients and cooking types exist is checked by the REST API. */
export const recipeInputRules = z.object({
  name: requiredText('Recipe name', 160),
  categoryName: requiredText('Recipe category', 120),
  description: nullishText('Description', 2000),
  servingSize: numberRule('Serving size', { min: 1, max: 1000 }),
  cookingMethod: requiredText('Cooking method', 120),
  servingTime: numberRule('Serving time', { min: 1, max: 10080 }),
  ageRange: z.enum(AgeRange, { error: 'Age range is required' }),
  instructions: nullishText('Instructions', 50000),
  notes: nullishText('Notes', 50000),
  lines: z.array(recipeLineRules).check(
    z.minLength(1, 'Add at least one ingredient'),
    z.maxLength(MAX_RECIPE_LINES, `A recipe takes at most ${MAX_RECIPE_LINES} ingredients`),
    // Checked on the lines, not the whole recipe, so the form names it while other fields are still empty.
    z.superRefine((lines, context) => {
      const line = repeatedIngredientLine(lines);
      if (line >= 0)
        context.addIssue({
          code: 'custom',
          path: [line, 'ingredientId'],
          message: `Line ${line + 1}: this ingredient is already in the recipe`,
          input: lines,
        });
    }),
  ),
});
export type RecipeInputValues = z.output<typeof recipeInputRules>;

/** What the recipe form's fields hold (spec 002 §2); names follow RecipeInput so refusals land on the right field. */
export interface RecipeFormValues {
  name: string;
  categoryName: string;
  description: string;
  servingSize: string;
  /** A cooking type's name, '' for none yet. */
  cookingMethod: string;
  servingTime: string;
  ageRange: AgeRange | '';
  /** HTML of the rich text editor, '' when empty. */
  instructions: string;
  notes: string;
  /** One ingredient ('' for none chosen yet) and its grams as typed, per line. */
  lines: Array<{ ingredientId: string; grams: string }>;
}

/** The fields as a RecipeInput, before the shared rules check it: empty text is none, numbers are read as typed (parseNumberText). */
export function toRecipeInput(values: RecipeFormValues) {
  const text = (value: string) => value.trim() || null;
  return {
    name: values.name,
    categoryName: values.categoryName,
    description: text(values.description),
    servingSize: parseNumberText(values.servingSize),
    cookingMethod: values.cookingMethod,
    servingTime: parseNumberText(values.servingTime),
    ageRange: values.ageRange || undefined,
    instructions: text(values.instructions),
    notes: text(values.notes),
    lines: values.lines.map((line) => ({ ingredientId: line.ingredientId, grams: parseNumberText(line.grams) })),
  };
}

/** The recipe form's rules: the gateway's own RecipeInput rules (an ingredient once, named by its line), applied to what the fields hold. */
export const recipeFormRules = z.pipe(
  z.transform((values: RecipeFormValues): unknown => toRecipeInput(values)),
  recipeInputRules,
);
