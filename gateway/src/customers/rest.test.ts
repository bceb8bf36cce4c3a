import { describe, expect, it } from 'vitest';

import { fakeRestContext } from '../../test/answers';
import { customerTypeMap } from '../core/parties';
import { createCustomer, createIdentifiedCustomer, listCustomers, replaceCustomer } from './rest';

const customer = {
  id: 12,
  firstName: 'Dewi',
  lastName: 'Lestari',
  type: 'retailer',
  taxStatus: 'Non PKP',
  CustomerContact: { email: null, contactNo: '+6281311112222', gender: 1 },
  city_id: 3273,
  province_id: 32,
};
const page = { page: 1, per_page: 15, orderby: 'name', desc: false } as const;
const body = {
  company_name: null,
  firstName: 'Dewi',
  middleName: null,
  lastName: 'Lestari',
  taxStatus: null,
  type: 'retailer',
  gender: null,
  email: null,
  contactNo: null,
  addressLine1: null,
  province_id: 32,
  city_id: 3273,
  postal_code: null,
  invoice_address: null,
  invoice_province: null,
  invoice_city: null,
} as const;

describe('customer answers', () => {
  it('joins the full name from its parts when the answer has none (spec 001 §4)', async () => {
    const { context } = fakeRestContext({ 'GET /customers': { Customers: { rows: [customer], count: 1 } } });
    const [row] = (await listCustomers(context, page)).rows;
    expect(row).toMatchObject({ fullName: 'Dewi Lestari', City: null, InvoiceCity: null });
  });

  it('keeps a customer whose type it does not know, and sends that type back as the API sent it', async () => {
    const { context, sent } = fakeRestContext({
      'GET /customers': { Customers: { rows: [{ ...customer, type: 'distributor' }], count: 1 } },
      'PUT /customers/12': { Customer: { ...customer, type: 'distributor' } },
    });
    const [row] = (await listCustomers(context, page)).rows;
    expect(customerTypeMap.fromRest(row!.type)).toBeNull();
    expect(customerTypeMap.unknownText(row!.type)).toBe('distributor');
    await replaceCustomer(context, '12', { ...body, type: row!.type });
    expect(sent['PUT /customers/12']).toMatchObject({ type: 'distributor' });
  });

  it('refuses a customer without the first name it shows, naming the call and the field', async () => {
    const { firstName: _name, ...nameless } = customer;
    const { context } = fakeRestContext({ 'GET /customers': { Customers: { rows: [nameless], count: 1 } } });
    await expect(listCustomers(context, page)).rejects.toMatchObject({
      message: 'GET /customers answered without rows[].firstName.',
      extensions: { code: 'UPSTREAM_ERROR' },
    });
  });
});

describe('customer writes the API accepted', () => {
  it("reports a create answered with the spec's Customer.firstName only as saved: null with a warning", async () => {
    const { context, warnings } = fakeRestContext({ 'POST /customers': { Customer: { firstName: 'Dewi' } } });
    expect(await createCustomer(context, body)).toBeNull();
    expect(warnings).toHaveLength(1);
  });

  it('refuses, for an order that needs its id, a created customer the answer does not name', async () => {
    const { context } = fakeRestContext({ 'POST /customers': { Customer: { firstName: 'Dewi' } } });
    await expect(createIdentifiedCustomer(context, body)).rejects.toMatchObject({
      extensions: { code: 'UPSTREAM_ERROR' },
    });
  });

  it('reads a created customer back by the id its answer names', async () => {
    const { context } = fakeRestContext({
      'POST /customers': { Customer: { id: 12 } },
      'GET /customers/12': { Customer: customer },
    });
    expect(await createIdentifiedCustomer(context, body)).toMatchObject({ id: 12, fullName: 'Dewi Lestari' });
  });
});
