import { type Static, Type } from '@sinclair/typebox';

import { MAX_GRAMS, MAX_RECIPE_LINES } from '@backoffice/schema/rules/recipe';

import { Id, Nullable, oneOf, orNull, timestamps } from '../core/schemas';

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

const text = (maxLength: number, description?: string) => orNull(Type.String({ maxLength, description }));
const whole = (minimum: number, maximum: number, description: string) =>
  Type.Integer({ minimum, maximum, description });

/**
 * The multipart form of POST /nutrition/recipe and PUT /nutrition/recipe/{id} (read by form.ts), with the image file
 * `image`; on PUT, none keeps the current one. The slug is made from recipe_name on POST and stays on PUT (so the edit
 * address keeps working); author is read on POST only, the admin label when empty (spec 002 §7).
 */
export const RecipeForm = Type.Object({
  recipe_name: Type.String({ maxLength: 160 }),
  recipeCategoryName: Type.String({
    maxLength: 120,
    description: 'an existing category in any case, else a new one',
  }),
  description: text(2000),
  servingSize: whole(1, 1000, 'portions'),
  cookingMethod: Type.String({ maxLength: 120, description: "a cooking type's name" }),
  servingTime: whole(1, 10080, 'minutes'),
  ageRange: oneOf(AGE_RANGES),
  instructions: text(50000, "HTML, sanitized to the editor's tags"),
  notes: text(50000, "HTML, sanitized to the editor's tags"),
  author: text(120, 'on POST only'),
  recipeInfo: Type.Array(
    Type.Object({ id: Id({ description: 'an ingredient' }), quantity: whole(1, MAX_GRAMS, 'grams') }),
    {
      minItems: 1,
      maxItems: MAX_RECIPE_LINES,
      description: 'one JSON entry {"id", "quantity"} per ingredient, each ingredient once',
      errorMessage: `must list 1 to ${MAX_RECIPE_LINES} ingredients`,
    },
  ),
});

export type RecipeFields = Static<typeof RecipeForm>;
