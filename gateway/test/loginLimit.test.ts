import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { demoAdmin, graphql, LOGIN, type Stack, startStack, testStack } from './harness';

/** `count` failed logins, each with another e-mail, as one sprayer would send them. */
async function spray(url: string, count: number, headers: Record<string, string> = {}) {
  const answers = [];
  for (let i = 0; i < count; i++)
    answers.push(
      (await graphql(url, LOGIN, { email: `staff${i}@example.com`, password: 'Summer2026!' }, headers)).body,
    );
  return answers;
}

describe('failed logins per client address (from the socket by default)', () => {
  const stack = testStack({ signedIn: false });

  it('refuses the 21st failed login within a minute, whatever e-mail it names, before calling the REST API', async () => {
    // X-Forwarded-For is not trusted without TRUST_PROXY: changing it does not make a new client.
    const answers = await spray(stack.gateway.url, 20, { 'x-forwarded-for': '198.51.100.1' });
    expect(answers.map((body) => body.errors![0]!.extensions!.code)).toEqual(Array(20).fill('UNAUTHENTICATED'));

    const logins = stack.callsTo('POST /login');
    const [refused] = await spray(stack.gateway.url, 1, { 'x-forwarded-for': '198.51.100.2' });
    const error = refused!.errors![0]!;
    expect(error.extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfter: expect.any(Number) });
    const retryAfter = error.extensions!.retryAfter as number;
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(error.message).toBe(`Too many failed logins from this address. Try again in ${retryAfter} seconds.`);

    // The right password waits too: the address, not the account, is held back.
    const right = await graphql(stack.gateway.url, LOGIN, demoAdmin);
    expect(right.body.errors![0]!.extensions!.code).toBe('RATE_LIMITED');
    expect(stack.callsTo('POST /login')).toBe(logins);
  });
});

describe('failed logins per client address behind a trusted proxy', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ trustProxy: 'loopback' });
  });
  afterAll(() => stack.close());

  it('holds back the spraying address while another one still signs in', async () => {
    const sprayer = { 'x-forwarded-for': '203.0.113.7' };
    await spray(stack.gateway.url, 20, sprayer);
    const [refused] = await spray(stack.gateway.url, 1, sprayer);
    expect(refused!.errors![0]!.extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfter: expect.any(Number) });

    const colleague = await graphql(stack.gateway.url, LOGIN, demoAdmin, { 'x-forwarded-for': '203.0.113.8' });
    expect(colleague.body.errors).toBeUndefined();
    expect(colleague.body.data.login.user.email).toBe(demoAdmin.email);
  });

  it('does not count successful logins', async () => {
    const office = { 'x-forwarded-for': '203.0.113.9' };
    for (let i = 0; i < 25; i++)
      expect((await graphql(stack.gateway.url, LOGIN, demoAdmin, office)).body.errors).toBeUndefined();
  });
});

describe('failed logins per account, from any address', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ trustProxy: 'loopback' });
  });
  afterAll(() => stack.close());

  it('refuses the 11th failed login of one account within a minute, from whichever address, and leaves other accounts alone', async () => {
    const guess = (address: string, email = 'kasir@example.com') =>
      graphql(stack.gateway.url, LOGIN, { email, password: 'Summer2026!' }, { 'x-forwarded-for': address });
    for (let i = 0; i < 10; i++)
      expect((await guess(`198.51.100.${i + 10}`)).body.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
    const logins = stack.upstreamCalls.filter((call) => call === 'POST /login').length;
    // Another spelling of the same e-mail is the same account.
    const refused = (await guess('198.51.100.99', ' Kasir@Example.com')).body.errors![0]!;
    expect(refused.extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfter: expect.any(Number) });
    expect(refused.message).toMatch(/^Too many failed logins for this account\. Try again in \d+ seconds\.$/);
    expect(stack.upstreamCalls.filter((call) => call === 'POST /login').length).toBe(logins);

    // The refused attempt did not use up the address's own allowance, and other accounts still sign in.
    const other = await graphql(stack.gateway.url, LOGIN, demoAdmin, { 'x-forwarded-for': '198.51.100.99' });
    expect(other.body.errors).toBeUndefined();
  });
});
