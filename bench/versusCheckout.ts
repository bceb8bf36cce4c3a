/**
 * This gateway against another build's (BASE: a checkout of another commit, installed): what a change costs a read.
 * Each gateway is a process with its store on a throw-away PostgreSQL, as in production, in front of one REST API
 * (spec profile), the response cache off on both; the dashboard's Warehouses and Orders queries, one request at a
 * time, interleaved round by round. Issue 39 measured roles with it (BASE a checkout of 61bd7e7).
 *
 *   git clone -q .. /tmp/base && git -C /tmp/base checkout <commit> && (cd /tmp/base && node scripts/pnpm.mjs install)
 *   BASE=/tmp/base npx tsx versusCheckout.ts [--rounds 300]
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { freePort, startThrowawayPostgres } from '../rest-api/src/testing';
import { openPostgresPool } from '../server-core/src/postgresPool';
import { wholeNumberOption } from './cli';
import { dashboardList, dashboardRequest } from './dashboardOperations';
import { formatInterleaved, interleave } from './interleave';
import { signedInPool, startProcess, startRestApiProcess, whenAnswering } from './processes';

const ROUNDS = wholeNumberOption('--rounds', 300);
const BASE = process.env.BASE;
if (!BASE) throw new Error('Set BASE to the other checkout (see the comment at the top)');
const logs = mkdtempSync(join(tmpdir(), 'backoffice-versus-'));
const postgres = await startThrowawayPostgres();
const children: ReturnType<typeof startProcess>[] = [];

async function database(name: string): Promise<string> {
  const server = await openPostgresPool({
    connectionString: postgres.url,
    maxConnections: 1,
    statementTimeoutMs: 0,
    onIdleConnectionEnded: () => {},
  });
  await server.query(`CREATE DATABASE ${name}`);
  await server.close();
  return postgres.urlOf(name);
}

async function gateway(name: string, entry: string, restUrl: string) {
  const port = await freePort();
  children.push(
    startProcess(
      `gateway-${name}`,
      entry,
      {
        GATEWAY_PORT: String(port),
        REST_API_URL: restUrl,
        GATEWAY_DATABASE_URL: await database(`versus_${name}`),
        RESPONSE_CACHE_TTL_MS: '0',
        LOG_LEVEL: 'warn',
        COOKIE_SECURE: 'false',
      },
      logs,
    ),
  );
  const url = `http://127.0.0.1:${port}`;
  await whenAnswering(`${url}/healthz`, logs);
  const { pool, cookie } = await signedInPool(url);
  return async (operation: string) => {
    const list = dashboardList(operation);
    const started = performance.now();
    const response = await pool.request({
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json', cookie },
      body: dashboardRequest(list.operation, list.variables),
    });
    const body = (await response.body.json()) as { errors?: unknown[] };
    const ms = performance.now() - started;
    if (body.errors) throw new Error(`${name}: ${JSON.stringify(body.errors)}`);
    return ms;
  };
}

try {
  const rest = await startRestApiProcess(logs, 'spec');
  children.push(rest.child);
  const restUrl = rest.url;
  const other = await gateway('other', join(BASE, 'gateway/src/main.ts'), restUrl);
  const current = await gateway('current', '../gateway/src/main.ts', restUrl);
  for (const operation of ['Warehouses', 'Orders']) {
    const result = await interleave(
      [
        { name: 'BASE', run: () => other(operation) },
        { name: 'this build', run: () => current(operation) },
      ],
      { rounds: ROUNDS, baseline: 'BASE', warmUp: 30 },
    );
    console.log(`\n${operation}, one request at a time:\n${formatInterleaved(result, 'ms', [], 2)}`);
  }
} finally {
  for (const child of children) child.kill('SIGTERM');
  await postgres.stop();
}
