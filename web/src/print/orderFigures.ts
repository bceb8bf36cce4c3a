import type { OrderTotals } from '@backoffice/schema/rules/orderTotals';

import type { PrintableOrderLine } from './printableOrder';
import { PPN_PERCENT } from './printConstants';

interface PpnSplit {
  /** Dasar Pengenaan Pajak: the amount before PPN. */
  dpp: number;
  ppn: number;
}

/**
 * Splits a PPN-inclusive amount (spec 001 §9: prices are divided by 1.11). The split is made once, on the
 * whole amount, never per line, so the printed DPP and PPN always add up to the printed sub total:
 * DPP = amount × 100 / 111 rounded to whole rupiah (half up), PPN = amount − DPP.
 */
export function ppnSplit(amount: number, ppnPercent: number = PPN_PERCENT): PpnSplit {
  const dpp = Math.round((amount * 100) / (100 + ppnPercent));
  return { dpp, ppn: amount - dpp };
}

interface PpnBreakdown extends PpnSplit {
  /** True when the sub total already holds the PPN; false when the order's tax is the PPN, added on top. */
  pricesIncludePpn: boolean;
  percent: number;
}

/**
 * The one reading of PPN on a PPN invoice, so that tax is never shown twice:
 * - an order that carries a tax was priced without PPN and its tax is the PPN: DPP = sub total, PPN = the
 *   order's tax at the order's percent;
 * - an order without a tax was priced with PPN included (spec 001 §9): the sub total is split by 1.11.
 * Either way DPP + PPN + delivery fee is the order's total, which stays the grand total.
 */
export function ppnBreakdown({ subTotal, taxPercent, tax }: OrderTotals): PpnBreakdown {
  if (taxPercent !== 0) return { pricesIncludePpn: false, percent: taxPercent, dpp: subTotal, ppn: tax };
  return { pricesIncludePpn: true, percent: PPN_PERCENT, ...ppnSplit(subTotal) };
}

/**
 * Spec 001 §9: margin = 100 − (price ÷ list price × 100), in percent, rounded half away from zero to one
 * decimal; 0 when there is no list price. Computed as (list − price) × 100 ÷ list so that whole-rupiah
 * inputs go through a single division (100 − 83.33… would carry a float error into the rounding).
 */
export function marginPercent(unitPrice: number, listPrice: number): number {
  if (listPrice === 0) return 0;
  const tenths = ((listPrice - unitPrice) * 1000) / listPrice;
  const rounded = (Math.sign(tenths) * Math.round(Math.abs(tenths))) / 10;
  // A price a hair above the list price rounds to -0, which Intl would print as "-0".
  return rounded === 0 ? 0 : rounded;
}

/** The line's gross weight in kg, or null when the product has no weight on record. */
export function lineWeightKg(line: PrintableOrderLine): number | null {
  return line.grossWeightKg === null ? null : line.grossWeightKg * line.quantity;
}

/** The sum of the known line weights; lines without a weight count as nothing. */
export function totalWeightKg(lines: readonly PrintableOrderLine[]): number {
  return lines.reduce((sum, line) => sum + (lineWeightKg(line) ?? 0), 0);
}

// Indonesian number style, to match the money format: dots between thousands, a comma before decimals.
const percentFormat = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 });
const kgFormat = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 3 });

/** "16,7%" */
export function formatPercent(value: number): string {
  return `${percentFormat.format(value)}%`;
}

/** "1,25 kg"; "-" when the weight is unknown. */
export function formatKg(value: number | null): string {
  return value === null ? '-' : `${kgFormat.format(value)} kg`;
}
