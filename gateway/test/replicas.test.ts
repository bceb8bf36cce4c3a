import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import type { RunningRestApi } from '@backoffice/rest-api';
import { startTestRestApi } from '@backoffice/rest-api/testing';

import { testLimits } from '../../testLimits';
import { demoAdmin, graphql, LOGIN, testedProfile } from './harness';
import { type ServerProcess, startServerProcess } from './serverProcess';
import { freePort, redisServerInstalled, throwawayRedis } from './throwawayRedis';

/**
 * Two gateway processes (as two replicas behind a load balancer) in front of one REST API, sharing a real
 * redis-server: failed logins, reference lists and QuickBooks statuses are counted and fetched as if one gateway saw every request,
 * and when Redis dies they keep serving from their own memory until it is back.
 */
interface Replica extends ServerProcess {
  url: string;
}

async function startReplica(restApiUrl: string, redisUrl: string): Promise<Replica> {
  const port = await freePort();
  const replica = await startServerProcess(
    'gateway',
    {
      GATEWAY_PORT: String(port),
      // Two replicas on one machine: metrics on free ports.
      GATEWAY_METRICS_PORT: '0',
      REST_API_URL: restApiUrl,
      REDIS_URL: redisUrl,
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
      GATEWAY_DATA_DIR: ':memory:',
    },
    /GraphQL gateway on/,
  );
  return { ...replica, url: `http://127.0.0.1:${port}` };
}

const PROVINCES = 'query { provinces { id name } }';
const STATUS = 'query Status($id: ID!) { order(id: $id) { quickbooksStatus { state } } }';
const REFRESH = 'mutation Refresh($id: ID!) { refreshQuickbooksStatus(id: $id) { quickbooksStatus { state } } }';
const CITIES = 'query Cities($provinceId: ID!) { cities(provinceId: $provinceId) { id } }';

let redis: Awaited<ReturnType<typeof throwawayRedis>>;
let api: RunningRestApi;
const upstream: string[] = [];
let a: Replica;
let b: Replica;
let cookieA = '';
let cookieB = '';

/** Waits until the replica has logged a line containing `text`. */
async function logged(replica: Replica, text: string) {
  await vi.waitFor(
    () =>
      expect(
        replica.lines.some((line) => line.includes(text)),
        `the replica logs "${text}"`,
      ).toBe(true),
    {
      timeout: testLimits.waitMs,
      interval: 50,
    },
  );
}

const calls = (prefix: string) => upstream.filter((call) => call.startsWith(prefix)).length;
const failedLogin = (replica: Replica, email: string) =>
  graphql(replica.url, LOGIN, { email, password: 'Summer2026!' });
const signIn = async (replica: Replica) => (await graphql(replica.url, LOGIN, demoAdmin)).setCookie[0]!.split(';')[0]!;

beforeAll(async () => {
  if (!hasRedis) return;
  redis = await throwawayRedis();
  api = await startTestRestApi(
    { profile: testedProfile },
    { observeRequest: (method, url) => void upstream.push(`${method} ${url}`) },
  );
  [a, b] = await Promise.all([startReplica(api.url, redis.url), startReplica(api.url, redis.url)]);
  [cookieA, cookieB] = await Promise.all([signIn(a), signIn(b)]);
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await api?.close();
  await redis?.stop();
});

// `.ci/run` installs redis-server; on a machine without it this file says so and skips.
const hasRedis = redisServerInstalled('the replica tests');

describe.runIf(hasRedis)('gateway replicas sharing Redis', () => {
  it('make one upstream call per reference list, however many replicas ask and whether at once or in turn', async () => {
    const answers = await Promise.all([
      graphql(a.url, PROVINCES, {}, { cookie: cookieA }),
      graphql(b.url, PROVINCES, {}, { cookie: cookieB }),
      graphql(a.url, PROVINCES, {}, { cookie: cookieA }),
    ]);
    answers.push(await graphql(b.url, PROVINCES, {}, { cookie: cookieB }));
    for (const answer of answers) expect(answer.body.data.provinces.length).toBeGreaterThan(30);
    expect(calls('GET /provinces')).toBe(1);
  });

  it('share QuickBooks statuses: one lookup for both, and a refresh on one replica reaches the other', async () => {
    const order = (
      await api.db.query<{ id: number }>(
        `SELECT id FROM orders WHERE order_status = 'payment_success' AND id % 3 <> 0 AND id % 11 <> 0 ORDER BY id LIMIT 1`,
      )
    )[0]!;
    const id = String(order.id);
    const status = async (replica: Replica, cookie: string) =>
      (await graphql(replica.url, STATUS, { id }, { cookie })).body.data.order.quickbooksStatus.state as string;
    expect(await status(b, cookieB)).toBe('PAID');
    expect(await status(a, cookieA)).toBe('PAID');
    expect(calls(`GET /quickbooks/orderInvoice/${id}`)).toBe(1);

    await api.db.query(`UPDATE orders SET order_status = 'payment_pending' WHERE id = $1`, [order.id]);
    const refreshed = await graphql(a.url, REFRESH, { id }, { cookie: cookieA });
    expect(refreshed.body.data.refreshQuickbooksStatus.quickbooksStatus.state).toBe('NO_PAYMENT');
    // B keeps its own copy for at most LOCAL_TTL_WITH_REDIS_MS; then it reads what A refreshed, from Redis.
    await vi.waitFor(async () => expect(await status(b, cookieB)).toBe('NO_PAYMENT'), {
      timeout: testLimits.waitMs,
      interval: 100,
    });
    expect(calls(`GET /quickbooks/orderInvoice/${id}`)).toBe(2);
  });

  it("make a session's kept answers on one replica stale when a write goes through the other", async () => {
    const WAREHOUSE = 'query Warehouse($id: ID!) { warehouse(id: $id) { active } }';
    const SWITCH =
      'mutation Switch($id: ID!, $active: Boolean!) { setWarehouseActive(id: $id, active: $active) { id } }';
    const read = async () =>
      (await graphql(a.url, WAREHOUSE, { id: '6' }, { cookie: cookieA })).body.data.warehouse.active as boolean;
    const before = await read();
    const asked = calls('GET /warehouse/6');
    expect(await read()).toBe(before);
    expect(calls('GET /warehouse/6'), 'the answer is kept on replica A').toBe(asked);

    await graphql(b.url, SWITCH, { id: '6', active: !before }, { cookie: cookieB });
    const switched = calls('GET /warehouse/6');
    expect(await read()).toBe(!before);
    expect(calls('GET /warehouse/6')).toBe(switched + 1);
    await graphql(b.url, SWITCH, { id: '6', active: before }, { cookie: cookieB });
  });

  it('refuse a session on every replica once it logged out on one', async () => {
    const cookie = await signIn(a);
    expect((await graphql(b.url, PROVINCES, {}, { cookie })).body.errors).toBeUndefined();
    await graphql(b.url, 'mutation { logout }', {}, { cookie });
    for (const replica of [a, b]) {
      const { body } = await graphql(replica.url, '{ warehouses { totalCount } }', {}, { cookie });
      expect(body.errors!.map((error) => error.extensions!.code)).toEqual(['UNAUTHENTICATED']);
    }
  });

  it('count failed logins from one address across replicas, as if one gateway saw them all', async () => {
    // The same socket address reaches both replicas; 20 failures in a minute spread over them is the limit.
    for (let i = 0; i < 20; i++) {
      const answer = await failedLogin(i % 2 ? b : a, `spray${i}@example.com`);
      expect(answer.body.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
    }
    const logins = calls('POST /login');
    for (const replica of [a, b]) {
      const refused = await failedLogin(replica, 'spray-last@example.com');
      expect(refused.body.errors![0]!.extensions!.code).toBe('RATE_LIMITED');
    }
    expect(calls('POST /login')).toBe(logins);
  });

  it('keep serving from their own memory while Redis is down, logging it once, and share again once it is back', async () => {
    await redis.stop();
    for (let i = 0; i < 3; i++) {
      // A list not cached anywhere yet: loaded straight from the REST API.
      const answer = await graphql(a.url, CITIES, { provinceId: String(31 + i) }, { cookie: cookieA });
      expect(answer.body.errors).toBeUndefined();
      expect(answer.body.data.cities.length).toBeGreaterThan(0);
    }
    // Logins still answer, limited by each replica's own memory (this address's count started afresh there).
    expect((await failedLogin(a, 'during-outage@example.com')).body.errors![0]!.extensions!.code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await graphql(a.url, LOGIN, demoAdmin)).body.errors).toBeUndefined();
    const outages = (replica: Replica) => replica.lines.filter((line) => line.includes('Redis unavailable')).length;
    expect(outages(a)).toBe(1);

    await redis.start();
    await Promise.all([a, b].map((replica) => logged(replica, 'Redis available again')));
    const before = calls('GET /cities');
    await graphql(a.url, CITIES, { provinceId: '51' }, { cookie: cookieA });
    await graphql(b.url, CITIES, { provinceId: '51' }, { cookie: cookieB });
    expect(calls('GET /cities') - before).toBe(1);
    expect(outages(a)).toBe(1);
  });
});
