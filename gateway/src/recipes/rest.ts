import * as z from 'zod/mini';

import type { AgeRange } from '@backoffice/schema/generated/enums';
import { AGE_RANGE_LABELS } from '@backoffice/schema/rules/recipe';

import type { GatewayContext } from '../core/context';
import { enumMap } from '../core/enumMap';
import { gatewayError } from '../core/errors';
import { type FilterableList, holdsEveryWord, readList } from '../core/listFilters';
import { byIdLoader } from '../core/loaders';
import {
  type Answer,
  droppable,
  id,
  integer,
  optional,
  recordAnswer,
  restPath,
  type RestReads,
  rowsAnswer,
  text,
  type WriteAnswer,
  writeAnswer,
} from '../core/restAnswer';
import { toRestForm, type UploadedFile } from '../core/uploads';

/** Spec 002 §9 "Age ranges | normal_adult, 1-3years, 7-11mths". */
type RestAgeRange = 'normal_adult' | '1-3years' | '7-11mths';

/** The rules' labels are the REST spellings (spec 002 §9). */
export const ageRangeMap = enumMap('age range', AGE_RANGE_LABELS as { readonly [A in AgeRange]: RestAgeRange });

/** Spec 002 §3: a recipe's "RecipeCategory.name"; its id is what the gateway names the category by. */
export const restRecipeCategory = z.object({ id: id(), name: text() });
/** A recipe names its category by name only (002 §3), so a category may be without its id. */
const restNamedCategory = z.object({ id: optional(id()), name: text() });
export type RestRecipeCategory = Answer<typeof restNamedCategory>;

/** An entry of the ingredient list (GET /nutrition), and a recipe line's "IngredientList id and Ingredient_name". */
export const restIngredient = z.object({ id: id(), Ingredient_name: text() });
export type RestIngredient = Answer<typeof restIngredient>;

/** A cooking type (GET /nutrition/cooking-type): the spec names no field; a recipe's cooking_method is its name. */
export const restCookingType = z.object({ id: id(), name: text() });
export type RestCookingType = Answer<typeof restCookingType>;

/** Spec 002 §3: "RecipeLines (quantity, IngredientList id and Ingredient_name)"; quantity is grams. */
export const restRecipeLine = z.object({ quantity: integer(), IngredientList: restIngredient });
export type RestRecipeLine = Answer<typeof restRecipeLine>;

/**
 * Spec 002 §3: "Recipe: id, slug, recipe_name, RecipeCategory.name …, description, serving_size, cooking_method,
 * serving_time, age_range, instructions, notes, image / image_url, author, RecipeLines". The timestamps are not
 * named: none when the API leaves them out.
 */
export const restRecipe = z.object({
  id: id(),
  slug: text(),
  recipe_name: text(),
  /** 002 §3 names its name only: without an id, the category of that name in the list (recipeCategoryOf). */
  RecipeCategory: restNamedCategory,
  description: optional(text()),
  /** Portions; the spec gives no type (002 §3): text that is no whole number ("2 porsi") is reported and left out. */
  serving_size: droppable('serving size', integer()),
  /** A cooking type's name. */
  cooking_method: text(),
  /** Minutes. */
  serving_time: droppable('serving time', integer()),
  age_range: ageRangeMap.answer(),
  instructions: optional(text()),
  notes: optional(text()),
  /** /media/… */
  image_url: optional(text()),
  author: text(),
  RecipeLines: z.array(restRecipeLine),
  createdAt: optional(text()),
  updatedAt: optional(text()),
});
export type RestRecipe = Answer<typeof restRecipe>;

/**
 * GET /nutrition/recipe: "GET /nutrition/recipe (reads data.rows)" (002 §7). The count beside the rows is not
 * shown, so the tolerant reading (a missing count is the rows') rather than `shown`, which requires it.
 */
export const RECIPES = rowsAnswer('data', restRecipe);
export type RestRecipeList = Answer<typeof RECIPES>;
/** GET /nutrition/recipe/{slug}: the spec does not show the answer (002 §7); read as the list's `data`. */
export const RECIPE = recordAnswer('data', restRecipe);
/** POST /nutrition/recipe, PUT and DELETE /nutrition/recipe/{id}: not shown (002 §7). */
export const RECIPE_WRITTEN = writeAnswer('data', restRecipe);
/** GET /nutrition/recipe-category: not shown (002 §7); read as its neighbours' `data`. */
const RECIPE_CATEGORIES = rowsAnswer('data', restRecipeCategory);
/** GET /nutrition: "GET /nutrition (ingredients, reads data)" (002 §7). */
export const INGREDIENTS = z.pipe(
  z.object({ data: z.array(restIngredient) }),
  z.transform(({ data }) => data),
);
/** GET /nutrition/cooking-type: "GET /nutrition/cooking-type (reads data)" (002 §7). */
export const COOKING_TYPES = z.pipe(
  z.object({ data: z.array(restCookingType) }),
  z.transform(({ data }) => data),
);

/** The GET calls of recipes, for `npm run check-upstream` (restReads.ts). */
export const recipeReads: RestReads = {
  'GET /nutrition/recipe': RECIPES,
  'GET /nutrition/recipe/{slug}': RECIPE,
  'GET /nutrition/recipe-category': RECIPE_CATEGORIES,
  'GET /nutrition': INGREDIENTS,
  'GET /nutrition/cooking-type': COOKING_TYPES,
};

/**
 * The text fields of POST and PUT /nutrition/recipe (multipart; spec 002 §7): recipeInfo is one JSON text
 * `{"id", "quantity"}` per ingredient, sent as one entry each; the image goes as the file `image`.
 */
export interface RestRecipeFields {
  recipe_name: string;
  recipeCategoryName: string;
  description: string | null;
  servingSize: number;
  cookingMethod: string;
  servingTime: number;
  ageRange: RestAgeRange;
  instructions: string | null;
  notes: string | null;
  /** Sent on create only: the REST API keeps a recipe's author. */
  author?: string;
  recipeInfo: string[];
}

export interface RecipeListQuery {
  search?: string | null;
  page: number;
  per_page: number;
  orderby: 'recipe_name' | 'createdAt';
  desc: boolean;
}

/** The slugs the REST API makes; any other text is no recipe's, so it is not asked for. */
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** GET /nutrition/recipe's search, not in the spec: as rest-api recipes/store.ts applies it. */
const RECIPE_LIST: FilterableList<'/nutrition/recipe', RecipeListQuery, RestRecipe> = {
  path: '/nutrition/recipe',
  name: 'recipe list',
  filters: {
    search: { field: 'search', label: 'Search', matches: (row, search) => holdsEveryWord(row.recipe_name, search) },
  },
};

export const listRecipes = (context: GatewayContext, query: RecipeListQuery) =>
  readList(context, RECIPE_LIST, query, RECIPES);

/** By slug through the request's DataLoader: a query naming one recipe twice fetches it once. */
export const loadRecipeBySlug = byIdLoader('recipeBySlug', async ({ rest }, slug) => {
  if (!SLUG.test(slug)) throw gatewayError('NOT_FOUND', `Recipe ${slug} not found`);
  return rest.get(restPath`/nutrition/recipe/${slug}`, RECIPE);
});

/**
 * A saved recipe whose write answer did not hold it. The spec reads a recipe by slug only, so it is looked up by
 * id in the list, among those with the name it was saved under (one page, newest first); when that fails too,
 * the write is still reported as saved (null, with a warning): what was sent cannot be shown as a recipe, since
 * its slug, category id and ingredient names are the API's.
 */
async function savedRecipe(
  context: GatewayContext,
  call: string,
  written: WriteAnswer<RestRecipe>,
  { recipeId, name }: { recipeId: number | null; name: string },
): Promise<RestRecipe | null> {
  if (written.record !== null) return written.record;
  const savedId = written.id ?? recipeId;
  if (savedId !== null) {
    try {
      const { rows } = await listRecipes(context, {
        search: name,
        page: 1,
        per_page: 100,
        orderby: 'createdAt',
        desc: true,
      });
      const found = rows.find((row) => row.id === savedId);
      if (found) return found;
    } catch {
      // Reported below: the write is saved whatever the read back says.
    }
  }
  context.warn(`${call} saved the recipe but did not answer it: reload the list to see it.`);
  return null;
}

export const createRecipe = async (context: GatewayContext, fields: RestRecipeFields, image?: UploadedFile) =>
  savedRecipe(
    context,
    'POST /nutrition/recipe',
    await context.rest.postForm('/nutrition/recipe', RECIPE_WRITTEN, toRestForm({ ...fields }, { image })),
    { recipeId: null, name: fields.recipe_name },
  );

/** PUT replaces the recipe but its slug and author; without `image` the REST API keeps the current one. */
export const replaceRecipe = async (
  context: GatewayContext,
  recipeId: string,
  fields: RestRecipeFields,
  image?: UploadedFile,
) =>
  savedRecipe(
    context,
    'PUT /nutrition/recipe/{id}',
    await context.rest.putForm(
      restPath`/nutrition/recipe/${recipeId}`,
      RECIPE_WRITTEN,
      toRestForm({ ...fields }, { image }),
    ),
    { recipeId: Number(recipeId), name: fields.recipe_name },
  );

/** The recipe as it was when the delete answer holds it; else none (the spec reads a recipe by slug only). */
export const deleteRecipe = async (context: GatewayContext, recipeId: string) =>
  (await context.rest.delete(restPath`/nutrition/recipe/${recipeId}`, RECIPE_WRITTEN)).record;

/** Not cached: every recipe save may add a category (by name), and the form must offer it at once. */
export const fetchRecipeCategories = async ({ rest }: GatewayContext) =>
  (await rest.get('/nutrition/recipe-category', RECIPE_CATEGORIES)).rows;

/**
 * A recipe's category: as it carries it when that has an id; else the listed category of its name (any case), read
 * once per request; else the name alone.
 */
export async function recipeCategoryOf(context: GatewayContext, category: RestRecipeCategory) {
  if (category.id !== null) return category;
  const listed = await context.loaders
    .get<'all', RestRecipeCategory[]>('recipeCategoryList', async (keys) => {
      const rows = await fetchRecipeCategories(context);
      return keys.map(() => rows);
    })
    .load('all');
  const name = category.name.toLowerCase();
  return listed.find((known) => known.name.toLowerCase() === name) ?? category;
}

/** Cached across requests: the ingredient list is not changed from the dashboard. */
export const fetchIngredients = ({ rest, referenceCache }: GatewayContext) =>
  referenceCache.get('/nutrition', () => rest.get('/nutrition', INGREDIENTS));

/** Cached across requests: the cooking types are not changed from the dashboard. */
export const fetchCookingTypes = ({ rest, referenceCache }: GatewayContext) =>
  referenceCache.get('/nutrition/cooking-type', () => rest.get('/nutrition/cooking-type', COOKING_TYPES));
