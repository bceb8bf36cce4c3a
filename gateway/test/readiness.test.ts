import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { describe, expect, it } from 'vitest';

import { createLogger } from '../src/core/logger';
import { startGateway } from '../src/server';
import { startStack, testGatewayConfig } from './harness';

const probe = async (url: string, path: string) => {
  const response = await fetch(`${url}${path}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

/** A gateway in front of `restApiUrl`, for upstreams the real REST API is not. */
async function gatewayBefore(restApiUrl: string) {
  return startGateway(testGatewayConfig({ restApiUrl }), createLogger('silent'));
}

/** A port nothing listens on: one the system just handed out and got back. */
async function closedPort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('readiness (/readyz) and liveness (/healthz)', () => {
  it('is ready while the real REST API answers, and unavailable once it stops', async () => {
    const stack = await startStack();
    try {
      expect(await probe(stack.gateway.url, '/readyz')).toMatchObject({
        status: 200,
        body: { status: 'ready', upstream: 'up', capabilities: { source: 'openapi' } },
      });
      await stack.api.close();
      const down = await probe(stack.gateway.url, '/readyz');
      expect(down.status).toBe(503);
      expect(down.body.status).toBe('unavailable');
      expect(await probe(stack.gateway.url, '/healthz')).toEqual({ status: 200, body: { status: 'ok' } });
    } finally {
      await stack.gateway.close();
    }
  });

  it('is unavailable when the REST API address is a closed port', async () => {
    const gateway = await gatewayBefore(`http://127.0.0.1:${await closedPort()}`);
    try {
      expect(await probe(gateway.url, '/readyz')).toMatchObject({
        status: 503,
        body: { status: 'unavailable', upstream: 'ECONNREFUSED', capabilities: { source: 'unreachable', uses: [] } },
      });
      expect((await probe(gateway.url, '/healthz')).status).toBe(200);
    } finally {
      await gateway.close();
    }
  });

  it('is unavailable when the REST API answers 5xx or not at all', async () => {
    let mode: 'error' | 'silent' = 'error';
    const fake = createServer((_request, response) => {
      if (mode === 'error') response.writeHead(502).end();
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const gateway = await gatewayBefore(`http://127.0.0.1:${(fake.address() as AddressInfo).port}`);
    try {
      expect(await probe(gateway.url, '/readyz')).toMatchObject({
        status: 503,
        body: { status: 'unavailable', upstream: 'answered 502' },
      });
      mode = 'silent';
      expect(await probe(gateway.url, '/readyz')).toMatchObject({
        status: 503,
        body: { status: 'unavailable', upstream: 'TimeoutError' },
      });
    } finally {
      await gateway.close();
      fake.closeAllConnections();
      fake.close();
    }
  });
});
