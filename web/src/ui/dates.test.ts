import { expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates';

it('shows dates as DD/MM/YYYY and schedule times as YYYY-MM-DD HH:mm:ss', () => {
  expect(formatDate('2026-11-05T10:00:00')).toBe('05/11/2026');
  expect(formatDateTime('2026-11-05T08:07:06')).toBe('2026-11-05 08:07:06');
  expect(formatDate(null)).toBe('');
});
