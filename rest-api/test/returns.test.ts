import { describe, expect, it } from 'vitest';

import { newOrder } from './fixtures';
import { restApiSession } from './restApiSession';

const rest = restApiSession();
const { call } = rest;

/** A shipped order of 2 × product 1 at Rp 50.000 and 1 × product 2 without a price, then 3 more of product 1. */
async function shippedOrder() {
  const items = [
    { ItemId: 1, qty: 2, price: 50000 },
    { ItemId: 2, qty: 1 },
    { ItemId: 1, qty: 3, price: 45000 },
  ];
  const { json } = await call(
    'POST',
    '/orders',
    newOrder({ items, ShipStatus: 'Shipped', shipment_date: '2026-11-20' }),
  );
  return json.Order.id as number;
}

/** A return body for `order` with `lines`, changed by `overrides`. */
const newReturn = (order: number, lines: unknown[], overrides: object = {}) => ({
  OrderId: order,
  ShipFromLocationId: 2,
  ship_by: 3,
  action: 'refund',
  money_returned: 50000,
  memo: '  Kemasan bocor  ',
  return_date: '2026-11-25',
  items: JSON.stringify(lines),
  ...overrides,
});

const returnCount = async () =>
  (await rest.api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM returns'))[0]!.n;

describe('the returns list', () => {
  it('answers a page of returns with their order, customer and lines, counted', async () => {
    const { status, json } = await call('GET', '/returns?per_page=2&page=2&orderby=id');
    expect(status).toBe(200);
    const { rows, count } = json.Returns;
    expect(count).toBeGreaterThanOrEqual(4);
    expect(rows.map((row: any) => row.id)).toEqual([3, 4]);
    for (const row of rows) {
      expect(row).toMatchObject({
        status: 'Received',
        Order: { id: row.OrderId, Customer: { fullName: expect.any(String) } },
        ShipFromLocation: { LocationName: expect.any(String) },
      });
      expect(row.items.length).toBeGreaterThan(0);
      expect(row.items.every((line: any) => line.qty > 0 && line.price >= 0 && line.Item.name)).toBe(true);
    }
    const newest = (await call('GET', '/returns?per_page=-1&desc=true&orderby=order_id')).json.Returns.rows.map(
      (row: any) => row.OrderId,
    );
    expect(newest).toEqual([...newest].sort((a: number, b: number) => b - a));
  });

  it('leaves the demo data shipped orders with products still to return', async () => {
    const shipped = (await call('GET', '/orders?per_page=-1&shipment_status=Shipped')).json.Orders.rows;
    const returnable = await Promise.all(
      shipped
        .slice(0, 5)
        .map(async (order: any) => (await call('GET', `/orders/${order.id}/returnable`)).json.ReturnableProducts),
    );
    expect(returnable.flat().some((product: any) => product.returnable_qty > 0)).toBe(true);
  });

  it("finds returns by words of the customer's name in any case: a deliberate fix of the old case-sensitive match", async () => {
    const [first] = (await call('GET', '/returns?per_page=1')).json.Returns.rows;
    const name: string = first.Order.Customer.fullName;
    for (const typed of [name, name.toUpperCase(), name.toLowerCase(), name.split(' ').reverse().join(' ')]) {
      const found = (await call('GET', `/returns?per_page=-1&customer=${encodeURIComponent(typed)}`)).json.Returns.rows;
      expect(
        found.map((row: any) => row.id),
        typed,
      ).toContain(first.id);
      expect(found.every((row: any) => row.Order.Customer.fullName === name)).toBe(true);
    }
    expect((await call('GET', '/returns?customer=tidak%20ada%20orangnya')).json.Returns).toEqual({
      rows: [],
      count: 0,
    });
  });
});

describe('a return', () => {
  it("takes each line at the order's unit price of the product, and answers the order's returnable products", async () => {
    const order = await shippedOrder();
    const [retail] = await rest.api.db.query<{ retail_price: number | null }>(
      'SELECT retail_price FROM products WHERE id = 2',
    );
    const returnable = await call('GET', `/orders/${order}/returnable`);
    expect(returnable.json.ReturnableProducts).toEqual([
      { ItemId: 1, name: expect.any(String), ordered_qty: 5, returned_qty: 0, returnable_qty: 5, price: 50000 },
      {
        ItemId: 2,
        name: expect.any(String),
        ordered_qty: 1,
        returned_qty: 0,
        returnable_qty: 1,
        price: retail!.retail_price ?? 0,
      },
    ]);

    const created = await call(
      'POST',
      '/returns',
      newReturn(order, [
        { ItemId: 1, qty: 4 },
        { ItemId: 2, qty: 1 },
      ]),
    );
    expect(created.status).toBe(201);
    const answer = created.json.Return;
    expect(answer).toMatchObject({
      status: 'Received',
      action: 'refund',
      return_date: '2026-11-25',
      OrderId: order,
      ShipFromLocationId: 2,
      ship_by: 3,
      ShipBy: { id: 3 },
      money_returned: 50000,
      memo: 'Kemasan bocor',
      Order: { id: order, CustomerId: 1 },
    });
    expect(answer.items.map((line: any) => [line.ItemId, line.qty, line.price])).toEqual([
      [1, 4, 50000],
      [2, 1, retail!.retail_price ?? 0],
    ]);
    expect((await call('GET', `/returns/${answer.id}`)).json.Return).toEqual(answer);
    expect(
      (await call('GET', `/orders/${order}/returnable`)).json.ReturnableProducts.map((p: any) => [
        p.ItemId,
        p.returned_qty,
        p.returnable_qty,
      ]),
    ).toEqual([
      [1, 4, 1],
      [2, 1, 0],
    ]);
    expect((await call('GET', '/orders/999999/returnable')).status).toBe(404);
  });

  it('refuses more than the order holds not yet returned, naming the line, counting its other returns and earlier lines', async () => {
    const order = await shippedOrder();
    expect((await call('POST', '/returns', newReturn(order, [{ ItemId: 1, qty: 2 }]))).status).toBe(201);
    const [product] = await rest.api.db.query<{ name: string }>('SELECT name FROM products WHERE id = 1');
    const before = await returnCount();

    const over = await call(
      'POST',
      '/returns',
      newReturn(order, [
        { ItemId: 2, qty: 1 },
        { ItemId: 1, qty: 4 },
      ]),
    );
    expect(over.status).toBe(409);
    expect(over.json.errors).toEqual([
      { field: 'items.1.qty', message: `Line 2: order ${order} holds 3 of ${product!.name} not yet returned, not 4` },
    ]);
    // Two lines of one product count together.
    const split = await call(
      'POST',
      '/returns',
      newReturn(order, [
        { ItemId: 1, qty: 2 },
        { ItemId: 1, qty: 2 },
      ]),
    );
    expect(split.json.errors[0]).toEqual({
      field: 'items.1.qty',
      message: `Line 2: order ${order} holds 1 of ${product!.name} not yet returned, not 2`,
    });
    expect(await returnCount()).toBe(before);
  });

  it('refuses a return of an order that has not shipped, whose goods never left the warehouse', async () => {
    const { json } = await call(
      'POST',
      '/orders',
      newOrder({ items: [{ ItemId: 1, qty: 2 }], ShipStatus: 'Label Printed' }),
    );
    const before = await returnCount();
    const refused = await call('POST', '/returns', newReturn(json.Order.id, [{ ItemId: 1, qty: 1 }]));
    expect(refused.status).toBe(409);
    expect(refused.json.errors).toEqual([
      { field: 'OrderId', message: `Order ${json.Order.id} has not shipped: only a shipped order can be returned` },
    ]);
    expect(await returnCount()).toBe(before);
  });

  it('refuses a product the order does not hold the same way, naming the line', async () => {
    const order = await shippedOrder();
    const [product] = await rest.api.db.query<{ name: string }>('SELECT name FROM products WHERE id = 5');
    const before = await returnCount();
    const foreign = await call(
      'POST',
      '/returns',
      newReturn(order, [
        { ItemId: 1, qty: 1 },
        { ItemId: 5, qty: 1 },
      ]),
    );
    expect(foreign.status).toBe(409);
    expect(foreign.json.errors).toEqual([
      { field: 'items.1.ItemId', message: `Line 2: order ${order} holds no ${product!.name}` },
    ]);
    expect(await returnCount()).toBe(before);
  });

  it('refuses more money returned than the returned lines are worth at their unit prices, naming the bound in rupiah', async () => {
    const order = await shippedOrder();
    const before = await returnCount();
    // 2 × Rp 50.000: the unit price of product 1's first line, which is also what the return's lines store.
    const refused = await call(
      'POST',
      '/returns',
      newReturn(order, [{ ItemId: 1, qty: 2 }], { money_returned: 2_147_483_647 }),
    );
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toEqual([
      { field: 'money_returned', message: 'money_returned cannot exceed Rp 100.000, the value of the returned items' },
    ]);
    expect(
      (await call('POST', '/returns', newReturn(order, [{ ItemId: 1, qty: 2 }], { money_returned: 100_001 }))).status,
    ).toBe(400);
    expect(await returnCount()).toBe(before);
    const exact = await call(
      'POST',
      '/returns',
      newReturn(order, [{ ItemId: 1, qty: 2 }], { money_returned: 100_000 }),
    );
    expect(exact.status).toBe(201);
    expect(
      exact.json.Return.items.reduce(
        (sum: number, line: { qty: number; price: number }) => sum + line.qty * line.price,
        0,
      ),
    ).toBe(100_000);
  });

  // Three at once, five times over: on PostgreSQL (the second test run) they overlap for real.
  it('lets exactly one of three returns of the last units at once through', { tags: ['postgres'] }, async () => {
    for (let round = 0; round < 5; round++) {
      const order = await shippedOrder();
      const lastUnits = () => call('POST', '/returns', newReturn(order, [{ ItemId: 1, qty: 5 }]));
      const answers = await Promise.all([lastUnits(), lastUnits(), lastUnits()]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
      expect(answers.find((answer) => answer.status === 409)!.json.errors[0].field).toBe('items.0.qty');
      expect((await call('GET', `/orders/${order}/returnable`)).json.ReturnableProducts[0]).toMatchObject({
        returned_qty: 5,
        returnable_qty: 0,
      });
    }
  });

  it.each([
    ['an unknown order', { OrderId: 999999 }, 'OrderId'],
    ['an unknown warehouse', { ShipFromLocationId: 999999 }, 'ShipFromLocationId'],
    ['an unknown courier', { ship_by: 999999 }, 'ship_by'],
    ['an unknown action', { action: 'swap' }, 'action'],
    ['a negative refund', { money_returned: -1 }, 'money_returned'],
    ['items that are not JSON', { items: '[{"ItemId": 1' }, 'items'],
    ['no lines', { items: '[]' }, 'items'],
    ['a zero quantity', { items: '[{"ItemId": 1, "qty": 0}]' }, 'items.0.qty'],
  ])('refuses %s with 400 naming the field, and writes nothing', async (_case, overrides, field) => {
    const before = await returnCount();
    const answer = await call('POST', '/returns', newReturn(1, [{ ItemId: 1, qty: 1 }], overrides));
    expect(answer.status).toBe(400);
    expect(answer.json.errors[0].field).toBe(field);
    expect(await returnCount()).toBe(before);
  });

  it('is deleted with the token only: 401 without one, then answered as it was, then gone', async () => {
    const order = await shippedOrder();
    const { Return: created } = (await call('POST', '/returns', newReturn(order, [{ ItemId: 2, qty: 1 }]))).json;
    const anonymous = await call('DELETE', `/returns/${created.id}`, undefined, {});
    expect(anonymous.status).toBe(401);
    expect((await call('GET', `/returns/${created.id}`)).status).toBe(200);
    const deleted = await call('DELETE', `/returns/${created.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.json.Return).toEqual(created);
    expect((await call('GET', `/returns/${created.id}`)).status).toBe(404);
    expect((await call('DELETE', `/returns/${created.id}`)).status).toBe(404);
    // Its products can be returned again.
    expect((await call('GET', `/orders/${order}/returnable`)).json.ReturnableProducts[1]).toMatchObject({
      ItemId: 2,
      returnable_qty: 1,
    });
  });
});

describe('the returns contract', () => {
  it('is in /openapi.json, and every route wants the token', async () => {
    const { paths } = (await call('GET', '/openapi.json')).json;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining(['/returns', '/returns/{id}', '/orders/{id}/returnable']),
    );
    expect(paths['/returns'].post.requestBody.content['application/json'].schema.properties.items.type).toBe('string');
    expect(paths['/returns'].post.responses).toHaveProperty('409');
    const anonymous = await Promise.all([
      call('GET', '/returns', undefined, {}),
      call('GET', '/returns/1', undefined, {}),
      call('POST', '/returns', newReturn(1, [{ ItemId: 1, qty: 1 }]), {}),
      call('GET', '/orders/1/returnable', undefined, {}),
    ]);
    expect(anonymous.map((answer) => answer.status)).toEqual([401, 401, 401, 401]);
  });
});
