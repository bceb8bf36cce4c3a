import * as z from 'zod/mini';

import { requiredId } from './id';
import { MAX_INT, numberRule, parseQuantity } from './number';

// The stock tracker's correction of a counted stock (spec 002 §7): its field's check and the gateway's StockCorrectionInput.

/** Spec 002 §7: the message of an empty Real Stock, shown instead of sending anything. */
export const EMPTY_REAL_STOCK_MESSAGE = '[ERROR] Error saving real stock. Real Stock cannot be empty';

/** A counted stock: a whole number, 0 or more (the gateway's check of StockCorrectionInput.realStock). */
const realStockRule = numberRule('Real stock');

/** What the gateway accepts as StockCorrectionInput. */
export const stockCorrectionInputRules = z.object({
  productId: requiredId('Product'),
  warehouseId: requiredId('Warehouse'),
  realStock: realStockRule,
  expectedCurrentStock: numberRule('Expected current stock', { min: -MAX_INT }),
});

/** The tracker's Real Stock field: empty is the spec's message; otherwise the counted stock's rule. */
export function realStockProblem(text: string): string | null {
  if (text.trim() === '') return EMPTY_REAL_STOCK_MESSAGE;
  const parsed = z.safeParse(realStockRule, parseQuantity(text));
  return parsed.success ? null : parsed.error.issues[0]!.message;
}
