import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { SpanStatusCode } from '@opentelemetry/api';
import pg from 'pg';

import { openEmbedded } from '@backoffice/server-core/pgliteCopies';

import { startStatementSpan } from '../core/tracing';

/** What a route or store needs: plain SQL with $1 parameters, the same on PGlite and PostgreSQL. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
}

export interface Database extends Queryable {
  exec(sql: string): Promise<void>;
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The embedded database only: a copy of its files, for another to open (`embeddedCopy`). */
  copyFiles?(): Promise<Blob>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** PostgreSQL only: the pool's size and the statement time-out (config.ts). */
  databasePoolSize?: number;
  databaseStatementTimeoutMs?: number;
  /** Folder of the embedded database; `null` keeps it in memory. */
  dataDir: string | null;
  /**
   * The embedded database starts as this copy of another's files (`copyFiles`) rather than empty: tests open the
   * demo database migrated and seeded once per process (testing.ts), several times faster than anew. In memory, a
   * closed copy is put back as it started and reused by the next (server-core's pgliteCopies).
   */
  embeddedCopy?: Blob;
  /** Sees every statement's SQL and duration: the SQL histogram (core/metrics.ts). */
  observeStatement?: (sql: string, seconds: number) => void;
  /** A statement run inside a traced request becomes a child span of it (core/tracing.ts). */
  tracing?: boolean;
}

type Runner = <T>(sql: string, run: () => Promise<T>) => Promise<T>;

/**
 * Runs one statement; when it fails, its error names the statement (the SQL with $n placeholders, whitespace
 * collapsed) so the log can show which one failed without its values (core/errors.ts errorForLog).
 */
async function naming<T>(sql: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (typeof error === 'object' && error !== null)
      Object.assign(error, { statement: sql.replace(/\s+/g, ' ').trim() });
    throw error;
  }
}

/** naming(), also timed and traced when asked: with neither, naming() itself, so nothing is added per statement. */
function statementRunner({ observeStatement, tracing }: DatabaseOptions): Runner {
  if (!observeStatement && !tracing) return naming;
  return async (sql, run) => {
    const started = performance.now();
    const span = tracing ? startStatementSpan(sql) : undefined;
    try {
      return await naming(sql, run);
    } catch (error) {
      span?.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span?.end();
      observeStatement?.(sql, (performance.now() - started) / 1000);
    }
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const run = statementRunner(options);
  return options.databaseUrl ? openPostgres(options.databaseUrl, options, run) : openPglite(options, run);
}

async function openPglite({ dataDir, embeddedCopy }: DatabaseOptions, run: Runner): Promise<Database> {
  let path: string | undefined;
  if (dataDir) {
    path = join(dataDir, 'pglite');
    mkdirSync(path, { recursive: true });
  }
  // pg_trgm: the customer search's trigram index (migrations/015_customer_name_search.sql).
  const open = async (files?: Blob) => {
    const db = new PGlite({ dataDir: path, extensions: { pg_trgm }, loadDataDir: files });
    await db.waitReady;
    return db;
  };
  // An in-memory copy (tests) is one put back from an earlier test when there is one (server-core's pgliteCopies).
  const { db, release } = await openEmbedded(open, { copyOf: embeddedCopy, inMemory: !path });
  return {
    async query<Row>(sql: string, params?: unknown[]) {
      return run(sql, async () => (await db.query<Row>(sql, params)).rows);
    },
    async exec(sql) {
      await db.exec(sql);
    },
    transaction(work) {
      return db.transaction((tx) =>
        work({
          query: <Row>(sql: string, params?: unknown[]) =>
            run(sql, async () => (await tx.query<Row>(sql, params)).rows),
        }),
      );
    },
    close: release,
    copyFiles: () => db.dumpDataDir('none'),
  };
}

async function openPostgres(connectionString: string, options: DatabaseOptions, run: Runner): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    max: options.databasePoolSize ?? 10,
    statement_timeout: options.databaseStatementTimeoutMs ?? 15_000,
    // A connection is waited for at most this long when all are busy; then the request fails rather than queueing forever.
    connectionTimeoutMillis: 10_000,
  });
  // The server may end an idle connection (a restart, an administrator, DROP DATABASE … WITH (FORCE)): the pool
  // drops it and connects anew on the next query. Unheard, the pool's 'error' event would end the process.
  pool.on('error', (error: Error & { code?: string }) =>
    process.emitWarning(
      `PostgreSQL ended an idle connection (${error.code ?? error.message}); the next query opens a new one`,
    ),
  );
  const query = <Row>(sql: string, params?: unknown[]) =>
    run(sql, async () => (await pool.query(sql, params as unknown[])).rows as Row[]);
  return {
    query,
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(work) {
      const client = await pool.connect();
      // A held client is the pool's no longer, nor heard by it: a connection the server ends meanwhile (a restart,
      // a crash) would throw an unheard 'error' at the process and end it. Heard here, the loss fails this
      // transaction only, with the loss as its error (core/errors.ts answers 503), and the client is dropped.
      let lost: Error | undefined;
      const onLost = (error: Error) => {
        lost ??= error;
      };
      client.on('error', onLost);
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await work({
          query: <Row>(sql: string, params?: unknown[]) =>
            run(sql, async () => (await client.query(sql, params)).rows as Row[]),
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        // On a lost connection the server has rolled back already; a ROLLBACK that fails leaves the client unusable.
        if (!lost) {
          await client.query('ROLLBACK').catch((rollbackError: Error) => {
            broken = rollbackError;
          });
        }
        throw lost ?? error;
      } finally {
        client.off('error', onLost);
        // Given an error, the pool ends the client instead of lending it again; the next query connects anew.
        client.release(lost ?? broken);
      }
    },
    close: () => pool.end(),
  };
}
