import { expect, it } from 'vitest';

import { readConfig } from '../src/config';

it('reads the defaults when nothing is set', () => {
  expect(readConfig({})).toMatchObject({
    port: 4001,
    tokenTtlHours: 12,
    loginAttemptsPerMinute: 10,
    latencyMs: 0,
    seedScale: 1,
    logLevel: 'info',
    profile: 'default',
  });
});

it('reads the profile', () => {
  expect(readConfig({ REST_API_PROFILE: 'spec' }).profile).toBe('spec');
});

it('reads whole numbers and ignores an empty value', () => {
  expect(readConfig({ TOKEN_TTL_HOURS: '24', REST_API_PORT: '' })).toMatchObject({ tokenTtlHours: 24, port: 4001 });
});

it.each([
  ['TOKEN_TTL_HOURS', '1.5'],
  ['TOKEN_TTL_HOURS', '0'],
  ['TOKEN_TTL_HOURS', 'twelve'],
  ['TOKEN_TTL_HOURS', '-3'],
  ['REST_API_PORT', '70000'],
  ['LOGIN_ATTEMPTS_PER_MINUTE', '1e3'],
  ['SEED_SCALE', '2.5'],
  ['DATABASE_POOL_SIZE', '0'],
  ['DATABASE_STATEMENT_TIMEOUT_MS', '5'],
  ['LOG_LEVEL', 'loud'],
  ['REST_API_PROFILE', 'foo'],
])('refuses %s=%s at start-up, naming the variable', (name, value) => {
  expect(() => readConfig({ [name]: value })).toThrow(new RegExp(`^${name} must be .*"${value.replace('.', '\\.')}"`));
});
