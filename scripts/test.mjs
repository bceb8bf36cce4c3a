#!/usr/bin/env node
// npm test: everything CI checks, in the order that fails fastest. Steps of a stage run at once, each printing its
// output when it ends: the checks and the build share the CPU, and the end-to-end run, which spends most of its time
// waiting on a browser, runs beside the unit and integration tests, which keep the cores busy meanwhile.
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { BUILD, INSTALL, pnpm, pnpmCommand, root } from './pnpm.mjs';

const stages = [
  [['install', INSTALL]],
  [['generated code is up to date (pnpm codegen)', ['exec', 'graphql-codegen', '--config', 'codegen.ts', '--check']]],
  [
    ['type checks', ['-r', '--no-bail', 'run', 'typecheck']],
    ['lint and import boundaries (ESLint)', ['exec', 'eslint', '.']],
    ['formatting (Prettier)', ['exec', 'prettier', '--check', '.']],
    ['build', BUILD],
  ],
  [
    // --no-sort: every package's tests at once (each starts what it needs), not in dependency order.
    [
      'unit and integration tests',
      ['-r', '--no-sort', '--workspace-concurrency=4', '--filter', '!@backoffice/e2e', 'run', 'test'],
    ],
    ['end-to-end tests in Chromium', ['--filter', '@backoffice/e2e', 'run', 'test']],
  ],
];

const env = {
  ...process.env,
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  CI: process.env.CI ?? '1',
  npm_config_update_notifier: 'false',
};
const outputs = mkdtempSync(join(tmpdir(), 'npm-test-'));
const running = new Set();
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

/** One step, its output kept aside while others run, then printed whole under its name. */
function runStep([name, args], index, alone) {
  const started = Date.now();
  if (alone) {
    console.log(`\n=== ${name}`);
    const code = pnpm(args, { env });
    return Promise.resolve({ name, code, time: seconds(started) });
  }
  const file = join(outputs, `${index}.log`);
  const out = openSync(file, 'w');
  const [command, commandArgs] = pnpmCommand(args);
  const child = spawn(command, commandArgs, { cwd: root, env, stdio: ['ignore', out, out], detached: true });
  running.add(child);
  return new Promise((resolve) => {
    child.on('close', (code) => {
      running.delete(child);
      console.log(`\n=== ${name}\n${readFileSync(file, 'utf8')}`);
      resolve({ name, code: code ?? 1, time: seconds(started) });
    });
  });
}

/** Stops every step still running (its whole process group: servers, browsers, test workers). */
function stopAll() {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}
process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});

const started = Date.now();
const times = [];
for (const stage of stages) {
  const stageStarted = Date.now();
  const alone = stage.length === 1;
  const results = await Promise.all(
    stage.map((step, index) =>
      runStep(step, `${times.length}-${index}`, alone).then((result) => {
        console.log(`${result.code === 0 ? '✓' : '✗'} ${result.name} (${result.time} s)`);
        // One failure ends the run: the other steps of the stage are stopped rather than waited for.
        if (result.code !== 0) stopAll();
        return result;
      }),
    ),
  );
  times.push(...results.map(({ name, time }) => `${name} ${time} s`));
  if (!alone) times.push(`  (stage ${seconds(stageStarted)} s)`);
  const failed = results.find(({ code }) => code !== 0);
  if (failed) {
    console.error(`\n✗ ${failed.name} failed after ${failed.time} s`);
    rmSync(outputs, { recursive: true, force: true });
    process.exit(failed.code);
  }
}
rmSync(outputs, { recursive: true, force: true });
console.log(`\nStep times:\n  ${times.join('\n  ')}`);
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
