import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { Kind, type OperationDefinitionNode, parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { BULK_ORDER_LIMIT } from '@backoffice/schema/rules/bulkOrders';

import { MAX_QUERY_COST, operationCost } from '../src/core/queryCost';
import { buildSchema } from '../src/schema';
import { orderInput } from './fixtures';
import { eventLoopTurns, graphql, loginCookie, restLoginToken, type Stack, startStack } from './harness';

/** A cap well below the 50 orders, so the test sees the bulk action wait for free slots. */
const CONCURRENCY = 8;

let stack: Stack;
let cookie = '';
let token = '';
beforeAll(async () => {
  stack = await startStack({ restConcurrency: CONCURRENCY });
  [cookie, token] = await Promise.all([loginCookie(stack.gateway.url), restLoginToken(stack.api.url)]);
});
afterAll(() => stack?.close());

const query = (text: string, variables: Record<string, unknown> = {}) =>
  graphql(stack.gateway.url, text, variables, { cookie });
const rest = async (method: string, path: string, body?: unknown): Promise<any> =>
  (
    await fetch(stack.api.url + path, {
      method,
      headers: { token, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  ).json();

/**
 * The REST calls `run` makes, and the most of them the REST API was handling at once. With `holdUntilInFlight`,
 * the first calls are held until that many are in flight at once, and a few event-loop turns more for any call
 * past them to arrive; then every call goes through. So the count shows whether the gateway reaches its cap and
 * stays within it, however fast or busy the machine is (it counts turns, not milliseconds).
 */
async function upstreamDuring<T>(run: () => Promise<T>, holdUntilInFlight = 0) {
  let inFlight = 0;
  let most = 0;
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  if (!holdUntilInFlight) open();
  stack.beforeUpstream(async () => {
    inFlight++;
    most = Math.max(most, inFlight);
    if (inFlight === holdUntilInFlight) void eventLoopTurns(20).then(open);
    await gate;
    inFlight--;
  });
  const before = stack.upstreamCalls.length;
  try {
    const result = await run();
    return { result, calls: stack.upstreamCalls.slice(before), most };
  } finally {
    stack.beforeUpstream(undefined);
  }
}

const SET_STATUS = `mutation($ids: [ID!]!, $shipmentStatus: ShipmentStatus, $paymentStatus: PaymentStatus) {
  setOrdersStatus(ids: $ids, shipmentStatus: $shipmentStatus, paymentStatus: $paymentStatus) {
    okCount refusedCount
    results { orderId ok order { id shipmentStatus paymentStatus trackingCode } error { code message } }
  }
}`;

const LABELS = `mutation($ids: [ID!]!) {
  generateShippingLabels(ids: $ids) {
    okCount refusedCount
    results { orderId ok order { id shipmentStatus customer { fullName } shippingAddress { address } lines { productName quantity } } error { code message } }
  }
}`;

async function createOrders(count: number): Promise<string[]> {
  const ids: string[] = [];
  // A few at a time: the orders are set up, not measured.
  for (let start = 0; start < count; start += 10) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(10, count - start) }, async () => {
        const { body } = await query(`mutation($input: OrderInput!) { createOrder(input: $input) { id } }`, {
          input: orderInput({ lines: [{ productId: '1', quantity: 1, unitPrice: 10000 }] }),
        });
        expect(body.errors).toBeUndefined();
        return body.data.createOrder.id as string;
      }),
    );
    ids.push(...batch);
  }
  return ids;
}

const restOrder = async (id: string) => (await rest('GET', `/orders/${id}`)).Order;

describe('setOrdersStatus on 50 orders', () => {
  let ids: string[] = [];
  let tracked: string[] = [];
  beforeAll(async () => {
    ids = await createOrders(50);
    // Every fifth order was shipped with a tracking code: the one-order rule keeps it Shipped.
    tracked = ids.filter((_, index) => index % 5 === 0);
    for (const id of tracked) await rest('PUT', `/orders/${id}`, { ShipStatus: 'Shipped', tracking_code: `JNE${id}` });
  });

  it('changes the untracked orders, refuses the tracked ones with their reason, and makes one read and one write per order within the cap', async () => {
    const { result, calls, most } = await upstreamDuring(
      () => query(SET_STATUS, { ids, shipmentStatus: 'LABEL_PRINTED' }),
      CONCURRENCY,
    );
    expect(result.body.errors).toBeUndefined();
    const answer = result.body.data.setOrdersStatus;
    expect(answer.results.map((outcome: { orderId: string }) => outcome.orderId)).toEqual(ids);
    expect(answer).toMatchObject({ okCount: 40, refusedCount: 10 });
    for (const outcome of answer.results) {
      if (tracked.includes(outcome.orderId)) {
        expect(outcome).toEqual({
          orderId: outcome.orderId,
          ok: false,
          order: null,
          error: {
            code: 'CONFLICT',
            message: `It has tracking code JNE${outcome.orderId}, so it is Shipped, not Label Printed`,
          },
        });
      } else {
        expect(outcome).toMatchObject({
          ok: true,
          error: null,
          order: { id: outcome.orderId, shipmentStatus: 'LABEL_PRINTED' },
        });
      }
    }
    // One read per order (the DataLoader's batch), a write only for the orders that change.
    expect(calls.filter((call) => call.startsWith('GET /orders/'))).toHaveLength(50);
    expect(calls.filter((call) => call.startsWith('PUT /orders/'))).toHaveLength(40);
    expect(calls).toHaveLength(90);
    // The 50 reads fill every slot and never more: the first CONCURRENCY calls were held until all were in flight.
    expect(most).toBe(CONCURRENCY);
    // The REST API holds what the answer says.
    expect((await restOrder(tracked[0]!)).ShipStatus).toBe('Shipped');
    expect((await restOrder(ids[1]!)).ShipStatus).toBe('Label Printed');
  });

  it('writes a payment status alone without reading, and reports an unknown order among changed ones', async () => {
    const unknown = '2000000000';
    const { result, calls } = await upstreamDuring(() =>
      query(SET_STATUS, { ids: [...ids, unknown, ids[0]], paymentStatus: 'PAYMENT_SUCCESS' }),
    );
    const answer = result.body.data.setOrdersStatus;
    expect(answer).toMatchObject({ okCount: 50, refusedCount: 1 });
    expect(answer.results).toHaveLength(51);
    expect(answer.results.at(-1)).toMatchObject({
      orderId: unknown,
      ok: false,
      order: null,
      error: { code: 'NOT_FOUND' },
    });
    expect(answer.results.at(-1).error.message).toContain(unknown);
    expect(
      answer.results
        .filter((outcome: any) => outcome.ok)
        .every((outcome: any) => outcome.order.paymentStatus === 'PAYMENT_SUCCESS'),
    ).toBe(true);
    expect(calls.filter((call) => call.startsWith('GET '))).toEqual([]);
    expect(calls).toHaveLength(51);
    expect((await restOrder(ids[7]!)).OrderStatus).toBe('payment_success');
  });

  it(`refuses more than ${BULK_ORDER_LIMIT} orders, or no status, before any REST call`, async () => {
    const tooMany = Array.from({ length: BULK_ORDER_LIMIT + 1 }, (_, index) => String(index + 1));
    const { result, calls } = await upstreamDuring(() =>
      query(SET_STATUS, { ids: tooMany, paymentStatus: 'CANCELED' }),
    );
    expect(result.body.errors![0]).toMatchObject({
      message: `At most ${BULK_ORDER_LIMIT} orders at once, not ${BULK_ORDER_LIMIT + 1}`,
      extensions: { code: 'BAD_USER_INPUT', field: 'ids' },
    });
    const none = await upstreamDuring(() => query(SET_STATUS, { ids: ids.slice(0, 2) }));
    expect(none.result.body.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'shipmentStatus' });
    expect([...calls, ...none.calls]).toEqual([]);
  });
});

describe('generateShippingLabels', () => {
  it('marks each Processed order Label Printed, as one label does, and answers what the labels print', async () => {
    const ids = await createOrders(3);
    const { result, calls } = await upstreamDuring(() => query(LABELS, { ids }));
    const answer = result.body.data.generateShippingLabels;
    expect(answer).toMatchObject({ okCount: 3, refusedCount: 0 });
    for (const [index, outcome] of answer.results.entries()) {
      expect(outcome).toMatchObject({
        orderId: ids[index],
        ok: true,
        order: {
          shipmentStatus: 'LABEL_PRINTED',
          customer: { fullName: 'Siti Nur Aisyah' },
          shippingAddress: { address: 'Jl. Pluit Raya No. 5' },
          lines: [{ quantity: 1 }],
        },
      });
    }
    expect(calls.filter((call) => !call.startsWith('GET /products/') && !call.startsWith('GET /customers/'))).toEqual(
      expect.arrayContaining([...ids.map((id) => `GET /orders/${id}`), ...ids.map((id) => `PUT /orders/${id}`)]),
    );
    for (const id of ids) expect((await restOrder(id)).ShipStatus).toBe('Label Printed');
    // Printed again, nothing is written.
    const again = await upstreamDuring(() => query(LABELS, { ids }));
    expect(again.calls.filter((call) => call.startsWith('PUT '))).toEqual([]);
  });
});

describe('ordersByIds', () => {
  it('answers the orders in the order given, each once', async () => {
    const ids = await createOrders(2);
    const { body } = await query(`query($ids: [ID!]!) { ordersByIds(ids: $ids) { id } }`, {
      ids: [ids[1], ids[0], ids[1]],
    });
    expect(body.data.ordersByIds).toEqual([{ id: ids[1] }, { id: ids[0] }]);
  });
});

describe('the cost of a bulk action', () => {
  const schema = buildSchema();
  const costWith = (text: string, count: number) => {
    const document = parse(text);
    return operationCost(schema, document, document.definitions[0] as OperationDefinitionNode, {
      ids: Array.from({ length: count }, (_, index) => String(index + 1)),
    })!;
  };

  it('grows with the ids and stays under the limit at the most one call takes', () => {
    for (const text of [
      LABELS,
      SET_STATUS,
      `query($ids: [ID!]!) { ordersByIds(ids: $ids) { id lines { id productName } } }`,
    ]) {
      expect(costWith(text, 100)).toBeGreaterThan(costWith(text, 10) * 5);
      expect(costWith(text, BULK_ORDER_LIMIT)).toBeLessThan(MAX_QUERY_COST / 2);
    }
  });

  it("lets the dashboard's bulk operations through with the most ids one call takes", () => {
    const document = parse(
      readFileSync(join(__dirname, '..', '..', 'web', 'src', 'features', 'orders', 'orders.graphql'), 'utf8'),
    );
    const ids = Array.from({ length: BULK_ORDER_LIMIT }, (_, index) => String(index + 1));
    const bulk = document.definitions.filter(
      (definition): definition is OperationDefinitionNode =>
        definition.kind === Kind.OPERATION_DEFINITION &&
        (definition.variableDefinitions ?? []).some((variable) => variable.variable.name.value === 'ids'),
    );
    expect(bulk.map((operation) => operation.name!.value).sort()).toEqual([
      'GenerateShippingLabels',
      'OrdersForPrint',
      'SetOrdersStatus',
    ]);
    for (const operation of bulk)
      expect(operationCost(schema, document, operation, { ids }), operation.name!.value).toBeLessThan(MAX_QUERY_COST);
  });
});
