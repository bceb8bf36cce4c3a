/**
 * A PostgreSQL server reached through pg's pool, for the REST API's database and the gateway's store alike. A
 * connection the server ends (a restart, a crash, an administrator, DROP DATABASE … WITH (FORCE)) is handled here
 * once for both: it fails only the statement or transaction that used it, never the process, and the next one
 * connects anew.
 */
import type { Pool, PoolClient } from 'pg';

/** Plain SQL with $1 parameters, the same on PGlite and PostgreSQL. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
}

export interface PostgresPool extends Queryable {
  /**
   * Runs `work` in one transaction on one connection: committed when it resolves, rolled back when it throws. When
   * the connection is lost meanwhile, it fails with the loss itself, whatever `work` then threw.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface PostgresPoolOptions {
  connectionString: string;
  /** Connections at most: every server process × this must stay under the server's max_connections. */
  maxConnections: number;
  statementTimeoutMs: number;
  /**
   * Hears a connection the server ended while it was idle in the pool. The pool has dropped it already; unheard,
   * its 'error' event would end the process.
   */
  onIdleConnectionEnded(error: Error & { code?: string }): void;
}

/** Opens the pool; pg is loaded only now, so a server that never uses PostgreSQL never loads it. */
export async function openPostgresPool(options: PostgresPoolOptions): Promise<PostgresPool> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.maxConnections,
    statement_timeout: options.statementTimeoutMs,
    // A connection is waited for at most this long when all are busy; then the statement fails rather than queueing forever.
    connectionTimeoutMillis: 10_000,
  });
  pool.on('error', options.onIdleConnectionEnded);
  return {
    query: async <Row>(sql: string, params?: unknown[]) => (await pool.query(sql, params)).rows as Row[],
    transaction: (work) => inTransaction(pool, work),
    close: () => pool.end(),
  };
}

async function inTransaction<T>(pool: Pool, work: (tx: Queryable) => Promise<T>): Promise<T> {
  const client: PoolClient = await pool.connect();
  // A client lent out is no longer heard by the pool: a connection the server ends meanwhile would throw an unheard
  // 'error' at the process and end it. Heard here, the loss fails this transaction only.
  let lost: Error | undefined;
  const onLost = (error: Error) => {
    lost ??= error;
  };
  client.on('error', onLost);
  let rollbackFailure: Error | undefined;
  try {
    await client.query('BEGIN');
    const result = await work({
      query: async <Row>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as Row[],
    });
    await client.query('COMMIT');
    return result;
  } catch (error) {
    // On a lost connection the server has rolled back already. The loss is the error to answer: what `work` threw
    // then ("Client has encountered a connection error…") only echoes it, and callers recognise the loss.
    if (!lost) {
      await client.query('ROLLBACK').catch((failure: Error) => {
        rollbackFailure = failure;
      });
    }
    throw lost ?? error;
  } finally {
    client.off('error', onLost);
    // Given an error, the pool ends the client instead of lending it again; the next statement connects anew.
    client.release(lost ?? rollbackFailure);
  }
}
