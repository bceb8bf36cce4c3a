import { ApolloClient, from, HttpLink, InMemoryCache, split } from '@apollo/client';
import { onError } from '@apollo/client/link/error';

import { fetchTakingEarly } from './earlyQuery';
import { graphqlHttp } from './graphqlRequest';
import { hasFiles, lazyUploadLink } from './uploadLink';

/** The gateway is on the same origin (proxied, earlyQuery.ts), so the session cookie travels with every request. */
export function createApolloClient(onSessionEnded: () => void) {
  const sessionLink = onError(({ graphQLErrors, networkError, operation }) => {
    const refused =
      graphQLErrors?.some((error) => error.extensions?.code === 'UNAUTHENTICATED') ||
      (networkError !== undefined &&
        networkError !== null &&
        'statusCode' in networkError &&
        networkError.statusCode === 401);
    // A wrong password is an answer to show on the login form, not an ended session.
    if (refused && operation.operationName !== 'Login') onSessionEnded();
  });
  return new ApolloClient({
    link: from([
      sessionLink,
      split(
        (operation) => hasFiles(operation.variables),
        lazyUploadLink(graphqlHttp.uri),
        // The first request of the screen the page opened on may have been sent before the app ran (boot.ts).
        new HttpLink({ ...graphqlHttp, fetch: fetchTakingEarly }),
      ),
    ]),
    cache: new InMemoryCache(),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-and-network', errorPolicy: 'none' },
    },
  });
}

// With the client, so that the dashboard's frame gets both from this chunk (routes.tsx's LoadApollo).
export { ApolloProvider } from '@apollo/client';
