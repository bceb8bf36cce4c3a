/**
 * The list filters the overview's work queues count by (issue 27): GET /orders's has_tracking_code and
 * consignment_status, GET /inventory/stock/count's available_below. Each is applied before paging and counting, so
 * `count` is the filtered total and the pages are slices of the filtered list.
 */
import { describe, expect, it } from 'vitest';

import { newOrder } from './fixtures';
import { restApiSession } from './restApiSession';

const rest = restApiSession();
const { call } = rest;

/** Every row and the count of a list, and the same list paged 7 at a time: the pages must be its slices. */
async function filteredList(path: string, name: string, query: string) {
  const all = (await call('GET', `${path}?${query}&per_page=-1`)).json[name];
  expect(all.rows, query).toHaveLength(all.count);
  const pages = await Promise.all(
    [1, 2].map(async (page) => (await call('GET', `${path}?${query}&per_page=7&page=${page}`)).json[name]),
  );
  expect(pages.map((page) => page.count)).toEqual([all.count, all.count]);
  expect(pages.flatMap((page) => page.rows)).toEqual(all.rows.slice(0, 14));
  return all.rows as any[];
}

const ids = (rows: any[]) => rows.map((row) => row.id);

/** Every character JavaScript's trim() removes: what a tracking code made only of them is (none). */
const TRIMMED = Array.from({ length: 0x10000 }, (_, code) => String.fromCharCode(code)).filter(
  (character) => character.trim() === '',
);

describe('GET /orders has_tracking_code', () => {
  const orders = (query: string) => filteredList('/orders', 'Orders', query);

  it('splits the orders into those with a tracking code and those without, as trim() reads a code', async () => {
    const all = (await call('GET', '/orders?per_page=-1')).json.Orders.rows as any[];
    // Codes the REST API's writes would have trimmed away, written past them: each blank one, and look-alikes of
    // white space that trim() keeps (NEL, a zero-width space, the Mongolian vowel separator).
    const blank = TRIMMED.map((character) => `${character}${character}`);
    const kept = ['\u0085', '\u200b', '\u180e', ' x '];
    const written = [...blank, ...kept];
    for (const [index, code] of written.entries()) {
      await rest.api.db.query('UPDATE orders SET tracking_code = $1 WHERE id = $2', [code, all[index]!.id]);
    }
    const now = (await call('GET', '/orders?per_page=-1')).json.Orders.rows as any[];
    const tracked = (order: any) => (order.tracking_code ?? '').trim() !== '';
    const withCode = await orders('has_tracking_code=true');
    const without = await orders('has_tracking_code=false');
    expect(ids(withCode)).toEqual(ids(now.filter(tracked)));
    expect(ids(without)).toEqual(ids(now.filter((order) => !tracked(order))));
    expect(ids(without)).toEqual(expect.arrayContaining(ids(all.slice(0, blank.length))));
    expect(ids(withCode)).toEqual(expect.arrayContaining(ids(all.slice(blank.length, written.length))));
    expect(withCode.length + without.length).toBe(all.length);
  });

  it('narrows the other filters: Label Printed without a tracking code, newest first', async () => {
    const all = (await call('GET', '/orders?per_page=-1&desc=true&shipment_status=Label Printed')).json.Orders.rows;
    const untracked = await orders('desc=true&shipment_status=Label Printed&has_tracking_code=false');
    expect(untracked.length).toBeGreaterThan(0);
    expect(ids(untracked)).toEqual(ids(all.filter((order: any) => (order.tracking_code ?? '').trim() === '')));
  });

  it('refuses a value that is no boolean, naming the parameter', async () => {
    const { status, json } = await call('GET', '/orders?has_tracking_code=yes');
    expect(status).toBe(400);
    expect(json.errors[0].field).toBe('has_tracking_code');
  });
});

describe('GET /orders consignment_status', () => {
  it('keeps the orders at each consignment status: pending none, on_process 0, done 1', async () => {
    const all = (await call('GET', '/orders?per_page=-1&customer_type=stockist')).json.Orders.rows as any[];
    for (const [value, status] of [
      ['pending', null],
      ['on_process', 0],
      ['done', 1],
    ] as const) {
      const found = await filteredList('/orders', 'Orders', `customer_type=stockist&consignment_status=${value}`);
      expect(found.length, value).toBeGreaterThan(0);
      expect(ids(found), value).toEqual(ids(all.filter((order) => order.status === status)));
    }
  });

  it('follows the invoices: on process while a product is left to invoice, summed over its lines; then done', async () => {
    const [stockist] = await rest.api.db.query<{ id: number }>(
      "SELECT id FROM customers WHERE type = 'stockist' ORDER BY id LIMIT 1",
    );
    // Product 1 on two lines (5 in all), product 2 on one.
    const items = [
      { ItemId: 1, qty: 2, price: 1000 },
      { ItemId: 2, qty: 1, price: 1000 },
      { ItemId: 1, qty: 3, price: 1000 },
    ];
    const created = await call(
      'POST',
      '/orders',
      newOrder({ CustomerId: stockist!.id, customer_type: 'stockist', items }),
    );
    const order = created.json.Order.id;
    /** The filter values that keep the order, and its own consignment_status. */
    const statusOf = async () => {
      const kept = await Promise.all(
        ['pending', 'on_process', 'done'].map(async (value) => {
          const listed = (await call('GET', `/orders?per_page=-1&consignment_status=${value}`)).json.Orders.rows;
          return ids(listed).includes(order) ? [value] : [];
        }),
      );
      return [...kept.flat(), (await call('GET', `/orders/${order}`)).json.Order.status];
    };
    const invoice = async (lines: Array<{ id: number; qty: number }>) => {
      const { status } = await call('POST', '/consignment_invoices', {
        order_id: order,
        type: 'payment',
        memo: null,
        invoice_date: '2026-11-25',
        items: lines.map((line) => ({ ...line, price: 1000 })),
      });
      expect(status).toBe(201);
    };
    expect(await statusOf()).toEqual(['pending', null]);
    // More of product 1 than either of its lines holds, less than both: still some left.
    await invoice([
      { id: 1, qty: 3 },
      { id: 2, qty: 1 },
    ]);
    expect(await statusOf()).toEqual(['on_process', 0]);
    await invoice([{ id: 1, qty: 2 }]);
    expect(await statusOf()).toEqual(['done', 1]);
  });

  it('refuses a status it does not know, naming the parameter', async () => {
    const { status, json } = await call('GET', '/orders?consignment_status=0');
    expect(status).toBe(400);
    expect(json.errors[0].field).toBe('consignment_status');
  });
});

describe('GET /inventory/stock/count available_below', () => {
  const DAY = 'filter_date=2026-11-23';
  const available = (row: any) => row.CurrentStock - row.PendingStock;

  it('keeps the rows whose current minus pending stock is below it, the bound itself left out', async () => {
    const all = (await call('GET', `/inventory/stock/count?${DAY}&per_page=-1`)).json.StockCounts.rows as any[];
    const figures = [...new Set(all.map(available))].sort((a, b) => a - b);
    // The least figure (none below it), one in the middle (rows exactly at it are left out), past the greatest.
    for (const below of [figures[0]!, figures[Math.floor(figures.length / 2)]!, figures.at(-1)! + 1]) {
      const found = await filteredList('/inventory/stock/count', 'StockCounts', `${DAY}&available_below=${below}`);
      expect(found, `below ${below}`).toEqual(all.filter((row) => available(row) < below));
    }
    expect(all.some((row) => available(row) === figures[Math.floor(figures.length / 2)])).toBe(true);
  });

  it('narrows the other filters and sorts, and counts a page past the last', async () => {
    const query = `${DAY}&warehouse=1&orderby=current_stock&desc=true`;
    const all = (await call('GET', `/inventory/stock/count?${query}&per_page=-1`)).json.StockCounts.rows as any[];
    const found = await filteredList('/inventory/stock/count', 'StockCounts', `${query}&available_below=40`);
    expect(found.length).toBeGreaterThan(0);
    expect(found).toEqual(all.filter((row) => available(row) < 40));
    const past = (await call('GET', `/inventory/stock/count?${query}&available_below=40&per_page=5&page=99`)).json;
    expect(past.StockCounts).toEqual({ rows: [], count: found.length });
  });

  it.each(['1.5', 'abc', '2147483648'])('refuses %s, naming the parameter', async (value) => {
    const { status, json } = await call('GET', `/inventory/stock/count?${DAY}&available_below=${value}`);
    expect(status).toBe(400);
    expect(json.errors[0].field).toBe('available_below');
  });
});
