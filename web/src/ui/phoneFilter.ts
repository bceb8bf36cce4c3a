import { toNationalNumber } from '@backoffice/schema/rules/phone';

/**
 * Whether a stored phone number matches the digits typed in a list's phone filter, whatever the
 * prefix either side carries (+62, 62, 0 or none): "0812 34" finds +6281234567890.
 */
export function matchesPhone(phoneNumber: string | null | undefined, typed: string): boolean {
  const wanted = toNationalNumber(typed);
  if (!wanted) return true;
  return toNationalNumber(phoneNumber).includes(wanted);
}
