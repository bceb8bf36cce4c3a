import * as z from 'zod/mini';

import type { ReturnAction } from '../generated/enums';
import { parseNumberText } from './number';
import { returnInputRules } from './return';

/**
 * One line of the Add New Return form: a product of the chosen order, with what may still come back of it
 * shown beside the quantity typed. The REST API checks the quantity against the order when saving (two
 * clerks may return the same goods at once), so the form does not refuse it on its own.
 */
interface ReturnLineFormValues {
  productId: string;
  productName: string;
  quantity: string;
  /** What the order still holds unreturned when it was loaded. */
  returnableQuantity: number;
  /** What the order holds of it over all its lines. */
  orderedQuantity: number;
}

/** What the Add New Return form's fields hold; names follow ReturnInput, so refused fields land on their field. */
export interface ReturnFormValues {
  orderId: string;
  shipById: string;
  returnToId: string;
  moneyReturned: string;
  action: ReturnAction | '';
  memo: string;
  lines: ReturnLineFormValues[];
}

/** A new return, of the order in the address if any; lines come once the order has loaded. */
export const newReturnFormValues = (orderId = ''): ReturnFormValues => ({
  orderId,
  shipById: '',
  returnToId: '',
  moneyReturned: '0',
  action: '',
  memo: '',
  lines: [],
});

/** What the order's products say a return may take: each product still returnable, its whole remainder prefilled. */
export function returnLinesOf(
  products: ReadonlyArray<{
    productId: string;
    productName: string;
    orderedQuantity: number;
    returnableQuantity: number;
  }>,
): ReturnLineFormValues[] {
  return products
    .filter((product) => product.returnableQuantity > 0)
    .map((product) => ({
      productId: product.productId,
      productName: product.productName,
      quantity: String(product.returnableQuantity),
      returnableQuantity: product.returnableQuantity,
      orderedQuantity: product.orderedQuantity,
    }));
}

/** The fields as a ReturnInput, before the shared rules check it. An emptied money field is 0. */
function toReturnInput(values: ReturnFormValues) {
  return {
    orderId: values.orderId,
    shipById: values.shipById || null,
    returnToId: values.returnToId,
    moneyReturned: parseNumberText(values.moneyReturned) ?? 0,
    action: values.action || undefined,
    memo: values.memo.trim() || null,
    lines: values.lines.map((line) => ({ productId: line.productId, quantity: parseNumberText(line.quantity) })),
  };
}

/** The Add New Return form's rules: the gateway's ReturnInput rules applied to what the fields hold. */
export const returnFormRules = z.pipe(
  z.transform((values: ReturnFormValues): unknown => toReturnInput(values)),
  returnInputRules,
);
