import { describe, expect, it } from 'vitest';

import { sampleLabelShipment } from './sampleLabel';
import { detailSample } from './samples.fixture';

describe('a sample as its label prints it', () => {
  it('names the sample, its recipient, the warehouse with its city, and its items', () => {
    expect(sampleLabelShipment(detailSample())).toEqual({
      reference: 'Sample #5',
      date: '2026-11-06',
      recipient: { name: 'CV Laut Biru', phoneNumber: '+6281298765432' },
      shipTo: { address: 'Jl. Cihampelas No. 160', city: 'Kota Bandung', province: 'Jawa Barat', postalCode: '40131' },
      shipFrom: { name: 'Gudang Muara Baru', city: 'Kota Jakarta Utara, DKI Jakarta' },
      courier: { company: 'JNE', serviceName: null },
      trackingCode: null,
      items: [
        { name: 'Udang Vaname Beku 1 kg', quantity: 1 },
        { name: 'Cumi Ring 500 gr', quantity: 2 },
      ],
    });
  });

  it("is dated the day it was recorded when no shipment date is set, and prints the recipient's phone when the sample has none", () => {
    const label = sampleLabelShipment(detailSample({ shipmentDate: null, phoneNumber: null, trackingCode: 'JNE01' }));
    expect(label).toMatchObject({
      date: '2026-11-05',
      recipient: { phoneNumber: '+6281234567890' },
      trackingCode: 'JNE01',
    });
  });
});
