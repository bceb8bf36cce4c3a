import { resolve } from 'node:path';

import type { StaffRole } from '@backoffice/schema/generated/enums';
import { STAFF_ROLES } from '@backoffice/schema/rules/access';

import { staffKey } from './auth/store';
import { packageRoot } from './core/packageRoot';
import type { TracingConfig } from './core/tracing';

export interface GatewayConfig {
  port: number;
  host: string;
  restApiUrl: string;
  /** Connect, headers and body timeouts towards the REST API: past them the answer is UPSTREAM_UNAVAILABLE. */
  restTimeoutMs: number;
  /** Keep-alive connections to the REST API (the per-host concurrency cap). */
  restConnections: number;
  /**
   * Upstream requests one GraphQL request may have in flight at once: by-id lookups beyond it wait
   * (50 QuickBooks lookups of an orders page go in 2 sub-waves at 32), so one query cannot take the pool.
   */
  restConcurrency: number;
  /** How long reference lists (provinces, cities) are reused across requests. */
  referenceCacheTtlMs: number;
  /** How long an order's QuickBooks status is reused across requests (the QB Status button asks afresh). */
  quickbooksStatusTtlMs: number;
  /** How long a product read for an order's lines is reused across requests (edits through the gateway forget it). */
  productCacheTtlMs: number;
  /** How long a session's answer to a query is served again, until any write (core/responseCache.ts); 0 turns it off. */
  responseCacheTtlMs: number;
  /** How much memory the kept answers may take, in MB. */
  responseCacheMb: number;
  /**
   * How long a list the gateway read whole to filter it (core/listFilters.ts) is served to every session, until any
   * write; 0 reads it whole for each request.
   */
  wholeListTtlMs: number;
  /** The most rows of one list the gateway reads to filter it itself; a longer list is refused on those filters. */
  wholeListMaxRows: number;
  /** How much memory the lists read whole may take in one replica, in MB (and one list at most). */
  wholeListCacheMb: number;
  /** How long the overview's figures are served to every session until any write (shown as "figures from"). */
  overviewCacheTtlMs: number;
  /** Failed logins one client address may make per minute, across all e-mails. */
  loginFailuresPerMinute: number;
  /** Failed logins of one account per minute, from any address. */
  loginFailuresPerAccountPerMinute: number;
  /** Redis that replicas share login counts and reference lists through; without it each gateway keeps its own in memory. */
  redisUrl?: string;
  /** Express's `trust proxy`: which proxies' X-Forwarded-For names the client; false reads the socket's address. */
  trustProxy: boolean | number | string;
  production: boolean;
  /** Mark the session cookie Secure (needs HTTPS); on by default in production. */
  cookieSecure: boolean;
  logLevel: string;
  /** Where GET /metrics listens (core/metrics.ts); `off` records no metrics at all. Port 0: any free port. */
  metricsPort: number | 'off';
  metricsHost: string;
  /** Traces to an OTLP/HTTP endpoint (core/tracing.ts); undefined: nothing is traced. */
  tracing?: TracingConfig;
  /** How often the REST API's optional capabilities are checked again (core/upstream.ts). */
  upstreamCheckIntervalMs: number;
  /** PostgreSQL for the gateway's own store (staff, sessions, presets); unset, the embedded one in gatewayDataDir. */
  gatewayDatabaseUrl?: string;
  /** Holds the embedded store. `null` (GATEWAY_DATA_DIR=:memory:) keeps it in memory, gone with the process. */
  gatewayDataDir: string | null;
  /** How long a session lasts when the REST API's login answer does not say (the spec promises only a token). */
  sessionTtlHours: number;
  /** The e-mails (trimmed, lower-cased) made Admin at their first sign-in: the first admins (ADMIN_EMAILS). */
  adminEmails: string[];
  /** The role anyone else gets at their first sign-in; null (`none`): none until an admin gives one. */
  defaultStaffRole: StaffRole | null;
  /** How long history entries are kept (HISTORY_RETENTION_DAYS); older ones are removed in the background. */
  historyRetentionDays: number;
  /**
   * Whether mutations are recorded in the history (HISTORY_RECORDING, on by default). Off exists only so that
   * bench/history.ts can measure what recording costs: the history is a requirement, not an option.
   */
  historyRecording: boolean;
}

/** A setting that cannot be used; start-up stops with this message, which names every bad variable. */
export class ConfigError extends Error {}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
// Node's timers (and so undici's time-outs) overflow above 2^31 - 1 ms.
const MAX_MS = 2 ** 31 - 1;

/** The gateway's settings from the environment, each checked: a typo must not start a gateway that misbehaves later. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const problems: string[] = [];
  const set = (name: string) => (env[name]?.trim() ? env[name].trim() : undefined);

  const integer = (name: string, fallback: number, min: number, max: number) => {
    const text = set(name);
    if (text === undefined) return fallback;
    const value = Number(text);
    if (/^-?\d+$/.test(text) && value >= min && value <= max) return value;
    problems.push(`${name} must be a whole number from ${min} to ${max}, not "${text}".`);
    return fallback;
  };
  const oneOf = (name: string, fallback: string, allowed: string[]) => {
    const text = set(name);
    if (text === undefined) return fallback;
    if (allowed.includes(text)) return text;
    problems.push(`${name} must be one of ${allowed.join(', ')}, not "${text}".`);
    return fallback;
  };
  const httpUrl = (name: string, fallback: string) => {
    const text = set(name) ?? fallback;
    if (URL.canParse(text) && ['http:', 'https:'].includes(new URL(text).protocol)) return text;
    problems.push(`${name} must be an http:// or https:// address, not "${text}".`);
    return fallback;
  };

  const redisUrl = (text: string | undefined) => {
    if (text === undefined) return undefined;
    if (/^rediss?:\/\/[^\s]+$/.test(text)) return text;
    // The address may hold a password: name the variable, not its value.
    problems.push('REDIS_URL must be a redis:// or rediss:// address.');
    return undefined;
  };
  const databaseUrl = (text: string | undefined) => {
    if (text === undefined) return undefined;
    if (/^postgres(ql)?:\/\/[^\s]+$/.test(text)) return text;
    // The address holds a password: name the variable, not its value.
    problems.push('GATEWAY_DATABASE_URL must be a postgres:// or postgresql:// address.');
    return undefined;
  };
  const metricsPort = (text: string | undefined): number | 'off' => {
    if (text === undefined) return 9464;
    if (text === 'off') return 'off';
    if (/^\d+$/.test(text) && Number(text) <= 65_535) return Number(text);
    problems.push(`GATEWAY_METRICS_PORT must be a port from 0 to 65535 or off, not "${text}".`);
    return 9464;
  };
  const tracing = (endpoint: string | undefined): TracingConfig | undefined => {
    if (endpoint === undefined) return undefined;
    const ratioText = set('OTEL_TRACES_SAMPLER_ARG');
    const sampleRatio = ratioText === undefined ? 0.1 : Number(ratioText);
    if (!(sampleRatio >= 0 && sampleRatio <= 1))
      problems.push(`OTEL_TRACES_SAMPLER_ARG must be a number from 0 to 1, not "${ratioText}".`);
    return {
      endpoint: httpUrl('OTEL_EXPORTER_OTLP_ENDPOINT', endpoint).replace(/\/+$/, ''),
      sampleRatio,
      serviceName: set('OTEL_SERVICE_NAME') ?? 'gateway',
    };
  };
  const dataDir = (text: string | undefined) =>
    text === ':memory:' ? null : resolve(text ?? resolve(packageRoot(), '..', 'data', 'gateway'));

  const production = env.NODE_ENV === 'production';
  const config: GatewayConfig = {
    port: integer('GATEWAY_PORT', 4000, 0, 65_535),
    host: set('GATEWAY_HOST') ?? '127.0.0.1',
    restApiUrl: httpUrl('REST_API_URL', 'http://localhost:4001'),
    restTimeoutMs: integer('REST_TIMEOUT_MS', 10_000, 1, MAX_MS),
    restConnections: integer('REST_CONNECTIONS', 32, 1, 10_000),
    restConcurrency: integer('REST_CONCURRENCY', 32, 1, 10_000),
    // 0 turns a cache off: every request asks the REST API (core/sharedCache.ts).
    referenceCacheTtlMs: integer('REFERENCE_CACHE_TTL_MS', 60_000, 0, MAX_MS),
    quickbooksStatusTtlMs: integer('QUICKBOOKS_STATUS_TTL_MS', 60_000, 0, MAX_MS),
    productCacheTtlMs: integer('PRODUCT_CACHE_TTL_MS', 60_000, 0, MAX_MS),
    responseCacheTtlMs: integer('RESPONSE_CACHE_TTL_MS', 10_000, 0, MAX_MS),
    responseCacheMb: integer('RESPONSE_CACHE_MB', 64, 1, 100_000),
    wholeListTtlMs: integer('WHOLE_LIST_TTL_MS', 60_000, 0, MAX_MS),
    wholeListMaxRows: integer('WHOLE_LIST_MAX_ROWS', 100_000, 1_000, 10_000_000),
    wholeListCacheMb: integer('WHOLE_LIST_CACHE_MB', 256, 1, 100_000),
    overviewCacheTtlMs: integer('OVERVIEW_CACHE_TTL_MS', 300_000, 0, MAX_MS),
    loginFailuresPerMinute: integer('LOGIN_FAILURES_PER_ADDRESS_PER_MINUTE', 20, 1, 1_000_000),
    loginFailuresPerAccountPerMinute: integer('LOGIN_FAILURES_PER_ACCOUNT_PER_MINUTE', 10, 1, 1_000_000),
    redisUrl: redisUrl(set('REDIS_URL')),
    trustProxy: readTrustProxy(set('TRUST_PROXY')),
    production,
    cookieSecure: oneOf('COOKIE_SECURE', String(production), ['true', 'false']) === 'true',
    logLevel: oneOf('LOG_LEVEL', 'info', LOG_LEVELS),
    metricsPort: metricsPort(set('GATEWAY_METRICS_PORT')),
    metricsHost: set('GATEWAY_METRICS_HOST') ?? '127.0.0.1',
    tracing: tracing(set('OTEL_EXPORTER_OTLP_ENDPOINT')),
    upstreamCheckIntervalMs: integer('UPSTREAM_CHECK_INTERVAL_MS', 300_000, 1_000, MAX_MS),
    gatewayDatabaseUrl: databaseUrl(set('GATEWAY_DATABASE_URL')),
    gatewayDataDir: dataDir(set('GATEWAY_DATA_DIR')),
    // A year at most, as the REST API's TOKEN_TTL_HOURS.
    sessionTtlHours: integer('SESSION_TTL_HOURS', 12, 1, 8_760),
    // The demo login is the first admin of a laptop's stack; production names its own.
    adminEmails: (set('ADMIN_EMAILS') ?? 'admin@example.com')
      .split(',')
      .map(staffKey)
      .filter((email) => email !== ''),
    defaultStaffRole: staffRole(oneOf('DEFAULT_STAFF_ROLE', 'none', ['none', ...STAFF_ROLES])),
    historyRetentionDays: integer('HISTORY_RETENTION_DAYS', 365, 1, 36_500),
    historyRecording: oneOf('HISTORY_RECORDING', 'on', ['on', 'off']) === 'on',
  };
  if (problems.length) throw new ConfigError(`The gateway cannot start: ${problems.join(' ')}`);
  return config;
}

/** DEFAULT_STAFF_ROLE's text as a role; `none` is none. */
const staffRole = (text: string): StaffRole | null => (text === 'none' ? null : (text as StaffRole));

/** "1" is a number of proxy hops, "true" every proxy, other text addresses or names ("loopback, 10.0.0.0/8"). */
function readTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  return /^[0-9]+$/.test(value) ? Number(value) : value;
}
