import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterEach, describe, expect, it, vi } from 'vitest';

import { startTestRestApi } from '@backoffice/rest-api/testing';

import { testLimits } from '../../testLimits';
import { createLogger } from '../src/core/logger';
import { offerFromOpenApi } from '../src/core/upstream';
import { type Gateway, startGateway } from '../src/server';
import { testGatewayConfig } from './harness';

/** What /readyz says the gateway uses. */
async function capabilities(gateway: Gateway) {
  const body = (await (await fetch(`${gateway.url}/readyz`)).json()) as {
    capabilities: { source: string; uses: string[]; keepsItself: string[] };
  };
  return body.capabilities;
}

const ALL: string[] = ['currentUser', 'logout', 'returnable', 'expectedStock'];

const closing: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const close of closing.splice(0).reverse()) await close();
});

async function gatewayBefore(restApiUrl: string, env: Record<string, string> = {}) {
  const gateway = await startGateway(testGatewayConfig({ restApiUrl }, env), createLogger('silent'));
  closing.push(() => gateway.close());
  return gateway;
}

/** An upstream that answers `answer(path)`: a status and, for 200, a JSON body. */
async function fakeUpstream(answer: (path: string) => [number, unknown?]): Promise<string> {
  const server: Server = createServer((request, response) => {
    const [status, body] = answer(request.url!);
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body ?? {}));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closing.push(() => new Promise((resolve) => server.close(resolve)));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

// It starts the REST API profiles it compares itself: the suite's spec-profile run, which takes every file, runs it.
describe('what the gateway uses of its upstream', () => {
  it.each([
    ['default' as const, ALL],
    ['spec' as const, [] as string[]],
  ])('reads the %s profile’s /openapi.json and shows what it uses on /readyz', async (profile, uses) => {
    const api = await startTestRestApi({ profile });
    closing.push(() => api.close());
    const gateway = await gatewayBefore(api.url);
    expect(await capabilities(gateway)).toEqual({
      source: 'openapi',
      uses,
      keepsItself: ALL.filter((capability) => !uses.includes(capability)),
    });
  });

  it('probes read-only when the upstream has no OpenAPI document: a known route answers 401 without a token', async () => {
    const asked: string[] = [];
    const url = await fakeUpstream((path) => {
      asked.push(path);
      return path === '/me' ? [401] : [404];
    });
    const gateway = await gatewayBefore(url);
    expect(await capabilities(gateway)).toMatchObject({ source: 'probe', uses: ['currentUser'] });
    // Nothing but reads, and never a write such as POST /logout.
    expect(
      asked.every((path) =>
        ['/openapi.json', '/me', '/orders/0/returnable', '/healthz', '/no-such-route-of-any-api'].includes(path),
      ),
    ).toBe(true);
  });

  it('assumes nothing of an upstream that refuses every request without a token alike', async () => {
    const gateway = await gatewayBefore(await fakeUpstream(() => [401]));
    expect(await capabilities(gateway)).toMatchObject({ source: 'probe', uses: [] });
  });

  it('notices an upstream that drops a capability, without a restart', async () => {
    let paths: Record<string, object> = { '/me': { get: {} }, '/orders/{id}/returnable': { get: {} } };
    const url = await fakeUpstream((path) => (path === '/openapi.json' ? [200, { paths }] : [404]));
    const gateway = await gatewayBefore(url, { UPSTREAM_CHECK_INTERVAL_MS: '1000' });
    expect((await capabilities(gateway)).uses).toEqual(['currentUser', 'returnable']);
    paths = { '/me': { get: {} } };
    await vi.waitFor(async () => expect((await capabilities(gateway)).uses).toEqual(['currentUser']), {
      timeout: testLimits.waitMs,
      interval: 200,
    });
  });
});

describe('offerFromOpenApi', () => {
  it('finds optional routes, expected_stock in the adjustment line, and each list’s query parameters', () => {
    const offer = offerFromOpenApi({
      paths: {
        '/logout': { post: {} },
        '/me': { put: {} },
        '/internal_transfer': { post: { requestBody: { description: 'items: { ItemId, qty, expected_stock? }' } } },
        '/products': {
          get: {
            parameters: [
              { in: 'query', name: 'search' },
              { in: 'path', name: 'id' },
            ],
          },
        },
      },
    } as never);
    expect([...offer.capabilities]).toEqual(['logout', 'expectedStock']);
    expect(offer.queryParameters.get('/products')).toEqual(new Set(['search']));
  });
});
