/// <reference types="vitest/config" />
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, normalize, resolve, sep } from 'node:path';

import react from '@vitejs/plugin-react';
import sirv from 'sirv';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import { compression } from 'vite-plugin-compression2';

// By path, as testLimits: Vite leaves a package's import to Node, which cannot load schema's .ts exports.
import { isPlainPathUnder } from '../schema/rules/requestPath';
import { testLimits } from '../testLimits';

const gatewayUrl = process.env.GATEWAY_URL ?? 'http://localhost:4000';
const port = Number(process.env.WEB_PORT ?? 3000);

/**
 * The gateway's part of the web port, for the requests that `passes` lets through; the others get 404. The proxy
 * normalises the path it forwards (`/media/%2e%2e/readyz` arrives as `/readyz`), so only a path that means what it
 * says may pass: the API at /graphql, media files under /media/ and CSV exports under /export/.
 */
const toGateway = (passes: (target: string) => boolean): ProxyOptions => ({
  target: gatewayUrl,
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

/** The encodings made at build, in the order they are preferred. */
const encodings = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
];

/**
 * `vite preview`, the web server of `npm start`, sends an asset's .br or .gz file made at build, as nginx's
 * brotli_static and gzip_static do, with Content-Encoding and Vary. An asset without one, and a client that takes
 * neither, go on to Vite's own static server.
 */
function precompressedAssets(): Plugin {
  return {
    name: 'precompressed-assets',
    configurePreviewServer({ config, middlewares }) {
      const assets = resolve(config.root, config.build.outDir, config.build.assetsDir);
      // Sent by its name, a .br or .gz file gets its Content-Encoding and the type of the file it holds.
      const send = sirv(assets, { dev: true, etag: true, extensions: [] });
      middlewares.use(`/${config.build.assetsDir}`, (request, response, next) => {
        const url = new URL(request.url ?? '/', 'http://preview');
        const file = normalize(join(assets, url.pathname));
        const made = encodings.filter(({ suffix }) => file.startsWith(assets + sep) && existsSync(file + suffix));
        if (made.length === 0) return next();
        // Caches keep the plain and the compressed answers apart.
        const vary = response.getHeader('Vary');
        response.setHeader('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
        const chosen = made.find(({ name }) =>
          new RegExp(`\\b${name}\\b`).test(request.headers['accept-encoding'] ?? ''),
        );
        if (!chosen) return next();
        request.url = url.pathname + chosen.suffix;
        send(request, response, next);
      });
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    // Brotli (quality 11) and gzip (level 9) beside each file, for nginx and `vite preview` to send as they are.
    compression({ include: /\.(js|css|html|svg)$/, algorithms: ['brotliCompress', 'gzip'] }),
    precompressedAssets(),
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
