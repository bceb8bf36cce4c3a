import { describe, expect, it } from 'vitest';

import { recipientContactFields, sampleToFormValues } from './sampleForm';
import { formSample } from './samples.fixture';

describe('the sample form values', () => {
  it('fills the form from a loaded sample, the phone without +62', () => {
    expect(sampleToFormValues(formSample)).toEqual({
      recipientType: 'VENDOR',
      recipientId: '7',
      phoneNumber: '81298765432',
      address: 'Jl. Pelabuhan No. 3',
      provinceId: '32',
      cityId: '3273',
      postalCode: '60165',
      shipmentStatus: 'LABEL_PRINTED',
      shipFromId: '3',
      shipmentDate: '2026-11-06',
      purpose: 'REVIEW',
      courierId: '2',
      memo: '',
      lines: [{ productId: '11', quantity: '2' }],
    });
  });

  it("fills in only what the chosen recipient's record holds", () => {
    expect(
      recipientContactFields({
        phoneNumber: '+6281234567890',
        address: 'Jl. Braga 5',
        postalCode: null,
        province: null,
        city: { id: '3273', provinceId: '32' },
      }),
    ).toEqual({ phoneNumber: '81234567890', address: 'Jl. Braga 5', provinceId: '32', cityId: '3273' });
    expect(recipientContactFields({ phoneNumber: null, address: '', province: null, city: null })).toEqual({});
  });
});
