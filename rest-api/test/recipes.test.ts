import { beforeAll, describe, expect, it } from 'vitest';

import { MAX_RECIPE_LINES } from '@backoffice/schema/rules/recipe';

import { multipartForm, png, restApiSession } from './restApiSession';

const rest = restApiSession();
const { send } = rest;

const fields: Record<string, string> = {
  recipe_name: 'Cumi Saus Tiram',
  recipeCategoryName: 'seafood',
  description: 'Cumi lembut dengan saus tiram.',
  servingSize: '3',
  cookingMethod: 'Tumis',
  servingTime: '25',
  ageRange: 'normal_adult',
  instructions: '<h2>Langkah</h2><ol><li>Tumis bawang</li><li>Masukkan <strong>cumi</strong></li></ol>',
  notes: '<p>Pakai cumi segar</p>',
};

/** The demo ingredient ids by name, read before the tests: any of them runs alone (the PostgreSQL run takes one). */
let ingredient: Record<string, number> = {};
beforeAll(async () => {
  const ingredients: Array<{ id: number; Ingredient_name: string }> = (await send('GET', '/nutrition')).json.data;
  ingredient = Object.fromEntries(ingredients.map((row) => [row.Ingredient_name, row.id]));
});
const line = (name: string, quantity: number) => JSON.stringify({ id: ingredient[name], quantity });

/** A recipe form: its text fields, recipeInfo as one JSON entry per ingredient, and an image when asked. */
function form(values: Record<string, string>, recipeInfo: string[], image = false) {
  const body = multipartForm(values, image ? { image: { bytes: png, type: 'image/png', name: 'cumi.png' } } : {});
  for (const entry of recipeInfo) body.append('recipeInfo', entry);
  return body;
}

const mediaFiles = () => rest.mediaFiles('recipes');

describe('recipes', () => {
  it('requires the token on every route', async () => {
    for (const path of [
      '/nutrition/recipe',
      '/nutrition/recipe/udang-saus-padang',
      '/nutrition',
      '/nutrition/recipe-category',
      '/nutrition/cooking-type',
    ]) {
      expect((await send('GET', path, undefined, {})).status).toBe(401);
    }
    expect((await send('POST', '/nutrition/recipe', form(fields, []), {})).status).toBe(401);
    expect((await send('DELETE', '/nutrition/recipe/1', undefined, {})).status).toBe(401);
  });

  it('answers the three lookups under data, by name', async () => {
    const ingredients = (await send('GET', '/nutrition')).json.data;
    expect(ingredients.length).toBeGreaterThanOrEqual(20);
    expect(ingredients).toContainEqual({ id: expect.any(Number), Ingredient_name: 'Udang' });
    const names = ingredients.map((row: any) => row.Ingredient_name.toLowerCase());
    expect(names).toEqual([...names].sort());

    const types = (await send('GET', '/nutrition/cooking-type')).json.data.map((row: any) => row.name);
    expect(types).toEqual(expect.arrayContaining(['Goreng', 'Rebus', 'Kukus', 'Bakar', 'Tumis']));
    const categories = (await send('GET', '/nutrition/recipe-category')).json.data.map((row: any) => row.name);
    expect(categories).toEqual(expect.arrayContaining(['Seafood', 'Sup', 'MPASI']));
  });

  it('pages the demo recipes newest first, searched by every word of the name, sorted by name', async () => {
    const first = (await send('GET', '/nutrition/recipe?per_page=5&desc=true')).json.data;
    expect(first.rows).toHaveLength(5);
    expect(first.count).toBeGreaterThanOrEqual(8);
    const created = first.rows.map((row: any) => row.createdAt);
    expect(created).toEqual([...created].sort().reverse());

    const found = (await send('GET', '/nutrition/recipe?search=padang%20UDANG')).json.data;
    expect(found.rows.map((row: any) => row.slug)).toEqual(['udang-saus-padang']);
    expect(found.rows[0].RecipeLines[0]).toEqual({
      id: expect.any(Number),
      quantity: 500,
      IngredientList: { id: ingredient.Udang, Ingredient_name: 'Udang' },
    });

    const byName = (await send('GET', '/nutrition/recipe?per_page=-1&orderby=recipe_name')).json.data.rows.map(
      (row: any) => row.recipe_name.toLowerCase(),
    );
    expect(byName).toEqual([...byName].sort());
  });

  it('reads one recipe by its slug, and 404 for a slug none has', async () => {
    const recipe = (await send('GET', '/nutrition/recipe/udang-saus-padang')).json.data;
    expect(recipe).toMatchObject({
      recipe_name: 'Udang Saus Padang',
      RecipeCategory: { name: 'Seafood' },
      cooking_method: 'Tumis',
      age_range: 'normal_adult',
      author: 'Admin',
    });
    expect(recipe.instructions).toContain('<ol><li>');
    expect(recipe.RecipeLines.length).toBeGreaterThanOrEqual(2);
    expect(await send('GET', '/nutrition/recipe/tidak-ada')).toEqual({
      status: 404,
      json: { errors: [{ message: 'Recipe tidak-ada not found' }] },
    });
  });

  it('creates with an image and two ingredients, edits keeping the slug and image, and deletes removing lines and image', async () => {
    const created = await send(
      'POST',
      '/nutrition/recipe',
      form({ ...fields, recipeCategoryName: 'Camilan Laut' }, [line('Cumi', 300), line('Saus Tiram', 40)], true),
    );
    expect(created.status).toBe(201);
    const recipe = created.json.data;
    expect(recipe).toMatchObject({
      slug: 'cumi-saus-tiram',
      recipe_name: 'Cumi Saus Tiram',
      RecipeCategory: { name: 'Camilan Laut' },
      serving_size: 3,
      serving_time: 25,
      cooking_method: 'Tumis',
      author: 'Admin',
      instructions: fields.instructions,
      RecipeLines: [
        { quantity: 300, IngredientList: { id: ingredient.Cumi, Ingredient_name: 'Cumi' } },
        { quantity: 40, IngredientList: { id: ingredient['Saus Tiram'], Ingredient_name: 'Saus Tiram' } },
      ],
    });
    expect(recipe.image_url).toMatch(/^\/media\/recipes\/[0-9a-f-]{36}\.png$/);
    expect((await fetch(rest.api.url + recipe.image_url)).headers.get('content-type')).toBe('image/png');
    expect((await send('GET', '/nutrition/recipe-category')).json.data).toContainEqual({
      id: recipe.RecipeCategory.id,
      name: 'Camilan Laut',
    });
    expect((await send('GET', '/nutrition/recipe/cumi-saus-tiram')).json.data).toEqual(recipe);

    // The category is found in any case; a new name, lines and fields replace the old; slug, author and image stay.
    const edited = await send(
      'PUT',
      `/nutrition/recipe/${recipe.id}`,
      form(
        {
          ...fields,
          recipe_name: 'Cumi Hitam',
          recipeCategoryName: 'CAMILAN LAUT',
          cookingMethod: 'goreng',
          ageRange: '1-3years',
          author: 'Orang Lain',
        },
        [line('Bawang Putih', 10), line('Cumi', 250), line('Minyak Goreng', 50)],
      ),
    );
    expect(edited.status).toBe(200);
    expect(edited.json.data).toMatchObject({
      id: recipe.id,
      slug: 'cumi-saus-tiram',
      recipe_name: 'Cumi Hitam',
      RecipeCategory: recipe.RecipeCategory,
      cooking_method: 'Goreng',
      age_range: '1-3years',
      author: 'Admin',
      image_url: recipe.image_url,
    });
    expect(edited.json.data.RecipeLines.map((row: any) => [row.IngredientList.Ingredient_name, row.quantity])).toEqual([
      ['Bawang Putih', 10],
      ['Cumi', 250],
      ['Minyak Goreng', 50],
    ]);

    const newImage = (await send('PUT', `/nutrition/recipe/${recipe.id}`, form(fields, [line('Cumi', 300)], true))).json
      .data;
    expect(newImage.image_url).not.toBe(recipe.image_url);
    expect((await fetch(rest.api.url + recipe.image_url)).status).toBe(404);

    const deleted = await send('DELETE', `/nutrition/recipe/${recipe.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.json.data).toMatchObject({ id: recipe.id, slug: 'cumi-saus-tiram' });
    expect((await fetch(rest.api.url + newImage.image_url)).status).toBe(404);
    const lines = await rest.api.db.query('SELECT id FROM recipe_lines WHERE recipe_id = $1', [recipe.id]);
    expect(lines).toEqual([]);
    expect((await send('GET', '/nutrition/recipe/cumi-saus-tiram')).status).toBe(404);
    expect(await send('DELETE', `/nutrition/recipe/${recipe.id}`)).toEqual({
      status: 404,
      json: { errors: [{ message: `Recipe ${recipe.id} not found` }] },
    });
    expect((await send('PUT', `/nutrition/recipe/${recipe.id}`, form(fields, [line('Cumi', 1)]))).status).toBe(404);
  });

  it('makes slugs of folded lowercase words, numbering a taken one', async () => {
    const slugOf = async (name: string) =>
      (await send('POST', '/nutrition/recipe', form({ ...fields, recipe_name: name }, [line('Udang', 100)]))).json.data
        .slug;
    expect(await slugOf('Udang Saus Padang')).toBe('udang-saus-padang-2');
    expect(await slugOf('  UDANG saus-padang!! ')).toBe('udang-saus-padang-3');
    expect(await slugOf('Sayur Bénédicte Ñoño')).toBe('sayur-benedicte-nono');
    expect(await slugOf('🍤🍤')).toBe('resep');
    expect(await slugOf('🦑')).toBe('resep-2');
  });

  it('gives recipes of the same name saved at once distinct slugs', { tags: ['postgres'] }, async () => {
    const saved = await Promise.all(
      Array.from({ length: 6 }, () =>
        send(
          'POST',
          '/nutrition/recipe',
          form({ ...fields, recipe_name: 'Sup Serentak', recipeCategoryName: 'Kategori Serentak' }, [
            line('Udang', 100),
          ]),
        ),
      ),
    );
    expect(saved.map((answer) => answer.status)).toEqual(Array(6).fill(201));
    expect(saved.map((answer) => answer.json.data.slug).sort()).toEqual([
      'sup-serentak',
      'sup-serentak-2',
      'sup-serentak-3',
      'sup-serentak-4',
      'sup-serentak-5',
      'sup-serentak-6',
    ]);
    expect(new Set(saved.map((answer) => answer.json.data.RecipeCategory.id)).size).toBe(1);
  });

  it('stores only the editor tags of instructions and notes', async () => {
    const recipe = (
      await send(
        'POST',
        '/nutrition/recipe',
        form(
          {
            ...fields,
            instructions:
              '<h3 onclick="steal()">Goreng</h3><script>alert(1)</script><p><em>sebentar</em> <u>saja</u></p>',
            notes: '<script>x()</script>',
          },
          [line('Cumi', 100)],
        ),
      )
    ).json.data;
    expect(recipe.instructions).toBe('<h3>Goreng</h3><p><em>sebentar</em> <u>saja</u></p>');
    expect(recipe.notes).toBeNull();
  });

  it.each([
    [
      () => [line('Udang', 100), JSON.stringify({ id: 99999, quantity: 5 })],
      'Line 2: ingredient 99999 does not exist',
      'recipeInfo.1.id',
    ],
    [
      () => [line('Udang', 100), line('Cumi', 20), line('Udang', 5)],
      expect.stringMatching(/^Line 3: ingredient \d+ is already in the recipe$/),
      'recipeInfo.2.id',
    ],
    [
      () => [line('Udang', 0)],
      'recipeInfo.0.quantity must be a whole number from 1 to 100000',
      'recipeInfo.0.quantity',
    ],
    [() => ['udang'], 'recipeInfo.0 must be JSON text of an object', 'recipeInfo.0'],
    [() => [], 'recipeInfo is required', 'recipeInfo'],
    [
      // As one JSON list: a form takes at most 100 fields.
      () => [
        JSON.stringify(Array.from({ length: MAX_RECIPE_LINES + 1 }, (_, index) => ({ id: index + 1, quantity: 1 }))),
      ],
      `recipeInfo must list 1 to ${MAX_RECIPE_LINES} ingredients`,
      'recipeInfo',
    ],
    // Sent as one JSON list, the lines are read as if sent one entry each.
    [
      () => [
        JSON.stringify([
          { id: 1, quantity: 1 },
          { id: 1, quantity: 2 },
        ]),
      ],
      'Line 2: ingredient 1 is already in the recipe',
      'recipeInfo.1.id',
    ],
  ])(
    'refuses a bad ingredient line naming its entry, storing nothing and keeping no file (%#)',
    async (lines, message, field) => {
      const before = { files: mediaFiles(), count: (await send('GET', '/nutrition/recipe')).json.data.count };
      const refused = await send(
        'POST',
        '/nutrition/recipe',
        form({ ...fields, recipeCategoryName: 'Tidak Tersimpan' }, lines(), true),
      );
      expect(refused).toEqual({ status: 400, json: { errors: [{ message, field }] } });
      expect(mediaFiles()).toEqual(before.files);
      expect((await send('GET', '/nutrition/recipe')).json.data.count).toBe(before.count);
      expect((await send('GET', '/nutrition/recipe-category')).json.data.map((row: any) => row.name)).not.toContain(
        'Tidak Tersimpan',
      );
    },
  );

  it.each([
    [{ cookingMethod: 'Sangrai' }, 'cookingMethod must be one of the cooking types; Sangrai is not', 'cookingMethod'],
    [{ recipe_name: ' ' }, 'recipe_name is required', 'recipe_name'],
    [{ servingSize: '0' }, 'servingSize must be a whole number from 1 to 1000', 'servingSize'],
    [{ servingTime: '1,5' }, 'servingTime must be a whole number from 1 to 10080', 'servingTime'],
    [{ ageRange: 'senior' }, 'ageRange must be one of normal_adult, 1-3years, 7-11mths', 'ageRange'],
    [{ servingSize: '2.5' }, 'servingSize must be a whole number from 1 to 1000', 'servingSize'],
    [{ serving_size: '3' }, 'serving_size is not a field of this form', 'serving_size'],
  ])('refuses %o naming the field, storing nothing', async (change, message, field) => {
    const before = mediaFiles();
    const refused = await send(
      'POST',
      '/nutrition/recipe',
      form({ ...fields, recipeCategoryName: 'Tidak Tersimpan', ...change }, [line('Cumi', 10)], true),
    );
    expect(refused).toEqual({ status: 400, json: { errors: [{ message, field }] } });
    expect(mediaFiles()).toEqual(before);
    expect((await send('GET', '/nutrition/recipe-category')).json.data.map((row: any) => row.name)).not.toContain(
      'Tidak Tersimpan',
    );
  });
});
