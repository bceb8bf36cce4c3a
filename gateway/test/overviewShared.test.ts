import { describe, expect, it } from 'vitest';

import { todayInJakarta } from '../src/core/today';
import { orderInput } from './fixtures';
import { graphql, loginCookie, testStack } from './harness';

/**
 * The overview's figures kept for every session until a write (issue 38, overview/figures.ts), with the cache on as
 * configured by default: a second member of staff is answered without the REST API, a write through the gateway
 * makes every figure stale, and the overview says when the oldest figure it shows was read.
 */
const stack = testStack({ gateway: { overviewCacheTtlMs: 300_000 } });

const OVERVIEW = `query ($period: OverviewPeriod!) {
  overview(period: $period) {
    readAt
    workQueues { queue count }
    lowStock { threshold count }
    paidSales { orderCount total }
    topProducts { productId quantity }
    ordersByShipmentStatus { status count }
  }
}`;

const overviewAs = async (cookie: string, period = 'LAST_90_DAYS') => {
  const answer = await graphql(stack.gateway.url, OVERVIEW, { period }, { cookie });
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data.overview;
};

/** The REST calls that read figures (a session check reads no list). */
const figureReads = (calls: string[]) => calls.filter((call) => /^GET \/(orders|inventory|tester|samples)/.test(call));

describe('the overview’s figures, shared by every session', () => {
  it('answers another session from what the first read, with the time it was read', async () => {
    const other = await loginCookie(stack.gateway.url);
    const first = await stack.upstreamDuring(() => overviewAs(stack.cookie));
    expect(figureReads(first.calls).length).toBeGreaterThan(5);
    const second = await stack.upstreamDuring(() => overviewAs(other));
    expect(figureReads(second.calls)).toEqual([]);
    expect(second.result).toEqual(first.result);
  });

  it('reads every figure again after a write through the gateway, and shows the write', async () => {
    const before = await overviewAs(stack.cookie);
    const CREATE = 'mutation ($input: OrderInput!) { createOrder(input: $input) { id } }';
    const input = orderInput({
      orderDate: todayInJakarta(),
      paymentStatus: 'PAYMENT_SUCCESS',
      lines: [{ productId: '1', quantity: 3, unitPrice: 10_000 }],
    });
    expect((await stack.query(CREATE, { input })).body.errors).toBeUndefined();
    const other = await loginCookie(stack.gateway.url);
    const after = await stack.upstreamDuring(() => overviewAs(other));
    expect(figureReads(after.calls).length).toBeGreaterThan(5);
    expect(after.result.paidSales.orderCount).toBe(before.paidSales.orderCount + 1);
    expect(Date.parse(after.result.readAt)).toBeGreaterThan(Date.parse(before.readAt));
  });

  it('says when the oldest figure it shows was read', async () => {
    const queuesOnly = await graphql(
      stack.gateway.url,
      'query { overview(period: LAST_30_DAYS) { readAt workQueues { count } } }',
      {},
      { cookie: stack.cookie },
    );
    const queuesReadAt = queuesOnly.body.data.overview.readAt as string;
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The queues kept, the 30 days' charts read now: the answer is as old as its queues.
    const whole = await overviewAs(stack.cookie, 'LAST_30_DAYS');
    expect(whole.readAt).toBe(queuesReadAt);
    const charts = await graphql(
      stack.gateway.url,
      'query { overview(period: LAST_30_DAYS) { readAt paidSales { total } } }',
      {},
      { cookie: stack.cookie },
    );
    expect(Date.parse(charts.body.data.overview.readAt)).toBeGreaterThan(Date.parse(queuesReadAt));
  });
});
