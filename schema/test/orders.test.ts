import { describe, expect, it } from 'vitest';

import { splitCustomerName } from '../rules/customerName';
import { linePrice, orderTotals } from '../rules/orderTotals';
import { statusAfterLabel, statusOnSave } from '../rules/shipmentStatus';

describe('order totals', () => {
  const lines = [
    { quantity: 2, unitPrice: 125_000 },
    { quantity: 3, unitPrice: 33_333 },
  ];

  it('adds line prices, takes tax as a percent of the sub total, and adds the delivery fee', () => {
    expect(linePrice(lines[1]!)).toBe(99_999);
    expect(orderTotals(lines, 11, 20_000)).toEqual({
      totalQuantity: 5,
      subTotal: 349_999,
      taxPercent: 11,
      tax: 38_500,
      deliveryFee: 20_000,
      total: 408_499,
    });
  });

  it('removes the old detail dialog reading, which added the tax percent as rupiah', () => {
    const totals = orderTotals([{ quantity: 1, unitPrice: 100_000 }], 11, 0);
    expect(totals.total).toBe(111_000);
    expect(totals.total).not.toBe(100_000 + 11);
  });

  it('is zero for no lines', () => {
    expect(orderTotals([], 11, 0)).toMatchObject({ totalQuantity: 0, subTotal: 0, tax: 0, total: 0 });
  });
});

describe('shipment status rules (spec 001 §4)', () => {
  it('turns Processed into Label Printed when a label is generated, and nothing else', () => {
    expect(statusAfterLabel('PROCESSED')).toBe('LABEL_PRINTED');
    expect(statusAfterLabel('SHIPPED')).toBe('SHIPPED');
    expect(statusAfterLabel('LABEL_PRINTED')).toBe('LABEL_PRINTED');
  });

  it.each([
    ['PROCESSED', 'JNE123', 'SHIPPED'],
    ['LABEL_PRINTED', 'JNE123', 'SHIPPED'],
    ['LABEL_PRINTED', '  ', 'LABEL_PRINTED'],
    ['PROCESSED', null, 'PROCESSED'],
    ['DELIVERED', 'JNE123', 'DELIVERED'],
  ] as const)('saving %s with tracking code %j gives %s', (status, code, expected) => {
    expect(statusOnSave(status, code)).toBe(expected);
  });
});

describe('customer name split (spec 001 §5)', () => {
  it.each([
    ['Budi', { firstName: 'Budi', middleName: null, lastName: null }],
    ['Budi Santoso', { firstName: 'Budi', middleName: 'Santoso', lastName: null }],
    ['  Siti  Nur   Aisyah ', { firstName: 'Siti', middleName: 'Nur', lastName: 'Aisyah' }],
    ['Ahmad Budi Cahyo Dharma', { firstName: 'Ahmad', middleName: 'Budi', lastName: 'Cahyo' }],
  ])('%j', (name, parts) => expect(splitCustomerName(name)).toEqual(parts));
});
