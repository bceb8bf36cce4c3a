import dayjs from 'dayjs';

import { BUSINESS_TIME_ZONE, todayInJakarta } from '@backoffice/schema/rules/businessDay';
import { isCalendarDay } from '@backoffice/schema/rules/calendarDay';

/** Spec 000 §9 and 002 §9: dates are shown DD/MM/YYYY; a product's schedule time YYYY-MM-DD HH:mm:ss. */
export const DATE_FORMAT = 'DD/MM/YYYY';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/**
 * The narrowest a date field (DateField) may be and still show DD/MM/YYYY whole beside its clear and calendar
 * buttons (at 180 px the year lost its last digit).
 */
export const DATE_FIELD_MIN_WIDTH = 200;

export function formatDate(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format(DATE_FORMAT) : '';
}

export function formatDateTime(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format(DATE_TIME_FORMAT) : '';
}

const jakartaParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * An instant as Jakarta's calendar and clock read it, whatever zone the browser is set to: "05/11/2026 14:05 WIB"
 * (the day as every date is shown, the time as the overview's). What the history of a record and the Activity
 * screen show of each change.
 */
export function formatJakartaDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  const part = Object.fromEntries(jakartaParts.formatToParts(instant).map(({ type, value }) => [type, value]));
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute} WIB`;
}

/** An end date before the start date would match nothing: a list's End Date says so instead of an empty list. */
export function endDateProblem(startDate: string, endDate: string): string | undefined {
  return isCalendarDay(startDate) && isCalendarDay(endDate) && endDate < startDate
    ? 'End date is before the start date'
    : undefined;
}

/**
 * Today as every form's default date: the business's day, Jakarta's, whatever zone the browser is set to (at
 * 20:30 UTC it is already tomorrow in Jakarta), so the dates a form proposes match what the gateway records.
 */
export { todayInJakarta };
