import { beforeAll, describe, expect, it, vi } from 'vitest';

import { testLimits } from '../../testLimits';
import { type Replica, type ReplicaPair, replicaPair, signIn } from './gatewayReplica';
import { demoAdmin, graphql, LOGIN, onDefaultProfile, restLoginToken, SET_STAFF_ROLE, staffSession } from './harness';

/**
 * Two gateway processes (as two replicas behind a load balancer) in front of one REST API, sharing a real
 * redis-server and, as their store, a real PostgreSQL: failed logins, reference lists and QuickBooks statuses are
 * counted and fetched as if one gateway saw every request, and when Redis dies they keep serving from their own
 * memory until it is back, while a session ended on one stays refused on both.
 */
const PROVINCES = 'query { provinces { id name } }';
const STATUS = 'query Status($id: ID!) { order(id: $id) { quickbooksStatus { state } } }';
const REFRESH = 'mutation Refresh($id: ID!) { refreshQuickbooksStatus(id: $id) { quickbooksStatus { state } } }';
const CITIES = 'query Cities($provinceId: ID!) { cities(provinceId: $provinceId) { id } }';

const pair = replicaPair('the replica tests', { sharedStore: true });
let redis: ReplicaPair['redis'];
let api: ReplicaPair['api'];
let upstream: string[];
let a: Replica;
let b: Replica;
let cookieA = '';
let cookieB = '';
beforeAll(() => {
  if (pair.installed) ({ redis, api, upstream, a, b, cookieA, cookieB } = pair.started());
});

/** How many lines the replica has logged containing `text`. */
const loggedLines = (replica: Replica, text: string) => replica.lines.filter((line) => line.includes(text)).length;

/** Waits until the replica has logged `times` lines containing `text`. */
async function logged(replica: Replica, text: string, times = 1) {
  await vi.waitFor(
    () => expect(loggedLines(replica, text), `the replica logs "${text}"`).toBeGreaterThanOrEqual(times),
    {
      timeout: testLimits.waitMs,
      interval: 50,
    },
  );
}

const calls = (prefix: string) => upstream.filter((call) => call.startsWith(prefix)).length;
const failedLogin = (replica: Replica, email: string) =>
  graphql(replica.url, LOGIN, { email, password: 'Summer2026!' });

describe.runIf(pair.installed)('gateway replicas sharing Redis', () => {
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

  it('keep refusing a logged-out session on every replica while Redis is down, and once it is back empty', async () => {
    // A session cookie and a token sent as a header, both trusted by A lately: A serves them cached lists unasked. A
    // header token is served only where the gateway can tell whose it is (GET /me on the default profile).
    const sessions: Array<Record<string, string>> = [
      { cookie: await signIn(a) },
      ...(onDefaultProfile ? [{ token: await restLoginToken(api.url) }] : []),
    ];
    for (const headers of sessions) expect((await graphql(a.url, PROVINCES, {}, headers)).body.errors).toBeUndefined();
    for (const headers of sessions) await graphql(b.url, 'mutation { logout }', {}, headers);
    // The REST API may still accept the tokens (the spec's has no logout): the gateway's store is what refuses them.
    const refusedEverywhere = async () => {
      for (const replica of [a, b])
        for (const headers of sessions) {
          const { status, body } = await graphql(replica.url, PROVINCES, {}, headers);
          expect(status).toBe(401);
          expect(body.errors!.map((error) => error.extensions!.code)).toEqual(['UNAUTHENTICATED']);
          const exported = await fetch(`${replica.url}/export/warehouses.csv`, { headers });
          await exported.body?.cancel();
          expect(exported.status).toBe(401);
        }
    };
    await redis.stop();
    await refusedEverywhere();

    const reconnected = [a, b].map((replica) => loggedLines(replica, 'Redis available again'));
    await redis.start();
    await Promise.all(
      [a, b].map((replica, index) => logged(replica, 'Redis available again', reconnected[index]! + 1)),
    );
    await refusedEverywhere();
  });

  it("end a disabled member's sessions at once on every replica, and hold a changed role on both, while Redis is down", async () => {
    const clerk = await staffSession(a.url, api, cookieA, 'WAREHOUSE', 'gudang-replica@example.com');
    // Signed in through B too: a session on each replica.
    const { setCookie } = await graphql(b.url, LOGIN, { email: clerk.email, password: 'staff12345' });
    const onB = setCookie[0]!.split(';')[0]!;
    const warehouses = '{ warehouses { totalCount } }';
    const code = async (url: string, cookie: string, text = warehouses) =>
      (await graphql(url, text, {}, { cookie })).body.errors?.[0]?.extensions?.code;
    expect([await code(a.url, clerk.cookie), await code(b.url, onB)]).toEqual([undefined, undefined]);

    await redis.stop();
    // A's admin makes them Sales: B refuses them the warehouses' write at its next request, not a cached role.
    const asSales = await graphql(
      a.url,
      SET_STAFF_ROLE,
      { id: clerk.id, input: { role: 'SALES', active: true } },
      {
        cookie: cookieA,
      },
    );
    expect(asSales.body.errors).toBeUndefined();
    const deleteWarehouse = 'mutation { deleteWarehouse(id: "2147483000") { id } }';
    expect(await code(b.url, onB, deleteWarehouse)).toBe('FORBIDDEN');

    const disabled = await graphql(
      a.url,
      SET_STAFF_ROLE,
      { id: clerk.id, input: { role: 'SALES', active: false } },
      {
        cookie: cookieA,
      },
    );
    expect(disabled.body.data.updateStaffMember).toEqual({ id: clerk.id, role: 'SALES', active: false });
    expect([await code(a.url, clerk.cookie), await code(b.url, onB)]).toEqual(['UNAUTHENTICATED', 'UNAUTHENTICATED']);
    // Nor can they sign in again, on either replica.
    for (const replica of [a, b]) {
      const again = await graphql(replica.url, LOGIN, { email: clerk.email, password: 'staff12345' });
      expect(again.body.errors![0]!.extensions!.code).toBe('FORBIDDEN');
      expect(again.setCookie).toEqual([]);
    }
    const reconnected = [a, b].map((replica) => loggedLines(replica, 'Redis available again'));
    await redis.start();
    await Promise.all(
      [a, b].map((replica, index) => logged(replica, 'Redis available again', reconnected[index]! + 1)),
    );
  });
});
