import * as z from 'zod/mini';

/** The largest whole number the REST API's integer columns (and GraphQL's Int) hold: also the largest record id. */
export const MAX_INT = 2_147_483_647;

/**
 * A number as typed in a form field, so that its rule can say what is wrong with it: '' is none (null), '-5'
 * is -5 and '1.5' or '1,5' is 1.5 (the rule then names the least allowed, or asks for a whole number), and
 * anything else ('abc', '2 pcs') is NaN ("must be a number"). With `thousands` (fields of whole numbers), dots
 * or spaces between groups of three digits separate thousands, as in rupiah ('15.000' and '15 000' are 15000);
 * without (kilograms), a dot is always the decimal point ('0.500' is 0.5).
 */
export function parseNumberText(text: string, { thousands = true } = {}): number | null {
  const typed = text.trim();
  if (typed === '') return null;
  if (thousands && /^[-+]?\d{1,3}([.\s]\d{3})+$/.test(typed)) return Number(typed.replace(/[.\s]/g, ''));
  if (/^[-+]?(\d+|\d*[.,]\d+)$/.test(typed)) return Number(typed.replace(',', '.'));
  return Number.NaN;
}

/** The number typed, as running figures read it (parseNumberText, a minus sign allowed); an empty field is no number (NaN) there. */
export const parseQuantity = (text: string): number => parseNumberText(text) ?? Number.NaN;

interface NumberLimits {
  /** The least allowed; 0 unless said otherwise. */
  min?: number;
  /** The most allowed; what an integer column holds unless said otherwise. */
  max?: number;
  /** Whole numbers only (amounts in rupiah, quantities, counts); true unless said otherwise. */
  whole?: boolean;
  /** What a missing value is told; '<Label> is required' unless the spec words it otherwise. */
  requiredMessage?: string;
}

/**
 * One rule for every number field, in the forms (after parseNumberText) and in the gateway's input rules:
 * none is '<Label> is required', letters '<Label> must be a number', below the least allowed '<Label> must be
 * <min> or more', above the most '<Label> must be <max> or less' ('is too large' past what can be stored), and a
 * fraction where whole numbers are needed '<Label> must be a whole number'. Optional fields wrap it in z.nullish.
 */
export function numberRule(
  label: string,
  { min = 0, max = MAX_INT, whole = true, requiredMessage = `${label} is required` }: NumberLimits = {},
) {
  return z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? requiredMessage : `${label} must be a number`,
    })
    .check(
      z.gte(min, `${label} must be ${min} or more`),
      z.lte(max, max === MAX_INT ? `${label} is too large` : `${label} must be ${max} or less`),
      z.refine((value) => !whole || Number.isInteger(value), `${label} must be a whole number`),
    );
}

/** What a form's text field holds, read with parseNumberText (thousands only where whole numbers are wanted). */
const typedNumber = (limits: NumberLimits) =>
  z.pipe(
    z.string(),
    z.transform((text: string) => parseNumberText(text, { thousands: limits.whole !== false })),
  );

/** The same rule for what a form's text field holds; empty is refused as required. */
export const numberTextRule = (label: string, limits: NumberLimits = {}) =>
  z.pipe(typedNumber(limits), numberRule(label, limits));

/** The same rule for a form's text field that may be left empty (none, null). */
export const optionalNumberTextRule = (label: string, limits: NumberLimits = {}) =>
  z.pipe(typedNumber(limits), z.nullable(numberRule(label, limits)));
