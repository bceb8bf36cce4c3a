import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { Pool } from 'undici';
import { describe, expect, it } from 'vitest';

import { readConfig } from '../src/config';
import { createLogger } from '../src/core/logger';
import { GatewayMetrics } from '../src/core/metrics';
import { messageAnswer } from '../src/core/restAnswer';
import { RestClient } from '../src/core/restClient';
import { SESSION_CHECK_CALL } from '../src/core/session';
import { startGateway } from '../src/server';
import { orderInput } from './fixtures';
import { eventLoopTurns, graphql, loginCookie, testGatewayConfig, testStack } from './harness';

const stack = testStack();
const { query, rest, upstreamDuring } = stack;

/** The detail dialog's query: everything it shows, in one request. */
const ORDER_DETAIL = `query OrderDetail($id: ID!) {
  order(id: $id) {
    id orderDate shipmentDate paymentStatus shipmentStatus salesChannel customerType
    customer { id fullName phoneNumber }
    shipFrom { id name city { id name province { id name } } }
    courier { id company }
    shippingAddress { address postalCode city { id name type } province { id name } }
    lines { id productId productName sku quantity unitPrice linePrice grossWeight product { id grossPrice retailPrice } }
    totals { totalQuantity subTotal taxPercent tax deliveryFee total }
    memo invoiceNumber trackingCode paymentMethod
    quickbooksStatus { state text paidOn account amount }
    canOrderGojek
  }
}`;

const CREATE = `mutation CreateOrder($input: OrderInput!) {
  createOrder(input: $input) {
    id paymentStatus shipmentStatus salesChannel customerType
    customer { id firstName middleName lastName fullName phoneNumber }
    shippingAddress { address postalCode city { id name } province { id name } }
    lines { productId quantity unitPrice linePrice }
    totals { totalQuantity subTotal taxPercent tax deliveryFee total }
  }
}`;

async function createOrder(overrides: Record<string, unknown> = {}) {
  const { body } = await query(CREATE, { input: orderInput(overrides) });
  expect(body.errors).toBeUndefined();
  return body.data.createOrder;
}

const STATUS = `query($id: ID!) { order(id: $id) { quickbooksStatus { state text paidOn account amount } } }`;
const REFRESH = `mutation($id: ID!) { refreshQuickbooksStatus(id: $id) { id quickbooksStatus { state text } } }`;
/** The order ids whose QuickBooks status the gateway asked the REST API for. */
const quickbooksCalls = (calls: string[]) =>
  calls
    .filter((call) => call.startsWith('GET /quickbooks/orderInvoice/'))
    .map((call) => call.slice('GET /quickbooks/orderInvoice/'.length));

/** A paid order whose QuickBooks lookup succeeds in the stand-in (ids divisible by 3 or 11 answer otherwise). */
async function paidOrder() {
  let paid = await createOrder({ paymentStatus: 'PAYMENT_SUCCESS' });
  while (Number(paid.id) % 3 === 0 || Number(paid.id) % 11 === 0)
    paid = await createOrder({ paymentStatus: 'PAYMENT_SUCCESS' });
  return paid;
}

const customerCount = async () => (await rest('GET', '/customers?per_page=1')).Customers.count as number;
const rupiah = (amount: number) => `Rp ${amount.toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;

describe('the order detail dialog in one query', () => {
  it('costs 1 + distinct products + 1 upstream calls for 10 lines over 8 products', async () => {
    const productIds = [1, 2, 3, 4, 5, 6, 7, 8, 1, 2];
    const created = await createOrder({
      paymentStatus: 'PAYMENT_SUCCESS',
      lines: productIds.map((id, index) => ({
        productId: String(id),
        quantity: 2,
        unitPrice: index % 2 === 0 ? 10000 : null,
      })),
    });
    const { result, calls } = await upstreamDuring(() => query(ORDER_DETAIL, { id: created.id }));
    const { body } = result;
    expect(body.errors).toBeUndefined();

    expect(calls.filter((call) => call === `GET /orders/${created.id}`)).toHaveLength(1);
    const productCalls = calls.filter((call) => call.startsWith('GET /products/'));
    expect(productCalls.sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((id) => `GET /products/${id}`).sort());
    expect(calls.filter((call) => call.startsWith('GET /quickbooks/orderInvoice/'))).toEqual([
      `GET /quickbooks/orderInvoice/${created.id}`,
    ]);
    // Besides the session check, once per token per SESSION_CHECK_TTL_MS, in the same wave.
    expect(calls.filter((call) => call !== SESSION_CHECK_CALL)).toHaveLength(1 + 8 + 1);

    const order = body.data.order;
    expect(order.lines).toHaveLength(10);
    const products = await Promise.all(
      [1, 2, 3, 4, 5, 6, 7, 8].map(async (id) => (await rest('GET', `/products/${id}`)).Product),
    );
    for (const [index, line] of order.lines.entries()) {
      const product = products[productIds[index]! - 1]!;
      expect(line.grossWeight).toBe(product.gross_weight);
      expect(line.product).toEqual({
        id: String(product.id),
        grossPrice: product.gross_price,
        retailPrice: product.retail_price,
      });
      // Lines sent without a price took the product's gross price.
      expect(line.unitPrice).toBe(index % 2 === 0 ? 10000 : product.gross_price);
      expect(line.linePrice).toBe(2 * line.unitPrice);
    }
    const subTotal = order.lines.reduce((sum: number, line: any) => sum + line.linePrice, 0);
    const tax = Math.round((subTotal * 11) / 100);
    expect(order.totals).toEqual({
      totalQuantity: 20,
      subTotal,
      taxPercent: 11,
      tax,
      deliveryFee: 15000,
      total: subTotal + tax + 15000,
    });
    expect(order).toMatchObject({
      customer: { fullName: 'Siti Nur Aisyah', phoneNumber: '+6281234567890' },
      shipFrom: { id: '1' },
      courier: { id: '2' },
      shippingAddress: {
        address: 'Jl. Pluit Raya No. 5',
        postalCode: '14450',
        city: { id: '3175', name: 'Jakarta Utara' },
        province: { id: '31' },
      },
      canOrderGojek: false,
    });

    // Seen again within the minute: the order only (its products and QuickBooks status are kept).
    const again = await upstreamDuring(() => query(ORDER_DETAIL, { id: created.id }));
    expect(again.result.body.data.order).toEqual(order);
    expect(again.calls.filter((call) => call !== SESSION_CHECK_CALL)).toEqual([`GET /orders/${created.id}`]);

    // A product changed through the gateway is read afresh for the lines that show it.
    const { status } = (await query(`{ product(id: "3") { status } }`)).body.data.product;
    expect(
      (
        await query(`mutation($status: ProductStatus!) { setProductStatus(id: "3", status: $status) { id } }`, {
          status,
        })
      ).body.errors,
    ).toBeUndefined();
    const afterEdit = await upstreamDuring(() => query(ORDER_DETAIL, { id: created.id }));
    expect(afterEdit.calls.filter((call) => call !== SESSION_CHECK_CALL).sort()).toEqual([
      `GET /orders/${created.id}`,
      'GET /products/3',
    ]);
  });

  it('loads the whole customer or warehouse only when asked for more than the order carries', async () => {
    const { calls } = await upstreamDuring(() =>
      query(`{ order(id: "5") { customer { fullName city { name } } shipFrom { name address } } }`),
    );
    expect(
      calls.filter((call) => call.startsWith('GET /customers/') || call.startsWith('GET /warehouse/')),
    ).toHaveLength(2);
  });

  it('reads the QuickBooks status: not imported, error (never a query error), paid and unpaid', async () => {
    const { body } = await query(
      `{ a: order(id: "3") { quickbooksStatus { state text } } b: order(id: "11") { id quickbooksStatus { state text paidOn } } }`,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.a.quickbooksStatus).toEqual({ state: 'NOT_IMPORTED', text: 'Not imported to Quickbooks' });
    expect(body.data.b).toEqual({ id: '11', quickbooksStatus: { state: 'ERROR', text: 'Error', paidOn: null } });

    const paid = await paidOrder();
    const status = (await query(STATUS, { id: paid.id })).body.data.order.quickbooksStatus;
    expect(status).toEqual({
      state: 'PAID',
      text: `23/11/2026 · Bank BCA 5425 - Operasional · ${rupiah(paid.totals.total)}`,
      paidOn: '2026-11-23',
      account: 'Bank BCA 5425 - Operasional',
      amount: paid.totals.total,
    });
  });

  it('reuses a status across requests until refreshQuickbooksStatus asks QuickBooks again; a failed lookup is never kept', async () => {
    const paid = await paidOrder();
    const first = await upstreamDuring(() => query(STATUS, { id: paid.id }));
    expect(quickbooksCalls(first.calls)).toEqual([paid.id]);

    // QuickBooks now says unpaid; the kept answer is what the next request sees, without asking again.
    await rest('PUT', `/orders/${paid.id}`, { OrderStatus: 'payment_pending' });
    const kept = await upstreamDuring(() => query(STATUS, { id: paid.id }));
    expect(kept.result.body.data.order.quickbooksStatus.state).toBe('PAID');
    expect(quickbooksCalls(kept.calls)).toEqual([]);

    const refreshed = await upstreamDuring(() => query(REFRESH, { id: paid.id }));
    expect(refreshed.result.body.errors).toBeUndefined();
    expect(refreshed.result.body.data.refreshQuickbooksStatus).toEqual({
      id: paid.id,
      quickbooksStatus: { state: 'NO_PAYMENT', text: 'No Payment' },
    });
    expect(quickbooksCalls(refreshed.calls)).toEqual([paid.id]);
    const after = await upstreamDuring(() => query(STATUS, { id: paid.id }));
    expect(after.result.body.data.order.quickbooksStatus.state).toBe('NO_PAYMENT');
    expect(quickbooksCalls(after.calls)).toEqual([]);

    // Order 11's lookup fails in the stand-in: each request asks again, and a refresh shows ERROR.
    for (let ask = 0; ask < 2; ask++)
      expect(quickbooksCalls((await upstreamDuring(() => query(STATUS, { id: '11' }))).calls)).toEqual(['11']);
    expect((await query(REFRESH, { id: '11' })).body.data.refreshQuickbooksStatus.quickbooksStatus.state).toBe('ERROR');
  });

  it('refreshes no status of an order that does not exist', async () => {
    const { result, calls } = await upstreamDuring(() => query(REFRESH, { id: '999999' }));
    expect(result.body.errors![0]!.extensions!.code).toBe('NOT_FOUND');
    expect(quickbooksCalls(calls)).toEqual([]);
  });
});

describe('the orders list', () => {
  it('batches the QuickBooks lookups of 50 rows, and fetches no product when only names are asked', async () => {
    // Statuses answered within the last minute are reused (failed lookups are not).
    const kept = new Set(quickbooksCalls(stack.upstreamCalls).filter((id) => Number(id) % 11 !== 0));
    const { result, calls } = await upstreamDuring(() =>
      query(
        `{ orders(perPage: 50) { totalCount rows { id paymentStatus lines { productName sku quantity } totals { total } quickbooksStatus { state text } } } }`,
      ),
    );
    const { rows, totalCount } = result.body.data.orders;
    expect(rows).toHaveLength(50);
    expect(totalCount).toBeGreaterThanOrEqual(70);
    expect(calls.filter((call) => call.startsWith('GET /orders?'))).toHaveLength(1);
    // Every row's status in one wave, except those earlier tests of this file already had answered.
    const notKept = rows.map((row: { id: string }) => row.id).filter((id: string) => !kept.has(id));
    expect(notKept.length).toBeGreaterThan(40);
    expect(quickbooksCalls(calls).sort()).toEqual(notKept.sort());
    expect(calls.filter((call) => call.startsWith('GET /products'))).toEqual([]);
    expect(calls).toHaveLength(1 + notKept.length);
    for (const row of rows) {
      const id = Number(row.id);
      const expected =
        id % 11 === 0
          ? 'ERROR'
          : id % 3 === 0
            ? 'NOT_IMPORTED'
            : row.paymentStatus === 'PAYMENT_SUCCESS'
              ? 'PAID'
              : 'NO_PAYMENT';
      expect(row.quickbooksStatus.state).toBe(expected);
    }

    // The same page again: only the failed lookups are asked again.
    const again = await upstreamDuring(() =>
      query(`{ orders(perPage: 50) { rows { id quickbooksStatus { state } } } }`),
    );
    const failed = rows
      .filter((row: { quickbooksStatus: { state: string } }) => row.quickbooksStatus.state === 'ERROR')
      .map((row: { id: string }) => row.id);
    expect(failed.length).toBeGreaterThan(0);
    expect(quickbooksCalls(again.calls).sort()).toEqual(failed.sort());
  });

  it('maps every filter to the REST keys', async () => {
    const all = (await rest('GET', '/orders?per_page=-1')).Orders.rows as any[];
    const list = async (filter: Record<string, unknown>) => {
      const { result, calls } = await upstreamDuring(() =>
        query(
          `query($filter: OrderFilter) { orders(filter: $filter, perPage: -1) { totalCount rows { id orderDate salesChannel paymentStatus shipmentStatus customerType shipFrom { id } } } }`,
          {
            filter,
          },
        ),
      );
      expect(result.body.errors).toBeUndefined();
      return { ...result.body.data.orders, url: calls.find((call) => call.startsWith('GET /orders?'))! };
    };

    const channels = await list({ salesChannels: ['SHOPEE', 'TIKTOK'] });
    expect(channels.url).toContain('sales_type=shopee%2Ctiktok');
    expect(channels.totalCount).toBe(all.filter((order) => ['shopee', 'tiktok'].includes(order.sales_type)).length);
    expect(channels.rows.every((row: any) => ['SHOPEE', 'TIKTOK'].includes(row.salesChannel))).toBe(true);

    const range = await list({ startDate: '2026-10-01', endDate: '2026-10-31' });
    expect(range.url).toMatch(/start_date=2026-10-01&end_date=2026-10-31/);
    expect(range.totalCount).toBe(
      all.filter((order) => order.order_date >= '2026-10-01' && order.order_date <= '2026-10-31').length,
    );

    const paid = await list({ paymentStatus: 'PAYMENT_SUCCESS', shipmentStatus: 'LABEL_PRINTED' });
    expect(paid.url).toMatch(/status=payment_success/);
    expect(paid.url).toMatch(/shipment_status=Label\+Printed/);
    expect(paid.totalCount).toBe(
      all.filter((order) => order.OrderStatus === 'payment_success' && order.ShipStatus === 'Label Printed').length,
    );
    expect(
      paid.rows.every((row: any) => row.paymentStatus === 'PAYMENT_SUCCESS' && row.shipmentStatus === 'LABEL_PRINTED'),
    ).toBe(true);

    const some = all[4];
    const fromWarehouse = await list({ shipFromId: String(some.ShipFromLocationId) });
    expect(fromWarehouse.totalCount).toBe(
      all.filter((order) => order.ShipFromLocationId === some.ShipFromLocationId).length,
    );
    expect(fromWarehouse.rows.every((row: any) => row.shipFrom.id === String(some.ShipFromLocationId))).toBe(true);

    const byId = await list({ orderId: String(some.id) });
    expect(byId.rows.map((row: any) => row.id)).toEqual([String(some.id)]);

    const byCustomer = await list({ customer: some.Customer.fullName, customerType: some.customer_type.toUpperCase() });
    expect(byCustomer.url).toMatch(/customer_type=/);
    expect(byCustomer.rows.map((row: any) => row.id)).toContain(String(some.id));
  });

  it('sorts by total, ascending', async () => {
    const { body } = await query(`{ orders(perPage: 10, sortBy: TOTAL, desc: false) { rows { id } } }`);
    const expected = (await rest('GET', '/orders?per_page=10&orderby=grand_total&desc=false')).Orders.rows.map(
      (row: any) => String(row.id),
    );
    expect(body.data.orders.rows.map((row: any) => row.id)).toEqual(expected);
  });

  it('spells every channel both ways, crystal web included', async () => {
    const created = await createOrder({ salesChannel: 'CRYSTAL_WEB', customerType: 'ONLINE_RETAILER' });
    expect(created).toMatchObject({ salesChannel: 'CRYSTAL_WEB', customerType: 'ONLINE_RETAILER' });
    expect((await rest('GET', `/orders/${created.id}`)).Order.sales_type).toBe('crystal web');
    const { body } = await query(`{ orders(filter: { salesChannels: [CRYSTAL_WEB] }, perPage: -1) { rows { id } } }`);
    expect(body.data.orders.rows.map((row: any) => row.id)).toContain(created.id);
  });
});

describe('createOrder', () => {
  it('creates the customer with the split name, then the order with its totals', async () => {
    const customersBefore = await customerCount();
    const { result: created, calls } = await upstreamDuring(() => createOrder());
    expect(calls.filter((call) => !call.startsWith('GET /products/'))).toEqual(['POST /customers', 'POST /orders']);
    expect(await customerCount()).toBe(customersBefore + 1);

    const product2 = (await rest('GET', '/products/2')).Product;
    const subTotal = 2 * 50000 + product2.gross_price;
    const tax = Math.round(subTotal * 0.11);
    expect(created).toMatchObject({
      paymentStatus: 'PAYMENT_PENDING',
      shipmentStatus: 'PROCESSED',
      customer: {
        firstName: 'Siti',
        middleName: 'Nur',
        lastName: 'Aisyah',
        fullName: 'Siti Nur Aisyah',
        phoneNumber: '+6281234567890',
      },
      shippingAddress: {
        address: 'Jl. Pluit Raya No. 5',
        postalCode: '14450',
        city: { id: '3175' },
        province: { id: '31' },
      },
      lines: [
        { productId: '1', quantity: 2, unitPrice: 50000, linePrice: 100000 },
        { productId: '2', quantity: 1, unitPrice: product2.gross_price, linePrice: product2.gross_price },
      ],
      totals: { totalQuantity: 3, subTotal, taxPercent: 11, tax, deliveryFee: 15000, total: subTotal + tax + 15000 },
    });

    const stored = (await rest('GET', `/orders/${created.id}`)).Order;
    expect(stored).toMatchObject({
      grand_total: subTotal + tax + 15000,
      shipping_method: 'manual',
      CustomerId: Number(created.customer.id),
    });
    const customer = (await rest('GET', `/customers/${created.customer.id}`)).Customer;
    expect(customer).toMatchObject({
      addressLine1: 'Jl. Pluit Raya No. 5',
      city_id: 3175,
      province_id: 31,
      postal_code: '14450',
    });
  });

  it('refuses bad input naming the field, before any REST call', async () => {
    const { result, calls } = await upstreamDuring(() => query(CREATE, { input: orderInput({ lines: [] }) }));
    expect(result.body.errors![0]).toMatchObject({
      message: 'Add at least one product line',
      extensions: { code: 'BAD_USER_INPUT', field: 'lines' },
    });
    expect(calls).toEqual([]);
    const badTax = await query(CREATE, { input: orderInput({ taxPercent: 12 }) });
    expect(badTax.body.errors![0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'taxPercent' } });
  });

  it('removes the new customer again when the REST API refuses the order, and reports its message', async () => {
    const customersBefore = await customerCount();
    const { result, calls } = await upstreamDuring(() =>
      query(CREATE, { input: orderInput({ lines: [{ productId: '99999', quantity: 1, unitPrice: 1000 }] }) }),
    );
    expect(result.body.data?.createOrder ?? null).toBeNull();
    expect(result.body.errors![0]).toMatchObject({
      message: 'Product 99999 is not a known product',
      extensions: { code: 'BAD_USER_INPUT', field: 'lines.0.productId' },
    });
    // The delete reads the customer first (core/savedRecord.ts deletedRecord), then deletes it.
    expect(calls.filter((call) => !call.startsWith('GET '))).toEqual([
      'POST /customers',
      'POST /orders',
      expect.stringMatching(/^DELETE \/customers\/\d+$/),
    ]);
    expect(await customerCount()).toBe(customersBefore);
  });
});

describe('the order form’s messages from the gateway (issue 9 items 4 and 5)', () => {
  it('refuses the required fields left empty with the form’s own words, every one named', async () => {
    const empty = {
      customerId: null,
      name: ' ',
      phoneNumber: null,
      address: '',
      provinceId: '',
      cityId: '',
      postalCode: null,
    };
    const { result, calls } = await upstreamDuring(() =>
      query(CREATE, {
        input: orderInput({
          customer: empty,
          shipFromId: '',
          salesChannel: null,
          customerType: null,
          lines: [{ productId: '', quantity: 1 }],
        }),
      }),
    );
    expect(result.body.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'customer.name' });
    // The same texts the order form shows (web OrderFormPage.test.tsx).
    expect(result.body.errors![0]!.extensions!.fields).toEqual([
      { field: 'customer.name', message: 'Customer name is required' },
      { field: 'customer.address', message: 'Shipment address is required' },
      { field: 'customer.provinceId', message: 'Province is required' },
      { field: 'customer.cityId', message: 'City is required' },
      { field: 'shipFromId', message: 'Ship-from warehouse is required' },
      { field: 'salesChannel', message: 'Sales channel is required' },
      { field: 'customerType', message: 'Customer type is required' },
      { field: 'lines.0.productId', message: 'Product is required' },
    ]);
    expect(calls).toEqual([]);
  });

  it('says a quantity below 1 must be 1 or more, and refuses a phone that is not a number rather than dropping it', async () => {
    const negative = await query(CREATE, { input: orderInput({ lines: [{ productId: '1', quantity: -2 }] }) });
    expect(negative.body.errors![0]).toMatchObject({
      message: 'Quantity must be 1 or more',
      extensions: { code: 'BAD_USER_INPUT', field: 'lines.0.quantity' },
    });
    const letters = await query(CREATE, {
      input: orderInput({ customer: { ...orderInput().customer, phoneNumber: 'abcdef' } }),
    });
    expect(letters.body.errors![0]).toMatchObject({
      message: 'Phone number must be 6 to 13 digits after +62',
      extensions: { code: 'BAD_USER_INPUT', field: 'customer.phoneNumber' },
    });
  });
});

describe('an order for a chosen customer (issue 9 item 9)', () => {
  /** A customer as the Customers screen makes one: name in two parts, e-mail, type. */
  async function existingCustomer() {
    const body = {
      firstName: 'Budi',
      middleName: null,
      lastName: `Pelanggan${Date.now()}`,
      email: 'budi@example.com',
      type: 'reseller',
      taxStatus: 'Non PKP',
      contactNo: '+6281311112222',
      addressLine1: 'Jl. Braga No. 9',
      province_id: 32,
      city_id: 3273,
      postal_code: '40111',
    };
    return (await rest('POST', '/customers', body)).Customer;
  }
  const chosen = (customer: any, changes: Record<string, unknown> = {}) => ({
    customerId: String(customer.id),
    name: customer.fullName,
    phoneNumber: customer.CustomerContact.contactNo,
    address: customer.addressLine1,
    provinceId: String(customer.province_id),
    cityId: String(customer.city_id),
    postalCode: customer.postal_code,
    ...changes,
  });

  it('orders twice for the same customer and leaves one customer record, unchanged', async () => {
    const customer = await existingCustomer();
    const customersBefore = await customerCount();
    const { result: first, calls } = await upstreamDuring(() => createOrder({ customer: chosen(customer) }));
    const second = await createOrder({ customer: chosen(customer) });
    expect(await customerCount()).toBe(customersBefore);
    expect([first.customer.id, second.customer.id]).toEqual([String(customer.id), String(customer.id)]);
    // Nothing of the customer changed, so nothing of it was written.
    expect(calls.filter((call) => !call.startsWith('GET /products/'))).toEqual([
      `GET /customers/${customer.id}`,
      'POST /orders',
    ]);
    const { updatedAt: _updated, ...fields } = customer;
    expect((await rest('GET', `/customers/${customer.id}`)).Customer).toMatchObject(fields);
  });

  it('brings the chosen customer up to the order’s phone and address, keeping its own name parts and the rest', async () => {
    const customer = await existingCustomer();
    const order = await createOrder({
      customer: chosen(customer, { phoneNumber: '+62227654321', address: 'Jl. Dago No. 1', postalCode: '40135' }),
    });
    expect(order.customer).toMatchObject({
      id: String(customer.id),
      fullName: customer.fullName,
      phoneNumber: '+62227654321',
    });
    expect((await rest('GET', `/customers/${customer.id}`)).Customer).toMatchObject({
      firstName: 'Budi',
      middleName: null,
      lastName: customer.lastName,
      type: 'reseller',
      CustomerContact: { contactNo: '+62227654321', email: 'budi@example.com' },
      addressLine1: 'Jl. Dago No. 1',
      postal_code: '40135',
    });
  });

  it('puts a chosen customer back as it was, and never deletes it, when the order is refused', async () => {
    const customer = await existingCustomer();
    const customersBefore = await customerCount();
    const path = `/customers/${customer.id}`;
    const { result, calls } = await upstreamDuring(() =>
      query(CREATE, {
        input: orderInput({
          customer: chosen(customer, { address: 'Jl. Lain No. 2' }),
          lines: [{ productId: '99999', quantity: 1, unitPrice: 1000 }],
        }),
      }),
    );
    expect(result.body.errors![0]).toMatchObject({
      message: 'Product 99999 is not a known product',
      extensions: { code: 'BAD_USER_INPUT', field: 'lines.0.productId' },
    });
    expect(calls).toEqual([`GET ${path}`, `PUT ${path}`, 'POST /orders', `PUT ${path}`]);
    expect(await customerCount()).toBe(customersBefore);
    const { updatedAt: _updated, ...fields } = customer;
    expect((await rest('GET', path)).Customer).toMatchObject(fields);
  });

  it('refuses a customer id nobody has, naming the field, before writing anything', async () => {
    const { result, calls } = await upstreamDuring(() =>
      query(CREATE, { input: orderInput({ customer: { ...orderInput().customer, customerId: '99999' } }) }),
    );
    expect(result.body.errors![0]).toMatchObject({
      message: 'Customer 99999 is not a known customer',
      extensions: { code: 'BAD_USER_INPUT', field: 'customer.customerId' },
    });
    expect(calls.filter((call) => !call.startsWith('GET '))).toEqual([]);
  });

  it('moves an edited order to a chosen customer, leaving its previous one in place', async () => {
    const customer = await existingCustomer();
    const order = await createOrder();
    const { body } = await query(
      `mutation($id: ID!, $input: OrderInput!) { updateOrder(id: $id, input: $input) { customer { id fullName } } }`,
      {
        id: order.id,
        input: orderInput({ customer: chosen(customer) }),
      },
    );
    expect(body.data.updateOrder.customer).toEqual({ id: String(customer.id), fullName: customer.fullName });
    expect((await rest('GET', `/customers/${order.customer.id}`)).Customer.fullName).toBe('Siti Nur Aisyah');
  });
});

describe('updateOrder', () => {
  const UPDATE = `mutation($id: ID!, $input: OrderInput!) { updateOrder(id: $id, input: $input) { id customer { id fullName } lines { productId quantity } totals { total } } }`;

  it('changes the order’s own customer in place, keeping what the form does not hold', async () => {
    const created = await createOrder();
    const customerId = created.customer.id;
    const before = (await rest('GET', `/customers/${customerId}`)).Customer;
    await rest('PUT', `/customers/${customerId}`, {
      firstName: before.firstName,
      middleName: before.middleName,
      lastName: before.lastName,
      email: 'siti@example.com',
      type: 'reseller',
      city_id: before.city_id,
      province_id: before.province_id,
    });
    const customersBefore = await customerCount();

    const { body } = await query(UPDATE, {
      id: created.id,
      input: orderInput({
        customer: {
          name: 'Budi Santoso',
          phoneNumber: '+62217654321',
          address: 'Jl. Braga No. 9',
          provinceId: '32',
          cityId: '3273',
          postalCode: '40111',
        },
        lines: [{ productId: '3', quantity: 4, unitPrice: 1000 }],
        taxPercent: 0,
        deliveryFee: 0,
      }),
    });
    expect(body.errors).toBeUndefined();
    expect(body.data.updateOrder).toEqual({
      id: created.id,
      customer: { id: customerId, fullName: 'Budi Santoso' },
      lines: [{ productId: '3', quantity: 4 }],
      totals: { total: 4000 },
    });
    expect(await customerCount()).toBe(customersBefore);
    expect((await rest('GET', `/customers/${customerId}`)).Customer).toMatchObject({
      firstName: 'Budi',
      middleName: 'Santoso',
      lastName: null,
      CustomerContact: { contactNo: '+62217654321', email: 'siti@example.com' },
      type: 'reseller',
      addressLine1: 'Jl. Braga No. 9',
      city_id: 3273,
    });
    expect((await rest('GET', `/orders/${created.id}`)).Order).toMatchObject({
      CustomerId: Number(customerId),
      city_id: 3273,
      grand_total: 4000,
      ShiptoAddress: 'Jl. Braga No. 9',
    });
  });

  it('puts the customer back as it was when the order edit is refused', async () => {
    const created = await createOrder();
    const customerBefore = (await rest('GET', `/customers/${created.customer.id}`)).Customer;
    const orderBefore = (await rest('GET', `/orders/${created.id}`)).Order;
    const { result, calls } = await upstreamDuring(() =>
      query(UPDATE, {
        id: created.id,
        input: orderInput({
          customer: { ...orderInput().customer, name: 'Someone Else' },
          lines: [{ productId: '99999', quantity: 1, unitPrice: 5 }],
        }),
      }),
    );
    expect(result.body.errors![0]).toMatchObject({
      message: 'Product 99999 is not a known product',
      extensions: { code: 'BAD_USER_INPUT', field: 'lines.0.productId' },
    });
    const customerPath = `/customers/${created.customer.id}`;
    expect(calls).toEqual([
      `GET /orders/${created.id}`,
      `GET ${customerPath}`,
      `PUT ${customerPath}`,
      `PUT /orders/${created.id}`,
      `PUT ${customerPath}`,
    ]);
    const { updatedAt: _customerUpdated, ...customerFields } = customerBefore;
    expect((await rest('GET', customerPath)).Customer).toMatchObject(customerFields);
    const { updatedAt: _orderUpdated, ...orderFields } = orderBefore;
    expect((await rest('GET', `/orders/${created.id}`)).Order).toMatchObject(orderFields);
  });
});

describe('shipment status rules through the mutations', () => {
  const SAVE = `mutation($id: ID!, $input: OrderShippingInput!) { updateOrderShipping(id: $id, input: $input) { shipmentStatus trackingCode paymentStatus shipFrom { id } courier { id } shipmentDate } }`;
  const LABEL = `mutation($id: ID!) { generateShippingLabel(id: $id) { shipmentStatus } }`;
  const shipping = (overrides: Record<string, unknown> = {}) => ({
    shipFromId: '2',
    shipmentDate: '2026-11-22',
    shipmentStatus: 'PROCESSED',
    courierId: '3',
    trackingCode: null,
    paymentStatus: 'PAYMENT_SUCCESS',
    ...overrides,
  });

  it('saves the detail dialog; a tracking code makes a Processed or Label Printed order Shipped', async () => {
    const { id } = await createOrder();
    const untracked = await query(SAVE, { id, input: shipping() });
    expect(untracked.body.data.updateOrderShipping).toEqual({
      shipmentStatus: 'PROCESSED',
      trackingCode: null,
      paymentStatus: 'PAYMENT_SUCCESS',
      shipFrom: { id: '2' },
      courier: { id: '3' },
      shipmentDate: '2026-11-22',
    });
    const tracked = await query(SAVE, {
      id,
      input: shipping({ shipmentStatus: 'LABEL_PRINTED', trackingCode: ' JNE123 ' }),
    });
    expect(tracked.body.data.updateOrderShipping).toMatchObject({ shipmentStatus: 'SHIPPED', trackingCode: 'JNE123' });
    const delivered = await query(SAVE, {
      id,
      input: shipping({ shipmentStatus: 'DELIVERED', trackingCode: 'JNE123' }),
    });
    expect(delivered.body.data.updateOrderShipping.shipmentStatus).toBe('DELIVERED');
  });

  it('generates a label: Processed becomes Label Printed and is saved; any other status is left alone', async () => {
    const { id } = await createOrder();
    const first = await upstreamDuring(() => query(LABEL, { id }));
    expect(first.result.body.data.generateShippingLabel.shipmentStatus).toBe('LABEL_PRINTED');
    expect(first.calls).toEqual([`GET /orders/${id}`, `PUT /orders/${id}`]);
    const again = await upstreamDuring(() => query(LABEL, { id }));
    expect(again.result.body.data.generateShippingLabel.shipmentStatus).toBe('LABEL_PRINTED');
    expect(again.calls).toEqual([`GET /orders/${id}`]);
  });
});

describe('outside services', () => {
  const GOJEK = `mutation($id: ID!) { orderGojek(id: $id) { message } }`;
  const JUBELIO = `mutation($id: ID!) { syncOrderToJubelio(id: $id) { message } }`;

  it('refuses Gojek in the gateway for an order with another courier', async () => {
    const { id } = await createOrder({ courierId: '2' });
    const { result, calls } = await upstreamDuring(() => query(GOJEK, { id }));
    expect(result.body.errors![0]).toMatchObject({
      message: 'Gojek can only be ordered for orders shipped with Gojek',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(calls.filter((call) => call.startsWith('POST /gojek'))).toEqual([]);
  });

  it('orders Gojek within the warehouse province, and passes on the refusal outside it', async () => {
    const far = await createOrder({
      courierId: '8',
      customer: { ...orderInput().customer, provinceId: '35', cityId: '3578', postalCode: '60111' },
    });
    const refused = await query(GOJEK, { id: far.id });
    expect(refused.body.errors![0]!.message).toBe(
      `Gojek menolak order ${far.id}: alamat tujuan di luar jangkauan pengiriman instan dari gudang asal`,
    );
    expect(refused.body.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');

    const near = await createOrder({ courierId: '8' });
    const canOrder = await query(`query($id: ID!) { order(id: $id) { canOrderGojek } }`, { id: near.id });
    expect(canOrder.body.data.order.canOrderGojek).toBe(true);
    const booked = await query(GOJEK, { id: near.id });
    expect(booked.body.data.orderGojek).toEqual({
      message: `Gojek order GK-${near.id}-20261121 dibuat untuk order ${near.id}`,
    });
  });

  it('syncs to Jubelio, and reports the refusal of a canceled order', async () => {
    const { id } = await createOrder();
    expect((await query(JUBELIO, { id })).body.data.syncOrderToJubelio).toEqual({
      message: `Order ${id} berhasil disinkronkan ke Jubelio`,
    });
    const canceled = await createOrder({ paymentStatus: 'CANCELED' });
    const refused = await query(JUBELIO, { id: canceled.id });
    expect(refused.body.errors![0]).toMatchObject({
      message: `Jubelio menolak order ${canceled.id}: order berstatus canceled tidak dapat disinkronkan`,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('the concurrency cap', () => {
  it('reads REST_CONCURRENCY, 32 by default', () => {
    expect(readConfig({}).restConcurrency).toBe(32);
    expect(readConfig({ REST_CONCURRENCY: '4' }).restConcurrency).toBe(4);
  });

  it('keeps at most restConcurrency upstream calls of one request in flight', async () => {
    let inFlight = 0;
    let most = 0;
    // Answers are held until the cap's 4 calls are in flight and a few event-loop turns more (a fifth would have
    // arrived by then), so the count shows the cap whatever the machine's speed.
    const held: ServerResponse[] = [];
    const upstream = createServer((_request, response) => {
      inFlight++;
      most = Math.max(most, inFlight);
      held.push(response);
      if (held.length !== 4) return;
      void eventLoopTurns().then(() => {
        for (const answer of held.splice(0)) {
          inFlight--;
          answer.setHeader('content-type', 'application/json');
          answer.end('{}');
        }
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const pool = new Pool(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`, { connections: 64 });
    try {
      const client = new RestClient(pool, undefined, 4, new GatewayMetrics(false), { answerProblem: () => undefined });
      await Promise.all(
        Array.from({ length: 12 }, (_, index) => client.get(`/quickbooks/orderInvoice/${index}`, messageAnswer())),
      );
      expect(most).toBe(4);
    } finally {
      await pool.close();
      upstream.close();
    }
  });
});

describe('days', () => {
  it('refuses an order date that is more than a calendar day, naming the field, and writes nothing', async () => {
    for (const orderDate of ["2025-01-01'; --", '2025-01-01 junk', '2025-02-31']) {
      const { result, calls } = await upstreamDuring(() => query(CREATE, { input: orderInput({ orderDate }) }));
      expect(result.status, orderDate).toBe(400);
      expect(result.body.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'orderDate' });
      expect(calls).toEqual([]);
    }
    const leapDay = await query(`mutation($input: OrderInput!) { createOrder(input: $input) { orderDate } }`, {
      input: orderInput({ orderDate: '2024-02-29' }),
    });
    expect(leapDay.body.data.createOrder.orderDate).toBe('2024-02-29');
  });
});

/**
 * Issue 35: many SQL drivers send NUMERIC as decimal text ("25000.00"). A second gateway reads the same REST API
 * through a proxy that sends every amount so; its order detail, list and CSV totals must be the first gateway's.
 */
describe('money sent as decimal text (issue 35)', () => {
  const MONEY = new Set(['tax', 'delivery_fee', 'grand_total', 'price', 'gross_price', 'retail_price']);
  const asDecimalText = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(asDecimalText);
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, field]) => [
        key,
        MONEY.has(key) && typeof field === 'number' ? field.toFixed(2) : asDecimalText(field),
      ]),
    );
  };

  it('gives the same totals in the detail, the list and the CSV, a "0.00" delivery fee included', async () => {
    const proxy = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = chunks.length ? Buffer.concat(chunks) : undefined;
        const headers = Object.fromEntries(
          Object.entries(request.headers).filter(([name]) => !['host', 'connection', 'content-length'].includes(name)),
        ) as Record<string, string>;
        void fetch(stack.api.url + request.url!, { method: request.method, headers, body }).then(async (answer) => {
          const text = await answer.text();
          let out = text;
          try {
            out = JSON.stringify(asDecimalText(JSON.parse(text)));
          } catch {
            // Not JSON: as it is.
          }
          response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'text/plain' });
          response.end(out);
        });
      });
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const proxied = await startGateway(
      testGatewayConfig({ restApiUrl: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}` }),
      createLogger('silent'),
    );
    try {
      const cookie = await loginCookie(proxied.url);
      const viaProxy = (text: string, variables: Record<string, unknown> = {}) =>
        graphql(proxied.url, text, variables, { cookie });
      // An order without a delivery fee and one with: "0.00" was concatenated, "15000.00" failed.
      const created = async (deliveryFee: number) =>
        (
          await query(`mutation($input: OrderInput!) { createOrder(input: $input) { id } }`, {
            input: orderInput({ deliveryFee, taxPercent: 11 }),
          })
        ).body.data.createOrder.id as string;
      const noFee = { Order: { id: await created(0) } };
      const withFee = { Order: { id: await created(15_000) } };
      const TOTALS = 'totals { subTotal taxPercent tax deliveryFee total } lines { unitPrice linePrice }';
      for (const id of [noFee.Order.id, withFee.Order.id]) {
        const detail = `query($id: ID!) { order(id: $id) { ${TOTALS} } }`;
        const [direct, decimal] = await Promise.all([query(detail, { id }), viaProxy(detail, { id })]);
        expect(decimal.body.errors).toBeUndefined();
        expect(decimal.body.data).toEqual(direct.body.data);
      }
      expect((await viaProxy(`{ order(id: "${noFee.Order.id}") { totals { deliveryFee } } }`)).body.data.order).toEqual(
        {
          totals: { deliveryFee: 0 },
        },
      );
      const list = `{ orders(perPage: 50, sortBy: ID) { rows { id ${TOTALS} } } }`;
      const [direct, decimal] = await Promise.all([query(list), viaProxy(list)]);
      expect(decimal.body.errors).toBeUndefined();
      expect(decimal.body.data).toEqual(direct.body.data);
      const csv = async (url: string, session: string) => {
        const search = new URLSearchParams({
          args: JSON.stringify({ perPage: 50, sortBy: 'ID' }),
          columns: JSON.stringify([
            { label: 'Id', path: 'id' },
            { label: 'Total', path: 'totals.total' },
          ]),
        });
        const response = await fetch(`${url}/export/orders.csv?${search}`, { headers: { cookie: session } });
        expect(response.status).toBe(200);
        return response.text();
      };
      const [directCsv, decimalCsv] = await Promise.all([
        csv(stack.gateway.url, stack.cookie),
        csv(proxied.url, cookie),
      ]);
      expect(decimalCsv).toBe(directCsv);
      expect(decimalCsv.split('\r\n').length).toBeGreaterThan(2);
    } finally {
      await proxied.close();
      proxy.close();
    }
  });
});
