import { describe, expect, it } from 'vitest';

import { todayInJakarta } from '../src/core/today';
import { orderInput } from './fixtures';
import { testStack } from './harness';
import { proxiedGateway } from './proxiedGateway';

const stack = testStack();
const { query, upstreamDuring } = stack;

const INVOICE = `id invoiceNumber orderId orderDate orderTotal invoiceDate type memo total createdAt
  customer { id fullName companyName email address }
  lines { id productId productName sku quantity unitPrice linePrice }`;
const RESULT = `message invoice { ${INVOICE} }`;
const CREATE = `mutation ($orderId: ID!, $input: ConsignmentInvoiceInput!) { createConsignmentInvoice(orderId: $orderId, input: $input) { ${RESULT} } }`;
const UPDATE = `mutation ($id: ID!, $input: ConsignmentInvoiceInput!) { updateConsignmentInvoice(id: $id, input: $input) { ${RESULT} } }`;
const DELETE = `mutation ($id: ID!) { deleteConsignmentInvoice(id: $id) { ${RESULT} } }`;
const ITEM = 'productId productName quantity unitPrice';
/** What the Create Invoice screen asks, in one query. */
const CREATE_INVOICE_SCREEN = `query ($id: ID!) {
  order(id: $id) {
    id orderDate consignmentStatus customer { fullName }
    consignment {
      status customerName
      invoices { ${INVOICE} }
      originalItems { ${ITEM} }
      remainingItems { ${ITEM} }
    }
  }
}`;
const LIST = `query ($filter: ConsignmentOrderFilter) {
  consignmentOrders(filter: $filter, perPage: -1) { totalCount rows { id customerType consignmentStatus } }
}`;

/** A new order (stockist unless told): 2 of product 1 at Rp 50.000 and 1 of product 2. */
async function createOrder(customerType = 'STOCKIST') {
  const { body } = await query(`mutation ($input: OrderInput!) { createOrder(input: $input) { id } }`, {
    input: orderInput({ customer: { ...orderInput().customer, name: 'Budi Santoso' }, customerType }),
  });
  expect(body.errors).toBeUndefined();
  return body.data.createOrder.id as string;
}

const invoiceInput = (overrides: Record<string, unknown> = {}) => ({
  type: 'PAYMENT',
  invoiceDate: '2026-11-20',
  memo: 'Titipan November',
  lines: [{ productId: '1', quantity: 1, unitPrice: 50000 }],
  ...overrides,
});

async function createInvoice(orderId: string, overrides: Record<string, unknown> = {}) {
  const { body } = await query(CREATE, { orderId, input: invoiceInput(overrides) });
  expect(body.errors).toBeUndefined();
  return body.data.createConsignmentInvoice as { message: string; invoice: Record<string, any> };
}

async function consignmentOf(orderId: string) {
  const { body } = await query(CREATE_INVOICE_SCREEN, { id: orderId });
  expect(body.errors).toBeUndefined();
  return body.data.order;
}

const remainingOf = (order: { consignment: { remainingItems: Array<{ productId: string; quantity: number }> } }) =>
  Object.fromEntries(order.consignment.remainingItems.map((item) => [item.productId, item.quantity]));

describe('consignment invoices', () => {
  it('lists only stockist orders, always sending customer_type=stockist, even when the filter names another order', async () => {
    const [stockistOrder, individualOrder] = [await createOrder(), await createOrder('INDIVIDUAL')];
    const { result, calls } = await upstreamDuring(() => query(LIST));
    expect(result.body.errors).toBeUndefined();
    const { rows } = result.body.data.consignmentOrders;
    expect(rows.map((row: { id: string }) => row.id)).toContain(stockistOrder);
    expect(rows.every((row: { customerType: string }) => row.customerType === 'STOCKIST')).toBe(true);
    expect(calls).toEqual([expect.stringMatching(/^GET \/orders\?.*customer_type=stockist/)]);

    const named = await query(LIST, { filter: { orderId: individualOrder } });
    expect(named.body.data.consignmentOrders).toEqual({ totalCount: 0, rows: [] });
    const own = await query(LIST, { filter: { orderId: stockistOrder } });
    expect(own.body.data.consignmentOrders).toEqual({
      totalCount: 1,
      rows: [{ id: stockistOrder, customerType: 'STOCKIST', consignmentStatus: 'PENDING' }],
    });
  });

  it('answers the Create Invoice screen in the same two REST calls however many invoices the order has', async () => {
    const orderId = await createOrder();
    const expected = ['GET /orders/' + orderId, `GET /orders/${orderId}/consignment_invoices`];
    const before = await upstreamDuring(() => query(CREATE_INVOICE_SCREEN, { id: orderId }));
    expect(before.result.body.errors).toBeUndefined();
    expect(before.calls).toEqual(expected);

    await createInvoice(orderId);
    await createInvoice(orderId, { lines: [{ productId: '2', quantity: 1, unitPrice: 1000 }] });
    const after = await upstreamDuring(() => query(CREATE_INVOICE_SCREEN, { id: orderId }));
    expect(after.result.body.errors).toBeUndefined();
    expect(after.result.body.data.order.consignment.invoices).toHaveLength(2);
    expect(after.calls).toEqual(expected);
  });

  it('creates an invoice numbered CI/{year}/NNNN: the order is On Process and its remaining items fall', async () => {
    const orderId = await createOrder();
    const pending = await consignmentOf(orderId);
    expect(pending.consignmentStatus).toBe('PENDING');
    expect(pending.consignment).toMatchObject({ status: 'PENDING', customerName: 'Budi Santoso', invoices: [] });
    expect(remainingOf(pending)).toEqual({ 1: 2, 2: 1 });
    expect(pending.consignment.originalItems).toEqual(pending.consignment.remainingItems);

    const { message, invoice } = await createInvoice(orderId);
    expect(invoice.invoiceNumber).toMatch(new RegExp(`^CI/${todayInJakarta().slice(0, 4)}/\\d{4}$`));
    expect(message).toBe(`Berhasil menambahkan Invoice ${invoice.invoiceNumber}`);
    expect(invoice).toMatchObject({
      orderId,
      orderDate: '2026-11-21',
      invoiceDate: '2026-11-20',
      type: 'PAYMENT',
      memo: 'Titipan November',
      total: 50000,
      customer: { fullName: 'Budi Santoso' },
      lines: [{ productId: '1', quantity: 1, unitPrice: 50000, linePrice: 50000 }],
    });
    expect(invoice.lines[0].productName).toBeTruthy();
    const fetched = await query(`query ($id: ID!) { consignmentInvoice(id: $id) { ${INVOICE} } }`, { id: invoice.id });
    expect(fetched.body.data.consignmentInvoice).toEqual(invoice);

    const onProcess = await consignmentOf(orderId);
    expect(onProcess.consignmentStatus).toBe('ON_PROCESS');
    expect(onProcess.consignment.status).toBe('ON_PROCESS');
    expect(onProcess.consignment.invoices).toEqual([invoice]);
    expect(remainingOf(onProcess)).toEqual({ 1: 1, 2: 1 });

    const second = await createInvoice(orderId);
    expect(second.invoice.invoiceNumber).not.toBe(invoice.invoiceNumber);
  });

  it('refuses more than remains as CONFLICT on the line, with the message, and writes nothing', async () => {
    const orderId = await createOrder();
    await createInvoice(orderId);
    const { productName } = (await consignmentOf(orderId)).consignment.originalItems.find(
      (item: { productId: string }) => item.productId === '1',
    );
    const lines = [
      { productId: '2', quantity: 1, unitPrice: 1000 },
      { productId: '1', quantity: 2, unitPrice: 50000 },
    ];
    const { body } = await query(CREATE, { orderId, input: invoiceInput({ lines }) });
    const [error] = body.errors!;
    expect(error!.extensions).toMatchObject({ code: 'CONFLICT', field: 'lines.1.quantity' });
    expect(error!.message).toBe(`Line 2: order ${orderId} has 1 of ${productName} left to invoice, not 2`);
    expect(remainingOf(await consignmentOf(orderId))).toEqual({ 1: 1, 2: 1 });
  });

  it('lets only one of two clerks invoicing the same remainder at once succeed', async () => {
    const orderId = await createOrder();
    const input = invoiceInput({ lines: [{ productId: '1', quantity: 2, unitPrice: 50000 }] });
    const answers = await Promise.all([query(CREATE, { orderId, input }), query(CREATE, { orderId, input })]);
    const codes = answers.map(({ body }) => body.errors?.[0]?.extensions?.code ?? 'OK').sort();
    expect(codes).toEqual(['CONFLICT', 'OK']);
    expect(remainingOf(await consignmentOf(orderId))).toEqual({ 2: 1 });
  });

  it("names the line of a product the order does not hold, and orderId for an order that is unknown or not a stockist's", async () => {
    const orderId = await createOrder();
    const missing = await query(CREATE, {
      orderId,
      input: invoiceInput({ lines: [{ productId: '9', quantity: 1, unitPrice: 1 }] }),
    });
    expect(missing.body.errors![0]!.extensions).toMatchObject({ code: 'CONFLICT', field: 'lines.0.productId' });
    expect(missing.body.errors![0]!.message).toMatch(new RegExp(`^Line 1: order ${orderId} holds no `));

    const individualOrder = await createOrder('INDIVIDUAL');
    const refused = await query(CREATE, { orderId: individualOrder, input: invoiceInput() });
    expect(refused.body.errors![0]!.extensions).toMatchObject({ code: 'CONFLICT', field: 'orderId' });
    expect(refused.body.errors![0]!.message).toBe(`Order ${individualOrder} is not a stockist's order`);
    const unknown = await query(CREATE, { orderId: '999999', input: invoiceInput() });
    expect(unknown.body.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'orderId' });
  });

  it("updates an invoice's type, memo, date and lines, keeping its number; what remains follows, and Done when nothing does", async () => {
    const orderId = await createOrder();
    const { invoice } = await createInvoice(orderId);
    const { body } = await query(UPDATE, {
      id: invoice.id,
      input: invoiceInput({
        type: 'ADJUSTMENT',
        invoiceDate: '2026-12-01',
        memo: 'Dikoreksi',
        lines: [{ productId: '1', quantity: 2, unitPrice: 45000 }],
      }),
    });
    expect(body.errors).toBeUndefined();
    const updated = body.data.updateConsignmentInvoice;
    expect(updated.message).toBe(`Berhasil mengubah Invoice ${invoice.invoiceNumber}`);
    expect(updated.invoice).toMatchObject({
      id: invoice.id,
      invoiceNumber: invoice.invoiceNumber,
      orderId,
      invoiceDate: '2026-12-01',
      type: 'ADJUSTMENT',
      memo: 'Dikoreksi',
      total: 90000,
      lines: [{ productId: '1', quantity: 2, unitPrice: 45000, linePrice: 90000 }],
    });
    expect(remainingOf(await consignmentOf(orderId))).toEqual({ 2: 1 });

    await createInvoice(orderId, { lines: [{ productId: '2', quantity: 1, unitPrice: 1000 }] });
    const done = await consignmentOf(orderId);
    expect([done.consignmentStatus, done.consignment.status, done.consignment.remainingItems]).toEqual([
      'DONE',
      'DONE',
      [],
    ]);
  });

  it('adds a date on edit to an invoice saved without one, and keeps the date when the edit leaves it out (spec 002 §7)', async () => {
    const orderId = await createOrder();
    const { invoice } = await createInvoice(orderId, { invoiceDate: null });
    expect(invoice.invoiceDate).toBeNull();
    const dated = await query(UPDATE, { id: invoice.id, input: invoiceInput({ invoiceDate: '2026-11-26' }) });
    expect(dated.body.data.updateConsignmentInvoice.invoice.invoiceDate).toBe('2026-11-26');
    const { invoiceDate: _left, ...withoutDate } = invoiceInput({ memo: 'Tanpa tanggal' });
    const kept = await query(UPDATE, { id: invoice.id, input: withoutDate });
    expect(kept.body.data.updateConsignmentInvoice.invoice).toMatchObject({
      memo: 'Tanpa tanggal',
      invoiceDate: '2026-11-26',
    });
  });

  it('refuses an edit taking more than remains, on the line, and an unknown invoice as NOT_FOUND', async () => {
    const orderId = await createOrder();
    const { invoice } = await createInvoice(orderId);
    const tooMany = await query(UPDATE, {
      id: invoice.id,
      input: invoiceInput({ lines: [{ productId: '1', quantity: 3, unitPrice: 50000 }] }),
    });
    expect(tooMany.body.errors![0]!.extensions).toMatchObject({ code: 'CONFLICT', field: 'lines.0.quantity' });
    expect(tooMany.body.errors![0]!.message).toMatch(
      new RegExp(`^Line 1: order ${orderId} has 2 of .+ left to invoice, not 3$`),
    );
    const unknown = await query(UPDATE, { id: '999999', input: invoiceInput() });
    expect(unknown.body.errors![0]!.extensions!.code).toBe('NOT_FOUND');
  });

  it('deletes an invoice, answering it as it was, and what it held remains again', async () => {
    const orderId = await createOrder();
    const { invoice } = await createInvoice(orderId, { lines: [{ productId: '1', quantity: 2, unitPrice: 50000 }] });
    expect(remainingOf(await consignmentOf(orderId))).toEqual({ 2: 1 });
    const { body } = await query(DELETE, { id: invoice.id });
    expect(body.errors).toBeUndefined();
    expect(body.data.deleteConsignmentInvoice).toEqual({
      message: `Berhasil menghapus Invoice ${invoice.invoiceNumber}`,
      invoice,
    });
    const after = await consignmentOf(orderId);
    expect(remainingOf(after)).toEqual({ 1: 2, 2: 1 });
    expect([after.consignmentStatus, after.consignment.invoices]).toEqual(['PENDING', []]);
    const gone = await query(`query ($id: ID!) { consignmentInvoice(id: $id) { id } }`, { id: invoice.id });
    expect(gone.body.errors![0]!.extensions!.code).toBe('NOT_FOUND');
  });

  it.each([
    ['lines', { lines: [] }, 'Add at least one item'],
    ['lines.0.quantity', { lines: [{ productId: '1', quantity: 0, unitPrice: 1 }] }, undefined],
    ['lines.0.unitPrice', { lines: [{ productId: '1', quantity: 1, unitPrice: -1 }] }, 'Price must be 0 or more'],
    ['memo', { memo: 'x'.repeat(2001) }, undefined],
  ])('refuses a bad %s before calling the REST API', async (field, overrides, message) => {
    const { result, calls } = await upstreamDuring(() =>
      query(CREATE, { orderId: '1', input: invoiceInput(overrides) }),
    );
    const [error] = result.body.errors!;
    expect(error!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    if (message) expect(error!.message).toBe(message);
    expect(calls).toEqual([]);
  });
});

describe('a saved invoice, when the answer holds what 002 §7 shows it reading', () => {
  const proxied = proxiedGateway(stack);
  /** 002 §7: POST and DELETE read message, PUT message and order_id: the rest of each answer is dropped. */
  proxied.state.rewrite = (call, answer) => {
    if (call === 'POST /consignment_invoices' || call === 'DELETE /consignment_invoices/{id}')
      return { message: answer.message };
    if (call === 'PUT /consignment_invoices/{id}') return { message: answer.message, order_id: answer.order_id };
    return answer;
  };
  const invoicesOf = async (orderId: string) =>
    (await stack.rest('GET', `/orders/${orderId}/consignment_invoices`)).invoices as Array<{ id: number }>;

  it('is reported as saved: created (found among the order’s invoices), updated (read back) and deleted (as it was)', async () => {
    const orderId = await createOrder();
    const created = await proxied.query(CREATE, { orderId, input: invoiceInput() });
    expect(created.body.errors).toBeUndefined();
    const { message, invoice } = created.body.data.createConsignmentInvoice;
    const saved = await invoicesOf(orderId);
    expect(saved).toHaveLength(1);
    expect(message).toBe(`Berhasil menambahkan Invoice ${invoice.invoiceNumber}`);
    expect(invoice).toMatchObject({ id: String(saved[0]!.id), orderId, memo: 'Titipan November', total: 50000 });

    const updated = await proxied.query(UPDATE, { id: invoice.id, input: invoiceInput({ memo: 'Diubah' }) });
    expect(updated.body.errors).toBeUndefined();
    expect(updated.body.data.updateConsignmentInvoice.invoice).toMatchObject({ id: invoice.id, memo: 'Diubah' });

    const deleted = await proxied.query(DELETE, { id: invoice.id });
    expect(deleted.body.errors).toBeUndefined();
    expect(deleted.body.data.deleteConsignmentInvoice.invoice).toMatchObject({ id: invoice.id, memo: 'Diubah' });
    expect(await invoicesOf(orderId)).toEqual([]);
  });

  it('shows an invoice type and a consignment status it does not know as their own text, keeping the rows', async () => {
    const orderId = await createOrder();
    const { invoice } = await createInvoice(orderId);
    proxied.state.rewrite = (call, answer) => {
      if (call === 'GET /orders/{id}/consignment_invoices')
        return { ...answer, status: 7, invoices: answer.invoices.map((one: object) => ({ ...one, type: 'refund' })) };
      return answer;
    };
    const { body } = await proxied.query(
      `query ($id: ID!) { order(id: $id) { consignment { status unknownStatus invoices { id type unknownType } } } }`,
      { id: orderId },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.order.consignment).toEqual({
      status: null,
      unknownStatus: '7',
      invoices: [{ id: invoice.id, type: null, unknownType: 'refund' }],
    });
  });
});
