import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { RunningRestApi } from '@backoffice/rest-api';
import { type RestApiProfile, startTestRestApi } from '@backoffice/rest-api/testing';

import { createLogger } from '../src/core/logger';
import { type Gateway, startGateway } from '../src/server';
import { orderInput } from './fixtures';
import { graphql, loginCookie, restLoginToken, testGatewayConfig } from './harness';

/**
 * The returnable quantities the stand-in computes (GET /orders/{id}/returnable, default profile) and those the
 * gateway computes from the spec's calls (spec profile) are the same numbers: the same steps on two fresh
 * databases, seeded alike, one REST API of each profile with a gateway in front.
 */
interface Side {
  api: RunningRestApi;
  gateway: Gateway;
  cookie: string;
  calls: string[];
}

async function startSide(profile: RestApiProfile): Promise<Side> {
  const calls: string[] = [];
  const api = await startTestRestApi(
    { profile },
    { observeRequest: (method, url) => void calls.push(`${method} ${url}`) },
  );
  const gateway = await startGateway(testGatewayConfig({ restApiUrl: api.url }), createLogger('silent'));
  return { api, gateway, cookie: await loginCookie(gateway.url), calls };
}

const RETURNABLE = 'productId productName orderedQuantity returnedQuantity returnableQuantity unitPrice';
const ORDER = `query ($id: ID!) { order(id: $id) { returnableProducts { ${RETURNABLE} } } }`;
const ORDERS = `query ($page: Int!) { orders(page: $page, perPage: 50) { rows { id returnableProducts { ${RETURNABLE} } } } }`;

let sides: Side[] = [];

beforeAll(async () => {
  sides = await Promise.all([startSide('default'), startSide('spec')]);
});
afterAll(async () => {
  for (const side of sides) {
    await side.gateway.close();
    await side.api.close();
  }
});

/** Runs `text` on both sides and answers the two results' data, failing on any error. */
async function onBoth(text: string, variables: (side: Side) => Record<string, unknown> = () => ({})) {
  const answers = await Promise.all(
    sides.map((side) => graphql(side.gateway.url, text, variables(side), { cookie: side.cookie })),
  );
  for (const { body } of answers) expect(body.errors).toBeUndefined();
  return answers.map(({ body }) => body.data);
}

describe('returnable quantities over both REST API profiles', () => {
  it('are the same for an order with earlier returns, a product on two lines and a line without a price', async () => {
    const input = orderInput({
      shipmentStatus: 'SHIPPED',
      lines: [
        { productId: '1', quantity: 2, unitPrice: 50000 },
        { productId: '2', quantity: 1 },
        { productId: '1', quantity: 3, unitPrice: 45000 },
        { productId: '3', quantity: 4, unitPrice: 12000 },
      ],
    });
    const created = await onBoth(`mutation ($input: OrderInput!) { createOrder(input: $input) { id } }`, () => ({
      input,
    }));
    const orderIds = created.map((data) => data.createOrder.id as string);
    const returnOf = (lines: Array<{ productId: string; quantity: number }>) => (side: Side) => ({
      input: {
        orderId: orderIds[sides.indexOf(side)],
        shipById: '2',
        returnToId: '1',
        moneyReturned: 0,
        action: 'RETURN',
        memo: null,
        lines,
      },
    });
    const CREATE_RETURN = `mutation ($input: ReturnInput!) { createReturn(input: $input) { id } }`;
    await onBoth(CREATE_RETURN, returnOf([{ productId: '1', quantity: 2 }]));
    await onBoth(
      CREATE_RETURN,
      returnOf([
        { productId: '1', quantity: 1 },
        { productId: '2', quantity: 1 },
      ]),
    );

    const [offered, computed] = await onBoth(ORDER, (side) => ({ id: orderIds[sides.indexOf(side)] }));
    expect(computed).toEqual(offered);
    expect(offered.order.returnableProducts).toEqual([
      expect.objectContaining({ productId: '1', orderedQuantity: 5, returnedQuantity: 3, returnableQuantity: 2 }),
      expect.objectContaining({ productId: '2', orderedQuantity: 1, returnedQuantity: 1, returnableQuantity: 0 }),
      expect.objectContaining({ productId: '3', orderedQuantity: 4, returnedQuantity: 0, returnableQuantity: 4 }),
    ]);
  });

  it('are the same for every order with returns and a page of orders, the spec side never asking the route', async () => {
    const [offered, computed] = await onBoth(ORDERS, () => ({ page: 1 }));
    expect(offered.orders.rows.length).toBeGreaterThan(0);
    expect(computed).toEqual(offered);

    const { Returns } = (await (
      await fetch(`${sides[0]!.api.url}/returns?per_page=-1`, {
        headers: { token: await restLoginToken(sides[0]!.api.url) },
      })
    ).json()) as { Returns: { rows: Array<{ OrderId: number }> } };
    const returnedOrders = [...new Set(Returns.rows.map((row) => String(row.OrderId)))];
    expect(returnedOrders.length).toBeGreaterThan(1);
    for (const id of returnedOrders) {
      const [offeredOne, computedOne] = await onBoth(ORDER, () => ({ id }));
      expect(computedOne, `order ${id}`).toEqual(offeredOne);
    }

    const [defaultSide, specSide] = sides;
    const askedRoute = (side: Side) => side.calls.filter((call) => /^GET \/orders\/\d+\/returnable$/.test(call));
    expect(askedRoute(defaultSide!).length).toBeGreaterThan(0);
    expect(askedRoute(specSide!)).toEqual([]);
  });
});
