import { describe, expect, it } from 'vitest';

import { orderInput } from './fixtures';
import { testStack } from './harness';
import { proxiedGateway } from './proxiedGateway';

/**
 * Issue 36: a PostgreSQL restart left 3 customers without the order that created them. The order form's new
 * customer and its order are two REST calls (spec 001 §8: POST /customers, then POST /orders with its CustomerId);
 * when the order failed, the gateway deleted the customer once, and that delete failed too while the database was
 * still down. The REST API's database being down is a fault the stand-in cannot produce on demand: the proxy
 * answers for it, with the REST API's own 503.
 */
const stack = testStack();
const proxied = proxiedGateway(stack);

const CREATE = `mutation($input: OrderInput!) { createOrder(input: $input) { id customer { id } } }`;
const UNAVAILABLE = 'The database is not reachable right now. Please try again in a moment.';
const unavailable = { status: 503, body: JSON.stringify({ errors: { message: UNAVAILABLE } }) };

/** The order input of a customer of its own, found afterwards by `name`. */
const withNewCustomer = (name: string) => orderInput({ customer: { ...orderInput().customer, name } });
const customersNamed = async (name: string) =>
  (await stack.rest('GET', `/customers?customer=${encodeURIComponent(name)}`)).Customers.rows as Array<{ id: number }>;

describe('an order with a new customer that fails after the customer was created (issue 36)', () => {
  it('deletes the customer again when the REST API could not save the order (503), trying while it is down', async () => {
    const name = 'Batal Karena Restart';
    const customerCalls: string[] = [];
    proxied.state.fault = (call) => {
      if (call === 'POST /orders') return unavailable;
      if (!call.endsWith(' /customers/{id}')) return undefined;
      customerCalls.push(call);
      // The database is still starting when the gateway first undoes.
      return customerCalls.length <= 2 ? unavailable : undefined;
    };
    try {
      const { body } = await proxied.query(CREATE, { input: withNewCustomer(name) });
      expect(body.errors![0]).toMatchObject({ message: UNAVAILABLE, extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
    } finally {
      proxied.state.fault = undefined;
    }
    // Two tries met the database down; the third deleted the customer.
    expect(customerCalls).toEqual(Array(3).fill('DELETE /customers/{id}'));
    expect(await customersNamed(name)).toEqual([]);
  });

  it('answers the order that was saved when only its answer was lost, and keeps its customer', async () => {
    const name = 'Jawaban Hilang Tersimpan';
    const customerCalls: string[] = [];
    proxied.state.fault = (call) => {
      if (call === 'POST /orders') return { status: 502, body: '', afterForwarding: true };
      if (call.endsWith(' /customers/{id}')) customerCalls.push(call);
      return undefined;
    };
    let answered;
    try {
      const { body } = await proxied.query(CREATE, { input: withNewCustomer(name) });
      expect(body.errors).toBeUndefined();
      answered = body.data.createOrder;
    } finally {
      proxied.state.fault = undefined;
    }
    expect(customerCalls).toEqual([]);
    const [customer, ...others] = await customersNamed(name);
    expect(others).toEqual([]);
    expect(answered.customer.id).toBe(String(customer!.id));
    const orders = (await stack.rest('GET', `/orders?customer=${encodeURIComponent(name)}`)).Orders.rows;
    expect(orders.map((order: { id: number }) => String(order.id))).toEqual([answered.id]);
  });

  it('deletes the customer when the order’s answer was lost and no order of it was saved', async () => {
    const name = 'Jawaban Hilang Kosong';
    proxied.state.fault = (call) => (call === 'POST /orders' ? { status: 502, body: '' } : undefined);
    try {
      const { body } = await proxied.query(CREATE, { input: withNewCustomer(name) });
      expect(body.errors![0]!.extensions).toMatchObject({ code: 'UPSTREAM_ERROR', upstreamStatus: 502 });
    } finally {
      proxied.state.fault = undefined;
    }
    expect(await customersNamed(name)).toEqual([]);
  });
});
