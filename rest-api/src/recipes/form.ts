import type { FastifyRequest } from 'fastify';

import { MAX_INT } from '@backoffice/schema/rules/number';
import { MAX_GRAMS, MAX_RECIPE_LINES } from '@backoffice/schema/rules/recipe';

import { HttpError } from '../core/errors';
import { formFieldReaders } from '../core/formFields';
import { type MultipartForm, readFormWithImage } from '../core/media';
import { sanitizeRichText } from '../core/richText';
import { AGE_RANGES, type RecipeFields } from './schemas';

const refuse = (field: string, message: string) => new HttpError(400, message, field);

/** A whole number from `min` to `max` in the JSON of a recipeInfo entry; `line` counts from 1, as staff do. */
function amount(value: unknown, field: string, line: number, label: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw refuse(field, `Line ${line}: ${label} must be a whole number from ${min} to ${max}`);
  }
  return value;
}

/** The ingredients of recipeInfo, one JSON entry per ingredient, in the order sent; a repeated one is refused. */
function readRecipeInfo(entries: readonly string[]): RecipeFields['recipeInfo'] {
  if (entries.length === 0) throw refuse('recipeInfo', 'Add at least one ingredient');
  if (entries.length > MAX_RECIPE_LINES)
    throw refuse('recipeInfo', `A recipe takes at most ${MAX_RECIPE_LINES} ingredients`);
  const seen = new Set<number>();
  return entries.map((entry, index) => {
    const field = `recipeInfo.${index}`;
    const notJson = () => refuse(field, `Line ${index + 1}: send the ingredient as JSON {"id", "quantity"}`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(entry);
    } catch {
      throw notJson();
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw notJson();
    const { id, quantity } = parsed as { id?: unknown; quantity?: unknown };
    const line = {
      id: amount(id, `${field}.id`, index + 1, 'the ingredient id', 1, MAX_INT),
      quantity: amount(quantity, `${field}.quantity`, index + 1, 'grams', 1, MAX_GRAMS),
    };
    if (seen.has(line.id))
      throw refuse(`${field}.id`, `Line ${index + 1}: ingredient ${line.id} is already in the recipe`);
    seen.add(line.id);
    return line;
  });
}

/** Reads and checks a recipe's form (schemas.ts RECIPE_FORM_FIELDS); each refusal names its field. */
export function readRecipeFields(form: Pick<MultipartForm, 'fields' | 'entries'>): RecipeFields {
  const { present, text, requiredText, oneOf } = formFieldReaders(form.fields);
  const wholeNumber = (name: string, min: number, max: number) => {
    const value = present(name);
    if (value === null) throw refuse(name, `${name} is required`);
    if (!/^[0-9]+$/.test(value) || Number(value) < min || Number(value) > max)
      throw refuse(name, `${name} must be a whole number from ${min} to ${max}`);
    return Number(value);
  };
  return {
    recipe_name: requiredText('recipe_name', 160),
    recipeCategoryName: requiredText('recipeCategoryName', 120),
    description: text('description', 2000),
    servingSize: wholeNumber('servingSize', 1, 1000),
    cookingMethod: requiredText('cookingMethod', 120),
    servingTime: wholeNumber('servingTime', 1, 10080),
    ageRange: oneOf('ageRange', AGE_RANGES),
    instructions: sanitizeRichText(text('instructions', 50000)),
    notes: sanitizeRichText(text('notes', 50000)),
    author: text('author', 120),
    recipeInfo: readRecipeInfo(form.entries.recipeInfo ?? []),
  };
}

/** The form of a POST or PUT and its image; `files` is what a refusal discards. */
export const readRecipeForm = (request: FastifyRequest, mediaRoot: string) =>
  readFormWithImage(request, mediaRoot, 'recipes', 'image');
