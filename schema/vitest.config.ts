import { defineConfig } from 'vitest/config';

import { testLimits } from '../testLimits';

export default defineConfig({
  test: {
    testTimeout: testLimits.testMs,
    hookTimeout: testLimits.testMs,
    expect: { poll: { timeout: testLimits.waitMs } },
    // Test files reuse their worker's imports (zod, graphql, the rules) rather than loading them anew: pure rules,
    // nothing mocked, so nothing else is shared.
    isolate: false,
  },
});
