import { describe, expect, it, vi } from 'vitest';

import { testLimits } from '../../testLimits';
import { todayInJakarta } from '../src/core/today';
import { orderInput } from './fixtures';
import { onDefaultProfile, testStack } from './harness';

const stack = testStack();
const { query, rest, upstreamDuring, beforeUpstream } = stack;

const RETURN = `id status action returnDate createdAt orderId customerName phoneNumber moneyReturned memo
  order { id customer { fullName } } returnTo { id name } shipBy { id company }
  lines { id productId productName quantity unitPrice linePrice }`;
const CREATE = `mutation ($input: ReturnInput!) { createReturn(input: $input) { ${RETURN} } }`;
const DELETE = `mutation ($id: ID!) { deleteReturn(id: $id) { id lines { productId quantity } } }`;
const LIST = `query ($filter: ReturnFilter, $perPage: Int!) {
  returns(filter: $filter, perPage: $perPage) { totalCount rows { id orderId customerName returnTo { name } lines { productName quantity } } }
}`;
const RETURNABLE = `query ($id: ID!) {
  order(id: $id) { returnableProducts { productId productName orderedQuantity returnedQuantity returnableQuantity unitPrice } }
}`;

/** A new shipped order (only those can be returned) of a customer named `name`: 2 of product 1 at Rp 50.000 and 1 of product 2. */
async function createOrder(name = 'Dewi Ayu Lestari', shipmentStatus = 'SHIPPED') {
  const { body } = await query(`mutation ($input: OrderInput!) { createOrder(input: $input) { id } }`, {
    input: orderInput({ customer: { ...orderInput().customer, name }, shipmentStatus }),
  });
  expect(body.errors).toBeUndefined();
  return body.data.createOrder.id as string;
}

const returnInput = (orderId: string, overrides: Record<string, unknown> = {}) => ({
  orderId,
  shipById: '2',
  returnToId: '1',
  moneyReturned: 50000,
  action: 'REFUND',
  memo: 'Kemasan rusak',
  lines: [{ productId: '1', quantity: 1 }],
  ...overrides,
});

async function createReturn(orderId: string, overrides: Record<string, unknown> = {}) {
  const { body } = await query(CREATE, { input: returnInput(orderId, overrides) });
  expect(body.errors).toBeUndefined();
  return body.data.createReturn;
}

describe('returns', () => {
  it('refuses a return of an order that has not shipped, on orderId in GraphQL terms', async () => {
    const orderId = await createOrder('Dewi Ayu Lestari', 'PROCESSED');
    const { body } = await query(CREATE, { input: returnInput(orderId) });
    expect(body.errors![0]!.extensions).toMatchObject({ code: 'CONFLICT', field: 'orderId' });
    expect(body.errors![0]!.message).toBe(`Order ${orderId} has not shipped: only a shipped order can be returned`);
  });

  it("records a return of an order's lines, dated today in Jakarta, at the order's prices", async () => {
    const orderId = await createOrder();
    const created = await createReturn(orderId);
    expect(created).toMatchObject({
      status: 'RECEIVED',
      action: 'REFUND',
      returnDate: todayInJakarta(),
      orderId,
      order: { id: orderId, customer: { fullName: 'Dewi Ayu Lestari' } },
      customerName: 'Dewi Ayu Lestari',
      phoneNumber: '+6281234567890',
      moneyReturned: 50000,
      memo: 'Kemasan rusak',
      returnTo: { id: '1' },
      shipBy: { id: '2' },
      lines: [{ productId: '1', quantity: 1, unitPrice: 50000, linePrice: 50000 }],
    });
    expect(created.returnTo.name).toBeTruthy();
  });

  it('answers what each product of an order can still return', async () => {
    const orderId = await createOrder();
    await createReturn(orderId);
    const { body } = await query(RETURNABLE, { id: orderId });
    expect(body.errors).toBeUndefined();
    expect(body.data.order.returnableProducts).toEqual([
      expect.objectContaining({
        productId: '1',
        orderedQuantity: 2,
        returnedQuantity: 1,
        returnableQuantity: 1,
        unitPrice: 50000,
      }),
      expect.objectContaining({ productId: '2', orderedQuantity: 1, returnedQuantity: 0, returnableQuantity: 1 }),
    ]);
  });

  it.runIf(onDefaultProfile)('asks the returnable products of a page of orders once per order', async () => {
    const { result, calls } = await upstreamDuring(() =>
      query(`{ orders(perPage: 5) { rows { id returnableProducts { productId } } } }`),
    );
    expect(result.body.errors).toBeUndefined();
    const asked = calls.filter((call) => /^GET \/orders\/\d+\/returnable$/.test(call));
    expect(asked).toHaveLength(5);
    expect(new Set(asked).size).toBe(5);
  });

  it.runIf(!onDefaultProfile)(
    'computes the returnable products of a page of orders from their lines and one read of the returns',
    async () => {
      const { result, calls } = await upstreamDuring(() =>
        query(`{ orders(perPage: 5) { rows { id returnableProducts { productId } } } }`),
      );
      expect(result.body.errors).toBeUndefined();
      expect(calls.filter((call) => call.startsWith('GET /orders'))).toHaveLength(1);
      const returnLists = calls.filter((call) => call.startsWith('GET /returns'));
      expect(returnLists).toHaveLength(1);
      expect(returnLists[0]).toMatch(/[?&]orderby=order_id(&|$)/);
    },
  );

  it.runIf(onDefaultProfile)(
    'computes the same answer when the returnable route answers 404, and has the REST API checked again',
    async () => {
      const orderId = await createOrder();
      await createReturn(orderId);
      const offered = (await query(RETURNABLE, { id: orderId })).body.data.order.returnableProducts;
      const checks = stack.callsTo('GET /openapi.json');
      beforeUpstream((call) => {
        if (/\/returnable$/.test(call)) throw Object.assign(new Error('Not Found'), { statusCode: 404 });
      });
      try {
        const { result, calls } = await upstreamDuring(() => query(RETURNABLE, { id: orderId }));
        expect(result.body.errors).toBeUndefined();
        expect(result.body.data.order.returnableProducts).toEqual(offered);
        expect(calls).toContain(`GET /orders/${orderId}/returnable`);
        await vi.waitFor(() => expect(stack.callsTo('GET /openapi.json')).toBe(checks + 1), {
          timeout: testLimits.waitMs,
        });
      } finally {
        beforeUpstream(undefined);
      }
    },
  );

  it('refuses more than the order still holds, naming the line in GraphQL terms, and writes nothing', async () => {
    const orderId = await createOrder();
    await createReturn(orderId);
    const before = (await rest('GET', '/returns?per_page=1')).Returns.count;
    const { body } = await query(CREATE, {
      input: returnInput(orderId, {
        lines: [
          { productId: '2', quantity: 1 },
          { productId: '1', quantity: 2 },
        ],
      }),
    });
    const [error] = body.errors!;
    expect(error!.extensions).toMatchObject({ code: 'CONFLICT', field: 'lines.1.quantity' });
    expect(error!.message).toMatch(new RegExp(`^Line 2: order ${orderId} holds 1 of .+ not yet returned, not 2$`));
    expect((await rest('GET', '/returns?per_page=1')).Returns.count).toBe(before);
  });

  it('refuses more money returned than the returned lines are worth, on moneyReturned with the bound in rupiah', async () => {
    const orderId = await createOrder();
    const { body } = await query(CREATE, { input: returnInput(orderId, { moneyReturned: 2_147_483_647 }) });
    expect(body.errors![0]).toMatchObject({
      message: 'Money returned cannot exceed Rp 50.000, the value of the returned items',
      extensions: { code: 'BAD_USER_INPUT', field: 'moneyReturned' },
    });
    expect((await query(RETURNABLE, { id: orderId })).body.data.order.returnableProducts[0]).toMatchObject({
      returnedQuantity: 0,
    });
  });

  it('refuses a product the order does not hold, naming the line', async () => {
    const orderId = await createOrder();
    const { body } = await query(CREATE, { input: returnInput(orderId, { lines: [{ productId: '9', quantity: 1 }] }) });
    expect(body.errors![0]!.extensions).toMatchObject({ code: 'CONFLICT', field: 'lines.0.productId' });
    expect(body.errors![0]!.message).toMatch(/^Line 1: order \d+ holds no /);
  });

  it.each([
    ['lines', { lines: [] }, 'Tidak ada Produk yang direturn'],
    ['lines.0.quantity', { lines: [{ productId: '1', quantity: 0 }] }, undefined],
    ['moneyReturned', { moneyReturned: -1 }, undefined],
  ])('refuses a bad %s before calling the REST API', async (field, overrides, message) => {
    const { result, calls } = await upstreamDuring(() => query(CREATE, { input: returnInput('1', overrides) }));
    const [error] = result.body.errors!;
    expect(error!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    if (message) expect(error!.message).toBe(message);
    expect(calls).toEqual([]);
  });

  it('names orderId and returnToId when the REST API does not know them', async () => {
    const unknownOrder = await query(CREATE, { input: returnInput('999999') });
    expect(unknownOrder.body.errors![0]!.extensions).toMatchObject({ field: 'orderId' });
    const orderId = await createOrder();
    const unknownWarehouse = await query(CREATE, { input: returnInput(orderId, { returnToId: '99999' }) });
    expect(unknownWarehouse.body.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'returnToId' });
    expect(unknownWarehouse.body.errors![0]!.message).not.toMatch(/ShipFromLocationId/);
  });

  it('deletes a return, answering it as it was, and frees its quantities again', async () => {
    const orderId = await createOrder();
    const created = await createReturn(orderId, { lines: [{ productId: '1', quantity: 2 }] });
    const { body } = await query(DELETE, { id: created.id });
    expect(body.errors).toBeUndefined();
    expect(body.data.deleteReturn).toEqual({ id: created.id, lines: [{ productId: '1', quantity: 2 }] });
    expect(
      (await query(`query ($id: ID!) { return(id: $id) { id } }`, { id: created.id })).body.errors![0]!.extensions!
        .code,
    ).toBe('NOT_FOUND');
    const returnable = (await query(RETURNABLE, { id: orderId })).body.data.order.returnableProducts;
    expect(returnable[0]).toMatchObject({ productId: '1', returnableQuantity: 2 });
    const again = await query(DELETE, { id: created.id });
    expect(again.body.errors![0]!.extensions).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('searches by words of the customer name in any letter case (the old screen matched case-sensitively)', async () => {
    const orderId = await createOrder('Bambang Wicaksono Hadi');
    const created = await createReturn(orderId);
    for (const search of ['wicaksono', 'BAMBANG hadi', 'Bambang Wicaksono']) {
      const { body } = await query(LIST, { filter: { customer: search }, perPage: -1 });
      expect(body.errors).toBeUndefined();
      expect(body.data.returns.rows.map((row: any) => row.id)).toContain(created.id);
      for (const row of body.data.returns.rows)
        expect(row.customerName.toLowerCase()).toContain(search.split(' ')[0]!.toLowerCase());
    }
  });

  it('lists a page with customers, warehouses and lines in one upstream call', async () => {
    const { result, calls } = await upstreamDuring(() => query(LIST, { perPage: 15 }));
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data.returns.rows.length).toBeGreaterThan(0);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatch(/^GET \/returns\?/);
  });
});
