import * as z from 'zod/mini';

/** Indonesian numbers are stored in international form; forms show the +62 prefix apart from the digits. */
export const PHONE_PREFIX = '+62';

const PHONE_MESSAGE = 'Phone number must be 6 to 13 digits after +62';

/** '+62216694512', '62216694512' and '0216694512' all display as '216694512'. */
export function toNationalNumber(phone: string | null | undefined): string {
  if (!phone) return '';
  const digits = phone.replace(/[^0-9]/g, '');
  if (digits.startsWith('62')) return digits.slice(2);
  if (digits.startsWith('0')) return digits.slice(1);
  return digits;
}

/**
 * A stored phone as every screen, print and CSV export shows it: the country code removed for display (spec 001
 * §3) and written as Indonesians dial it at home, '0812…' ('+628123…', '628123…' and '08123…' alike); '' when none.
 */
export function phoneText(phone: string | null | undefined): string {
  const national = toNationalNumber(phone);
  return national ? `0${national}` : '';
}

/** The digits typed after +62 (a leading 0 tolerated) in international form; empty stays empty. */
export function toInternationalNumber(national: string): string | null {
  const digits = toNationalNumber(national);
  return digits ? `${PHONE_PREFIX}${digits}` : null;
}

export const internationalPhoneRule = z.string().check(z.regex(/^\+62[1-9][0-9]{5,12}$/, PHONE_MESSAGE));

/** The digits typed after the +62 prefix. */
export const nationalPhoneRule = z.string().check(
  z.trim(),
  z.refine((value) => value === '' || /^0?[1-9][0-9]{5,12}$/.test(value), PHONE_MESSAGE),
);

/**
 * What a +62 field holds, as the input rules take it: empty is none, a number the field's rule accepts is
 * its international form, and anything else goes on as typed, so the international rule refuses it with
 * the phone message instead of the letters being dropped ('abcdef' used to become "no phone").
 */
export function typedPhoneNumber(national: string): string | null {
  const typed = national.trim();
  if (typed === '') return null;
  return z.safeParse(nationalPhoneRule, typed).success ? toInternationalNumber(typed) : typed;
}
