import { describe, expect, it } from 'vitest';

import type { RestOrderLine } from '../orders/rest';
import { returnableProducts, returnsOfOrder } from './returnable';

const product = (id: number, retailPrice: number | null) => ({
  id,
  name: `Produk ${id}`,
  sku: `SKU-${id}`,
  gross_price: null,
  retail_price: retailPrice,
});
const line = (
  ItemId: number,
  qty: number,
  price: number | null,
  retailPrice: number | null = 9_000,
): RestOrderLine => ({
  id: ItemId * 100 + qty,
  ItemId,
  qty,
  price,
  Item: product(ItemId, retailPrice),
});
const returned = (...items: Array<[ItemId: number, qty: number]>) => ({
  items: items.map(([ItemId, qty]) => ({ ItemId, qty })),
});

describe('returnableProducts', () => {
  it('sums a product over all its lines and all the returns, in the order of its first line', () => {
    const lines = [line(7, 2, 50_000), line(3, 1, 20_000), line(7, 3, 45_000)];
    expect(returnableProducts(lines, [returned([7, 1]), returned([7, 2], [3, 1])])).toEqual([
      { ItemId: 7, name: 'Produk 7', ordered_qty: 5, returned_qty: 3, returnable_qty: 2, price: 50_000 },
      { ItemId: 3, name: 'Produk 3', ordered_qty: 1, returned_qty: 1, returnable_qty: 0, price: 20_000 },
    ]);
  });

  it('prices a product by its first line, that line without a price by the retail price, else 0', () => {
    const lines = [line(1, 1, null, 12_000), line(1, 1, 30_000), line(2, 1, null, null), line(2, 1, 5_000, null)];
    expect(returnableProducts(lines, []).map(({ ItemId, price }) => [ItemId, price])).toEqual([
      [1, 12_000],
      [2, 0],
    ]);
  });

  it('never answers less than 0 returnable, and ignores returned products the order does not hold', () => {
    expect(returnableProducts([line(4, 1, 100)], [returned([4, 2], [5, 1])])).toEqual([
      { ItemId: 4, name: 'Produk 4', ordered_qty: 1, returned_qty: 2, returnable_qty: 0, price: 100 },
    ]);
  });

  it('answers nothing for an order without lines', () => {
    expect(returnableProducts([], [returned([1, 1])])).toEqual([]);
  });
});

describe('returnsOfOrder', () => {
  /** A returns list sorted by order id (then id), as GET /returns?orderby=order_id answers it, counting the reads. */
  function list(orderIds: number[], pageSize: number) {
    const rows = orderIds
      .map((OrderId, index) => ({ id: index + 1, OrderId }))
      .sort((a, b) => a.OrderId - b.OrderId || a.id - b.id);
    const reads: number[] = [];
    const readPage = async (page: number) => {
      reads.push(page);
      return { rows: rows.slice((page - 1) * pageSize, page * pageSize), count: rows.length };
    };
    return { readPage, reads };
  }
  const ids = (rows: Array<{ id: number }>) => rows.map((row) => row.id).sort((a, b) => a - b);

  it('reads one page when the list fits in it', async () => {
    const { readPage, reads } = list([5, 3, 5, 9], 10);
    expect(ids(await returnsOfOrder(5, readPage, 10))).toEqual([1, 3]);
    expect(new Set(reads)).toEqual(new Set([1]));
  });

  it('finds an order anywhere in a long list in about log₂(pages) reads, across page ends too', async () => {
    // 2,000 returns of orders 1 to 1,000, two each, with order 500's four returns split over pages 10 and 11.
    const orderIds = Array.from({ length: 2_000 }, (_, index) => Math.floor(index / 2) + 1);
    orderIds.push(500, 500);
    const pageSize = 100;
    for (const [orderId, expected] of [
      [1, 2],
      [500, 4],
      [1_000, 2],
      [1_001, 0],
    ] as const) {
      const { readPage, reads } = list(orderIds, pageSize);
      const found = await returnsOfOrder(orderId, readPage, pageSize);
      expect(found).toHaveLength(expected);
      for (const row of found) expect(row.OrderId).toBe(orderId);
      expect(new Set(reads).size).toBeLessThanOrEqual(Math.ceil(Math.log2(21)) + 2);
    }
  });

  it('counts a return once when rows shift onto the next page between reads', async () => {
    const pages = [
      [
        { id: 1, OrderId: 1 },
        { id: 2, OrderId: 2 },
      ],
      [
        { id: 2, OrderId: 2 },
        { id: 3, OrderId: 2 },
      ],
      [{ id: 4, OrderId: 3 }],
    ];
    const found = await returnsOfOrder(2, async (page) => ({ rows: pages[page - 1] ?? [], count: 5 }), 2);
    expect(ids(found)).toEqual([2, 3]);
  });

  it('answers nothing from an empty list', async () => {
    expect(await returnsOfOrder(1, async () => ({ rows: [], count: 0 }), 10)).toEqual([]);
  });
});
