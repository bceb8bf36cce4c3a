/**
 * The order detail dialog, three ways, against the REST API with 20 ms latency per response:
 *   (a) the old client's pattern as a browser runs it: the order, then one GET /products/{id} per line
 *       and the QuickBooks status, in parallel but at most 6 at a time (HTTP/1.1's per-host limit);
 *   (b) one gateway query for everything the dialog shows;
 *   (c) the physical limit: two sequential waves (the order, then the distinct products and QuickBooks).
 * And the orders list at 50 rows with QuickBooks status through the gateway, against a 3-wave budget.
 * Upstream requests are counted at the REST API. Figures are medians of RUNS runs after a warm-up.
 */
import { Pool } from 'undici';

import { readConfig } from '../gateway/src/config';
import { createLogger } from '../gateway/src/core/logger';
import { startGateway } from '../gateway/src/server';
import { demoAdmin, startTestRestApi } from '../rest-api/src/testing';
import { countWaves, median } from './processes';

const LATENCY_MS = 20;
const RUNS = 30;
const BROWSER_CONNECTIONS = 6;

const DETAIL_QUERY = `query OrderDetailBench($id: ID!) {
  order(id: $id) {
    id orderDate paymentStatus shipmentStatus
    customer { fullName phoneNumber }
    lines { id productName quantity unitPrice linePrice grossWeight product { id retailPrice grossPrice } }
    totals { subTotal tax deliveryFee total }
    quickbooksStatus { state text }
  }
}`;
const LIST_QUERY = `query OrdersBench { orders(perPage: 50) { totalCount rows { id lines { productName quantity } totals { total } quickbooksStatus { text } } } }`;

let upstreamCalls = 0;
let arrivals: number[] = [];
const api = await startTestRestApi(
  { latencyMs: LATENCY_MS },
  {
    observeRequest: () => {
      upstreamCalls++;
      arrivals.push(performance.now());
    },
  },
);

// Every run a first view: nothing kept across requests (a view within the minute costs the order alone;
// hiveComparison.ts prints both).
const gateway = await startGateway(
  {
    ...readConfig({}),
    port: 0,
    restApiUrl: api.url,
    logLevel: 'silent',
    quickbooksStatusTtlMs: 0,
    productCacheTtlMs: 0,
  },
  createLogger('silent'),
);
const token = (
  (await (
    await fetch(`${api.url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(demoAdmin),
    })
  ).json()) as { token: string }
).token;

const browser = new Pool(api.url, { connections: BROWSER_CONNECTIONS });
const direct = new Pool(api.url, { connections: 64 });
async function get<T>(pool: Pool, path: string): Promise<T> {
  const response = await pool.request({ method: 'GET', path, headers: { token } });
  const body = await response.body.text();
  if (response.statusCode >= 400 && !path.startsWith('/quickbooks'))
    throw new Error(`${path}: ${response.statusCode} ${body}`);
  return JSON.parse(body) as T;
}

// An order of 10 lines over 8 distinct products (two of them twice), as the issue asks.
const productIds = [1, 2, 3, 4, 5, 6, 7, 8, 1, 2];
const created = (await (
  await fetch(`${api.url}/orders`, {
    method: 'POST',
    headers: { token, 'content-type': 'application/json' },
    body: JSON.stringify({
      CustomerId: 1,
      ShipFromLocationId: 1,
      DeliveryMethodId: 2,
      ShiptoAddress: 'Jl. Bench No. 1',
      city_id: 3175,
      province_id: 31,
      sales_type: 'tokopedia',
      customer_type: 'individual',
      order_date: '2026-11-20',
      tax: 11,
      delivery_fee: 15000,
      grand_total: 0,
      items: productIds.map((ItemId) => ({ ItemId, qty: 2 })),
    }),
  })
).json()) as { Order: { id: number } };
const orderId = created.Order.id;

interface OrderReply {
  Order: { OrderLine: { items: Array<{ ItemId: number }> } };
}

const oldPattern = async () => {
  const { Order } = await get<OrderReply>(browser, `/orders/${orderId}`);
  await Promise.all([
    ...Order.OrderLine.items.map((item) => get(browser, `/products/${item.ItemId}`)),
    get(browser, `/quickbooks/orderInvoice/${orderId}`),
  ]);
};
const twoWaves = async () => {
  const { Order } = await get<OrderReply>(direct, `/orders/${orderId}`);
  const distinct = [...new Set(Order.OrderLine.items.map((item) => item.ItemId))];
  await Promise.all([
    ...distinct.map((id) => get(direct, `/products/${id}`)),
    get(direct, `/quickbooks/orderInvoice/${orderId}`),
  ]);
};
const graphql = (query: string, variables: object) => async () => {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
};
interface ListReply {
  Orders: { rows: Array<{ id: number }> };
}
const listFloor = async () => {
  const { Orders } = await get<ListReply>(direct, '/orders?per_page=50&desc=true');
  await Promise.all(Orders.rows.map((order) => get(direct, `/quickbooks/orderInvoice/${order.id}`)));
};

interface Measured {
  name: string;
  calls: number;
  waves: number;
  median: number;
}

async function measure(name: string, run: () => Promise<void>): Promise<Measured> {
  for (let i = 0; i < 3; i++) await run();
  const times: number[] = [];
  let calls = 0;
  let waves = 0;
  for (let i = 0; i < RUNS; i++) {
    const before = upstreamCalls;
    arrivals = [];
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
    calls = upstreamCalls - before;
    waves = countWaves(arrivals, LATENCY_MS);
  }
  return { name, calls, waves, median: median(times) };
}

const results = [
  await measure('(a) old client: order, then per-line products + QB, 6 at a time', oldPattern),
  await measure('(b) gateway: one query for the detail dialog', graphql(DETAIL_QUERY, { id: String(orderId) })),
  await measure('(c) limit: two waves (order; distinct products + QB)', twoWaves),
];
const lists = [
  await measure('orders list, 50 rows + QuickBooks status: gateway', graphql(LIST_QUERY, {})),
  await measure('orders list floor: the list, then 50 lookups at once', listFloor),
];

const [a, b, c] = results as [Measured, Measured, Measured];
const [list, floor] = lists as [Measured, Measured];
const row = (r: Measured) =>
  `${r.name.padEnd(66)} ${String(r.calls).padStart(8)} ${String(r.waves).padStart(6)} ${r.median.toFixed(1).padStart(10)} ms`;
const header = `${'pattern'.padEnd(66)} ${'upstream'.padStart(8)} ${'waves'.padStart(6)} ${'median'.padStart(13)}`;
console.log(
  `Order detail, ${productIds.length} lines over ${new Set(productIds).size} distinct products, REST latency ${LATENCY_MS} ms, median of ${RUNS} runs\n`,
);
console.log(header);
for (const r of results) console.log(row(r));
console.log(`\nratio old client / gateway:          ${(a.median / b.median).toFixed(2)}×`);
console.log(
  `gateway / two-wave limit:            ${(b.median / c.median).toFixed(2)}   (budget ≤ 1.25; upstream ${b.calls}, budget 10 = 1 + 8 + 1)`,
);
console.log(`\n${header}`);
for (const r of lists) console.log(row(r));
console.log(`\norders list waves:                   ${list.waves}   (budget ≤ 3)`);
console.log(`gateway / list floor:                ${(list.median / floor.median).toFixed(2)}`);

await gateway.close();
await browser.close();
await direct.close();
await api.close();
const withinBudget = b.calls === 10 && b.median <= 1.25 * c.median && list.waves <= 3;
process.exitCode = withinBudget ? 0 : 1;
