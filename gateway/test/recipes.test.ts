import { Kind, type OperationDefinitionNode, parse } from 'graphql';
import { describe, expect, it } from 'vitest';

import { MAX_QUERY_COST, operationCost } from '../src/core/queryCost';
import { buildSchema } from '../src/schema';
import { testStack, type UploadFile } from './harness';

const stack = testStack();
const { query, upstreamDuring } = stack;

/** The file as `variables.image`. */
const withImage = (text: string, variables: Record<string, unknown>, image: UploadFile) =>
  stack.upload(text, { ...variables, image: null }, { image });

const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

const FIELDS = `id slug name category { id name } description servingSize cookingMethod servingTime ageRange instructions notes imageUrl author
  lines { ingredient { id name } grams } createdAt updatedAt`;
const CREATE = `mutation($input: RecipeInput!, $image: Upload) { createRecipe(input: $input, image: $image) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: RecipeInput!, $image: Upload) { updateRecipe(id: $id, input: $input, image: $image) { ${FIELDS} } }`;
const DELETE = `mutation($id: ID!) { deleteRecipe(id: $id) { id slug name } }`;

/** The demo ingredient ids by name, read in the lookups test. */
let ingredient: Record<string, string> = {};

const input = () => ({
  name: 'Kakap Asam Manis',
  categoryName: 'seafood',
  description: 'Kakap goreng dengan saus asam manis.',
  servingSize: 4,
  cookingMethod: 'Goreng',
  servingTime: 45,
  ageRange: 'NORMAL_ADULT',
  instructions: '<h2>Langkah</h2><ol><li>Goreng kakap</li><li>Siram saus</li></ol>',
  notes: null,
  lines: [
    { ingredientId: ingredient['Ikan Kakap'], grams: 700 },
    { ingredientId: ingredient['Saus Tomat'], grams: 80 },
  ],
});

describe('recipes', () => {
  it('answers the ingredients, cooking types and categories by name, the first two cached across requests', async () => {
    const lookupCalls = (calls: string[]) => calls.filter((call) => call.startsWith('GET /nutrition')).sort();
    const LOOKUPS = '{ ingredients { id name } cookingTypes { id name } recipeCategories { id name } }';
    const { result, calls } = await upstreamDuring(() => query(LOOKUPS));
    const data = result.body.data;
    expect(data.ingredients).toContainEqual({ id: expect.any(String), name: 'Udang' });
    expect(data.cookingTypes.map((type: any) => type.name)).toEqual(
      expect.arrayContaining(['Goreng', 'Rebus', 'Kukus', 'Bakar', 'Tumis']),
    );
    expect(data.recipeCategories.map((category: any) => category.name)).toEqual(
      expect.arrayContaining(['Seafood', 'Sup', 'MPASI']),
    );
    expect(lookupCalls(calls)).toEqual([
      'GET /nutrition',
      'GET /nutrition/cooking-type',
      'GET /nutrition/recipe-category',
    ]);
    ingredient = Object.fromEntries(data.ingredients.map((row: any) => [row.name, row.id]));

    const again = await upstreamDuring(() => query(LOOKUPS));
    expect(again.result.body.data).toEqual(data);
    expect(lookupCalls(again.calls)).toEqual(['GET /nutrition/recipe-category']);
  });

  it('lists a page of 5 with the total and every line, in one upstream call', async () => {
    const LIST = `{ recipes(page: 1, perPage: 5) { totalCount rows { id slug name category { name } ageRange lines { ingredient { id name } grams } } } }`;
    const { result, calls } = await upstreamDuring(() => query(LIST));
    const list = result.body.data.recipes;
    expect(list.rows).toHaveLength(5);
    expect(list.totalCount).toBeGreaterThanOrEqual(8);
    expect(
      list.rows.every((row: any) => row.lines.length >= 2 && row.lines.every((line: any) => line.ingredient.name)),
    ).toBe(true);
    expect(calls).toEqual(['GET /nutrition/recipe?page=1&per_page=5&orderby=createdAt&desc=true']);

    const found = await query(
      `{ recipes(search: "padang", sortBy: NAME, desc: false) { totalCount rows { slug name } } }`,
    );
    expect(found.body.data.recipes).toEqual({
      totalCount: 1,
      rows: [{ slug: 'udang-saus-padang', name: 'Udang Saus Padang' }],
    });
    const toddlers = await query(`{ recipes(perPage: -1, sortBy: NAME, desc: false) { rows { name ageRange } } }`);
    const names = toddlers.body.data.recipes.rows.map((row: any) => row.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(toddlers.body.data.recipes.rows.map((row: any) => row.ageRange)).toEqual(
      expect.arrayContaining(['ONE_TO_THREE_YEARS', 'SEVEN_TO_ELEVEN_MONTHS']),
    );
  });

  it('costs under half the limit for "All" rows with every field and line', () => {
    const document = parse(`{ recipes(perPage: -1) { totalCount rows { ${FIELDS} } } }`);
    const operation = document.definitions.find(
      (definition) => definition.kind === Kind.OPERATION_DEFINITION,
    ) as OperationDefinitionNode;
    expect(operationCost(buildSchema(), document, operation)).toBeLessThan(MAX_QUERY_COST / 2);
  });

  it('reads one recipe by its slug, NOT_FOUND for a slug none has', async () => {
    const { body } = await query(`{ recipe(slug: "udang-saus-padang") { ${FIELDS} } }`);
    expect(body.data.recipe).toMatchObject({
      slug: 'udang-saus-padang',
      name: 'Udang Saus Padang',
      category: { name: 'Seafood' },
      cookingMethod: 'Tumis',
      ageRange: 'NORMAL_ADULT',
      author: 'Admin',
    });
    expect(body.data.recipe.lines[0]).toEqual({ ingredient: { id: ingredient.Udang, name: 'Udang' }, grams: 500 });
    for (const slug of ['tidak-ada', 'Bukan Slug']) {
      const missing = await query(`query($slug: String!) { recipe(slug: $slug) { id } }`, { slug });
      expect(missing.body.errors![0]).toMatchObject({
        message: `Recipe ${slug} not found`,
        extensions: { code: 'NOT_FOUND' },
      });
    }
  });

  it('creates with an image and two ingredients, updates keeping slug and image, and deletes', async () => {
    const created = await withImage(CREATE, { input: input() }, { bytes: png, type: 'image/png', name: 'kakap.png' });
    expect(created.body.errors).toBeUndefined();
    const recipe = created.body.data.createRecipe;
    expect(recipe).toMatchObject({
      slug: 'kakap-asam-manis',
      name: 'Kakap Asam Manis',
      category: { name: 'Seafood' },
      servingSize: 4,
      servingTime: 45,
      ageRange: 'NORMAL_ADULT',
      author: 'Admin',
      instructions: input().instructions,
      notes: null,
      lines: [
        { ingredient: { id: ingredient['Ikan Kakap'], name: 'Ikan Kakap' }, grams: 700 },
        { ingredient: { id: ingredient['Saus Tomat'], name: 'Saus Tomat' }, grams: 80 },
      ],
    });
    expect(recipe.imageUrl).toMatch(/^\/media\/recipes\/[0-9a-f-]{36}\.png$/);
    const image = await fetch(stack.gateway.url + recipe.imageUrl);
    expect(Buffer.from(await image.arrayBuffer()).equals(png)).toBe(true);
    expect(
      (await query(`query($slug: String!) { recipe(slug: $slug) { ${FIELDS} } }`, { slug: recipe.slug })).body.data
        .recipe,
    ).toEqual(recipe);

    const updated = await query(UPDATE, {
      id: recipe.id,
      input: {
        ...input(),
        name: 'Kakap Saus Mentega',
        categoryName: 'Menu Keluarga',
        ageRange: 'ONE_TO_THREE_YEARS',
        lines: [{ ingredientId: ingredient.Mentega, grams: 30 }],
      },
    });
    expect(updated.body.errors).toBeUndefined();
    expect(updated.body.data.updateRecipe).toMatchObject({
      id: recipe.id,
      slug: 'kakap-asam-manis',
      name: 'Kakap Saus Mentega',
      category: { name: 'Menu Keluarga' },
      ageRange: 'ONE_TO_THREE_YEARS',
      imageUrl: recipe.imageUrl,
      author: 'Admin',
      lines: [{ ingredient: { id: ingredient.Mentega, name: 'Mentega' }, grams: 30 }],
    });
    const categories = (await query('{ recipeCategories { name } }')).body.data.recipeCategories;
    expect(categories).toContainEqual({ name: 'Menu Keluarga' });

    const deleted = await query(DELETE, { id: recipe.id });
    expect(deleted.body.data.deleteRecipe).toEqual({
      id: recipe.id,
      slug: 'kakap-asam-manis',
      name: 'Kakap Saus Mentega',
    });
    expect((await fetch(stack.gateway.url + recipe.imageUrl)).status).toBe(404);
    const gone = await query(DELETE, { id: recipe.id });
    expect(gone.body.errors![0]).toMatchObject({
      message: `Recipe ${recipe.id} not found`,
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('refuses a repeated ingredient in the gateway, naming the line, without calling the REST API', async () => {
    const before = stack.callsTo('POST /nutrition/recipe');
    const lines = [
      { ingredientId: ingredient.Udang, grams: 100 },
      { ingredientId: ingredient.Udang, grams: 50 },
    ];
    const { body } = await query(CREATE, { input: { ...input(), lines } });
    expect(body.errors![0]).toMatchObject({
      message: 'Line 2: this ingredient is already in the recipe',
      extensions: { code: 'BAD_USER_INPUT', field: 'lines.1.ingredientId' },
    });
    expect(stack.callsTo('POST /nutrition/recipe')).toBe(before);
  });

  it("states the REST API's refusals in GraphQL terms: an unknown cooking method, an unknown ingredient", async () => {
    const cooking = await query(CREATE, { input: { ...input(), cookingMethod: 'Sangrai' } });
    expect(cooking.body.errors![0]).toMatchObject({
      message: 'Cooking method must be one of the cooking types; Sangrai is not',
      extensions: { code: 'BAD_USER_INPUT', field: 'cookingMethod' },
    });
    const unknown = await query(UPDATE, {
      id: '1',
      input: {
        ...input(),
        lines: [
          { ingredientId: ingredient.Udang, grams: 1 },
          { ingredientId: '99999', grams: 5 },
        ],
      },
    });
    expect(unknown.body.errors![0]).toMatchObject({
      message: 'Line 2: ingredient 99999 does not exist',
      extensions: { code: 'BAD_USER_INPUT', field: 'lines.1.ingredientId' },
    });
    expect(
      (await query(`{ recipe(slug: "udang-saus-padang") { lines { grams } } }`)).body.data.recipe.lines.length,
    ).toBeGreaterThan(1);
  });
});
