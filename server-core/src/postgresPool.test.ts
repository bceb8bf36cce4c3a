import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { openPostgresPool, type PostgresPool } from './postgresPool';
import { postgresInstalled, startThrowawayPostgres } from './throwawayPostgres';

/**
 * On a PostgreSQL server of their own. What each server answers for a loss (the REST API's 503, the gateway's
 * UPSTREAM_UNAVAILABLE), through restarts and crashes, is tested with the server: rest-api/test/postgresRestart.test.ts
 * and gateway/test/gatewayStoreOutage.test.ts.
 */
const installed = postgresInstalled();
if (!installed) console.warn('PostgreSQL is not installed (apt-get install postgresql): the pool tests are skipped.');

describe.skipIf(!installed)('openPostgresPool', () => {
  let server: Awaited<ReturnType<typeof startThrowawayPostgres>>;
  /** Ends the pool's connections from outside, as an administrator would. */
  let admin: pg.Client;
  let pool: PostgresPool | undefined;

  beforeAll(async () => {
    server = await startThrowawayPostgres();
    admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    await admin.query('CREATE TABLE fish (name text PRIMARY KEY)');
  });
  afterAll(async () => {
    await admin?.end();
    await server?.stop();
  });
  afterEach(async () => {
    await pool?.close();
    pool = undefined;
  });

  const open = (onIdleConnectionEnded: (error: Error) => void = () => undefined) =>
    openPostgresPool({
      connectionString: server.url,
      maxConnections: 2,
      statementTimeoutMs: 5_000,
      onIdleConnectionEnded,
    });
  const names = async () =>
    (await admin.query<{ name: string }>('SELECT name FROM fish ORDER BY name')).rows.map((row) => row.name);
  const insert = 'INSERT INTO fish (name) VALUES ($1)';

  it('commits a transaction whose work resolves and rolls back one whose work throws, with its error', async () => {
    pool = await open();
    expect(await pool.transaction(async (tx) => (await tx.query(`${insert} RETURNING name`, ['kakap'])).length)).toBe(
      1,
    );
    const refused = pool.transaction(async (tx) => {
      await tx.query(insert, ['tongkol']);
      throw new Error('refused by the work');
    });
    await expect(refused).rejects.toThrow('refused by the work');
    expect(await names()).toEqual(['kakap']);
    // The connection rolled back is lent again, in no transaction.
    expect(await pool.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });

  it('fails a transaction whose connection is lost with the loss, writes none of it, and connects anew', async () => {
    pool = await open();
    const lost = pool.transaction(async (tx) => {
      await tx.query(insert, ['bandeng']);
      await tx.query('SELECT pg_terminate_backend(pg_backend_pid())').catch(() => undefined);
      // Settles only once the client has heard its connection end.
      await tx.query('SELECT 1').catch(() => undefined);
      throw new Error('what the work threw after the loss');
    });
    await expect(lost).rejects.toSatisfy(
      (error: Error & { code?: string }) =>
        error.code === '57P01' || error.message === 'Connection terminated unexpectedly',
    );
    expect(await names()).not.toContain('bandeng');
    // The process lives on (an unheard 'error' would have ended it) and the next statements get a new connection.
    expect(await pool.transaction((tx) => tx.query('SELECT 1 AS one'))).toEqual([{ one: 1 }]);
    expect(await pool.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });

  it('hears a connection ended while idle in the pool, and connects anew', async () => {
    let heard: (error: Error & { code?: string }) => void = () => undefined;
    const ended = new Promise<Error & { code?: string }>((resolve) => (heard = resolve));
    pool = await open((error) => heard(error));
    const [own] = await pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    await admin.query('SELECT pg_terminate_backend($1)', [own!.pid]);
    expect(await ended).toMatchObject({ code: '57P01' });
    expect(await pool.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });

  it('loses nothing of a statement failing on its own: the pool answers its error and goes on', async () => {
    pool = await open();
    await pool.query(insert, ['cakalang']);
    await expect(pool.query(insert, ['cakalang'])).rejects.toMatchObject({ code: '23505' });
    await expect(pool.transaction((tx) => tx.query(insert, ['cakalang']))).rejects.toMatchObject({ code: '23505' });
    expect((await names()).filter((name) => name === 'cakalang')).toHaveLength(1);
  });
});
