import type { DocumentNode, OperationVariables } from '@apollo/client';
import { filterOperationVariables } from '@apollo/client/link/utils';
import { addTypenameToDocument, getOperationName, print } from '@apollo/client/utilities';

import { graphqlHttp, type GraphqlRequest, graphqlRequest } from './graphqlRequest';
import type { RouteQuery } from './routeQuery';

/**
 * The request Apollo Client's HttpLink (apollo.ts) sends for `document` and `variables`, to the byte: the
 * document with __typename added as InMemoryCache adds it, printed as HttpLink prints it, and the variables it
 * uses; the early answer is taken only for the very same body.
 */
export function graphqlRequestOf(document: DocumentNode, variables: OperationVariables): GraphqlRequest {
  const query = addTypenameToDocument(document);
  return graphqlRequest({
    operationName: getOperationName(query) ?? '',
    variables: filterOperationVariables(variables, query),
    query: print(query),
  });
}

/** The request sent before the app asked anything, until the first request of its operation takes or passes it. */
let early: { operationName: string; body: string; answer: Promise<Response> } | undefined;
/** Whether the app has sent a request: an early one sent after that would come too late to be taken. */
let appAsked = false;

/**
 * Issue 38: the page's first script sends its screen's query, with the variables the screen reads from the
 * address, while the app's chunks load rather than after.
 * `takeEarlyAnswer` (apollo.ts's fetch) hands the answer to Apollo Client, which puts it in the cache as its own.
 */
export function sendEarly<Variables extends OperationVariables>(
  { document, variables }: RouteQuery<Variables>,
  search: URLSearchParams,
): void {
  if (appAsked) return;
  const { url, init } = graphqlRequestOf(document, variables(search));
  const answer = fetch(url, init);
  // Unhandled until taken; a failure is then the ordinary request's to meet (takeEarlyAnswer).
  answer.catch(() => undefined);
  early = { operationName: getOperationName(document) ?? '', body: init.body, answer };
}

/** The name of the operation a request's body carries, if it is GraphQL JSON. */
function operationNameOf(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    return parsed && typeof parsed === 'object' && 'operationName' in parsed && typeof parsed.operationName === 'string'
      ? parsed.operationName
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The early answer for the request `init` describes, when it is the first request of the early operation and
 * asks exactly what the early one asked; a request with other variables goes out itself, and so does any later
 * one (the early answer is spent or stale). When the early request failed (no answer, or the gateway's own
 * error) the request goes out too; a refusal (401, UNAUTHENTICATED) is the answer, as it would be.
 */
export function takeEarlyAnswer(url: string, init: RequestInit | undefined): Promise<Response> | undefined {
  const body = init?.body;
  if (!early || url !== graphqlHttp.uri || typeof body !== 'string') return undefined;
  if (operationNameOf(body) !== early.operationName) return undefined;
  const { body: earlyBody, answer } = early;
  early = undefined;
  if (body !== earlyBody) return undefined;
  return answer.then(
    (response) => (response.status >= 500 ? fetch(url, init) : response),
    () => fetch(url, init),
  );
}

/** HttpLink's fetch: the early answer when it is this request's, otherwise the network. */
export const fetchTakingEarly: typeof fetch = (input, init) => {
  appAsked = true;
  return (typeof input === 'string' && takeEarlyAnswer(input, init)) || fetch(input, init);
};
