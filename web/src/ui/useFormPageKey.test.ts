import { ApolloClient, gql, HttpLink, InMemoryCache } from '@apollo/client';
import { describe, expect, it, vi } from 'vitest';

import { submissionKeys, submissionRequest } from './useFormPageKey';

describe('submissionKeys', () => {
  const counted = () => {
    let made = 0;
    return submissionKeys(() => `key-${++made}`);
  };

  it('gives a retry of the same values the same key, and changed values a new one', () => {
    const keys = counted();
    const file = new Blob(['photo']);
    const first = keys.keyFor({ name: 'Gudang Baru', lines: [{ qty: 2 }], image: file });
    expect(keys.keyFor({ lines: [{ qty: 2 }], name: 'Gudang Baru', image: file })).toBe(first);
    const changed = keys.keyFor({ name: 'Gudang Baru', lines: [{ qty: 3 }], image: file });
    expect(changed).not.toBe(first);
    // Another file of the same content is another choice: a new submission.
    expect(keys.keyFor({ name: 'Gudang Baru', lines: [{ qty: 3 }], image: new Blob(['photo']) })).not.toBe(changed);
  });

  it('gives the submission after a success a new key, even with the same values', () => {
    const keys = counted();
    const first = keys.keyFor({ name: 'Gudang Baru' });
    keys.saved();
    expect(keys.keyFor({ name: 'Gudang Baru' })).not.toBe(first);
  });

  it('makes random keys by default', () => {
    expect(submissionKeys().keyFor({})).not.toBe(submissionKeys().keyFor({}));
  });
});

describe('submissionRequest', () => {
  it("sends the key as the mutation's Idempotency-Key header", async () => {
    const fetch = vi.fn(
      async (_url: RequestInfo | URL, _init?: RequestInit) =>
        new Response(JSON.stringify({ data: { createFaq: { __typename: 'Faq', id: '1' } } }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    const client = new ApolloClient({
      link: new HttpLink({ uri: 'http://gateway/graphql', fetch }),
      cache: new InMemoryCache(),
    });
    await client.mutate({ mutation: gql('mutation CreateFaq { createFaq { id } }'), ...submissionRequest('key-7') });
    expect(new Headers(fetch.mock.calls[0]![1]!.headers).get('Idempotency-Key')).toBe('key-7');
  });
});
