/**
 * graphql-jit against graphql-js (issue 25, part 2): the same schema, resolvers and REST API, the dashboard's hot
 * operations (dashboardOperations.ts): the Warehouses list, the Orders list and the order dialog's OrderDetail.
 * Each execution gets a fresh request context built as gateway/src/server.ts's `requestContext` builds it, with the
 * gateway's default settings (its caches on; `--uncached` turns them off, every execution a first view).
 *
 * Per operation, six variants interleaved round by round (interleave.ts), each round a slice of `--slice`
 * executions, one after another, timed by process.cpuUsage() (user + system) and the wall clock:
 *   graphql-js execute            graphql 16's `execute`, as Apollo Server runs it;
 *   graphql-jit query             `compileQuery` once, then `compiled.query(root, context, variables)`;
 *   REST calls only               the REST requests the operation made, in the same waves, answers parsed;
 *   graphql-js, REST replayed     execution alone: each REST answer a JSON text in memory, parsed per call;
 *   graphql-jit, REST replayed    the same for graphql-jit;
 *   whole gateway over HTTP       for scale: startGateway in this process (its response cache off) answering the
 *                                 dashboard's request: Express, Apollo Server and its plugins, graphql-js, and
 *                                 this benchmark's HTTP client.
 * The REST API runs in this process, so the live variants include its CPU; the replayed two are the gateway's
 * own work per request (execution, resolvers, parsing the answers), without HTTP on either side, in slices ten
 * times as long (they are 10 to 30 times cheaper). `--rest-process` runs the REST API as its own process
 * instead, as in production: then every figure is the gateway's side alone.
 *
 *   npx tsx graphqlJit.ts --rounds 10 --slice 30 [--uncached] [--rest-process]
 */
import { deepStrictEqual } from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { type DocumentNode, execute, type ExecutionResult, parse } from 'graphql';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import { Pool } from 'undici';

import { LiveSessions } from '../gateway/src/auth/liveSessions';
import { readConfig } from '../gateway/src/config';
import type { GatewayContext } from '../gateway/src/core/context';
import { gatewayStore } from '../gateway/src/core/database';
import { HistoryNotes } from '../gateway/src/core/history';
import { LoaderRegistry } from '../gateway/src/core/loaderRegistry';
import { Locks } from '../gateway/src/core/locks';
import { createLogger } from '../gateway/src/core/logger';
import { LoginLimiter } from '../gateway/src/core/loginLimiter';
import { GatewayMetrics } from '../gateway/src/core/metrics';
import { createRestPool, RestClient } from '../gateway/src/core/restClient';
import { hashToken, SESSION_CHECK_TTL_MS, SessionChecks, SessionCookie } from '../gateway/src/core/session';
import { SharedCache } from '../gateway/src/core/sharedCache';
import { Upstream } from '../gateway/src/core/upstream';
import { WriteCounter } from '../gateway/src/core/writeCount';
import { WriteStampedCache } from '../gateway/src/core/writeStampedCache';
import { buildSchema } from '../gateway/src/schema';
import { startGateway } from '../gateway/src/server';
import { freePort, restLoginToken, startTestRestApi } from '../rest-api/src/testing';
import { dashboardList, dashboardOperation, dashboardRequest } from './dashboardOperations';
import { type Column, formatInterleaved, interleave, percentile, type VariantFigures } from './interleave';
import { startProcess, whenAnswering } from './processes';

const option = (name: string, fallback: number) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
};
const ROUNDS = option('--rounds', 10);
const SLICE = option('--slice', 30);
const REPLAYED_SLICE = SLICE * 10;
const WARM_UP = 1;
const UNCACHED = process.argv.includes('--uncached');
const REST_PROCESS = process.argv.includes('--rest-process');

/** The REST API in this process, or with `--rest-process` as a process of its own (processes.ts). */
async function startRestApi(): Promise<{ url: string; close(): Promise<void> }> {
  if (!REST_PROCESS) return startTestRestApi();
  const logs = mkdtempSync(join(tmpdir(), 'backoffice-jit-'));
  const port = await freePort();
  const child = startProcess(
    'rest-api',
    '../rest-api/src/main.ts',
    { REST_API_PORT: String(port), DATA_DIR: ':memory:', LOG_LEVEL: 'warn', LOGIN_ATTEMPTS_PER_MINUTE: '1000' },
    logs,
  );
  const url = `http://127.0.0.1:${port}`;
  await whenAnswering(`${url}/healthz`, logs);
  return { url, close: async () => void child.kill() };
}

const api = await startRestApi();
const token = await restLoginToken(api.url);

// The pieces startGateway makes once per process, as it makes them without Redis.
const config = {
  ...readConfig({}),
  restApiUrl: api.url,
  gatewayDataDir: null,
  ...(UNCACHED
    ? {
        referenceCacheTtlMs: 0,
        quickbooksStatusTtlMs: 0,
        productCacheTtlMs: 0,
        wholeListTtlMs: 0,
        overviewCacheTtlMs: 0,
      }
    : {}),
};
const logger = createLogger('silent');
const pool = createRestPool(config);
const upstream = new Upstream(pool, logger, config.upstreamCheckIntervalMs);
await upstream.start();
const store = gatewayStore({ dataDir: null }, logger);
const loginLimiter = LoginLimiter.inMemory({
  failuresPerAddressPerMinute: config.loginFailuresPerMinute,
  failuresPerAccountPerMinute: config.loginFailuresPerAccountPerMinute,
});
const locks = new Locks();
const schema = buildSchema();
// Queries never write the session cookie; one that tried would be a finding, not a silent no-op.
const noCookies = {
  append() {
    throw new Error('a query wrote the session cookie');
  },
} as unknown as ConstructorParameters<typeof SessionCookie>[0];

/** What requests share across the process: the caches and the accepted sessions. */
interface Shared {
  referenceCache: SharedCache;
  quickbooksStatusCache: SharedCache;
  productCache: SharedCache;
  wholeListCache: WriteStampedCache;
  overviewCache: WriteStampedCache;
  writeCounter: WriteCounter;
  sessionChecks: SessionChecks;
}
/** Shared state as startGateway makes it without Redis, each lifetime (ms) through `ttl`. */
const sharedState = (ttl: (ms: number) => number): Shared => ({
  referenceCache: new SharedCache({ name: 'reference', ttlMs: ttl(config.referenceCacheTtlMs), max: 500 }),
  quickbooksStatusCache: new SharedCache({
    name: 'quickbooks-status',
    ttlMs: ttl(config.quickbooksStatusTtlMs),
    max: 20_000,
  }),
  productCache: new SharedCache({ name: 'product', ttlMs: ttl(config.productCacheTtlMs), max: 5_000 }),
  wholeListCache: new WriteStampedCache({
    name: 'whole-list',
    ttlMs: ttl(config.wholeListTtlMs),
    maxBytes: config.wholeListCacheMb * 1_000_000,
    locks,
  }),
  overviewCache: new WriteStampedCache({
    name: 'overview',
    ttlMs: ttl(config.overviewCacheTtlMs),
    maxBytes: 16_000_000,
    locks,
  }),
  writeCounter: new WriteCounter(),
  sessionChecks: new SessionChecks(ttl(SESSION_CHECK_TTL_MS)),
});
const live = sharedState((ms) => ms);
// This measures execution alone: nothing is recorded, as with GATEWAY_METRICS_PORT=off.
const noMetrics = new GatewayMetrics(false);
// Longest lifetime a timer takes: nothing a replayed request finds cached expires during the run.
const FOREVER_MS = 2 ** 31 - 1;

const benchAdmin = {
  id: 1,
  email: 'admin@example.com',
  name: 'Admin',
  role: 'ADMIN',
  active: true,
  lastSignInAt: null,
} as const;
const liveSessions = new LiveSessions(config.sessionTtlHours * 3_600_000, store, { sharedStore: false });

/** The context server.ts's requestContext makes for a request with the token, around `rest`. */
function requestContext(rest: RestClient, shared: Shared): GatewayContext {
  const checkSession = () => shared.sessionChecks.check(token, rest);
  const writeCount = () => shared.writeCounter.now();
  return {
    rest,
    loaders: new LoaderRegistry(noMetrics),
    referenceCache: shared.referenceCache.forRequest(checkSession),
    quickbooksStatusCache: shared.quickbooksStatusCache.forRequest(checkSession),
    productCache: shared.productCache.forRequest(checkSession),
    wholeLists: {
      cache: shared.wholeListCache.forRequest(checkSession, writeCount),
      maxRows: config.wholeListMaxRows,
      maxBytes: shared.wholeListCache.maxBytes,
    },
    overviewFigures: shared.overviewCache.forRequest(checkSession, writeCount),
    writeCount,
    // Only queries are replayed here.
    startsWriting: () => undefined,
    session: new SessionCookie(noCookies, config.cookieSecure, async () => undefined),
    hasToken: true,
    checkSession,
    logger,
    loginLimiter,
    clientAddress: '127.0.0.1',
    upstream,
    locks,
    sessionKey: hashToken(token),
    store,
    // The demo admin, as the gateway knows them once signed in: every query is theirs to ask.
    staff: async () => benchAdmin,
    firstRoles: { adminEmails: config.adminEmails, defaultRole: config.defaultStaffRole },
    liveSessions,
    history: new HistoryNotes(),
    sessionTtlHours: config.sessionTtlHours,
    metrics: noMetrics,
    warnings: [],
    warn: () => undefined,
  };
}

function withoutErrors<T extends ExecutionResult>(operation: string, result: T): T {
  if (result.errors?.length) throw new Error(`${operation}: ${JSON.stringify(result.errors)}`);
  return result;
}

type Method = Parameters<RestClient['send']>[0];
const callKey = (method: Method, path: string) => `${method} ${path}`;
interface RestCall {
  method: Method;
  /** With its query. */
  path: string;
  /** How many of the execution's calls had answered when this one started: calls with the same count are a wave. */
  answeredBefore: number;
}

const gateway = await startGateway({ ...config, port: 0, logLevel: 'silent', responseCacheTtlMs: 0 }, logger);
const viaGateway = new Pool(gateway.url, { connections: 1 });
/** The operation as the dashboard posts it to the gateway: the response's data. */
async function overHttp(operation: string, variables: Record<string, unknown>) {
  const response = await viaGateway.request({
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json', token },
    body: dashboardRequest(operation, variables),
  });
  const body = (await response.body.json()) as ExecutionResult;
  return withoutErrors(operation, body).data;
}

// Answers are read through their schemas as in production (core/restAnswer.ts); nothing is reported here.
const quiet = { answerProblem: () => undefined };
const liveRest = () => new ExposedRest();

/** The REST client with its raw call open to the REST-only variant, which measures the calls without the gateway. */
class ExposedRest extends RestClient {
  constructor() {
    super(pool, token, config.restConcurrency, noMetrics, quiet);
  }

  call(method: Method, path: string) {
    return this.send(method, path);
  }
}

/** A request's REST client that also keeps each call and its answer's text, for the baseline and the replay. */
class RecordingRest extends RestClient {
  readonly calls: RestCall[] = [];
  readonly answers = new Map<string, string>();

  constructor() {
    super(pool, token, config.restConcurrency, noMetrics, quiet);
  }

  protected override async send(method: Method, path: string, body?: unknown): Promise<unknown> {
    this.calls.push({ method, path, answeredBefore: this.answers.size });
    const answer = await super.send(method, path, body);
    this.answers.set(callKey(method, path), JSON.stringify(answer));
    return answer;
  }
}

/** A request's REST client answering from recorded texts: the gateway's work without the network or the REST API. */
class ReplayedRest extends RestClient {
  constructor(private readonly answers: ReadonlyMap<string, string>) {
    super(pool, token, config.restConcurrency, noMetrics, quiet);
  }

  protected override send(method: Method, path: string): Promise<unknown> {
    const answer = this.answers.get(callKey(method, path));
    if (answer === undefined) return Promise.reject(new Error(`not recorded: ${callKey(method, path)}`));
    return Promise.resolve(JSON.parse(answer) as unknown);
  }
}

/** The recorded calls again, wave after wave, each wave's calls at once: the REST work of one execution. */
async function restOnly(calls: readonly RestCall[]) {
  const rest = liveRest();
  const waves = [...new Set(calls.map((call) => call.answeredBefore))];
  for (const wave of waves) {
    await Promise.all(
      calls.filter((call) => call.answeredBefore === wave).map((call) => rest.call(call.method, call.path)),
    );
  }
}

type Execute = (rest: RestClient, shared: Shared) => Promise<ExecutionResult>;

/** graphql-js and graphql-jit for one operation; compiling is once per document, as a cache by query text would. */
function executors(document: DocumentNode, operationName: string, variables: Record<string, unknown>) {
  const started = performance.now();
  const compiled = compileQuery(schema, document, operationName);
  const compileMs = performance.now() - started;
  if (!isCompiledQuery(compiled)) throw new Error(`${operationName}: ${JSON.stringify(compiled.errors)}`);
  const js: Execute = async (rest, shared) =>
    execute({ schema, document, operationName, variableValues: variables, contextValue: requestContext(rest, shared) });
  const jit: Execute = async (rest, shared) => compiled.query(undefined, requestContext(rest, shared), variables);
  return { js, jit, compileMs };
}

/** graphql-js's data objects have no prototype, graphql-jit's do: compare what a response would carry. */
const asSent = (result: ExecutionResult) => JSON.parse(JSON.stringify(result)) as unknown;

/** CPU µs and wall ms per execution over `count` executions one after another. */
async function slice(once: () => Promise<unknown>, count: number) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < count; i++) await once();
  const wallMs = (performance.now() - started) / count;
  const used = process.cpuUsage(cpu);
  return { cpuUs: (used.user + used.system) / count, wallMs };
}

const JS = 'graphql-js execute';
const JIT = 'graphql-jit query';
const REST = 'REST calls only';
const JS_REPLAYED = 'graphql-js, REST replayed';
const JIT_REPLAYED = 'graphql-jit, REST replayed';
const GATEWAY = 'whole gateway over HTTP';

/** Median and p90 over the rounds of `values[round] / base[round]`. */
function perRound(values: readonly number[], base: readonly number[]) {
  const ratios = values.map((value, round) => value / base[round]!);
  return { median: percentile(ratios, 0.5), p90: percentile(ratios, 0.9) };
}
const times = (ratio: { median: number; p90: number }) =>
  `median ${ratio.median.toFixed(2)}, p90 ${ratio.p90.toFixed(2)}`;

async function measure(label: string, operation: string, variables: Record<string, unknown>) {
  const document = parse(dashboardOperation(operation));
  const { js, jit, compileMs } = executors(document, operation, variables);

  // Untimed: once to warm the shared caches and the session check, then a steady request, whose calls the
  // baseline repeats; every result must equal its data.
  withoutErrors(operation, await js(liveRest(), live));
  const steady = new RecordingRest();
  const expected = asSent(withoutErrors(operation, await js(steady, live)));
  deepStrictEqual(asSent(withoutErrors(operation, await jit(liveRest(), live))), expected);
  // Replayed requests share state of their own, filled by a live request that records every answer it needed.
  const replayedState = sharedState((ms) => (ms === 0 ? 0 : FOREVER_MS));
  const everything = new RecordingRest();
  deepStrictEqual(asSent(withoutErrors(operation, await js(everything, replayedState))), expected);
  const replay = (execute: Execute) => execute(new ReplayedRest(everything.answers), replayedState);
  deepStrictEqual(asSent(withoutErrors(operation, await replay(js))), expected);
  deepStrictEqual(asSent(withoutErrors(operation, await replay(jit))), expected);
  deepStrictEqual({ data: await overHttp(operation, variables) }, expected);

  const inLive = (execute: Execute) => async () => withoutErrors(operation, await execute(liveRest(), live));
  const replayed = (execute: Execute) => async () => withoutErrors(operation, await replay(execute));
  const runs: Record<string, [() => Promise<unknown>, number]> = {
    [JS]: [inLive(js), SLICE],
    [JIT]: [inLive(jit), SLICE],
    [REST]: [() => restOnly(steady.calls), SLICE],
    [JS_REPLAYED]: [replayed(js), REPLAYED_SLICE],
    [JIT_REPLAYED]: [replayed(jit), REPLAYED_SLICE],
    [GATEWAY]: [() => overHttp(operation, variables), SLICE],
  };
  const wall = new Map(Object.keys(runs).map((name) => [name, [] as number[]]));
  const result = await interleave(
    Object.entries(runs).map(([name, [once, count]]) => ({
      name,
      async run() {
        const { cpuUs, wallMs } = await slice(once, count);
        wall.get(name)!.push(wallMs);
        return cpuUs;
      },
    })),
    { rounds: ROUNDS, baseline: JS, warmUp: WARM_UP },
  );

  // interleave runs the warm-up rounds through `run` too: they are not figures.
  const wallOf = (name: string) => wall.get(name)!.slice(WARM_UP);
  const columns: Column[] = [
    { title: 'wall median', cell: ({ name }) => `${percentile(wallOf(name), 0.5).toFixed(2)} ms` },
    { title: 'wall ratio median', cell: ({ name }) => perRound(wallOf(name), wallOf(JS)).median.toFixed(2) },
  ];
  const cpu = (name: string) => result.variants.find((variant) => variant.name === name)!;
  const ratio = (name: string, base: string) => perRound(cpu(name).values, cpu(base).values);
  const saved = (of: VariantFigures, base: VariantFigures) =>
    percentile(
      base.values.map((value, round) => value - of.values[round]!),
      0.5,
    );
  const calls = steady.calls.length;
  const waves = new Set(steady.calls.map((call) => call.answeredBefore)).size;
  console.log(
    `\n${label}: ${operation} ${JSON.stringify(variables)}; ${calls} REST calls in ${waves} waves; graphql-jit compiled it in ${compileMs.toFixed(1)} ms\n`,
  );
  console.log(formatInterleaved(result, 'µs', columns, 0));
  console.log(
    [
      `CPU per execution, graphql-jit / graphql-js per round: live ${times(ratio(JIT, JS))}; REST replayed ${times(ratio(JIT_REPLAYED, JS_REPLAYED))}`,
      `wall per execution, graphql-jit / graphql-js per round: live ${times(perRound(wallOf(JIT), wallOf(JS)))}`,
      `CPU saved per execution (median of per-round differences): live ${saved(cpu(JIT), cpu(JS)).toFixed(0)} µs, REST replayed ${saved(cpu(JIT_REPLAYED), cpu(JS_REPLAYED)).toFixed(0)} µs`,
      `REST calls alone are ${times(cpu(REST).ratio)} of graphql-js's live CPU, execution the rest (the REST API ${REST_PROCESS ? 'in its own process: client side only' : 'in this process: both sides'})`,
      `of the whole gateway request's CPU${REST_PROCESS ? '' : ' (with the REST API in this process)'}: graphql-js execution (replayed) ${times(ratio(JS_REPLAYED, GATEWAY))}; graphql-jit would save ${times(
        perRound(
          cpu(JS_REPLAYED).values.map((value, round) => value - cpu(JIT_REPLAYED).values[round]!),
          cpu(GATEWAY).values,
        ),
      )}`,
    ].join('\n'),
  );
}

console.log(
  `graphql-js vs graphql-jit 0.8.9, ${SLICE} executions per slice (${REPLAYED_SLICE} replayed), CPU = process.cpuUsage() user + system per execution; the gateway's caches ${UNCACHED ? 'off' : 'on (its defaults)'}; the REST API ${REST_PROCESS ? 'in its own process' : 'in this process'}`,
);
const warehouses = dashboardList('Warehouses');
await measure('Warehouses list', 'Warehouses', warehouses.variables);
const orders = dashboardList('Orders');
await measure('Orders list', 'Orders', orders.variables);
const firstOrder = (await execute({
  schema,
  document: parse('query { orders(page: 1, perPage: 1, sortBy: ORDER_DATE, desc: true) { rows { id } } }'),
  contextValue: requestContext(liveRest(), live),
})) as ExecutionResult<{ orders: { rows: Array<{ id: string }> } }>;
const orderId = firstOrder.data?.orders.rows[0]?.id;
if (!orderId) throw new Error(`No order to open: ${JSON.stringify(firstOrder.errors)}`);
await measure('Order detail dialog', 'OrderDetail', { id: orderId });

await viaGateway.close();
await gateway.close();
upstream.stop();
await pool.close();
await store.close();
await api.close();
