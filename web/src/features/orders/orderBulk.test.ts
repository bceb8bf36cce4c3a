import { describe, expect, it } from 'vitest';

import { bulkMessages, refusalsOf } from './orderBulk';

describe('bulk order results', () => {
  it('lists the refused orders with their reasons, in the order answered', () => {
    expect(
      refusalsOf([
        { orderId: '1', ok: true, error: null },
        {
          orderId: '2',
          ok: false,
          error: { code: 'CONFLICT', message: 'It has tracking code JNE2, so it is Shipped, not Label Printed' },
        },
        { orderId: '3', ok: false, error: { code: 'NOT_FOUND', message: 'Order 3 not found' } },
      ]),
    ).toEqual([
      { orderId: '2', message: 'It has tracking code JNE2, so it is Shipped, not Label Printed' },
      { orderId: '3', message: 'Order 3 not found' },
    ]);
  });

  it('sums up what went through and how many were refused', () => {
    expect(bulkMessages.status('Label Printed', 40, 10)).toBe('40 orders set to Label Printed; 10 orders refused');
    expect(bulkMessages.status('Payment Success', 1, 0)).toBe('1 order set to Payment Success');
    expect(bulkMessages.labels(3, 0)).toBe('Shipping labels printed for 3 orders');
    expect(bulkMessages.labels(2, 1)).toBe('Shipping labels printed for 2 orders; 1 order refused');
  });
});
