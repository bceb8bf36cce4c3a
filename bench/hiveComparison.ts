/**
 * Our gateway beside the one a team would otherwise generate: Hive Gateway over GraphQL Mesh's OpenAPI source of
 * the REST API's own /openapi.json (bench/hive/, versions pinned in bench/package.json), in front of the same REST
 * API, each server its own process, no added latency (issues 14 and 25).
 *
 * Two screens, as the dashboard loads them (dashboardOperations.ts), and as a client of Hive's generated schema
 * would load the same data:
 *   - the order detail dialog: ours `OrderDetail`; Hive the order with its QuickBooks status, every warehouse and
 *     the couriers, then (the generated schema has no links between its operations) the distinct products of its
 *     lines, and the provinces for an address with a province but no city, aliased into a second request;
 *   - the orders list screen: ours `Orders` and `OrderListChoices` side by side; Hive its list and every warehouse,
 *     side by side too.
 * Over many distinct orders: the dialog rotates over the newest `--orders` (200) orders (the demo's 70 and orders
 * added through the REST API, demoOrders.ts), the list over the pages that hold them.
 *
 * Twice: both uncached (ours with every cache off, processes.ts GATEWAY_CACHES_OFF; Hive without a response cache),
 * and both with their caches (ours as configured by default, its response cache included; Hive with its response
 * cache on, per session, a session being the `token` header, keeping an answer as long as ours keeps any data by
 * default: the longest of its TTLs, 60 s). All clients share `--sessions` (1) sessions: the most a per-session cache
 * can reuse.
 * Both are held to the same REST_CONNECTIONS (32) upstream connections: ours through its undici pool, Hive through
 * node:http's global agent (hive/main.ts); the most connections each opened is printed.
 *
 * `--connections` (50) clients load a screen again as soon as they have it, in alternating slices of `--slice`
 * seconds (5), ours and Hive, `--rounds` (3) of each after 2 unrecorded seconds of each (interleave.ts), each slice
 * starting once every server is idle. What is compared is the gateway's CPU per screen: its process's user and
 * system time (/proc/<pid>/stat) over the slice, until the last answer is sent, over the screens it served. Both
 * share two cores with the REST API, so screens per second say more about the machine than about a gateway; CPU
 * per screen is what a gateway costs. Also printed: screens per second, and the upstream calls per screen (counted
 * at the REST API). Goals: ours ≤ 0.5× Hive's CPU per screen uncached, ≤ 1× with caches.
 *
 *   npx tsx hiveComparison.ts [--slice 5] [--rounds 3] [--orders 200] [--sessions 1] [--connections 50]
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { Pool } from 'undici';

import { readConfig } from '../gateway/src/config';
import { freePort, restLoginToken } from '../rest-api/src/testing';
import { startThrowawayPostgres } from '../server-core/src/throwawayPostgres';
import { dashboardList, dashboardRequest } from './dashboardOperations';
import { atLeastOrders } from './demoOrders';
import { formatLoad, interleave, type Interleaved, percentile } from './interleave';
import { connectionsTo, cpuMs, GATEWAY_CACHES_OFF, startProcess, stats, whenAnswering, whenIdle } from './processes';
import { FailedScreen, loadScreens } from './screenLoad';

const option = (name: string, fallback: number) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
};
const SLICE_S = option('--slice', 5);
const ROUNDS = option('--rounds', 3);
const ORDERS = option('--orders', 200);
const SESSIONS = option('--sessions', 1);
const CONNECTIONS = option('--connections', 50);
const WARM_UP_S = 2;
const DEFAULTS = readConfig({});
const UPSTREAM_CONNECTIONS = DEFAULTS.restConnections;
// Hive may serve an answer as old as the oldest data ours may serve (its QuickBooks statuses and products, 60 s).
const CACHE_TTL_MS = Math.max(
  DEFAULTS.responseCacheTtlMs,
  DEFAULTS.quickbooksStatusTtlMs,
  DEFAULTS.productCacheTtlMs,
  DEFAULTS.referenceCacheTtlMs,
);
const GOALS = { uncached: 0.5, cached: 1 } as const;

const HIVE_DETAIL = `query OrderDetail($id: PositiveInt!) {
  orders_by_id(id: $id) {
    ... on orders_by_id_200_response {
      Order {
        id order_date shipment_date OrderStatus ShipStatus sales_type customer_type invoice_no memo tracking_code
        tax delivery_fee grand_total ShiptoAddress postal_code province_id DeliveryMethodId
        Customer { id fullName company_name CustomerContact { contactNo } }
        ShipFromLocation { id LocationName City { city_id name type Province { province_id name } } }
        DeliveryMethod { id CourierCompany }
        City { city_id name type Province { province_id name } }
        Payment { payment_method }
        OrderLine { items { id ItemId qty price Item { id name sku gross_price } } }
      }
    }
  }
  quickbooks_orderInvoice_by_id(id: $id) { invoice paymentAmount }
  warehouse(per_page: 1000, desc: false) { Warehouses { rows { id LocationName status } } }
  delivery_method { DeliveryMethods { id CourierCompany } }
}`;
const hiveSecondWave = (productIds: number[], provinces: boolean) =>
  `query OrderDetailLookups { ${productIds
    .map(
      (id) =>
        `p${id}: products_by_id(id: ${id}) { ... on products_by_id_200_response { Product { id gross_weight } } }`,
    )
    .join(' ')}${provinces ? ' provinces { Provinces { province_id name } }' : ''} }`;
const HIVE_ORDERS = `query Orders($page: PositiveInt!, $perPage: Int!) {
  orders(page: $page, per_page: $perPage, desc: true, orderby: order_date) {
    Orders {
      count
      rows {
        id order_date sales_type ShiptoAddress postal_code grand_total ShipStatus OrderStatus
        Customer { id fullName }
        OrderLine { items { id qty Item { id name } } }
        ShipFromLocation { id LocationName }
      }
    }
  }
}`;
const HIVE_WAREHOUSES = `query OrderListChoices { warehouse(per_page: 1000, desc: false) { Warehouses { rows { id LocationName } } } }`;

// The servers.
const logs = mkdtempSync(join(tmpdir(), 'backoffice-hive-'));
const restPort = await freePort();
const restUrl = `http://127.0.0.1:${restPort}`;
const rest = startProcess(
  'rest-api',
  '../rest-api/src/main.ts',
  { REST_API_PORT: String(restPort), DATA_DIR: ':memory:', LOG_LEVEL: 'warn', LOGIN_ATTEMPTS_PER_MINUTE: '1000' },
  logs,
);
await whenAnswering(`${restUrl}/healthz`, logs);

interface Server {
  url: string;
  child: ChildProcess;
}
/**
 * Our gateways' store (sessions, staff) on PostgreSQL, as in production (docker/compose.yaml): the embedded PGlite
 * of `GATEWAY_DATA_DIR` would run a WebAssembly database in the gateway's own process for every request's session
 * check, CPU that production spends in PostgreSQL. Hive keeps no store.
 */
const store = await startThrowawayPostgres();
async function ours(name: string, env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const child = startProcess(
    name,
    '../gateway/src/main.ts',
    {
      GATEWAY_PORT: String(port),
      REST_API_URL: restUrl,
      LOG_LEVEL: 'warn',
      GATEWAY_DATABASE_URL: store.urlOf('postgres'),
      REST_CONNECTIONS: String(UPSTREAM_CONNECTIONS),
      ...env,
    },
    logs,
  );
  const url = `http://127.0.0.1:${port}`;
  await whenAnswering(`${url}/healthz`, logs);
  return { url, child };
}
async function hive(name: string, env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const child = startProcess(
    name,
    'hive/main.ts',
    { REST_API_URL: restUrl, HIVE_PORT: String(port), HIVE_UPSTREAM_CONNECTIONS: String(UPSTREAM_CONNECTIONS), ...env },
    logs,
  );
  const url = `http://127.0.0.1:${port}`;
  await whenAnswering(`${url}/graphql?query=%7B__typename%7D`, logs);
  return { url, child };
}
const servers = {
  uncached: {
    ours: await ours('gateway-uncached', GATEWAY_CACHES_OFF),
    Hive: await hive('hive-uncached', {}),
  },
  cached: {
    ours: await ours('gateway', {}),
    Hive: await hive('hive-cached', { HIVE_RESPONSE_CACHE_TTL_MS: String(CACHE_TTL_MS) }),
  },
};
const everyServer = [rest, ...Object.values(servers).flatMap((pair) => [pair.ours.child, pair.Hive.child])];

const tokens = await Promise.all(Array.from({ length: SESSIONS }, () => restLoginToken(restUrl)));
const orders = dashboardList('Orders');
const perPage = orders.variables.perPage as number;
const orderIds = await atLeastOrders(restUrl, tokens[0]!, ORDERS);
const pages = Math.ceil(orderIds.length / perPage);

// The clients.
type Data = Record<string, unknown>;
const pools = new Map<string, Pool>();
async function post(url: string, token: string, body: string): Promise<Data> {
  let pool = pools.get(url);
  if (!pool) pools.set(url, (pool = new Pool(url, { connections: CONNECTIONS })));
  const response = await pool.request({
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json', token },
    body,
  });
  const answer = (await response.body.json()) as { data?: Data; errors?: unknown[] };
  // A failed QuickBooks lookup is an answer (the demo's QuickBooks fails for some orders): only no data fails.
  if (response.statusCode !== 200 || !answer.data) throw new FailedScreen(`${url}: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}
const graphqlBody = (query: string, variables: object = {}) => JSON.stringify({ query, variables });

/** One load of a screen by one client; `n` picks the order (or page) and the session. */
type Screen = (server: Server, n: number) => Promise<unknown>;
const screens: Record<'detail' | 'list', { label: string; ours: Screen; Hive: Screen }> = {
  detail: {
    label: 'order detail dialog',
    ours: ({ url }, n) =>
      post(url, tokens[n % SESSIONS]!, dashboardRequest('OrderDetail', { id: String(orderIds[n % orderIds.length]) })),
    Hive: async ({ url }, n) => {
      const token = tokens[n % SESSIONS]!;
      const { orders_by_id: found } = await post(
        url,
        token,
        graphqlBody(HIVE_DETAIL, { id: orderIds[n % orderIds.length] }),
      );
      const { Order: order } = found as {
        Order: { City: unknown; province_id: number | null; OrderLine: { items: Array<{ ItemId: number }> } };
      };
      const products = [...new Set(order.OrderLine.items.map((line) => line.ItemId))];
      return post(url, token, graphqlBody(hiveSecondWave(products, order.City === null && order.province_id !== null)));
    },
  },
  list: {
    label: 'orders list screen',
    ours: ({ url }, n) =>
      Promise.all([
        post(url, tokens[n % SESSIONS]!, dashboardRequest('Orders', { ...orders.variables, page: 1 + (n % pages) })),
        post(url, tokens[n % SESSIONS]!, dashboardRequest('OrderListChoices', {})),
      ]),
    Hive: ({ url }, n) =>
      Promise.all([
        post(url, tokens[n % SESSIONS]!, graphqlBody(HIVE_ORDERS, { page: 1 + (n % pages), perPage })),
        post(url, tokens[n % SESSIONS]!, graphqlBody(HIVE_WAREHOUSES)),
      ]),
  },
};

interface Tally {
  screens: number;
  calls: number;
  errors: number;
  connections: number;
  /** Screens per second of each slice. */
  rates: number[];
}
const newTally = (): Tally => ({ screens: 0, calls: 0, errors: 0, connections: 0, rates: [] });

/** One slice of load on one gateway: its CPU per screen (ms), and what the REST API and its connections saw. */
async function slice(screen: Screen, server: Server, seconds: number, tally: Tally): Promise<number> {
  const callsBefore = (await stats(rest)).requests;
  const cpuBefore = cpuMs(server.child.pid!);
  const watch = setInterval(() => {
    tally.connections = Math.max(tally.connections, connectionsTo(server.child.pid!, restPort));
  }, 500);
  const result = await loadScreens(CONNECTIONS, seconds, (n) => screen(server, n));
  clearInterval(watch);
  await whenIdle(everyServer);
  const cpu = cpuMs(server.child.pid!) - cpuBefore;
  tally.screens += result.screens;
  tally.errors += result.errors;
  tally.calls += (await stats(rest)).requests - callsBefore;
  tally.rates.push(result.rate);
  return cpu / result.screens;
}

console.log(
  `Our gateway and Hive Gateway (GraphQL Mesh's OpenAPI source), each its own process, no added latency; ${CONNECTIONS} clients; ${ROUNDS} rounds of ${SLICE_S} s slices, ours and Hive alternating after ${WARM_UP_S} s of each unrecorded`,
);
console.log(
  `over ${orderIds.length} orders (the list: their ${pages} pages of ${perPage}), ${SESSIONS} session${SESSIONS === 1 ? '' : 's'}; upstream connections capped at ${UPSTREAM_CONNECTIONS} for both; Hive's response cache ${CACHE_TTL_MS / 1000} s when on\n`,
);
console.log(
  `${'screen'.padEnd(20)} ${'caches'.padEnd(7)} ${'CPU/screen ours'.padStart(15)} ${'Hive'.padStart(7)} ${'ratio'.padStart(6)} ${'p90'.padStart(6)}  ${'screens/s ours'.padStart(14)} ${'Hive'.padStart(5)}  ${'calls/screen ours'.padStart(17)} ${'Hive'.padStart(5)}  ${'errors'.padStart(6)}  ${'conns'.padStart(5)}  ${'load'.padStart(9)}  goal`,
);
let missed = 0;
const results: Interleaved[] = [];
for (const screen of ['detail', 'list'] as const) {
  for (const caching of ['uncached', 'cached'] as const) {
    const pair = servers[caching];
    const tallies = { ours: newTally(), Hive: newTally() };
    const warmUp = newTally();
    await slice(screens[screen].ours, pair.ours, WARM_UP_S, warmUp);
    await slice(screens[screen].Hive, pair.Hive, WARM_UP_S, warmUp);
    const result = await interleave(
      (['ours', 'Hive'] as const).map((name) => ({
        name,
        run: () => slice(screens[screen][name], pair[name], SLICE_S, tallies[name]),
      })),
      { rounds: ROUNDS, baseline: 'Hive' },
    );
    results.push(result);
    const [our, their] = result.variants as [Interleaved['variants'][0], Interleaved['variants'][0]];
    const goal = GOALS[caching];
    const met = our.ratio.median <= goal && tallies.ours.errors === 0;
    if (!met) missed++;
    const perScreen = (tally: Tally) => (tally.calls / tally.screens).toFixed(2);
    const rate = (tally: Tally) => percentile(tally.rates, 0.5).toFixed(0);
    const ms = (value: number) => `${value.toFixed(2)} ms`;
    console.log(
      `${screens[screen].label.padEnd(20)} ${(caching === 'cached' ? 'on' : 'off').padEnd(7)} ${ms(our.median).padStart(15)} ${ms(their.median).padStart(7)} ${our.ratio.median.toFixed(2).padStart(6)} ${our.ratio.p90.toFixed(2).padStart(6)}  ${rate(tallies.ours).padStart(14)} ${rate(tallies.Hive).padStart(5)}  ${perScreen(tallies.ours).padStart(17)} ${perScreen(tallies.Hive).padStart(5)}  ${`${tallies.ours.errors}/${tallies.Hive.errors}`.padStart(6)}  ${`${tallies.ours.connections}/${tallies.Hive.connections}`.padStart(5)}  ${`${result.load.start.toFixed(1)}–${result.load.end.toFixed(1)}`.padStart(9)}  ≤ ${goal} ${met ? 'met' : 'MISSED'}`,
    );
  }
}
console.log(
  `CPU/screen: the gateway process's user and system time per screen served (median of the rounds); ratio: ours over Hive in the same round (median, p90); screens/s: median of the slices; calls/screen: REST calls per screen loaded; errors and conns (the most upstream connections open at once): ours/Hive`,
);
console.log(
  `${formatLoad({ start: results[0]!.load.start, max: Math.max(...results.map((result) => result.load.max)), end: results.at(-1)!.load.end })}`,
);
console.log(`\ngoals missed: ${missed}; logs in ${logs}`);
await Promise.all([...pools.values()].map((pool) => pool.close()));
for (const child of everyServer) child.kill();
await store.stop();
process.exitCode = missed === 0 ? 0 : 1;
