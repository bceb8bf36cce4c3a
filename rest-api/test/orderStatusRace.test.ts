import { beforeAll, describe, expect, it } from 'vitest';

import { trackedOrderRefusal } from '@backoffice/schema/rules/bulkOrders';

import { newOrder } from './fixtures';
import { restApiSession } from './restApiSession';

const { call } = restApiSession();

const ORDERS = 30;
const ROUNDS = 5;

/**
 * A bulk status change (Processed) and tracking codes saved at the same moment on the same orders, as two clerks
 * do: on PostgreSQL the writes interleave over the pool's connections. Whatever order they land in, no order may
 * end tracked but Processed, and no tracking code may be lost.
 */
describe('a status change racing a tracking code', { tags: ['postgres'] }, () => {
  let ids: number[] = [];
  beforeAll(async () => {
    ids = await Promise.all(
      Array.from(
        { length: ORDERS },
        async () =>
          (await call('POST', '/orders', newOrder({ items: [{ ItemId: 1, qty: 1, price: 10000 }] }))).json.Order
            .id as number,
      ),
    );
  });

  it(`keeps every tracked order Shipped with its code, over ${ROUNDS} rounds of ${ORDERS} orders`, async () => {
    for (let round = 1; round <= ROUNDS; round++) {
      for (const id of ids)
        expect((await call('PUT', `/orders/${id}`, { ShipStatus: 'Label Printed', tracking_code: null })).status).toBe(
          200,
        );
      const code = (id: number) => `JNE${round}X${id}`;
      const answers = await Promise.all(
        ids.flatMap((id) => [
          call('PUT', `/orders/${id}`, { ShipStatus: 'Processed' }).then((answer) => ({ id, kind: 'status', answer })),
          call('PUT', `/orders/${id}`, { ShipStatus: 'Shipped', tracking_code: code(id) }).then((answer) => ({
            id,
            kind: 'tracking',
            answer,
          })),
        ]),
      );
      for (const { id, kind, answer } of answers) {
        if (kind === 'tracking') expect(answer.status, `round ${round}, order ${id}`).toBe(200);
        // The status change either landed first (and the tracking code then made the order Shipped) or was refused.
        else if (answer.status !== 200) {
          expect(answer.status).toBe(409);
          expect(answer.json.errors).toEqual([
            { message: trackedOrderRefusal(code(id), 'Processed'), field: 'ShipStatus' },
          ]);
        }
      }
      const orders = await Promise.all(ids.map(async (id) => (await call('GET', `/orders/${id}`)).json.Order));
      for (const order of orders)
        expect({ id: order.id, ShipStatus: order.ShipStatus, tracking_code: order.tracking_code }).toEqual({
          id: order.id,
          ShipStatus: 'Shipped',
          tracking_code: code(order.id),
        });
    }
  });

  it('refuses Processed or Label Printed on a tracked order, and a tracking code on a Processed one, in one PUT', async () => {
    const [id] = ids;
    await call('PUT', `/orders/${id}`, { ShipStatus: 'Shipped', tracking_code: ' JNE123 ' });
    expect(await call('PUT', `/orders/${id}`, { ShipStatus: 'Label Printed', memo: 'kept out' })).toMatchObject({
      status: 409,
      json: {
        errors: [{ message: 'It has tracking code JNE123, so it is Shipped, not Label Printed', field: 'ShipStatus' }],
      },
    });
    // Clearing the code in the same write makes Processed fine again; setting one on a Processed order alone is not.
    expect((await call('PUT', `/orders/${id}`, { ShipStatus: 'Processed', tracking_code: '' })).status).toBe(200);
    expect(await call('PUT', `/orders/${id}`, { tracking_code: 'JNE9' })).toMatchObject({
      status: 409,
      json: { errors: [{ message: trackedOrderRefusal('JNE9', 'Processed'), field: 'tracking_code' }] },
    });
    expect((await call('POST', '/orders', newOrder({ tracking_code: 'JNE7' }))).status).toBe(409);
    // Other fields of an order stay editable whatever it holds.
    expect((await call('PUT', `/orders/${id}`, { memo: 'still editable' })).status).toBe(200);
    const order = (await call('GET', `/orders/${id}`)).json.Order;
    expect(order).toMatchObject({ ShipStatus: 'Processed', tracking_code: null, memo: 'still editable' });
  });
});
