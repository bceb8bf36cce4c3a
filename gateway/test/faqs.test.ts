import { describe, expect, it } from 'vitest';

import { onDefaultProfile, testStack } from './harness';

const stack = testStack();
const { query, upstreamDuring } = stack;

const FIELDS = 'id title body locale category { id name faqCount } createdAt updatedAt';
const CREATE = `mutation($input: FaqInput!) { createFaq(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: FaqInput!) { updateFaq(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation($id: ID!) { deleteFaq(id: $id) { id title } }`;
const CATEGORY = 'id name faqCount createdAt updatedAt';
const CREATE_CATEGORY = `mutation($input: FaqCategoryInput!) { createFaqCategory(input: $input) { ${CATEGORY} } }`;
const UPDATE_CATEGORY = `mutation($id: ID!, $input: FaqCategoryInput!) { updateFaqCategory(id: $id, input: $input) { ${CATEGORY} } }`;
const DELETE_CATEGORY = `mutation($id: ID!) { deleteFaqCategory(id: $id) { id name } }`;

/** The demo category ids by name, read in the first test. */
let category: Record<string, string> = {};
const firstError = (body: { errors?: Array<{ message: string; extensions?: Record<string, any> }> }) =>
  body.errors?.[0];

describe('FAQ categories', () => {
  it('lists the categories by name with their FAQ counts, searched and paged, in one upstream call', async () => {
    const { result, calls } = await upstreamDuring(() =>
      query(`{ faqCategories(perPage: -1) { totalCount rows { ${CATEGORY} } } }`),
    );
    const list = result.body.data.faqCategories;
    expect(calls).toEqual(['GET /faq_categories?page=1&per_page=1000&orderby=name&desc=false']);
    expect(list.rows.map((row: any) => row.name)).toEqual(
      expect.arrayContaining(['Pengiriman', 'Pembayaran', 'Produk', 'Penyimpanan']),
    );
    expect(list.totalCount).toBe(list.rows.length);
    expect(list.rows.find((row: any) => row.name === 'Penyimpanan').faqCount).toBe(4);
    category = Object.fromEntries(list.rows.map((row: any) => [row.name, row.id]));

    const found = await query(
      `{ faqCategories(search: "pengi", sortBy: CREATED_AT, desc: true) { totalCount rows { name } } }`,
    );
    expect(found.body.data.faqCategories).toEqual({ totalCount: 1, rows: [{ name: 'Pengiriman' }] });
    const one = await query(`query($id: ID!) { faqCategory(id: $id) { id name } }`, { id: category.Produk });
    expect(one.body.data.faqCategory).toEqual({ id: category.Produk, name: 'Produk' });
  });

  it('adds and renames a category; a name another has in another case fails with CONFLICT on name', async () => {
    const created = (await query(CREATE_CATEGORY, { input: { name: 'Garansi' } })).body.data.createFaqCategory;
    expect(created).toMatchObject({ name: 'Garansi', faqCount: 0 });

    const taken = await query(CREATE_CATEGORY, { input: { name: 'PEMBAYARAN' } });
    expect(taken.body.data).toEqual({ createFaqCategory: null });
    expect(firstError(taken.body)).toMatchObject({
      message: 'A FAQ category named Pembayaran already exists',
      extensions: { code: 'CONFLICT', field: 'name' },
    });
    const renamedOntoAnother = await query(UPDATE_CATEGORY, { id: created.id, input: { name: 'produk' } });
    expect(firstError(renamedOntoAnother.body)?.extensions).toMatchObject({ code: 'CONFLICT', field: 'name' });

    const renamed = (await query(UPDATE_CATEGORY, { id: created.id, input: { name: 'Garansi Produk' } })).body.data
      .updateFaqCategory;
    expect(renamed).toMatchObject({ id: created.id, name: 'Garansi Produk' });
    const empty = await query(CREATE_CATEGORY, { input: { name: '  ' } });
    expect(firstError(empty.body)?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'name' });

    expect((await query(DELETE_CATEGORY, { id: created.id })).body.data.deleteFaqCategory).toEqual({
      id: created.id,
      name: 'Garansi Produk',
    });
    const gone = await query(`query($id: ID!) { faqCategory(id: $id) { id } }`, { id: created.id });
    expect(firstError(gone.body)?.extensions?.code).toBe('NOT_FOUND');
  });

  it('refuses to delete a category in use with CONFLICT on id, leaving it and its FAQs', async () => {
    const before = await stack.rest('GET', '/faqs?per_page=-1');
    const refused = await query(DELETE_CATEGORY, { id: category.Pembayaran });
    expect(refused.body.data).toBeNull();
    expect(firstError(refused.body)).toMatchObject({
      message: 'FAQ category Pembayaran is used by 4 FAQs: move or delete them first',
      extensions: { code: 'CONFLICT', field: 'id' },
    });
    expect(await stack.rest('GET', '/faqs?per_page=-1')).toEqual(before);
    expect((await stack.rest('GET', `/faq_categories/${category.Pembayaran}`)).FaqCategory.name).toBe('Pembayaran');
  });
});

describe('FAQs', () => {
  it('lists newest first with locale and category in one upstream call, filtered by locale and searched', async () => {
    const { result, calls } = await upstreamDuring(() => query(`{ faqs { totalCount rows { ${FIELDS} } } }`));
    expect(calls).toEqual(['GET /faqs?page=1&per_page=5&orderby=createdAt&desc=true']);
    const list = result.body.data.faqs;
    expect(list.rows).toHaveLength(5);
    expect(list.totalCount).toBeGreaterThanOrEqual(12);
    expect(list.rows.every((row: any) => ['ID_ID', 'EN_US'].includes(row.locale) && row.category.name)).toBe(true);

    const english = await upstreamDuring(() =>
      query(
        `{ faqs(locale: EN_US, search: "FROZEN", perPage: -1, sortBy: TITLE, desc: false) { totalCount rows { title locale } } }`,
      ),
    );
    // Filtered by the REST API where it takes the filters, else by the gateway from the same one call.
    expect(english.calls).toEqual([
      onDefaultProfile
        ? 'GET /faqs?search=FROZEN&locale=en_US&page=1&per_page=1000&orderby=title&desc=false'
        : 'GET /faqs?page=1&per_page=1000&orderby=title&desc=false',
    ]);
    expect(english.result.body.data.faqs.rows).toEqual([
      { title: 'How do frozen products stay cold during delivery?', locale: 'EN_US' },
      { title: 'How long can frozen products be kept?', locale: 'EN_US' },
      { title: 'How should I thaw frozen seafood?', locale: 'EN_US' },
    ]);
  });

  it('creates, updates and deletes a FAQ in EN_US', async () => {
    const input = {
      title: 'Do you sell live lobster?',
      body: 'Not yet.\nFrozen lobster tails are in the catalogue.',
      categoryId: category.Produk,
      locale: 'EN_US',
    };
    const created = (await query(CREATE, { input })).body.data.createFaq;
    expect(created).toMatchObject({
      title: input.title,
      body: input.body,
      locale: 'EN_US',
      category: { id: category.Produk, name: 'Produk' },
    });
    expect(await stack.rest('GET', `/faqs/${created.id}`)).toMatchObject({
      Faq: { locale: 'en_US', faq_category_id: Number(category.Produk) },
    });

    const updated = (
      await query(UPDATE, {
        id: created.id,
        input: { ...input, title: 'Apakah ada lobster hidup?', locale: 'ID_ID', categoryId: category.Pemesanan },
      })
    ).body.data.updateFaq;
    expect(updated).toMatchObject({
      id: created.id,
      title: 'Apakah ada lobster hidup?',
      locale: 'ID_ID',
      category: { name: 'Pemesanan' },
    });
    expect((await query(`query($id: ID!) { faq(id: $id) { ${FIELDS} } }`, { id: created.id })).body.data.faq).toEqual(
      updated,
    );

    expect((await query(DELETE, { id: created.id })).body.data.deleteFaq).toEqual({
      id: created.id,
      title: 'Apakah ada lobster hidup?',
    });
    const gone = await query(DELETE, { id: created.id });
    expect(firstError(gone.body)?.extensions?.code).toBe('NOT_FOUND');
  });

  it('refuses an unknown category with BAD_USER_INPUT naming categoryId, and bad input before any call', async () => {
    const input = { title: 'Pertanyaan', body: 'Jawaban', categoryId: '99999', locale: 'ID_ID' };
    const unknown = await query(CREATE, { input });
    expect(firstError(unknown.body)).toMatchObject({
      message: 'FAQ category 99999 is not a known FAQ category',
      extensions: { code: 'BAD_USER_INPUT', field: 'categoryId' },
    });

    const { result, calls } = await upstreamDuring(() =>
      query(CREATE, { input: { ...input, categoryId: category.Produk, title: 'x'.repeat(201) } }),
    );
    expect(firstError(result.body)?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'title' });
    expect(calls).toEqual([]);
    const badLocale = await query(CREATE, { input: { ...input, locale: 'FR_FR' } });
    expect(firstError(badLocale.body)?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('newsletter subscribers', () => {
  it('pages the subscribers newest first and searches the e-mail', async () => {
    const { result, calls } = await upstreamDuring(() =>
      query(`{ newsletterSubscribers { totalCount rows { id email createdAt } } }`),
    );
    expect(calls).toEqual(['GET /newsletter_subscribers?page=1&per_page=5&orderby=createdAt&desc=true']);
    const page = result.body.data.newsletterSubscribers;
    expect(page.rows).toHaveLength(5);
    expect(page.totalCount).toBeGreaterThanOrEqual(200);
    const times = page.rows.map((row: any) => row.createdAt);
    expect(times).toEqual([...times].sort().reverse());

    const second = await query(`{ newsletterSubscribers(page: 2) { rows { id } } }`);
    expect(second.body.data.newsletterSubscribers.rows.map((row: any) => row.id)).not.toContain(page.rows[0].id);

    const found = await query(
      `{ newsletterSubscribers(search: "YAHOO", perPage: -1, sortBy: EMAIL, desc: false) { totalCount rows { email } } }`,
    );
    const emails = found.body.data.newsletterSubscribers.rows.map((row: any) => row.email);
    expect(emails.length).toBeGreaterThan(0);
    expect(emails.length).toBe(found.body.data.newsletterSubscribers.totalCount);
    expect(emails.every((email: string) => email.includes('yahoo'))).toBe(true);
    expect(emails).toEqual([...emails].sort());
  });
});
