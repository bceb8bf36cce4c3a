import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { type FormFile, multipartForm, png, restApiSession } from './restApiSession';

/*
 * Uploads are served from the dashboard's own origin, so what a file is comes from its bytes, never from the name or
 * type the client declares: HTML or SVG posing as an image is refused, and what is kept is served as the type read.
 */
const rest = restApiSession();
const { call } = rest;
const jpeg = Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex');
const mp4 = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');
const html = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>');

const product = (sku: string) => ({ status: '1', name: `Udang ${sku}`, slug: sku.toLowerCase(), sku });
const promotion = (promoCode: string) => ({
  platform: 'crystal web',
  promoName: 'Promo Uji',
  promoCode,
  promoType: 'percent',
  promoValue: '10',
  valid_from: '2025-01-01',
  valid_until: '2025-01-31',
  terms: 'qty',
  promoCondition: '>',
  amount: '3',
  Quota: '100',
});
const stored = (folder: string) =>
  existsSync(join(rest.api.app.mediaRoot, folder)) ? readdirSync(join(rest.api.app.mediaRoot, folder)) : [];
const rows = async (table: string) =>
  (await rest.api.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table}`))[0]!.count;

describe('a file that is not an accepted image or video', () => {
  it.each([
    ['HTML declared as a PNG', { bytes: html, type: 'image/png', name: 'evil.html' }],
    ['HTML named as a PNG', { bytes: html, type: 'image/png', name: 'evil.png' }],
    ['an SVG', { bytes: svg, type: 'image/svg+xml', name: 'logo.svg' }],
  ])('is refused with a 400 naming the field, leaving nothing stored: %s', async (_case, file: FormFile) => {
    const before = {
      products: await rows('products'),
      promotions: await rows('promotions'),
      files: [...stored('products'), ...stored('promotions')],
    };
    const asProduct = await call('POST', '/products', multipartForm(product('UJI-XSS'), { image0: file }));
    expect(asProduct.status).toBe(400);
    expect(asProduct.json.errors.message).toMatch(/^image0 must be an image \(PNG, JPEG, WebP or GIF\) or a video/);
    const asPromotion = await call('POST', '/promotion', multipartForm(promotion('UJI-XSS'), { promoPhoto: file }));
    expect(asPromotion.status).toBe(400);
    expect(asPromotion.json.errors[0]).toMatchObject({ field: 'promoPhoto' });
    expect({
      products: await rows('products'),
      promotions: await rows('promotions'),
      files: [...stored('products'), ...stored('promotions')],
    }).toEqual(before);
  });
});

describe('a form that takes an image only', () => {
  it('refuses a file posing as an image in the words of its slot, never mentioning videos', async () => {
    const refused = await call(
      'POST',
      '/retailer_locations',
      multipartForm({ displayName: 'Toko Uji' }, { media: { bytes: html, type: 'image/png', name: 'toko.png' } }),
    );
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('media must be an image (PNG, JPEG, WebP or GIF)');
    expect(refused.text).not.toMatch(/video/i);
  });
});

describe('an accepted file', () => {
  it('is stored under a generated name with the extension of the type read from its bytes, whatever the client declared', async () => {
    const files = {
      image0: { bytes: png, type: 'text/html', name: 'evil.html' },
      image1: { bytes: jpeg, type: 'image/png', name: 'foto.png' },
      video3: { bytes: mp4, type: 'application/octet-stream', name: 'klip' },
    };
    const created = await call('POST', '/products', multipartForm(product('UJI-BYTES'), files));
    expect(created.status, created.text).toBe(201);
    const urls = created.json.Product.ItemCatalogs.map((media: { media_url: string }) => media.media_url);
    expect(urls).toEqual([
      expect.stringMatching(/^\/media\/products\/[0-9a-f-]{36}\.png$/),
      expect.stringMatching(/^\/media\/products\/[0-9a-f-]{36}\.jpg$/),
      expect.stringMatching(/^\/media\/products\/[0-9a-f-]{36}\.mp4$/),
    ]);

    for (const [url, type, bytes] of [
      [urls[0], 'image/png', png],
      [urls[1], 'image/jpeg', jpeg],
      [urls[2], 'video/mp4', mp4],
    ] as const) {
      const served = await fetch(rest.api.url + url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(type);
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('content-security-policy')).toBe(
        "default-src 'none'; img-src 'self'; media-src 'self'; sandbox",
      );
      expect(served.headers.get('content-disposition')).toBe(`inline; filename="${url.split('/').pop()}"`);
      expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    }
  });

  it('keeps a promotion image under its detected type, and a NUL in the file name does no harm', async () => {
    const created = await call(
      'POST',
      '/promotion',
      multipartForm(promotion('UJI-NULNAME'), { promoPhoto: { bytes: png, type: 'image/png', name: 'a\u0000.html' } }),
    );
    expect(created.status, created.text).toBe(201);
    expect(created.json.Promotion.promoImage).toMatch(/^\/media\/promotions\/[0-9a-f-]{36}\.png$/);
    const nulInProduct = await call(
      'POST',
      '/products',
      multipartForm(product('UJI-NULNAME'), { image0: { bytes: png, type: 'image/png', name: 'x\u0000y.png' } }),
    );
    expect(nulInProduct.status, nulInProduct.text).toBe(201);
  });

  it('is served only under an accepted extension: a page stored before types were read is not', async () => {
    writeFileSync(join(rest.api.app.mediaRoot, 'products', 'old.html'), html);
    const served = await fetch(`${rest.api.url}/media/products/old.html`);
    expect(served.status).toBe(404);
    expect(await served.text()).not.toContain('<script>');
  });
});
