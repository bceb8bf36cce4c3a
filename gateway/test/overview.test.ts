import { describe, expect, it } from 'vitest';

import { ShipmentStatus, WorkQueue } from '@backoffice/schema/generated/enums';
import { linePrice, orderTotals } from '@backoffice/schema/rules/orderTotals';
import {
  addDays,
  DEFAULT_LOW_STOCK_THRESHOLD,
  PAYMENT_OVERDUE_AFTER_DAYS,
  periodStartDate,
} from '@backoffice/schema/rules/overview';

import { todayInJakarta } from '../src/core/today';
import { orderInput } from './fixtures';
import { testStack } from './harness';

const stack = testStack();
const { query, rest, beforeUpstream } = stack;

const OVERVIEW = `query ($period: OverviewPeriod!) {
  overview(period: $period) {
    today period startDate readAt
    workQueues { queue count }
    lowStock { threshold count }
    paidSales { orderCount total periodOrderCount complete days { day orderCount total byChannel { channel orderCount total } } }
    topProducts { productId productName sku quantity total }
    ordersByShipmentStatus { status count }
  }
}`;

/** The REST shapes this test reads straight from the REST API, to compute what the overview must say. */
interface RestLine {
  ItemId: number;
  qty: number;
  price: number | null;
  Item: { name: string; sku: string; retail_price: number | null };
}
interface RestOrder {
  id: number;
  order_date: string;
  OrderStatus: string;
  ShipStatus: string;
  sales_type: string | null;
  tracking_code: string | null;
  /** 002 §3: the consignment status, null Pending, 0 On Process, 1 Done. */
  status: number | null;
  tax: number;
  delivery_fee: number;
  OrderLine: { items: RestLine[] };
}

/** Every row of a REST list (the demo data holds fewer than a page of 1000). */
async function restRows<Row>(path: string, key: string, params: Record<string, string> = {}): Promise<Row[]> {
  const reply = await rest('GET', `${path}?${new URLSearchParams({ ...params, page: '1', per_page: '1000' })}`);
  const list = reply[key] as { rows: Row[]; count: number };
  expect(list.rows).toHaveLength(list.count);
  return list.rows;
}

const unitPrice = (line: RestLine) => line.price ?? line.Item.retail_price ?? 0;
const totalOf = (order: RestOrder) =>
  orderTotals(
    order.OrderLine.items.map((line) => ({ quantity: line.qty, unitPrice: unitPrice(line) })),
    order.tax,
    order.delivery_fee,
  ).total;
const CHANNELS: Record<string, string> = { 'crystal web': 'CRYSTAL_WEB' };
const channelOf = (order: RestOrder) =>
  order.sales_type === null ? null : (CHANNELS[order.sales_type] ?? order.sales_type.toUpperCase());
const blank = (text: string | null) => (text ?? '').trim() === '';

async function overview(period = 'LAST_30_DAYS') {
  const { body } = await query(OVERVIEW, { period });
  expect(body.errors).toBeUndefined();
  return body.data.overview;
}

describe('overview', () => {
  it("counts each work queue as the REST API's rows say, and by its list's own total", async () => {
    const today = todayInJakarta();
    const [orders, stockistOrders, samples, pendingTesters, result] = await Promise.all([
      restRows<RestOrder>('/orders', 'Orders'),
      restRows<RestOrder>('/orders', 'Orders', { customer_type: 'stockist' }),
      restRows<{ ShipStatus: string }>('/samples', 'Samples'),
      restRows<unknown>('/tester', 'Testers', { status: 'Pending' }),
      overview(),
    ]);
    const overdueBefore = addDays(today, -PAYMENT_OVERDUE_AFTER_DAYS);
    const expected: Record<string, number> = {
      ORDERS_PAID_NOT_LABELLED: orders.filter(
        (o) => o.OrderStatus === 'payment_success' && o.ShipStatus === 'Processed',
      ).length,
      ORDERS_LABELLED_WITHOUT_TRACKING: orders.filter((o) => o.ShipStatus === 'Label Printed' && blank(o.tracking_code))
        .length,
      ORDERS_PAYMENT_OVERDUE: orders.filter((o) => o.OrderStatus === 'payment_pending' && o.order_date < overdueBefore)
        .length,
      TESTERS_PENDING: pendingTesters.length,
      STOCKIST_ORDERS_NOT_INVOICED: stockistOrders.filter((o) => o.status === null).length,
      STOCKIST_ORDERS_PARTLY_INVOICED: stockistOrders.filter((o) => o.status === 0).length,
      SAMPLES_PROCESSED: samples.filter((s) => s.ShipStatus === 'Processed').length,
      SAMPLES_LABEL_PRINTED: samples.filter((s) => s.ShipStatus === 'Label Printed').length,
    };
    expect(result.today).toBe(today);
    expect(result.workQueues).toEqual(Object.values(WorkQueue).map((queue) => ({ queue, count: expected[queue] })));
    // The demo data has work in most queues, so the comparison is not of zeros.
    expect(Object.values(expected).filter((count) => count > 0).length).toBeGreaterThanOrEqual(5);
  });

  it('sums the period’s paid orders per day and channel, and ranks products by units, as the REST rows add up', async () => {
    const result = await overview('LAST_90_DAYS');
    const start = periodStartDate(result.today, 'LAST_90_DAYS');
    const paid = await restRows<RestOrder>('/orders', 'Orders', {
      status: 'payment_success',
      start_date: start,
      end_date: result.today,
    });
    expect(paid.length).toBeGreaterThan(0);
    expect(result.startDate).toBe(start);
    expect(result.paidSales).toMatchObject({
      orderCount: paid.length,
      periodOrderCount: paid.length,
      complete: true,
      total: paid.reduce((sum, order) => sum + totalOf(order), 0),
    });
    const days = result.paidSales.days as Array<{ day: string; total: number; byChannel: unknown[] }>;
    expect(days).toHaveLength(90);
    expect(days[0]!.day).toBe(start);
    expect(days.at(-1)!.day).toBe(result.today);
    for (const day of days) {
      const ofDay = paid.filter((order) => order.order_date === day.day);
      const channels = new Map<string | null, { orderCount: number; total: number }>();
      for (const order of ofDay) {
        const channel = channels.get(channelOf(order)) ?? { orderCount: 0, total: 0 };
        channels.set(channelOf(order), { orderCount: channel.orderCount + 1, total: channel.total + totalOf(order) });
      }
      expect(day.total).toBe(ofDay.reduce((sum, order) => sum + totalOf(order), 0));
      expect(day.byChannel).toEqual(
        expect.arrayContaining([...channels].map(([channel, figures]) => ({ channel, ...figures }))),
      );
      expect(day.byChannel).toHaveLength(channels.size);
    }

    const units = new Map<string, { quantity: number; total: number }>();
    for (const line of paid.flatMap((order) => order.OrderLine.items)) {
      const product = units.get(String(line.ItemId)) ?? { quantity: 0, total: 0 };
      units.set(String(line.ItemId), {
        quantity: product.quantity + line.qty,
        total: product.total + linePrice({ quantity: line.qty, unitPrice: unitPrice(line) }),
      });
    }
    const top = result.topProducts as Array<{ productId: string; quantity: number; total: number }>;
    expect(top).toHaveLength(Math.min(10, units.size));
    for (const product of top) expect(product).toMatchObject(units.get(product.productId)!);
    const quantities = [...units.values()].map((product) => product.quantity).sort((a, b) => b - a);
    expect(top.map((product) => product.quantity)).toEqual(quantities.slice(0, 10));
  });

  it("counts the period's orders by shipment status, every status in the enum's order", async () => {
    const result = await overview('LAST_7_DAYS');
    const placed = await restRows<RestOrder>('/orders', 'Orders', {
      start_date: result.startDate,
      end_date: result.today,
    });
    const names: Record<string, string> = { PROCESSED: 'Processed', LABEL_PRINTED: 'Label Printed' };
    const restName = (status: string) =>
      names[status] ??
      status.charAt(0) +
        status
          .slice(1)
          .toLowerCase()
          .replace(/_(\w)/g, (_, c: string) => `_${c}`);
    expect(result.ordersByShipmentStatus).toEqual(
      Object.values(ShipmentStatus).map((status) => ({
        status,
        count: placed.filter((order) => order.ShipStatus.toLowerCase() === restName(status).toLowerCase()).length,
      })),
    );
    expect(result.ordersByShipmentStatus.reduce((sum: number, { count }: { count: number }) => sum + count, 0)).toBe(
      placed.length,
    );
  });

  it("counts the pairs running low today by the user's threshold, which is kept and checked", async () => {
    const counts = await restRows<{ CurrentStock: number; PendingStock: number }>(
      '/inventory/stock/count',
      'StockCounts',
      {
        filter_date: todayInJakarta(),
      },
    );
    const low = (threshold: number) =>
      counts.filter((count) => count.CurrentStock - count.PendingStock < threshold).length;
    expect((await overview()).lowStock).toEqual({
      threshold: DEFAULT_LOW_STOCK_THRESHOLD,
      count: low(DEFAULT_LOW_STOCK_THRESHOLD),
    });

    const SET = 'mutation ($threshold: Int!) { setLowStockThreshold(threshold: $threshold) }';
    const highest = Math.max(...counts.map((count) => count.CurrentStock - count.PendingStock));
    expect((await query(SET, { threshold: highest })).body.data.setLowStockThreshold).toBe(highest);
    expect((await overview()).lowStock).toEqual({ threshold: highest, count: low(highest) });
    expect(low(highest)).toBeGreaterThan(low(DEFAULT_LOW_STOCK_THRESHOLD));

    const refused = await query(SET, { threshold: 0 });
    expect(refused.body.errors![0]).toMatchObject({
      message: 'Threshold must be 1 or more',
      extensions: { code: 'BAD_USER_INPUT', field: 'threshold' },
    });
    expect((await overview()).lowStock.threshold).toBe(highest);
  });

  it('answers every other part when one fails: the failed one is null with its own error at its path', async () => {
    // The real REST API, made to fail two of its lists (a 500 from its error handler): the tester list and the
    // stock count.
    beforeUpstream((call) => {
      if (/^GET \/(tester|inventory\/stock\/count)\?/.test(call)) throw new Error('this list is down');
    });
    try {
      const { body } = await query(OVERVIEW, { period: 'LAST_7_DAYS' });
      const testers = Object.values(WorkQueue).indexOf('TESTERS_PENDING');
      expect(body.errors!.map((error) => [error.path, error.extensions!.code])).toEqual(
        expect.arrayContaining([
          [['overview', 'workQueues', testers, 'count'], 'UPSTREAM_ERROR'],
          [['overview', 'lowStock'], 'UPSTREAM_ERROR'],
        ]),
      );
      expect(body.errors).toHaveLength(2);
      const { workQueues, lowStock, paidSales, topProducts, ordersByShipmentStatus } = body.data.overview;
      expect(lowStock).toBeNull();
      expect(workQueues.filter((queue: { count: number | null }) => queue.count === null)).toEqual([
        { queue: 'TESTERS_PENDING', count: null },
      ]);
      expect(paidSales).not.toBeNull();
      expect(topProducts).not.toBeNull();
      expect(ordersByShipmentStatus).toHaveLength(Object.values(ShipmentStatus).length);
    } finally {
      beforeUpstream(undefined);
    }
  });

  it('answers a failed read of the paid orders on both charts, and leaves no failure unhandled', async () => {
    // The count and the first page both fail: the gateway must handle both (an unhandled rejection ends its process).
    beforeUpstream((call) => {
      if (/^GET \/orders\?.*status=payment_success/.test(call) && !call.includes('shipment_status'))
        throw new Error('the orders list is down');
    });
    try {
      const { body } = await query(OVERVIEW, { period: 'LAST_30_DAYS' });
      expect(body.errors!.map((error) => [error.path, error.extensions!.code])).toEqual(
        expect.arrayContaining([
          [['overview', 'paidSales'], 'UPSTREAM_ERROR'],
          [['overview', 'topProducts'], 'UPSTREAM_ERROR'],
        ]),
      );
      expect(body.data.overview.workQueues.every((queue: { count: number | null }) => queue.count !== null)).toBe(true);
    } finally {
      beforeUpstream(undefined);
    }
    // The gateway still answers.
    expect((await overview()).paidSales).not.toBeNull();
  });

  it('says when it read the figures: during the request, on the day it reports (Jakarta)', async () => {
    const before = Date.now();
    const { today, readAt } = await overview();
    const after = Date.now();
    expect(Date.parse(readAt)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(readAt)).toBeLessThanOrEqual(after);
    expect(todayInJakarta(new Date(readAt))).toBe(today);
  });

  it('reads the paid orders once for both charts: a count of one row and the pages, at once', async () => {
    const { calls } = await stack.upstreamDuring(() => overview('LAST_90_DAYS'));
    // The paid orders of the period; the queue of paid orders still Processed asks a shipment status too.
    const paidReads = calls.filter(
      (call) => /^GET \/orders\?.*status=payment_success/.test(call) && !call.includes('shipment_status'),
    );
    expect(
      paidReads.map((call) => new URL(call.split(' ')[1]!, 'http://rest').searchParams.get('per_page')).sort(),
    ).toEqual(['1', '1000']);
  });

  it('sums past what an Int holds: two paid orders of 1.5 billion rupiah today', async () => {
    const before = (await overview('LAST_7_DAYS')).paidSales.total as number;
    const CREATE = 'mutation ($input: OrderInput!) { createOrder(input: $input) { id totals { total } } }';
    const input = orderInput({
      orderDate: todayInJakarta(),
      paymentStatus: 'PAYMENT_SUCCESS',
      taxPercent: 0,
      deliveryFee: 0,
      lines: [{ productId: '1', quantity: 1, unitPrice: 1_500_000_000 }],
    });
    for (const _ of [1, 2]) expect((await query(CREATE, { input })).body.errors).toBeUndefined();
    const { paidSales } = await overview('LAST_7_DAYS');
    expect(paidSales.total).toBe(before + 3_000_000_000);
    expect(paidSales.days.at(-1).byChannel).toContainEqual(
      expect.objectContaining({ channel: 'TOKOPEDIA', total: expect.any(Number) }),
    );
    expect(paidSales.days.at(-1).total).toBeGreaterThan(2_147_483_647);
  });
});
