import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { graphql, LOGIN, loginCookie, type Stack, startStack } from './harness';

/** The value of the series `name{labels}` in Prometheus text (labels in any order), or undefined. */
function seriesValue(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').split(/,(?=[a-zA-Z_]+=")/);
    if (wanted.every((pair) => present.includes(pair))) return Number(match[3]);
  }
  return undefined;
}

const labelValues = (text: string, label: string) =>
  new Set([...text.matchAll(new RegExp(`${label}="([^"]*)"`, 'g'))].map(([, value]) => value ?? ''));

describe('GET /metrics', () => {
  let stack: Stack;
  let cookie: string;
  let text: string;

  beforeAll(async () => {
    stack = await startStack({ metricsPort: 0, loginFailuresPerMinute: 2 });
    cookie = await loginCookie(stack.gateway.url);
    const asStaff = (query: string, variables = {}) => graphql(stack.gateway.url, query, variables, { cookie });
    const orders = await asStaff('query Orders { orders(perPage: 5) { rows { id lines { product { id name } } } } }');
    const orderId = orders.body.data.orders.rows[0].id;
    await asStaff('query OrderDetail($id: ID!) { order(id: $id) { id quickbooksStatus { state } } }', { id: orderId });
    await asStaff('query OrderDetail($id: ID!) { order(id: $id) { id quickbooksStatus { state } } }', { id: orderId });
    await asStaff('query SomebodysOwnName { provinces { name } }');
    await asStaff('{ order(id: "999999") { id } }');
    await asStaff('query Orders { orders(perPage: 1000000) { rows { id } } }');
    for (let attempt = 0; attempt < 3; attempt++)
      await graphql(stack.gateway.url, LOGIN, { email: 'admin@example.com', password: 'wrong-password' });
    text = await (await fetch(stack.gateway.metricsUrl!)).text();
  });

  afterAll(() => stack.close());

  it('listens on its own port, not on the GraphQL one', async () => {
    expect(new URL(stack.gateway.metricsUrl!).port).not.toBe(new URL(stack.gateway.url).port);
    expect((await fetch(`${stack.gateway.url}/metrics`)).status).toBe(404);
  });

  it('times operations by the dashboard’s names, every other name as "other", with their outcome', () => {
    const count = (operation: string, outcome: string) =>
      seriesValue(text, 'graphql_operation_duration_seconds_count', { operation, outcome });
    expect(count('Login', 'ok')).toBe(1);
    expect(count('OrderDetail', 'ok')).toBe(2);
    expect(count('other', 'ok')).toBe(1);
    expect(count('anonymous', 'NOT_FOUND')).toBe(1);
    expect(count('Login', 'UNAUTHENTICATED')).toBe(2);
    expect(count('Login', 'RATE_LIMITED')).toBe(1);
    expect(labelValues(text, 'operation')).not.toContain('SomebodysOwnName');
    expect(seriesValue(text, 'graphql_operations_in_flight', {})).toBe(0);
  });

  it('counts cost refusals and throttled logins', () => {
    expect(seriesValue(text, 'graphql_query_cost_refusals_total', {})).toBe(1);
    expect(
      seriesValue(text, 'graphql_operation_duration_seconds_count', {
        operation: 'Orders',
        outcome: 'GRAPHQL_VALIDATION_FAILED',
      }),
    ).toBe(1);
    expect(seriesValue(text, 'gateway_login_throttled_total', { limit: 'address' })).toBe(1);
  });

  it('times upstream calls by route template and status, never by a raw path', () => {
    const calls = (route: string, status: string) =>
      seriesValue(text, 'upstream_request_duration_seconds_count', { method: 'GET', route, status });
    expect(calls('/orders', '200')).toBe(1);
    expect(calls('/orders/{id}', '200')).toBeGreaterThanOrEqual(1);
    expect(calls('/orders/{id}', '404')).toBe(1);
    expect([...labelValues(text, 'route')].filter((route) => /\d/.test(route) || route === 'other')).toEqual([]);
  });

  it('measures DataLoader batches and cache lookups', () => {
    // The five orders' products in one batch.
    expect(seriesValue(text, 'dataloader_batch_size_count', { loader: 'recentProductById' })).toBe(1);
    expect(seriesValue(text, 'dataloader_batch_size_sum', { loader: 'recentProductById' })).toBeGreaterThan(1);
    const quickbooks = (result: string) =>
      seriesValue(text, 'gateway_cache_lookups_total', { cache: 'quickbooks-status', result, store: 'local' });
    expect([quickbooks('miss'), quickbooks('hit')]).toEqual([1, 1]);
    expect(
      seriesValue(text, 'gateway_cache_lookups_total', { cache: 'reference', result: 'miss', store: 'local' }),
    ).toBe(1);
  });

  it('has the process metrics', () => {
    for (const name of [
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_heap_size_used_bytes',
    ])
      expect(seriesValue(text, name, {}), name).toBeGreaterThan(0);
  });
});
