import { describe, expect, it } from 'vitest';

import { restApiSession } from './restApiSession';

const rest = restApiSession();
const { send } = rest;

/** The demo category ids by name, read in the first list test. */
let category: Record<string, number> = {};
const faq = (overrides: object = {}) => ({
  title: 'Apakah bisa COD?',
  body: 'Bisa untuk area Jakarta.',
  faq_category_id: category.Pembayaran,
  locale: 'id_ID',
  ...overrides,
});

describe('FAQ categories', () => {
  it('requires the token on every route', async () => {
    for (const path of ['/faqs', '/faqs/1', '/faq_categories', '/faq_categories/1']) {
      expect((await send('GET', path, undefined, {})).status).toBe(401);
    }
    expect((await send('POST', '/faq_categories', { name: 'Lain' }, {})).status).toBe(401);
    expect((await send('POST', '/faqs', faq(), {})).status).toBe(401);
    expect((await send('DELETE', '/faq_categories/1', undefined, {})).status).toBe(401);
  });

  it('lists the demo categories by name with their FAQ counts, searched in any case and paged', async () => {
    const all = (await send('GET', '/faq_categories?per_page=-1')).json;
    const names = all.rows.map((row: any) => row.name);
    expect(names).toEqual(expect.arrayContaining(['Pengiriman', 'Pembayaran', 'Produk', 'Penyimpanan']));
    expect(names).toEqual([...names].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(all.count).toBe(all.rows.length);
    category = Object.fromEntries(all.rows.map((row: any) => [row.name, row.id]));
    const shipping = all.rows.find((row: any) => row.name === 'Pengiriman');
    expect(shipping).toEqual({
      id: expect.any(Number),
      name: 'Pengiriman',
      faq_count: 6,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });

    expect((await send('GET', '/faq_categories?search=PEMB')).json.rows.map((row: any) => row.name)).toEqual([
      'Pembayaran',
    ]);
    const page = (await send('GET', '/faq_categories?per_page=2&page=2&orderby=name&desc=true')).json;
    expect(page.rows.map((row: any) => row.name)).toEqual([...names].reverse().slice(2, 4));
    expect(page.count).toBe(all.count);
  });

  it('adds, renames and deletes a category; a name another has in any case is refused 409 with { message }', async () => {
    const created = await send('POST', '/faq_categories', { name: ' Retur ' });
    expect(created.status).toBe(201);
    const retur = created.json.FaqCategory;
    expect(retur).toMatchObject({ name: 'Retur', faq_count: 0 });
    expect((await send('GET', `/faq_categories/${retur.id}`)).json.FaqCategory).toEqual(retur);

    expect(await send('POST', '/faq_categories', { name: 'pengiriman' })).toEqual({
      status: 409,
      json: { message: 'A FAQ category named Pengiriman already exists' },
    });
    expect(await send('PUT', `/faq_categories/${retur.id}`, { name: 'PEMBAYARAN' })).toEqual({
      status: 409,
      json: { message: 'A FAQ category named Pembayaran already exists' },
    });
    // Its own name in another case is no conflict.
    const renamed = await send('PUT', `/faq_categories/${retur.id}`, { name: 'RETUR' });
    expect(renamed.status).toBe(200);
    expect(renamed.json.FaqCategory).toMatchObject({ id: retur.id, name: 'RETUR' });

    expect(await send('POST', '/faq_categories', { name: '   ' })).toEqual({
      status: 400,
      json: { errors: { message: 'name is required' } },
    });
    expect((await send('PUT', '/faq_categories/99999', { name: 'Baru' })).status).toBe(404);

    expect((await send('DELETE', `/faq_categories/${retur.id}`)).json.FaqCategory).toMatchObject({
      id: retur.id,
      name: 'RETUR',
    });
    expect((await send('GET', `/faq_categories/${retur.id}`)).status).toBe(404);
  });

  it('refuses to delete a category in use, naming how many FAQs use it, and changes nothing', async () => {
    const before = (await send('GET', `/faq_categories/${category.Pengiriman}`)).json.FaqCategory;
    const faqsBefore = (await send('GET', '/faqs?per_page=-1')).json;
    expect(await send('DELETE', `/faq_categories/${category.Pengiriman}`)).toEqual({
      status: 409,
      json: { errors: [{ message: 'FAQ category Pengiriman is used by 6 FAQs: move or delete them first' }] },
    });
    expect((await send('GET', `/faq_categories/${category.Pengiriman}`)).json.FaqCategory).toEqual(before);
    expect((await send('GET', '/faqs?per_page=-1')).json).toEqual(faqsBefore);
  });

  it('refuses the delete when a FAQ lands in the category after the count (the foreign key decides)', async () => {
    const lonely = (await send('POST', '/faq_categories', { name: 'Sebentar' })).json.FaqCategory;
    // The FAQ arrives between the count of the delete and its DELETE: simulated by a trigger adding it then.
    await rest.api.db.exec(`
      CREATE FUNCTION faq_arrives() RETURNS trigger AS $$
      BEGIN INSERT INTO faqs (title, body, locale, faq_category_id) VALUES ('Baru', 'Baru', 'id_ID', OLD.id); RETURN OLD; END $$ LANGUAGE plpgsql;
      CREATE TRIGGER faq_arrives BEFORE DELETE ON faq_categories FOR EACH ROW EXECUTE FUNCTION faq_arrives();`);
    try {
      const refused = await send('DELETE', `/faq_categories/${lonely.id}`);
      expect(refused.status).toBe(409);
      // The trigger's FAQ goes with the refused statement, so the count read afterwards is what was committed then.
      expect(refused.json.errors[0].message).toMatch(
        /^FAQ category Sebentar is used by \d+ FAQs?: move or delete them first$/,
      );
    } finally {
      await rest.api.db.exec('DROP TRIGGER faq_arrives ON faq_categories; DROP FUNCTION faq_arrives();');
    }
    expect((await send('GET', `/faq_categories/${lonely.id}`)).json.FaqCategory).toEqual(lonely);
  });
});

describe('FAQs', () => {
  it('lists newest first with the category, searched on the title in any case, by locale, and paged', async () => {
    const first = (await send('GET', '/faqs?per_page=5&desc=true')).json;
    expect(first.rows).toHaveLength(5);
    expect(first.count).toBeGreaterThanOrEqual(12);
    const created = first.rows.map((row: any) => row.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    expect(first.rows[0].faq_category).toEqual({
      id: first.rows[0].faq_category_id,
      name: expect.any(String),
      faq_count: expect.any(Number),
      createdAt: expect.stringMatching(/Z$/),
      updatedAt: expect.stringMatching(/Z$/),
    });

    const english = (await send('GET', '/faqs?per_page=-1&locale=en_US')).json;
    expect(english.rows.length).toBeGreaterThanOrEqual(6);
    expect(english.rows.every((row: any) => row.locale === 'en_US')).toBe(true);
    const indonesian = (await send('GET', '/faqs?per_page=-1&locale=id_ID')).json;
    expect(english.count + indonesian.count).toBe(first.count);

    const frozen = (await send('GET', '/faqs?search=FROZEN')).json;
    expect(frozen.rows.map((row: any) => row.title)).toEqual(
      expect.arrayContaining([
        'How long can frozen products be kept?',
        'How do frozen products stay cold during delivery?',
      ]),
    );
    expect((await send('GET', '/faqs?search=frozen&locale=id_ID')).json).toEqual({ rows: [], count: 0 });

    const byTitle = (await send('GET', '/faqs?per_page=-1&orderby=title')).json.rows.map((row: any) =>
      row.title.toLowerCase(),
    );
    expect(byTitle).toEqual([...byTitle].sort());
    const second = (await send('GET', '/faqs?per_page=5&page=2&desc=true')).json.rows;
    expect(second.map((row: any) => row.id)).not.toContain(first.rows[0].id);
  });

  it('creates, replaces and deletes a FAQ, counting it in its category', async () => {
    const created = await send('POST', '/faqs', faq({ title: '  Apakah bisa COD?  ' }));
    expect(created.status).toBe(201);
    const row = created.json.Faq;
    expect(row).toMatchObject({
      title: 'Apakah bisa COD?',
      body: 'Bisa untuk area Jakarta.',
      locale: 'id_ID',
      faq_category_id: category.Pembayaran,
      faq_category: { name: 'Pembayaran' },
    });
    expect((await send('GET', `/faqs/${row.id}`)).json.Faq).toEqual(row);

    const replaced = await send(
      'PUT',
      `/faqs/${row.id}`,
      faq({
        title: 'Can I pay cash on delivery?',
        body: 'Yes, within Jakarta.\nOther cities: no.',
        locale: 'en_US',
        faq_category_id: category.Pengiriman,
      }),
    );
    expect(replaced.status).toBe(200);
    expect(replaced.json.Faq).toMatchObject({
      id: row.id,
      title: 'Can I pay cash on delivery?',
      body: 'Yes, within Jakarta.\nOther cities: no.',
      locale: 'en_US',
      faq_category: { id: category.Pengiriman, name: 'Pengiriman', faq_count: 7 },
    });

    expect((await send('DELETE', `/faqs/${row.id}`)).json.Faq).toMatchObject({
      id: row.id,
      title: 'Can I pay cash on delivery?',
    });
    expect(await send('GET', `/faqs/${row.id}`)).toEqual({
      status: 404,
      json: { errors: [{ message: `FAQ ${row.id} not found` }] },
    });
    expect((await send('GET', `/faq_categories/${category.Pengiriman}`)).json.FaqCategory.faq_count).toBe(6);
  });

  it('refuses an unknown category naming faq_category_id, a bad locale and an empty title, storing nothing', async () => {
    const count = async () => (await send('GET', '/faqs?per_page=1')).json.count;
    const before = await count();
    expect(await send('POST', '/faqs', faq({ faq_category_id: 99999 }))).toEqual({
      status: 400,
      json: { errors: { message: 'faq_category_id 99999 is not a known FAQ category' } },
    });
    const badLocale = await send('POST', '/faqs', faq({ locale: 'fr_FR' }));
    expect(badLocale.status).toBe(400);
    expect(badLocale.json.errors.message).toMatch(/^locale /);
    expect(await send('POST', '/faqs', faq({ title: '  ' }))).toEqual({
      status: 400,
      json: { errors: { message: 'title is required' } },
    });
    expect((await send('PUT', '/faqs/1', faq({ faq_category_id: 99999 }))).json).toEqual({
      errors: { message: 'faq_category_id 99999 is not a known FAQ category' },
    });
    expect((await send('GET', '/faqs?locale=fr_FR')).status).toBe(400);
    expect(await count()).toBe(before);
  });

  it('publishes the routes and their schemas in /openapi.json', async () => {
    const { paths } = (await send('GET', '/openapi.json', undefined, {})).json;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining(['/faqs', '/faqs/{id}', '/faq_categories', '/faq_categories/{id}']),
    );
    expect(paths['/faq_categories'].post.responses['409'].content['application/json'].schema.properties).toHaveProperty(
      'message',
    );
    expect(
      paths['/faq_categories/{id}'].delete.responses['409'].content['application/json'].schema.properties,
    ).toHaveProperty('errors');
  });
});
