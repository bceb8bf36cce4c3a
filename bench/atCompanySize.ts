/**
 * The company's size over the spec's API (issue 38, parts 1 and 3): the demo data grown to `--orders` (100,000) orders
 * and `--subscribers` (20,000) newsletter subscribers on a throw-away PostgreSQL (scaleSeed.ts), the REST API in its
 * spec profile (no filter beyond the spec: the gateway reads such lists whole, core/listFilters.ts), and the gateway
 * with its caches as configured but the per-session response cache off, so that every view below is computed.
 * Interleaved round by round (interleave.ts), each variant standing on its own whatever ran before it:
 *   - a subscriber search, first view after a write (an untimed mutation first makes every kept list stale);
 *   - a subscriber search from another session, another word, once the list is kept;
 *   - the overview's 90 days, the dashboard's `Overview` operation, first view after a write, over the spec profile
 *     and over the default one (a second REST API on the same database, whose SQL filters the queues' lists);
 *   - the same from another session once its figures are kept.
 * Goals: the first filtered view ≤ 2 s, later views ≤ 100 ms p95; the overview's first view after a write ≤ 1 s, any
 * other ≤ 500 ms p95; and every part of the overview answers (its queues and low stock included). Exits 1 when missed.
 *
 *   npx tsx atCompanySize.ts --runs 20 --orders 100000 --subscribers 20000
 */
import { readConfig as readGatewayConfig } from '../gateway/src/config';
import { createLogger } from '../gateway/src/core/logger';
import { startGateway } from '../gateway/src/server';
import type { RestApiProfile } from '../rest-api/src/config';
import { startRestApi } from '../rest-api/src/server';
import { demoAdmin } from '../rest-api/src/testing';
import { endWithGoals, wholeNumberOption } from './cli';
import { dashboardList, dashboardRequest } from './dashboardOperations';
import { formatInterleaved, interleave, percentile } from './interleave';
import { benchRestApiConfig, growTo, withScaleDatabase } from './scaleSeed';

const RUNS = wholeNumberOption('--runs', 20);
const ORDERS = wholeNumberOption('--orders', 100_000);
const SUBSCRIBERS = wholeNumberOption('--subscribers', 20_000);
const SESSIONS = 4;

interface Reply {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; path?: Array<string | number> }>;
}

const missed: string[] = [];

/** A REST API in `profile` on the scale database, the gateway in front, and SESSIONS signed-in sessions. */
async function stackOn(url: string, profile: RestApiProfile) {
  const api = await startRestApi({ ...benchRestApiConfig(url), profile, metricsPort: 0 });
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
  return {
    profile,
    api,
    post,
    /** The first session, which writes. */
    writer: sessions[0]!,
    /** Another session than the writer's, by round. */
    other: (round: number) => sessions[1 + (round % (SESSIONS - 1))]!,
    /** A write through the gateway (the same threshold again): every list and figure kept is stale after it. */
    async write() {
      const { reply } = await post(
        sessions[0]!,
        JSON.stringify({ query: 'mutation { setLowStockThreshold(threshold: 10) }' }),
      );
      if (reply.errors) throw new Error(`The write failed: ${JSON.stringify(reply.errors)}`);
    },
    async close() {
      await gateway.close();
      await api.close();
    },
  };
}

await withScaleDatabase(async ({ url, version }) => {
  const stacks: Array<Awaited<ReturnType<typeof stackOn>>> = [];
  try {
    const spec = await stackOn(url, 'spec');
    stacks.push(spec);
    const { description } = await growTo(spec.api.db, ORDERS);
    await spec.api.db.query(
      `INSERT INTO newsletter_subscribers (email, created_at)
       SELECT 'pelanggan' || i || '@contoh.co.id', now() - make_interval(mins => i)
       FROM generate_series(1, $1::int - (SELECT count(*)::int FROM newsletter_subscribers)) AS i`,
      [SUBSCRIBERS],
    );
    stacks.push(await stackOn(url, 'default'));
    console.log(`${description}; ${SUBSCRIBERS} newsletter subscribers; PostgreSQL ${version}`);

    const subscribers = dashboardList('NewsletterSubscribers');
    const search = (round: number) =>
      dashboardRequest('NewsletterSubscribers', { ...subscribers.variables, search: `pelanggan${round + 1}1` });
    const overview = dashboardRequest('Overview', { period: 'LAST_90_DAYS' });
    const failures = new Map<string, Set<string>>();
    const goals = new Map<string, number>();
    /** A variant: `warm` runs untimed first, then `body` is timed from `cookie`; an error is kept by message. */
    const variant = (name: string, goalMs: number, run: (round: number) => Promise<{ ms: number; reply: Reply }>) => {
      goals.set(name, goalMs);
      return {
        name,
        run: async (round: number) => {
          const { ms, reply } = await run(round);
          for (const error of reply.errors ?? [])
            (failures.get(name) ?? failures.set(name, new Set()).get(name)!).add(
              `${error.path?.join('.') ?? ''}: ${error.message}`,
            );
          return ms;
        },
      };
    };
    const result = await interleave(
      [
        variant('subscriber search, spec, first view after a write', 2_000, async (round) => {
          await spec.write();
          return spec.post(spec.writer, search(round));
        }),
        variant('subscriber search, spec, another session', 100, async (round) => {
          await spec.post(spec.writer, search(round + 1));
          return spec.post(spec.other(round), search(round));
        }),
        ...stacks.flatMap((stack) => [
          variant(`overview 90 days, ${stack.profile}, first view after a write`, 1_000, async () => {
            await stack.write();
            return stack.post(stack.writer, overview);
          }),
          variant(`overview 90 days, ${stack.profile}, another session`, 500, async (round) => {
            await stack.post(stack.writer, overview);
            return stack.post(stack.other(round), overview);
          }),
        ]),
      ],
      { rounds: RUNS, baseline: 'subscriber search, spec, another session', warmUp: 2 },
    );
    console.log(
      formatInterleaved(result, 'ms', [
        { title: 'p95', cell: (figures) => `${percentile(figures.values, 0.95).toFixed(1)} ms` },
        {
          title: 'goal',
          cell: (figures) => {
            const goalMs = goals.get(figures.name)!;
            const p95 = percentile(figures.values, 0.95);
            const met = p95 <= goalMs;
            if (!met) missed.push(`${figures.name}: p95 ${p95.toFixed(0)} ms, goal ${goalMs} ms`);
            return `p95 ≤ ${goalMs} ms ${met ? 'met' : 'missed'}`;
          },
        },
        { title: 'errors', cell: (figures) => String(failures.get(figures.name)?.size ?? 0) },
      ]),
    );
    for (const [name, messages] of failures) {
      missed.push(`${name}: errors`);
      console.log(`${name}: ${[...messages].join(' | ')}`);
    }
  } finally {
    for (const stack of stacks) await stack.close();
  }
});

endWithGoals(missed);
