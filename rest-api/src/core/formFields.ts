import { isCalendarDay } from '@backoffice/schema/rules/day';

import { HttpError } from './errors';

/**
 * Readers of a form's text fields (promotions, recipes), each refusal naming its field. Multipart sends every
 * value as text: an empty value is no value.
 */
export function formFieldReaders(raw: Readonly<Record<string, string | undefined>>) {
  const present = (name: string) => {
    const value = raw[name]?.trim();
    return value ? value : null;
  };
  const text = (name: string, maxLength: number) => {
    const value = present(name);
    if (value !== null && value.length > maxLength)
      throw new HttpError(400, `${name} must be at most ${maxLength} characters`, name);
    return value;
  };
  const requiredText = (name: string, maxLength: number) => {
    const value = text(name, maxLength);
    if (value === null) throw new HttpError(400, `${name} is required`, name);
    return value;
  };
  const oneOf = <T extends string>(name: string, values: readonly T[]): T => {
    const value = present(name);
    if (value === null) throw new HttpError(400, `${name} is required`, name);
    if (!values.includes(value as T)) throw new HttpError(400, `${name} must be one of ${values.join(', ')}`, name);
    return value as T;
  };
  /** A required day, checked as every date this API takes (core/validation.ts's `date` format): YYYY-MM-DD, a real day. */
  const day = (name: string) => {
    const value = present(name);
    if (value === null) throw new HttpError(400, `${name} is required`, name);
    if (!isCalendarDay(value)) throw new HttpError(400, `${name} must be a date (YYYY-MM-DD)`, name);
    return value;
  };
  return { present, text, requiredText, oneOf, day };
}
