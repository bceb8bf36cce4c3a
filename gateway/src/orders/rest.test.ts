/**
 * The order answers as readAnswer applies them: money as decimal strings reads as the same numbers and totals, an
 * unknown fixed-list value keeps its row, and a missing needed field is UPSTREAM_ERROR naming call and field.
 */
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';

import { problemSink as quiet } from '../../test/answers';
import { readAnswer } from '../core/restAnswer';
import { Order } from './Order.resolvers';
import { ORDER, ORDERS, type RestOrder } from './rest';

/** An order as the stand-in answers it, its money as numbers or as `money` makes them. */
const order = (money: (value: number) => number | string = (value) => value) => ({
  id: 7,
  order_date: '2026-03-01',
  OrderStatus: 'payment_success',
  ShipStatus: 'Shipped',
  sales_type: 'shopee',
  tax: money(11),
  delivery_fee: money(0),
  grand_total: money(55_500),
  OrderLine: {
    items: [
      {
        id: 1,
        ItemId: 3,
        qty: 2,
        price: money(25_000),
        Item: { name: 'Cumi', sku: 'S-3', retail_price: money(26_000) },
      },
      { id: 2, ItemId: 4, qty: 1, price: null, Item: { name: 'Udang', sku: 'S-4', retail_price: money(5_000) } },
    ],
    grand_total: money(55_500),
  },
  status: null,
});

const totals = (read: RestOrder) => (Order as { totals: (order: RestOrder) => unknown }).totals(read);

describe('the order answers', () => {
  it('read decimal-string money ("0.00", "25000.00") as the numbers, and the totals are the same sums', () => {
    const asNumbers = readAnswer('GET /orders/{id}', ORDER, { Order: order() }, quiet());
    const asText = readAnswer('GET /orders/{id}', ORDER, { Order: order((value) => value.toFixed(2)) }, quiet());
    expect(asText).toEqual(asNumbers);
    expect(asText.delivery_fee).toBe(0);
    expect(totals(asText)).toEqual(totals(asNumbers));
    // 2 × 25,000 + 1 × 5,000 (the retail price stands in for none), 11 % tax, no delivery fee.
    expect(totals(asText)).toMatchObject({ subTotal: 55_000, tax: 6_050, deliveryFee: 0, total: 61_050 });
    const page = readAnswer('GET /orders', ORDERS, { Orders: { rows: [order(String)], count: '1' } }, quiet());
    expect(totals(page.rows[0]!)).toEqual(totals(asNumbers));
  });

  it('keeps an order whose statuses and channel the gateway does not know, as their text', () => {
    const sink = quiet();
    const read = readAnswer(
      'GET /orders',
      ORDERS,
      {
        Orders: { rows: [{ ...order(), OrderStatus: 'refunded', ShipStatus: 'Lost', sales_type: 'zalora' }], count: 1 },
      },
      sink,
    );
    const resolvers = Order as Record<string, (order: RestOrder) => unknown>;
    const row = read.rows[0]!;
    expect([resolvers.paymentStatus!(row), resolvers.unknownPaymentStatus!(row)]).toEqual([null, 'refunded']);
    expect([resolvers.shipmentStatus!(row), resolvers.unknownShipmentStatus!(row)]).toEqual([null, 'Lost']);
    expect([resolvers.salesChannel!(row), resolvers.unknownSalesChannel!(row)]).toEqual([null, 'zalora']);
    expect(sink.problems).toEqual(
      expect.arrayContaining([
        'GET /orders unknown payment status',
        'GET /orders unknown shipment status',
        'GET /orders unknown sales channel',
      ]),
    );
  });

  it('refuses an answer without what the gateway needs, naming the call and the field', () => {
    const { order_date: _date, ...withoutDate } = order();
    const refusal = (() => {
      try {
        readAnswer('GET /orders', ORDERS, { Orders: { rows: [withoutDate], count: 1 } }, quiet());
      } catch (error) {
        return error;
      }
    })() as GraphQLError;
    expect(refusal).toBeInstanceOf(GraphQLError);
    expect(refusal.extensions.code).toBe('UPSTREAM_ERROR');
    expect(refusal.message).toMatch(/^GET \/orders answered without (Orders\.)?rows\[\]\.order_date\.$/);
  });
});
