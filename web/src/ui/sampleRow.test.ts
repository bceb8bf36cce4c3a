import { describe, expect, it } from 'vitest';

import { sampleRow } from '../testing/samples.fixture';
import { recipientCell, sampleContact, sampleDestination, sampleProductCell, samplePurposeLabel } from './sampleRow';
import { sampleStatusColor, sampleStatusLabel } from './shippingStatuses';

describe('the cells of a sample row', () => {
  it('lists the first three products, then how many more', () => {
    expect(sampleProductCell(sampleRow('5', 4))).toEqual([
      'Udang Vaname Beku 1 kg (x1)',
      'Cumi Ring 500 gr (x2)',
      'Kerupuk Udang 250 gr (x3)',
      '...1 more',
    ]);
    expect(sampleProductCell(sampleRow('5', 3))).toHaveLength(3);
  });

  it('names a vendor by its company and a customer without one by the person', () => {
    expect(recipientCell(sampleRow('5'))).toBe('CV Laut Biru (Vendor)');
    const customer = sampleRow('5', 1, {
      recipient: { type: 'CUSTOMER', id: '9', fullName: 'Siti Nur Aisyah', companyName: null, phoneNumber: null },
    });
    expect(recipientCell(customer)).toBe('Siti Nur Aisyah (Customer)');
  });

  it("shows the sample's phone, else the recipient's, without the country code", () => {
    expect(sampleContact(sampleRow('5'))).toBe('081298765432');
    expect(sampleContact(sampleRow('5', 1, { phoneNumber: null }))).toBe('081234567890');
    const noPhone = sampleRow('5', 1, { phoneNumber: null });
    expect(sampleContact({ ...noPhone, recipient: { ...noPhone.recipient!, phoneNumber: null } })).toBe('-');
  });

  it('writes the destination with the city type, and the purpose capitalised', () => {
    expect(sampleDestination(sampleRow('5'))).toBe('Jl. Cihampelas No. 160, Kota Bandung, Jawa Barat, 40131');
    expect(samplePurposeLabel(sampleRow('5', 1, { purpose: 'TESTER' }))).toBe('Tester');
  });

  it('reads a status as a payment status or a shipment status (spec 001 §4)', () => {
    expect(sampleStatusLabel('PAYMENT_SUCCESS')).toBe('Payment Success');
    expect(sampleStatusLabel('LABEL_PRINTED')).toBe('Label Printed');
    expect(sampleStatusLabel('CANCELED')).toBe('Canceled');
    expect(sampleStatusColor('PAYMENT_SUCCESS')).toBe('success');
    expect(sampleStatusColor('SHIPPED')).toBe('success');
    expect(sampleStatusColor('PROCESSED')).toBe('default');
    expect(sampleStatusColor('REJECTED')).toBe('error');
  });
});
