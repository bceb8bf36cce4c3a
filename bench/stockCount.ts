/**
 * How long the stock tracker's count (GET /inventory/stock/count: the totals kept per product and warehouse, less
 * what moves after the day; src/stock/ledger.ts) takes on a large embedded database: the REST API in-process on a
 * fresh in-memory database seeded at `--scale N` (default 100), then each request RUNS times after a warm-up,
 * median and slowest printed. No budget: the figures go to bench/README.md. On PostgreSQL at 100,000 orders,
 * scale.ts measures the same requests.
 *
 *   npx tsx stockCount.ts --scale 100 --runs 15
 */
import { todayInJakarta } from '../gateway/src/core/today';
import { restLoginToken, startTestRestApi } from '../rest-api/src/testing';

function flag(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at === -1 ? fallback : Number(process.argv[at + 1]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a whole number of at least 1`);
  return value;
}

const SCALE = flag('scale', 100);
const RUNS = flag('runs', 15);
const WARM_UP = 2;

const seedStarted = performance.now();
const api = await startTestRestApi({ seedScale: SCALE });
const seedSeconds = (performance.now() - seedStarted) / 1000;
const token = await restLoginToken(api.url);

interface StockCounts {
  StockCounts: { rows: Array<{ ItemId: number; WarehouseId: number; Item: { name: string } }>; count: number };
}

async function get(path: string): Promise<StockCounts> {
  const response = await fetch(api.url + path, { headers: { token } });
  if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as StockCounts;
}

const day = todayInJakarta();
const count = (query: string) => `/inventory/stock/count?filter_date=${day}&${query}`;
const [first] = (await get(count('per_page=1'))).StockCounts.rows;
const word = first!.Item.name.split(' ')[0]!.toLowerCase();

const cases: Array<[label: string, path: string]> = [
  ['first page, default sort (warehouse), 5 rows', count('per_page=5')],
  ['one warehouse, 5 rows', count(`warehouse=${first!.WarehouseId}&per_page=5`)],
  [`item search "${word}", 5 rows`, count(`item=${encodeURIComponent(word)}&per_page=5`)],
  ['all rows (per_page=-1)', count('per_page=-1')],
  [
    'one product at one warehouse (what correctStock reads)',
    count(`item_id=${first!.ItemId}&warehouse=${first!.WarehouseId}&per_page=1`),
  ],
];

const [database] = await api.db.query<{
  transfers: number;
  lines: number;
  orders: number;
  orderLines: number;
  products: number;
  warehouses: number;
}>(
  `SELECT (SELECT count(*) FROM internal_transfers)::int AS transfers, (SELECT count(*) FROM internal_transfer_lines)::int AS lines,
          (SELECT count(*) FROM orders)::int AS orders, (SELECT count(*) FROM order_lines)::int AS "orderLines",
          (SELECT count(*) FROM products)::int AS products, (SELECT count(*) FROM warehouses)::int AS warehouses`,
);
console.log(`Stock count at --scale ${SCALE}: seeded in ${seedSeconds.toFixed(0)} s (embedded PGlite, in memory)`);
console.log(
  `${database!.products} products, ${database!.warehouses} warehouses, ${database!.transfers} transfers with ${database!.lines} lines, ` +
    `${database!.orders} orders with ${database!.orderLines} lines; median and slowest of ${RUNS} runs after ${WARM_UP} warm-up\n`,
);
console.log(
  `${'request'.padEnd(58)} ${'rows'.padStart(6)} ${'matching'.padStart(9)} ${'median'.padStart(11)} ${'slowest'.padStart(11)}`,
);
for (const [label, path] of cases) {
  let answer: StockCounts | undefined;
  for (let run = 0; run < WARM_UP; run++) answer = await get(path);
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    answer = await get(path);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const { rows, count: matching } = answer!.StockCounts;
  const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(11);
  console.log(
    `${label.padEnd(58)} ${String(rows.length).padStart(6)} ${String(matching).padStart(9)} ${ms(times[Math.floor(times.length / 2)]!)} ${ms(times.at(-1)!)}`,
  );
}
await api.close();
