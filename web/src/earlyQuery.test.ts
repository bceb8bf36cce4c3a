import { beforeEach, describe, expect, it, vi } from 'vitest';

import { orderListQuery } from './features/orders/orderListFilter';

// The early request lives in earlyQuery.ts's module state, which boot.ts and apollo.ts share: each test takes
// both fresh, as a page load does.
let earlyQuery: typeof import('./earlyQuery');
let createApolloClient: typeof import('./apollo').createApolloClient;
beforeEach(async () => {
  vi.resetModules();
  earlyQuery = await import('./earlyQuery');
  ({ createApolloClient } = await import('./apollo'));
});

const search = new URLSearchParams('customer=Budi&status=paid&sales_type=b2b,b2c&start_date=2025-01-01&page=2');
const ordersData = { orders: { __typename: 'OrderList', totalCount: 0, rows: [] } };

/** The gateway as fetch sees it: each call takes the next answer; every request is kept. */
function stubFetch(...answers: (() => Response)[]) {
  const sent: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      const answer = answers[sent.length - 1];
      if (!answer) throw new Error(`unexpected request ${String(init.body)}`);
      return answer();
    }),
  );
  return sent;
}
const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const networkDown = () => {
  throw new TypeError('Failed to fetch');
};

/** The list's query as the route's loader and the screen ask it (routeQuery.ts). */
const queryOf = (address: URLSearchParams) => ({
  query: orderListQuery.document,
  variables: orderListQuery.variables(address),
});
const askOrders = (client: ReturnType<typeof createApolloClient>, address = search) => client.query(queryOf(address));

describe('the orders query sent before the app runs (issue 38)', () => {
  it('is the request Apollo Client sends for the same address: address, method, headers, credentials, body', async () => {
    const sent = stubFetch(json({ data: ordersData }));
    await askOrders(createApolloClient(() => undefined));
    const { url, init } = earlyQuery.graphqlRequestOf(orderListQuery.document, orderListQuery.variables(search));
    expect(sent).toHaveLength(1);
    expect(url).toBe(sent[0]!.url);
    expect(init.body).toBe(sent[0]!.init.body);
    expect({ ...init, body: undefined }).toEqual({ ...sent[0]!.init, body: undefined, signal: undefined });
    // The gateway's CSRF prevention lets a JSON request through.
    expect(init.headers).toMatchObject({ 'content-type': 'application/json' });
  });

  it('puts its answer in the cache: the list asks once, and reads it from the cache after', async () => {
    const sent = stubFetch(json({ data: ordersData }));
    earlyQuery.sendEarly(orderListQuery, search);
    const client = createApolloClient(() => undefined);
    expect((await askOrders(client)).data).toEqual(ordersData);
    expect(sent).toHaveLength(1);
    expect(client.readQuery(queryOf(search))).toEqual(ordersData);
  });

  it('is not taken for other variables: that request goes out, and the early answer is not kept for later', async () => {
    const other = { orders: { ...ordersData.orders, totalCount: 7 } };
    const sent = stubFetch(json({ data: ordersData }), json({ data: other }), json({ data: other }));
    earlyQuery.sendEarly(orderListQuery, search);
    const client = createApolloClient(() => undefined);
    expect((await askOrders(client, new URLSearchParams('page=3'))).data).toEqual(other);
    expect((await client.query({ ...queryOf(search), fetchPolicy: 'network-only' })).data).toEqual(other);
    expect(sent).toHaveLength(3);
  });

  it('when it failed, the list asks the gateway itself', async () => {
    const sent = stubFetch(networkDown, json({ data: ordersData }));
    earlyQuery.sendEarly(orderListQuery, search);
    expect((await askOrders(createApolloClient(() => undefined))).data).toEqual(ordersData);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.init.body).toBe(sent[0]!.init.body);
  });

  it('when the session has ended, ends it as the list would (back to Login), without asking again', async () => {
    const sent = stubFetch(json({ errors: [{ message: 'Sign in', extensions: { code: 'UNAUTHENTICATED' } }] }, 401));
    const sessionEnded = vi.fn();
    earlyQuery.sendEarly(orderListQuery, search);
    await expect(askOrders(createApolloClient(sessionEnded))).rejects.toThrow();
    expect(sessionEnded).toHaveBeenCalledOnce();
    expect(sent).toHaveLength(1);
  });

  it('is not sent once the app has asked: it would come too late to be taken', async () => {
    const sent = stubFetch(json({ data: ordersData }));
    await askOrders(createApolloClient(() => undefined));
    earlyQuery.sendEarly(orderListQuery, search);
    expect(sent).toHaveLength(1);
  });
});
