/** Test support: a sample as the SampleRow fragment gives it, for the samples and testers screens' tests. */
import type { SampleRowFragment } from '../ui/samples.generated';

const PRODUCTS = ['Udang Vaname Beku 1 kg', 'Cumi Ring 500 gr', 'Kerupuk Udang 250 gr', 'Ikan Tuna Loin 1 kg'];

export function sampleRow(id: string, lineCount = 2, overrides: Partial<SampleRowFragment> = {}): SampleRowFragment {
  const lines = Array.from({ length: lineCount }, (_, index) => ({
    __typename: 'SampleLine' as const,
    id: `${id}${index + 1}`,
    productId: String(11 + index),
    productName: PRODUCTS[index % PRODUCTS.length] as string,
    sku: `SKU-${index + 1}`,
    quantity: index + 1,
  }));
  return {
    __typename: 'Sample',
    id,
    createdAt: '2026-11-05T03:00:00.000Z',
    purpose: 'REVIEW',
    status: 'PAYMENT_SUCCESS',
    shipmentStatus: 'PROCESSED',
    testerStatus: null,
    unknownPurpose: null,
    unknownStatus: null,
    unknownShipmentStatus: null,
    unknownTesterStatus: null,
    recipient: {
      __typename: 'SampleRecipient',
      type: 'VENDOR',
      id: '7',
      fullName: 'Budi Santoso',
      companyName: 'CV Laut Biru',
      phoneNumber: '+6281234567890',
    },
    phoneNumber: '+6281298765432',
    shippingAddress: {
      __typename: 'ShippingAddress',
      address: 'Jl. Cihampelas No. 160',
      postalCode: '40131',
      city: { __typename: 'City', id: '3273', name: 'Bandung', type: 'KOTA', unknownType: null },
      province: { __typename: 'Province', id: '32', name: 'Jawa Barat' },
    },
    shipFrom: { __typename: 'Warehouse', id: '3', name: 'Gudang Muara Baru' },
    courier: { __typename: 'Courier', id: '2', company: 'JNE' },
    trackingCode: null,
    shipmentDate: '2026-11-06',
    memo: null,
    lines,
    totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    ...overrides,
  };
}
