import { describe, expect, it } from 'vitest';

import { demoAdmin, graphql, LOGIN, loginCookie, testStack } from './harness';

const stack = testStack({ signedIn: false });
describe('sessions', () => {
  it('signs in with a session cookie that page scripts cannot read, and never returns the token', async () => {
    const { body, setCookie } = await graphql(stack.gateway.url, LOGIN, demoAdmin);
    expect(body.data.login.user).toEqual({ email: demoAdmin.email, name: 'Admin' });
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
});
