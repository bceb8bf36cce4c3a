import { beforeEach, describe, expect, it, vi } from 'vitest';

// Watch which hashes logins check passwords against, keeping the real scrypt.
vi.mock('../src/auth/password', async (original) => {
  const real = await original<typeof import('../src/auth/password')>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});
// Test files share their worker's modules (vitest.config.ts): the REST API is loaded afresh, so its routes see the mock.
vi.resetModules();
const password = await import('../src/auth/password');
const { demoAdmin } = await import('../src/testing');
const { restApiSession } = await import('./restApiSession');

const { call } = restApiSession();
const verifyPassword = vi.mocked(password.verifyPassword);

describe('a failed login', () => {
  beforeEach(() => {
    verifyPassword.mockClear();
  });

  it('runs scrypt with the same cost whether the e-mail exists or not', async () => {
    const known = await call('POST', '/login', { email: demoAdmin.email, password: 'wrong' }, {});
    const unknown = await call('POST', '/login', { email: 'nobody@example.com', password: 'wrong' }, {});
    expect([known.status, unknown.status]).toEqual([401, 401]);
    expect(unknown.json).toEqual(known.json);

    expect(verifyPassword).toHaveBeenCalledTimes(2);
    const [[, realHash], [, checkedForUnknown]] = verifyPassword.mock.calls as [[string, string], [string, string]];
    expect(checkedForUnknown).toBe(await password.dummyPasswordHash());
    // scrypt$N$r$p: the dummy costs what a real hash costs.
    const cost = (hash: string) => hash.split('$').slice(0, 4);
    expect(cost(checkedForUnknown)).toEqual(cost(realHash));
  });
});
