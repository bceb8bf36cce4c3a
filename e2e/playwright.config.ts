import { defineConfig } from '@playwright/test';

import { testLimits } from '../testLimits';

// Ports of their own, so a stack started with `npm start` can keep running beside the tests.
const REST_API_PORT = process.env.E2E_REST_API_PORT ?? '4101';
const GATEWAY_PORT = process.env.E2E_GATEWAY_PORT ?? '4100';
const WEB_PORT = process.env.E2E_WEB_PORT ?? '3100';

const stackEnv = {
  ...(process.env as Record<string, string>),
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  // A fresh embedded database for every run, and a fresh store of the gateway's own.
  DATA_DIR: ':memory:',
  GATEWAY_DATA_DIR: ':memory:',
  // `spec`: the REST API serves only the spec's calls, as the company's is assumed to (see package.json's test).
  REST_API_PROFILE: process.env.E2E_REST_API_PROFILE ?? 'default',
  REST_API_PORT,
  REST_API_URL: `http://127.0.0.1:${REST_API_PORT}`,
  GATEWAY_PORT,
  GATEWAY_URL: `http://127.0.0.1:${GATEWAY_PORT}`,
  WEB_PORT,
  WEB_HOST: '127.0.0.1',
  // Metrics on free ports: a stack started with `npm start` may hold the default ones.
  GATEWAY_METRICS_PORT: '0',
  REST_API_METRICS_PORT: '0',
  // The e2e run signs in more often than a person would.
  LOGIN_ATTEMPTS_PER_MINUTE: '1000',
  // run.mjs gives each run a folder of its own, and checks that the stopped servers left nothing in it.
  ...(process.env.E2E_SERVERS_TMPDIR ? { TMPDIR: process.env.E2E_SERVERS_TMPDIR } : {}),
};

/**
 * E2E_FROM_SOURCE=1 runs the servers from source (tsx, Vite's dev server) instead of the builds, so
 * several people can run their specs at once, each on their own E2E_*_PORT, without sharing dist/.
 */
const fromSource = process.env.E2E_FROM_SOURCE === '1';
const server = (pkg: 'rest-api' | 'gateway') =>
  fromSource ? `../${pkg}/node_modules/.bin/tsx ../${pkg}/src/main.ts` : `node ../${pkg}/dist/main.js`;

/** What the stack's three servers share: their settings, a fresh start, and how long they may take to start and stop. */
const serverOptions = {
  env: stackEnv,
  reuseExistingServer: false,
  timeout: testLimits.serverStartMs,
  // Asked to stop (SIGTERM) rather than killed, Playwright's default: each then closes what it holds, and the REST API
  // removes its in-memory database's upload folder, which a killed one leaves in the temporary folder.
  gracefulShutdown: { signal: 'SIGTERM', timeout: testLimits.serverStopMs },
} as const;

/** The whole stack, built by the test command, in Debian's Chromium (never a downloaded browser). */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Limits for a hung test, not speeds (testLimits.ts): a whole flow, and each step of it.
  timeout: testLimits.e2eTestMs,
  expect: { timeout: testLimits.e2eExpectMs },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${WEB_PORT}`,
    headless: true,
    actionTimeout: testLimits.e2eExpectMs,
    navigationTimeout: testLimits.e2eExpectMs,
    // A trace records the screen as it goes, which costs Chromium about as much CPU as the tests themselves; CI
    // keeps no files, so it records none there (a failure still prints its error and takes a screenshot).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // As staff who ask their system for less motion: the app then animates nothing (theme.ts), so Chromium draws no
    // frames while a test waits (5 % less CPU, measured on 43 tests interleaved twice). shell.spec.ts checks both.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: server('rest-api'),
      url: `http://127.0.0.1:${REST_API_PORT}/healthz`,
      ...serverOptions,
    },
    {
      command: server('gateway'),
      url: `http://127.0.0.1:${GATEWAY_PORT}/healthz`,
      ...serverOptions,
    },
    {
      command: `../web/node_modules/.bin/vite ${fromSource ? '' : 'preview'} --config ../web/vite.config.ts ../web`,
      url: `http://127.0.0.1:${WEB_PORT}/`,
      ...serverOptions,
    },
  ],
});
