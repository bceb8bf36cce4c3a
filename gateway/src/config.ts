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
  /** Failed logins one client address may make per minute, across all e-mails. */
  loginFailuresPerMinute: number;
  /** Express's `trust proxy`: which proxies' X-Forwarded-For names the client; false reads the socket's address. */
  trustProxy: boolean | number | string;
  production: boolean;
  /** Mark the session cookie Secure (needs HTTPS); on by default in production. */
  cookieSecure: boolean;
  logLevel: string;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const production = env.NODE_ENV === 'production';
  return {
    port: Number(env.GATEWAY_PORT ?? 4000),
    host: env.GATEWAY_HOST ?? '127.0.0.1',
    restApiUrl: env.REST_API_URL ?? 'http://localhost:4001',
    restTimeoutMs: Number(env.REST_TIMEOUT_MS ?? 10_000),
    restConnections: Number(env.REST_CONNECTIONS ?? 32),
    restConcurrency: Number(env.REST_CONCURRENCY ?? 32),
    referenceCacheTtlMs: Number(env.REFERENCE_CACHE_TTL_MS ?? 60_000),
    loginFailuresPerMinute: Number(env.LOGIN_FAILURES_PER_ADDRESS_PER_MINUTE ?? 20),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    production,
    cookieSecure: env.COOKIE_SECURE ? env.COOKIE_SECURE === 'true' : production,
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}

/** "1" is a number of proxy hops, "true" every proxy, other text addresses or names ("loopback, 10.0.0.0/8"). */
function readTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  return /^[0-9]+$/.test(value) ? Number(value) : value;
}
