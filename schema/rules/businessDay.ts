/** The company's days are Jakarta's (Western Indonesia Time, UTC+7 all year): "today" is the calendar day there. */
export const BUSINESS_TIME_ZONE = 'Asia/Jakarta';

const dayParts = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * Today in Jakarta as YYYY-MM-DD, whatever the clock's own zone: a server in a container runs in UTC, a
 * browser wherever its user set it, and from midnight to 07:00 in Jakarta a UTC date still says yesterday.
 */
export function todayInJakarta(now: Date = new Date()): string {
  const part = Object.fromEntries(dayParts.formatToParts(now).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day}`;
}
