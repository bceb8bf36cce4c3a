import { describe, expect, it } from 'vitest';

import { vendorSearchVariables } from './VendorAutocomplete';

describe('the vendor picker search', () => {
  it('looks a vendor up by id when digits are typed, else by company name', () => {
    expect(vendorSearchVariables('12')).toEqual({ search: '12', companyName: null });
    expect(vendorSearchVariables('Laut Segar')).toEqual({ search: null, companyName: 'Laut Segar' });
    expect(vendorSearchVariables('')).toEqual({ search: null, companyName: null });
  });
});
