import { ApolloClient, ApolloLink, ApolloProvider, gql, InMemoryCache, Observable, useQuery } from '@apollo/client';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useSearchParams } from 'react-router-dom';
import { expect, it } from 'vitest';

import { preloadingLoader, type RouteQuery, usePreloadedFetchPolicy } from './routeQuery';
import { routerFuture } from './routes';

const ITEMS = gql`
  query Items($page: Int!) {
    items(page: $page) {
      id
    }
  }
`;
const itemsQuery: RouteQuery<{ page: number }> = {
  document: ITEMS,
  variables: (search) => ({ page: Number(search.get('page') ?? 1) }),
};

function ItemList() {
  const [search] = useSearchParams();
  const { data } = useQuery<{ items: { id: string }[] }>(ITEMS, {
    variables: itemsQuery.variables(search),
    ...usePreloadedFetchPolicy(),
  });
  return <p>{data ? data.items.map((item) => `item ${item.id}`).join() : 'Loading'}</p>;
}

/** A gateway whose answers wait until the test gives them, each request remembered by its variables. */
function heldGateway() {
  const sent: unknown[] = [];
  const held: (() => void)[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        sent.push(operation.variables);
        held.push(() => {
          observer.next({ data: { items: [{ __typename: 'Item', id: String(operation.variables.page) }] } });
          observer.complete();
        });
      }),
  );
  return { sent, link, answer: () => held.splice(0).forEach((give) => give()) };
}

it("sends a list's query while the list's code loads, which the list then takes rather than asking again", async () => {
  const gateway = heldGateway();
  const client = new ApolloClient({ link: gateway.link, cache: new InMemoryCache() });
  let codeArrives!: () => void;
  const code = new Promise<void>((resolve) => (codeArrives = resolve));
  const router = createMemoryRouter(
    [
      {
        path: '/items',
        hydrateFallbackElement: <p>Loading code</p>,
        loader: preloadingLoader(
          async () => client,
          async () => itemsQuery,
        ),
        lazy: async () => {
          await code;
          return { Component: ItemList };
        },
      },
      { path: '/elsewhere', element: <p>Elsewhere</p> },
    ],
    { initialEntries: ['/items?page=2'], future: routerFuture },
  );
  render(
    <ApolloProvider client={client}>
      <RouterProvider router={router} future={{ v7_startTransition: false }} />
    </ApolloProvider>,
  );

  // Asked before the screen's code has arrived, with the variables of the address; answered before it arrives too.
  await waitFor(() => expect(gateway.sent).toEqual([{ page: 2 }]));
  expect(screen.getByText('Loading code')).toBeInTheDocument();
  act(gateway.answer);
  act(codeArrives);
  expect(await screen.findByText('item 2')).toBeInTheDocument();
  expect(gateway.sent).toHaveLength(1);

  // Another page: its loader asks, and the list on screen shares that request still on its way.
  await act(() => router.navigate('/items?page=3'));
  expect(screen.getByText('Loading')).toBeInTheDocument();
  act(gateway.answer);
  expect(await screen.findByText('item 3')).toBeInTheDocument();
  expect(gateway.sent).toEqual([{ page: 2 }, { page: 3 }]);

  // A page seen before shows at once from the cache, and is asked again as lists are (cache-and-network).
  await act(() => router.navigate('/items?page=2'));
  expect(screen.getByText('item 2')).toBeInTheDocument();
  expect(gateway.sent).toEqual([{ page: 2 }, { page: 3 }, { page: 2 }]);

  // So is a list opened anew on a cached page: the loader leaves the asking to it.
  act(gateway.answer);
  await act(() => router.navigate('/elsewhere'));
  await act(() => router.navigate('/items?page=3'));
  expect(screen.getByText('item 3')).toBeInTheDocument();
  expect(gateway.sent).toEqual([{ page: 2 }, { page: 3 }, { page: 2 }, { page: 3 }]);
});
