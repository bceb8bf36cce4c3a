import { describe, expect, it } from 'vitest';

import { fakeRestContext } from '../../test/answers';
import { genderMap, taxStatusMap } from '../core/parties';
import { createVendor, deleteVendor, listVendors, type RestVendorBody } from './rest';

const vendor = {
  id: 3,
  company_name: 'PT Laut Biru',
  first_name: 'Sari',
  gender: 1,
  VendorContact: { email: 'sari@lautbiru.co.id', phone_number: '+6281234567890' },
  province_id: 31,
  city_id: 3175,
  tax_status: 'PKP',
};
const page = { page: 1, per_page: 15, orderby: 'name', desc: false } as const;
const body: RestVendorBody = {
  company_name: 'PT Baru',
  first_name: 'Budi',
  middle_name: null,
  last_name: null,
  gender: 0,
  email: null,
  phone_number: null,
  address: null,
  account_name: null,
  account_number: null,
  bank_branch: null,
  bank_name: null,
  province_id: 31,
  city_id: 3175,
  postal_code: null,
  tax_status: 'PKP',
};

describe('vendor answers', () => {
  it('reads a vendor with only the fields the spec names: no joined province or city, contact parts missing', async () => {
    const { context } = fakeRestContext({ 'GET /vendors': { Vendors: { rows: [vendor], count: 1 } } });
    const [row] = (await listVendors(context, page)).rows;
    expect(row).toMatchObject({ Province: null, City: null, city_id: 3175, VendorContact: { address: null } });
  });

  it("keeps a vendor whose gender or tax status it does not know, with the API's text", async () => {
    const { context } = fakeRestContext({
      'GET /vendors': { Vendors: { rows: [{ ...vendor, gender: 2, tax_status: 'Non-PKP' }], count: 1 } },
    });
    const [row] = (await listVendors(context, page)).rows;
    expect(genderMap.unknownText(row!.gender)).toBe('2');
    expect(taxStatusMap.fromRest(row!.tax_status)).toBeNull();
    expect(taxStatusMap.unknownText(row!.tax_status)).toBe('Non-PKP');
  });

  it('refuses a vendor without the company name it shows, naming the call and the field', async () => {
    const { company_name: _name, ...nameless } = vendor;
    const { context } = fakeRestContext({ 'GET /vendors': { Vendors: { rows: [nameless], count: 1 } } });
    await expect(listVendors(context, page)).rejects.toMatchObject({
      message: 'GET /vendors answered without rows[].company_name.',
      extensions: { code: 'UPSTREAM_ERROR' },
    });
  });
});

describe('vendor writes the API accepted', () => {
  it("reports a create answered with the spec's Vendor.company_name only as saved: null with a warning", async () => {
    const { context, warnings } = fakeRestContext({ 'POST /vendors': { Vendor: { company_name: 'PT Baru' } } });
    expect(await createVendor(context, body)).toBeNull();
    expect(warnings).toHaveLength(1);
  });

  it('answers a create whose answer names the id only with what was sent, when reading it back fails', async () => {
    const { context, warnings } = fakeRestContext({ 'POST /vendors': { Vendor: { id: 9, company_name: 'PT Baru' } } });
    expect(await createVendor(context, body)).toMatchObject({ id: 9, company_name: 'PT Baru', gender: 0 });
    expect(warnings).toEqual([
      'POST /vendors saved record 9 but did not answer it, and reading it back failed: shown as sent.',
    ]);
  });

  it("answers a delete answered with the spec's Vendor.company_name with the vendor as it was", async () => {
    const { context } = fakeRestContext({
      'GET /vendors/3': { Vendor: vendor },
      'DELETE /vendors/3': { Vendor: { company_name: 'PT Laut Biru' } },
    });
    expect(await deleteVendor(context, '3')).toMatchObject({ id: 3, first_name: 'Sari' });
  });
});
