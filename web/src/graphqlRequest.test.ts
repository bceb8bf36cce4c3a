import { describe, expect, it } from 'vitest';

import { graphqlAnswerOf, graphqlRequest, UNREACHABLE_MESSAGE } from './graphqlRequest';

const json = (body: unknown) => JSON.stringify(body);

describe('graphqlRequest', () => {
  it('posts JSON to the gateway on the page origin, with the session cookie', () => {
    const { url, init } = graphqlRequest({ operationName: 'Login', variables: { email: 'a@b.c' }, query: 'q' });
    expect(url).toBe('/graphql');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
    });
    expect(init.body).toBe('{"operationName":"Login","variables":{"email":"a@b.c"},"query":"q"}');
  });
});

describe('graphqlAnswerOf (as Apollo Client and errorMessage read an answer)', () => {
  it('gives the data of an answer without errors', () => {
    expect(graphqlAnswerOf(200, json({ data: { ok: true } }))).toEqual({ data: { ok: true } });
    expect(graphqlAnswerOf(200, json({ data: null }))).toEqual({ data: null });
  });

  it("gives the first GraphQL error's message, in an answer or a refusal's body", () => {
    const refusal = json({ data: null, errors: [{ message: 'E-mail atau password salah' }, { message: 'other' }] });
    expect(graphqlAnswerOf(200, refusal)).toEqual({ message: 'E-mail atau password salah' });
    expect(graphqlAnswerOf(429, json({ errors: [{ message: 'Too many attempts' }] }))).toEqual({
      message: 'Too many attempts',
    });
  });

  it('takes an answer that is not GraphQL for the server out of reach', () => {
    for (const [status, text] of [
      [502, '<html>Bad Gateway</html>'],
      [500, json({ message: 'oops' })],
      [200, json({ other: 1 })],
      [200, 'null'],
    ] as const)
      expect(graphqlAnswerOf(status, text)).toEqual({ message: UNREACHABLE_MESSAGE });
  });
});
