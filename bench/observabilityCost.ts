/**
 * What metrics and tracing cost (issue 26): three stacks of a REST API and a gateway, identical but for them, loaded in
 * turn with the dashboard's own requests, interleaved round by round (interleave.ts), each slice starting once all
 * servers are idle:
 *   - `off`: GATEWAY_METRICS_PORT=off and REST_API_METRICS_PORT=off, no tracing: nothing recorded;
 *   - `metrics`: both services' metrics on, /metrics read every 5 s (Prometheus reads every 15 s by default);
 *   - `metrics + tracing 10 %`: the same, and OTEL_EXPORTER_OTLP_ENDPOINT set with OTEL_TRACES_SAMPLER_ARG=0.1, the spans
 *     sent to a receiver in this process that reads and drops them.
 * A screen is one of the dashboard's requests in turn: the orders, products, warehouses and stock tracker lists and an
 * order's detail dialog over the demo orders; the response cache is off, so every request does its whole work.
 * Goals: metrics cost ≤ 3 % of throughput (metrics / off ≥ 0.97), tracing at 10 % ≤ 10 % (tracing / off ≥ 0.90).
 *
 *   npx tsx observabilityCost.ts [--slice 3] [--rounds 8] [--connections 20]
 */
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { Pool } from 'undici';

import { freePort, restLoginToken } from '../rest-api/src/testing';
import { dashboardList, dashboardRequest } from './dashboardOperations';
import { formatInterleaved, interleave } from './interleave';
import { startProcess, whenAnswering, whenIdle } from './processes';
import { FailedScreen, loadScreens } from './screenLoad';

const option = (name: string, fallback: number) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
};
const SLICE_S = option('--slice', 3);
const ROUNDS = option('--rounds', 8);
const CONNECTIONS = option('--connections', 20);
const METRICS_GOAL = 0.97;
const TRACING_GOAL = 0.9;

const logs = mkdtempSync(join(tmpdir(), 'backoffice-observability-'));

// The OTLP receiver: reads each batch and answers at once, as a collector would.
let spanBatches = 0;
const receiverPort = await freePort();
const receiver = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    spanBatches++;
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});
await new Promise<void>((resolve) => receiver.listen(receiverPort, '127.0.0.1', resolve));

interface Stack {
  name: string;
  gatewayUrl: string;
  metricsUrls: string[];
  children: ReturnType<typeof startProcess>[];
  token: string;
}

async function startStack(name: string, metrics: boolean, tracing: boolean): Promise<Stack> {
  const [restPort, restMetricsPort, gatewayPort, gatewayMetricsPort] = await Promise.all(
    Array.from({ length: 4 }, () => freePort()),
  );
  const traced: Record<string, string> = tracing
    ? { OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${receiverPort}`, OTEL_TRACES_SAMPLER_ARG: '0.1' }
    : {};
  const slug = name.replace(/\W+/g, '-');
  const rest = startProcess(
    `rest-api-${slug}`,
    '../rest-api/src/main.ts',
    {
      REST_API_PORT: String(restPort),
      REST_API_METRICS_PORT: metrics ? String(restMetricsPort) : 'off',
      DATA_DIR: ':memory:',
      LOG_LEVEL: 'warn',
      LOGIN_ATTEMPTS_PER_MINUTE: '1000',
      ...traced,
    },
    logs,
  );
  const restUrl = `http://127.0.0.1:${restPort}`;
  await whenAnswering(`${restUrl}/healthz`, logs);
  const gateway = startProcess(
    `gateway-${slug}`,
    '../gateway/src/main.ts',
    {
      GATEWAY_PORT: String(gatewayPort),
      GATEWAY_METRICS_PORT: metrics ? String(gatewayMetricsPort) : 'off',
      REST_API_URL: restUrl,
      GATEWAY_DATA_DIR: ':memory:',
      RESPONSE_CACHE_TTL_MS: '0',
      LOG_LEVEL: 'warn',
      ...traced,
    },
    logs,
  );
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  await whenAnswering(`${gatewayUrl}/healthz`, logs);
  return {
    name,
    gatewayUrl,
    metricsUrls: metrics
      ? [`http://127.0.0.1:${gatewayMetricsPort}/metrics`, `http://127.0.0.1:${restMetricsPort}/metrics`]
      : [],
    children: [rest, gateway],
    token: await restLoginToken(restUrl),
  };
}

const stacks = [
  await startStack('off', false, false),
  await startStack('metrics', true, false),
  await startStack('metrics + tracing 10 %', true, true),
];
const allChildren = stacks.flatMap((stack) => stack.children);

const firstOrders = await fetch(`${stacks[0]!.gatewayUrl}/graphql`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', token: stacks[0]!.token },
  body: JSON.stringify({ query: '{ orders(perPage: 20) { rows { id } } }' }),
});
const orderIds = (
  (await firstOrders.json()) as { data: { orders: { rows: Array<{ id: string }> } } }
).data.orders.rows.map((row) => row.id);
const screens = [
  ...['Orders', 'Products', 'Warehouses', 'StockCounts'].map((operation) =>
    dashboardRequest(operation, dashboardList(operation).variables),
  ),
  ...orderIds.map((id) => dashboardRequest('OrderDetail', { id })),
];

// Scraping as Prometheus would, only faster.
const scrapes = setInterval(() => {
  for (const url of stacks.flatMap((stack) => stack.metricsUrls))
    fetch(url).then(
      (response) => response.text(),
      () => undefined,
    );
}, 5_000);

const pools = new Map(stacks.map((stack) => [stack.name, new Pool(stack.gatewayUrl, { connections: CONNECTIONS })]));
async function slice(stack: Stack, seconds = SLICE_S) {
  const pool = pools.get(stack.name)!;
  const headers = { 'content-type': 'application/json', token: stack.token };
  const result = await loadScreens(CONNECTIONS, seconds, async (n) => {
    const response = await pool.request({
      method: 'POST',
      path: '/graphql',
      headers,
      body: screens[n % screens.length],
    });
    const answer = await response.body.text();
    if (response.statusCode !== 200 || answer.includes('"errors"')) throw new FailedScreen(answer);
  });
  await whenIdle(allChildren);
  if (result.errors) throw new Error(`${stack.name}: ${result.errors} failed screens`);
  return result.rate;
}

console.log(
  `Dashboard requests at ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SLICE_S} s slices per stack (after one unrecorded round); screens per second`,
);
const result = await interleave(
  stacks.map((stack) => ({ name: stack.name, run: () => slice(stack) })),
  { rounds: ROUNDS, baseline: 'off', warmUp: 1 },
);
clearInterval(scrapes);
console.log(formatInterleaved(result, 'screens/s', [], 0));
const ratio = (name: string) => result.variants.find((variant) => variant.name === name)!.ratio;
const metricsRatio = ratio('metrics');
const tracingRatio = ratio('metrics + tracing 10 %');
console.log(
  `metrics: ${metricsRatio.median.toFixed(3)} × off (p90 ${metricsRatio.p90.toFixed(3)}; goal ≥ ${METRICS_GOAL}) ${metricsRatio.median >= METRICS_GOAL ? 'met' : 'MISSED'}`,
);
console.log(
  `metrics + tracing at 10 %: ${tracingRatio.median.toFixed(3)} × off (p90 ${tracingRatio.p90.toFixed(3)}; goal ≥ ${TRACING_GOAL}) ${tracingRatio.median >= TRACING_GOAL ? 'met' : 'MISSED'}; ${spanBatches} span batches received`,
);

if (metricsRatio.median < METRICS_GOAL || tracingRatio.median < TRACING_GOAL) process.exitCode = 1;

await Promise.all([...pools.values()].map((pool) => pool.close()));
for (const child of allChildren) child.kill('SIGTERM');
receiver.close();
