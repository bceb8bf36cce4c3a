import { describe, expect, it } from 'vitest';

import { trackedOrderRefusal } from '@backoffice/schema/rules/bulkOrders';

import { orderInput } from './fixtures';
import { testStack } from './harness';

const stack = testStack();
const { query, rest } = stack;

const SET_STATUS = `mutation($ids: [ID!]!, $shipmentStatus: ShipmentStatus) {
  setOrdersStatus(ids: $ids, shipmentStatus: $shipmentStatus) { okCount refusedCount results { orderId ok error { code message } } }
}`;
const SAVE_SHIPPING = `mutation($id: ID!, $input: OrderShippingInput!) { updateOrderShipping(id: $id, input: $input) { shipmentStatus trackingCode } }`;
const LABEL = `mutation($id: ID!) { generateShippingLabel(id: $id) { shipmentStatus } }`;

async function createOrders(count: number): Promise<string[]> {
  const ids: string[] = [];
  // A few at a time: the orders are set up, not measured.
  for (let start = 0; start < count; start += 10) {
    const batch = Array.from({ length: Math.min(10, count - start) }, async () => {
      const { body } = await query(`mutation($input: OrderInput!) { createOrder(input: $input) { id } }`, {
        input: orderInput({ lines: [{ productId: '1', quantity: 1, unitPrice: 10000 }] }),
      });
      return body.data.createOrder.id as string;
    });
    ids.push(...(await Promise.all(batch)));
  }
  return ids;
}

/** Another clerk's tracking code lands as the REST API receives the gateway's write, after the gateway read the order untracked. */
function trackingLandsBeforeWrites(code: (id: string) => string) {
  stack.beforeUpstream(async (call) => {
    const id = /^PUT \/orders\/(\d+)$/.exec(call)?.[1];
    if (id)
      await stack.api.db.query(`UPDATE orders SET ship_status = 'Shipped', tracking_code = $1 WHERE id = $2`, [
        code(id),
        Number(id),
      ]);
  });
}

const shipStates = async (ids: string[]) =>
  Promise.all(
    ids.map(async (id) => {
      const { Order } = await rest('GET', `/orders/${id}`);
      return { id, ShipStatus: Order.ShipStatus, tracking_code: Order.tracking_code };
    }),
  );

describe('a tracked order cannot go back to Processed or Label Printed, however the writes interleave', () => {
  it('refuses each order of setOrdersStatus whose tracking code landed between the read and the write, in the bulk words', async () => {
    const ids = await createOrders(4);
    trackingLandsBeforeWrites((id) => `JNE${id}`);
    try {
      const { body } = await query(SET_STATUS, { ids, shipmentStatus: 'LABEL_PRINTED' });
      expect(body.data.setOrdersStatus).toMatchObject({ okCount: 0, refusedCount: 4 });
      expect(body.data.setOrdersStatus.results).toEqual(
        ids.map((id) => ({
          orderId: id,
          ok: false,
          error: { code: 'CONFLICT', message: trackedOrderRefusal(`JNE${id}`, 'Label Printed') },
        })),
      );
    } finally {
      stack.beforeUpstream(undefined);
    }
    expect(await shipStates(ids)).toEqual(ids.map((id) => ({ id, ShipStatus: 'Shipped', tracking_code: `JNE${id}` })));
  });

  it('refuses a label generated while a tracking code lands, naming the shipment status', async () => {
    const [id] = await createOrders(1);
    trackingLandsBeforeWrites(() => 'JNE55');
    try {
      const { body } = await query(LABEL, { id });
      expect(body.errors![0]).toMatchObject({
        message: trackedOrderRefusal('JNE55', 'Label Printed'),
        extensions: { code: 'CONFLICT', field: 'shipmentStatus' },
      });
    } finally {
      stack.beforeUpstream(undefined);
    }
    expect(await shipStates([id!])).toEqual([{ id, ShipStatus: 'Shipped', tracking_code: 'JNE55' }]);
  });

  it('keeps every order tracked and Shipped when setOrdersStatus and updateOrderShipping run at once on 30 orders, round after round', async () => {
    const ids = await createOrders(30);
    for (let round = 1; round <= 3; round++) {
      for (const id of ids) await rest('PUT', `/orders/${id}`, { ShipStatus: 'Label Printed', tracking_code: null });
      const code = (id: string) => `JNE${round}X${id}`;
      const [bulk, ...saves] = await Promise.all([
        query(SET_STATUS, { ids, shipmentStatus: 'PROCESSED' }),
        ...ids.map((id) =>
          query(SAVE_SHIPPING, {
            id,
            input: {
              shipFromId: '1',
              shipmentDate: '2026-11-22',
              shipmentStatus: 'PROCESSED',
              courierId: '2',
              trackingCode: code(id),
              paymentStatus: 'PAYMENT_SUCCESS',
            },
          }),
        ),
      ]);
      expect(bulk.body.errors).toBeUndefined();
      for (const save of saves) expect(save.body.data.updateOrderShipping.shipmentStatus).toBe('SHIPPED');
      expect(await shipStates(ids)).toEqual(ids.map((id) => ({ id, ShipStatus: 'Shipped', tracking_code: code(id) })));
    }
  });
});
