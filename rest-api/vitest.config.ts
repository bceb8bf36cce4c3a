import { defineConfig } from 'vitest/config';

import { testLimits } from '../testLimits';

/** REST_API_TEST_DATABASE=postgres runs the same tests against a throw-away PostgreSQL server (test/postgresSetup.ts). */
const onPostgres = process.env.REST_API_TEST_DATABASE === 'postgres';

export default defineConfig({
  test: {
    testTimeout: testLimits.testMs,
    hookTimeout: testLimits.testMs,
    expect: { poll: { timeout: testLimits.waitMs } },
    // Test files reuse their worker's imports rather than loading them anew; every file starts its own REST API
    // on its own database, so nothing else is shared.
    isolate: false,
    globalSetup: onPostgres ? ['./test/postgresSetup.ts'] : [],
  },
});
