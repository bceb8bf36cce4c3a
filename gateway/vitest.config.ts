import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';

import { defineConfig } from 'vitest/config';

import { testLimits } from '../testLimits';

/**
 * The suite runs on the spec's REST API profile (test/harness.ts); with TEST_REST_API_PROFILE=default it runs again
 * only the files whose tests expect otherwise of the stand-in's extensions, the ones that name `onDefaultProfile`.
 * Every other file would repeat on the default profile what it proved on the spec one: same calls, same answers.
 */
const testFolder = join(import.meta.dirname, 'test');
const filesThatDifferByProfile = () =>
  readdirSync(testFolder)
    .filter((file) => file.endsWith('.test.ts'))
    .filter((file) => /\bonDefaultProfile\b/.test(readFileSync(join(testFolder, file), 'utf8')))
    .map((file) => `test/${file}`);

export default defineConfig({
  // Dependencies load graphql's CommonJS build (graphql 16 has no "exports"); make the tests use the same
  // one, or schema objects from the two builds would not recognise each other.
  resolve: { alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }] },
  test: {
    ...(process.env.TEST_REST_API_PROFILE === 'default' ? { include: filesThatDifferByProfile() } : {}),
    testTimeout: testLimits.testMs,
    hookTimeout: testLimits.testMs,
    expect: { poll: { timeout: testLimits.waitMs } },
    // Test files reuse their worker's imports (Apollo, the REST API's code) rather than loading them anew: about
    // half the suite's time. Every file starts its own REST API and gateway, so nothing else is shared.
    isolate: false,
    // The gateway's suite is the longest of `npm test`'s unit step: on one worker (Vitest leaves a core free by
    // default) it went on alone for minutes after the other suites had ended, half the machine idle.
    maxWorkers: availableParallelism(),
  },
});
