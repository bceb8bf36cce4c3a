import pg from 'pg';

import type { RestApiConfig } from '../config';
import { seedDemoData } from '../seed/demoData';
import { type Database, openDatabase } from './database';
import { migrate } from './migrate';

/**
 * Fresh PostgreSQL databases for tests, on a throw-away server (`TEST_POSTGRES_URL`, set by the REST API's
 * PostgreSQL test run). The demo data is migrated and seeded once into a template; each test app gets a
 * copy of it (CREATE DATABASE … TEMPLATE, a file copy), as fresh as the embedded in-memory one.
 */
const DEMO_TEMPLATE = 'demo_template';

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

type DemoSettings = Pick<RestApiConfig, 'adminEmail' | 'adminPassword' | 'seedScale'>;

/** Migrates `db` and fills it with the demo data, as a REST API's first start does (server.ts). */
async function fillWithDemo(db: Database, config: DemoSettings) {
  await migrate(db);
  await seedDemoData(db, {
    adminEmail: config.adminEmail,
    adminPassword: config.adminPassword,
    scale: config.seedScale,
  });
}

/** Migrates and seeds the template the test databases are copied from. */
export async function createDemoTemplate(serverUrl: string, config: DemoSettings) {
  await onServer(serverUrl, (client) => client.query(`CREATE DATABASE ${DEMO_TEMPLATE}`));
  const db = await openDatabase({ databaseUrl: withDatabase(serverUrl, DEMO_TEMPLATE), dataDir: null });
  try {
    await fillWithDemo(db, config);
  } finally {
    await db.close();
  }
}

let demoCopy: Promise<Blob> | undefined;

/**
 * The files of an embedded database filled with the demo data, made once per process: every test REST API on the
 * default settings opens a copy (database.ts `embeddedCopy`), as fresh as a new database, without running initdb,
 * the migrations and the seeding again (most of a test stack's start). A failed attempt is made again by the next.
 */
export function embeddedDemoCopy(config: DemoSettings): Promise<Blob> {
  demoCopy ??= (async () => {
    const db = await openDatabase({ dataDir: null });
    try {
      await fillWithDemo(db, config);
      return await db.copyFiles!();
    } finally {
      await db.close();
    }
  })().catch((error: unknown) => {
    demoCopy = undefined;
    throw error;
  });
  return demoCopy;
}

function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

let created = 0;

/** A new database: a copy of the demo template, or empty (to be migrated and seeded with other settings). */
export async function createTestDatabase(
  serverUrl: string,
  fromTemplate: boolean,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${process.pid}_${++created}`;
  await onServer(serverUrl, (client) =>
    client.query(`CREATE DATABASE ${name}${fromTemplate ? ` TEMPLATE ${DEMO_TEMPLATE}` : ''}`),
  );
  return {
    url: withDatabase(serverUrl, name),
    drop: () =>
      onServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(
        () => undefined,
      ),
  };
}
