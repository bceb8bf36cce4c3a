import { beforeAll, describe, expect, it, vi } from 'vitest';

import { testLimits } from '../../testLimits';
import { type Replica, type ReplicaPair, replicaPair } from './gatewayReplica';
import { graphql, LOGIN } from './harness';

/**
 * The response cache (core/responseCache.ts) of two gateway processes sharing a real redis-server: no replica
 * serves an answer older than a write acknowledged through either, even when Redis restarts empty, and what
 * anyone may send without a session empties no cache.
 */

const WAREHOUSE = 'query Warehouse($id: ID!) { warehouse(id: $id) { active } }';
const SWITCH = 'mutation Switch($id: ID!, $active: Boolean!) { setWarehouseActive(id: $id, active: $active) { id } }';
const WAREHOUSE_ID = '7';
const OTHER_WAREHOUSE_ID = '8';

const pair = replicaPair('the response cache replica tests');
let redis: ReplicaPair['redis'];
let upstream: string[];
let a: Replica;
let b: Replica;
let cookieA = '';
let cookieB = '';
beforeAll(() => {
  if (pair.installed) ({ redis, upstream, a, b, cookieA, cookieB } = pair.started());
});

/** Replica A's answer for the warehouse, and whether it asked the REST API for it (else it was kept). */
async function readOnA(id = WAREHOUSE_ID) {
  const asked = upstream.length;
  const { body } = await graphql(a.url, WAREHOUSE, { id }, { cookie: cookieA });
  const fetched = upstream.slice(asked).some((call) => call.startsWith(`GET /warehouse/${id}`));
  return { active: body.data.warehouse.active as boolean, fetched };
}

/** A write through replica B, acknowledged once this resolves. */
async function switchOnB(id: string, active: boolean) {
  const { body } = await graphql(b.url, SWITCH, { id, active }, { cookie: cookieB });
  expect(body.errors).toBeUndefined();
}

const reconnections = (replica: Replica) =>
  replica.lines.filter((line) => line.includes('Redis available again')).length;

/** Kills redis-server and starts it again, empty; `meanwhile` runs while it is down. */
async function restartRedisEmpty(meanwhile: () => Promise<void> = async () => undefined) {
  const before = [a, b].map(reconnections);
  await redis.stop();
  await meanwhile();
  await redis.start();
  await vi.waitFor(() => expect([a, b].map(reconnections)).toEqual(before.map((count) => count + 1)), {
    timeout: testLimits.waitMs,
    interval: 50,
  });
}

describe.runIf(pair.installed)('response cache of replicas sharing Redis', () => {
  it('serves no answer older than an acknowledged write, though Redis restarted empty and its count climbed back', async () => {
    // From an empty Redis: two writes, then A keeps its answer at a count of 2.
    await restartRedisEmpty();
    await switchOnB(OTHER_WAREHOUSE_ID, false);
    await switchOnB(OTHER_WAREHOUSE_ID, true);
    const before = (await readOnA()).active;
    expect((await readOnA()).fetched, 'A keeps the answer').toBe(false);

    // Redis restarts empty, and two writes bring its count back to 2: the first changes what A kept.
    await restartRedisEmpty();
    await switchOnB(WAREHOUSE_ID, !before);
    await switchOnB(OTHER_WAREHOUSE_ID, false);
    expect(await readOnA()).toEqual({ active: !before, fetched: true });
    expect((await readOnA()).fetched, 'and keeps the new one').toBe(false);

    // A write acknowledged while Redis is down, then Redis back empty.
    await restartRedisEmpty(() => switchOnB(WAREHOUSE_ID, before));
    expect(await readOnA()).toEqual({ active: before, fetched: true });
    await switchOnB(OTHER_WAREHOUSE_ID, true);
  });

  it('keep their answers through a failed login and a mutation sent without a session', async () => {
    await readOnA();
    expect((await readOnA()).fetched, 'A keeps the answer').toBe(false);
    const refused = await graphql(b.url, LOGIN, { email: 'nobody@example.com', password: 'wrong-password' });
    expect(refused.body.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
    await graphql(a.url, LOGIN, { email: 'nobody@example.com', password: 'wrong-password' });
    expect((await graphql(b.url, 'mutation { __typename }')).body.data).toEqual({ __typename: 'Mutation' });
    expect((await readOnA()).fetched, 'A still serves the answer it kept').toBe(false);
  });
});
