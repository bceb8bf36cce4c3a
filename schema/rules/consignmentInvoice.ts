import * as z from 'zod/mini';

import { ConsignmentStatus, InvoiceType } from '../generated/enums';
import { optionalCalendarDay } from './day';
import { requiredId } from './id';
import { numberRule } from './number';
import { quantityRule } from './order';
import { nullishText } from './party';

/** The REST API takes at most this many lines on one invoice. */
const MAX_INVOICE_LINES = 200;

/** Spec 002 §4: the status chip's words. */
export const CONSIGNMENT_STATUS_LABELS: Record<ConsignmentStatus, string> = {
  PENDING: 'Pending',
  ON_PROCESS: 'On Process',
  DONE: 'Done',
};

/** Spec 002 §9: the invoice types as the form shows them. */
export const INVOICE_TYPE_LABELS: Record<InvoiceType, string> = { PAYMENT: 'payment', ADJUSTMENT: 'adjustment' };

/** Spec 002 §2: the delete confirmation. */
export const deleteInvoiceQuestion = (invoiceNumber: string) => `Remove Item Invoice No.${invoiceNumber} ?`;

const invoiceLineRules = z.object({
  productId: requiredId('Product'),
  quantity: quantityRule,
  unitPrice: numberRule('Price'),
});

/** What the gateway accepts as ConsignmentInvoiceInput; what remains is checked against the order by the REST API. */
export const consignmentInvoiceInputRules = z.object({
  type: z.enum(InvoiceType, { error: 'Type is required' }),
  invoiceDate: optionalCalendarDay('Invoice date'),
  memo: nullishText('Memo', 2000),
  lines: z
    .array(invoiceLineRules)
    .check(
      z.minLength(1, 'Add at least one item'),
      z.maxLength(MAX_INVOICE_LINES, `An invoice takes at most ${MAX_INVOICE_LINES} items`),
    ),
});
export type ConsignmentInvoiceInputValues = z.output<typeof consignmentInvoiceInputRules>;

/** An invoice's total: the sum of quantity × price per unit, in whole rupiah. */
export const invoiceTotal = (lines: ReadonlyArray<{ quantity: number; unitPrice: number }>): number =>
  lines.reduce((total, line) => total + line.quantity * line.unitPrice, 0);
