import { defineConfig } from 'vitest/config';
import { testLimits } from '../testLimits';

/** REST_API_TEST_DATABASE=postgres runs the same tests against a throw-away PostgreSQL server (test/postgresSetup.ts). */
const onPostgres = process.env.REST_API_TEST_DATABASE === 'postgres';

export default defineConfig({
  test: {
    testTimeout: testLimits.testMs,
    hookTimeout: testLimits.testMs,
    globalSetup: onPostgres ? ['./test/postgresSetup.ts'] : [],
  },
});
