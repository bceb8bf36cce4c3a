import { Type } from '@sinclair/typebox';

import type { App } from '../core/app';
import { removeMedia } from '../core/media';
import { describeForm, saveForm } from '../core/multipartForm';
import { allRoute, listQuery } from '../core/routes';
import { ErrorList, IdParams } from '../core/schemas';
import { recipeForm } from './form';
import { CookingType, Ingredient, RecipeCategory, RecipePage, RecipeReply } from './schemas';
import {
  deleteRecipe,
  findRecipe,
  findRecipeBySlug,
  insertRecipe,
  listCookingTypes,
  listIngredients,
  listRecipeCategories,
  listRecipes,
  replaceRecipe,
  SORT_COLUMNS,
} from './store';

const TAG = 'recipes';
const SlugParams = Type.Object({
  slug: Type.String({ minLength: 1, maxLength: 200, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' }),
});
const FORM = `${describeForm(recipeForm)} A refusal of an ingredient names its entry (recipeInfo.1.id for the second); nothing is stored then.`;

export function recipeRoutes(app: App) {
  app.get(
    '/nutrition/recipe',
    {
      schema: {
        tags: [TAG],
        summary: 'Recipes, sorted and paged',
        querystring: listQuery(
          { search: Type.Optional(Type.String({ description: 'words of the name, any case and order' })) },
          SORT_COLUMNS,
          'createdAt',
        ),
        response: { 200: RecipePage },
      },
    },
    async (request) => ({ data: await listRecipes(app.db, request.query) }),
  );

  app.get(
    '/nutrition/recipe/:slug',
    {
      schema: {
        tags: [TAG],
        summary: 'One recipe by its slug (the edit screen’s address)',
        params: SlugParams,
        response: { 200: RecipeReply, 404: ErrorList },
      },
    },
    async (request) => ({ data: await findRecipeBySlug(app.db, request.params.slug) }),
  );

  app.post(
    '/nutrition/recipe',
    {
      schema: {
        tags: [TAG],
        summary: 'Add a recipe; its slug is made from recipe_name',
        description: FORM,
        response: { 201: RecipeReply, 400: ErrorList },
      },
    },
    async (request, reply) => {
      const id = await saveForm(request, app.mediaRoot, recipeForm, async (fields, { image }) => ({
        id: await insertRecipe(app.db, fields, image?.url ?? null),
      }));
      reply.code(201);
      return { data: await findRecipe(app.db, id) };
    },
  );

  app.put(
    '/nutrition/recipe/:id',
    {
      schema: {
        tags: [TAG],
        summary: 'Replace a recipe but its slug and author',
        description: `${FORM} Without image the current one stays.`,
        params: IdParams,
        response: { 200: RecipeReply, 400: ErrorList, 404: ErrorList },
      },
    },
    async (request) => {
      const { id } = request.params;
      await saveForm(request, app.mediaRoot, recipeForm, async (fields, { image }) => {
        const replaced = await replaceRecipe(app.db, id, fields, image?.url ?? null);
        return { id, unused: image ? [replaced] : [] };
      });
      return { data: await findRecipe(app.db, id) };
    },
  );

  app.delete(
    '/nutrition/recipe/:id',
    {
      schema: {
        tags: [TAG],
        summary: 'Delete a recipe with its lines and image',
        params: IdParams,
        response: { 200: RecipeReply, 404: ErrorList },
      },
    },
    async (request) => {
      const recipe = await deleteRecipe(app.db, request.params.id);
      await removeMedia(app.mediaRoot, recipe.image_url);
      return { data: recipe };
    },
  );

  allRoute(app, {
    path: '/nutrition/recipe-category',
    tag: TAG,
    summary: 'Every recipe category, by name',
    name: 'data',
    item: RecipeCategory,
    list: listRecipeCategories,
  });
  allRoute(app, {
    path: '/nutrition',
    tag: TAG,
    summary: 'The ingredient list, by name',
    name: 'data',
    item: Ingredient,
    list: listIngredients,
  });
  allRoute(app, {
    path: '/nutrition/cooking-type',
    tag: TAG,
    summary: 'The cooking types, by name',
    name: 'data',
    item: CookingType,
    list: listCookingTypes,
  });
}
