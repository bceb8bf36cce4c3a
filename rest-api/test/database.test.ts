import { afterAll, beforeAll, expect, it } from 'vitest';

import type { RunningRestApi } from '../src/server';
import { startTestRestApi } from '../src/testing';

/**
 * The REST API's tests run twice: on the embedded database, and (npm test, when PostgreSQL is installed)
 * on a throw-away PostgreSQL server. These say which one a run used, and what only PostgreSQL has.
 */
const onPostgres = !!process.env.TEST_POSTGRES_URL;
let api: RunningRestApi;

beforeAll(async () => {
  api = await startTestRestApi({ databaseStatementTimeoutMs: 300, databasePoolSize: 3 });
});
afterAll(() => api.close());

it('runs on the database this run asked for', { tags: ['postgres'] }, async () => {
  const [row] = await api.db.query<{ port: number | null }>('SELECT inet_server_port() AS port');
  if (onPostgres) expect(row!.port).toBe(Number(new URL(process.env.TEST_POSTGRES_URL!).port));
  else expect(row!.port).toBeNull();
});

it.runIf(onPostgres)('cancels a statement past DATABASE_STATEMENT_TIMEOUT_MS', { tags: ['postgres'] }, async () => {
  await expect(api.db.query('SELECT pg_sleep(2)')).rejects.toMatchObject({ code: '57014' });
  // The connection is usable again afterwards.
  expect(await api.db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
});

it.runIf(onPostgres)('keeps at most DATABASE_POOL_SIZE connections', { tags: ['postgres'] }, async () => {
  await Promise.all(Array.from({ length: 8 }, () => api.db.query('SELECT pg_sleep(0.05)')));
  const [row] = await api.db.query<{ connections: number }>(
    'SELECT count(*)::int AS connections FROM pg_stat_activity WHERE datname = current_database()',
  );
  expect(row!.connections).toBeLessThanOrEqual(3);
});

it.runIf(onPostgres)(
  'outlives an idle connection the server ends, and connects anew',
  { tags: ['postgres'] },
  async () => {
    const [own] = await api.db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    // Ended from outside while idle in the pool: before the pool listened for it, this error ended the process.
    const other = await startTestRestApi();
    // The pool says so (database.ts) once it has dropped the ended connection; then the next query needs a new one.
    const dropped = new Promise<void>((resolve) => {
      const listener = (warning: Error) => {
        if (!warning.message.startsWith('PostgreSQL ended an idle connection')) return;
        process.off('warning', listener);
        resolve();
      };
      process.on('warning', listener);
    });
    try {
      await other.db.query('SELECT pg_terminate_backend($1)', [own!.pid]);
    } finally {
      await other.close();
    }
    await dropped;
    expect(await api.db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  },
);
