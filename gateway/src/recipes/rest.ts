import type { GatewayContext } from '../core/context';
import { gatewayError } from '../core/errors';
import { type FilterableList, holdsEveryWord, readList } from '../core/listFilters';
import { byIdLoader } from '../core/loaders';
import { toRestForm, type UploadedFile } from '../core/uploads';

export interface RestRecipeCategory {
  id: number;
  name: string;
}

/** An entry of the ingredient list (GET /nutrition), and a recipe line's IngredientList. */
export interface RestIngredient {
  id: number;
  Ingredient_name: string;
}

export interface RestCookingType {
  id: number;
  name: string;
}

export interface RestRecipeLine {
  id: number;
  /** Grams. */
  quantity: number;
  IngredientList: RestIngredient;
}

export interface RestRecipe {
  id: number;
  slug: string;
  recipe_name: string;
  RecipeCategory: RestRecipeCategory;
  description: string | null;
  serving_size: number;
  /** A cooking type's name. */
  cooking_method: string;
  /** Minutes. */
  serving_time: number;
  age_range: 'normal_adult' | '1-3years' | '7-11mths';
  instructions: string | null;
  notes: string | null;
  /** /media/… */
  image_url: string | null;
  author: string;
  RecipeLines: RestRecipeLine[];
  createdAt: string;
  updatedAt: string;
}

export interface RestRecipeList {
  rows: RestRecipe[];
  count: number;
}

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
  ageRange: RestRecipe['age_range'];
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

type RecipeReply = { data: RestRecipe };
const path = (id: string) => `/nutrition/recipe/${encodeURIComponent(id)}`;
/** The slugs the REST API makes; any other text is no recipe's, so it is not asked for. */
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** GET /nutrition/recipe's search, not in the spec: as rest-api recipes/store.ts applies it. */
const RECIPE_LIST: FilterableList<RecipeListQuery, RestRecipe> = {
  path: '/nutrition/recipe',
  name: 'recipe list',
  filters: {
    search: { field: 'search', label: 'Search', matches: (row, search) => holdsEveryWord(row.recipe_name, search) },
  },
};

export const listRecipes = (context: GatewayContext, query: RecipeListQuery) =>
  readList(context, RECIPE_LIST, query, (reply: { data: RestRecipeList }) => reply.data);

/** By slug through the request's DataLoader: a query naming one recipe twice fetches it once. */
export const loadRecipeBySlug = byIdLoader('recipeBySlug', async ({ rest }, slug) => {
  if (!SLUG.test(slug)) throw gatewayError('NOT_FOUND', `Recipe ${slug} not found`);
  return (await rest.get<RecipeReply>(path(slug))).data;
});

export const createRecipe = async ({ rest }: GatewayContext, fields: RestRecipeFields, image?: UploadedFile) =>
  (await rest.postForm<RecipeReply>('/nutrition/recipe', toRestForm({ ...fields }, { image }))).data;

/** PUT replaces the recipe but its slug and author; without `image` the REST API keeps the current one. */
export const replaceRecipe = async (
  { rest }: GatewayContext,
  id: string,
  fields: RestRecipeFields,
  image?: UploadedFile,
) => (await rest.putForm<RecipeReply>(path(id), toRestForm({ ...fields }, { image }))).data;

export const deleteRecipe = async ({ rest }: GatewayContext, id: string) =>
  (await rest.delete<RecipeReply>(path(id))).data;

/** Not cached: every recipe save may add a category (by name), and the form must offer it at once. */
export const fetchRecipeCategories = async ({ rest }: GatewayContext) =>
  (await rest.get<{ data: RestRecipeCategory[] }>('/nutrition/recipe-category')).data;

/** Cached across requests: the ingredient list is not changed from the dashboard. */
export const fetchIngredients = ({ rest, referenceCache }: GatewayContext) =>
  referenceCache.get('/nutrition', async () => (await rest.get<{ data: RestIngredient[] }>('/nutrition')).data);

/** Cached across requests: the cooking types are not changed from the dashboard. */
export const fetchCookingTypes = ({ rest, referenceCache }: GatewayContext) =>
  referenceCache.get(
    '/nutrition/cooking-type',
    async () => (await rest.get<{ data: RestCookingType[] }>('/nutrition/cooking-type')).data,
  );
