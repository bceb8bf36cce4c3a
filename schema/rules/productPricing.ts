/**
 * The price fields of the product form (spec 000 §5), as pure functions of what the fields hold.
 *
 * How "the rounded percentage of the gross price" is read: the discount is the percentage taken OFF the
 * gross price, round((gross − retail) / gross × 100). That is the inverse of the spec's other rule (retail
 * = gross minus the discount's percentage of gross), so typing a discount and then the retail price it
 * produced gives the same discount back; and its "0 when retail exceeds gross" only makes sense for a
 * percentage off. The other reading, retail as a percentage of gross, would turn a 10 % discount into 90.
 *
 * Choices where the spec is silent:
 * - Math.round, so a half rounds up (12.5 % → 13 %, Rp 12.345,5 → Rp 12.346).
 * - A discount that would round to 100 (retail 0, or under 0.5 % of gross) is shown as 99: the input holds
 *   at most 2 characters and the REST API accepts 0..99.
 * - An empty or unreadable amount counts as missing; an empty discount counts as 0.
 * - The discount input keeps digits only, at most 2 of them.
 */

import { parseRupiah } from './money';

/** What the three price fields hold, as typed. */
export interface PriceFields {
  grossPrice: string;
  discount: string;
  retailPrice: string;
}

/** Spec 000 §5 and §9: the discount input accepts at most 2 characters. */
export const DISCOUNT_MAX_LENGTH = 2;
export const MAX_DISCOUNT = 99;

/** A whole-rupiah amount as typed ('90000', '90.000', '90 000'), or null when empty or unreadable. */
export function amountOf(text: string): number | null {
  const amount = parseRupiah(text);
  return Number.isNaN(amount) ? null : amount;
}

/** The discount input is disabled while the gross price is empty or 0. */
export function discountEnabled(grossPrice: string): boolean {
  return (amountOf(grossPrice) ?? 0) > 0;
}

/** What the discount input keeps of what was typed: digits only, at most 2 characters. */
export function discountText(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, DISCOUNT_MAX_LENGTH);
}

/** The percentage off the gross price that a retail price gives; 0 without a gross price or a retail price, or when retail exceeds gross. */
function discountFrom(grossPrice: number | null, retailPrice: number | null): number {
  if (!grossPrice || retailPrice === null || retailPrice > grossPrice) return 0;
  return Math.min(MAX_DISCOUNT, Math.round(((grossPrice - retailPrice) / grossPrice) * 100));
}

/** The retail price after a discount: gross minus that percentage of gross, rounded to whole rupiah. */
function retailFrom(grossPrice: number, discount: number): number {
  return Math.round(grossPrice - (grossPrice * discount) / 100);
}

/** Changing retail_price recomputes the discount (0 if gross is 0 or retail exceeds gross). */
export function onRetailPriceChange(fields: PriceFields, retailPrice: string): PriceFields {
  return { ...fields, retailPrice, discount: String(discountFrom(amountOf(fields.grossPrice), amountOf(retailPrice))) };
}

/** Changing the discount recomputes retail_price from gross; without a gross price the discount resets to 0. */
export function onDiscountChange(fields: PriceFields, typed: string): PriceFields {
  const gross = amountOf(fields.grossPrice);
  if (!gross) return { ...fields, discount: '0' };
  const discount = discountText(typed);
  return { ...fields, discount, retailPrice: String(retailFrom(gross, Number(discount || 0))) };
}

/** Changing gross_price recomputes the discount from retail (0 if retail is missing or gross is below retail). */
export function onGrossPriceChange(fields: PriceFields, grossPrice: string): PriceFields {
  return { ...fields, grossPrice, discount: String(discountFrom(amountOf(grossPrice), amountOf(fields.retailPrice))) };
}
