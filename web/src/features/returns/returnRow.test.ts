import { describe, expect, it } from 'vitest';

import { parseReturnId, preselectedOrderId, productReturnedCell } from './returnRow';

const line = (productName: string, quantity: number) => ({
  __typename: 'ReturnLine' as const,
  id: productName,
  productName,
  quantity,
});

describe('return rows', () => {
  it('lists the first three lines as name (xqty), then how many more', () => {
    expect(productReturnedCell({ lines: [line('Kerupuk Udang', 2), line('Cumi Ring', 1)] })).toEqual([
      'Kerupuk Udang (x2)',
      'Cumi Ring (x1)',
    ]);
    expect(
      productReturnedCell({ lines: [line('A', 1), line('B', 2), line('C', 3), line('D', 4), line('E', 5)] }),
    ).toEqual(['A (x1)', 'B (x2)', 'C (x3)', '...2 more']);
  });

  it('opens a detail dialog only for a return id', () => {
    expect(parseReturnId('12')).toBe('12');
    expect(parseReturnId('abc')).toBeNull();
    expect(parseReturnId('-1')).toBeNull();
  });

  it("preselects the route's order, else the spec's ?id=, else none", () => {
    expect(preselectedOrderId('12', '40')).toBe('12');
    expect(preselectedOrderId(undefined, '40')).toBe('40');
    expect(preselectedOrderId(undefined, '#40')).toBe('40');
    expect(preselectedOrderId('x', null)).toBe('');
    expect(preselectedOrderId(undefined, null)).toBe('');
  });
});
