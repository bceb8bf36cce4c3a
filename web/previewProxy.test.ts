// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';

import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** What reached the gateway's port: a stand-in that only records the path each request asked for. */
const reached: string[] = [];
let gateway: Server;
let web: PreviewServer;
let webPort: number;
const built = mkdtempSync(join(tmpdir(), 'preview-proxy-'));
const page = '<!doctype html><title>dashboard</title>';

beforeAll(async () => {
  gateway = createServer((request, response) => {
    reached.push(request.url ?? '');
    response.end('gateway');
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  writeFileSync(join(built, 'index.html'), page);
  // As the build writes it (vite-plugin-compression2).
  writeFileSync(join(built, 'index.html.br'), brotliCompressSync(page));
  // vite.config.ts reads them when `vite preview` loads it.
  process.env.GATEWAY_URL = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
  process.env.WEB_PORT = '0';
  web = await preview({
    root: import.meta.dirname,
    configFile: join(import.meta.dirname, 'vite.config.ts'),
    build: { outDir: built },
    preview: { host: '127.0.0.1' },
    logLevel: 'silent',
  });
  webPort = (web.httpServer.address() as AddressInfo).port;
});

afterAll(async () => {
  await web?.close();
  gateway?.close();
  delete process.env.GATEWAY_URL;
  delete process.env.WEB_PORT;
  rmSync(built, { recursive: true, force: true });
});

/** The path sent as written: fetch would resolve the dots before sending, as browsers do. */
function getRaw(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port: webPort, path, headers: { accept: '*/*' } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    }).on('error', reject);
  });
}

describe("vite preview's proxy to the gateway", () => {
  it('passes the API, media files and exports as they are', async () => {
    for (const path of ['/graphql', '/media/products/0b7c.png', '/export/orders.csv?args=%7B%7D']) {
      reached.length = 0;
      expect(await getRaw(path), path).toEqual({ status: 200, body: 'gateway' });
      expect(reached).toEqual([path]);
    }
  });

  it('passes nothing else to the gateway: a path that normalises elsewhere is refused (the issue: /media/%2e%2e/readyz)', async () => {
    reached.length = 0;
    for (const path of [
      '/media/%2e%2e/readyz',
      '/media/../readyz',
      '/media/products/%2E%2E/%2E%2E/metrics',
      '/media/..%2freadyz',
      '/graphql/../readyz',
      '/graphql/%2e%2e/readyz',
      '/export/%2e%2e/readyz',
      '/graphqlx',
    ]) {
      expect((await getRaw(path)).status, path).toBe(404);
    }
    expect(reached).toEqual([]);
  });
});

describe("vite preview's pages (issue 38)", () => {
  it('sends index.html as the build compressed it, for every address of the app', async () => {
    for (const path of ['/', '/dashboard/orders?page=2']) {
      const answer = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        get(
          { host: '127.0.0.1', port: webPort, path, headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' } },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
          },
        ).on('error', reject);
      });
      expect(answer.headers, path).toMatchObject({ 'content-encoding': 'br', vary: 'Accept-Encoding' });
      expect(String(answer.headers['content-type']), path).toMatch(/^text\/html/);
      expect(brotliDecompressSync(answer.body).toString(), path).toBe(page);
    }
  });
});
