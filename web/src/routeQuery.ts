import type { ApolloClient, DocumentNode, OperationVariables, WatchQueryFetchPolicy } from '@apollo/client';
import { useState } from 'react';
import { type LoaderFunction, useLoaderData } from 'react-router-dom';

/** A screen's main query as its route can start it: the document, and the variables the address gives. */
export interface RouteQuery<Variables extends OperationVariables> {
  document: DocumentNode;
  variables(search: URLSearchParams): Variables;
}

/** What the loader tells its screen: whether this visit sent the query (otherwise the cache already held it). */
interface Preload {
  sent: boolean;
}

/**
 * A route loader that sends the screen's query while the screen's code loads, not after. The screen's hook
 * then finds the request in flight (Apollo sends one request for the same document and variables) or its
 * answer in the cache. `load` brings the query's small module and `loadClient` Apollo Client; the loader waits
 * for them, beside the screen's chunk, but not for the answer, so the screen still shows its own loading state
 * and errors.
 */
export function preloadingLoader<Variables extends OperationVariables>(
  loadClient: () => Promise<ApolloClient<object>>,
  load: () => Promise<RouteQuery<Variables>>,
): LoaderFunction {
  return async ({ request }): Promise<Preload> => {
    try {
      const [client, { document, variables: variablesOf }] = await Promise.all([loadClient(), load()]);
      const variables = variablesOf(new URL(request.url).searchParams);
      // Already cached: the screen shows it at once and refreshes it itself, as without a loader.
      if (client.readQuery({ query: document, variables })) return { sent: false };
      // A failure is the screen's to show: its hook shares this request, or sends its own.
      client.query({ query: document, variables }).catch(() => undefined);
      return { sent: true };
    } catch {
      // Without the query's module the screen asks on its own, as without a loader.
      return { sent: false };
    }
  };
}

const afterPreload = (): WatchQueryFetchPolicy => 'cache-and-network';

/**
 * The fetch policy of the query a screen's route may have sent (`preloadingLoader`). When this visit sent it,
 * the hook takes that request or its answer, rather than asking a second time; otherwise, and for any later
 * variables, it shows what is cached and asks the gateway anyway (`cache-and-network`), as lists do.
 */
export function usePreloadedFetchPolicy(): {
  fetchPolicy: WatchQueryFetchPolicy;
  nextFetchPolicy?: () => WatchQueryFetchPolicy;
} {
  const preload = useLoaderData() as Preload | undefined;
  // The visit that mounted the screen decides; the loader's later answers (a new filter) do not change the policy.
  const [sent] = useState(preload?.sent === true);
  return sent ? { fetchPolicy: 'cache-first', nextFetchPolicy: afterPreload } : { fetchPolicy: 'cache-and-network' };
}
