import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { readConfig } from '../src/config';
import { createLogger } from '../src/core/logger';
import { type Gateway, startGateway } from '../src/server';
import { demoAdmin, graphql, LOGIN, loginCookie, testGatewayConfig } from './harness';

/**
 * Faults the real REST API cannot produce on demand: a fake upstream is used only here.
 * Every case signs in first (the fake answers a login with a token, and the demo admin is an admin), so that the
 * request reaches the REST call.
 */
const TIMEOUT_MS = 400;
let fake: Server;
let gateway: Gateway;
let mode: 'slow' | 'malformed' | 'html500' = 'slow';
let cookie = '';

beforeAll(async () => {
  fake = createServer((request, response) => {
    if (request.url === '/login') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ token: 't' }));
      return;
    }
    if (mode === 'slow') return; // never answers
    if (mode === 'malformed') {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"Warehouses": {"rows": [');
      return;
    }
    response.writeHead(500, { 'content-type': 'text/html' }).end('<html>Internal error</html>');
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const { port } = fake.address() as AddressInfo;
  gateway = await startGateway(
    testGatewayConfig({ restApiUrl: `http://127.0.0.1:${port}`, restTimeoutMs: TIMEOUT_MS }),
    createLogger('silent'),
  );
  cookie = await loginCookie(gateway.url);
});
afterAll(async () => {
  await gateway.close();
  fake.closeAllConnections();
  fake.close();
});

const LIST = '{ warehouses { totalCount } }';

describe('upstream faults', () => {
  it('answers UPSTREAM_UNAVAILABLE within its timeout when the REST API is slow', async () => {
    mode = 'slow';
    const started = Date.now();
    const { status, body } = await graphql(gateway.url, LIST, {}, { cookie });
    // The upstream never answers: an answer at all is the time-out's. It came after the configured time-out and
    // before the default one, which a busy machine cannot turn into a failure as an upper bound near 400 ms could.
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(TIMEOUT_MS);
    expect(waited).toBeLessThan(readConfig({}).restTimeoutMs);
    expect(status).toBe(200);
    expect(body.errors![0]).toMatchObject({
      message: 'The back-office service is not reachable right now. Please try again in a moment.',
      extensions: { code: 'UPSTREAM_UNAVAILABLE' },
    });
  });

  it('answers UPSTREAM_ERROR for a body that is not JSON', async () => {
    mode = 'malformed';
    const { body } = await graphql(gateway.url, LIST, {}, { cookie });
    expect(body.errors![0]).toMatchObject({
      message: 'The back-office service sent an answer that could not be read.',
      extensions: { code: 'UPSTREAM_ERROR' },
    });
  });

  it('answers UPSTREAM_ERROR with the status text for an HTML error page', async () => {
    mode = 'html500';
    const { body } = await graphql(gateway.url, LIST, {}, { cookie });
    expect(body.errors![0]).toMatchObject({ message: 'Internal Server Error', extensions: { code: 'UPSTREAM_ERROR' } });
  });

  it('answers UPSTREAM_UNAVAILABLE when nothing listens', async () => {
    const down = await startGateway(
      testGatewayConfig({ restApiUrl: 'http://127.0.0.1:9', restTimeoutMs: TIMEOUT_MS }),
      createLogger('silent'),
    );
    try {
      // Signing in is the one call that reaches the REST API without a session.
      const { body } = await graphql(down.url, LOGIN, demoAdmin);
      expect(body.errors![0]!.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', reason: 'ECONNREFUSED' });
      expect(body.data).toBeNull();
    } finally {
      await down.close();
    }
  });
});
