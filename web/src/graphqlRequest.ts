/**
 * The one way to talk to the gateway without Apollo Client: the request its HttpLink would send, and its answer
 * read as Apollo Client and `errorMessage` (ui/errorMessage.ts) read it. Issue 38: the login screen and the page's
 * first script use it, so neither waits for Apollo Client's code; this module imports none of it.
 */

/** How the dashboard reaches the gateway: on the page's origin (proxied), so the session cookie goes along. */
export const graphqlHttp = { uri: '/graphql', credentials: 'same-origin' } as const;

export const UNREACHABLE_MESSAGE = 'The server cannot be reached. Check the connection and try again.';

/** A GraphQL request as fetch takes it. */
export interface GraphqlRequest {
  url: string;
  init: RequestInit & { body: string };
}

/** What an operation asks, its query as printed text. */
export interface GraphqlBody {
  operationName: string;
  variables: Record<string, unknown>;
  query: string;
}

/**
 * The request HttpLink sends for `body` (earlyQuery.test.ts holds the two equal): POST, its default headers
 * (content-type application/json, which the gateway's CSRF prevention asks for), the body's keys in its order.
 */
export function graphqlRequest({ operationName, variables, query }: GraphqlBody): GraphqlRequest {
  return {
    url: graphqlHttp.uri,
    init: {
      method: 'POST',
      headers: { accept: '*/*', 'content-type': 'application/json' },
      credentials: graphqlHttp.credentials,
      body: JSON.stringify({ operationName, variables, query }),
    },
  };
}

/** An operation's outcome: its data (null when the gateway answered none), or the one message staff read. */
export type GraphqlAnswer<Data> = { data: Data | null } | { message: string };

/**
 * The outcome of an answer with `status` and body `text`, as Apollo Client (errorPolicy 'none') and
 * `errorMessage` make it: the first GraphQL error's message, also from a refusal's JSON body (401, 429); a body
 * that is not a GraphQL answer (a proxy's error page) means the server could not be reached.
 */
export function graphqlAnswerOf<Data>(status: number, text: string): GraphqlAnswer<Data> {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { message: UNREACHABLE_MESSAGE };
  }
  if (!body || typeof body !== 'object') return { message: UNREACHABLE_MESSAGE };
  const { data, errors } = body as { data?: Data | null; errors?: Array<{ message?: string }> };
  const message = errors?.[0]?.message;
  if (message) return { message };
  if (status < 300 && !errors?.length && 'data' in body) return { data: data ?? null };
  return { message: UNREACHABLE_MESSAGE };
}

/** Sends `body` and reads its answer; a request that never got one is the server out of reach. */
export async function sendGraphql<Data>(body: GraphqlBody): Promise<GraphqlAnswer<Data>> {
  const { url, init } = graphqlRequest(body);
  try {
    const response = await fetch(url, init);
    return graphqlAnswerOf<Data>(response.status, await response.text());
  } catch {
    return { message: UNREACHABLE_MESSAGE };
  }
}
