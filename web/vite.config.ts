/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

import { testLimits } from '../testLimits';

const gatewayUrl = process.env.GATEWAY_URL ?? 'http://localhost:4000';
const port = Number(process.env.WEB_PORT ?? 3000);
// Same origin for the page, /graphql and /export, so the SameSite=Strict session cookie is sent.
const proxy = {
  '/graphql': { target: gatewayUrl, changeOrigin: false },
  '/media': { target: gatewayUrl, changeOrigin: false },
  // CSV exports of the lists, streamed by the gateway.
  '/export': { target: gatewayUrl, changeOrigin: false },
};

export default defineConfig(({ command }) => ({
  plugins: [react()],
  // Apollo Client drops its development-only checks and messages from the production build.
  define: command === 'build' ? { 'globalThis.__DEV__': JSON.stringify(false) } : {},
  server: { port, strictPort: true, host: process.env.WEB_HOST ?? 'localhost', proxy },
  preview: { port, strictPort: true, host: process.env.WEB_HOST ?? 'localhost', proxy },
  build: {
    // bench/bundle-size.mjs reads the manifest to weigh what the login screen loads.
    manifest: true,
    sourcemap: true,
    chunkSizeWarningLimit: 900,
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testSetup.ts'],
    css: false,
    testTimeout: testLimits.testMs,
    hookTimeout: testLimits.testMs,
    // Test files reuse their worker's jsdom and imports rather than building both anew (about half the suite's
    // time); src/testSetup.ts resets what a test could leave behind.
    isolate: false,
    // The web's suite is the longest of `npm test`'s unit step: it takes every core (Vitest leaves one free by
    // default) while the other packages' suites run beside it.
    maxWorkers: availableParallelism(),
  },
}));
