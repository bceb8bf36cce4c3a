import { ApolloClient, from, HttpLink, InMemoryCache, split } from '@apollo/client';
import { onError } from '@apollo/client/link/error';

import { hasFiles, lazyUploadLink } from './uploadLink';

/** The gateway is on the same origin (proxied), so the session cookie travels with every request. */
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
        lazyUploadLink('/graphql'),
        new HttpLink({ uri: '/graphql', credentials: 'same-origin' }),
      ),
    ]),
    cache: new InMemoryCache(),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-and-network', errorPolicy: 'none' },
    },
  });
}
