import { describe, expect, it } from 'vitest';

import { calendarDay, isCalendarDay, optionalCalendarDay } from '../rules/day';

const messages = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('isCalendarDay', () => {
  it('takes exactly YYYY-MM-DD of a real calendar day', () => {
    for (const day of ['2025-01-01', '2024-02-29', '2000-02-29', '2025-12-31', '0001-01-01', '0099-03-01'])
      expect(isCalendarDay(day), day).toBe(true);
  });

  it('refuses days that are not in the calendar, and anything after or around the day', () => {
    for (const text of [
      '2025-02-31',
      '2025-02-29',
      '1900-02-29',
      '2025-13-01',
      '2025-00-10',
      '2025-01-00',
      '0000-01-01',
      "2025-01-01'; --",
      '2025-01-01 junk',
      '2025-01-01T00:00:00Z',
      ' 2025-01-01',
      '2025-1-1',
      '25-01-01',
      '２０２５-01-01',
      '',
    ]) {
      expect(isCalendarDay(text), text).toBe(false);
    }
  });
});

describe('calendarDay and optionalCalendarDay', () => {
  it('say what is wrong in the words of the field', () => {
    expect(messages(calendarDay('Order date').safeParse('2025-02-31'))).toEqual(['Order date must be a date']);
    expect(messages(calendarDay('Order date').safeParse(''))).toEqual(['Order date is required']);
    expect(calendarDay('Order date').safeParse('2024-02-29').success).toBe(true);
  });

  it('let an optional day be empty or none, but not a wrong day', () => {
    for (const value of ['', null, undefined, '2024-02-29'])
      expect(optionalCalendarDay('Shipment date').safeParse(value).success).toBe(true);
    expect(messages(optionalCalendarDay('Shipment date').safeParse('2025-01-01 junk'))).toEqual([
      'Shipment date must be a date',
    ]);
  });
});
