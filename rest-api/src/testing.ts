import type { AppOptions } from './app';
import { hashPassword } from './auth/password';
import { readConfig, type RestApiConfig } from './config';

export type { RestApiProfile } from './config';
export type { RunningRestApi } from './server';
// The gateway's store tests run on a PostgreSQL of their own.
export { freePort, postgresInstalled, startThrowawayPostgres } from '@backoffice/server-core/throwawayPostgres';
// The tests of every package start the REST API and the gateway as production runs them.
export { printed, type ServerProcess, startServerProcess } from './serverProcess';
import { createTestDatabase, embeddedDemoCopy } from './db/testDatabases';
import { type RunningRestApi, startRestApi } from './server';

/** What the demo template (on PostgreSQL, or the embedded copy) was seeded with; other settings get a database of their own. */
const TEMPLATE_SETTINGS: Array<keyof RestApiConfig> = [
  'adminEmail',
  'adminPassword',
  'seedScale',
  'databaseUrl',
  'dataDir',
];

/**
 * A real REST API on a free port with a fresh database, for the tests of every package: an in-memory
 * embedded one, or, in the PostgreSQL test run (`TEST_POSTGRES_URL`), a new database on that server.
 */
export async function startTestRestApi(
  overrides: Partial<RestApiConfig> = {},
  options: AppOptions = {},
): Promise<RunningRestApi> {
  const config: RestApiConfig = {
    ...readConfig({}),
    port: 0,
    dataDir: null,
    logLevel: 'silent',
    loginAttemptsPerMinute: 1000,
    // No metrics listener unless a test asks for one (`metricsPort: 0`): many APIs run in one process.
    metricsPort: 'off',
    ...overrides,
  };
  const fromTemplate = !TEMPLATE_SETTINGS.some((key) => key in overrides);
  const postgres = process.env.TEST_POSTGRES_URL;
  if (!postgres || overrides.databaseUrl)
    return startRestApi(config, options, fromTemplate ? { embeddedCopy: await embeddedDemoCopy(config) } : {});
  const database = await createTestDatabase(postgres, fromTemplate);
  const api = await startRestApi({ ...config, databaseUrl: database.url }, options);
  return {
    ...api,
    async close() {
      await api.close();
      await database.drop();
    },
  };
}

export const demoAdmin = { email: 'admin@example.com', password: 'admin12345' };

/** Signs the demo admin in at the REST API itself and returns its token. */
export async function restLoginToken(apiUrl: string): Promise<string> {
  const login = await fetch(`${apiUrl}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(demoAdmin),
  });
  return ((await login.json()) as { token: string }).token;
}

/**
 * Adds a staff user straight to the database, since the REST API has no route for it (the demo admin is
 * seeded): tests of what belongs to one user sign in as a second one.
 */
export async function addTestUser(api: RunningRestApi, user: { email: string; password: string; name?: string }) {
  await api.db.query('INSERT INTO users (email, name, password_hash) VALUES ($1, $2, $3)', [
    user.email,
    user.name ?? 'Staff',
    await hashPassword(user.password),
  ]);
  return user;
}
