import { describe, expect, it } from 'vitest';

import { graphql, loginCookie, testStack } from './harness';

const stack = testStack();

/** Every reference list the gateway caches across requests. */
const CACHED_LISTS = {
  provinces: '{ provinces { id name } }',
  cities: '{ cities(provinceId: "35") { id name } }',
  couriers: '{ couriers { id company } }',
  categories: '{ categories { id name } }',
  customerCityOptions: '{ customerCityOptions { id name } }',
};

/** The REST calls made while `run` ran, other than the session check itself. */
async function dataCallsDuring(run: () => Promise<void>) {
  const before = stack.upstreamCalls.length;
  await run();
  return stack.upstreamCalls.slice(before).filter((call) => call !== 'GET /me');
}

describe('cached reference lists and tokens', () => {
  it('serve a real session from the cache, checking its token once', async () => {
    for (const query of Object.values(CACHED_LISTS)) expect((await stack.query(query)).body.errors).toBeUndefined();
    const checks = stack.callsTo('GET /me');
    const calls = await dataCallsDuring(async () => {
      for (const [name, query] of Object.entries(CACHED_LISTS))
        expect((await stack.query(query)).body.data[name].length).toBeGreaterThan(0);
    });
    expect(calls).toEqual([]);
    expect(stack.callsTo('GET /me')).toBe(checks);
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
});
