import * as z from 'zod/mini';

import { isCalendarDay } from './calendarDay';

// Kept in a module without zod, so a screen that only checks days (a list's date filters) loads no zod.
export { isCalendarDay };

/** The message of a text that is no calendar day. */
const notADayMessage = (label: string) => `${label} must be a date`;

/** Empty text is left to the required check (or allowed, when the day is optional): one message per problem. */
const emptyOrDay = (label: string) =>
  z.refine<string>((text) => text === '' || isCalendarDay(text), notADayMessage(label));

/** A required text field holding a calendar day. */
export const calendarDay = (label: string) =>
  z.string({ error: `${label} is required` }).check(z.minLength(1, `${label} is required`), emptyOrDay(label));

/** An optional text field holding a calendar day: empty (a form's blank date field), null or a day. */
export const optionalCalendarDay = (label: string) => z.nullish(z.string().check(emptyOrDay(label)));
