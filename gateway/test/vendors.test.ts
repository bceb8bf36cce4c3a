import { describe, expect, it } from 'vitest';

import { testStack } from './harness';

const stack = testStack();
const { query } = stack;

const FIELDS = `id companyName firstName middleName lastName fullName gender email phoneNumber address bankName bankBranch
  accountName accountNumber postalCode taxStatus province { id name } city { id name type provinceId }`;
const input = {
  companyName: 'PT Integrasi Laut',
  firstName: 'Gilang',
  middleName: 'Eka',
  lastName: 'Prasetyo',
  gender: 'MALE',
  email: 'gilang@integrasilaut.co.id',
  phoneNumber: '+6281377788899',
  address: 'Jl. Integrasi No. 7',
  bankName: 'Mandiri',
  bankBranch: 'KCP Muara Karang',
  accountName: 'PT Integrasi Laut',
  accountNumber: '1230009876543',
  provinceId: '51',
  cityId: '5171',
  postalCode: '80113',
  taxStatus: 'NON_PKP',
};
const CREATE = `mutation($input: VendorInput!) { createVendor(input: $input) { ${FIELDS} } }`;
const LIST = `query($search: String, $companyName: String, $perPage: Int!) {
  vendors(search: $search, companyName: $companyName, perPage: $perPage) { totalCount rows { id companyName fullName city { name } } }
}`;

describe('vendors', () => {
  it('lists a page of vendors with the total and their city', async () => {
    const { body } = await query(
      `{ vendors { totalCount rows { fullName companyName phoneNumber city { name type } } } }`,
    );
    expect(body.data.vendors.totalCount).toBe(30);
    expect(body.data.vendors.rows).toHaveLength(15);
    expect(body.data.vendors.rows[0]).toMatchObject({
      phoneNumber: expect.stringMatching(/^\+628/),
      city: { name: expect.any(String) },
    });
  });

  it('creates, reads, updates and deletes a vendor', async () => {
    const created = (await query(CREATE, { input })).body.data.createVendor;
    const { provinceId: _provinceId, cityId: _cityId, ...fields } = input;
    expect(created).toMatchObject({
      ...fields,
      fullName: 'Gilang Eka Prasetyo',
      province: { id: '51', name: 'Bali' },
      city: { id: '5171', name: 'Denpasar', type: 'KOTA', provinceId: '51' },
    });

    const read = await query(`query($id: ID!) { vendor(id: $id) { ${FIELDS} } }`, { id: created.id });
    expect(read.body.data.vendor).toEqual(created);

    const updated = await query(
      `mutation($id: ID!, $input: VendorInput!) { updateVendor(id: $id, input: $input) { fullName gender taxStatus email } }`,
      {
        id: created.id,
        input: { ...input, middleName: null, gender: null, taxStatus: 'PKP', email: '' },
      },
    );
    expect(updated.body.data.updateVendor).toEqual({
      fullName: 'Gilang Prasetyo',
      gender: null,
      taxStatus: 'PKP',
      email: null,
    });

    const deleted = await query(`mutation($id: ID!) { deleteVendor(id: $id) { id companyName } }`, { id: created.id });
    expect(deleted.body.data.deleteVendor).toEqual({ id: created.id, companyName: 'PT Integrasi Laut' });
    const gone = await query(`query($id: ID!) { vendor(id: $id) { id } }`, { id: created.id });
    expect(gone.body.errors![0]).toMatchObject({
      message: `Vendor ${created.id} not found`,
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('searches by name words, by id, and by company name', async () => {
    const created = (await query(CREATE, { input: { ...input, companyName: 'CV Cari Saya' } })).body.data.createVendor;
    const byName = await query(LIST, { search: 'prasetyo GILANG', perPage: -1 });
    expect(byName.body.data.vendors.rows.map((v: any) => v.id)).toEqual([created.id]);
    const byId = await query(LIST, { search: created.id, perPage: 15 });
    expect(byId.body.data.vendors.rows.map((v: any) => v.companyName)).toEqual(['CV Cari Saya']);
    const byCompany = await query(LIST, { companyName: 'cari saya', perPage: 15 });
    expect(byCompany.body.data.vendors).toMatchObject({
      totalCount: 1,
      rows: [{ id: created.id, city: { name: 'Denpasar' } }],
    });
    const neither = await query(LIST, { search: 'Gilang', companyName: 'Bahari', perPage: 15 });
    expect(neither.body.data.vendors.totalCount).toBe(0);
    await query(`mutation($id: ID!) { deleteVendor(id: $id) { id } }`, { id: created.id });
  });

  it('refuses bad input in the gateway, naming the field, without calling the REST API', async () => {
    const before = stack.upstreamCalls.filter((call) => call.startsWith('POST /vendors')).length;
    const { body } = await query(CREATE, {
      input: { ...input, companyName: ' ', email: 'gilang@', phoneNumber: '0813' },
    });
    expect(body.errors![0]).toMatchObject({
      message: 'Company name is required',
      extensions: {
        code: 'BAD_USER_INPUT',
        field: 'companyName',
        fields: [
          { field: 'companyName' },
          { field: 'email', message: 'E-mail must be a valid email' },
          { field: 'phoneNumber', message: 'Phone number must be 6 to 13 digits after +62' },
        ],
      },
    });
    expect(stack.upstreamCalls.filter((call) => call.startsWith('POST /vendors')).length).toBe(before);
  });

  it('passes the REST message on when only the REST API can tell (a city outside the province)', async () => {
    const { body } = await query(CREATE, { input: { ...input, provinceId: '31' } });
    expect(body.errors![0]).toMatchObject({
      message: 'City 5171 is not in Province 31',
      extensions: {
        code: 'BAD_USER_INPUT',
        field: 'cityId',
        fields: [{ field: 'cityId', message: 'City 5171 is not in Province 31' }],
      },
    });
  });

  it('fetches one vendor once however often a query names it', async () => {
    const before = stack.upstreamCalls.length;
    const { body } = await query(
      `{ a: vendor(id: "1") { companyName } b: vendor(id: "1") { id } c: vendor(id: "2") { id } }`,
    );
    expect(body.data.a.companyName).toBe('CV Bahari Laut Jaya');
    expect(stack.upstreamCalls.slice(before).sort()).toEqual(['GET /vendors/1', 'GET /vendors/2']);
  });
});
