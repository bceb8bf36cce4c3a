/**
 * A real calendar day written exactly YYYY-MM-DD: "2024-02-29" is one; "2025-02-31", "2025-01-01 junk",
 * "2025-01-01T00:00" and year 0 (which PostgreSQL has not) are not. Every layer checks a day with this (the
 * gateway's Date scalar, the forms' rules, the REST API's `date` format), so none keeps the first ten characters
 * of something else.
 */
export function isCalendarDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC reads years 0–99 as 1900–1999; setting the year again keeps them as written.
  date.setUTCFullYear(year);
  return year >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
