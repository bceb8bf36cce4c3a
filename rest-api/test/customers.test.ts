import { describe, expect, it } from 'vitest';

import { restApiSession } from './restApiSession';

const rest = restApiSession();
const { call } = rest;

const body = {
  gender: 1,
  company_name: 'Toko Uji Pelanggan',
  firstName: 'Melati',
  middleName: 'Sari',
  lastName: 'Kusnadi',
  contactNo: '+6281398765432',
  email: 'melati@tokouji.com',
  taxStatus: 'Non PKP',
  type: 'retailer',
  addressLine1: 'Jl. Kirim No. 9',
  city_id: 3273,
  postal_code: '40115',
  province_id: 32,
  invoice_address: 'Jl. Tagih No. 1',
  invoice_city: 3171,
  invoice_province: 31,
};

describe('customers', () => {
  it('lists the demo customers over every type with their city', async () => {
    const { json } = await call('GET', '/customers?per_page=-1');
    expect(json.Customers.count).toBe(45);
    const types = new Set(json.Customers.rows.map((c: any) => c.type));
    expect([...types].sort()).toEqual([
      'individual',
      'online_retailer',
      'reseller',
      'retailer',
      'stockist',
      'wholesaler',
    ]);
    expect(new Set(json.Customers.rows.map((c: any) => c.city_id)).size).toBeGreaterThan(5);
    const page = (await call('GET', '/customers?page=3&per_page=15')).json.Customers;
    expect(page.rows).toHaveLength(15);
    expect(page.rows[0].City).toMatchObject({
      name: expect.any(String),
      type: expect.stringMatching(/Kota|Kabupaten/),
    });
  });

  it('filters by search words, customer type and city', async () => {
    const stockists = (await call('GET', '/customers?customer_type=stockist')).json.Customers;
    expect(stockists.count).toBe(5);
    expect(stockists.rows.every((c: any) => c.type === 'stockist')).toBe(true);
    const inSurabaya = (await call('GET', '/customers?cityId=3578&per_page=-1')).json.Customers;
    expect(inSurabaya.count).toBeGreaterThan(0);
    expect(inSurabaya.rows.every((c: any) => c.City.name === 'Surabaya')).toBe(true);
    const byCompany = (await call('GET', '/customers?customer=STOKIS%20bandung')).json.Customers;
    expect(byCompany.rows.map((c: any) => c.company_name)).toEqual(['CV Stokis Bandung']);
    const { id, firstName, lastName } = byCompany.rows[0];
    const byName = (
      await call(
        'GET',
        `/customers?customer=${encodeURIComponent(`${lastName ?? ''} ${firstName}`)}&customer_type=stockist`,
      )
    ).json.Customers;
    expect(byName.rows.map((c: any) => c.id)).toContain(id);
    expect((await call('GET', `/customers?customer=${id}`)).json.Customers.rows.map((c: any) => c.id)).toContain(id);
    expect((await call('GET', '/customers?customer_type=shop')).status).toBe(400);
  });

  it('creates, reads, replaces and deletes a customer', async () => {
    const created = await call('POST', '/customers', body);
    expect(created.status).toBe(201);
    const customer = created.json.Customer;
    expect(customer).toMatchObject({
      firstName: 'Melati',
      fullName: 'Melati Sari Kusnadi',
      type: 'retailer',
      taxStatus: 'Non PKP',
      CustomerContact: { email: 'melati@tokouji.com', contactNo: '+6281398765432', gender: 1 },
      City: { name: 'Bandung', type: 'Kota', Province: { province_id: 32 } },
      Province: { province_id: 32, name: 'Jawa Barat' },
      InvoiceCity: { name: 'Jakarta Selatan' },
      InvoiceProvince: { province_id: 31, name: 'DKI Jakarta' },
    });
    expect((await call('GET', `/customers/${customer.id}`)).json.Customer).toEqual(customer);

    const replaced = await call('PUT', `/customers/${customer.id}`, {
      ...customer,
      ...body,
      middleName: null,
      invoice_city: null,
      invoice_province: null,
      invoice_address: '',
    });
    expect(replaced.status).toBe(200);
    expect(replaced.json.Customer).toMatchObject({
      fullName: 'Melati Kusnadi',
      InvoiceCity: null,
      InvoiceProvince: null,
      invoice_address: null,
    });

    const deleted = await call('DELETE', `/customers/${customer.id}`);
    expect(deleted.json.Customer.firstName).toBe('Melati');
    expect((await call('GET', `/customers/${customer.id}`)).status).toBe(404);
  });

  it('creates a customer from names, phone and ship-to place only, as orders do', async () => {
    const { status, json } = await call('POST', '/customers', {
      firstName: 'Tono',
      middleName: '',
      lastName: 'Sugiarto',
      city_id: 3578,
      postal_code: '60175',
      province_id: 35,
      contactNo: '+6281211112222',
      addressLine1: 'Jl. Pesanan No. 5',
    });
    expect(status).toBe(201);
    expect(json.Customer).toMatchObject({
      fullName: 'Tono Sugiarto',
      type: null,
      taxStatus: null,
      CustomerContact: { gender: null, email: null },
    });
    await call('DELETE', `/customers/${json.Customer.id}`);
  });

  it('answers a failed create with the HTTP status text only, and other failures as a list', async () => {
    const create = await call('POST', '/customers', { ...body, invoice_city: 3578 });
    expect(create.status).toBe(400);
    expect(create.text).toBe('Bad Request');
    expect(create.contentType).toMatch(/^text\/plain/);
    const update = await call('PUT', '/customers/1', { ...body, invoice_city: 3578 });
    expect(update.json.errors[0]).toEqual({
      field: 'invoice_city',
      message: 'invoice_city 3578 is not in invoice_province 31',
    });
    const unnamed = await call('PUT', '/customers/1', { ...body, firstName: ' ' });
    expect(unnamed.json.errors[0]).toEqual({ field: 'firstName', message: 'firstName is required' });
    expect((await call('GET', '/customers?customer=Toko%20Uji%20Pelanggan')).json.Customers.count).toBe(0);
  });

  it('answers 409 when a customer is still used elsewhere', async () => {
    const { json } = await call('POST', '/customers', body);
    const { refused, deleted } = await rest.deleteWhileReferenced(
      `/customers/${json.Customer.id}`,
      'customers',
      json.Customer.id,
    );
    expect([refused.status, deleted.status]).toEqual([409, 200]);
    expect(refused.json.errors[0].message).toMatch(/still used elsewhere/);
  });

  it('lists every customer lightly, and the customer types', async () => {
    const lite = (await call('GET', '/customers/lite')).json.Customers;
    expect(lite).toHaveLength(45);
    expect(Object.keys(lite[0]).sort()).toEqual([
      'CustomerContact',
      'company_name',
      'firstName',
      'fullName',
      'id',
      'lastName',
      'middleName',
      'type',
    ]);
    expect((await call('GET', '/customers/types')).json.CustomerTypes).toEqual([
      'individual',
      'retailer',
      'online_retailer',
      'reseller',
      'wholesaler',
      'stockist',
    ]);
  });
});
