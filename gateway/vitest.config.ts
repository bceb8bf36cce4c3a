import { createRequire } from 'node:module';

import { defineConfig } from 'vitest/config';

import { testLimits } from '../testLimits';

export default defineConfig({
  // Dependencies load graphql's CommonJS build (graphql 16 has no "exports"); make the tests use the same
  // one, or schema objects from the two builds would not recognise each other.
  resolve: { alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }] },
  test: {
    testTimeout: testLimits.testMs,
    hookTimeout: testLimits.testMs,
    expect: { poll: { timeout: testLimits.waitMs } },
    // Test files reuse their worker's imports (Apollo, the REST API's code) rather than loading them anew: about
    // half the suite's time. Every file starts its own REST API and gateway, so nothing else is shared.
    isolate: false,
  },
});
