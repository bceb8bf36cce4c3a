import { z } from 'zod';

/** Indonesian numbers are stored in international form; forms show the +62 prefix apart from the digits. */
export const PHONE_PREFIX = '+62';

/** '+62216694512', '62216694512' and '0216694512' all display as '216694512'. */
export function toNationalNumber(phone: string | null | undefined): string {
  if (!phone) return '';
  const digits = phone.replace(/[^0-9]/g, '');
  if (digits.startsWith('62')) return digits.slice(2);
  if (digits.startsWith('0')) return digits.slice(1);
  return digits;
}

/** The digits typed after +62 (a leading 0 tolerated) in international form; empty stays empty. */
export function toInternationalNumber(national: string): string | null {
  const digits = toNationalNumber(national);
  return digits ? `${PHONE_PREFIX}${digits}` : null;
}

export const internationalPhoneRule = z
  .string()
  .regex(/^\+62[1-9][0-9]{5,12}$/, 'Phone number must be 6 to 13 digits after +62');

/** The digits typed after the +62 prefix. */
export const nationalPhoneRule = z
  .string()
  .trim()
  .refine((value) => value === '' || /^0?[1-9][0-9]{5,12}$/.test(value), 'Phone number must be 6 to 13 digits after +62');
