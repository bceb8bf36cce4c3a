/**
 * The overview's first view (issue 27): the dashboard's `Overview` operation as the browser sends it
 * (dashboardOperations.ts), for each period, through the gateway with every cache off (processes.ts
 * GATEWAY_CACHES_OFF, the response cache with them), against the REST API with REST_API_LATENCY_MS=20 so that its
 * rounds of requests show as waves. Two scales:
 *   (1) the demo data on the embedded database;
 *   (2) the demo data grown to `--orders` (default 100,000) on a throw-away PostgreSQL (scaleSeed.ts), against the
 *       REST API as it runs here (profile `default`, with the list filters the overview's counts use where it has
 *       them) and against the company's API as the spec describes it (REST_API_PROFILE=spec): there the gateway
 *       reads those lists whole and filters them itself (issue 38), here with nothing kept across requests.
 * At each scale the periods (and the two profiles) interleave round by round (interleave.ts). Per variant: p50 and
 * p95 of the time, the upstream calls the REST API received (observeRequest), their waves (processes.ts
 * countWaves), and which parts of the overview answered. Goal: p95 ≤ 500 ms on every variant.
 *
 *   npx tsx overview.ts --runs 30 --orders 100000 [--calls: one view's upstream calls per variant]
 */
import { readConfig as readGatewayConfig } from '../gateway/src/config';
import { createLogger } from '../gateway/src/core/logger';
import { startGateway } from '../gateway/src/server';
import type { RestApiProfile } from '../rest-api/src/config';
import { startRestApi } from '../rest-api/src/server';
import { demoAdmin } from '../rest-api/src/testing';
import { OverviewPeriod } from '../schema/generated/enums';
import { endWithGoals, wholeNumberOption } from './cli';
import { dashboardRequest } from './dashboardOperations';
import { formatLoad, interleave, percentile } from './interleave';
import { countWaves, GATEWAY_CACHES_OFF } from './processes';
import { benchRestApiConfig, growTo, withScaleDatabase } from './scaleSeed';

const RUNS = wholeNumberOption('--runs', 30);
const ORDERS = wholeNumberOption('--orders', 100_000);
const SHOW_CALLS = process.argv.includes('--calls');
const WARM_UP = 3;
const LATENCY_MS = 20;
const GOAL_P95_MS = 500;
const PERIODS = Object.values(OverviewPeriod);
/** The REST API's list parameters the overview's counts use where the upstream has them (rest-api core/profile.ts). */
const FILTER_PARAMETERS = {
  'GET /orders': ['has_tracking_code', 'consignment_status'],
  'GET /inventory/stock/count': ['available_below'],
};

/** The overview's parts, by their field: each is read on its own and fails on its own. */
const PARTS: Record<string, string> = {
  workQueues: 'work queues',
  lowStock: 'low stock',
  paidSales: 'paid sales',
  topProducts: 'top products',
  ordersByShipmentStatus: 'shipment statuses',
};
const WHOLE = 'the whole overview';

interface PaidSales {
  orderCount: number;
  periodOrderCount: number;
  complete: boolean;
}
interface OverviewReply {
  data?: { overview?: { workQueues?: Array<{ queue: string }>; paidSales?: PaidSales | null } };
  errors?: Array<{ message: string; path?: Array<string | number> }>;
}

const NINETY_DAYS = '{ overview(period: LAST_90_DAYS) { paidSales { orderCount periodOrderCount complete } } }';

/** One first view: its time, the REST API's requests (ms after the first, and what each asked) and what failed. */
interface View {
  ms: number;
  calls: Array<{ at: number; call: string }>;
  failures: Array<{ part: string; message: string }>;
}

/** Each error of a reply under the part it belongs to; a work queue's names its queue. */
function failuresOf(reply: OverviewReply): View['failures'] {
  return (reply.errors ?? []).map(({ message, path = [] }) => {
    const [, field, index] = path;
    const queue = field === 'workQueues' ? reply.data?.overview?.workQueues?.[Number(index)]?.queue : undefined;
    return { part: PARTS[String(field)] ?? WHOLE, message: queue ? `${queue}: ${message}` : message };
  });
}

/** The upstream requests of the view under way, from whichever REST API receives them (one view runs at a time). */
let arrivals: View['calls'] = [];
const observeRequest = (method: string, url: string) => {
  arrivals.push({ at: performance.now(), call: `${method} ${url}` });
};

/** A REST API (with `profile`, on `databaseUrl` or the embedded database) and the gateway in front of it. */
async function startStack(profile: RestApiProfile, databaseUrl?: string) {
  // Metrics on, as in production, on a free port: two stacks share the process.
  const api = await startRestApi(
    { ...benchRestApiConfig(databaseUrl), latencyMs: LATENCY_MS, profile, metricsPort: 0 },
    { observeRequest },
  );
  const gateway = await startGateway(
    {
      ...readGatewayConfig(GATEWAY_CACHES_OFF),
      port: 0,
      restApiUrl: api.url,
      logLevel: 'silent',
      gatewayDataDir: null,
      metricsPort: 0,
    },
    createLogger('silent'),
  );
  // Signed in through the gateway, as the dashboard is: the gateway then knows whose session it is (the low-stock
  // threshold is per user) without asking the REST API, which the spec's API could not answer.
  const login = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: dashboardRequest('Login', demoAdmin),
  });
  const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
  const post = async (body: string) =>
    (await (
      await fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body,
      })
    ).json()) as OverviewReply;
  const { paths } = (await (await fetch(`${api.url}/openapi.json`)).json()) as {
    paths: Record<string, Record<string, { parameters?: Array<{ name: string }> }>>;
  };
  /** Which of FILTER_PARAMETERS this REST API takes, by its /openapi.json. */
  const filterParameters = Object.entries(FILTER_PARAMETERS).flatMap(([operation, names]) => {
    const [method, path] = operation.split(' ') as [string, string];
    const taken = new Set(paths[path]?.[method.toLowerCase()]?.parameters?.map((parameter) => parameter.name));
    return names.map((name) => `${name} ${taken.has(name) ? 'yes' : 'no'}`);
  });
  return {
    profile,
    api,
    filterParameters,
    async view(period: OverviewPeriod): Promise<View> {
      arrivals = [];
      const started = performance.now();
      const reply = await post(dashboardRequest('Overview', { period }));
      const ms = performance.now() - started;
      const first = arrivals[0]?.at ?? 0;
      return {
        ms,
        calls: arrivals.map(({ at, call }) => ({ at: at - first, call })),
        failures: failuresOf(reply),
      };
    },
    /** The 90 days' paid orders alone (untimed): they answer even where a part of the overview fails. */
    async ninetyDays() {
      const reply = await post(JSON.stringify({ query: NINETY_DAYS }));
      if (!reply.data?.overview?.paidSales) throw new Error(`LAST_90_DAYS paidSales: ${JSON.stringify(reply.errors)}`);
      return reply.data.overview.paidSales;
    },
    async close() {
      await gateway.close();
      await api.close();
    },
  };
}
type Stack = Awaited<ReturnType<typeof startStack>>;

/** The parts that failed in any of `views`: in how many, with their distinct messages. */
function failedParts(views: View[]) {
  const failed = new Map<string, { views: number; messages: string[] }>();
  for (const view of views) {
    for (const part of new Set(view.failures.map((failure) => failure.part))) {
      const entry = failed.get(part) ?? { views: 0, messages: [] };
      entry.views += 1;
      failed.set(part, entry);
    }
    for (const { part, message } of view.failures) {
      const { messages } = failed.get(part)!;
      if (!messages.includes(message)) messages.push(message);
    }
  }
  return failed;
}

/** The rounds of upstream requests of a view: the REST latency shows as a pause between them. */
const wavesOf = (view: View) =>
  countWaves(
    view.calls.map((call) => call.at),
    LATENCY_MS,
  );

const missed: string[] = [];
const cell = (text: string | number, width: number) => String(text).padStart(width);
/** A median, with the range beside it when the views differ. */
const spread = (values: number[]) => {
  const [low, high] = [Math.min(...values), Math.max(...values)];
  return low === high ? String(low) : `${percentile(values, 0.5)} (${low}–${high})`;
};

/** Every period of every stack, interleaved round by round: the table, the parts' answers, the goal. */
async function measure(title: string, stacks: Stack[]) {
  const variants = stacks.flatMap((stack) =>
    PERIODS.map((period) => ({ name: `${stack.profile}, ${period}`, stack, period, views: [] as View[] })),
  );
  const result = await interleave(
    variants.map((variant) => ({
      name: variant.name,
      async run() {
        const view = await variant.stack.view(variant.period);
        variant.views.push(view);
        return view.ms;
      },
    })),
    { rounds: RUNS, baseline: variants[0]!.name, warmUp: WARM_UP },
  );
  console.log(`\n${title}`);
  for (const stack of stacks)
    console.log(`  ${stack.profile}: REST list parameters ${stack.filterParameters.join(', ')}`);
  const width = Math.max(...variants.map((variant) => variant.name.length));
  console.log(
    `${'variant'.padEnd(width)} ${cell('p50', 10)} ${cell('p95', 10)} ${cell('upstream calls', 16)} ${cell('waves', 10)} ${cell(`p95 ≤ ${GOAL_P95_MS} ms`, 12)}`,
  );
  for (const [index, variant] of variants.entries()) {
    const values = result.variants[index]!.values;
    const views = variant.views.slice(-RUNS);
    const p95 = percentile(values, 0.95);
    const met = p95 <= GOAL_P95_MS;
    if (!met) missed.push(`${title}: ${variant.name} (p95 ${p95.toFixed(0)} ms)`);
    console.log(
      [
        variant.name.padEnd(width),
        cell(`${percentile(values, 0.5).toFixed(1)} ms`, 10),
        cell(`${p95.toFixed(1)} ms`, 10),
        cell(spread(views.map((view) => view.calls.length)), 16),
        cell(spread(views.map(wavesOf)), 10),
        cell(met ? 'met' : 'missed', 12),
      ].join(' '),
    );
  }
  console.log(`${RUNS} interleaved rounds after ${WARM_UP} warm-up rounds; ${formatLoad(result.load)}`);

  for (const variant of variants) {
    const views = variant.views.slice(-RUNS);
    const failed = failedParts(views);
    const answered = Object.values(PARTS).filter((part) => !failed.has(part));
    console.log(`${variant.name}: answered ${answered.join(', ') || 'nothing'}`);
    for (const [part, { views: inViews, messages }] of failed)
      console.log(`  ${part} failed in ${inViews} of ${views.length} views: ${messages.join(' | ')}`);
    if (failed.size > 0) missed.push(`${title}: ${variant.name} (errors)`);
    if (SHOW_CALLS)
      for (const { at, call } of views.at(-1)!.calls) console.log(`  ${at.toFixed(0).padStart(6)} ms  ${call}`);
  }
  const ninety = await stacks[0]!.ninetyDays();
  console.log(
    `LAST_90_DAYS: ${ninety.periodOrderCount} paid orders in the period, ${ninety.orderCount} read, complete ${ninety.complete}`,
  );
}

console.log(
  `Overview's first view (the dashboard's Overview operation); REST latency ${LATENCY_MS} ms; the gateway's caches off; goal p95 ≤ ${GOAL_P95_MS} ms`,
);

const demo = await startStack('default');
try {
  const [{ orders }] = (await demo.api.db.query<{ orders: number }>('SELECT count(*)::int AS orders FROM orders')) as [
    { orders: number },
  ];
  await measure(`(1) demo data, ${orders} orders, embedded database`, [demo]);
} finally {
  await demo.close();
}

await withScaleDatabase(async ({ url, version }) => {
  const stacks: Stack[] = [await startStack('default', url)];
  try {
    const { description } = await growTo(stacks[0]!.api.db, ORDERS);
    console.log(`\n${description}`);
    stacks.push(await startStack('spec', url));
    await measure(`(2) ${ORDERS} orders, PostgreSQL ${version}`, stacks);
  } finally {
    for (const stack of stacks) await stack.close();
  }
});

endWithGoals(missed);
