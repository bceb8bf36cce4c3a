import { describe, expect, it } from 'vitest';

import { detailOrder } from './orders.fixture';
import { toPrintableOrder } from './toPrintableOrder';

describe('an order as the documents print it', () => {
  it('maps every printed value from the GraphQL order', () => {
    expect(toPrintableOrder(detailOrder)).toEqual({
      id: '42',
      orderDate: '2026-11-05',
      invoiceNumber: 'TKP/2026/11/0042',
      customer: { name: 'Siti Nur Aisyah', companyName: 'Toko Sumber Rejeki', phoneNumber: '+6281234567890' },
      shipTo: { address: 'Jl. Cihampelas No. 160', city: 'Kota Bandung', province: 'Jawa Barat', postalCode: '40131' },
      shipFrom: { name: 'Gudang Muara Baru', city: 'Kota Jakarta Utara, DKI Jakarta' },
      courier: { company: 'JNE', serviceName: null },
      trackingCode: null,
      paymentMethod: 'Bank Transfer',
      memo: 'Kirim pagi',
      lines: [
        {
          sku: 'UDG-001',
          name: 'Udang Vaname Beku 1 kg',
          quantity: 2,
          unitPrice: 125_000,
          listPrice: 130_000,
          linePrice: 250_000,
          grossWeightKg: 1.1,
        },
        // No gross price on record: the margin compares the price with itself (0%).
        {
          sku: 'CUM-002',
          name: 'Cumi Ring 500 gr',
          quantity: 3,
          unitPrice: 40_000,
          listPrice: 40_000,
          linePrice: 120_000,
          grossWeightKg: null,
        },
      ],
      totals: { totalQuantity: 5, subTotal: 370_000, taxPercent: 11, tax: 40_700, deliveryFee: 15_000, total: 425_700 },
    });
  });

  it('prints without a ship-from warehouse or courier when the order has none', () => {
    const printable = toPrintableOrder({
      ...detailOrder,
      shipFrom: null,
      courier: null,
      customer: null,
      trackingCode: '',
    });
    expect(printable).toMatchObject({
      shipFrom: null,
      courier: null,
      trackingCode: null,
      customer: { name: '', companyName: null, phoneNumber: null },
    });
  });
});
