/**
 * The gateway under load beside the REST API it fronts (issues 14 and 25). Both run as their own processes, as in
 * production (from source through tsx; the gateway logging to a file), on a fresh embedded database. The gateway's
 * response cache is off (RESPONSE_CACHE_TTL_MS=0; its other settings as configured by default), so every request
 * goes through it to the REST API as the direct one does: what is measured is the gateway's own cost per request.
 * `--as-configured` leaves the response cache on as well. Every request is one the dashboard sends: each list
 * screen's operation from the web's .graphql files with its page's default variables (dashboardOperations.ts). Its
 * direct equivalent is the REST calls the gateway makes for it, recorded at the REST API before the measurements
 * (one call for most lists).
 *
 * 1. One connection, the warehouses list: the gateway, the direct call and (with `--through-web`, the web built
 *    first) the gateway through the web's `vite preview` proxy as `npm start` runs it alternate request by request
 *    (interleave.ts); what each adds is the median of the per-round differences. Goal ≤ 2 ms for both.
 * 2. Throughput at `--connections` (50) on every list, through the gateway and directly, in alternating slices of
 *    `--slice` seconds (2), `--rounds` (3) of each after an unrecorded second of each, each slice starting once both
 *    servers are idle (screenLoad.ts): screens per second (for a list the gateway answers with N REST calls, the
 *    direct screen is those N calls: the list, then the rest at once), the per-round ratio, and errors (broken
 *    connections, non-2xx answers, GraphQL errors). Goals ≥ 0.9× direct on every list, 0 errors.
 * 3. `--memory-minutes N` (instead of 1 and 2): the gateway loaded with every list and every order's detail dialog in
 *    turn for N minutes, its RSS and heap sampled every 5 s, and the series summed up: start, least, most, end, and
 *    the slope (over the whole run and its second half).
 *
 *   npx tsx load.ts [--single-runs 2000] [--slice 2] [--rounds 3] [--connections 50] [--lists Warehouses,Orders]
 *   npx tsx load.ts --memory-minutes 5 --as-configured
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

import autocannon from 'autocannon';
import { Pool } from 'undici';

import { SESSION_CHECK_CALL } from '../gateway/src/core/session';
import { freePort, restLoginToken } from '../rest-api/src/testing';
import { DASHBOARD_LISTS, type DashboardList, dashboardRequest } from './dashboardOperations';
import { formatInterleaved, formatLoad, interleave, type Interleaved, percentile } from './interleave';
import {
  callsDuring,
  GATEWAY_CACHES_OFF,
  startProcess,
  startWebPreview,
  stats,
  whenAnswering,
  whenIdle,
} from './processes';
import { FailedScreen, loadScreens } from './screenLoad';

const option = (name: string) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
};
const SINGLE_RUNS = Number(option('--single-runs') ?? 2000);
const SLICE_S = Number(option('--slice') ?? 2);
const ROUNDS = Number(option('--rounds') ?? 3);
const CONNECTIONS = Number(option('--connections') ?? 50);
const MEMORY_MINUTES = option('--memory-minutes') === undefined ? undefined : Number(option('--memory-minutes'));
const AS_CONFIGURED = process.argv.includes('--as-configured');
const THROUGH_WEB = process.argv.includes('--through-web');
const chosen = option('--lists')?.split(',');
const LISTS = chosen ? DASHBOARD_LISTS.filter((list) => chosen.includes(list.operation)) : DASHBOARD_LISTS;
const MEMORY_SAMPLE_MS = 5_000;
const WARM_UP_S = 1;
const ADDED_GOAL_MS = 2;
const THROUGHPUT_GOAL = 0.9;

const logs = mkdtempSync(join(tmpdir(), 'backoffice-load-'));
const [restPort, gatewayPort] = [await freePort(), await freePort()];
const restUrl = `http://127.0.0.1:${restPort}`;
const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
const rest = startProcess(
  'rest-api',
  '../rest-api/src/main.ts',
  { REST_API_PORT: String(restPort), DATA_DIR: ':memory:', LOG_LEVEL: 'info', LOGIN_ATTEMPTS_PER_MINUTE: '1000' },
  logs,
);
await whenAnswering(`${restUrl}/healthz`, logs);
const gateway = startProcess(
  'gateway',
  '../gateway/src/main.ts',
  {
    GATEWAY_PORT: String(gatewayPort),
    REST_API_URL: restUrl,
    GATEWAY_DATA_DIR: ':memory:',
    ...(!AS_CONFIGURED && { RESPONSE_CACHE_TTL_MS: GATEWAY_CACHES_OFF.RESPONSE_CACHE_TTL_MS }),
  },
  logs,
);
await whenAnswering(`${gatewayUrl}/healthz`, logs);
const token = await restLoginToken(restUrl);

const graphqlHeaders = { 'content-type': 'application/json', token };
const gatewayBody = (list: DashboardList) => dashboardRequest(list.operation, list.variables);

/** The REST calls the gateway makes for a list (the session check it makes now and then left out). */
async function restCallsOf(list: DashboardList): Promise<string[]> {
  let answer = '';
  const calls = await callsDuring(rest, async () => {
    const response = await fetch(`${gatewayUrl}/graphql`, {
      method: 'POST',
      headers: graphqlHeaders,
      body: gatewayBody(list),
    });
    answer = await response.text();
  });
  if (answer.includes('"errors"')) throw new Error(`${list.operation}: ${answer}`);
  return calls.filter((call) => call !== SESSION_CHECK_CALL).map((call) => call.replace(/^GET /, ''));
}

let missed = 0;
console.log(
  AS_CONFIGURED
    ? 'The gateway as configured by default, its response cache on\n'
    : "The gateway's response cache off (RESPONSE_CACHE_TTL_MS=0), its other settings as configured by default\n",
);
if (MEMORY_MINUTES === undefined) {
  const directCalls = new Map<string, string[]>();
  for (const list of LISTS) directCalls.set(list.operation, await restCallsOf(list));

  // 1. One connection, one request at a time, the two alternating.
  const [warehouses] = DASHBOARD_LISTS;
  const [warehousesPath] = directCalls.get(warehouses!.operation) ?? (await restCallsOf(warehouses!));
  const single = async (pool: Pool, request: Parameters<Pool['request']>[0]) => {
    const started = performance.now();
    const response = await pool.request(request);
    await response.body.text();
    if (response.statusCode !== 200) throw new Error(`${request.path}: ${response.statusCode}`);
    return performance.now() - started;
  };
  const web = THROUGH_WEB ? await startWebPreview('web', gatewayUrl, logs) : undefined;
  const oneTo = (url: string) => new Pool(url, { connections: 1 });
  const viaGraphql = [
    { name: 'gateway', pool: oneTo(gatewayUrl) },
    ...(web ? [{ name: 'web proxy, gateway (npm start)', pool: oneTo(web.url) }] : []),
  ];
  const oneToRest = oneTo(restUrl);
  const warehousesBody = gatewayBody(warehouses!);
  const one = await interleave(
    [
      ...viaGraphql.map(({ name, pool }) => ({
        name,
        run: () => single(pool, { method: 'POST', path: '/graphql', headers: graphqlHeaders, body: warehousesBody }),
      })),
      { name: 'direct', run: () => single(oneToRest, { method: 'GET', path: warehousesPath!, headers: { token } }) },
    ],
    { rounds: SINGLE_RUNS, baseline: 'direct', warmUp: 200 },
  );
  await Promise.all([...viaGraphql.map(({ pool }) => pool.close()), oneToRest.close()]);
  web?.child.kill();
  console.log(`One connection, ${warehouses!.label} (${warehouses!.operation}), one request at a time\n`);
  console.log(formatInterleaved(one, 'ms', [], 2));
  for (const { name } of viaGraphql) {
    const added = one.variants.find((variant) => variant.name === name)!.difference;
    console.log(
      `added by ${name}, per round: median ${added.median.toFixed(2)} ms, p90 ${added.p90.toFixed(2)} ms (goal: median ≤ ${ADDED_GOAL_MS} ms) ${added.median <= ADDED_GOAL_MS ? 'met' : 'MISSED'}`,
    );
    if (added.median > ADDED_GOAL_MS) missed++;
  }
  console.log('');

  // 2. Throughput, in alternating slices.
  const rssBefore = (await stats(gateway)).rss;
  console.log(
    `Throughput at ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SLICE_S} s slices (gateway and direct alternating, after 1 s of each unrecorded; each slice starts with both servers idle); screens per second, median of the rounds`,
  );
  console.log(
    `${'list'.padEnd(24)} ${'calls'.padStart(5)} ${'gateway'.padStart(9)} ${'direct'.padStart(9)} ${'ratio'.padStart(6)} ${'p90'.padStart(6)} ${'errors'.padStart(7)}  load average   goal ≥ ${THROUGHPUT_GOAL}`,
  );
  const toGateway = new Pool(gatewayUrl, { connections: CONNECTIONS });
  const toRest = new Pool(restUrl, { connections: CONNECTIONS });
  const get = async (path: string) => {
    const response = await toRest.request({ method: 'GET', path, headers: { token } });
    const body = await response.body.text();
    if (response.statusCode !== 200) throw new FailedScreen(body);
  };
  const results: Interleaved[] = [];
  for (const list of LISTS) {
    const calls = directCalls.get(list.operation)!;
    const errors = { gateway: 0, direct: 0 };
    const [first, ...lookups] = calls;
    const body = gatewayBody(list);
    // The direct client asks what the gateway asks: the list, then its lookups (if any) at once.
    const screen = {
      gateway: async () => {
        const response = await toGateway.request({ method: 'POST', path: '/graphql', headers: graphqlHeaders, body });
        const answer = await response.body.text();
        if (response.statusCode !== 200 || answer.includes('"errors"')) throw new FailedScreen(answer);
      },
      direct: async () => {
        await get(first!);
        await Promise.all(lookups.map(get));
      },
    };
    const slice = async (via: 'gateway' | 'direct', seconds = SLICE_S) => {
      const result = await loadScreens(CONNECTIONS, seconds, screen[via]);
      await whenIdle([gateway, rest]);
      errors[via] += result.errors;
      return result.rate;
    };
    // Warm-up, not recorded: a list's first requests compile its code paths in both processes.
    await slice('gateway', WARM_UP_S);
    await slice('direct', WARM_UP_S);
    Object.assign(errors, { gateway: 0, direct: 0 });
    const result = await interleave(
      [
        { name: 'gateway', run: () => slice('gateway') },
        { name: 'direct', run: () => slice('direct') },
      ],
      { rounds: ROUNDS, baseline: 'direct' },
    );
    results.push(result);
    const [through, straight] = result.variants as [Interleaved['variants'][0], Interleaved['variants'][0]];
    const met = through.ratio.median >= THROUGHPUT_GOAL && errors.gateway + errors.direct === 0;
    if (!met) missed++;
    console.log(
      `${list.label.padEnd(24)} ${String(calls.length).padStart(5)} ${through.median.toFixed(0).padStart(9)} ${straight.median.toFixed(0).padStart(9)} ${through.ratio.median.toFixed(2).padStart(6)} ${through.ratio.p90.toFixed(2).padStart(6)} ${`${errors.gateway}/${errors.direct}`.padStart(7)}  ${result.load.start.toFixed(1).padStart(4)} – ${result.load.end.toFixed(1).padEnd(5)}  ${met ? 'met' : 'MISSED'}`,
    );
  }
  await Promise.all([toGateway.close(), toRest.close()]);
  const rssAfter = (await stats(gateway)).rss;
  const ratios = results.map((result) => result.variants[0]!.ratio.median);
  console.log(
    `ratio: gateway over direct in the same round (median and p90 of the rounds); errors: gateway/direct; calls: the REST calls of one screen`,
  );
  console.log(
    `lists at ≥ ${THROUGHPUT_GOAL}: ${ratios.filter((ratio) => ratio >= THROUGHPUT_GOAL).length} of ${ratios.length}; lowest ratio ${Math.min(...ratios).toFixed(2)}; the gateway's RSS ${mb(rssBefore)} before, ${mb(rssAfter)} MB after`,
  );
} else {
  await memoryUnderLoad(MEMORY_MINUTES);
}

function mb(bytes: number) {
  return (bytes / 2 ** 20).toFixed(0);
}

/** Least-squares slope of the samples, in MB per minute. */
function slope(samples: Array<{ at: number; bytes: number }>) {
  const n = samples.length;
  const meanAt = samples.reduce((sum, sample) => sum + sample.at, 0) / n;
  const meanBytes = samples.reduce((sum, sample) => sum + sample.bytes, 0) / n;
  const covariance = samples.reduce((sum, sample) => sum + (sample.at - meanAt) * (sample.bytes - meanBytes), 0);
  const variance = samples.reduce((sum, sample) => sum + (sample.at - meanAt) ** 2, 0);
  return ((covariance / variance) * 60_000) / 2 ** 20;
}

/** 3. The gateway loaded with every list and every order's dialog in turn, its memory sampled. */
async function memoryUnderLoad(minutes: number) {
  const series = { rss: [] as Array<{ at: number; bytes: number }>, heap: [] as Array<{ at: number; bytes: number }> };
  const load: number[] = [];
  const started = performance.now();
  const sample = async (child: ChildProcess) => {
    const now = await stats(child);
    const at = performance.now() - started;
    series.rss.push({ at, bytes: now.rss });
    series.heap.push({ at, bytes: now.heapUsed });
    load.push(loadavg()[0]!);
  };
  await sample(gateway);
  const sampler = setInterval(() => void sample(gateway), MEMORY_SAMPLE_MS);
  let graphqlErrors = 0;
  let firstError: string | undefined;
  // Many distinct requests, so the caches hold many entries: every list, and every order's detail dialog.
  const { Orders } = (await (await fetch(`${restUrl}/orders?page=1&per_page=1000`, { headers: { token } })).json()) as {
    Orders: { rows: Array<{ id: number }> };
  };
  const bodies = [
    ...LISTS.map(gatewayBody),
    ...Orders.rows.map((order) => dashboardRequest('OrderDetail', { id: String(order.id) })),
  ];
  const result = await autocannon({
    url: gatewayUrl,
    connections: CONNECTIONS,
    duration: minutes * 60,
    requests: bodies.map((body) => ({
      method: 'POST' as const,
      path: '/graphql',
      headers: graphqlHeaders,
      body,
      onResponse: (_status: number, answer: string) => {
        if (!answer.includes('"errors"')) return;
        graphqlErrors++;
        firstError ??= answer.slice(0, 300);
      },
    })),
  });
  clearInterval(sampler);
  await sample(gateway);
  const errors = result.errors + result.non2xx + graphqlErrors;
  console.log(
    `The gateway for ${minutes} min at ${CONNECTIONS} connections, the ${LISTS.length} lists and ${Orders.rows.length} orders' detail dialogs in turn: ${result.requests.total} requests (${(result.requests.total / result.duration).toFixed(0)}/s), ${errors} errors (${result.errors} connection errors of which ${result.timeouts} time-outs, ${result.non2xx} non-2xx, ${graphqlErrors} GraphQL errors${firstError ? `, the first: ${firstError}` : ''}); memory every ${MEMORY_SAMPLE_MS / 1000} s (${series.rss.length} samples)`,
  );
  for (const [name, samples] of [
    ['RSS', series.rss],
    ['heap used', series.heap],
  ] as const) {
    const values = samples.map((one) => one.bytes);
    const secondHalf = samples.slice(Math.floor(samples.length / 2));
    console.log(
      `${name.padEnd(10)} start ${mb(values[0]!)} MB, least ${mb(Math.min(...values))}, most ${mb(Math.max(...values))}, end ${mb(values.at(-1)!)}, median ${mb(percentile(values, 0.5))}; slope ${slope(samples).toFixed(2)} MB/min (second half ${slope(secondHalf).toFixed(2)})`,
    );
    console.log(`${''.padEnd(10)} ${values.map(mb).join(' ')}`);
  }
  console.log(formatLoad({ start: load[0]!, max: Math.max(...load), end: load.at(-1)! }));
  if (errors > 0) missed++;
}

console.log(`\ngoals missed: ${missed}; logs in ${logs}`);
gateway.kill();
rest.kill();
process.exitCode = missed === 0 ? 0 : 1;
