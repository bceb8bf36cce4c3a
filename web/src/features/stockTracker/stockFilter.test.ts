import { describe, expect, it } from 'vitest';

import { availableBelowOf, showsToday, stockFilterFromParams } from './stockFilter';

describe('the stock tracker filter in the address (spec 002 §2 keys)', () => {
  it('reads filter_date, warehouse, item and below', () => {
    expect(
      stockFilterFromParams(new URLSearchParams('filter_date=2026-11-05&warehouse=3&item=udang&below=10&per_page=15')),
    ).toEqual({
      until: '2026-11-05',
      warehouseId: '3',
      item: 'udang',
      availableBelow: 10,
    });
  });

  it('counts up to today without a well-formed date, and leaves out a warehouse that is no id', () => {
    expect(
      stockFilterFromParams(new URLSearchParams('filter_date=05/11/2026&warehouse=gudang&item=%20&below=0')),
    ).toEqual({
      until: null,
      warehouseId: null,
      item: null,
      availableBelow: null,
    });
  });

  it('takes a whole number from 1 as Available Below, none when empty, and says why it takes no other', () => {
    expect(availableBelowOf(' 25 ')).toEqual({ value: 25 });
    expect(availableBelowOf('1.000')).toEqual({ value: 1000 });
    expect(availableBelowOf('  ')).toEqual({ value: null });
    expect(availableBelowOf('0')).toEqual({ problem: 'Available Below must be 1 or more' });
    expect(availableBelowOf('-3')).toEqual({ problem: 'Available Below must be 1 or more' });
    expect(availableBelowOf('2,5')).toEqual({ problem: 'Available Below must be a whole number' });
    expect(availableBelowOf('ten')).toEqual({ problem: 'Available Below must be a number' });
    expect(availableBelowOf('3000000000')).toEqual({ problem: 'Available Below is too large' });
  });

  it('knows whether the figures are today’s, the only day a count is recorded for', () => {
    expect(showsToday(null, '2026-11-05')).toBe(true);
    expect(showsToday('2026-11-05', '2026-11-05')).toBe(true);
    expect(showsToday('2026-11-04', '2026-11-05')).toBe(false);
  });
});
