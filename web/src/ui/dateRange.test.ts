import { describe, expect, it } from 'vitest';

import { appliedDay, dateRangeFromParams } from './dateRange';

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

  it('shows in the date fields only a day it applies: no month 13 rolled over into the next year', () => {
    expect(appliedDay(' 2026-11-05 ')).toBe('2026-11-05');
    expect(appliedDay('2026-13-45')).toBe('');
    expect(appliedDay('2025-02-29')).toBe('');
    expect(appliedDay('05/11/2026')).toBe('');
  });
});
