import { type Static, Type } from '@sinclair/typebox';

import { Nullable, oneOf, timestamps } from '../core/schemas';

/** Spec 002 §9: who a recipe is for. */
export const AGE_RANGES = ['normal_adult', '1-3years', '7-11mths'] as const;

export const RecipeLine = Type.Object({
  id: Type.Integer(),
  quantity: Type.Integer({ description: 'grams' }),
  IngredientList: Type.Object({ id: Type.Integer(), Ingredient_name: Type.String() }),
});

/** Spec 002 §3, in the REST names the old client read. */
export const Recipe = Type.Object({
  id: Type.Integer(),
  slug: Type.String({
    description: 'made from the name, unique: lowercase words joined by -, with -2, -3… when taken',
  }),
  recipe_name: Type.String(),
  RecipeCategory: Type.Object({ id: Type.Integer(), name: Type.String() }),
  description: Nullable(Type.String()),
  serving_size: Type.Integer({ description: 'portions' }),
  cooking_method: Type.String({ description: 'one of the cooking types' }),
  serving_time: Type.Integer({ description: 'minutes' }),
  age_range: oneOf(AGE_RANGES),
  instructions: Nullable(Type.String({ description: 'sanitized HTML of the rich text editor' })),
  notes: Nullable(Type.String({ description: 'sanitized HTML of the rich text editor' })),
  image_url: Nullable(Type.String({ description: 'address of the image under /media/' })),
  author: Type.String(),
  RecipeLines: Type.Array(RecipeLine, { description: 'in the order they were sent' }),
  ...timestamps,
});
export type Recipe = Static<typeof Recipe>;

/** GET /nutrition/recipe answers `{ data: { rows, count } }` (spec 002 §7 "reads data.rows"). */
export const RecipePage = Type.Object({ data: Type.Object({ rows: Type.Array(Recipe), count: Type.Integer() }) });
/** GET /nutrition/recipe/{slug}, and the replies of POST, PUT and DELETE. */
export const RecipeReply = Type.Object({ data: Recipe });

export const RecipeCategory = Type.Object({ id: Type.Integer(), name: Type.String() });
export const Ingredient = Type.Object({ id: Type.Integer(), Ingredient_name: Type.String() });
export const CookingType = Type.Object({ id: Type.Integer(), name: Type.String() });

/**
 * The multipart form of POST /nutrition/recipe and PUT /nutrition/recipe/{id}, read and checked by `form.ts`:
 * - recipe_name (≤ 160), recipeCategoryName (≤ 120; an existing category in any case, else a new one),
 *   cookingMethod (a cooking type's name), ageRange (one of AGE_RANGES): required
 * - servingSize (1–1000 portions), servingTime (1–10080 minutes): whole numbers, required
 * - description (≤ 2000), instructions and notes (HTML ≤ 50,000, sanitized to RICH_TEXT_TAGS): optional
 * - recipeInfo: one entry per ingredient, each a JSON text `{"id": <ingredient id>, "quantity": <grams 1–100000>}`;
 *   at least one; an unknown ingredient or the same one twice is refused naming the entry (`recipeInfo.1.id`)
 * - image: the image file (PNG, JPEG, WebP or GIF by its bytes, ≤ 5 MB); on PUT, none keeps the current one
 * - author: on POST only; the admin label when empty (spec 002 §7)
 * The slug is made from recipe_name on POST and stays on PUT (so the edit address keeps working).
 * Each refusal is 400 `{ errors: [{ message, field }] }` naming the REST field; nothing is stored then.
 */
export const RECIPE_FORM_FIELDS =
  'recipe_name, recipeCategoryName, description, servingSize, cookingMethod, servingTime, ageRange, instructions, notes, author, recipeInfo (one JSON entry per ingredient) and the image file in image';

export interface RecipeFields {
  recipe_name: string;
  recipeCategoryName: string;
  description: string | null;
  servingSize: number;
  cookingMethod: string;
  servingTime: number;
  ageRange: (typeof AGE_RANGES)[number];
  instructions: string | null;
  notes: string | null;
  author: string | null;
  recipeInfo: Array<{ id: number; quantity: number }>;
}
