import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { ApolloArmor } from '@escape.tech/graphql-armor';
import { parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';

import { buildSchema } from '../src/schema';
import { KEEP_ALIVE_MS, MAX_TOKENS, operationLimits } from '../src/server';
import { graphql, testStack } from './harness';

const stack = testStack();
describe('bad requests get a clear 4xx, never a crash', () => {
  it('malformed GraphQL', async () => {
    const { status, body } = await graphql(stack.gateway.url, '{ warehouses { ', {}, { cookie: stack.cookie });
    expect(status).toBe(400);
    expect(body.errors![0]!.extensions!.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('an unknown field', async () => {
    const { status, body } = await graphql(
      stack.gateway.url,
      '{ warehouses { rows { secret } } }',
      {},
      { cookie: stack.cookie },
    );
    expect(status).toBe(400);
    expect(body.errors![0]!.message).toMatch(/Cannot query field "secret" on type "Warehouse"/);
  });

  it('too many aliases', async () => {
    const aliases = Array.from({ length: 30 }, (_, i) => `a${i}: me { id }`).join(' ');
    const { status, body } = await graphql(stack.gateway.url, `{ ${aliases} }`, {}, { cookie: stack.cookie });
    expect(status).toBe(400);
    expect(body.errors![0]!.message).toMatch(/Aliases limit of 15 exceeded/);
  });

  it('a query too deep', async () => {
    const deep =
      '{ provinces { cities { province { cities { province { cities { province { cities { province { cities { id } } } } } } } } } } }';
    const { status, body } = await graphql(stack.gateway.url, deep, {}, { cookie: stack.cookie });
    expect(status).toBe(400);
    expect(body.errors![0]!.message).toMatch(/Query depth limit of 10 exceeded/);
  });

  // A spread costs no level of its own (flattenFragments), but the fields inside it still count.
  it('a query too deep, split into fragments', async () => {
    const deep = `{ provinces { ...Outer } }
      fragment Outer on Province { cities { province { cities { province { ...Inner } } } } }
      fragment Inner on Province { cities { province { cities { province { cities { id } } } } } }`;
    const { status, body } = await graphql(stack.gateway.url, deep, {}, { cookie: stack.cookie });
    expect(status).toBe(400);
    expect(body.errors![0]!.message).toMatch(/Query depth limit of 10 exceeded, found 11/);
  });

  it('too many tokens', async () => {
    const { status, body } = await graphql(
      stack.gateway.url,
      `{ ${'__typename '.repeat(MAX_TOKENS)} }`,
      {},
      { cookie: stack.cookie },
    );
    expect(status).toBe(400);
    expect(body.errors![0]!.message).toMatch(/Document contains more that 3000 tokens/);
  });

  it('a body that is not JSON', async () => {
    const response = await fetch(`${stack.gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: stack.cookie },
      body: '{"query":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [{ message: 'The request body is not valid JSON.', extensions: { code: 'BAD_REQUEST' } }],
    });
  });

  it('a cross-site simple request (CSRF prevention)', async () => {
    const response = await fetch(`${stack.gateway.url}/graphql?query=${encodeURIComponent('{ me { id } }')}`, {
      headers: { cookie: stack.cookie },
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/CSRF/);
  });

  it('answers /healthz', async () => {
    expect(await (await fetch(`${stack.gateway.url}/healthz`)).json()).toEqual({ status: 'ok' });
  });

  it('keeps an idle connection longer than the clients in front of it, and says so', async () => {
    // Node's own default is 5 s, shorter than a proxy's idle connections: a request sent on one just as the gateway
    // closed it failed ECONNRESET (a mutation of the fuzz test, on a busy machine).
    const response = await fetch(`${stack.gateway.url}/healthz`);
    expect(response.headers.get('keep-alive')).toBe(`timeout=${KEEP_ALIVE_MS / 1000}`);
    expect(KEEP_ALIVE_MS).toBeGreaterThan(60_000);
  });
});

describe('operation limits', () => {
  it('let every operation of the dashboard through', () => {
    const schema = buildSchema();
    const { validationRules } = new ApolloArmor(operationLimits).protect();
    const files = listGraphqlFiles(join(__dirname, '..', '..', 'web', 'src'));
    expect(files.length).toBeGreaterThan(2);
    for (const file of files) {
      const document = parse(readFileSync(file, 'utf8'), { maxTokens: MAX_TOKENS });
      expect(validate(schema, document, validationRules), file).toEqual([]);
    }
  });
});

function listGraphqlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return listGraphqlFiles(path);
    return name.endsWith('.graphql') ? [path] : [];
  });
}
