#!/usr/bin/env node
// npm test: everything CI checks, in the order that fails fastest. Steps of a stage run at once, each printing its
// output when it ends: the checks and the build share the CPU, and the end-to-end run, which spends most of its time
// waiting on a browser, runs beside the unit and integration tests, which keep the cores busy meanwhile.
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

import { BUILD, INSTALL, pnpm, pnpmCommand, root } from './pnpm.mjs';

const stages = [
  [['install', INSTALL]],
  [['generated code is up to date (pnpm codegen)', ['exec', 'graphql-codegen', '--config', 'codegen.ts', '--check']]],
  [
    ['type checks', ['-r', '--no-bail', 'run', 'typecheck']],
    ['lint and import boundaries (ESLint)', ['exec', 'eslint', '.']],
    ['formatting (Prettier)', ['exec', 'prettier', '--check', '.']],
    ['no import cycle, type imports included (dpdm)', ['exec', 'node', 'scripts/checkImportCycles.mjs']],
    ['every path the docs name exists', ['exec', 'node', 'scripts/checkDocPaths.mjs']],
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

/**
 * Lines that say what failed, from a step's log (each line may start with pnpm's "<package> test:"): Vitest's FAIL
 * headings and × marks, Playwright's ✘ marks and numbered failures, errors, an assertion's expected and received
 * values, and pnpm's failed package.
 */
const FAILURE_LINE =
  /\bFAIL\b|(^|:)\s+[×✘] |^\s+\d+\) tests\/|\w*Error: |Timed out|(^|:)\s+[-+] (Expected|Received)\b|ERR_PNPM/;
function failureLines(log) {
  const lines = stripVTControlCharacters(log)
    .split('\n')
    .filter((line) => FAILURE_LINE.test(line));
  return [...new Set(lines)].slice(0, 60);
}

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
      const log = readFileSync(file, 'utf8');
      console.log(`\n=== ${name}\n${log}`);
      resolve({ name, code: code ?? 1, time: seconds(started), log });
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
/** The step that failed first: the others of its stage fail only because they were stopped. */
let cause;
for (const stage of stages) {
  const stageStarted = Date.now();
  const alone = stage.length === 1;
  const results = await Promise.all(
    stage.map((step, index) =>
      runStep(step, `${times.length}-${index}`, alone).then((result) => {
        // One failure ends the run: the other steps of the stage are stopped rather than waited for.
        const failedFirst = result.code !== 0 && !cause;
        if (failedFirst) {
          cause = result;
          stopAll();
        }
        const outcome = result.code === 0 ? '✓' : failedFirst ? '✗' : '– stopped:';
        console.log(`${outcome} ${result.name} (${result.time} s)`);
        return result;
      }),
    ),
  );
  times.push(...results.map(({ name, time }) => `${name} ${time} s`));
  if (!alone) times.push(`  (stage ${seconds(stageStarted)} s)`);
  if (cause) {
    // Repeated last, where a CI page that shows only the end of a long log still shows it.
    if (cause.log) console.error(`\nWhat failed in ${cause.name}:\n  ${failureLines(cause.log).join('\n  ')}`);
    console.error(`\n✗ ${cause.name} failed after ${cause.time} s`);
    rmSync(outputs, { recursive: true, force: true });
    process.exit(cause.code);
  }
}
rmSync(outputs, { recursive: true, force: true });
console.log(`\nStep times:\n  ${times.join('\n  ')}`);
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
