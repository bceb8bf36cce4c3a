import { describe, expect, it } from 'vitest';

import { type PaidOrder, salesByDay, topProductsByQuantity } from './aggregate';

const line = (productId: string, quantity: number, linePrice: number) => ({
  productId,
  productName: `Product ${productId}`,
  sku: `SKU-${productId}`,
  quantity,
  linePrice,
});
const order = (
  orderDate: string,
  salesChannel: PaidOrder['salesChannel'],
  total: number,
  lines = [line('1', 1, total)],
) => ({
  orderDate,
  salesChannel,
  totals: { total },
  lines,
});

describe('salesByDay', () => {
  const days = ['2026-11-24', '2026-11-25', '2026-11-26'];

  it('gives every day of the period, oldest first, with 0 on a day without sales', () => {
    expect(salesByDay([], days)).toEqual(days.map((day) => ({ day, orderCount: 0, total: 0, byChannel: [] })));
  });

  it('adds up each day by channel, most first, and a day’s figures are its channels’ sums', () => {
    const orders = [
      order('2026-11-25', 'SHOPEE', 100_000),
      order('2026-11-25', 'TOKOPEDIA', 250_000),
      order('2026-11-25', 'SHOPEE', 200_000),
      order('2026-11-25', null, 50_000),
      order('2026-11-26', 'CRYSTAL_WEB', 75_000),
    ];
    const [first, second, third] = salesByDay(orders, days);
    expect(first).toEqual({ day: '2026-11-24', orderCount: 0, total: 0, byChannel: [] });
    expect(second).toEqual({
      day: '2026-11-25',
      orderCount: 4,
      total: 600_000,
      byChannel: [
        { channel: 'SHOPEE', orderCount: 2, total: 300_000 },
        { channel: 'TOKOPEDIA', orderCount: 1, total: 250_000 },
        { channel: null, orderCount: 1, total: 50_000 },
      ],
    });
    expect(third!.byChannel).toEqual([{ channel: 'CRYSTAL_WEB', orderCount: 1, total: 75_000 }]);
  });

  it('orders channels of equal sales by name, whatever order the orders came in', () => {
    const orders = [order('2026-11-26', 'TIKTOK', 10), order('2026-11-26', 'AMAZON', 10)];
    const channels = (list: PaidOrder[]) => salesByDay(list, days)[2]!.byChannel.map((sales) => sales.channel);
    expect(channels(orders)).toEqual(['AMAZON', 'TIKTOK']);
    expect(channels([...orders].reverse())).toEqual(['AMAZON', 'TIKTOK']);
  });

  it('leaves out orders dated outside the period', () => {
    const figures = salesByDay([order('2026-11-23', 'SHOPEE', 10), order('2026-11-27', 'SHOPEE', 10)], days);
    expect(figures.every((day) => day.total === 0)).toBe(true);
  });
});

describe('topProductsByQuantity', () => {
  it('sums each product over every line of every order and keeps the ten with the most units', () => {
    const orders = Array.from({ length: 12 }, (_, index) =>
      order('2026-11-26', 'SHOPEE', 0, [line(String(index + 1), index + 1, (index + 1) * 1000), line('1', 20, 500)]),
    );
    const top = topProductsByQuantity(orders);
    expect(top).toHaveLength(10);
    // Product 1: 1 unit on its own line and 20 on each of the 12 orders' second lines.
    expect(top[0]).toEqual({
      productId: '1',
      productName: 'Product 1',
      sku: 'SKU-1',
      quantity: 1 + 12 * 20,
      total: 1000 + 12 * 500,
    });
    expect(top.slice(1).map((product) => product.productId)).toEqual(['12', '11', '10', '9', '8', '7', '6', '5', '4']);
  });

  it('breaks a tie in units by sales, then by name', () => {
    const orders = [order('2026-11-26', 'SHOPEE', 0, [line('b', 5, 100), line('a', 5, 100), line('c', 5, 900)])];
    expect(topProductsByQuantity(orders).map((product) => product.productId)).toEqual(['c', 'a', 'b']);
  });

  it('is empty without orders', () => {
    expect(topProductsByQuantity([])).toEqual([]);
  });
});
