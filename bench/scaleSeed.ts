import { loadavg } from 'node:os';

import { readConfig, type RestApiConfig } from '../rest-api/src/config';
import { openDatabase, type Queryable } from '../rest-api/src/db/database';
import { startThrowawayPostgres } from '../server-core/src/throwawayPostgres';

/**
 * Grows the demo database (seeded at scale 1) to `orders` orders in a handful of set-based INSERT … SELECT
 * statements, so 100,000 orders take seconds instead of the demo seeder's row-by-row minutes. Customers,
 * products and stock movements grow in proportion (one customer per 10 orders, one product per 100, one
 * transfer per 10); every figure is derived from row numbers, so two runs seed the same data.
 */
export interface ScaleSizes {
  orders: number;
  orderLines: number;
  customers: number;
  products: number;
  transfers: number;
  transferLines: number;
}

async function columnsOf(db: Queryable, table: string): Promise<string[]> {
  const rows = await db.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns WHERE table_name = $1 AND column_name <> 'id' ORDER BY ordinal_position`,
    [table],
  );
  return rows.map((row) => row.column_name);
}

/**
 * Copies every row of `table` `times` times (g = 1…times), with some columns computed from the copy `t` and
 * COPY, a number no other copy has, in this round or another (names stay unique when the data grows again);
 * `join` adds a FROM item the computations may use.
 */
async function cloneRows(db: Queryable, table: string, times: number, overrides: Record<string, string>, join = '') {
  if (times < 1) return;
  const columns = await columnsOf(db, table);
  // Past the numbers of every earlier round's copies, which end at the present count.
  const copy = `(g * ${await count(db, table)} + row_number() OVER (PARTITION BY g ORDER BY t.id))`;
  const values = columns.map((column) => overrides[column]?.replaceAll('COPY', copy) ?? `t.${column}`);
  await db.query(
    `INSERT INTO ${table} (${columns.join(', ')}) SELECT ${values.join(', ')} FROM ${table} t CROSS JOIN generate_series(1, ${times}) g ${join} ORDER BY g, t.id`,
  );
}

const ALL_IDS = (table: string, alias: string) =>
  `CROSS JOIN (SELECT array_agg(id ORDER BY id) AS ids FROM ${table}) ${alias}`;
const pick = (alias: string, seed: string) => `${alias}.ids[1 + (${seed}) % array_length(${alias}.ids, 1)]`;

const count = async (db: Queryable, table: string) =>
  (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;

export async function scaleUp(db: Queryable, orders: number): Promise<ScaleSizes> {
  const customers = await count(db, 'customers');
  await cloneRows(db, 'customers', Math.ceil(orders / 10 / customers) - 1, {
    last_name: `trim(coalesce(t.last_name, '') || ' ' || COPY)`,
    email: `CASE WHEN t.email IS NULL THEN NULL ELSE COPY || '.' || t.email END`,
  });
  const products = await count(db, 'products');
  await cloneRows(db, 'products', Math.ceil(orders / 100 / products) - 1, {
    name: `t.name || ' ' || COPY`,
    slug: `t.slug || '-' || COPY`,
    sku: `t.sku || '-' || COPY`,
  });

  // Orders: the present orders' shapes (status, channel, warehouse, courier, address) copied, each copy with
  // another customer and a day spread over three years back from today. Called again, it grows what it grew.
  const present = await count(db, 'orders');
  if (orders < present) throw new Error(`scaleUp grows: ${present} orders already, ${orders} asked`);
  const firstNew = (await db.query<{ next: number }>(`SELECT coalesce(max(id), 0) + 1 AS next FROM orders`))[0]!.next;
  const copies = Math.ceil((orders - present) / present);
  await cloneRows(
    db,
    'orders',
    copies,
    {
      customer_id: pick('c', 't.id * 7919 + g * 104729'),
      order_date: `current_date - ((t.id * 37 + g * 101) % 1095)`,
      invoice_no: `CASE WHEN t.invoice_no IS NULL THEN NULL ELSE t.invoice_no || '-' || g END`,
    },
    ALL_IDS('customers', 'c'),
  );
  // The copies past the count asked for go (by rank: ids the sequence skipped before leave gaps).
  await db.query(`DELETE FROM orders WHERE id IN (SELECT id FROM orders WHERE id >= $1 ORDER BY id OFFSET $2)`, [
    firstNew,
    orders - present,
  ]);
  await db.query(
    `INSERT INTO order_lines (order_id, item_id, qty, price, position)
     SELECT o.id, ${pick('p', 'o.id * 31 + line * 17')}, 1 + (o.id + line) % 5, NULL, line
     FROM orders o ${ALL_IDS('products', 'p')} CROSS JOIN LATERAL generate_series(1, 1 + o.id % 4) line
     WHERE o.id >= $1`,
    [firstNew],
  );
  await db.query(
    `UPDATE orders o SET grand_total = l.sub_total * (100 + o.tax) / 100 + o.delivery_fee
     FROM (SELECT l.order_id, sum(l.qty * coalesce(l.price, p.retail_price, 0))::int AS sub_total
           FROM order_lines l JOIN products p ON p.id = l.item_id WHERE l.order_id >= $1 GROUP BY l.order_id) l
     WHERE o.id = l.order_id`,
    [firstNew],
  );

  // Stock movements: the demo transfers copied with their days spread the same way, three lines each.
  const transfers = await count(db, 'internal_transfers');
  const firstTransfer = (
    await db.query<{ next: number }>(`SELECT coalesce(max(id), 0) + 1 AS next FROM internal_transfers`)
  )[0]!.next;
  await cloneRows(db, 'internal_transfers', Math.ceil(orders / 10 / Math.max(1, transfers)) - 1, {
    from_date: `current_date - ((t.id * 41 + g * 103) % 1095)`,
    to_date: `current_date - ((t.id * 41 + g * 103) % 1095) + (t.to_date - t.from_date)`,
  });
  await db.query(
    `INSERT INTO internal_transfer_lines (internal_transfer_id, item_id, qty, price, position)
     SELECT t.id, ${pick('p', 't.id * 13 + line * 7')},
            CASE WHEN t.type = 'adjustment' AND (t.id + line) % 3 = 0 THEN -1 ELSE 1 END * (1 + (t.id * line) % 40), NULL, line
     FROM internal_transfers t ${ALL_IDS('products', 'p')} CROSS JOIN generate_series(1, 3) line
     WHERE t.id >= $1`,
    [firstTransfer],
  );
  // Statistics for the planner, and the visibility map that lets index-only scans skip the tables, as autovacuum
  // would leave them in time: measured right away, a freshly grown table would look like neither.
  await db.query('VACUUM ANALYZE');

  const [sizes] = await db.query<ScaleSizes>(
    `SELECT (SELECT count(*) FROM orders)::int AS orders, (SELECT count(*) FROM order_lines)::int AS "orderLines",
            (SELECT count(*) FROM customers)::int AS customers, (SELECT count(*) FROM products)::int AS products,
            (SELECT count(*) FROM internal_transfers)::int AS transfers, (SELECT count(*) FROM internal_transfer_lines)::int AS "transferLines"`,
  );
  return sizes!;
}

/** Grows the database to `orders` orders (scaleUp): the sizes, and a line saying them, the time taken and the load. */
export async function growTo(db: Queryable, orders: number): Promise<{ sizes: ScaleSizes; description: string }> {
  const started = performance.now();
  const sizes = await scaleUp(db, orders);
  const seconds = (performance.now() - started) / 1000;
  const description =
    `${sizes.orders} orders with ${sizes.orderLines} lines, ${sizes.customers} customers, ${sizes.products} products, ` +
    `${sizes.transfers} transfers with ${sizes.transferLines} lines; grown in ${seconds.toFixed(1)} s; ` +
    `load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`;
  return { sizes, description };
}

/**
 * The REST API's settings for a benchmark on `databaseUrl` (unset: the embedded database, in memory): silent, on a
 * free port, sign-ins unlimited. Started on an empty database, the REST API migrates it and seeds the demo data.
 */
export const benchRestApiConfig = (databaseUrl?: string): RestApiConfig => ({
  ...readConfig({}),
  port: 0,
  dataDir: null,
  databaseUrl,
  logLevel: 'silent',
  loginAttemptsPerMinute: 1000,
});

/**
 * Runs `measure` with an empty database on a throw-away PostgreSQL server (server-core's throwawayPostgres: Debian's
 * package, a free port, a temporary folder): its address and the server's version. The server is a process of its
 * own, stopped however `measure` ends.
 */
export async function withScaleDatabase<T>(measure: (database: { url: string; version: string }) => Promise<T>) {
  const server = await startThrowawayPostgres({ maxConnections: 50 });
  try {
    const maintenance = await openDatabase({ databaseUrl: server.url, dataDir: null });
    await maintenance.query('CREATE DATABASE scale');
    const [{ server_version: version }] = (await maintenance.query<{ server_version: string }>(
      'SHOW server_version',
    )) as [{ server_version: string }];
    await maintenance.close();
    return await measure({ url: server.urlOf('scale'), version });
  } finally {
    await server.stop();
  }
}
