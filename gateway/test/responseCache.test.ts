import { describe, expect, it } from 'vitest';

import { SESSION_CHECK_CALL } from '../src/core/session';
import { graphql, loginCookie, testStack } from './harness';

/** The response cache on (core/responseCache.ts): kept per session, stale after any write through the gateway. */
const stack = testStack({ gateway: { responseCacheTtlMs: 60_000 } });

const WAREHOUSE = 'query Warehouse($id: ID!) { warehouse(id: $id) { id name active } }';
const SWITCH =
  'mutation Switch($id: ID!, $active: Boolean!) { setWarehouseActive(id: $id, active: $active) { active } }';
const WAREHOUSE_ID = '3';

/** The query, and the data calls it made: a kept answer is served once the token is checked, as cached lists are. */
async function ask(cookie: string, id = WAREHOUSE_ID) {
  const { result, calls } = await stack.upstreamDuring(() => graphql(stack.gateway.url, WAREHOUSE, { id }, { cookie }));
  return { result, calls: calls.filter((call) => call !== SESSION_CHECK_CALL) };
}

describe('response cache', () => {
  it("answers a session's repeated query without asking the REST API, and each session for itself", async () => {
    const first = await ask(stack.cookie);
    expect(first.calls.length).toBeGreaterThan(0);
    const again = await ask(stack.cookie);
    expect(again.calls).toEqual([]);
    expect(again.result.body).toEqual(first.result.body);

    const other = await loginCookie(stack.gateway.url);
    expect((await ask(other)).calls.length, "another session is not served the first one's answer").toBeGreaterThan(0);
    expect((await ask(other)).calls).toEqual([]);
  });

  it('serves no session an answer kept before a write through the gateway', async () => {
    const other = await loginCookie(stack.gateway.url);
    const before = (await ask(other)).result.body.data.warehouse.active as boolean;
    await ask(stack.cookie);
    expect((await ask(other)).calls).toEqual([]);

    const switched = await stack.query(SWITCH, { id: WAREHOUSE_ID, active: !before });
    expect(switched.body.data.setWarehouseActive.active).toBe(!before);
    for (const cookie of [stack.cookie, other]) {
      const after = await ask(cookie);
      expect(after.calls.length).toBeGreaterThan(0);
      expect(after.result.body.data.warehouse.active).toBe(!before);
    }
    await stack.query(SWITCH, { id: WAREHOUSE_ID, active: before });
  });

  it('does not keep an answer whose request began before a write ended', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let holding = false;
    stack.beforeUpstream((call) => {
      if (holding || !call.startsWith('GET /warehouse/5')) return;
      holding = true;
      return held;
    });
    const reading = ask(stack.cookie, '5');
    await expect.poll(() => holding).toBe(true);
    stack.beforeUpstream(undefined);
    const before = (await stack.query(WAREHOUSE, { id: '4' })).body.data.warehouse.active as boolean;
    await stack.query(SWITCH, { id: '4', active: !before });
    release();
    await reading;
    const again = await ask(stack.cookie, '5');
    expect(again.calls.length, 'the read that overlapped the write is asked again').toBeGreaterThan(0);
    expect((await ask(stack.cookie, '5')).calls, 'and kept this time').toEqual([]);
    await stack.query(SWITCH, { id: '4', active: before });
  });

  it('keeps no answer with errors', async () => {
    const missing = await ask(stack.cookie, '999999');
    expect(missing.result.body.errors![0]!.extensions!.code).toBe('NOT_FOUND');
    expect((await ask(stack.cookie, '999999')).calls.length).toBeGreaterThan(0);
  });
});
