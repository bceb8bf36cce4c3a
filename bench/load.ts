/**
 * The gateway under load beside the REST API it fronts (issue 14). Both run as their own processes, as in
 * production (from source through tsx; the gateway logging at info to a file), on a fresh embedded database.
 *
 * 1. One connection: p50 of a 15-row warehouses list, through the gateway and directly, one request at a
 *    time; what the gateway adds must stay ≤ 2 ms.
 * 2. autocannon at 50 and 200 connections for `--duration` seconds (default 60) on the warehouses and
 *    orders lists (after 5 s of warm-up each way), through the gateway and directly: requests/s, p50, p99,
 *    errors, and the gateway's memory (RSS) at the start, middle and end of each gateway run. Targets:
 *    throughput ≥ 0.9 × direct, 0 errors, memory flat.
 *
 *   npx tsx load.ts --duration 60
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import autocannon from 'autocannon';
import { Pool } from 'undici';

import { demoAdmin } from '../rest-api/src/testing';
import { median, rssMb, startProcess, whenAnswering } from './processes';

const at = process.argv.indexOf('--duration');
const DURATION = at === -1 ? 60 : Number(process.argv[at + 1]);
const SINGLE_RUNS = Number(process.env.SINGLE_RUNS ?? 2000);
const WARM_UP_S = 5;
const REST_PORT = 4901;
const GATEWAY_PORT = 4900;
const logs = mkdtempSync(join(tmpdir(), 'backoffice-load-'));

const start = (pkg: 'rest-api' | 'gateway', env: Record<string, string>) =>
  startProcess(pkg, `../${pkg}/src/main.ts`, env, logs);
const ready = (url: string) => whenAnswering(`${url}/healthz`, logs);

const restUrl = `http://127.0.0.1:${REST_PORT}`;
const gatewayUrl = `http://127.0.0.1:${GATEWAY_PORT}`;
const rest = start('rest-api', {
  REST_API_PORT: String(REST_PORT),
  DATA_DIR: ':memory:',
  LOG_LEVEL: 'info',
  LOGIN_ATTEMPTS_PER_MINUTE: '1000',
});
await ready(restUrl);
const gateway = start('gateway', { GATEWAY_PORT: String(GATEWAY_PORT), REST_API_URL: restUrl, LOG_LEVEL: 'info' });
await ready(gatewayUrl);
const token = (
  (await (
    await fetch(`${restUrl}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(demoAdmin),
    })
  ).json()) as { token: string }
).token;

const WAREHOUSES =
  'query Warehouses { warehouses(perPage: 15) { totalCount rows { id name active address city { id name } } } }';
const ORDERS =
  'query Orders { orders(perPage: 15) { totalCount rows { id orderDate salesChannel customer { id fullName } lines { id productName quantity } shipFrom { id name } shippingAddress { address postalCode } totals { total } shipmentStatus paymentStatus } } }';
const lists = [
  {
    label: 'warehouses, 15 rows',
    query: WAREHOUSES,
    path: '/warehouse?page=1&per_page=15&orderby=LocationName&desc=false',
  },
  { label: 'orders, 15 rows', query: ORDERS, path: '/orders?page=1&per_page=15&orderby=order_date&desc=true' },
];
const viaGateway = (query: string) => ({
  url: `${gatewayUrl}/graphql`,
  method: 'POST' as const,
  headers: { 'content-type': 'application/json', token },
  body: JSON.stringify({ query }),
});
const direct = (path: string) => ({ url: restUrl + path, method: 'GET' as const, headers: { token } });

// 1. One connection, one request at a time.
async function p50(request: {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}): Promise<number> {
  const url = new URL(request.url);
  const pool = new Pool(url.origin, { connections: 1 });
  const once = async () => {
    const response = await pool.request({
      path: url.pathname + url.search,
      method: request.method,
      headers: request.headers,
      body: request.body,
    });
    await response.body.text();
    if (response.statusCode !== 200) throw new Error(`${request.url}: ${response.statusCode}`);
  };
  for (let run = 0; run < 200; run++) await once();
  const times: number[] = [];
  for (let run = 0; run < SINGLE_RUNS; run++) {
    const started = performance.now();
    await once();
    times.push(performance.now() - started);
  }
  await pool.close();
  return median(times);
}
const [warehouses] = lists;
const single = { gateway: await p50(viaGateway(warehouses!.query)), direct: await p50(direct(warehouses!.path)) };
console.log(
  `One connection, ${warehouses!.label}, p50 of ${SINGLE_RUNS}: gateway ${single.gateway.toFixed(2)} ms, direct ${single.direct.toFixed(2)} ms, added ${(single.gateway - single.direct).toFixed(2)} ms (target ≤ 2 ms)\n`,
);

// 2. Under load.
interface Run {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  memory?: string;
}
async function load(
  request: ReturnType<typeof direct> | ReturnType<typeof viaGateway>,
  connections: number,
  watch?: ChildProcess,
): Promise<Run> {
  const memory: number[] = [];
  if (watch) memory.push(rssMb(watch));
  const middle = watch ? setTimeout(() => memory.push(rssMb(watch)), (DURATION * 1000) / 2) : undefined;
  const result = await autocannon({ ...request, connections, duration: DURATION });
  clearTimeout(middle);
  if (watch) memory.push(rssMb(watch));
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    memory: watch ? memory.map((mb) => mb.toFixed(0)).join(' / ') : undefined,
  };
}

console.log(`autocannon, ${DURATION} s a run; the gateway's RSS in MB at start / middle / end`);
console.log(
  `${'list'.padEnd(20)} ${'conns'.padStart(5)}  ${'via'.padEnd(8)} ${'req/s'.padStart(8)} ${'p50'.padStart(8)} ${'p99'.padStart(8)} ${'errors'.padStart(7)}  memory`,
);
let missed = single.gateway - single.direct > 2 ? 1 : 0;
for (const list of lists) {
  // Warm-up, not recorded: the first seconds of a list compile its code paths in both processes.
  await autocannon({ ...viaGateway(list.query), connections: 50, duration: WARM_UP_S });
  await autocannon({ ...direct(list.path), connections: 50, duration: WARM_UP_S });
  for (const connections of [50, 200]) {
    const through = await load(viaGateway(list.query), connections, gateway);
    const straight = await load(direct(list.path), connections);
    for (const [via, run] of [
      ['gateway', through],
      ['direct', straight],
    ] as const) {
      console.log(
        `${list.label.padEnd(20)} ${String(connections).padStart(5)}  ${via.padEnd(8)} ${run.rps.toFixed(0).padStart(8)} ${`${run.p50} ms`.padStart(8)} ${`${run.p99} ms`.padStart(8)} ${String(run.errors).padStart(7)}  ${run.memory ?? ''}`,
      );
    }
    const ratio = through.rps / straight.rps;
    console.log(`${''.padEnd(20)} ${''.padStart(5)}  gateway / direct throughput: ${ratio.toFixed(2)} (target ≥ 0.90)`);
    if (ratio < 0.9 || through.errors > 0 || straight.errors > 0) missed++;
  }
}
console.log(`\ntargets missed: ${missed}; logs in ${logs}`);
gateway.kill();
rest.kill();
process.exitCode = missed === 0 ? 0 : 1;
