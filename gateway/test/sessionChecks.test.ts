import { describe, expect, it } from 'vitest';

import { SESSION_CHECK_CALL } from '../src/core/session';
import { graphql, loginCookie, onDefaultProfile, restLoginToken, testStack } from './harness';

const stack = testStack();

/** Every reference list the gateway caches across requests. */
const CACHED_LISTS = {
  provinces: '{ provinces { id name } }',
  cities: '{ cities(provinceId: "35") { id name } }',
  couriers: '{ couriers { id company } }',
  categories: '{ categories { id name } }',
  customerCityOptions: '{ customerCityOptions { id name } }',
};

/**
 * The REST calls made while `run` ran, other than checking the session: the session check itself, and asking whose a
 * token is (GET /me, where the REST API offers it) for its role.
 */
async function dataCallsDuring(run: () => Promise<void>) {
  const before = stack.upstreamCalls.length;
  await run();
  return stack.upstreamCalls.slice(before).filter((call) => call !== SESSION_CHECK_CALL && call !== 'GET /me');
}

describe('cached reference lists and tokens', () => {
  it('serve a real session from the cache, checking its token once', async () => {
    for (const query of Object.values(CACHED_LISTS)) expect((await stack.query(query)).body.errors).toBeUndefined();
    const checks = stack.callsTo(SESSION_CHECK_CALL);
    const calls = await dataCallsDuring(async () => {
      for (const [name, query] of Object.entries(CACHED_LISTS))
        expect((await stack.query(query)).body.data[name].length).toBeGreaterThan(0);
    });
    expect(calls).toEqual([]);
    expect(stack.callsTo(SESSION_CHECK_CALL)).toBe(checks);
  });

  it.each([
    ['a token header', { token: 'garbage' }],
    ['a Bearer token', { authorization: 'Bearer garbage' }],
    ['a session cookie', { cookie: 'bo_session=garbage' }],
  ])('refuse a forged token in %s, with no data asked of the REST API', async (_where, headers) => {
    for (const query of Object.values(CACHED_LISTS)) await stack.query(query);
    const calls = await dataCallsDuring(async () => {
      for (const query of Object.values(CACHED_LISTS)) {
        const { body } = await graphql(stack.gateway.url, query, {}, headers);
        expect(body.data).toBeNull();
        expect(body.errors!.map((error) => error.extensions!.code)).toEqual(['UNAUTHENTICATED']);
      }
    });
    expect(calls).toEqual([]);
  });

  it('stop serving a session at once when it logs out', async () => {
    const cookie = await loginCookie(stack.gateway.url);
    expect((await graphql(stack.gateway.url, CACHED_LISTS.provinces, {}, { cookie })).body.errors).toBeUndefined();
    await graphql(stack.gateway.url, 'mutation { logout }', {}, { cookie });
    const { body } = await graphql(stack.gateway.url, CACHED_LISTS.provinces, {}, { cookie });
    expect(body.errors!.map((error) => error.extensions!.code)).toEqual(['UNAUTHENTICATED']);
  });

  it('refuse a logged-out session cookie on every query, with no REST call, though the REST API may still accept its token', async () => {
    const cookie = await loginCookie(stack.gateway.url);
    const uncached = '{ warehouses(page: 1, perPage: 15) { totalCount } }';
    expect((await graphql(stack.gateway.url, uncached, {}, { cookie })).body.errors).toBeUndefined();
    await graphql(stack.gateway.url, 'mutation { logout }', {}, { cookie });
    const before = stack.upstreamCalls.length;
    const { status, body } = await graphql(stack.gateway.url, uncached, {}, { cookie });
    expect(status).toBe(401);
    expect(body.errors!.map((error) => error.extensions!.code)).toEqual(['UNAUTHENTICATED']);
    expect(stack.upstreamCalls.slice(before)).toEqual([]);
    const exported = await fetch(`${stack.gateway.url}/export/warehouses.csv`, { headers: { cookie } });
    expect(exported.status).toBe(401);
  });

  // A token sent as a header is served only where the gateway can tell whose it is (its role): where the REST API
  // answers GET /me, not over the spec's API (test/auth.test.ts).
  it.runIf(onDefaultProfile)(
    'refuse a token sent as a header on every query once it logged out through the gateway, with no REST call',
    async () => {
      const token = await restLoginToken(stack.api.url);
      const uncached = '{ warehouses(page: 1, perPage: 15) { totalCount } }';
      expect((await graphql(stack.gateway.url, uncached, {}, { token })).body.errors).toBeUndefined();
      await graphql(stack.gateway.url, 'mutation { logout }', {}, { token });
      const before = stack.upstreamCalls.length;
      const ways: Array<Record<string, string>> = [{ token }, { authorization: `Bearer ${token}` }];
      for (const headers of ways) {
        const { status, body } = await graphql(stack.gateway.url, uncached, {}, headers);
        expect(status).toBe(401);
        expect(body.errors!.map((error) => error.extensions!.code)).toEqual(['UNAUTHENTICATED']);
      }
      expect(stack.upstreamCalls.slice(before)).toEqual([]);
      const exported = await fetch(`${stack.gateway.url}/export/warehouses.csv`, { headers: { token } });
      expect(exported.status).toBe(401);
    },
  );
});
