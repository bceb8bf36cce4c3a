import { describe, expect, it } from 'vitest';

import { newOrder } from './fixtures';
import { multipartForm, type RestAnswer, restApiSession } from './restApiSession';

/*
 * Input that the database cannot hold (a NUL in text, an int4 overflow) or that is not what it claims (a date
 * with SQL after it) is refused with a 400 naming the field, for every domain that writes, and nothing is stored.
 */
const rest = restApiSession();
const { call } = rest;

const NUL = 'Gudang\u0000Uji';
const TOO_BIG = 2 ** 31;
const MALFORMED_DATE = "2025-01-01'; --";

const rows = async (table: string) =>
  (await rest.api.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table}`))[0]!.count;

/**
 * The answer is a 400 whose errors name `field` (items.0.qty); customers and courier fees answer
 * errors as a bare status text (spec 000 §8), which names nothing.
 */
function expectRefused(answer: RestAnswer, field: string) {
  expect(answer.status, answer.text).toBe(400);
  if (answer.json !== undefined) expect(answer.text).toContain(field);
}

interface JsonDomain {
  path: string;
  table: string;
  body: Record<string, unknown>;
  text: string;
  reference: string;
}

const order = newOrder();

const domains: Record<string, JsonDomain> = {
  warehouses: {
    path: '/warehouse',
    table: 'warehouses',
    body: {
      LocationName: 'Gudang Uji',
      addressLine1: 'Jl. Uji No. 1',
      city_id: 3171,
      phone_number: '+62215550101',
      status: true,
    },
    text: 'addressLine1',
    reference: 'city_id',
  },
  vendors: {
    path: '/vendors',
    table: 'vendors',
    body: {
      company_name: 'CV Uji',
      first_name: 'Slamet',
      email: 'slamet@uji.co.id',
      province_id: 35,
      city_id: 3578,
      tax_status: 'PKP',
    },
    text: 'company_name',
    reference: 'city_id',
  },
  customers: {
    path: '/customers',
    table: 'customers',
    body: {
      firstName: 'Melati',
      contactNo: '+6281398765432',
      addressLine1: 'Jl. Kirim No. 9',
      province_id: 32,
      city_id: 3273,
    },
    text: 'firstName',
    reference: 'city_id',
  },
  'courier fees': {
    path: '/delivery/fees',
    table: 'delivery_fees',
    body: {
      DeliveryMethodId: 2,
      code: 'UJI',
      status: true,
      website: 'https://www.jne.co.id',
      fees: 1,
      unitFees: 1,
      deliveryType: 0,
      origins: 3175,
      destination: 3273,
    },
    text: 'code',
    reference: 'origins',
  },
  orders: { path: '/orders', table: 'orders', body: order, text: 'ShiptoAddress', reference: 'ShipFromLocationId' },
};

describe.each(Object.entries(domains))('%s', (_, { path, table, body, text, reference }) => {
  it('accepts the valid body these cases start from', async () => {
    const before = await rows(table);
    expect((await call('POST', path, body)).status).toBe(201);
    expect(await rows(table)).toBe(before + 1);
  });

  it.each([
    ['a NUL in text', text, { [text]: NUL }],
    ['an id above int4', reference, { [reference]: TOO_BIG }],
    ['a null required reference', reference, { [reference]: null }],
  ])('refuses %s with a 400 naming the field, storing nothing', async (_case, field, change) => {
    const before = await rows(table);
    expectRefused(await call('POST', path, { ...body, ...change }), field);
    expect(await rows(table)).toBe(before);
  });

  it('refuses an id above int4 in the address', async () => {
    expectRefused(await call('PUT', `${path}/${TOO_BIG}`, body), 'id');
    expectRefused(await call('GET', `${path}/${TOO_BIG}`), 'id');
  });
});

describe('orders', () => {
  it.each([
    ['a huge quantity', 'items.0.qty', { items: [{ ItemId: 1, qty: 2_147_483_647, price: 50000 }] }],
    [
      'lines whose total overflows',
      'items.1.qty',
      {
        items: [
          { ItemId: 1, qty: 1_000_000, price: 2000 },
          { ItemId: 2, qty: 1_000_000, price: 2000 },
        ],
      },
    ],
    ['a huge price', 'items.0.price', { items: [{ ItemId: 1, qty: 1, price: TOO_BIG }] }],
    ['a huge delivery fee', 'delivery_fee', { delivery_fee: TOO_BIG }],
    ['a malformed date', 'order_date', { order_date: MALFORMED_DATE }],
    ['a date that is not in the calendar', 'order_date', { order_date: '2025-02-30' }],
    ['a date with more after it', 'order_date', { order_date: '2025-01-01 junk' }],
    ['a date of year 0, which PostgreSQL has not', 'order_date', { order_date: '0000-01-01' }],
    ['a shipment date that is not in the calendar', 'shipment_date', { shipment_date: '2025-02-29' }],
  ])('refuses %s with a 400 naming the field', async (_case, field, change) => {
    const before = await rows('order_lines');
    expectRefused(await call('POST', '/orders', { ...order, ...change }), field);
    expectRefused(await call('PUT', '/orders/1', change), field);
    expect(await rows('order_lines')).toBe(before);
  });

  it('takes a leap day', async () => {
    expect((await call('PUT', '/orders/1', { order_date: '2024-02-29' })).json.Order.order_date).toBe('2024-02-29');
    expect(
      (await call('GET', '/orders?start_date=2024-02-29&end_date=2024-02-29')).json.Orders.rows.map(
        (row: { id: number }) => row.id,
      ),
    ).toContain(1);
  });

  it('refuses a malformed date, an id above int4 or a NUL in a list filter', async () => {
    expectRefused(await call('GET', `/orders?start_date=${encodeURIComponent(MALFORMED_DATE)}`), 'start_date');
    expectRefused(await call('GET', '/orders?end_date=0000-01-01'), 'end_date');
    expectRefused(await call('GET', `/orders?order=${TOO_BIG}`), 'order');
    expectRefused(await call('GET', `/orders?customer=${encodeURIComponent(NUL)}`), 'customer');
    expectRefused(await call('GET', `/orders?page=${TOO_BIG}`), 'page');
    expectRefused(await call('GET', `/cities?province_id=${TOO_BIG}`), 'province_id');
  });
});

describe('multipart forms', () => {
  const promotion = {
    platform: 'crystal web',
    promoName: 'Promo Uji',
    promoCode: 'UJINUL',
    promoType: 'percent',
    promoValue: '10',
    valid_from: '2025-01-01',
    valid_until: '2025-01-31',
    terms: 'qty',
    promoCondition: '>',
    amount: '3',
    Quota: '100',
  };
  const product = { status: '1', name: 'Udang Uji NUL', slug: 'udang-uji-nul', sku: 'UJI-NUL' };

  it.each([
    ['a NUL in text', 'promoName', { promoName: NUL }],
    ['a malformed date', 'valid_from', { valid_from: MALFORMED_DATE }],
    ['a date with a time and more', 'valid_until', { valid_until: "2025-01-31T'; --" }],
    ['a huge quota', 'Quota', { Quota: String(TOO_BIG) }],
  ])('promotions refuse %s with a 400 naming the field', async (_case, field, change) => {
    const before = await rows('promotions');
    expectRefused(await call('POST', '/promotion', multipartForm({ ...promotion, ...change })), field);
    expectRefused(await call('POST', '/promotion', { ...promotion, ...change }), field);
    expect(await rows('promotions')).toBe(before);
  });

  it.each([
    ['a NUL in text', 'description', { description: NUL }],
    ['a huge category id', 'category_id', { category_id: String(TOO_BIG) }],
    ['a malformed schedule', 'schedule_time', { schedule_time: MALFORMED_DATE }],
  ])('products refuse %s with a 400 naming the field', async (_case, field, change) => {
    const before = await rows('products');
    expectRefused(await call('POST', '/products', multipartForm({ ...product, ...change })), field);
    expect(await rows('products')).toBe(before);
  });

  it('refuses an id above int4 in the address', async () => {
    expectRefused(await call('PUT', `/products/${TOO_BIG}`, multipartForm(product)), 'id');
    expectRefused(await call('PUT', `/promotion/${TOO_BIG}`, multipartForm(promotion)), 'id');
  });
});

it('answers 400, not 500, when the database itself refuses a value the schemas let through', async () => {
  // A narrower column than the schema allows stands for any check a route may miss: the error handler is the last line.
  await rest.api.db.exec('ALTER TABLE warehouses ALTER COLUMN location_name TYPE varchar(60)');
  const answer = await call('POST', '/warehouse', { ...domains.warehouses!.body, LocationName: 'Gudang '.repeat(12) });
  await rest.api.db.exec('ALTER TABLE warehouses ALTER COLUMN location_name TYPE text');
  expect(answer.status, answer.text).toBe(400);
});
