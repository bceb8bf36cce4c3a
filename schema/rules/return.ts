import * as z from 'zod/mini';

import { ReturnAction } from '../generated/enums';
import { optionalId, requiredId } from './id';
import { numberRule } from './number';
import { quantityRule } from './order';
import { nullishText } from './party';

/** The REST API takes at most this many lines on one return. */
const MAX_RETURN_LINES = 200;

/** Spec 001 §8: a return saved without lines. */
export const RETURN_WITHOUT_LINES_MESSAGE = 'Tidak ada Produk yang direturn';

/** Spec 001 §9: the Actions select. */
export const RETURN_ACTION_LABELS: Record<ReturnAction, string> = { RETURN: 'Return', REFUND: 'Refund' };

const returnLineRules = z.object({ productId: requiredId('Product'), quantity: quantityRule });

/** What the gateway accepts as ReturnInput; what the order still holds is checked against the order by the REST API. */
export const returnInputRules = z.object({
  orderId: requiredId('Order'),
  shipById: z.nullish(optionalId('Courier')),
  returnToId: requiredId('Ship To warehouse'),
  moneyReturned: numberRule('Money returned'),
  action: z.enum(ReturnAction, { error: 'Action is required' }),
  memo: nullishText('Memo', 2000),
  lines: z
    .array(returnLineRules)
    .check(
      z.minLength(1, RETURN_WITHOUT_LINES_MESSAGE),
      z.maxLength(MAX_RETURN_LINES, `A return takes at most ${MAX_RETURN_LINES} product lines`),
    ),
});
export type ReturnInputValues = z.output<typeof returnInputRules>;
