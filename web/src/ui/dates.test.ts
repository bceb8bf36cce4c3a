import { afterEach, expect, it, vi } from 'vitest';

import { formatDate, formatDateTime, formatJakartaDateTime, todayInJakarta } from './dates';

afterEach(() => vi.useRealTimers());

it('shows dates as DD/MM/YYYY and schedule times as YYYY-MM-DD HH:mm:ss', () => {
  expect(formatDate('2026-11-05T10:00:00')).toBe('05/11/2026');
  expect(formatDateTime('2026-11-05T08:07:06')).toBe('2026-11-05 08:07:06');
  expect(formatDate(null)).toBe('');
});

it("defaults to Jakarta's day: at 20:30 UTC it is already the next day there", () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T20:30:00Z'));
  expect(todayInJakarta()).toBe('2026-11-26');
  vi.setSystemTime(new Date('2026-11-25T16:59:59Z'));
  expect(todayInJakarta()).toBe('2026-11-25');
});

it("shows an instant as Jakarta's day and clock, whatever the browser's zone", () => {
  expect(formatJakartaDateTime('2026-11-25T20:30:00Z')).toBe('26/11/2026 03:30 WIB');
  expect(formatJakartaDateTime('2026-11-05T08:07:06+07:00')).toBe('05/11/2026 08:07 WIB');
  expect(formatJakartaDateTime(null)).toBe('');
});
