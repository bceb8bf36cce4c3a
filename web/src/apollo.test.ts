import { gql } from '@apollo/client';
import { waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';

import { createApolloClient } from './apollo';
import { MeDocument } from './ui/staffAccess.generated';

afterEach(() => vi.unstubAllGlobals());

/** The gateway as fetch sees it: `me` answers a role, anything else is refused as FORBIDDEN. */
function stubGateway() {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const { operationName } = JSON.parse(String(init.body)) as { operationName: string };
      asked.push(operationName);
      const body =
        operationName === 'Me'
          ? { data: { me: { __typename: 'User', id: '7', email: 'b@example.com', name: 'Budi', role: 'SALES' } } }
          : {
              data: null,
              errors: [{ message: 'customers needs the role Admin or Sales', extensions: { code: 'FORBIDDEN' } }],
            };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return asked;
}

it('asks `me` again after a refusal, as the role may have changed since (issue 39)', async () => {
  const asked = stubGateway();
  const onSessionEnded = vi.fn();
  const client = createApolloClient(onSessionEnded);
  const me = client.watchQuery({ query: MeDocument, fetchPolicy: 'network-only' });
  const subscription = me.subscribe(() => undefined);
  await waitFor(() => expect(asked).toEqual(['Me']));

  await expect(client.query({ query: gql('query Customers { customers { totalCount } }') })).rejects.toThrow(
    'customers needs the role',
  );
  await waitFor(() => expect(asked).toEqual(['Me', 'Customers', 'Me']));
  // A refusal is no ended session.
  expect(onSessionEnded).not.toHaveBeenCalled();
  subscription.unsubscribe();
});
