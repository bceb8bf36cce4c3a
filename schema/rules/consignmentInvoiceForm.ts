import * as z from 'zod/mini';

import type { InvoiceType } from '../generated/enums';
import { consignmentInvoiceInputRules } from './consignmentInvoice';
import { parseNumberText } from './number';

/** Of one product of the order: what may be invoiced of it and at what price per unit. */
export interface InvoiceableItem {
  productId: string;
  productName: string;
  quantity: number;
  unitPrice: number;
}

/** One line as its fields hold it; names follow ConsignmentInvoiceLineInput, so refused lines land on their field. */
interface InvoiceLineFormValues {
  productId: string;
  quantity: string;
  unitPrice: string;
}

/** What the invoice form's fields hold (Create and Edit Invoice). */
export interface InvoiceFormValues {
  type: InvoiceType | '';
  /** YYYY-MM-DD or '' for none (spec 002 §8: the date is optional). */
  invoiceDate: string;
  memo: string;
  lines: InvoiceLineFormValues[];
}

/** A line of this product, prefilled with all that remains of it at the order's price. */
export const lineOf = (item: InvoiceableItem): InvoiceLineFormValues => ({
  productId: item.productId,
  quantity: String(item.quantity),
  unitPrice: String(item.unitPrice),
});

export const emptyInvoiceLine = (): InvoiceLineFormValues => ({ productId: '', quantity: '', unitPrice: '' });

/**
 * A new payment invoice of everything that remains, dated `today` (the business's day) so that it never prints
 * 'Date -' unless the clerk clears it; the clerk lowers or removes what is not invoiced now.
 */
export const newInvoiceFormValues = (remaining: readonly InvoiceableItem[], today = ''): InvoiceFormValues => ({
  type: 'PAYMENT',
  invoiceDate: today,
  memo: '',
  lines: remaining.map(lineOf),
});

/**
 * What an edited invoice may take: what remains of the order plus what the invoice itself holds (the
 * REST API leaves the invoice's own old lines out when it checks), per product.
 */
export function editableItems(
  remaining: readonly InvoiceableItem[],
  own: readonly InvoiceableItem[],
): InvoiceableItem[] {
  const items = new Map(remaining.map((item) => [item.productId, { ...item }]));
  for (const line of own) {
    const item = items.get(line.productId);
    if (item) item.quantity += line.quantity;
    else
      items.set(line.productId, {
        productId: line.productId,
        productName: line.productName,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
      });
  }
  return [...items.values()];
}

/** The fields as a ConsignmentInvoiceInput, before the shared rules check it. */
export function toInvoiceInput(values: InvoiceFormValues) {
  return {
    type: values.type || undefined,
    invoiceDate: values.invoiceDate || null,
    memo: values.memo.trim() || null,
    lines: values.lines.map((line) => ({
      productId: line.productId,
      quantity: parseNumberText(line.quantity),
      unitPrice: parseNumberText(line.unitPrice),
    })),
  };
}

/** The invoice form's rules: the gateway's ConsignmentInvoiceInput rules applied to what the fields hold. */
export const invoiceFormRules = z.pipe(
  z.transform((values: InvoiceFormValues): unknown => toInvoiceInput(values)),
  consignmentInvoiceInputRules,
);
