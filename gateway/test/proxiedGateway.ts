import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll } from 'vitest';

import { createLogger } from '../src/core/logger';
import { type Gateway, startGateway } from '../src/server';
import { graphql, loginCookie, testGatewayConfig, type testStack } from './harness';

export type Rewrite = (call: string, answer: any) => unknown;

/** An answer the proxy gives instead of the REST API's; `afterForwarding`: once the REST API has done the call. */
export interface Fault {
  status: number;
  body: string;
  afterForwarding?: boolean;
}

/**
 * A second gateway, beside `stack`'s, whose REST answers pass a proxy that rewrites them (`state.rewrite` gets the
 * call, "POST /consignment_invoices", and the JSON answer): an API that answers otherwise than the stand-in.
 * `state.fault` may answer a call with a fault the stand-in cannot produce on demand (its database unreachable).
 */
export function proxiedGateway(stack: ReturnType<typeof testStack>) {
  let proxy: Server;
  let gateway: Gateway;
  // A session of this gateway's own, signed in through the proxy: its store is not the stack gateway's.
  let cookie = '';
  const state: { rewrite?: Rewrite; fault?: (call: string) => Fault | undefined } = {};
  beforeAll(async () => {
    proxy = createServer(async (request, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const call = `${request.method} ${request.url!.split('?')[0]!.replace(/\/\d+/g, '/{id}')}`;
      const fault = state.fault?.(call);
      const sendFault = (answer: Fault) =>
        response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
      if (fault && !fault.afterForwarding) return sendFault(fault);
      const headers = Object.fromEntries(
        ['token', 'content-type'].flatMap((name) =>
          request.headers[name] ? [[name, String(request.headers[name])]] : [],
        ),
      );
      const answer = await fetch(stack.api.url + request.url, {
        method: request.method,
        headers,
        body: chunks.length ? Buffer.concat(chunks) : undefined,
      });
      let body = Buffer.from(await answer.arrayBuffer());
      if (fault) return sendFault(fault);
      if (state.rewrite && answer.status < 300 && body.length)
        body = Buffer.from(JSON.stringify(state.rewrite(call, JSON.parse(String(body)))));
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(body);
    });
    // Idle connections outlive the gateway's keep-alive (30 s), as the REST API's do: else a POST sent on one the proxy
    // just closed fails ECONNRESET, a fault of the test's making.
    proxy.keepAliveTimeout = 60_000;
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    gateway = await startGateway(
      testGatewayConfig({ restApiUrl: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}` }),
      createLogger('silent'),
    );
    cookie = await loginCookie(gateway.url);
  });
  afterAll(async () => {
    await gateway.close();
    proxy.close();
  });
  return {
    state,
    query: (text: string, variables: Record<string, unknown> = {}) => graphql(gateway.url, text, variables, { cookie }),
  };
}
