import { defineConfig } from 'vitest/config';

import { testLimits } from '../testLimits';

/**
 * REST_API_TEST_DATABASE=postgres runs, on a throw-away PostgreSQL server (test/postgresSetup.ts), the tests tagged
 * `postgres`: what only a server does. The rest is the same SQL on the same PostgreSQL in both runs (PGlite is
 * PostgreSQL compiled to WebAssembly), so it runs once, on the embedded database.
 */
const onPostgres = process.env.REST_API_TEST_DATABASE === 'postgres';

export default defineConfig({
  test: {
    testTimeout: testLimits.testMs,
    hookTimeout: testLimits.testMs,
    expect: { poll: { timeout: testLimits.waitMs } },
    // Test files reuse their worker's imports rather than loading them anew; every file starts its own REST API
    // on its own database, so nothing else is shared.
    isolate: false,
    tags: [
      {
        name: 'postgres',
        description:
          'What only a PostgreSQL server does: writes racing over the pool’s connections, its limits and time-outs, lost connections',
      },
    ],
    ...(onPostgres ? { tagsFilter: ['postgres'], globalSetup: ['./test/postgresSetup.ts'] } : {}),
  },
});
