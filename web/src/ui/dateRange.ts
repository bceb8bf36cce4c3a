import { isCalendarDay } from '@backoffice/schema/rules/calendarDay';

import { endDateProblem } from './dates';

/** Where a list keeps its date range in the address. */
export interface DateRangeKeys {
  startDate: string;
  endDate: string;
}

/**
 * A list's date range as its GraphQL filter takes it. A malformed date (a hand-edited link) is left out, and so
 * is an end before the start: it would match nothing, so the list goes on from the start date while End Date
 * says why (`DateRangeFilter`).
 */
export function dateRangeFromParams(
  params: URLSearchParams,
  keys: DateRangeKeys,
): { startDate?: string; endDate?: string } {
  const startDate = appliedDay(params.get(keys.startDate) ?? '');
  const endDate = appliedDay(params.get(keys.endDate) ?? '');
  return {
    ...(startDate && { startDate }),
    ...(endDate && !endDateProblem(startDate, endDate) && { endDate }),
  };
}

/** An address's day as a list applies it: a real calendar day, else none (''). */
export const appliedDay = (text: string) => (isCalendarDay(text.trim()) ? text.trim() : '');
