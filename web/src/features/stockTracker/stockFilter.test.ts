import { describe, expect, it } from 'vitest';

import { showsToday, stockFilterFromParams } from './stockFilter';

describe('the stock tracker filter in the address (spec 002 §2 keys)', () => {
  it('reads filter_date, warehouse and item', () => {
    expect(
      stockFilterFromParams(new URLSearchParams('filter_date=2026-11-05&warehouse=3&item=udang&per_page=15')),
    ).toEqual({
      until: '2026-11-05',
      warehouseId: '3',
      item: 'udang',
    });
  });

  it('counts up to today without a well-formed date, and leaves out a warehouse that is no id', () => {
    expect(stockFilterFromParams(new URLSearchParams('filter_date=05/11/2026&warehouse=gudang&item=%20'))).toEqual({
      until: null,
      warehouseId: null,
      item: null,
    });
  });

  it('knows whether the figures are today’s, the only day a count is recorded for', () => {
    expect(showsToday(null, '2026-11-05')).toBe(true);
    expect(showsToday('2026-11-05', '2026-11-05')).toBe(true);
    expect(showsToday('2026-11-04', '2026-11-05')).toBe(false);
  });
});
