import { resolve } from 'node:path';

import { packageRoot } from './core/packageRoot';

export interface RestApiConfig {
  port: number;
  host: string;
  /** A PostgreSQL server; when absent the embedded PGlite database in `dataDir` is used. */
  databaseUrl?: string;
  /** Connections the REST API keeps to PostgreSQL (per process: replicas × this must stay under the server's max_connections). */
  databasePoolSize: number;
  /** A PostgreSQL statement running longer is cancelled (the request then fails), so one slow query cannot hold a connection. */
  databaseStatementTimeoutMs: number;
  /** Holds the embedded database and, later, uploaded media. `null` (DATA_DIR=:memory:) keeps it in memory. */
  dataDir: string | null;
  adminEmail: string;
  adminPassword: string;
  /** Delay added to every response, to benchmark the gateway against a realistic network. */
  latencyMs: number;
  tokenTtlHours: number;
  loginAttemptsPerMinute: number;
  logLevel: string;
  /** Multiplies the size of the demo data set. */
  seedScale: number;
  /**
   * `spec`: serve exactly the calls the spec documents describe, as the company's API is assumed to (issue 24);
   * `default`: also this stand-in's extensions, which the gateway uses when it finds them (docs/company-rest-api.md).
   */
  profile: RestApiProfile;
  /** Port of the Prometheus `/metrics` listener (core/metrics.ts), `0` for a free one; `off` records no metrics at all. */
  metricsPort: number | 'off';
  /** Address of that listener: only Prometheus should reach it, never the API's clients. */
  metricsHost: string;
  /** OTLP/HTTP collector the traces go to (`${otlpEndpoint}/v1/traces`, core/tracing.ts); absent, nothing is traced. */
  otlpEndpoint?: string;
  /** Whether requests and statements make spans (set from `otlpEndpoint`; tests may set it alone). */
  tracing: boolean;
  /** Share of the traces begun here that are kept (a trace begun by the gateway keeps the gateway's choice). */
  traceSampleRatio: number;
  serviceName: string;
}

export const REST_API_PROFILES = ['default', 'spec'] as const;
export type RestApiProfile = (typeof REST_API_PROFILES)[number];

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/**
 * A setting that must be a whole number within bounds. A wrong value stops start-up with a message naming the
 * variable, instead of surfacing later as a 500 (a fractional TOKEN_TTL_HOURS broke every login).
 */
export function wholeNumberSetting(
  name: string,
  value: string | undefined,
  fallback: number,
  min: number,
  max: number,
): number {
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!/^\s*\d+\s*$/.test(value) || number < min || number > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, not "${value}"`);
  }
  return number;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): RestApiConfig {
  const logLevel = env.LOG_LEVEL ?? 'info';
  if (!LOG_LEVELS.includes(logLevel))
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not "${logLevel}"`);
  const otlpEndpoint = urlSetting('OTEL_EXPORTER_OTLP_ENDPOINT', env.OTEL_EXPORTER_OTLP_ENDPOINT);
  return {
    port: wholeNumberSetting('REST_API_PORT', env.REST_API_PORT, 4001, 0, 65_535),
    host: env.REST_API_HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: wholeNumberSetting('DATABASE_POOL_SIZE', env.DATABASE_POOL_SIZE, 10, 1, 1_000),
    databaseStatementTimeoutMs: wholeNumberSetting(
      'DATABASE_STATEMENT_TIMEOUT_MS',
      env.DATABASE_STATEMENT_TIMEOUT_MS,
      15_000,
      100,
      3_600_000,
    ),
    dataDir: env.DATA_DIR === ':memory:' ? null : resolve(env.DATA_DIR ?? resolve(packageRoot(), '..', 'data')),
    adminEmail: env.ADMIN_EMAIL ?? 'admin@example.com',
    adminPassword: env.ADMIN_PASSWORD ?? 'admin12345',
    latencyMs: wholeNumberSetting('REST_API_LATENCY_MS', env.REST_API_LATENCY_MS, 0, 0, 60_000),
    // A year at most: the session's expiry is computed in whole hours.
    tokenTtlHours: wholeNumberSetting('TOKEN_TTL_HOURS', env.TOKEN_TTL_HOURS, 12, 1, 8_760),
    loginAttemptsPerMinute: wholeNumberSetting(
      'LOGIN_ATTEMPTS_PER_MINUTE',
      env.LOGIN_ATTEMPTS_PER_MINUTE,
      10,
      1,
      1_000_000,
    ),
    logLevel,
    seedScale: wholeNumberSetting('SEED_SCALE', env.SEED_SCALE, 1, 1, 1_000),
    profile: readProfile(env.REST_API_PROFILE),
    metricsPort:
      env.REST_API_METRICS_PORT?.trim() === 'off'
        ? 'off'
        : wholeNumberSetting('REST_API_METRICS_PORT', env.REST_API_METRICS_PORT, 9465, 0, 65_535),
    metricsHost: env.REST_API_METRICS_HOST || '127.0.0.1',
    otlpEndpoint,
    tracing: otlpEndpoint !== undefined,
    traceSampleRatio: ratioSetting('OTEL_TRACES_SAMPLER_ARG', env.OTEL_TRACES_SAMPLER_ARG, 0.1),
    serviceName: env.OTEL_SERVICE_NAME || 'rest-api',
  };
}

/** A share from 0 to 1. */
function ratioSetting(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const ratio = Number(value);
  if (!/^\s*(?:0|1)?(?:\.\d+)?\s*$/.test(value) || !(ratio >= 0 && ratio <= 1)) {
    throw new Error(`${name} must be a number from 0 to 1, not "${value}"`);
  }
  return ratio;
}

/** An http(s) URL without its trailing slash, or undefined when unset. */
function urlSetting(name: string, value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const url = URL.canParse(value.trim()) ? new URL(value.trim()) : undefined;
  if (url?.protocol !== 'http:' && url?.protocol !== 'https:') {
    throw new Error(`${name} must be an http:// or https:// URL, not "${value}"`);
  }
  return value.trim().replace(/\/+$/, '');
}

function readProfile(value: string | undefined): RestApiProfile {
  if (value === undefined || value.trim() === '') return 'default';
  const profile = REST_API_PROFILES.find((name) => name === value.trim());
  if (!profile) throw new Error(`REST_API_PROFILE must be one of ${REST_API_PROFILES.join(', ')}, not "${value}"`);
  return profile;
}
