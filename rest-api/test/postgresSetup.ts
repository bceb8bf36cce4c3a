import { startThrowawayPostgres } from '@backoffice/server-core/throwawayPostgres';

import { readConfig } from '../src/config';
import { createDemoTemplate } from '../src/db/testDatabases';

/**
 * Vitest global set-up of the PostgreSQL run (REST_API_TEST_DATABASE=postgres): one throw-away server for
 * the whole run, the demo data seeded once into a template, and its address handed to every test file
 * through TEST_POSTGRES_URL (test workers start after this and inherit it).
 */
export default async function setup() {
  const server = await startThrowawayPostgres();
  try {
    await createDemoTemplate(server.url, readConfig({}));
  } catch (error) {
    await server.stop();
    throw error;
  }
  process.env.TEST_POSTGRES_URL = server.url;
  return () => server.stop();
}
