import { describe, expect, it } from 'vitest';

import { restApiSession } from './restApiSession';

const rest = restApiSession();
const { call } = rest;

const body = {
  company_name: 'CV Uji Vendor',
  first_name: 'Slamet',
  middle_name: 'Adi',
  last_name: 'Raharjo',
  gender: 0,
  email: 'slamet@ujivendor.co.id',
  phone_number: '+6281234567890',
  address: 'Jl. Uji No. 3',
  account_name: 'CV Uji Vendor',
  account_number: '1234567890',
  bank_branch: 'KCU Sudirman',
  bank_name: 'BCA',
  province_id: 35,
  city_id: 3578,
  postal_code: '60175',
  tax_status: 'PKP',
};

describe('vendors', () => {
  it('lists the demo vendors a page at a time with their city', async () => {
    const { json } = await call('GET', '/vendors?page=1&per_page=15');
    expect(json.Vendors.count).toBe(30);
    expect(json.Vendors.rows).toHaveLength(15);
    const first = json.Vendors.rows[0];
    expect(first.City).toMatchObject({ name: expect.any(String), Province: { province_id: first.province_id } });
    expect(first.VendorContact.phone_number).toMatch(/^\+628/);
  });

  it('searches by name or id (vendor) and by company name, in any case', async () => {
    const byCompany = (await call('GET', '/vendors?company_name=bahari')).json.Vendors;
    expect(byCompany.rows.map((v: any) => v.company_name)).toEqual(['CV Bahari Laut Jaya']);
    const { first_name, last_name, id } = byCompany.rows[0];
    const byName = (
      await call(
        'GET',
        `/vendors?vendor=${encodeURIComponent(`${first_name} ${last_name ?? ''}`.trim().toUpperCase())}`,
      )
    ).json.Vendors;
    expect(byName.rows.map((v: any) => v.id)).toContain(id);
    const byId = (await call('GET', `/vendors?vendor=${id}`)).json.Vendors;
    expect(byId.rows.map((v: any) => v.id)).toContain(id);
    const both = (await call('GET', `/vendors?vendor=${id}&company_name=lobster`)).json.Vendors;
    expect(both.count).toBe(0);
  });

  it('sorts by company name both ways', async () => {
    const rows = (await call('GET', '/vendors?per_page=-1&orderby=company_name&desc=true')).json.Vendors.rows;
    expect(rows).toHaveLength(30);
    expect(rows[0].company_name.toLowerCase() >= rows[1].company_name.toLowerCase()).toBe(true);
  });

  it('creates, reads, replaces and deletes a vendor', async () => {
    const created = await call('POST', '/vendors', body);
    expect(created.status).toBe(201);
    const vendor = created.json.Vendor;
    expect(vendor).toMatchObject({
      company_name: 'CV Uji Vendor',
      first_name: 'Slamet',
      gender: 0,
      VendorContact: {
        email: 'slamet@ujivendor.co.id',
        phone_number: '+6281234567890',
        bank_name: 'BCA',
        account_number: '1234567890',
      },
      Province: { province_id: 35 },
      City: { city_id: 3578, name: 'Surabaya', type: 'Kota' },
      tax_status: 'PKP',
    });
    expect((await call('GET', `/vendors/${vendor.id}`)).json.Vendor).toEqual(vendor);

    // The whole vendor as read goes back with one change: nested and read-only parts are dropped.
    const replaced = await call('PUT', `/vendors/${vendor.id}`, {
      ...vendor,
      ...body,
      middle_name: '',
      gender: null,
      tax_status: 'Non PKP',
    });
    expect(replaced.status).toBe(200);
    // null stays unknown: type coercion must not read it as 0 (male).
    expect(replaced.json.Vendor).toMatchObject({ middle_name: null, gender: null, tax_status: 'Non PKP' });
    expect((await call('PUT', `/vendors/${vendor.id}`, { ...body, gender: 1 })).json.Vendor.gender).toBe(1);
    expect((await call('PUT', `/vendors/${vendor.id}`, { ...body, gender: 2 })).json.errors[0].field).toBe('gender');

    const deleted = await call('DELETE', `/vendors/${vendor.id}`);
    expect(deleted.json.Vendor.company_name).toBe('CV Uji Vendor');
    expect((await call('GET', `/vendors/${vendor.id}`)).json.errors[0].message).toBe(`Vendor ${vendor.id} not found`);
    expect((await call('DELETE', `/vendors/${vendor.id}`)).status).toBe(404);
  });

  it('answers errors as a list naming the field', async () => {
    const missing = await call('POST', '/vendors', { ...body, company_name: undefined });
    expect(missing.status).toBe(400);
    expect(missing.json.errors[0]).toEqual({ field: 'company_name', message: 'company_name is required' });
    const blank = await call('POST', '/vendors', { ...body, first_name: '  ' });
    expect(blank.json.errors[0]).toEqual({ field: 'first_name', message: 'first_name is required' });
    const wrongProvince = await call('POST', '/vendors', { ...body, province_id: 31 });
    expect(wrongProvince.json.errors[0]).toEqual({
      field: 'city_id',
      message: 'city_id 3578 is not in province_id 31',
    });
    const tax = await call('PUT', '/vendors/1', { ...body, tax_status: 'pkp' });
    expect(tax.json.errors[0].field).toBe('tax_status');
    const email = await call('POST', '/vendors', { ...body, email: 'not-an-email' });
    expect(email.json.errors[0]).toMatchObject({ field: 'email' });
    expect((await call('GET', '/vendors?company_name=Uji%20Vendor')).json.Vendors.count).toBe(0);
  });

  it('derives the province from the city when only the city is sent', async () => {
    const { json } = await call('POST', '/vendors', { ...body, province_id: undefined, city_id: 3273 });
    expect(json.Vendor).toMatchObject({ province_id: 32, City: { name: 'Bandung', type: 'Kota' } });
    await call('DELETE', `/vendors/${json.Vendor.id}`);
  });

  it('answers 409 when a vendor is still used elsewhere', async () => {
    const { json } = await call('POST', '/vendors', body);
    const { refused, deleted } = await rest.deleteWhileReferenced(
      `/vendors/${json.Vendor.id}`,
      'vendors',
      json.Vendor.id,
    );
    expect([refused.status, deleted.status]).toEqual([409, 200]);
    expect(refused.json.errors[0].message).toMatch(/still used elsewhere/);
  });

  it('lists every vendor with names and phone for choices', async () => {
    const { json } = await call('GET', '/vendors/lite');
    expect(json.Vendors).toHaveLength(30);
    expect(Object.keys(json.Vendors[0]).sort()).toEqual([
      'VendorContact',
      'company_name',
      'first_name',
      'id',
      'last_name',
      'middle_name',
    ]);
  });
});
