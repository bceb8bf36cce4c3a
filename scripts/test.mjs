#!/usr/bin/env node
// npm test: everything CI checks, in the order that fails fastest.
import { pnpm } from './pnpm.mjs';

const steps = [
  ['install', ['install', '--frozen-lockfile', '--prefer-offline']],
  ['generated code is up to date (pnpm codegen)', ['exec', 'graphql-codegen', '--config', 'codegen.ts', '--check']],
  ['type checks', ['-r', '--no-bail', 'run', 'typecheck']],
  ['lint and import boundaries (ESLint)', ['exec', 'eslint', '.']],
  ['formatting (Prettier)', ['exec', 'prettier', '--check', '.']],
  // --no-sort: every package's tests at once (each starts what it needs), not in dependency order, where the
  // gateway's waited for the web's to end; with the web's suite on every core, the CPU stays busy.
  [
    'unit and integration tests',
    ['-r', '--no-sort', '--workspace-concurrency=4', '--filter', '!@backoffice/e2e', 'run', 'test'],
  ],
  [
    'build',
    [
      '--filter',
      '@backoffice/rest-api',
      '--filter',
      '@backoffice/gateway',
      '--filter',
      '@backoffice/web',
      'run',
      'build',
    ],
  ],
  ['end-to-end tests in Chromium', ['--filter', '@backoffice/e2e', 'run', 'test']],
];

const started = Date.now();
for (const [name, args] of steps) {
  const stepStarted = Date.now();
  console.log(`\n=== ${name}`);
  const code = pnpm(args, {
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', CI: process.env.CI ?? '1' },
  });
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
  if (code !== 0) {
    console.error(`\n✗ ${name} failed after ${seconds} s`);
    process.exit(code);
  }
  console.log(`✓ ${name} (${seconds} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
