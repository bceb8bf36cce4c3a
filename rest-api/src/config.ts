import { resolve } from 'node:path';
import { packageRoot } from './core/packageRoot';

export interface RestApiConfig {
  port: number;
  host: string;
  /** A PostgreSQL server; when absent the embedded PGlite database in `dataDir` is used. */
  databaseUrl?: string;
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
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): RestApiConfig {
  return {
    port: Number(env.REST_API_PORT ?? 4001),
    host: env.REST_API_HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR === ':memory:' ? null : resolve(env.DATA_DIR ?? resolve(packageRoot(), '..', 'data')),
    adminEmail: env.ADMIN_EMAIL ?? 'admin@example.com',
    adminPassword: env.ADMIN_PASSWORD ?? 'admin12345',
    latencyMs: Number(env.REST_API_LATENCY_MS ?? 0),
    tokenTtlHours: Number(env.TOKEN_TTL_HOURS ?? 12),
    loginAttemptsPerMinute: Number(env.LOGIN_ATTEMPTS_PER_MINUTE ?? 10),
    logLevel: env.LOG_LEVEL ?? 'info',
    seedScale: Number(env.SEED_SCALE ?? 1),
  };
}
