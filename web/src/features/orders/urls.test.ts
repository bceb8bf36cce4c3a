import { describe, expect, it } from 'vitest';

import { orderUrls, parseOrderId } from './urls';

describe('order urls', () => {
  it('reads an order id of digits only; anything else opens no dialog', () => {
    expect(parseOrderId('42')).toBe('42');
    for (const text of ['abc', '42abc', '-1', '4.2', '']) expect(parseOrderId(text)).toBeNull();
  });

  it('builds the add form duplicating an order', () => {
    expect(orderUrls.duplicate('42')).toBe('/dashboard/add/order?duplicate=42');
  });
});
