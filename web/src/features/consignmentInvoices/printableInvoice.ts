import { INVOICE_TYPE_LABELS } from '@backoffice/schema/rules/consignmentInvoice';

import type { PrintableConsignmentInvoice } from '../../print/consignmentInvoiceDocument';
import { enumLabel } from '../../ui/enumLabel';
import type { InvoiceDetailFragment } from './consignmentInvoices.generated';

/** Spec 002 §2: Print opens the printable invoice this long after the click. */
export const PRINT_DELAY_MS = 1000;

/** The invoice as the printed document reads it. */
export function printableInvoice(invoice: InvoiceDetailFragment): PrintableConsignmentInvoice {
  return {
    invoiceNumber: invoice.invoiceNumber,
    orderId: invoice.orderId,
    orderDate: invoice.orderDate,
    orderTotal: invoice.orderTotal,
    invoiceDate: invoice.invoiceDate ?? null,
    type: enumLabel(INVOICE_TYPE_LABELS, invoice.type, invoice.unknownType),
    memo: invoice.memo ?? null,
    total: invoice.total,
    customer: {
      name: invoice.customer?.fullName ?? '-',
      companyName: invoice.customer?.companyName ?? null,
      email: invoice.customer?.email ?? null,
      address: invoice.customer?.address ?? null,
    },
    lines: invoice.lines.map((line) => ({
      sku: line.sku,
      name: line.productName,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      linePrice: line.linePrice,
    })),
  };
}
