import { describe, expect, it } from 'vitest';

import { testStack } from './harness';

const stack = testStack();
const { query } = stack;

const FIELDS = `id companyName firstName middleName lastName fullName type taxStatus gender email phoneNumber shippingAddress postalCode
  province { id name } city { id name type } invoiceAddress invoiceProvince { id name } invoiceCity { id name type }`;
const input = {
  companyName: 'Toko Integrasi',
  firstName: 'Ratna',
  middleName: null,
  lastName: 'Wulandari',
  type: 'WHOLESALER',
  taxStatus: 'PKP',
  gender: 'FEMALE',
  email: 'ratna@tokointegrasi.com',
  phoneNumber: '+6287812344321',
  shippingAddress: 'Jl. Gudang No. 4',
  provinceId: '35',
  cityId: '3578',
  postalCode: '60175',
  invoiceAddress: 'Jl. Kantor No. 1',
  invoiceProvinceId: '31',
  invoiceCityId: '3173',
};
const CREATE = `mutation($input: CustomerInput!) { createCustomer(input: $input) { ${FIELDS} } }`;
const LIST = `query($search: String, $type: CustomerType, $cityId: ID) {
  customers(search: $search, type: $type, cityId: $cityId, perPage: -1) { totalCount rows { id fullName type city { id name } } }
}`;

describe('customers', () => {
  it('lists a page of customers with the total', async () => {
    const { body } = await query(`{ customers { totalCount rows { fullName type phoneNumber city { name type } } } }`);
    expect(body.data.customers.totalCount).toBe(45);
    expect(body.data.customers.rows).toHaveLength(15);
  });

  it('creates, reads, updates and deletes a customer', async () => {
    const created = (await query(CREATE, { input })).body.data.createCustomer;
    const { provinceId: _p, cityId: _c, invoiceProvinceId: _ip, invoiceCityId: _ic, ...fields } = input;
    expect(created).toMatchObject({
      ...fields,
      fullName: 'Ratna Wulandari',
      province: { id: '35', name: 'Jawa Timur' },
      city: { id: '3578', name: 'Surabaya', type: 'KOTA' },
      invoiceProvince: { id: '31', name: 'DKI Jakarta' },
      invoiceCity: { id: '3173', name: 'Jakarta Pusat', type: 'KOTA' },
    });
    const read = await query(`query($id: ID!) { customer(id: $id) { ${FIELDS} } }`, { id: created.id });
    expect(read.body.data.customer).toEqual(created);

    const updated = await query(
      `mutation($id: ID!, $input: CustomerInput!) { updateCustomer(id: $id, input: $input) { type companyName invoiceCity { id } } }`,
      {
        id: created.id,
        input: {
          ...input,
          type: 'INDIVIDUAL',
          companyName: '',
          invoiceAddress: null,
          invoiceProvinceId: null,
          invoiceCityId: null,
        },
      },
    );
    expect(updated.body.data.updateCustomer).toEqual({ type: 'INDIVIDUAL', companyName: null, invoiceCity: null });

    const deleted = await query(`mutation($id: ID!) { deleteCustomer(id: $id) { id firstName } }`, { id: created.id });
    expect(deleted.body.data.deleteCustomer).toEqual({ id: created.id, firstName: 'Ratna' });
    const gone = await query(`query($id: ID!) { customer(id: $id) { id } }`, { id: created.id });
    expect(gone.body.errors![0]).toMatchObject({
      message: `Customer ${created.id} not found`,
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('searches, and filters by customer type and by city', async () => {
    const created = (await query(CREATE, { input: { ...input, firstName: 'Zulaikha' } })).body.data.createCustomer;
    const bySearch = await query(LIST, { search: 'wulandari zulaikha' });
    expect(bySearch.body.data.customers.rows.map((c: any) => c.id)).toEqual([created.id]);
    const byCompany = await query(LIST, { search: 'toko integrasi' });
    expect(byCompany.body.data.customers.rows.map((c: any) => c.id)).toEqual([created.id]);

    const wholesalers = (await query(LIST, { type: 'WHOLESALER' })).body.data.customers;
    expect(wholesalers.totalCount).toBe(6);
    expect(wholesalers.rows.every((c: any) => c.type === 'WHOLESALER')).toBe(true);

    const inSurabaya = (await query(LIST, { cityId: '3578' })).body.data.customers;
    expect(inSurabaya.rows.map((c: any) => c.id)).toContain(created.id);
    expect(inSurabaya.rows.every((c: any) => c.city.name === 'Surabaya')).toBe(true);
    const retailersInSurabaya = (await query(LIST, { cityId: '3578', type: 'RETAILER' })).body.data.customers;
    expect(retailersInSurabaya.rows.map((c: any) => c.id)).not.toContain(created.id);
    await query(`mutation($id: ID!) { deleteCustomer(id: $id) { id } }`, { id: created.id });
  });

  it('offers every city for the city filter from the shared cache', async () => {
    const first = (await query(`{ customerCityOptions { id name type province { name } } }`)).body.data
      .customerCityOptions;
    expect(first.length).toBeGreaterThan(100);
    expect(first).toContainEqual({ id: '3578', name: 'Surabaya', type: 'KOTA', province: { name: 'Jawa Timur' } });
    const before = stack.upstreamCalls.length;
    await query(`{ customerCityOptions { id } }`);
    expect(stack.upstreamCalls.length).toBe(before);
  });

  it('refuses bad input in the gateway, naming the field, without calling the REST API', async () => {
    const before = stack.upstreamCalls.filter((call) => call.startsWith('POST /customers')).length;
    const { body } = await query(CREATE, { input: { ...input, firstName: '', cityId: '', postalCode: '6017' } });
    expect(body.errors![0]).toMatchObject({
      message: 'First name is required',
      extensions: {
        code: 'BAD_USER_INPUT',
        field: 'firstName',
        fields: [
          { field: 'firstName' },
          { field: 'cityId', message: 'City is required' },
          { field: 'postalCode', message: 'Postal code must be 5 digits' },
        ],
      },
    });
    expect(stack.upstreamCalls.filter((call) => call.startsWith('POST /customers')).length).toBe(before);
  });

  it('reports a failed create by the HTTP status text the REST API answers with (spec 000 §8)', async () => {
    const { body } = await query(CREATE, { input: { ...input, invoiceCityId: '3578' } });
    expect(body.errors![0]).toMatchObject({
      message: 'Bad Request',
      extensions: { code: 'BAD_USER_INPUT', upstreamStatus: 400 },
    });
    // An update failure answers as a list: its field and message, in CustomerInput's terms.
    const update = await query(`mutation($input: CustomerInput!) { updateCustomer(id: "1", input: $input) { id } }`, {
      input: { ...input, invoiceCityId: '3578' },
    });
    expect(update.body.errors![0]).toMatchObject({
      message: 'Invoice city 3578 is not in Invoice province 31',
      extensions: {
        field: 'invoiceCityId',
        fields: [{ field: 'invoiceCityId', message: 'Invoice city 3578 is not in Invoice province 31' }],
      },
    });
  });

  it('names the CustomerInput field the REST API refused, in words', async () => {
    const { body } = await query(`mutation($input: CustomerInput!) { updateCustomer(id: "1", input: $input) { id } }`, {
      input: { ...input, cityId: '9999' },
    });
    expect(body.errors![0]).toMatchObject({
      message: 'City 9999 is not a known city',
      extensions: {
        code: 'BAD_USER_INPUT',
        field: 'cityId',
        fields: [{ field: 'cityId', message: 'City 9999 is not a known city' }],
      },
    });
  });

  it('fetches one customer once however often a query names it', async () => {
    const before = stack.upstreamCalls.length;
    const { body } = await query(
      `{ a: customer(id: "3") { fullName } b: customer(id: "3") { id } c: customer(id: "4") { id } }`,
    );
    expect(body.data.a.fullName).toEqual(expect.any(String));
    expect(stack.upstreamCalls.slice(before).sort()).toEqual(['GET /customers/3', 'GET /customers/4']);
  });
});
