import { resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

import { ConfigError, readConfig } from '../src/config';

describe('gateway settings', () => {
  it('default to the embedded stack', () => {
    expect(readConfig({})).toEqual({
      port: 4000,
      host: '127.0.0.1',
      restApiUrl: 'http://localhost:4001',
      restTimeoutMs: 10_000,
      restConnections: 32,
      restConcurrency: 32,
      referenceCacheTtlMs: 60_000,
      quickbooksStatusTtlMs: 60_000,
      productCacheTtlMs: 60_000,
      responseCacheTtlMs: 10_000,
      responseCacheMb: 64,
      wholeListTtlMs: 60_000,
      wholeListMaxRows: 100_000,
      wholeListCacheMb: 256,
      overviewCacheTtlMs: 300_000,
      loginFailuresPerMinute: 20,
      loginFailuresPerAccountPerMinute: 10,
      trustProxy: false,
      production: false,
      cookieSecure: false,
      logLevel: 'info',
      upstreamCheckIntervalMs: 300_000,
      metricsPort: 9464,
      metricsHost: '127.0.0.1',
      tracing: undefined,
      // Beside the REST API's data/ folder, at the repository's root.
      gatewayDataDir: resolve(import.meta.dirname, '..', '..', 'data', 'gateway'),
      sessionTtlHours: 12,
      adminEmails: ['admin@example.com'],
      defaultStaffRole: null,
      historyRetentionDays: 365,
      historyRecording: true,
    });
  });

  it('read good values, with surrounding spaces, and treat empty ones as unset', () => {
    const config = readConfig({
      GATEWAY_PORT: ' 4100 ',
      REST_TIMEOUT_MS: '500',
      REST_CONCURRENCY: '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
    });
    expect(config).toMatchObject({
      port: 4100,
      restTimeoutMs: 500,
      restConcurrency: 32,
      production: true,
      cookieSecure: true,
      logLevel: 'silent',
    });
    expect(readConfig({ NODE_ENV: 'production', COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
  });

  it.each([
    ['REST_TIMEOUT_MS', '2.5', 'REST_TIMEOUT_MS must be a whole number from 1 to 2147483647, not "2.5".'],
    ['REST_CONNECTIONS', '-4', 'REST_CONNECTIONS must be a whole number from 1 to 10000, not "-4".'],
    ['REST_CONCURRENCY', 'many', 'REST_CONCURRENCY must be a whole number from 1 to 10000, not "many".'],
    ['REFERENCE_CACHE_TTL_MS', '1.5', 'REFERENCE_CACHE_TTL_MS must be a whole number from 0 to 2147483647, not "1.5".'],
    [
      'QUICKBOOKS_STATUS_TTL_MS',
      '-1',
      'QUICKBOOKS_STATUS_TTL_MS must be a whole number from 0 to 2147483647, not "-1".',
    ],
    [
      'PRODUCT_CACHE_TTL_MS',
      'a minute',
      'PRODUCT_CACHE_TTL_MS must be a whole number from 0 to 2147483647, not "a minute".',
    ],
    ['GATEWAY_PORT', '70000', 'GATEWAY_PORT must be a whole number from 0 to 65535, not "70000".'],
    [
      'LOGIN_FAILURES_PER_ADDRESS_PER_MINUTE',
      '0.5',
      'LOGIN_FAILURES_PER_ADDRESS_PER_MINUTE must be a whole number from 1 to 1000000, not "0.5".',
    ],
    ['GATEWAY_PORT', '1e3', 'GATEWAY_PORT must be a whole number from 0 to 65535, not "1e3".'],
    ['COOKIE_SECURE', 'yes', 'COOKIE_SECURE must be one of true, false, not "yes".'],
    ['LOG_LEVEL', 'verbose', 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, not "verbose".'],
    [
      'LOGIN_FAILURES_PER_ACCOUNT_PER_MINUTE',
      '0',
      'LOGIN_FAILURES_PER_ACCOUNT_PER_MINUTE must be a whole number from 1 to 1000000, not "0".',
    ],
    // The address may hold a password: the message names the variable only.
    ['REDIS_URL', 'http://:secret@redis:6379', 'REDIS_URL must be a redis:// or rediss:// address.'],
    ['REST_API_URL', 'localhost:4001', 'REST_API_URL must be an http:// or https:// address, not "localhost:4001".'],
    [
      'GATEWAY_DATABASE_URL',
      'mysql://gateway:secret@db/gateway',
      'GATEWAY_DATABASE_URL must be a postgres:// or postgresql:// address.',
    ],
    ['SESSION_TTL_HOURS', '0', 'SESSION_TTL_HOURS must be a whole number from 1 to 8760, not "0".'],
    ['SESSION_TTL_HOURS', '8761', 'SESSION_TTL_HOURS must be a whole number from 1 to 8760, not "8761".'],
    ['GATEWAY_METRICS_PORT', 'of', 'GATEWAY_METRICS_PORT must be a port from 0 to 65535 or off, not "of".'],
    ['GATEWAY_METRICS_PORT', '65536', 'GATEWAY_METRICS_PORT must be a port from 0 to 65535 or off, not "65536".'],
    [
      'OTEL_EXPORTER_OTLP_ENDPOINT',
      'collector:4318',
      'OTEL_EXPORTER_OTLP_ENDPOINT must be an http:// or https:// address, not "collector:4318".',
    ],
  ])('refuse %s=%s, naming the variable', (name, value, message) => {
    expect(() => readConfig({ [name]: value })).toThrow(new ConfigError(`The gateway cannot start: ${message}`));
  });

  it('read where metrics listen, and trace only with an endpoint, 10 % of requests unless told', () => {
    expect(readConfig({ GATEWAY_METRICS_PORT: 'off' }).metricsPort).toBe('off');
    expect(readConfig({ GATEWAY_METRICS_PORT: '0', GATEWAY_METRICS_HOST: '0.0.0.0' })).toMatchObject({
      metricsPort: 0,
      metricsHost: '0.0.0.0',
    });
    expect(readConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' }).tracing).toEqual({
      endpoint: 'http://collector:4318',
      sampleRatio: 0.1,
      serviceName: 'gateway',
    });
    expect(
      readConfig({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'https://collector',
        OTEL_TRACES_SAMPLER_ARG: '1',
        OTEL_SERVICE_NAME: 'gateway-eu',
      }).tracing,
    ).toEqual({ endpoint: 'https://collector', sampleRatio: 1, serviceName: 'gateway-eu' });
    expect(() =>
      readConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector', OTEL_TRACES_SAMPLER_ARG: '1.5' }),
    ).toThrow('OTEL_TRACES_SAMPLER_ARG must be a number from 0 to 1, not "1.5".');
  });

  it('read a Redis address', () => {
    expect(readConfig({ REDIS_URL: 'redis://:s3cret@redis:6379/0' }).redisUrl).toBe('redis://:s3cret@redis:6379/0');
  });

  it("read the store's PostgreSQL address, its folder, in memory or relative to the working folder, and the session length", () => {
    for (const url of ['postgres://gateway:s3cret@db:5432/gateway', 'postgresql://db/gateway?sslmode=require'])
      expect(readConfig({ GATEWAY_DATABASE_URL: url }).gatewayDatabaseUrl).toBe(url);
    expect(readConfig({ GATEWAY_DATA_DIR: ':memory:' }).gatewayDataDir).toBeNull();
    expect(readConfig({ GATEWAY_DATA_DIR: 'var/gateway' }).gatewayDataDir).toBe(resolve('var/gateway'));
    expect(readConfig({ SESSION_TTL_HOURS: '8760' }).sessionTtlHours).toBe(8760);
  });

  it('name every bad variable at once', () => {
    expect(() => readConfig({ REST_TIMEOUT_MS: '1.5', REST_CONNECTIONS: 'x' })).toThrow(
      /REST_TIMEOUT_MS .* REST_CONNECTIONS /,
    );
  });
});
