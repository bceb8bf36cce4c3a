import { defineConfig } from 'vitest/config';

import { testLimits } from '../testLimits';

export default defineConfig({
  test: {
    testTimeout: testLimits.testMs,
    hookTimeout: testLimits.testMs,
    expect: { poll: { timeout: testLimits.waitMs } },
  },
});
