import { connect } from 'node:net';

import { describe, expect, it } from 'vitest';

import { testStack } from './harness';

/** /graphql is served on node:http without Express's router (core/graphqlHttp.ts): what it must keep. */
const stack = testStack();
const post = (body: string | FormData, headers: Record<string, string> = {}, path = '/graphql') =>
  fetch(`${stack.gateway.url}${path}`, { method: 'POST', headers: { cookie: stack.cookie, ...headers }, body });
const json = { 'content-type': 'application/json' };
const typename = JSON.stringify({ query: '{ __typename }' });

describe('POST /graphql', () => {
  it("answers with Apollo's headers and the answer's length, nothing of Express's", async () => {
    const response = await post(typename, json);
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(JSON.parse(text)).toEqual({ data: { __typename: 'Query' } });
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
    expect(response.headers.get('transfer-encoding')).toBeNull();
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(response.headers.get('keep-alive')).toMatch(/^timeout=\d+$/);
  });

  it('sends the headers and the body in one write', async () => {
    const { port } = new URL(stack.gateway.url);
    const socket = connect(Number(port), '127.0.0.1');
    const chunks: string[] = [];
    socket.on('data', (chunk) => chunks.push(chunk.toString()));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    socket.end(
      `POST /graphql HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${typename.length}\r\n\r\n${typename}`,
    );
    await closed;
    expect(chunks).toHaveLength(1);
    expect(chunks[0]).toMatch(/^HTTP\/1\.1 200 OK\r\n[^]*\r\n\r\n\{"data":\{"__typename":"Query"\}\}\n?$/);
  });

  it('is served at any case of its path and below it, as Express mounted it; nowhere else', async () => {
    expect((await post(typename, json, '/GraphQL')).status).toBe(200);
    expect((await post(typename, json, '/graphql/')).status).toBe(200);
    expect((await post(typename, json, '/graphqlx')).status).toBe(404);
  });

  it('refuses a body over 1 MB with a GraphQL-shaped 413', async () => {
    const response = await post(JSON.stringify({ query: `{ __typename } #${'x'.repeat(1_048_576)}` }), json);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      errors: [{ message: 'request entity too large', extensions: { code: 'BAD_REQUEST' } }],
    });
  });

  it('refuses a body that is not JSON with a GraphQL-shaped 400', async () => {
    const response = await post('{"query":', json);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [{ message: 'The request body is not valid JSON.', extensions: { code: 'BAD_REQUEST' } }],
    });
  });

  it('reads a multipart request (uploads), and refuses one without a preflight header (CSRF)', async () => {
    const form = () => {
      const body = new FormData();
      body.append('operations', typename);
      body.append('map', '{}');
      return body;
    };
    const read = await post(form(), { 'apollo-require-preflight': 'true' });
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual({ data: { __typename: 'Query' } });

    const refused = await post(form());
    expect(refused.status).toBe(400);
    expect(await refused.text()).toMatch(/CSRF/);
  });

  it('answers a malformed multipart request with a GraphQL-shaped 400', async () => {
    const body = new FormData();
    body.append('operations', '{"query":');
    body.append('map', '{}');
    const response = await post(body, { 'apollo-require-preflight': 'true' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [{ message: expect.stringMatching(/operations/), extensions: { code: 'BAD_REQUEST' } }],
    });
  });
});
