import { describe, expect, it } from 'vitest';

import { todayInJakarta } from './today';

describe('todayInJakarta', () => {
  it('turns the day at midnight in Jakarta, 17:00 UTC', () => {
    expect(todayInJakarta(new Date('2026-11-23T16:59:59Z'))).toBe('2026-11-23');
    expect(todayInJakarta(new Date('2026-11-23T17:00:00Z'))).toBe('2026-11-24');
  });

  it('is already tomorrow in Jakarta in a UTC evening, across a year end', () => {
    expect(todayInJakarta(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01');
  });

  it('is the same day in Jakarta in a UTC morning', () => {
    expect(todayInJakarta(new Date('2026-02-28T00:30:00Z'))).toBe('2026-02-28');
  });
});
