import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';

import { startThrowawayPostgres } from '@backoffice/rest-api/testing';

/**
 * A throw-away PostgreSQL server for a test file's stores, started before its tests and stopped after them, and the
 * two kinds of the gateway's store to run its tests on: embedded (PGlite, in memory) and a new database of that server.
 */
export function throwawayStores() {
  let postgres: Awaited<ReturnType<typeof startThrowawayPostgres>> | undefined;
  let databases = 0;
  beforeAll(async () => {
    postgres = await startThrowawayPostgres();
  });
  afterAll(() => postgres?.stop());

  const server = () => {
    if (!postgres) throw new Error('The PostgreSQL server starts in beforeAll');
    return postgres;
  };
  /** The address of database `name` on the server, created or not. */
  const urlOf = (name: string) => server().urlOf(name);

  /** Creates the empty database `name` on the server; answers its address. */
  async function createDatabase(name: string): Promise<string> {
    const client = new pg.Client({ connectionString: server().url });
    await client.connect();
    try {
      await client.query(`CREATE DATABASE ${name}`);
    } finally {
      await client.end();
    }
    return urlOf(name);
  }

  /** A new, empty database on the server. */
  const newDatabase = () => createDatabase(`gateway_${++databases}`);

  const kinds = [
    ['embedded (PGlite)', async () => ({ dataDir: null })],
    ['PostgreSQL', async () => ({ databaseUrl: await newDatabase(), dataDir: null })],
  ] as const;
  return { newDatabase, createDatabase, urlOf, kinds };
}
