/**
 * The gateway's own store (issue 24): what the company's REST API does not keep for it, namely the staff who signed
 * in, whose each session is, their saved presets, and the answers kept for idempotency keys (core/idempotency.ts).
 * Its tables are declared by migrations/NNN_name.sql (004_idempotency_keys.sql for the keys). Embedded PGlite in
 * GATEWAY_DATA_DIR by default; PostgreSQL at GATEWAY_DATABASE_URL, which replicas share. Opened, and migrated, on
 * first use: a gateway that never needs it loads neither driver.
 */
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Logger } from 'pino';

import { packageRoot } from './packageRoot';

/** Plain SQL with $1 parameters, the same on PGlite and PostgreSQL. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
}

/** A transaction's statements; `exec` runs a script of several (a migration). */
interface Transaction extends Queryable {
  exec(sql: string): Promise<void>;
}

export interface GatewayStore extends Queryable {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

interface StoreOptions {
  databaseUrl?: string;
  /** Folder of the embedded store; `null` keeps it in memory. */
  dataDir: string | null;
}

/** The store, opened when first used; every use waits for that one opening, and a failed one is tried again next time. */
export function gatewayStore(options: StoreOptions, logger: Logger): GatewayStore {
  let opening: Promise<GatewayStore> | undefined;
  const opened = () =>
    (opening ??= openMigrated(options, logger).catch((error: unknown) => {
      opening = undefined;
      throw error;
    }));
  return {
    query: async <Row>(sql: string, params?: unknown[]) => (await opened()).query<Row>(sql, params),
    transaction: async (work) => (await opened()).transaction(work),
    async close() {
      await (await opening?.catch(() => undefined))?.close();
    },
  };
}

async function openMigrated(options: StoreOptions, logger: Logger): Promise<GatewayStore> {
  const db = options.databaseUrl ? await openPostgres(options.databaseUrl, logger) : await openPglite(options.dataDir);
  try {
    await migrate(db);
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}

/** Any number: it only has to differ from the other advisory locks the gateway's statements take. */
const MIGRATIONS_LOCK = 24_001;

/**
 * Applies every migrations/NNN_name.sql not recorded yet, in name order, in one transaction under an advisory
 * lock: of replicas starting together, one migrates and the others then find nothing left to do.
 */
async function migrate(db: GatewayStore) {
  const folder = join(packageRoot(), 'migrations');
  const files = readdirSync(folder)
    .filter((file) => /^\d+_\w+\.sql$/.test(file))
    .sort();
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATIONS_LOCK]);
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS gateway_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const applied = new Set(
      (await tx.query<{ version: string }>('SELECT version FROM gateway_migrations')).map((row) => row.version),
    );
    for (const file of files.filter((name) => !applied.has(name))) {
      await tx.exec(readFileSync(join(folder, file), 'utf8'));
      await tx.query('INSERT INTO gateway_migrations (version) VALUES ($1)', [file]);
    }
  });
}

async function openPglite(dataDir: string | null): Promise<GatewayStore> {
  const { PGlite } = await import('@electric-sql/pglite');
  let path: string | undefined;
  if (dataDir) {
    path = join(dataDir, 'pglite');
    mkdirSync(path, { recursive: true });
  }
  const db = await PGlite.create(path);
  return {
    query: async <Row>(sql: string, params?: unknown[]) => (await db.query<Row>(sql, params)).rows,
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          query: async <Row>(sql: string, params?: unknown[]) => (await tx.query<Row>(sql, params)).rows,
          exec: async (sql) => void (await tx.exec(sql)),
        }),
      ),
    close: () => db.close(),
  };
}

async function openPostgres(connectionString: string, logger: Logger): Promise<GatewayStore> {
  const { default: pg } = await import('pg');
  // Small: a request makes a statement or two, and replicas × this must stay under the server's max_connections.
  const pool = new pg.Pool({ connectionString, max: 4, statement_timeout: 15_000, connectionTimeoutMillis: 10_000 });
  // The server may end an idle connection (a restart); the pool drops it. Unheard, the 'error' event would end the process.
  pool.on('error', (error: Error & { code?: string }) =>
    logger.warn({ reason: error.code ?? error.message }, 'gateway store: PostgreSQL ended an idle connection'),
  );
  return {
    query: async <Row>(sql: string, params?: unknown[]) => (await pool.query(sql, params)).rows as Row[],
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          query: async <Row>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as Row[],
          exec: async (sql) => void (await client.query(sql)),
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** A unique index refused the write (SQLSTATE 23505; both drivers name the index as `constraint`). */
export function isUniqueViolation(error: unknown, index: string): boolean {
  const fields = (error ?? {}) as { code?: string; constraint?: string };
  return fields.code === '23505' && fields.constraint === index;
}
