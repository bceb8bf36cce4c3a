import { defineConfig } from 'vitest/config';

/** REST_API_TEST_DATABASE=postgres runs the same tests against a throw-away PostgreSQL server (test/postgresSetup.ts). */
const onPostgres = process.env.REST_API_TEST_DATABASE === 'postgres';

export default defineConfig({
  test: { testTimeout: 20_000, hookTimeout: 60_000, globalSetup: onPostgres ? ['./test/postgresSetup.ts'] : [] },
});
