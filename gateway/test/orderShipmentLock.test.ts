import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { testLimits } from '../../testLimits';
import { Locks } from '../src/core/locks';
import { createLogger } from '../src/core/logger';
import { connectSharedState, firstConnection } from '../src/core/sharedState';
import { orderLockName } from '../src/orders/orderLock';
import { orderInput } from './fixtures';
import { graphql, loginCookie, restLoginToken, type Stack, startStack } from './harness';
import { redisServerInstalled, throwawayRedis } from './throwawayRedis';

/**
 * PUT /orders/{id} writes what it is sent, with no condition on what the order holds (issue 36): every gateway write
 * of an order's shipment status holds the order's lock, shared by the replicas through Redis. The test is the other
 * replica: it holds the order's lock, changes the order at the REST API meanwhile, and lets go.
 */
const hasRedis = redisServerInstalled('the order lock tests');

let redis: Awaited<ReturnType<typeof throwawayRedis>>;
let client: Redis;
let stack: Stack;
let otherReplica: Locks;
let cookie = '';
let token = '';

beforeAll(async () => {
  if (!hasRedis) return;
  redis = await throwawayRedis();
  client = connectSharedState(redis.url, createLogger('silent'));
  await firstConnection(client);
  otherReplica = new Locks(client);
  stack = await startStack({ redisUrl: redis.url });
  [cookie, token] = await Promise.all([loginCookie(stack.gateway.url), restLoginToken(stack.api.url)]);
});
afterAll(async () => {
  await stack?.close();
  client?.disconnect();
  await redis?.stop();
});

const query = (text: string, variables: Record<string, unknown>) =>
  graphql(stack.gateway.url, text, variables, { cookie });

async function rest(method: string, path: string, body?: unknown): Promise<any> {
  const response = await fetch(stack.api.url + path, {
    method,
    headers: { token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response.json();
}

async function processedOrder(): Promise<string> {
  const { body } = await query(`mutation($input: OrderInput!) { createOrder(input: $input) { id } }`, {
    input: orderInput({ lines: [{ productId: '1', quantity: 1, unitPrice: 10000 }] }),
  });
  return body.data.createOrder.id;
}

/** SET commands Redis has run: a gateway waiting for a lock asks SET NX again every few milliseconds. */
async function setCommands() {
  const stats = await client.info('commandstats');
  return Number(/cmdstat_set:calls=(\d+)/.exec(stats)?.[1] ?? 0);
}

/**
 * Runs `mutation` while the other replica holds the order's lock and sets its shipment status to `status` at the REST
 * API, then lets go. Answers the REST calls about the order made before the lock was let go (none when the gateway
 * waited for it) and the mutation's answer.
 */
async function whileAnotherReplicaChanges(orderId: string, status: string, mutation: () => ReturnType<typeof query>) {
  const orderCall = new RegExp(`^(GET|PUT) /orders/${orderId}$`);
  const callsAbout = (from: number) => stack.upstreamCalls.slice(from).filter((call) => orderCall.test(call));
  let answer!: ReturnType<typeof query>;
  let madeMeanwhile: string[] = [];
  await otherReplica.hold(orderLockName(orderId), async () => {
    const from = stack.upstreamCalls.length;
    const setsBefore = await setCommands();
    answer = mutation();
    // Until the mutation waits for the lock (asks for it again and again), or reaches the REST API without it.
    await vi.waitFor(
      async () => expect(callsAbout(from).length > 0 || (await setCommands()) >= setsBefore + 3).toBe(true),
      { timeout: testLimits.waitMs, interval: 5 },
    );
    madeMeanwhile = callsAbout(from);
    await rest('PUT', `/orders/${orderId}`, { ShipStatus: status });
  });
  return { madeMeanwhile, answer: (await answer).body };
}

const LABEL = `mutation($id: ID!) { generateShippingLabel(id: $id) { shipmentStatus } }`;
const LABELS = `mutation($ids: [ID!]!) { generateShippingLabels(ids: $ids) { results { ok order { shipmentStatus } } } }`;
const SET_STATUS = `mutation($ids: [ID!]!) { setOrdersStatus(ids: $ids, shipmentStatus: COMPLETED) { results { ok order { shipmentStatus } } } }`;
const SAVE_SHIPPING = `mutation($id: ID!, $input: OrderShippingInput!) { updateOrderShipping(id: $id, input: $input) { shipmentStatus } }`;

describe.runIf(hasRedis)("an order's shipment status written while another replica changes it", () => {
  it('is not labelled from the status read before the change: a canceled order stays canceled', async () => {
    const id = await processedOrder();
    const { madeMeanwhile, answer } = await whileAnotherReplicaChanges(id, 'Canceled', () => query(LABEL, { id }));
    expect(madeMeanwhile).toEqual([]);
    expect(answer).toEqual({ data: { generateShippingLabel: { shipmentStatus: 'CANCELED' } } });
    expect((await rest('GET', `/orders/${id}`)).Order.ShipStatus).toBe('Canceled');
  });

  it.each([
    ['generateShippingLabels', (id: string) => query(LABELS, { ids: [id] })],
    ['setOrdersStatus', (id: string) => query(SET_STATUS, { ids: [id] })],
    [
      'updateOrderShipping',
      (id: string) =>
        query(SAVE_SHIPPING, {
          id,
          input: {
            shipFromId: '1',
            shipmentDate: '2026-11-22',
            shipmentStatus: 'LABEL_PRINTED',
            courierId: '2',
            trackingCode: null,
            paymentStatus: 'PAYMENT_SUCCESS',
          },
        }),
    ],
    [
      'updateOrder',
      (id: string) =>
        query(`mutation($id: ID!, $input: OrderInput!) { updateOrder(id: $id, input: $input) { id } }`, {
          id,
          input: orderInput({ lines: [{ productId: '1', quantity: 2, unitPrice: 10000 }] }),
        }),
    ],
  ])('%s waits for the other change', async (_mutation, mutation) => {
    const id = await processedOrder();
    const { madeMeanwhile, answer } = await whileAnotherReplicaChanges(id, 'Canceled', () => mutation(id));
    expect(madeMeanwhile).toEqual([]);
    expect(answer.errors).toBeUndefined();
    expect(JSON.stringify(answer.data)).not.toContain('"ok":false');
  });
});
