import type { InvoiceType } from '@backoffice/schema/generated/enums';
import type { InvoiceableItem, InvoiceFormValues } from '@backoffice/schema/rules/consignmentInvoiceForm';

// The invoice form's values and rules are shared (schema/rules/consignmentInvoiceForm.ts); what is here reads fetched data for the page.

/** An invoice as the edit form shows it; a type the gateway does not know leaves the choice empty, for staff to pick. */
export function invoiceFormValues(invoice: {
  type?: InvoiceType | null;
  invoiceDate?: string | null;
  memo?: string | null;
  lines: ReadonlyArray<{ productId: string; quantity: number; unitPrice: number }>;
}): InvoiceFormValues {
  return {
    type: invoice.type ?? '',
    invoiceDate: invoice.invoiceDate ?? '',
    memo: invoice.memo ?? '',
    lines: invoice.lines.map((line) => ({
      productId: line.productId,
      quantity: String(line.quantity),
      unitPrice: String(line.unitPrice),
    })),
  };
}

/** Spec 002 §2's remaining items table: every product of the order, with what remains of what was ordered (0 once invoiced in full). */
export function remainingRows(original: readonly InvoiceableItem[], remaining: readonly InvoiceableItem[]) {
  return original.map((item) => ({
    productId: item.productId,
    productName: item.productName,
    remaining: remaining.find((left) => left.productId === item.productId)?.quantity ?? 0,
    ordered: item.quantity,
  }));
}
