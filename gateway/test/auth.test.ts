import { describe, expect, it } from 'vitest';

import { addTestUser } from '@backoffice/rest-api/testing';

import {
  demoAdmin,
  graphql,
  LOGIN,
  loginCookie,
  onDefaultProfile,
  restLoginToken,
  startStack,
  testedProfile,
  testStack,
} from './harness';

const stack = testStack({ signedIn: false });
describe('sessions', () => {
  it('signs in with a session cookie that page scripts cannot read, and never returns the token', async () => {
    const { body, setCookie } = await graphql(stack.gateway.url, LOGIN, demoAdmin);
    // The spec's login answers only a token: the gateway then knows the staff member by the e-mail alone.
    expect(body.data.login.user).toEqual({
      email: demoAdmin.email,
      name: onDefaultProfile ? 'Admin' : demoAdmin.email,
    });
    expect(setCookie).toHaveLength(1);
    expect(setCookie[0]).toMatch(/^bo_session=[\w-]{20,};/);
    expect(setCookie[0]).toMatch(/HttpOnly/);
    expect(setCookie[0]).toMatch(/SameSite=Strict/);
    expect(JSON.stringify(body)).not.toContain(setCookie[0]!.split(';')[0]!.split('=')[1]);
  });

  it('shows the REST message for a wrong password', async () => {
    const { body, setCookie } = await graphql(stack.gateway.url, LOGIN, { ...demoAdmin, password: 'wrong' });
    expect(body.errors![0]!.message).toBe('E-mail atau password salah');
    expect(body.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
    expect(setCookie).toHaveLength(0);
  });

  it('refuses every field but login without a session, before calling the REST API', async () => {
    const before = stack.upstreamCalls.length;
    for (const query of [
      '{ me { email } }',
      '{ provinces { id } }',
      '{ warehouses { totalCount } }',
      '{ __typename login: me { id } }',
    ]) {
      const { status, body } = await graphql(stack.gateway.url, query);
      expect(status, query).toBe(401);
      expect(body.errors![0]).toMatchObject({
        message: 'Please log in to continue.',
        extensions: { code: 'UNAUTHENTICATED' },
      });
    }
    expect(stack.upstreamCalls.length).toBe(before);
  });

  it('accepts the session cookie, the token header and a bearer token', async () => {
    const cookie = await loginCookie(stack.gateway.url);
    const token = cookie.split('=')[1]!;
    const ways: Record<string, string>[] = [{ cookie }, { token }, { authorization: `Bearer ${token}` }];
    for (const headers of ways) {
      const { body } = await graphql(stack.gateway.url, '{ me { email } }', {}, headers);
      expect(body.data.me.email).toBe(demoAdmin.email);
    }
  });

  it('answers UNAUTHENTICATED for an unknown or ended session', async () => {
    const { body } = await graphql(stack.gateway.url, '{ me { email } }', {}, { cookie: 'bo_session=forged' });
    expect(body.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');

    const cookie = await loginCookie(stack.gateway.url);
    const logout = await graphql(stack.gateway.url, 'mutation { logout }', {}, { cookie });
    expect(logout.body.data.logout).toBe(true);
    expect(logout.setCookie[0]).toMatch(/^bo_session=;.*Expires=Thu, 01 Jan 1970/);
    const after = await graphql(stack.gateway.url, '{ me { email } }', {}, { cookie });
    expect(after.body.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
  });

  it('never writes passwords or tokens to the logs', async () => {
    const cookie = await loginCookie(stack.gateway.url);
    await graphql(stack.gateway.url, '{ me { email } }', {}, { cookie });
    await graphql(stack.gateway.url, LOGIN, { ...demoAdmin, password: 'wrong-secret-77' });
    const logs = stack.logLines.join('');
    expect(logs).toContain('"operation":"Login"');
    expect(logs).not.toContain(demoAdmin.password);
    expect(logs).not.toContain('wrong-secret-77');
    expect(logs).not.toContain(cookie.split('=')[1]);
  });

  it("knows who signed in through the gateway without asking the REST API, and User.id is the gateway's own", async () => {
    const ME = '{ me { id email name } }';
    const first = await graphql(
      stack.gateway.url,
      `mutation { login(email: "  ${demoAdmin.email} ", password: "${demoAdmin.password}") { user { id email } } }`,
    );
    const cookie = first.setCookie[0]!.split(';')[0]!;
    const { result, calls } = await stack.upstreamDuring(() => graphql(stack.gateway.url, ME, {}, { cookie }));
    expect(result.body.data.me).toEqual({ ...first.body.data.login.user, name: expect.any(String) });
    expect(calls).toEqual([]);

    // Signing in again is the same staff member; another one is another.
    const again = await graphql(
      stack.gateway.url,
      `mutation { login(email: "${demoAdmin.email}", password: "${demoAdmin.password}") { user { id } } }`,
    );
    expect(again.body.data.login.user.id).toBe(first.body.data.login.user.id);
    const clerk = await addTestUser(stack.api, { email: 'kasir@example.com', password: 'kasir12345', name: 'Kasir' });
    const other = await graphql(
      stack.gateway.url,
      LOGIN.replace('user { email name }', 'user { id email name }'),
      clerk,
    );
    expect(other.body.data.login.user).toEqual({
      id: expect.not.stringMatching(`^${first.body.data.login.user.id}$`),
      email: clerk.email,
      name: onDefaultProfile ? 'Kasir' : clerk.email,
    });
  });

  it('answers, for a token that signed in at the REST API itself, whose it is only where the REST API has GET /me', async () => {
    const token = await restLoginToken(stack.api.url);
    const { result, calls } = await stack.upstreamDuring(() =>
      graphql(stack.gateway.url, '{ me { email } }', {}, { token }),
    );
    if (onDefaultProfile) {
      expect(result.body.data.me).toEqual({ email: demoAdmin.email });
      expect(calls).toEqual(['GET /me']);
      // Recorded: the next request asks nothing.
      const next = await stack.upstreamDuring(() => graphql(stack.gateway.url, '{ me { email } }', {}, { token }));
      expect(next.calls).toEqual([]);
    } else {
      expect(result.body.errors![0]).toMatchObject({
        message: 'Please log in to continue.',
        extensions: { code: 'UNAUTHENTICATED' },
      });
      expect(calls).toEqual([]);
    }
  });

  it('ends the session in the REST API too only where it has POST /logout', async () => {
    const cookie = await loginCookie(stack.gateway.url);
    const { calls } = await stack.upstreamDuring(() =>
      graphql(stack.gateway.url, 'mutation { logout }', {}, { cookie }),
    );
    expect(calls).toEqual(onDefaultProfile ? ['POST /logout'] : []);
  });
});

describe(`sessions on the ${testedProfile} REST API profile with SESSION_TTL_HOURS=3`, () => {
  it("end when the REST API's login answer says, else SESSION_TTL_HOURS after signing in", async () => {
    const short = await startStack({ sessionTtlHours: 3 });
    try {
      const before = Date.now();
      const { body, setCookie } = await graphql(short.gateway.url, LOGIN, demoAdmin);
      const hours = (Date.parse(body.data.login.expiresAt) - before) / 3_600_000;
      // The REST API's own sessions last 12 hours (TOKEN_TTL_HOURS); its spec profile does not say.
      expect(hours).toBeCloseTo(onDefaultProfile ? 12 : 3, 1);
      expect(setCookie[0]).toContain(`Expires=${new Date(body.data.login.expiresAt).toUTCString()}`);
    } finally {
      await short.close();
    }
  });
});
