import type { ConsignmentInvoiceInputValues } from '@backoffice/schema/rules/consignmentInvoice';

import { enumMap } from '../core/enumMap';
import type { InputFieldTable } from '../core/inputFieldNames';
import type { ConsignmentOrderFilter, ConsignmentStatus } from '../generated/graphql';
import type { OrderListQuery } from '../orders/rest';
import {
  type ConsignmentStatusFilterKey,
  invoiceTypeMap,
  productIdOf,
  type RestConsignmentInvoice,
  type RestConsignmentInvoiceBody,
} from './rest';

/** The REST names of an invoice's fields, for errors in GraphQL terms (`items.1.qty` → `lines.1.quantity`). */
export const consignmentInvoiceInputFields: InputFieldTable = {
  order_id: { field: 'orderId', label: 'Order' },
  type: { field: 'type', label: 'Type' },
  memo: { field: 'memo', label: 'Memo' },
  invoice_date: { field: 'invoiceDate', label: 'Invoice date' },
  items: { field: 'lines', label: 'Items' },
  'items.#.id': { field: 'lines.#.productId', label: 'Product' },
  'items.#.qty': { field: 'lines.#.quantity', label: 'Quantity' },
  'items.#.price': { field: 'lines.#.unitPrice', label: 'Price' },
};

/** Each status as GET /orders's consignment_status filter names it (Pending included: the filter has a name for it). */
const consignmentStatusFilterMap = enumMap('consignment status filter', {
  PENDING: 'pending',
  ON_PROCESS: 'on_process',
  DONE: 'done',
} as const satisfies Record<ConsignmentStatus, ConsignmentStatusFilterKey>);

/** The list's filter as GET /orders takes it; stockist orders only, whatever the client sends (spec 002 §2). */
export function toRestConsignmentOrderFilters(
  filter: ConsignmentOrderFilter | null | undefined,
): Omit<OrderListQuery, 'page' | 'per_page' | 'orderby' | 'desc'> {
  return {
    order: filter?.orderId,
    customer: filter?.customer?.trim(),
    start_date: filter?.startDate,
    end_date: filter?.endDate,
    consignment_status: consignmentStatusFilterMap.toRest(filter?.status),
    customer_type: 'stockist',
  };
}

/**
 * The invoice form as POST/PUT /consignment_invoices take it. A missing date is sent as empty text, as the
 * old client did. On an edit (`editing`) a date left out of the input is not sent, so the invoice keeps its
 * own (spec 002 §7 "date unchanged": an edit does not change it by itself); one given is written, so a date
 * missing at creation can be added.
 */
export function toRestInvoiceBody(
  orderId: string | number,
  input: ConsignmentInvoiceInputValues,
  editing = false,
): RestConsignmentInvoiceBody {
  return {
    order_id: Number(orderId),
    type: invoiceTypeMap.toRest(input.type),
    memo: input.memo || null,
    ...(editing && input.invoiceDate === undefined ? {} : { invoice_date: input.invoiceDate || '' }),
    items: input.lines.map((line) => ({ id: Number(line.productId), qty: line.quantity, price: line.unitPrice })),
  };
}

/** The invoice as read, in ConsignmentInvoiceInput's words: what its history entry compares an edit with. */
export const invoiceInWords = (invoice: RestConsignmentInvoice) => ({
  type: invoiceTypeMap.fromRest(invoice.type),
  invoiceDate: invoice.invoice_date,
  memo: invoice.memo,
  lines: invoice.invoice_items.map((line) => ({
    productId: productIdOf(line),
    quantity: line.qty,
    unitPrice: line.price,
  })),
});
