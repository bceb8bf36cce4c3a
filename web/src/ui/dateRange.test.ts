import { describe, expect, it } from 'vitest';

import { dateRangeFromParams } from './dateRange';

const keys = { startDate: 'start_date', endDate: 'end_date' };

describe('a list date range in the address', () => {
  it('reads both dates', () => {
    expect(dateRangeFromParams(new URLSearchParams('start_date=2026-11-01&end_date=2026-11-30'), keys)).toEqual({
      startDate: '2026-11-01',
      endDate: '2026-11-30',
    });
  });

  it('leaves out malformed dates and an end before the start', () => {
    expect(dateRangeFromParams(new URLSearchParams('start_date=05/11/2026&end_date=x'), keys)).toEqual({});
    expect(dateRangeFromParams(new URLSearchParams('start_date=2026-11-10&end_date=2026-11-01'), keys)).toEqual({
      startDate: '2026-11-10',
    });
    expect(dateRangeFromParams(new URLSearchParams('end_date=2026-11-01'), keys)).toEqual({ endDate: '2026-11-01' });
  });
});
