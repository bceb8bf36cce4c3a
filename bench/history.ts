/**
 * What the history costs (issue 39 §9). One REST API (spec profile, in memory) and two gateways as processes in front
 * of it, each with its store on a throw-away PostgreSQL (Debian's package), as in production; the response cache off.
 *   (a) A mutation's latency with recording on and off: `setWarehouseActive` (it reads the warehouse, a before the
 *       entry keeps, and writes it) through gateway `on` (HISTORY_RECORDING=on) and gateway `off`, interleaved round
 *       by round; the median of the per-round differences. Goal: recording adds ≤ 1 ms p50.
 *   (b) With 1,000,000 entries in gateway `on`'s store (one INSERT … SELECT generate_series, then VACUUM ANALYZE), p50
 *       and p95 through the gateway of one record's `history` (a random order of 100,000), the Activity screen's first
 *       page unfiltered, and filtered by a staff member (25,000 entries); the three interleaved. Goal: each ≤ 100 ms p95.
 *       Beside them, for the count's design: an exact count(*) of all entries and of one member's, straight in SQL.
 * (a) runs with the million entries in place, so each recorded mutation writes into tables and indexes of that size.
 * A figure to compare side by side, never a timed assertion; the exit code says whether the goals were met.
 *
 *   npx tsx history.ts [--rounds 400] [--entries 1000000]
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { freePort, startThrowawayPostgres } from '../rest-api/src/testing';
import { openPostgresPool } from '../server-core/src/postgresPool';
import { endWithGoals, wholeNumberOption } from './cli';
import { formatInterleaved, formatLoad, interleave, percentile } from './interleave';
import { signedInPool, startProcess, startRestApiProcess, whenAnswering } from './processes';

const ROUNDS = wholeNumberOption('--rounds', 400);
const ENTRIES = wholeNumberOption('--entries', 1_000_000);
const WARM_UP = 30;
const GOALS = { addedP50Ms: 1, readP95Ms: 100 };
const STAFF = 40;
const ORDERS = 100_000;

const logs = mkdtempSync(join(tmpdir(), 'backoffice-history-'));
const postgres = await startThrowawayPostgres();
const children: ReturnType<typeof startProcess>[] = [];
const missed: string[] = [];

/** SQL straight to a database of the throw-away server, without a time-out (the million rows take a while). */
const sqlOn = (connectionString: string) =>
  openPostgresPool({ connectionString, maxConnections: 1, statementTimeoutMs: 0, onIdleConnectionEnded: () => {} });

async function database(name: string): Promise<string> {
  const server = await sqlOn(postgres.url);
  await server.query(`CREATE DATABASE ${name}`);
  await server.close();
  return postgres.urlOf(name);
}

/** A gateway process on its own store; its address and a signed-in session's cookie. */
async function startGatewayProcess(name: string, restUrl: string, databaseUrl: string, recording: 'on' | 'off') {
  const port = await freePort();
  const child = startProcess(
    `gateway-${name}`,
    '../gateway/src/main.ts',
    {
      GATEWAY_PORT: String(port),
      REST_API_URL: restUrl,
      GATEWAY_DATABASE_URL: databaseUrl,
      HISTORY_RECORDING: recording,
      RESPONSE_CACHE_TTL_MS: '0',
      LOG_LEVEL: 'warn',
      // Plain HTTP here: the session cookie must come back without TLS.
      COOKIE_SECURE: 'false',
    },
    logs,
  );
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  await whenAnswering(`${url}/healthz`, logs);
  const { pool, cookie } = await signedInPool(url);
  /** One request's time in ms; a GraphQL error ends the run. */
  const timed = async (query: string, variables: Record<string, unknown>) => {
    const started = performance.now();
    const response = await pool.request({
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.body.json()) as { errors?: unknown[]; extensions?: unknown };
    const ms = performance.now() - started;
    if (body.errors) throw new Error(`${name}: ${JSON.stringify(body.errors)}`);
    if (body.extensions) throw new Error(`${name}: ${JSON.stringify(body.extensions)}`);
    return ms;
  };
  return { url, pool, timed };
}

try {
  const rest = await startRestApiProcess(logs, 'spec');
  children.push(rest.child);
  const restUrl = rest.url;
  const [onUrl, offUrl] = [await database('history_on'), await database('history_off')];
  const on = await startGatewayProcess('on', restUrl, onUrl, 'on');
  const off = await startGatewayProcess('off', restUrl, offUrl, 'off');

  // The million entries, spread over a year, 40 staff, six operations and 100,000 orders.
  const store = await sqlOn(onUrl);
  const filling = performance.now();
  await store.query(
    `INSERT INTO history_entries (at, staff_id, staff_name, operation, record_type, record_id, outcome, changes)
     SELECT now() - i * interval '30 seconds', 1 + i % $2, 'Staff ' || (1 + i % $2),
       (ARRAY['updateOrder', 'setOrdersStatus', 'createOrder', 'correctStock', 'updateProduct', 'setTesterStatus'])[1 + i % 6],
       (ARRAY['ORDER', 'ORDER', 'ORDER', 'STOCK_COUNT', 'PRODUCT', 'TESTER'])[1 + i % 6],
       (1 + (i::bigint * 7919) % $3)::text,
       CASE WHEN i % 20 = 0 THEN 'CONFLICT' ELSE 'OK' END,
       '[{"field": "shipmentStatus", "before": "PROCESSED", "after": "SHIPPED"}, {"field": "memo", "before": null, "after": "Kirim pagi"}]'
     FROM generate_series(1, $1) AS i`,
    [ENTRIES, STAFF, ORDERS],
  );
  await store.query('VACUUM ANALYZE history_entries');
  console.log(
    `${ENTRIES.toLocaleString('en-US')} entries inserted in ${((performance.now() - filling) / 1000).toFixed(1)} s`,
  );

  // (a) A mutation with recording on and off.
  const MUTATION =
    'mutation($id: ID!, $active: Boolean!) { setWarehouseActive(id: $id, active: $active) { id active } }';
  const mutation = await interleave(
    [
      { name: 'recording off', run: () => off.timed(MUTATION, { id: '1', active: true }) },
      { name: 'recording on', run: () => on.timed(MUTATION, { id: '1', active: true }) },
    ],
    { rounds: ROUNDS, baseline: 'recording off', warmUp: WARM_UP },
  );
  console.log(
    `\n(a) setWarehouseActive through the gateway, ${ROUNDS} rounds\n${formatInterleaved(mutation, 'ms', [], 2)}`,
  );
  const added = mutation.variants.find((variant) => variant.name === 'recording on')!.difference;
  console.log(
    `recording adds ${added.median.toFixed(2)} ms at the median of the rounds (p90 ${added.p90.toFixed(2)} ms)`,
  );
  if (added.median > GOALS.addedP50Ms) missed.push(`recording adds ${added.median.toFixed(2)} ms p50`);

  // (b) Reads at a million entries.
  const ENTRY = 'id at staffId staffName operation recordType recordId outcome changes { field before after }';
  const HISTORY = `query($recordId: ID!) { history(recordType: ORDER, recordId: $recordId) { totalCount rows { ${ENTRY} } } }`;
  const ACTIVITY = `query($staffId: ID) { activity(staffId: $staffId) { totalCount totalCountExact rows { ${ENTRY} } } }`;
  let seed = 1;
  const randomOrder = () => String(1 + ((seed = (seed * 48271) % 2147483647) % ORDERS));
  const reads = await interleave(
    [
      { name: 'history of one order', run: () => on.timed(HISTORY, { recordId: randomOrder() }) },
      { name: 'activity, first page', run: () => on.timed(ACTIVITY, {}) },
      {
        name: 'activity of one member',
        run: (round) => on.timed(ACTIVITY, { staffId: String(2 + (round % (STAFF - 1))) }),
      },
    ],
    { rounds: ROUNDS, baseline: 'history of one order', warmUp: WARM_UP },
  );
  console.log(`\n(b) reads at ${ENTRIES.toLocaleString('en-US')} entries, ${ROUNDS} rounds`);
  for (const variant of reads.variants) {
    const p95 = percentile(variant.values, 0.95);
    console.log(
      `${variant.name.padEnd(26)} p50 ${variant.median.toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms`,
    );
    if (p95 > GOALS.readP95Ms) missed.push(`${variant.name} p95 ${p95.toFixed(1)} ms`);
  }
  console.log(formatLoad(reads.load));

  // Why the count is exact only up to a bound: an exact count of the matches as the page views would need it.
  const countTimes = async (sql: string, params: unknown[] = []) => {
    const times: number[] = [];
    for (let run = 0; run < 7; run++) {
      const started = performance.now();
      await store.query(sql, params);
      times.push(performance.now() - started);
    }
    return `p50 ${percentile(times, 0.5).toFixed(1)} ms, most ${Math.max(...times).toFixed(1)} ms`;
  };
  console.log(`\nexact count(*) of all entries: ${await countTimes('SELECT count(*) FROM history_entries')}`);
  console.log(
    `exact count(*) of one member's: ${await countTimes('SELECT count(*) FROM history_entries WHERE staff_id = $1', [7])}`,
  );
  console.log(
    `count up to the bound (10,001): ${await countTimes('SELECT count(*) FROM (SELECT 1 FROM history_entries LIMIT 10001) AS matched')}`,
  );
  await store.close();
  await Promise.all([on.pool.close(), off.pool.close()]);
} finally {
  for (const child of children) child.kill();
  await postgres.stop();
}
endWithGoals(missed);
