import { describe, expect, it } from 'vitest';
import { orderUrls, parseOrderId } from './urls';

describe('order urls', () => {
  it('reads an order id of digits only; anything else opens no dialog', () => {
    expect(parseOrderId('42')).toBe('42');
    for (const text of ['abc', '42abc', '-1', '4.2', '']) expect(parseOrderId(text)).toBeNull();
  });

  it('builds the list with the detail dialog open, and the add form duplicating an order', () => {
    expect(orderUrls.detail('12')).toBe('/dashboard/orders?detail=12');
    expect(orderUrls.duplicate('42')).toBe('/dashboard/add/order?duplicate=42');
  });
});
