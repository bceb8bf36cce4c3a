import * as z from 'zod/mini';

import { Gender, TaxStatus } from '../generated/enums';

/** What vendors and customers share: person names, gender, tax status, e-mail, postal code, a place. */

/** First, middle and last name joined by single spaces, leaving out the missing ones. */
export function fullName(firstName: string, middleName?: string | null, lastName?: string | null): string {
  return [firstName, middleName, lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .check(
      z.trim(),
      z.minLength(1, `${label} is required`),
      z.maxLength(max, `${label} must be at most ${max} characters`),
    );

/** Text that may stay empty; the input rules turn empty into null. */
export const optionalText = (label: string, max: number) =>
  z.string().check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`));

export const emailRule = z.string().check(
  z.trim(),
  z.maxLength(254, 'E-mail must be at most 254 characters'),
  z.refine((value) => value === '' || z.regexes.email.test(value), 'E-mail must be a valid email'),
);

export const postalCodeRule = z.string().check(
  z.trim(),
  z.refine((value) => value === '' || /^[0-9]{5}$/.test(value), 'Postal code must be 5 digits'),
);

export const genderRule = z.enum(Gender, { error: 'Gender must be Male or Female' });
export const taxStatusRule = z.enum(TaxStatus, { error: 'Tax status is required' });

/** First, middle and last name, as both vendors and customers have them. */
export const personNameRules = {
  firstName: requiredText('First name', 60),
  middleName: optionalText('Middle name', 60),
  lastName: optionalText('Last name', 60),
};

/** Every optional text of an input may also come as null or be left out. */
export const nullishText = (label: string, max: number) => z.nullish(optionalText(label, max));

/** A form select holds text ('' until a choice is made) that the rule then narrows to its values. */
export const chosen = <Output extends string>(rule: z.ZodMiniType<Output>) =>
  // The rule refuses any text outside its values at run time; its static input type is only narrower.
  z.pipe(z.string(), rule as unknown as z.ZodMiniType<Output, string>);

/** A form select that may stay empty: '' means none. */
export const chosenOrNone = <Rule extends z.ZodMiniType<string>>(rule: Rule) => z.union([z.literal(''), rule]);

/** Empty text becomes null, so optional fields are sent as "none" rather than as "". */
export const orNull = (value: string | null | undefined) => (value ? value : null);
