/// <reference types="vitest/config" />
import { Agent } from 'node:http';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';

import react from '@vitejs/plugin-react';
import sirv from 'sirv';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import { compression } from 'vite-plugin-compression2';

// By path, as testLimits: Vite leaves a package's import to Node, which cannot load schema's .ts exports.
import { isPlainPathUnder } from '../schema/rules/requestPath';
import { testLimits } from '../testLimits';

const gatewayUrl = process.env.GATEWAY_URL ?? 'http://localhost:4000';
const port = Number(process.env.WEB_PORT ?? 3000);
const gatewayAgent = new Agent({ keepAlive: true });

/**
 * The gateway's part of the web port, for the requests that `passes` lets through; the others get 404. The proxy
 * normalises the path it forwards (`/media/%2e%2e/readyz` arrives as `/readyz`), so only a path that means what it
 * says may pass: the API at /graphql, media files under /media/ and CSV exports under /export/.
 */
const toGateway = (passes: (target: string) => boolean): ProxyOptions => ({
  target: gatewayUrl,
  // Connections to the gateway kept open: http-proxy's default opens one per request (issue 38: the added latency
  // of `npm start`'s stack).
  agent: gatewayAgent,
  changeOrigin: false,
  bypass: (request) => (passes(request.url ?? '') ? undefined : false),
});

// Same origin for the page, /graphql, /media and /export, so the SameSite=Strict session cookie is sent.
const proxy: Record<string, ProxyOptions> = {
  '/graphql': toGateway((target) => target.split('?', 1)[0] === '/graphql'),
  '/media/': toGateway((target) => isPlainPathUnder('/media/', target)),
  // CSV exports of the lists, streamed by the gateway.
  '/export/': toGateway((target) => isPlainPathUnder('/export/', target)),
};

/**
 * `vite preview`, the web server of `npm start`, sends a file's .br or .gz made at build, as nginx's brotli_static
 * and gzip_static do, with Content-Encoding and Vary: the assets, and index.html for every address of the app
 * (Vite's fallback has by then turned `/dashboard/orders` into `/index.html`). Other files, and a client that
 * takes neither encoding, get the file as it is.
 */
function precompressedFiles(): Plugin {
  return {
    name: 'precompressed-files',
    configurePreviewServer({ config, middlewares }) {
      const send = sirv(resolve(config.root, config.build.outDir), {
        dev: true,
        etag: true,
        extensions: [],
        brotli: true,
        gzip: true,
      });
      // Before Vite's static server, for the files asked by name...
      middlewares.use(send);
      // ...and after its fallback to index.html, for the app's addresses.
      return () => middlewares.use(send);
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    // Brotli (quality 11) and gzip (level 9) beside each file, for nginx and `vite preview` to send as they are.
    compression({ include: /\.(js|css|html|svg)$/, algorithms: ['brotliCompress', 'gzip'] }),
    precompressedFiles(),
  ],
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
    expect: { poll: { timeout: testLimits.waitMs } },
    // Test files reuse their worker's jsdom and imports rather than building both anew (about half the suite's
    // time); src/testSetup.ts resets what a test could leave behind.
    isolate: false,
    // The web's suite is the longest of `npm test`'s unit step: it takes every core (Vitest leaves one free by
    // default) while the other packages' suites run beside it.
    maxWorkers: availableParallelism(),
  },
}));
