import { RECIPE_AUTHOR } from '@backoffice/schema/rules/recipe';

import { HttpError, isUniqueViolation, notFound } from '../core/errors';
import { everyWordIn, searchTerm } from '../core/search';
import {
  type ColumnValues,
  direction,
  insertRecord,
  listPage,
  type ListParams,
  recordTimes,
  type Stored,
  updateRecord,
  withRecordLines,
} from '../core/store';
import type { Database, Queryable } from '../db/database';
import type { Recipe, RecipeFields } from './schemas';
import { slugOf, uniqueSlug } from './slug';

/** The sort keys of GET /nutrition/recipe and their SQL. */
export const SORT_COLUMNS = {
  createdAt: 'r.created_at',
  recipe_name: 'lower(r.recipe_name)',
  id: 'r.id',
} as const;

const SELECT = `
  SELECT r.id, r.slug, r.recipe_name, json_build_object('id', c.id, 'name', c.name) AS "RecipeCategory", r.description,
         r.serving_size, r.cooking_method, r.serving_time, r.age_range, r.instructions, r.notes, r.image AS image_url,
         r.author, ${recordTimes('r')}
  FROM recipes r JOIN recipe_categories c ON c.id = r.recipe_category_id`;

/** The lines of the recipes $1, in the order they were sent (their ids grow in that order). */
const LINES = `
  SELECT l.recipe_id AS record_id, l.id, l.quantity, json_build_object('id', i.id, 'Ingredient_name', i.name) AS "IngredientList"
  FROM recipe_lines l JOIN ingredients i ON i.id = l.ingredient_id
  WHERE l.recipe_id = ANY($1) ORDER BY l.id`;

type RecipeRow = Stored<Omit<Recipe, 'RecipeLines'>>;
const withLines = (db: Queryable, rows: RecipeRow[]) =>
  withRecordLines<Recipe['RecipeLines'][number], 'RecipeLines', RecipeRow>(db, rows, 'RecipeLines', LINES) as Promise<
    Recipe[]
  >;

export async function listRecipes(db: Queryable, query: ListParams<typeof SORT_COLUMNS> & { search?: string }) {
  const { rows, count } = await listPage<RecipeRow>(
    db,
    {
      select: SELECT,
      from: 'recipes r',
      where: `WHERE ($1::text IS NULL OR ${everyWordIn('r.recipe_name', '$1')})`,
      params: [searchTerm(query.search)],
      orderBy: `${SORT_COLUMNS[query.orderby]} ${direction(query.desc)}, r.id`,
    },
    query,
  );
  return { rows: await withLines(db, rows), count };
}

async function findWhere(db: Queryable, column: 'id' | 'slug', value: number | string): Promise<Recipe> {
  const [row] = await db.query<RecipeRow>(`${SELECT} WHERE r.${column} = $1`, [value]);
  if (!row) throw notFound('Recipe', value);
  return (await withLines(db, [row]))[0]!;
}

export const findRecipe = (db: Queryable, id: number) => findWhere(db, 'id', id);
export const findRecipeBySlug = (db: Queryable, slug: string) => findWhere(db, 'slug', slug);

/** The category named `name` in any case, or a new one by that name. */
async function categoryId(tx: Queryable, name: string): Promise<number> {
  const find = () => tx.query<{ id: number }>('SELECT id FROM recipe_categories WHERE lower(name) = lower($1)', [name]);
  const [found] = await find();
  if (found) return found.id;
  // Another form adding the same new category at once: its category is taken once it commits.
  const [created] = await tx.query<{ id: number }>(
    'INSERT INTO recipe_categories (name) VALUES ($1) ON CONFLICT ((lower(name))) DO NOTHING RETURNING id',
    [name],
  );
  return created?.id ?? (await find())[0]!.id;
}

/** The cooking type named `name` (in any case), as the list spells it. */
async function cookingType(tx: Queryable, name: string): Promise<string> {
  const [type] = await tx.query<{ name: string }>('SELECT name FROM cooking_types WHERE lower(name) = lower($1)', [
    name,
  ]);
  if (!type)
    throw new HttpError(400, `cookingMethod must be one of the cooking types; ${name} is not`, 'cookingMethod');
  return type.name;
}

async function checkIngredients(tx: Queryable, lines: RecipeFields['recipeInfo']) {
  const rows = await tx.query<{ id: number }>('SELECT id FROM ingredients WHERE id = ANY($1::int[])', [
    lines.map((line) => line.id),
  ]);
  const known = new Set(rows.map((row) => row.id));
  const unknown = lines.findIndex((line) => !known.has(line.id));
  if (unknown >= 0)
    throw new HttpError(
      400,
      `Line ${unknown + 1}: ingredient ${lines[unknown]!.id} does not exist`,
      `recipeInfo.${unknown}.id`,
    );
}

/** The columns written from the form on POST and PUT, once what only the database knows is checked. */
async function recipeColumns(tx: Queryable, fields: RecipeFields): Promise<ColumnValues> {
  await checkIngredients(tx, fields.recipeInfo);
  return [
    ['recipe_name', fields.recipe_name],
    ['recipe_category_id', await categoryId(tx, fields.recipeCategoryName)],
    ['description', fields.description],
    ['serving_size', fields.servingSize],
    ['cooking_method', await cookingType(tx, fields.cookingMethod)],
    ['serving_time', fields.servingTime],
    ['age_range', fields.ageRange],
    ['instructions', fields.instructions],
    ['notes', fields.notes],
  ];
}

async function writeLines(tx: Queryable, recipeId: number, lines: RecipeFields['recipeInfo']) {
  await tx.query('DELETE FROM recipe_lines WHERE recipe_id = $1', [recipeId]);
  await tx.query(
    `INSERT INTO recipe_lines (recipe_id, ingredient_id, quantity)
     SELECT $1, ingredient, quantity FROM unnest($2::int[], $3::int[]) WITH ORDINALITY AS line (ingredient, quantity, position)
     ORDER BY position`,
    [recipeId, lines.map((line) => line.id), lines.map((line) => line.quantity)],
  );
}

/** Each try loses only to a recipe committed meanwhile with the slug it chose; more than a few in a row is no race. */
const SLUG_TRIES = 10;

/**
 * Inserts with the first free slug made from `base`. Recipes of the same name saved at once may choose the same
 * slug: the unique index refuses all but one, and the others choose again, rolled back to before their insert.
 */
async function insertWithFreeSlug(
  tx: Queryable,
  base: string,
  insert: (slug: string) => Promise<number>,
): Promise<number> {
  for (let attempt = 1; ; attempt += 1) {
    const rows = await tx.query<{ slug: string }>(`SELECT slug FROM recipes WHERE slug = $1 OR slug LIKE $1 || '-%'`, [
      base,
    ]);
    const slug = uniqueSlug(base, new Set(rows.map((row) => row.slug)));
    await tx.query('SAVEPOINT recipe_slug');
    try {
      const id = await insert(slug);
      await tx.query('RELEASE SAVEPOINT recipe_slug');
      return id;
    } catch (error) {
      if (!isUniqueViolation(error, 'recipes_slug_key') || attempt === SLUG_TRIES) throw error;
      await tx.query('ROLLBACK TO SAVEPOINT recipe_slug');
    }
  }
}

/** Adds the recipe, its category when new, and its lines, all or nothing; answers its id. */
export function insertRecipe(db: Database, fields: RecipeFields, image: string | null): Promise<number> {
  return db.transaction(async (tx) => {
    const columns = await recipeColumns(tx, fields);
    const id = await insertWithFreeSlug(tx, slugOf(fields.recipe_name), (slug) =>
      insertRecord(tx, 'recipes', [
        ['slug', slug],
        ...columns,
        ['author', fields.author ?? RECIPE_AUTHOR],
        ['image', image],
      ]),
    );
    await writeLines(tx, id, fields.recipeInfo);
    return id;
  });
}

/** Replaces the recipe but its slug and author, its image only when a new one is given; answers the image it had. */
export function replaceRecipe(
  db: Database,
  id: number,
  fields: RecipeFields,
  image: string | null,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [current] = await tx.query<{ image: string | null }>('SELECT image FROM recipes WHERE id = $1 FOR UPDATE', [
      id,
    ]);
    if (!current) throw notFound('Recipe', id);
    const columns = await recipeColumns(tx, fields);
    await updateRecord(tx, 'recipes', id, image ? [...columns, ['image', image]] : columns);
    await writeLines(tx, id, fields.recipeInfo);
    return current.image;
  });
}

/** Deletes the recipe with its lines and answers it as it was. */
export async function deleteRecipe(db: Queryable, id: number): Promise<Recipe> {
  const recipe = await findRecipe(db, id);
  await db.query('DELETE FROM recipes WHERE id = $1', [id]);
  return recipe;
}

export const listRecipeCategories = (db: Queryable) =>
  db.query('SELECT id, name FROM recipe_categories ORDER BY lower(name), id');
export const listIngredients = (db: Queryable) =>
  db.query('SELECT id, name AS "Ingredient_name" FROM ingredients ORDER BY lower(name), id');
export const listCookingTypes = (db: Queryable) =>
  db.query('SELECT id, name FROM cooking_types ORDER BY lower(name), id');
