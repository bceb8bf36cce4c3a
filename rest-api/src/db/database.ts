import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { context, type Span, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';

import { openEmbedded } from '@backoffice/server-core/pgliteCopies';
import { openPostgresPool, type Queryable } from '@backoffice/server-core/postgresPool';

import { statementName } from '../core/statementName';

/** What a route or store needs: plain SQL with $1 parameters, the same on PGlite and PostgreSQL. */
export type { Queryable };

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
  /** A statement run inside a traced request becomes a child span of it (startStatementSpan). */
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

/**
 * A child span for one SQL statement of a traced request (core/tracing.ts runs each handler in its request's span),
 * named by statementName, with the SQL's text and its $n placeholders (never the values). Undefined outside a
 * request (start-up, migrations, the session lookup).
 */
function startStatementSpan(sql: string): Span | undefined {
  const parent = context.active();
  if (!trace.getSpan(parent)) return undefined;
  return trace.getTracer('@backoffice/rest-api').startSpan(
    statementName(sql),
    {
      kind: SpanKind.CLIENT,
      attributes: { 'db.system': 'postgresql', 'db.statement': sql.replace(/\s+/g, ' ').trim() },
    },
    parent,
  );
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
  const pool = await openPostgresPool({
    connectionString,
    maxConnections: options.databasePoolSize ?? 10,
    statementTimeoutMs: options.databaseStatementTimeoutMs ?? 15_000,
    // The loss fails nothing (the pool connects anew for the next query); a warning says it happened.
    onIdleConnectionEnded: (error) =>
      process.emitWarning(
        `PostgreSQL ended an idle connection (${error.code ?? error.message}); the next query opens a new one`,
      ),
  });
  return {
    query: <Row>(sql: string, params?: unknown[]) => run(sql, () => pool.query<Row>(sql, params)),
    async exec(sql) {
      await pool.query(sql);
    },
    // A lost connection fails the transaction with the loss itself, which core/errors.ts answers with 503.
    transaction: (work) =>
      pool.transaction((tx) =>
        work({ query: <Row>(sql: string, params?: unknown[]) => run(sql, () => tx.query<Row>(sql, params)) }),
      ),
    close: pool.close,
  };
}
