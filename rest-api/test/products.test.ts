import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { type FormFile, multipartForm, restApiSession } from './restApiSession';

const rest = restApiSession();
const { call } = rest;

const png = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000002000000020802000000fdd49a730000001049444154789c63b8e0a000440c100a00240e04c1e245128e0000000049454e44ae426082',
  'hex',
);
const mp4 = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');

const fields = {
  status: '1',
  product_type: 'single',
  name: 'Udang Uji Coba 1 kg',
  ecommerce_name: 'Udang Uji Coba Segar',
  whatsapp_name: 'Udang Uji',
  description: 'Udang untuk uji coba',
  gross_weight: '1.1',
  net_weight: '1',
  gross_price: '100000',
  discount_product: '10',
  retail_price: '90000',
  resaller_price: '85000',
  wholesaler_price: '80000',
  cost_price: '60000',
  bundle_items: '[]',
  sku: 'UJI-UDG-1K',
  bpom_md: '',
  barcode: '8990000000011',
  category_id: '1',
  slug: 'udang-uji-coba-1-kg',
  meta_title: 'Udang Uji',
  meta_keywords: 'udang, uji',
  meta_description: 'Udang untuk uji',
  faqs: JSON.stringify([{ title: 'Tahan berapa lama?', body: 'Enam bulan di freezer.', locale: 'id_ID' }]),
  content_box: '<h2>Udang</h2><p><strong>Segar</strong></p>',
  tag_script: '',
  schedule_time: '2030-01-02T03:04:05.000Z',
};

const image = { bytes: png, type: 'image/png', name: 'udang.png' };
const video = { bytes: mp4, type: 'video/mp4', name: 'udang.mp4' };
const mediaFiles = () =>
  readdirSync(join(rest.api.app.mediaRoot, 'products'), { withFileTypes: true }).map((entry) => entry.name);
const countProducts = async () =>
  (await rest.api.db.query<{ count: number }>('SELECT count(*)::int AS count FROM products'))[0]!.count;
const fileOf = (url: string) => join(rest.api.app.mediaRoot, url.replace(/^\/media\//, ''));

describe('product lists', () => {
  it('pages the demo catalogue with category, media and assembly lines', async () => {
    const { json } = await call('GET', '/products?page=1&per_page=15');
    expect(json.Products.count).toBe(41);
    expect(json.Products.rows).toHaveLength(15);
    const product = json.Products.rows[0];
    expect(product).toMatchObject({
      item_category: { id: product.category_id, name: expect.any(String) },
      ItemCatalogs: [],
    });
    expect(Array.isArray(product.ItemAssemblyLines)).toBe(true);
    const all = (await call('GET', '/products?per_page=-1')).json.Products.rows;
    expect(all).toHaveLength(41);
    const stocks = new Set(
      all.map((p: any) => p.ItemAssemblyLines.reduce((sum: number, line: any) => sum + line.qty, 0)),
    );
    expect(stocks.size).toBeGreaterThan(10);
    expect(stocks).toContain(0);
    const bundle = all.find((p: any) => p.name === 'Paket Seafood Bakar');
    expect(bundle.bundle_items.map((item: any) => item.sku)).toEqual([
      'UDG-VNM-KPS-500',
      'CMS-RING-500',
      'KRG-HJU-500',
      'BMB-BKR-150',
    ]);
  });

  it('searches by name in any case and filters by status and category', async () => {
    const udang = (await call('GET', '/products?search=UDANG&per_page=-1')).json.Products;
    expect(udang.count).toBeGreaterThan(5);
    expect(udang.rows.every((p: any) => /udang/i.test(p.name))).toBe(true);
    const counts = await Promise.all(
      [0, 1, 2, 3].map(async (status) => (await call('GET', `/products?status=${status}`)).json.Products.count),
    );
    expect(counts).toEqual([5, 29, 4, 3]);
    const drafts = (await call('GET', '/products?status=2&per_page=-1')).json.Products.rows;
    expect(drafts.every((p: any) => p.status === 2)).toBe(true);
    const pending = (await call('GET', '/products?status=3&per_page=-1')).json.Products.rows;
    expect(pending.every((p: any) => p.schedule_time !== null)).toBe(true);
    const categories = (await call('GET', '/categories')).json.Categories;
    expect(categories.map((c: any) => c.name)).toEqual([
      'Bumbu',
      'Cumi & Sotong',
      'Ikan',
      'Kepiting',
      'Kerang',
      'Olahan & Frozen',
      'Udang',
    ]);
    const bumbu = categories.find((c: any) => c.name === 'Bumbu');
    const inBumbu = (await call('GET', `/products?category=${bumbu.id}&per_page=-1`)).json.Products.rows;
    expect(inBumbu.map((p: any) => p.name).sort()).toEqual([
      'Bumbu Bakar Seafood 150 gr',
      'Sambal Cumi Pedas 200 gr',
      'Sambal Matah Botol 200 gr',
      'Saus Padang 250 ml',
    ]);
    expect(inBumbu.every((p: any) => p.bpom_md?.startsWith('BPOM RI MD'))).toBe(true);
  });

  it('sorts by price both ways, empty prices last', async () => {
    const rows = (await call('GET', '/products?per_page=-1&orderby=gross_price&desc=true')).json.Products.rows;
    expect(rows[0].name).toBe('Lobster Mutiara Premium 1 kg');
    const prices = rows.map((p: any) => p.gross_price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect((await call('GET', '/products?orderby=price')).status).toBe(400);
  });

  it('lists every product lite for pickers', async () => {
    const { json } = await call('GET', '/products/lite');
    expect(json.Products).toHaveLength(41);
    expect(Object.keys(json.Products[0]).sort()).toEqual([
      'gross_price',
      'gross_weight',
      'id',
      'name',
      'product_type',
      'retail_price',
      'sku',
    ]);
  });
});

it('documents the product routes in the contract', async () => {
  const contract = (await (await fetch(rest.api.url + '/openapi.json')).json()) as { paths: Record<string, any> };
  expect(Object.keys(contract.paths)).toEqual(
    expect.arrayContaining(['/products', '/products/lite', '/products/{id}', '/categories']),
  );
  expect(Object.keys(contract.paths['/products'])).toEqual(expect.arrayContaining(['get', 'post']));
  expect(contract.paths['/products'].post.description).toMatch(
    /files image0 \(an image \(PNG, JPEG, WebP or GIF\)\), .*video3 \(a video \(MP4, WebM or MOV\)\)/,
  );
  expect(contract.paths['/products/{id}'].put.description).toMatch(/remove_media \(the media slots to empty/);
});

describe('product writes', () => {
  it('creates a product with media, reads it, edits it slot by slot and deletes it with its files', async () => {
    const created = await call('POST', '/products', multipartForm(fields, { image2: image, video3: video }));
    expect(created.status).toBe(201);
    const product = created.json.Product;
    expect(product).toMatchObject({
      name: 'Udang Uji Coba 1 kg',
      product_type: 'single',
      status: 1,
      gross_weight: 1.1,
      gross_price: 100000,
      discount_product: 10,
      retail_price: 90000,
      resaller_price: 85000,
      bpom_md: null,
      tag_script: null,
      item_category: { id: 1 },
      schedule_time: '2030-01-02T03:04:05.000Z',
      faqs: [{ title: 'Tahan berapa lama?', body: 'Enam bulan di freezer.', locale: 'id_ID' }],
      bundle_items: [],
      ItemAssemblyLines: [],
    });
    const [picture, clip] = product.ItemCatalogs;
    expect(picture).toMatchObject({
      priority: 2,
      media_url: expect.stringMatching(/^\/media\/products\/[0-9a-f-]{36}\.png$/),
    });
    expect(clip).toMatchObject({ priority: 3, media_url: expect.stringMatching(/\.mp4$/) });
    const served = await fetch(rest.api.url + picture.media_url);
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    expect((await call('GET', `/products/${product.id}`)).json.Product).toEqual(product);

    expect(product.content_box).toBe('<h2>Udang</h2><p><strong>Segar</strong></p>');

    // A full edit without files keeps the media; the schedule can be emptied; the content box keeps only the
    // editor's tags, since the website shows it as HTML.
    const edited = await call(
      'PUT',
      `/products/${product.id}`,
      multipartForm({
        ...fields,
        name: 'Udang Uji Coba Edit',
        schedule_time: '',
        content_box: '<p onclick="steal()">Segar<script>alert(1)</script></p><img src=x onerror=alert(1)>',
      }),
    );
    expect(edited.status).toBe(200);
    expect(edited.json.Product).toMatchObject({
      name: 'Udang Uji Coba Edit',
      schedule_time: null,
      content_box: '<p>Segar</p>',
      ItemCatalogs: product.ItemCatalogs,
    });

    // A new file replaces a slot (the old file leaves the disk); remove_media empties one.
    const replaced = await call(
      'PUT',
      `/products/${product.id}`,
      multipartForm(
        { ...fields, name: 'Udang Uji Coba Edit', remove_media: '3' },
        { image2: { ...image, name: 'baru.png' }, image0: image },
      ),
    );
    expect(replaced.status).toBe(200);
    const catalogs = replaced.json.Product.ItemCatalogs;
    expect(catalogs.map((c: any) => c.priority)).toEqual([0, 2]);
    expect(catalogs[1].media_url).not.toBe(picture.media_url);
    expect(existsSync(fileOf(picture.media_url))).toBe(false);
    expect(existsSync(fileOf(clip.media_url))).toBe(false);

    const deleted = await call('DELETE', `/products/${product.id}`);
    expect(deleted.json.Product.name).toBe('Udang Uji Coba Edit');
    expect(catalogs.every((c: any) => !existsSync(fileOf(c.media_url)))).toBe(true);
    expect((await call('GET', `/products/${product.id}`)).json.errors[0].message).toBe(
      `Product ${product.id} not found`,
    );
    expect((await call('DELETE', `/products/${product.id}`)).status).toBe(404);
  });

  it('answers POST errors as errors.message naming the field, and keeps nothing of a refused request', async () => {
    const before = { files: mediaFiles().length, products: await countProducts() };
    const cases: Array<[Record<string, string>, Record<string, FormFile>, number, RegExp]> = [
      [
        { sku: 'udg-vnm-kps-500' },
        { image0: image },
        409,
        /^sku udg-vnm-kps-500 is already used by Udang Vaname Kupas 500 gr$/,
      ],
      [
        { slug: 'cumi-ring-500-gr' },
        { image0: image },
        409,
        /^slug cumi-ring-500-gr is already used by Cumi Ring 500 gr$/,
      ],
      [{ gross_price: 'seratus ribu' }, { image0: image }, 400, /^gross_price must be a whole number/],
      [{ retail_price: '9.5' }, {}, 400, /^retail_price must be a whole number/],
      [{ discount_product: '100' }, {}, 400, /^discount_product must be a whole percentage from 0 to 99$/],
      [{ name: '  ' }, {}, 400, /^name is required$/],
      [{ slug: 'Udang Uji' }, {}, 400, /^slug may contain only/],
      [{ status: '5' }, {}, 400, /^status must be 0/],
      [{ schedule_time: 'besok' }, {}, 400, /^schedule_time must be an ISO date/],
      [{ category_id: '999' }, {}, 400, /^category_id 999 is not a known category$/],
      [
        { faqs: JSON.stringify([{ title: 'A', body: 'B', locale: 'en_US' }]) },
        {},
        400,
        /^faqs\.0\.locale must be id_ID$/,
      ],
      [{ bundle_items: '[{"id":1}]' }, {}, 400, /^bundle_items are only for products of type bundle$/],
      [{}, { video3: image }, 400, /^video3 must be a video \(MP4, WebM or MOV\)$/],
      [{}, { image0: image, image1: video }, 400, /^image1 must be an image \(PNG, JPEG, WebP or GIF\)$/],
      [{}, { photo: image }, 400, /^photo is not a field of this form$/],
      [{ nickname: 'Udang' }, {}, 400, /^nickname is not a field of this form$/],
      [{ gross_price: '2147483648' }, {}, 400, /^gross_price must be a whole number, 0 or more$/],
    ];
    for (const [change, files, status, message] of cases) {
      const { status: answered, json } = await call(
        'POST',
        '/products',
        multipartForm({ ...fields, ...change }, files),
      );
      expect(answered, JSON.stringify(change)).toBe(status);
      expect(json.errors.message, JSON.stringify(change)).toMatch(message);
    }
    expect(mediaFiles()).toHaveLength(before.files);
    expect(await countProducts()).toBe(before.products);
    const notMultipart = await fetch(rest.api.url + '/products', {
      method: 'POST',
      headers: { token: rest.token, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(notMultipart.status).toBe(415);
  });

  it('answers PUT errors as a list naming the field, leaving the product and its media as they were', async () => {
    const { json } = await call(
      'POST',
      '/products',
      multipartForm({ ...fields, sku: 'UJI-PUT', slug: 'uji-put' }, { image0: image }),
    );
    const product = json.Product;
    const files = mediaFiles().length;
    const duplicate = await call(
      'PUT',
      `/products/${product.id}`,
      multipartForm({ ...fields, sku: 'CMS-RING-500', slug: 'uji-put', name: 'Berubah' }, { image0: image }),
    );
    expect(duplicate.status).toBe(409);
    expect(duplicate.json.errors[0]).toEqual({
      field: 'sku',
      message: 'sku CMS-RING-500 is already used by Cumi Ring 500 gr',
    });
    const wrongSlot = await call(
      'PUT',
      `/products/${product.id}`,
      multipartForm({ ...fields, sku: 'UJI-PUT', slug: 'uji-put', remove_media: '4' }),
    );
    expect(wrongSlot.json.errors[0].field).toBe('remove_media');
    expect(mediaFiles()).toHaveLength(files);
    expect((await call('GET', `/products/${product.id}`)).json.Product).toEqual(product);
    // Spec 000 §7: a PUT may send the product back as read; the names it reads with are not refused, others are.
    const asRead = { ...fields, sku: 'UJI-PUT', slug: 'uji-put', id: String(product.id), createdAt: product.createdAt };
    expect((await call('PUT', `/products/${product.id}`, multipartForm(asRead))).status).toBe(200);
    expect(
      (await call('PUT', `/products/${product.id}`, multipartForm({ ...asRead, stock: '5' }))).json.errors,
    ).toEqual([{ field: 'stock', message: 'stock is not a field of this form' }]);
    // Its own SKU, in another case, is no conflict.
    const same = await call(
      'PUT',
      `/products/${product.id}`,
      multipartForm({ ...fields, sku: 'uji-put', slug: 'uji-put' }),
    );
    expect(same.json.Product.sku).toBe('uji-put');
    expect((await call('PUT', '/products/99999', multipartForm(fields))).status).toBe(404);
    await call('DELETE', `/products/${product.id}`);
  });

  it('keeps bundles to non-bundle products and refuses to delete a product a bundle includes', async () => {
    const lite = (await call('GET', '/products/lite')).json.Products as Array<{
      id: number;
      name: string;
      sku: string;
      product_type: string;
    }>;
    const ring = lite.find((p) => p.sku === 'CMS-RING-500')!;
    const dimsum = lite.find((p) => p.sku === 'PKT-DIMSUM')!;
    const bundleFields = { ...fields, product_type: 'bundle', sku: 'UJI-PKT', slug: 'uji-pkt', name: 'Paket Uji' };

    const ofBundle = await call(
      'POST',
      '/products',
      multipartForm({
        ...bundleFields,
        bundle_items: JSON.stringify([{ id: dimsum.id, sku: dimsum.sku, name: dimsum.name }]),
      }),
    );
    expect(ofBundle.json.errors.message).toBe('bundle_items: Paket Dimsum Keluarga is itself a bundle');
    const unknown = await call('POST', '/products', multipartForm({ ...bundleFields, bundle_items: '[99999]' }));
    expect(unknown.json.errors.message).toBe('bundle_items: product 99999 does not exist');

    const created = await call(
      'POST',
      '/products',
      multipartForm({
        ...bundleFields,
        bundle_items: JSON.stringify([{ id: ring.id, sku: ring.sku, name: ring.name }]),
      }),
    );
    expect(created.json.Product.bundle_items).toEqual([{ id: ring.id, sku: 'CMS-RING-500', name: 'Cumi Ring 500 gr' }]);

    const refused = await call('DELETE', `/products/${ring.id}`);
    expect(refused.status).toBe(409);
    expect(refused.json.errors[0].message).toBe(
      'Cumi Ring 500 gr cannot be deleted: the bundle Paket Seafood Bakar includes it',
    );
    const ringProduct = (await call('GET', `/products/${ring.id}`)).json.Product;
    expect(ringProduct.name).toBe('Cumi Ring 500 gr');

    const becomeBundle = await call(
      'PUT',
      `/products/${ring.id}`,
      multipartForm({ ...fields, product_type: 'bundle', sku: ring.sku, slug: ringProduct.slug }),
    );
    expect(becomeBundle.json.errors[0]).toMatchObject({ field: 'product_type' });
    await call('DELETE', `/products/${created.json.Product.id}`);
  });

  it('answers 409 when other records still refer to a product', async () => {
    const { json } = await call('POST', '/products', multipartForm({ ...fields, sku: 'UJI-FK', slug: 'uji-fk' }));
    const { refused, deleted } = await rest.deleteWhileReferenced(
      `/products/${json.Product.id}`,
      'products',
      json.Product.id,
    );
    expect([refused.status, deleted.status]).toEqual([409, 200]);
    expect(refused.json.errors[0].message).toBe(
      'Udang Uji Coba 1 kg cannot be deleted: other records still refer to it',
    );
  });
});
