/**
 * The orders screen and the Stock Tracker at scale (issues 14 and 25): a throw-away PostgreSQL server (Debian's
 * package), the demo data grown by `scaleSeed.ts` to each of `--sizes` orders in turn (default 1,000, then 10,000,
 * then 100,000: one cluster, measured at each size before it grows), the REST API and the gateway in-process in
 * front of it. At each size every request runs `--runs` rounds (default 40) after 3 warm-up rounds, through the
 * gateway and as the same REST call made directly, the two alternating request by request (interleave.ts): p50 and
 * p95 of each, and the median and p90 of the per-round gateway / direct ratios, with the load average.
 * Goals at the largest size: every orders request p95 ≤ 100 ms through the gateway (issue 14); the customer
 * search p95 ≤ 50 ms and the Stock Tracker's first page p95 ≤ 200 ms (issue 25), both ways.
 *
 *   npx tsx scale.ts --sizes 1000,10000,100000 --runs 40
 */
import { readConfig as readGatewayConfig } from '../gateway/src/config';
import { createLogger } from '../gateway/src/core/logger';
import { todayInJakarta } from '../gateway/src/core/today';
import { startGateway } from '../gateway/src/server';
import { startRestApi } from '../rest-api/src/server';
import { restLoginToken } from '../rest-api/src/testing';
import { formatLoad, interleave, type LoadAverage, percentile, type Variant } from './interleave';
import { benchRestApiConfig, growTo, withScaleDatabase } from './scaleSeed';

function flag(name: string, fallback: string): number[] {
  const at = process.argv.indexOf(`--${name}`);
  const values = (at === -1 ? fallback : (process.argv[at + 1] ?? '')).split(',').map(Number);
  if (!values.every((value) => Number.isInteger(value) && value >= 1))
    throw new Error(`--${name} must be whole numbers of at least 1, separated by commas`);
  return values;
}

const SIZES = flag('sizes', '1000,10000,100000').sort((a, b) => a - b);
const [RUNS] = flag('runs', '40') as [number];
const WARM_UP = 3;
const GOALS_MS = { ordersThroughGateway: 100, customerSearch: 50, stockFirstPage: 200 };

const missed: string[] = [];
await withScaleDatabase(async ({ url, version }) => {
  const api = await startRestApi(benchRestApiConfig(url));
  // The response cache off: repeated rounds of one query would be answered from memory, not from the database.
  const gateway = await startGateway(
    { ...readGatewayConfig({ RESPONSE_CACHE_TTL_MS: '0' }), port: 0, restApiUrl: api.url, logLevel: 'silent' },
    createLogger('silent'),
  );
  const token = await restLoginToken(api.url);

  async function rest(path: string) {
    const response = await fetch(api.url + path, { headers: { token } });
    if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<unknown>;
  }
  async function graphql(query: string, variables: object) {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { errors?: unknown[]; data?: unknown };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data;
  }
  const one = async <Row>(sql: string) => (await api.db.query<Row>(sql))[0]!;

  // What the orders screen asks (web/src/features/orders/orders.graphql's row and detail), without the
  // QuickBooks status, which is a call to another service and not part of the REST call compared here.
  const ROW =
    'id orderDate salesChannel customer { id fullName } lines { id productName quantity } shipFrom { id name } shippingAddress { address postalCode } totals { total } shipmentStatus paymentStatus';
  const LIST = `query OrdersAtScale($filter: OrderFilter, $page: Int!) { orders(filter: $filter, page: $page, perPage: 15) { totalCount rows { ${ROW} } } }`;
  const DETAIL = `query OrderAtScale($id: ID!) { order(id: $id) { ${ROW} shipmentDate customerType courier { id company } lines { productId sku unitPrice linePrice } totals { subTotal tax deliveryFee } } }`;
  // The Stock Tracker's rows (web/src/features/stockTracker/stockTracker.graphql), 5 a page as it shows them.
  const STOCK = `query StockAtScale($warehouseId: ID, $item: String) { stockCounts(warehouseId: $warehouseId, item: $item, page: 1, perPage: 5) { totalCount rows { productId productName sku warehouseId warehouseName currentStock realStock pendingStock } } }`;

  interface Request {
    label: string;
    /** Through the gateway; absent where the GraphQL API has no such request. */
    gateway?: () => Promise<unknown>;
    direct: () => Promise<unknown>;
    /** The goal for its p95 at the largest size, both ways (through the gateway alone for `gatewayOnly`). */
    goal: { ms: number; gatewayOnly?: boolean };
  }

  /** The screens' requests at the database's present size, their data (names, ids) read from it. */
  async function requestsAtThisSize(orders: number): Promise<Request[]> {
    const { first_name: firstName } = await one<{ first_name: string }>(
      'SELECT first_name FROM customers ORDER BY id LIMIT 1',
    );
    const { name: fullName } = await one<{ name: string }>(
      `SELECT concat_ws(' ', first_name, middle_name, last_name) AS name FROM customers ORDER BY id DESC LIMIT 1`,
    );
    const { id: newest } = await one<{ id: number }>('SELECT max(id) AS id FROM orders');
    const deepPage = Math.ceil(orders / 15 / 2);
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
    const [start, end] = [daysAgo(180), daysAgo(0)];
    const day = todayInJakarta();
    const stock = (query: string) => `/inventory/stock/count?filter_date=${day}&per_page=5&${query}`;
    const {
      StockCounts: { rows: stockRows },
    } = (await rest(stock(''))) as { StockCounts: { rows: Array<{ ItemId: number; WarehouseId: number }> } };
    const { ItemId: itemId, WarehouseId: warehouseId } = stockRows[0]!;
    const { name: productName } = await one<{ name: string }>(`SELECT name FROM products WHERE id = ${itemId}`);
    const word = productName.split(' ')[0]!.toLowerCase();
    const orders100 = { ms: GOALS_MS.ordersThroughGateway, gatewayOnly: true };
    const customerSearch = (name: string): Request => ({
      label: `customer search "${name}"`,
      gateway: () => graphql(LIST, { page: 1, filter: { customer: name } }),
      direct: () => rest(`/orders?per_page=15&desc=true&customer=${encodeURIComponent(name)}`),
      goal: { ms: GOALS_MS.customerSearch },
    });
    return [
      {
        label: 'orders list, first page (15 rows)',
        gateway: () => graphql(LIST, { page: 1 }),
        direct: () => rest('/orders?per_page=15&desc=true'),
        goal: orders100,
      },
      {
        label: 'filtered: 180 days + tokopedia + payment success',
        gateway: () =>
          graphql(LIST, {
            page: 1,
            filter: { startDate: start, endDate: end, salesChannels: ['TOKOPEDIA'], paymentStatus: 'PAYMENT_SUCCESS' },
          }),
        direct: () =>
          rest(
            `/orders?per_page=15&desc=true&start_date=${start}&end_date=${end}&sales_type=tokopedia&status=payment_success`,
          ),
        goal: orders100,
      },
      {
        label: `deep page (page ${deepPage}, halfway)`,
        gateway: () => graphql(LIST, { page: deepPage }),
        direct: () => rest(`/orders?per_page=15&desc=true&page=${deepPage}`),
        goal: orders100,
      },
      customerSearch(firstName),
      customerSearch(fullName),
      {
        label: `order detail (order ${newest})`,
        gateway: () => graphql(DETAIL, { id: String(newest) }),
        direct: () => rest(`/orders/${newest}`),
        goal: orders100,
      },
      {
        label: 'stock: first page, default sort (warehouse)',
        gateway: () => graphql(STOCK, {}),
        direct: () => rest(stock('')),
        goal: { ms: GOALS_MS.stockFirstPage },
      },
      {
        label: `stock: one warehouse (${warehouseId})`,
        gateway: () => graphql(STOCK, { warehouseId: String(warehouseId) }),
        direct: () => rest(stock(`warehouse=${warehouseId}`)),
        goal: { ms: GOALS_MS.stockFirstPage },
      },
      {
        label: `stock: item search "${word}"`,
        gateway: () => graphql(STOCK, { item: word }),
        direct: () => rest(stock(`item=${encodeURIComponent(word)}`)),
        goal: { ms: GOALS_MS.stockFirstPage },
      },
      {
        label: 'stock: one product at one warehouse (correctStock)',
        direct: () => rest(stock(`item_id=${itemId}&warehouse=${warehouseId}`)),
        goal: { ms: GOALS_MS.stockFirstPage },
      },
    ];
  }

  /** The time of one request, in ms. */
  const timed = (run: () => Promise<unknown>) => async () => {
    const started = performance.now();
    await run();
    return performance.now() - started;
  };

  const ms = (value: number | undefined, width = 10) =>
    (value === undefined ? '—' : `${value.toFixed(1)} ms`).padStart(width);
  const ratio = (value: number | undefined) => (value === undefined ? '—' : value.toFixed(2)).padStart(9);
  console.log(`PostgreSQL ${version}; p50 and p95 of ${RUNS} interleaved rounds after ${WARM_UP} warm-up rounds each`);
  const loads: LoadAverage[] = [];
  for (const size of SIZES) {
    const { sizes, description } = await growTo(api.db, size);
    console.log(`\n${description}`);
    console.log(
      `${'request'.padEnd(54)} ${'gateway p50'.padStart(11)} ${'p95'.padStart(10)} ${'direct p50'.padStart(10)} ${'p95'.padStart(10)} ${'ratio p50'.padStart(9)} ${'ratio p90'.padStart(9)}`,
    );
    for (const request of await requestsAtThisSize(sizes.orders)) {
      const variants: Variant[] = [{ name: 'direct', run: timed(request.direct) }];
      if (request.gateway) variants.push({ name: 'gateway', run: timed(request.gateway) });
      const result = await interleave(variants, { rounds: RUNS, baseline: 'direct', warmUp: WARM_UP });
      loads.push(result.load);
      const figures = (name: string) => {
        const variant = result.variants.find((one) => one.name === name);
        return variant && { ...variant, p95: percentile(variant.values, 0.95) };
      };
      const [direct, through] = [figures('direct')!, figures('gateway')];
      console.log(
        `${request.label.padEnd(54)} ${ms(through?.median, 11)} ${ms(through?.p95)} ${ms(direct.median)} ${ms(direct.p95)} ${ratio(through?.ratio.median)} ${ratio(through?.ratio.p90)}`,
      );
      if (size !== SIZES.at(-1)) continue;
      const p95s = request.goal.gatewayOnly ? [through!.p95] : [through?.p95, direct.p95];
      if (p95s.some((p95) => p95 !== undefined && p95 > request.goal.ms))
        missed.push(`${request.label} (p95 over ${request.goal.ms} ms)`);
    }
  }
  console.log(
    `\nratio: gateway over direct, per round; ${formatLoad({
      start: loads[0]!.start,
      max: Math.max(...loads.map((load) => load.max)),
      end: loads.at(-1)!.end,
    })}`,
  );
  console.log(`goals missed at ${SIZES.at(-1)} orders: ${missed.length ? missed.join('; ') : 'none'}`);

  await gateway.close();
  await api.close();
});
process.exitCode = missed.length === 0 ? 0 : 1;
