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

import { openEmbedded } from '@backoffice/server-core/pgliteCopies';
import { openPostgresPool, type Queryable } from '@backoffice/server-core/postgresPool';

import { gatewayError } from './errors';
import { packageRoot } from './packageRoot';

/** Plain SQL with $1 parameters, the same on PGlite and PostgreSQL: what the gateway's stores are given. */
export type { Queryable };

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

/** What a request that needed the store is answered while the store cannot be reached (UPSTREAM_UNAVAILABLE). */
export const STORE_UNAVAILABLE_MESSAGE =
  "The gateway's store of sessions and saved presets is not reachable right now. Please try again in a moment.";

/** SQLSTATE classes of a server that is going away or cannot take more: connection (08), resources (53), shutdown (57). */
const UNREACHABLE_CLASSES = /^(08(?!P01)|53|57)/;
/** What the PostgreSQL driver (pg, pg-pool) says, without a code, when a connection fails or is lost. */
const DRIVER_CONNECTION_FAILURE =
  /^(Connection terminated|timeout exceeded when trying to connect|timeout expired|Query read timeout|Client has encountered a connection error)/;

/**
 * Whether `error` says the store could not be reached (down, restarting, starting up, overloaded), not that a
 * statement was wrong: then the request gets a clear "unavailable" and the next one a fresh connection. An error
 * the server answered (`severity`, a SQLSTATE `code`) is one of those classes; anything else is a socket's error
 * (`errno`: ECONNREFUSED, ECONNRESET…) or the driver's own about its connection. A 08P01 (protocol violation) is a bug.
 */
export function isStoreUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const fields = error as Error & { severity?: unknown; code?: unknown; errno?: unknown };
  if (typeof fields.severity === 'string')
    return typeof fields.code === 'string' && UNREACHABLE_CLASSES.test(fields.code);
  return typeof fields.errno === 'number' || DRIVER_CONNECTION_FAILURE.test(error.message);
}

/**
 * The store, opened when first used; every use waits for that one opening, and a failed one is tried again next time.
 * A use that finds the store unreachable fails with UPSTREAM_UNAVAILABLE (never an internal error); the outage is
 * logged once when it starts and once when it ends.
 */
export function gatewayStore(options: StoreOptions, logger: Logger): GatewayStore {
  let opening: Promise<GatewayStore> | undefined;
  let reachable = true;
  const opened = () =>
    (opening ??= openMigrated(options, logger).catch((error: unknown) => {
      opening = undefined;
      throw error;
    }));
  const use = async <T>(run: (store: GatewayStore) => Promise<T>): Promise<T> => {
    try {
      const result = await run(await opened());
      if (!reachable) logger.info('gateway store: reachable again');
      reachable = true;
      return result;
    } catch (error) {
      if (!isStoreUnreachable(error)) throw error;
      if (reachable)
        logger.warn(
          { reason: storeFailureReason(error) },
          'gateway store: unreachable, requests that need it answer UPSTREAM_UNAVAILABLE',
        );
      reachable = false;
      throw gatewayError('UPSTREAM_UNAVAILABLE', STORE_UNAVAILABLE_MESSAGE);
    }
  };
  return {
    query: <Row>(sql: string, params?: unknown[]) => use((store) => store.query<Row>(sql, params)),
    transaction: (work) => use((store) => store.transaction(work)),
    async close() {
      await (await opening?.catch(() => undefined))?.close();
    },
  };
}

/** An unreachable store's error, for the log: its code, else its message (neither holds a statement's values). */
const storeFailureReason = (error: unknown) => {
  const { code, message } = error as { code?: unknown; message?: string };
  return typeof code === 'string' ? code : message;
};

/**
 * The files of an in-memory store as the migrations leave it, made once per process: a later in-memory store opens
 * as a copy of them rather than running PostgreSQL's initdb and the migrations again. Only tests open several (a
 * gateway per test file); a failed attempt is made again by the next.
 */
let migratedInMemory: Promise<Blob> | undefined;

function migratedInMemoryFiles(): Promise<Blob> {
  migratedInMemory ??= (async () => {
    const db = await openPglite(null);
    try {
      await migrate(db);
      return await db.copyFiles();
    } finally {
      await db.close();
    }
  })().catch((error: unknown) => {
    migratedInMemory = undefined;
    throw error;
  });
  return migratedInMemory;
}

async function openMigrated(options: StoreOptions, logger: Logger): Promise<GatewayStore> {
  const db = options.databaseUrl
    ? await openPostgres(options.databaseUrl, logger)
    : await openPglite(options.dataDir, options.dataDir === null ? await migratedInMemoryFiles() : undefined);
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

/** The embedded store, in `dataDir` or in memory, empty or a copy of another's files (`copyOf`). */
async function openPglite(
  dataDir: string | null,
  copyOf?: Blob,
): Promise<GatewayStore & { copyFiles(): Promise<Blob> }> {
  const { PGlite } = await import('@electric-sql/pglite');
  let path: string | undefined;
  if (dataDir) {
    path = join(dataDir, 'pglite');
    mkdirSync(path, { recursive: true });
  }
  const open = (files?: Blob) => PGlite.create({ dataDir: path, loadDataDir: files });
  // An in-memory copy (tests) is one put back from an earlier test when there is one (server-core's pgliteCopies).
  const { db, release } = await openEmbedded(open, { copyOf, inMemory: !path });
  return {
    copyFiles: () => db.dumpDataDir('none'),
    query: async <Row>(sql: string, params?: unknown[]) => (await db.query<Row>(sql, params)).rows,
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          query: async <Row>(sql: string, params?: unknown[]) => (await tx.query<Row>(sql, params)).rows,
          exec: async (sql) => void (await tx.exec(sql)),
        }),
      ),
    close: release,
  };
}

async function openPostgres(connectionString: string, logger: Logger): Promise<GatewayStore> {
  const pool = await openPostgresPool({
    connectionString,
    // Small: a request makes a statement or two, and replicas × this must stay under the server's max_connections.
    maxConnections: 4,
    statementTimeoutMs: 15_000,
    onIdleConnectionEnded: (error) =>
      logger.warn({ reason: storeFailureReason(error) }, 'gateway store: PostgreSQL ended an idle connection'),
  });
  return {
    query: pool.query,
    // A migration's script of several statements runs as one simple query, which takes no parameters.
    transaction: (work) =>
      pool.transaction((tx) => work({ query: tx.query, exec: async (sql) => void (await tx.query(sql)) })),
    close: pool.close,
  };
}

/** A unique index refused the write (SQLSTATE 23505; both drivers name the index as `constraint`). */
export function isUniqueViolation(error: unknown, index: string): boolean {
  const fields = (error ?? {}) as { code?: string; constraint?: string };
  return fields.code === '23505' && fields.constraint === index;
}
