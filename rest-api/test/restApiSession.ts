import { afterAll, beforeAll } from 'vitest';
import type { RestApiConfig } from '../src/config';
import type { RunningRestApi } from '../src/server';
import { demoAdmin, startTestRestApi } from '../src/testing';

export interface RestAnswer {
  status: number;
  /** The parsed body, or undefined when it is not JSON (a status-text error, say). */
  json: any;
  text: string;
  contentType: string | null;
}

/**
 * The real REST API on a fresh in-memory database for one test file, signed in as the demo admin.
 * `call` sends JSON (or a FormData as multipart) with the admin's token unless other headers are given.
 */
export function restApiSession(overrides: Partial<RestApiConfig> = {}) {
  const session = {} as { api: RunningRestApi; token: string };

  async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = { token: session.token }): Promise<RestAnswer> {
    const multipart = body instanceof FormData;
    const response = await fetch(session.api.url + path, {
      method,
      headers: { ...headers, ...(body === undefined || multipart ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
    });
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, json, text, contentType: response.headers.get('content-type') };
  }

  beforeAll(async () => {
    session.api = await startTestRestApi(overrides);
    session.token = (await call('POST', '/login', demoAdmin, {})).json.token;
  });
  afterAll(() => session.api.close());

  return {
    call,
    get api() {
      return session.api;
    },
    get token() {
      return session.token;
    },
  };
}
