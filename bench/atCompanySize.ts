/**
 * The company's size over the spec's API (issue 38, parts 1 and 3): the demo data grown to `--orders` (100,000) orders
 * and `--subscribers` (20,000) newsletter subscribers on a throw-away PostgreSQL (scaleSeed.ts), the REST API in its
 * spec profile (no filter beyond the spec: the gateway reads such lists whole, core/listFilters.ts), and the gateway
 * with its caches as configured but the per-session response cache off, so that every view below is computed.
 * Interleaved round by round (interleave.ts), each variant standing on its own whatever ran before it:
 *   - a subscriber search, first view after a write (an untimed mutation first makes every kept list stale);
 *   - a subscriber search from another session, another word, once the list is kept;
 *   - the overview's 90 days, the dashboard's `Overview` operation, first view after a write;
 *   - the same from another session once its figures are kept.
 * Goals: the first filtered view ≤ 2 s, later views ≤ 100 ms p95; the overview's first view after a write ≤ 1 s, any
 * other ≤ 500 ms p95; and every part of the overview answers (its queues and low stock included). Exits 1 when missed.
 *
 *   npx tsx atCompanySize.ts --runs 20 --orders 100000 --subscribers 20000
 */
import { loadavg } from 'node:os';

import { readConfig as readGatewayConfig } from '../gateway/src/config';
import { createLogger } from '../gateway/src/core/logger';
import { startGateway } from '../gateway/src/server';
import { startRestApi } from '../rest-api/src/server';
import { demoAdmin } from '../rest-api/src/testing';
import { dashboardList, dashboardRequest } from './dashboardOperations';
import { formatInterleaved, interleave, percentile } from './interleave';
import { benchRestApiConfig, growTo, withScaleDatabase } from './scaleSeed';

const option = (name: string, fallback: number) => {
  const at = process.argv.indexOf(name);
  const value = at === -1 ? fallback : Number(process.argv[at + 1]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of at least 1`);
  return value;
};
const RUNS = option('--runs', 20);
const ORDERS = option('--orders', 100_000);
const SUBSCRIBERS = option('--subscribers', 20_000);
const SESSIONS = 4;

interface Reply {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; path?: Array<string | number> }>;
}

const missed: string[] = [];

await withScaleDatabase(async ({ url, version }) => {
  const api = await startRestApi({ ...benchRestApiConfig(url), profile: 'spec', metricsPort: 0 });
  const gateway = await startGateway(
    {
      ...readGatewayConfig({}),
      port: 0,
      restApiUrl: api.url,
      logLevel: 'silent',
      gatewayDataDir: null,
      metricsPort: 0,
      responseCacheTtlMs: 0,
    },
    createLogger('silent'),
  );
  try {
    const { description } = await growTo(api.db, ORDERS);
    await api.db.query(
      `INSERT INTO newsletter_subscribers (email, created_at)
       SELECT 'pelanggan' || i || '@contoh.co.id', now() - make_interval(mins => i)
       FROM generate_series(1, $1::int - (SELECT count(*)::int FROM newsletter_subscribers)) AS i`,
      [SUBSCRIBERS],
    );
    console.log(`${description}; ${SUBSCRIBERS} newsletter subscribers; PostgreSQL ${version}, REST API profile spec`);

    const sessions = await Promise.all(
      Array.from({ length: SESSIONS }, async () => {
        const login = await fetch(`${gateway.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: dashboardRequest('Login', demoAdmin),
        });
        return login.headers.getSetCookie()[0]!.split(';')[0]!;
      }),
    );
    const post = async (cookie: string, body: string) => {
      const started = performance.now();
      const reply = (await (
        await fetch(`${gateway.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body,
        })
      ).json()) as Reply;
      return { ms: performance.now() - started, reply };
    };
    /** A write through the gateway (the same threshold again): every list and figure kept is stale after it. */
    const write = async () => {
      const { reply } = await post(
        sessions[0]!,
        JSON.stringify({ query: 'mutation { setLowStockThreshold(threshold: 10) }' }),
      );
      if (reply.errors) throw new Error(`The write failed: ${JSON.stringify(reply.errors)}`);
    };
    const subscribers = dashboardList('NewsletterSubscribers');
    const search = (round: number) =>
      dashboardRequest('NewsletterSubscribers', { ...subscribers.variables, search: `pelanggan${round + 1}1` });
    const overview = dashboardRequest('Overview', { period: 'LAST_90_DAYS' });
    const failures = new Map<string, Set<string>>();
    /** A timed view; an error in it is kept by variant and message. */
    const view = async (name: string, cookie: string, body: string) => {
      const { ms, reply } = await post(cookie, body);
      for (const error of reply.errors ?? [])
        (failures.get(name) ?? failures.set(name, new Set()).get(name)!).add(
          `${error.path?.join('.') ?? ''}: ${error.message}`,
        );
      return ms;
    };
    const other = (round: number) => sessions[1 + (round % (SESSIONS - 1))]!;

    const result = await interleave(
      [
        {
          name: 'subscriber search, first view after a write',
          run: async (round) => {
            await write();
            return view('subscriber search, first view after a write', sessions[0]!, search(round));
          },
        },
        {
          name: 'subscriber search, another session',
          run: async (round) => {
            await post(sessions[0]!, search(round + 1));
            return view('subscriber search, another session', other(round), search(round));
          },
        },
        {
          name: 'overview 90 days, first view after a write',
          run: async () => {
            await write();
            return view('overview 90 days, first view after a write', sessions[0]!, overview);
          },
        },
        {
          name: 'overview 90 days, another session',
          run: async (round) => {
            await post(sessions[0]!, overview);
            return view('overview 90 days, another session', other(round), overview);
          },
        },
      ],
      { rounds: RUNS, baseline: 'subscriber search, another session', warmUp: 2 },
    );
    const goals: Record<string, { figure: 'median' | 'p95'; ms: number }> = {
      'subscriber search, first view after a write': { figure: 'p95', ms: 2_000 },
      'subscriber search, another session': { figure: 'p95', ms: 100 },
      'overview 90 days, first view after a write': { figure: 'p95', ms: 1_000 },
      'overview 90 days, another session': { figure: 'p95', ms: 500 },
    };
    console.log(
      formatInterleaved(result, 'ms', [
        { title: 'p95', cell: (variant) => `${percentile(variant.values, 0.95).toFixed(1)} ms` },
        {
          title: 'goal',
          cell: (variant) => {
            const goal = goals[variant.name]!;
            const p95 = percentile(variant.values, 0.95);
            const met = p95 <= goal.ms;
            if (!met) missed.push(`${variant.name}: p95 ${p95.toFixed(0)} ms, goal ${goal.ms} ms`);
            return `p95 ≤ ${goal.ms} ms ${met ? 'met' : 'missed'}`;
          },
        },
        { title: 'errors', cell: (variant) => String(failures.get(variant.name)?.size ?? 0) },
      ]),
    );
    for (const [name, messages] of failures) {
      missed.push(`${name}: errors`);
      console.log(`${name}: ${[...messages].join(' | ')}`);
    }
    const { reply } = await post(sessions[0]!, overview);
    const answered = reply.data?.overview as Record<string, unknown> | undefined;
    console.log(
      `overview parts answered: ${Object.entries(answered ?? {})
        .filter(([, value]) => value !== null)
        .map(([part]) => part)
        .join(', ')}`,
    );
  } finally {
    await gateway.close();
    await api.close();
  }
});

console.log(
  `\ngoal missed: ${missed.length ? missed.join('; ') : 'none'}; load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);
process.exitCode = missed.length === 0 ? 0 : 1;
