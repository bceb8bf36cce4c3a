/** Test support: samples as the samples screen's queries give them. */
import { sampleRow } from '../../testing/samples.fixture';
import type { SampleDetailQuery, SampleFormQuery } from './samples.generated';

export const detailSample = (overrides: Parameters<typeof sampleRow>[2] = {}): SampleDetailQuery['sample'] => ({
  ...sampleRow('5', 2, overrides),
  shipFrom: {
    __typename: 'Warehouse',
    id: '3',
    name: 'Gudang Muara Baru',
    city: {
      __typename: 'City',
      id: '3172',
      name: 'Jakarta Utara',
      type: 'KOTA',
      unknownType: null,
      province: { __typename: 'Province', id: '31', name: 'DKI Jakarta' },
    },
  },
});

export const detailQueryData = (sample = detailSample()): SampleDetailQuery => ({
  __typename: 'Query',
  sample,
  couriers: [
    { __typename: 'Courier', id: '1', company: 'Internal' },
    { __typename: 'Courier', id: '2', company: 'JNE' },
  ],
});

export const formSample: SampleFormQuery['sample'] = {
  __typename: 'Sample',
  id: '5',
  purpose: 'REVIEW',
  shipmentStatus: 'LABEL_PRINTED',
  unknownPurpose: null,
  unknownShipmentStatus: null,
  recipient: { __typename: 'SampleRecipient', type: 'VENDOR', id: '7' },
  phoneNumber: '+6281298765432',
  shippingAddress: {
    __typename: 'ShippingAddress',
    address: 'Jl. Pelabuhan No. 3',
    postalCode: '60165',
    city: { __typename: 'City', id: '3273', provinceId: '32' },
    province: { __typename: 'Province', id: '32' },
  },
  shipFrom: { __typename: 'Warehouse', id: '3' },
  courier: { __typename: 'Courier', id: '2' },
  shipmentDate: '2026-11-06',
  memo: null,
  lines: [{ __typename: 'SampleLine', id: '51', productId: '11', quantity: 2 }],
};
