import { ApolloClient, from, HttpLink, InMemoryCache, split } from '@apollo/client';
import { onError } from '@apollo/client/link/error';

import { fetchTakingEarly } from './earlyQuery';
import { graphqlHttp } from './graphqlRequest';
import { MeDocument } from './ui/staffAccess.generated';
import { hasFiles, lazyUploadLink } from './uploadLink';

/** The gateway is on the same origin (proxied, earlyQuery.ts), so the session cookie travels with every request. */
export function createApolloClient(onSessionEnded: () => void) {
  // Issue 39: a refusal may mean the role changed since the dashboard last asked (an admin's doing): `me` is asked
  // again, and the frame redraws the sidebar and the screen for the role it answers.
  const roleLink = onError(({ graphQLErrors, operation }) => {
    if (operation.operationName === 'Me') return;
    if (graphQLErrors?.some((error) => error.extensions?.code === 'FORBIDDEN'))
      void client.refetchQueries({ include: [MeDocument] }).catch(() => undefined);
  });
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
  const client = new ApolloClient({
    link: from([
      sessionLink,
      roleLink,
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
  return client;
}

// With the client, so that the dashboard's frame gets both from this chunk (routes.tsx's LoadApollo).
export { ApolloProvider } from '@apollo/client';
