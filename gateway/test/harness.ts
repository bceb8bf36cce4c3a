import { Writable } from 'node:stream';
import { demoAdmin, startTestRestApi } from '@backoffice/rest-api/testing';
import { readConfig, type GatewayConfig } from '../src/config';
import { createLogger } from '../src/core/logger';
import { startGateway } from '../src/server';

export { demoAdmin };

export interface GraphQLResponse {
  status: number;
  body: { data?: any; errors?: Array<{ message: string; extensions?: Record<string, any> }> };
  setCookie: string[];
}

/** The real REST API on a fresh in-memory database, with the gateway in front of it; both on free ports. */
export async function startStack(gatewayOverrides: Partial<GatewayConfig> = {}) {
  const upstreamCalls: string[] = [];
  const api = await startTestRestApi({}, { observeRequest: (method, url) => upstreamCalls.push(`${method} ${url}`) });
  const logLines: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  const gateway = await startGateway(
    { ...readConfig({}), port: 0, restApiUrl: api.url, ...gatewayOverrides },
    createLogger('info', logStream),
  );
  return {
    api,
    gateway,
    upstreamCalls,
    logLines,
    async close() {
      await gateway.close();
      await api.close();
    },
  };
}

export async function graphql(
  gatewayUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<GraphQLResponse> {
  const response = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as GraphQLResponse['body'], setCookie: response.headers.getSetCookie() };
}

/** Signs in through the gateway and returns the Cookie header a browser would send back. */
export async function loginCookie(gatewayUrl: string): Promise<string> {
  const { setCookie } = await graphql(gatewayUrl, LOGIN, demoAdmin);
  return setCookie[0]!.split(';')[0]!;
}

export const LOGIN = `mutation Login($email: String!, $password: String!) {
  login(email: $email, password: $password) { expiresAt user { email name } }
}`;
