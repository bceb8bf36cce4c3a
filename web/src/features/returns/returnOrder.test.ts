import { describe, expect, it } from 'vitest';

import { orderOption, orderPickerFilter } from './returnOrder';

describe('the Order Number picker', () => {
  it('searches an order id typed with or without #, else the customer, else the newest orders', () => {
    expect(orderPickerFilter('12')).toEqual({ orderId: '12' });
    expect(orderPickerFilter(' #12 ')).toEqual({ orderId: '12' });
    expect(orderPickerFilter('budi')).toEqual({ customer: 'budi' });
    expect(orderPickerFilter('  ')).toBeNull();
  });

  it('shows the order id, then its customer when it has one', () => {
    expect(orderOption({ id: '12', customer: { fullName: 'Budi Santoso' } })).toEqual({
      id: '12',
      label: '12 - Budi Santoso',
    });
    expect(orderOption({ id: '12', customer: null })).toEqual({ id: '12', label: '12' });
  });
});
