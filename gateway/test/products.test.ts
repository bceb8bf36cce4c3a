import { readdirSync } from 'node:fs';
import { join } from 'node:path';

import { type OperationDefinitionNode, parse } from 'graphql';
import { describe, expect, it } from 'vitest';

import { operationCost } from '../src/core/queryCost';
import { buildSchema } from '../src/schema';
import { testStack } from './harness';

const stack = testStack();
const schema = buildSchema();
const { query } = stack;

const png = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000002000000020802000000fdd49a730000001049444154789c63b8e0a000440c100a00240e04c1e245128e0000000049454e44ae426082',
  'hex',
);
const image = { bytes: png, type: 'image/png', name: 'udang.png' };

const FIELDS = `id type status name slug sku grossWeight grossPrice discountPercent retailPrice resellerPrice scheduleTime stock
  category { id name } bundleItems { id sku name } faqs { title body locale } imageUrls videoUrl`;
const CREATE = `mutation($input: ProductInput!, $media: ProductMediaInput) { createProduct(input: $input, media: $media) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: ProductInput!, $media: ProductMediaInput) { updateProduct(id: $id, input: $input, media: $media) { ${FIELDS} } }`;

const input = {
  type: 'SINGLE',
  status: 'DRAFT',
  name: 'Udang Integrasi 1 kg',
  slug: 'udang-integrasi-1-kg',
  sku: 'INT-UDG-1K',
  categoryId: '1',
  grossWeight: 1.1,
  netWeight: 1,
  grossPrice: 100000,
  discountPercent: 10,
  retailPrice: 90000,
  resellerPrice: 85000,
  contentBox: '<h2>Udang</h2>',
  faqs: [{ title: 'Tahan berapa lama?', body: 'Enam bulan.', locale: 'id_ID' }],
  scheduleTime: '2030-01-02T03:04:05.000Z',
};

const mediaFiles = () => readdirSync(join(stack.api.app.mediaRoot, 'products'));

describe('product lists', () => {
  it('lists a page with the total, searched by name, filtered by status, or all', async () => {
    const page = await query(
      `{ products(page: 1, perPage: 15) { totalCount rows { name category { name } stock imageUrls videoUrl } } }`,
    );
    expect(page.body.data.products.totalCount).toBe(41);
    expect(page.body.data.products.rows).toHaveLength(15);
    expect(page.body.data.products.rows[0]).toMatchObject({
      category: { name: expect.any(String) },
      stock: expect.any(Number),
      imageUrls: [null, null, null],
      videoUrl: null,
    });

    const all = await query(
      `{ products(perPage: -1, sortBy: GROSS_PRICE, desc: true) { totalCount rows { name stock } } }`,
    );
    expect(all.body.data.products.rows).toHaveLength(41);
    expect(all.body.data.products.rows[0].name).toBe('Lobster Mutiara Premium 1 kg');
    expect(new Set(all.body.data.products.rows.map((p: any) => p.stock)).size).toBeGreaterThan(10);

    const searched = await query(`{ products(search: "KEPITING", perPage: -1) { rows { name } } }`);
    expect(searched.body.data.products.rows.map((p: any) => p.name)).toEqual([
      'Daging Kepiting Rajungan 250 gr',
      'Kepiting Bakau Hidup 1 kg',
      'Kepiting Soka 500 gr',
      'Kepiting Telur Spesial Lebaran 1 kg',
    ]);
    const active = await query(`{ products(status: ACTIVE, perPage: 100) { totalCount rows { status } } }`);
    expect(active.body.data.products.totalCount).toBe(29);
    expect(active.body.data.products.rows.every((p: any) => p.status === 'ACTIVE')).toBe(true);
    const drafts = await query(`{ products(status: DRAFT, search: "udang") { rows { name status } } }`);
    expect(drafts.body.data.products.rows).toEqual([
      { name: 'Nugget Udang 500 gr', status: 'DRAFT' },
      { name: 'Udang Kupas PDTO 1 kg', status: 'DRAFT' },
    ]);
  });

  it('offers product choices without bundles, and categories from a cache shared across requests', async () => {
    const { body } = await query(
      `{ productChoices(first: 100) { id sku name type grossPrice grossWeight } all: productChoices(includeBundles: true, first: 100) { id } }`,
    );
    expect(body.data.productChoices).toHaveLength(38);
    expect(body.data.productChoices.some((choice: any) => choice.type === 'BUNDLE')).toBe(false);
    expect(body.data.all).toHaveLength(41);
    const first = await query(`{ categories { id name } }`);
    expect(first.body.data.categories.map((c: any) => c.name)).toContain('Cumi & Sotong');
    const before = stack.callsTo('GET /categories');
    await query(`{ categories { id } }`);
    expect(stack.callsTo('GET /categories')).toBe(before);
  });

  it('answers at most `first` product choices (20 unless asked), searched by words of the name or SKU', async () => {
    const CHOICES = `query ($search: String, $first: Int!) { productChoices(search: $search, first: $first) { sku name } }`;
    const choices = async (variables: Record<string, unknown>) => {
      const { body } = await query(CHOICES, variables);
      expect(body.errors).toBeUndefined();
      return body.data.productChoices as Array<{ sku: string; name: string }>;
    };
    expect((await query('{ productChoices { id } }')).body.data.productChoices).toHaveLength(20);
    expect(await choices({ first: 3 })).toHaveLength(3);
    expect(await choices({ search: 'kepiting 1 KG', first: 100 })).toEqual([
      { sku: expect.any(String), name: 'Kepiting Bakau Hidup 1 kg' },
      { sku: expect.any(String), name: 'Kepiting Telur Spesial Lebaran 1 kg' },
    ]);
    expect(await choices({ search: ' cms-ring ', first: 5 })).toEqual([
      { sku: 'CMS-RING-500', name: 'Cumi Ring 500 gr' },
    ]);

    const before = stack.upstreamCalls.length;
    for (const first of [0, 101]) {
      const { body } = await query(CHOICES, { first });
      expect(body.errors![0]).toMatchObject({
        message: 'first must be 1 to 100',
        extensions: { code: 'BAD_USER_INPUT', field: 'first' },
      });
    }
    expect(stack.upstreamCalls.length).toBe(before);
  });

  it('scores product choices by the `first` asked for', () => {
    const document = parse('query ($first: Int!) { productChoices(first: $first) { id sku name } }');
    const operation = document.definitions[0] as OperationDefinitionNode;
    const cost = (first: number) => operationCost(schema, document, operation, { first })!;
    expect(cost(20)).toBe(20 * 4);
    expect(cost(100)).toBe(5 * cost(20));
  });

  it('fetches one product once however often a query names it', async () => {
    const before = stack.upstreamCalls.length;
    const { body } = await query(
      `{ a: product(id: "1") { name } b: product(id: "1") { sku } c: product(id: "2") { id } }`,
    );
    expect(body.data.a.name).toBe('Udang Vaname Kupas 500 gr');
    expect(stack.upstreamCalls.slice(before).sort()).toEqual(['GET /products/1', 'GET /products/2']);
  });
});

describe('product writes', () => {
  it('creates a product with an image in slot 2 that loads byte for byte through the gateway, then edits, switches and deletes it', async () => {
    const created = await stack.upload(
      CREATE,
      { input, media: { images: [null, null, null] } },
      { 'media.images.2': image },
    );
    const product = created.body.data.createProduct;
    expect(product).toMatchObject({
      type: 'SINGLE',
      status: 'DRAFT',
      grossWeight: 1.1,
      discountPercent: 10,
      retailPrice: 90000,
      scheduleTime: '2030-01-02T03:04:05.000Z',
      stock: 0,
      category: { id: '1' },
      faqs: [{ title: 'Tahan berapa lama?', body: 'Enam bulan.', locale: 'id_ID' }],
      videoUrl: null,
    });
    expect(product.imageUrls[0]).toBeNull();
    expect(product.imageUrls[2]).toMatch(/^\/media\/products\/[0-9a-f-]{36}\.png$/);
    const served = await fetch(stack.gateway.url + product.imageUrls[2]);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);

    const read = await query(`query($id: ID!) { product(id: $id) { ${FIELDS} } }`, { id: product.id });
    expect(read.body.data.product).toEqual(product);

    // Without new files the media stay.
    const updated = await query(UPDATE, {
      id: product.id,
      input: { ...input, name: 'Udang Integrasi Edit', scheduleTime: '' },
    });
    expect(updated.body.data.updateProduct).toMatchObject({
      name: 'Udang Integrasi Edit',
      scheduleTime: null,
      imageUrls: product.imageUrls,
    });

    const switched = await query(`mutation($id: ID!) { setProductStatus(id: $id, status: ACTIVE) { ${FIELDS} } }`, {
      id: product.id,
    });
    // The switch keeps everything else of the product as it was, media and FAQs included.
    expect(switched.body.data.setProductStatus).toEqual({ ...updated.body.data.updateProduct, status: 'ACTIVE' });

    const cleared = await query(UPDATE, {
      id: product.id,
      input: { ...input, name: 'Udang Integrasi Edit' },
      media: { removeImages: [2] },
    });
    expect(cleared.body.data.updateProduct.imageUrls).toEqual([null, null, null]);
    expect((await fetch(stack.gateway.url + product.imageUrls[2])).status).toBe(404);

    const deleted = await query(`mutation($id: ID!) { deleteProduct(id: $id) { id name } }`, { id: product.id });
    expect(deleted.body.data.deleteProduct).toEqual({ id: product.id, name: 'Udang Integrasi Edit' });
    const gone = await query(`query($id: ID!) { product(id: $id) { id } }`, { id: product.id });
    expect(gone.body.errors![0]).toMatchObject({
      message: `Product ${product.id} not found`,
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('refuses an image in the video slot and an oversized image before calling the REST API', async () => {
    const before = stack.callsTo('POST /products');
    const inVideoSlot = await stack.upload(CREATE, { input, media: { video: null } }, { 'media.video': image });
    expect(inVideoSlot.body.errors![0]).toMatchObject({
      message: 'Video must be a video (MP4, WebM or MOV)',
      extensions: { code: 'BAD_USER_INPUT', field: 'media.video', fields: [{ field: 'media.video' }] },
    });
    const huge = { ...image, bytes: Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]) };
    const oversized = await stack.upload(CREATE, { input, media: { images: [null] } }, { 'media.images.0': huge });
    expect(oversized.body.errors![0]).toMatchObject({
      message: 'Image 1 is larger than the 5 MB limit',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(stack.callsTo('POST /products')).toBe(before);
  });

  it('checks the input with the shared rules before any REST call, naming the field', async () => {
    const before = stack.callsTo('POST /products');
    const discount = await query(CREATE, { input: { ...input, discountPercent: 100 } });
    expect(discount.body.errors![0]).toMatchObject({
      message: 'Discount must be a whole percentage from 0 to 99',
      extensions: { code: 'BAD_USER_INPUT', field: 'discountPercent' },
    });
    const bundleItems = await query(CREATE, { input: { ...input, bundleItemIds: ['1'] } });
    expect(bundleItems.body.errors![0]).toMatchObject({
      message: 'Bundle items are only for bundle products',
      extensions: { field: 'bundleItemIds' },
    });
    const locale = await query(CREATE, { input: { ...input, faqs: [{ title: 'A', body: 'B', locale: 'en_US' }] } });
    expect(locale.body.errors![0]!.extensions).toMatchObject({ field: 'faqs.0.locale' });
    const schedule = await query(CREATE, { input: { ...input, scheduleTime: '02/01/2030' } });
    expect(schedule.body.errors![0]!.message).toBe('Schedule time must be an ISO date and time');
    expect(stack.callsTo('POST /products')).toBe(before);
  });

  it('passes on the REST message for a duplicate SKU, naming the field, and keeps nothing of the refused product', async () => {
    const files = mediaFiles().length;
    const before = (await query(`{ products { totalCount } }`)).body.data.products.totalCount;
    const duplicate = await stack.upload(
      CREATE,
      { input: { ...input, sku: 'cms-ring-500' }, media: { images: [null] } },
      { 'media.images.0': image },
    );
    expect(duplicate.body.errors![0]).toMatchObject({
      message: 'SKU cms-ring-500 is already used by Cumi Ring 500 gr',
      extensions: { code: 'CONFLICT', field: 'sku' },
    });
    const slug = await query(UPDATE, {
      id: '1',
      input: { ...input, sku: 'UDG-VNM-KPS-500', slug: 'cumi-ring-500-gr' },
    });
    expect(slug.body.errors![0]).toMatchObject({
      message: 'Slug cumi-ring-500-gr is already used by Cumi Ring 500 gr',
      extensions: { code: 'CONFLICT', field: 'slug' },
    });
    expect(mediaFiles()).toHaveLength(files);
    expect((await query(`{ products { totalCount } }`)).body.data.products.totalCount).toBe(before);
    expect((await query(`{ product(id: "1") { name } }`)).body.data.product.name).toBe('Udang Vaname Kupas 500 gr');
  });

  it('keeps bundles to non-bundle products and refuses to delete a product a bundle includes', async () => {
    const choices = (
      await query(
        `{ ring: productChoices(search: "CMS-RING-500") { id } dimsum: productChoices(search: "PKT-DIMSUM", includeBundles: true) { id } }`,
      )
    ).body.data;
    const [ring] = choices.ring;
    const [dimsum] = choices.dimsum;
    const bundle = { ...input, type: 'BUNDLE', sku: 'INT-PKT', slug: 'int-pkt', name: 'Paket Integrasi' };
    const ofBundle = await query(CREATE, { input: { ...bundle, bundleItemIds: [dimsum.id] } });
    expect(ofBundle.body.errors![0]).toMatchObject({
      message: 'Bundle items: Paket Dimsum Keluarga is itself a bundle',
      extensions: { field: 'bundleItemIds' },
    });
    const created = await query(CREATE, { input: { ...bundle, bundleItemIds: [ring.id] } });
    expect(created.body.data.createProduct.bundleItems).toEqual([
      { id: ring.id, sku: 'CMS-RING-500', name: 'Cumi Ring 500 gr' },
    ]);

    const refused = await query(`mutation($id: ID!) { deleteProduct(id: $id) { id } }`, { id: ring.id });
    expect(refused.body.errors![0]).toMatchObject({
      message: 'Cumi Ring 500 gr cannot be deleted: the bundle Paket Integrasi includes it',
      extensions: { code: 'CONFLICT' },
    });
    expect((await query(`query($id: ID!) { product(id: $id) { name } }`, { id: ring.id })).body.data.product.name).toBe(
      'Cumi Ring 500 gr',
    );
    await query(`mutation($id: ID!) { deleteProduct(id: $id) { id } }`, { id: created.body.data.createProduct.id });
  });
});
