#!/usr/bin/env node
/**
 * The end-to-end suite as two lanes side by side. Each lane's runs come one after another, each with a whole stack
 * of its own (fresh databases) on the lane's own ports (playwright.config.ts reads E2E_*_PORT), so no run sees
 * another's data. A run spends most of its time waiting on the browser, so two keep a 2-core machine busier than one.
 *
 * The whole suite runs on the spec's REST API profile, as the company's API is assumed to be; the flows that differ
 * on the stand-in's extensions run again on the default profile (issue 24). The walk through every screen (accessibility)
 * and through every list at two sizes (layout), a third of the suite's time, have a lane of their own with them, so
 * the lanes end close together (measured alone: 268 + 82 s and 399 s).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const folder = dirname(fileURLToPath(import.meta.url));
/** The two slowest files, each walking every screen. */
const WALKS = ['tests/accessibility.spec.ts', 'tests/layout.spec.ts'];
/** The flows whose REST calls differ on the default profile: sessions, saved filters, returns and stock counts. */
const DEFAULT_PROFILE_FLOWS = [
  'tests/walk.spec.ts',
  'tests/auth.spec.ts',
  'tests/listPresets.spec.ts',
  'tests/returns.spec.ts',
  'tests/stock.spec.ts',
];
const specFiles = readdirSync(join(folder, 'tests'))
  .filter((file) => file.endsWith('.spec.ts'))
  .map((file) => `tests/${file}`);

const lanes = [
  [
    { profile: 'spec', files: WALKS },
    { profile: 'default', files: DEFAULT_PROFILE_FLOWS },
  ],
  [{ profile: 'spec', files: specFiles.filter((file) => !WALKS.includes(file)) }],
];

/** One Playwright run; its output is kept and printed whole when it ends, so lanes do not interleave lines. */
function playwright(lane, run, index) {
  const ports = { rest: 4101 + lane * 10, gateway: 4100 + lane * 10, web: 3100 + lane * 10 };
  const started = Date.now();
  // The stack's servers keep their temporary files here (playwright.config.ts); stopped, they must leave it empty.
  const serversTmpdir = mkdtempSync(join(tmpdir(), 'e2e-servers-'));
  const child = spawn(
    join(folder, 'node_modules', '.bin', 'playwright'),
    ['test', ...run.files, `--output=test-results/lane-${lane}-${index}`],
    {
      cwd: folder,
      env: {
        ...process.env,
        E2E_REST_API_PROFILE: run.profile,
        E2E_REST_API_PORT: String(ports.rest),
        E2E_GATEWAY_PORT: String(ports.gateway),
        E2E_WEB_PORT: String(ports.web),
        E2E_SERVERS_TMPDIR: serversTmpdir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      const leftBehind = readdirSync(serversTmpdir);
      rmSync(serversTmpdir, { recursive: true, force: true });
      if (leftBehind.length > 0) output += `\nThe stopped servers left temporary files: ${leftBehind.join(', ')}\n`;
      console.log(
        `\n--- lane ${lane + 1}: ${run.files.length} files on the ${run.profile} profile (${seconds} s)\n${output}`,
      );
      resolve(leftBehind.length > 0 ? 1 : (code ?? 1));
    });
  });
}

const codes = await Promise.all(
  lanes.map(async (runs, lane) => {
    for (const [index, run] of runs.entries()) {
      const code = await playwright(lane, run, index);
      if (code !== 0) return code;
    }
    return 0;
  }),
);
process.exit(codes.find((code) => code !== 0) ?? 0);
