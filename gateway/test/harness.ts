import { Writable } from 'node:stream';

import { afterAll, beforeAll } from 'vitest';

import type { RestApiProfile, RunningRestApi } from '@backoffice/rest-api/testing';
import { addTestUser, demoAdmin, restLoginToken, startTestRestApi } from '@backoffice/rest-api/testing';
import type { StaffRole } from '@backoffice/schema/generated/enums';

import { type GatewayConfig, readConfig } from '../src/config';
import { createLogger } from '../src/core/logger';
import { startGateway } from '../src/server';

export { demoAdmin, restLoginToken };

/**
 * The REST API profile this run of the suite is against (issue 24): the spec's, as the company's API is assumed to
 * be, unless TEST_REST_API_PROFILE=default. A test that expects otherwise of the stand-in's extensions says so with
 * `onDefaultProfile`; `npm test` runs those files again on the default profile (vitest.config.ts), and only those.
 */
export const testedProfile: RestApiProfile = process.env.TEST_REST_API_PROFILE === 'default' ? 'default' : 'spec';
export const onDefaultProfile = testedProfile === 'default';

export interface GraphQLResponse {
  status: number;
  body: {
    data?: any;
    errors?: Array<{ message: string; path?: Array<string | number>; extensions?: Record<string, any> }>;
  };
  setCookie: string[];
}

/**
 * A few turns of the event loop: data a socket of this process has already sent (the gateway, the REST API and a
 * test's fake upstream share it) has been read by then. Tests that hold calls to count how many overlap wait
 * this, not milliseconds, so they hold on a busy machine.
 */
export async function eventLoopTurns(count = 20) {
  for (let turn = 0; turn < count; turn++) await new Promise((resolve) => setImmediate(resolve));
}

/**
 * A test gateway's settings: the defaults (`env` read as readConfig reads it), a free port, its store in memory, and
 * nothing kept across requests until a write (answers, whole lists, overview figures) unless a test is about that
 * cache: tests change data past the gateway and count upstream calls.
 */
export function testGatewayConfig(overrides: Partial<GatewayConfig>, env: NodeJS.ProcessEnv = {}): GatewayConfig {
  return {
    ...readConfig(env),
    port: 0,
    gatewayDataDir: null,
    responseCacheTtlMs: 0,
    wholeListTtlMs: 0,
    overviewCacheTtlMs: 0,
    metricsPort: 'off',
    ...overrides,
  };
}

/** The real REST API on a fresh in-memory database, with the gateway in front of it; both on free ports. */
export async function startStack(gatewayOverrides: Partial<GatewayConfig> = {}) {
  const upstreamCalls: string[] = [];
  let beforeHandling: ((call: string) => Promise<unknown> | void) | undefined;
  // The REST API awaits what this answers before it handles the request (a Fastify onRequest hook).
  const observeRequest = (method: string, url: string) => {
    const call = `${method} ${url}`;
    upstreamCalls.push(call);
    return beforeHandling?.(call);
  };
  const api = await startTestRestApi({ profile: testedProfile }, { observeRequest });
  const logLines: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  const gateway = await startGateway(
    testGatewayConfig({ restApiUrl: api.url, ...gatewayOverrides }),
    createLogger('debug', logStream),
  );
  return {
    api,
    gateway,
    upstreamCalls,
    logLines,
    /**
     * Runs `hook` as the REST API receives each call, before it handles it, until set again (undefined to
     * stop): to let another clerk's change land between what the gateway read and what it writes.
     */
    beforeUpstream(hook: typeof beforeHandling) {
      beforeHandling = hook;
    },
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
  return {
    status: response.status,
    body: (await response.json()) as GraphQLResponse['body'],
    setCookie: response.headers.getSetCookie(),
  };
}

/** Signs in through the gateway and returns the Cookie header a browser would send back. */
export async function loginCookie(gatewayUrl: string): Promise<string> {
  const { setCookie } = await graphql(gatewayUrl, LOGIN, demoAdmin);
  return setCookie[0]!.split(';')[0]!;
}

let staffCount = 0;

/**
 * A new member of staff of the REST API, signed in through the gateway, whose role the demo admin (`adminCookie`) then
 * sets on the Staff screen's mutation, as an admin would: their session cookie and e-mail. `role` null leaves them
 * none.
 */
export async function staffSession(
  gatewayUrl: string,
  api: RunningRestApi,
  adminCookie: string,
  role: StaffRole | null,
  email = `staff-${process.pid}-${++staffCount}@example.com`,
): Promise<{ cookie: string; email: string; id: string }> {
  const user = await addTestUser(api, { email, password: 'staff12345' });
  const { setCookie } = await graphql(gatewayUrl, LOGIN, { email: user.email, password: user.password });
  const cookie = setCookie[0]!.split(';')[0]!;
  const found = await graphql(gatewayUrl, STAFF_BY_EMAIL, { search: email }, { cookie: adminCookie });
  const id: string = found.body.data.staffMembers.rows[0].id;
  if (role) {
    const set = await graphql(
      gatewayUrl,
      SET_STAFF_ROLE,
      { id, input: { role, active: true } },
      { cookie: adminCookie },
    );
    if (set.body.errors) throw new Error(`Could not set the role: ${JSON.stringify(set.body.errors)}`);
  }
  return { cookie, email, id };
}

const STAFF_BY_EMAIL = `query StaffByEmail($search: String) { staffMembers(search: $search) { rows { id } } }`;
export const SET_STAFF_ROLE = `mutation SetStaffRole($id: ID!, $input: StaffMemberInput!) {
  updateStaffMember(id: $id, input: $input) { id role active }
}`;

export const LOGIN = `mutation Login($email: String!, $password: String!) {
  login(email: $email, password: $password) { expiresAt user { email name } }
}`;

export type Stack = Awaited<ReturnType<typeof startStack>>;

export interface UploadFile {
  bytes: Buffer;
  type: string;
  name: string;
}

/**
 * The stack a test file runs against, started before its tests and closed after them, signed in unless
 * `signedIn` is false. What differs between files is then only what they test.
 */
export function testStack({
  signedIn = true,
  gateway = {},
}: { signedIn?: boolean; gateway?: Partial<GatewayConfig> } = {}) {
  let started: Stack | undefined;
  let cookie = '';
  let token = '';
  beforeAll(async () => {
    started = await startStack(gateway);
    if (signedIn)
      [cookie, token] = await Promise.all([loginCookie(started.gateway.url), restLoginToken(started.api.url)]);
  });
  afterAll(() => started?.close());
  const stack = () => {
    if (!started) throw new Error('The stack starts in beforeAll');
    return started;
  };
  return {
    get api() {
      return stack().api;
    },
    get gateway() {
      return stack().gateway;
    },
    get upstreamCalls() {
      return stack().upstreamCalls;
    },
    get logLines() {
      return stack().logLines;
    },
    /** A new member of staff with `role`, signed in (see staffSession): their cookie, e-mail and id. */
    staffSession: (role: StaffRole | null, email?: string) =>
      staffSession(stack().gateway.url, stack().api, cookie, role, email),
    /** The session cookie of the signed-in stack. */
    get cookie() {
      return cookie;
    },
    /** The REST API straight, with a session of its own (signed-in stacks): to set up and check what the gateway did. */
    async rest(method: string, path: string, body?: unknown): Promise<any> {
      const response = await fetch(stack().api.url + path, {
        method,
        headers: { token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return response.json();
    },
    /** A GraphQL request with the session. */
    query: (text: string, variables: Record<string, unknown> = {}) =>
      graphql(stack().gateway.url, text, variables, { cookie }),
    /** A GraphQL multipart request with the session, as the web's upload link sends it: each file at its variable path. */
    async upload(text: string, variables: Record<string, unknown>, files: Record<string, UploadFile>) {
      const form = new FormData();
      form.append('operations', JSON.stringify({ query: text, variables }));
      form.append(
        'map',
        JSON.stringify(Object.fromEntries(Object.keys(files).map((path, index) => [index, [`variables.${path}`]]))),
      );
      for (const [index, file] of Object.values(files).entries())
        form.append(String(index), new Blob([file.bytes], { type: file.type }), file.name);
      const response = await fetch(`${stack().gateway.url}/graphql`, {
        method: 'POST',
        headers: { cookie, 'Apollo-Require-Preflight': 'true' },
        body: form,
      });
      return { status: response.status, body: (await response.json()) as GraphQLResponse['body'] };
    },
    /** See startStack's beforeUpstream. */
    beforeUpstream: (hook: Parameters<Stack['beforeUpstream']>[0]) => stack().beforeUpstream(hook),
    /** What `run` answers, and the REST calls made while it ran. */
    async upstreamDuring<T>(run: () => Promise<T>): Promise<{ result: T; calls: string[] }> {
      const before = stack().upstreamCalls.length;
      const result = await run();
      return { result, calls: stack().upstreamCalls.slice(before) };
    },
    /** How many REST calls so far began with `prefix` (e.g. 'POST /customers'). */
    callsTo: (prefix: string) => stack().upstreamCalls.filter((call) => call.startsWith(prefix)).length,
  };
}
