import { mkdirSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';

import { beforeAll, describe, expect, it } from 'vitest';

import { testStack } from './harness';

const stack = testStack({ signedIn: false });

/** A one-pixel PNG, as the REST API stores an upload. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=',
  'base64',
);

beforeAll(() => {
  mkdirSync(join(stack.api.app.mediaRoot, 'products'), { recursive: true });
  writeFileSync(join(stack.api.app.mediaRoot, 'products', 'pixel.png'), PIXEL);
});

/** The path sent as written: fetch would resolve the dots before sending, as browsers do. */
function getRaw(path: string): Promise<{ status: number; body: Buffer }> {
  const { hostname, port } = new URL(stack.gateway.url);
  return new Promise((resolve, reject) => {
    get({ host: hostname, port, path }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('GET /media/…', () => {
  it("serves the REST API's media file", async () => {
    const { status, body } = await getRaw('/media/products/pixel.png');
    expect(status).toBe(200);
    expect(body.equals(PIXEL)).toBe(true);
  });

  it('sends the REST API no path that normalises outside media, however spelt', async () => {
    const before = stack.upstreamCalls.length;
    for (const path of [
      '/media/%2e%2e/readyz',
      '/media/../customers',
      '/media/products/%2E%2E/%2E%2E/customers',
      '/media/..%2fcustomers',
      '/media/products%5c..%5c..%5ccustomers',
    ]) {
      expect((await getRaw(path)).status, path).toBe(404);
    }
    expect(stack.upstreamCalls.slice(before)).toEqual([]);
  });
});
