import { describe, expect, it } from 'vitest';

import { multipartForm, png, restApiSession } from './restApiSession';

const rest = restApiSession();
const { send } = rest;

const fields: Record<string, string> = {
  platform: 'crystal web',
  promoName: 'Promo Uji',
  promoCode: 'UJI2025',
  promoType: 'percent',
  promoValue: '10',
  maxPromo: '30000',
  promoStatus: '1',
  promotionDefault: '0',
  valid_from: '2025-01-01',
  valid_until: '2025-01-31',
  description: 'Promo untuk pengujian',
  rule: 'Satu kali per pelanggan',
  terms: 'qty',
  promoCondition: '>',
  amount: '3',
  Quota: '100',
  usedQuota: '5',
};

const form = (values: Record<string, string>, photo?: { type: string; name: string }) =>
  multipartForm(values, photo ? { promoPhoto: { bytes: png, ...photo } } : {});

const mediaFiles = () => rest.mediaFiles('promotions');

describe('promotions', () => {
  it('requires the token', async () => {
    expect((await send('GET', '/promotion', undefined, {})).status).toBe(401);
  });

  it('pages the demo promotions 15 at a time, searched by name or code and filtered by status', async () => {
    const first = (await send('GET', '/promotion?page=1&per_page=15')).json.Promotions;
    expect(first.rows).toHaveLength(15);
    expect(first.count).toBe(22);
    const names = first.rows.map((row: any) => row.promoName.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect((await send('GET', '/promotion?page=2&per_page=15')).json.Promotions.rows).toHaveLength(7);

    const byCode = (await send('GET', '/promotion?search=seafood10')).json.Promotions;
    expect(byCode.rows.map((row: any) => row.promoCode)).toEqual(['SEAFOOD10']);
    expect(byCode.rows[0]).toMatchObject({
      promoType: 'percent',
      promoValue: 10,
      maxPromo: 50000,
      promoStatus: 1,
      promotionDefault: 1,
      terms: 'minTransaction',
      promoCondition: null,
      minTransaction: 200000,
      Quota: 500,
      usedQuota: 132,
    });
    expect(byCode.rows[0].valid_from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await send('GET', '/promotion?search=ongkir')).json.Promotions.count).toBe(4);

    const inactive = (await send('GET', '/promotion?status=0&per_page=-1')).json.Promotions;
    expect(inactive.count).toBe(6);
    expect(inactive.rows.every((row: any) => row.promoStatus === 0)).toBe(true);
    const active = (await send('GET', '/promotion?status=1&per_page=-1')).json.Promotions;
    expect(active.count).toBe(16);
  });

  it('sorts by the end of validity either way', async () => {
    const rows = (await send('GET', '/promotion?per_page=-1&orderby=valid_until&desc=true')).json.Promotions.rows;
    const ends = rows.map((row: any) => row.valid_until);
    expect(ends).toEqual([...ends].sort().reverse());
    expect((await send('GET', '/promotion?orderby=rule')).status).toBe(400);
  });

  it('creates with an image, reads, replaces, switches and deletes a promotion, removing images it no longer uses', async () => {
    const created = await send('POST', '/promotion', form(fields, { type: 'image/png', name: 'banner.png' }));
    expect(created.status).toBe(201);
    const promotion = created.json.Promotion;
    expect(promotion).toMatchObject({
      promoName: 'Promo Uji',
      promoCode: 'UJI2025',
      promoValue: 10,
      promoStatus: 1,
      valid_from: '2025-01-01',
      valid_until: '2025-01-31',
      promoCondition: '>',
      amount: 3,
      maxAmount: null,
      minTransaction: null,
      Quota: 100,
      usedQuota: 5,
    });
    expect(promotion.promoImage).toMatch(/^\/media\/promotions\/[0-9a-f-]{36}\.png$/);
    const image = await fetch(rest.api.url + promotion.promoImage);
    expect(image.headers.get('content-type')).toBe('image/png');

    expect((await send('GET', `/promotion/${promotion.id}`)).json.Promotion).toEqual(promotion);

    // Replaced without a file, the image stays.
    const renamed = await send(
      'PUT',
      `/promotion/${promotion.id}`,
      form({ ...fields, promoName: 'Promo Uji 2', promoCondition: '<', amount: '', maxAmount: '2' }),
    );
    expect(renamed.status).toBe(200);
    expect(renamed.json.Promotion).toMatchObject({
      promoName: 'Promo Uji 2',
      promoCondition: '<',
      amount: null,
      maxAmount: 2,
      promoImage: promotion.promoImage,
    });

    // The list switch sends the whole promotion as read, in JSON, with promoStatus changed: the names it reads with
    // (id, promoImage, the timestamps) are not refused, any other is.
    const switched = await send('PUT', `/promotion/${promotion.id}`, { ...renamed.json.Promotion, promoStatus: 0 });
    expect(switched.status).toBe(200);
    expect(await send('PUT', `/promotion/${promotion.id}`, { ...renamed.json.Promotion, status: 0 })).toEqual({
      status: 400,
      json: { errors: [{ message: 'status is not a field of this form', field: 'status' }] },
    });
    expect(switched.json.Promotion).toEqual({
      ...renamed.json.Promotion,
      promoStatus: 0,
      updatedAt: switched.json.Promotion.updatedAt,
    });

    const newImage = await send(
      'PUT',
      `/promotion/${promotion.id}`,
      form(fields, { type: 'image/png', name: 'new.png' }),
    );
    expect(newImage.json.Promotion.promoImage).not.toBe(promotion.promoImage);
    expect((await fetch(rest.api.url + promotion.promoImage)).status).toBe(404);

    const deleted = await send('DELETE', `/promotion/${promotion.id}`);
    expect(deleted.json.Promotion).toMatchObject({ id: promotion.id, promoName: 'Promo Uji' });
    expect((await fetch(rest.api.url + newImage.json.Promotion.promoImage)).status).toBe(404);
    const gone = await send('GET', `/promotion/${promotion.id}`);
    expect(gone).toEqual({ status: 404, json: { errors: [{ message: `Promotion ${promotion.id} not found` }] } });
    expect((await send('DELETE', `/promotion/${promotion.id}`)).json).toEqual({
      errors: [{ message: `Promotion ${promotion.id} not found` }],
    });
  });

  it('answers a promo code in use with 409 and { message }, in any case, and keeps no file of the refused request', async () => {
    const before = mediaFiles();
    const taken = await send(
      'POST',
      '/promotion',
      form({ ...fields, promoCode: 'seafood10' }, { type: 'image/png', name: 'x.png' }),
    );
    expect(taken).toEqual({
      status: 409,
      json: { message: 'Promo code seafood10 is already used by the promotion Diskon Seafood 10%' },
    });
    expect(mediaFiles()).toEqual(before);

    const own = (await send('POST', '/promotion', form({ ...fields, promoCode: 'UJI-409' }))).json.Promotion;
    const renamedOver = await send('PUT', `/promotion/${own.id}`, form({ ...fields, promoCode: 'ONGKIRJKT' }));
    expect(renamedOver.status).toBe(409);
    expect(renamedOver.json.message).toBe(
      'Promo code ONGKIRJKT is already used by the promotion Gratis Ongkir Jabodetabek',
    );
    // Keeping its own code is no conflict.
    expect((await send('PUT', `/promotion/${own.id}`, form({ ...fields, promoCode: 'uji-409' }))).status).toBe(200);
  });

  it.each([
    [{ valid_until: '2024-12-31' }, 'valid_until must not be before valid_from', 'valid_until'],
    [{ usedQuota: '101' }, 'usedQuota must not be more than Quota', 'usedQuota'],
    [{ Quota: 'banyak' }, 'Quota must be a whole number, 0 or more', 'Quota'],
    [{ usedQuota: '-1' }, 'usedQuota must be a whole number, 0 or more', 'usedQuota'],
    [{ Quota: '' }, 'Quota is required', 'Quota'],
    [{ valid_from: '2025-02-30' }, 'valid_from must be a date (YYYY-MM-DD)', 'valid_from'],
    // Checked as every date of this API (schema/rules/calendarDay.ts): no year 0, no time after the day.
    [{ valid_from: '0000-01-01' }, 'valid_from must be a date (YYYY-MM-DD)', 'valid_from'],
    [{ valid_until: '2025-01-31T00:00:00Z' }, 'valid_until must be a date (YYYY-MM-DD)', 'valid_until'],
    [{ promoType: 'bogo' }, 'promoType must be one of percent, rounded, freeshipping', 'promoType'],
    [{ promoValue: '' }, 'promoValue is required', 'promoValue'],
    [{ promoValue: '150' }, 'promoValue must be a percentage between 1 and 100', 'promoValue'],
    [{ promoCondition: '' }, 'promoCondition is required', 'promoCondition'],
    [{ amount: '' }, 'amount is required', 'amount'],
    [{ terms: 'minTransaction' }, 'minTransaction is required', 'minTransaction'],
    [{ promoName: ' ' }, 'promoName is required', 'promoName'],
    [{ discount: '10' }, 'discount is not a field of this form', 'discount'],
    [{ Quota: '2147483648' }, 'Quota must be a whole number, 0 or more', 'Quota'],
    [{ promoStatus: 'ya' }, 'promoStatus must be 0 or 1', 'promoStatus'],
  ])('refuses %o with 400 naming the field, keeping no file', async (change, message, field) => {
    const before = mediaFiles();
    const refused = await send(
      'POST',
      '/promotion',
      form({ ...fields, promoCode: 'UJI-400', ...change }, { type: 'image/png', name: 'x.png' }),
    );
    expect(refused).toEqual({ status: 400, json: { errors: [{ message, field }] } });
    expect(mediaFiles()).toEqual(before);
  });

  it('keeps no condition for the minTransaction terms and takes no value for free shipping', async () => {
    const created = await send(
      'POST',
      '/promotion',
      form({
        ...fields,
        promoCode: 'UJI-ONGKIR',
        promoType: 'freeshipping',
        promoValue: '',
        terms: 'minTransaction',
        minTransaction: '100000',
      }),
    );
    expect(created.json.Promotion).toMatchObject({
      promoType: 'freeshipping',
      promoValue: null,
      terms: 'minTransaction',
      promoCondition: null,
      minTransaction: 100000,
    });
  });

  it('refuses a file that is not an image, and a body that is neither multipart nor JSON', async () => {
    const before = mediaFiles();
    const pdf = { bytes: Buffer.from('%PDF-1.4\n%âãÏÓ\n'), type: 'image/png', name: 'x.png' };
    const refused = await send(
      'POST',
      '/promotion',
      multipartForm({ ...fields, promoCode: 'UJI-PDF' }, { promoPhoto: pdf }),
    );
    expect(refused).toMatchObject({
      status: 400,
      json: { errors: [{ message: expect.stringMatching(/^promoPhoto must be an image \(PNG/), field: 'promoPhoto' }] },
    });
    expect(mediaFiles()).toEqual(before);
    const text = await fetch(`${rest.api.url}/promotion/1`, {
      method: 'PUT',
      headers: { token: rest.token, 'content-type': 'text/plain' },
      body: 'x',
    });
    expect(text.status).toBe(400);
    expect(await text.json()).toEqual({
      errors: [{ message: 'Send the promotion as multipart/form-data or a JSON object' }],
    });
  });
});
