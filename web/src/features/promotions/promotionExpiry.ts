import { isCalendarDay } from '@backoffice/schema/rules/calendarDay';

/**
 * Whether a promotion valid until `validUntil` (its last day, YYYY-MM-DD) has expired by `today` (Jakarta's day):
 * its switch may still be on, but it can no longer be redeemed. A day that is not one (none typed yet) is not expired.
 */
export const promotionExpired = (validUntil: string, today: string): boolean =>
  isCalendarDay(validUntil) && validUntil < today;
