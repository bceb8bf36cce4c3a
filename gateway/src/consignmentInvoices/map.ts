import type { ConsignmentInvoiceInputValues } from '@backoffice/schema/rules/consignmentInvoice';
import { linePrice, orderTotals } from '@backoffice/schema/rules/orderTotals';

import type { GatewayContext } from '../core/context';
import { enumMap } from '../core/enumMap';
import type { InputFieldTable } from '../core/inputFieldNames';
import type { ConsignmentOrderFilter, ConsignmentStatus, Resolvers } from '../generated/graphql';
import { loadOrder, type OrderListQuery, type RestOrder } from '../orders/rest';
import { loadProduct } from '../products/rest';
import {
  type ConsignmentStatusFilterKey,
  type ConsignmentStatusKey,
  consignmentStatusMap,
  invoiceTypeMap,
  keyedLines,
  loadOrderConsignment,
  type RestConsignmentInvoice,
  type RestConsignmentInvoiceBody,
  type RestOrderConsignment,
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

/** The status a table cannot key: Pending is the REST API's null (no invoice yet); an unknown value is none. */
export const consignmentStatusOf = (status: ConsignmentStatusKey): ConsignmentStatus | null =>
  status === null ? 'PENDING' : consignmentStatusMap.fromRest(status);

/**
 * An order's status where its invoicing answer leaves it out (002 §3 does not show it there), as 002 §4 defines
 * it: Pending without invoices, On Process while something remains, else Done.
 */
const derivedStatus = (consignment: RestOrderConsignment): ConsignmentStatus =>
  consignment.invoices.length === 0 ? 'PENDING' : consignment.remaining_items.length > 0 ? 'ON_PROCESS' : 'DONE';

/** A product's name or SKU the answer left out: read from the product (the request's DataLoader). */
const productField = async (context: GatewayContext, productId: number, field: 'name' | 'sku') =>
  (await loadProduct(context, String(productId)))[field];

/** The order's grand total as it says it, else as the orders screens compute it (spec 001 §2: line price, else retail). */
const orderGrandTotal = (order: RestOrder) =>
  order.grand_total ??
  orderTotals(
    order.OrderLine.items.map((line) => ({ quantity: line.qty, unitPrice: line.price ?? line.Item.retail_price ?? 0 })),
    order.tax,
    order.delivery_fee,
  ).total;

/** The order an invoice answer left its date or total out of: read through the request's DataLoader. */
const invoiceOrder = (context: GatewayContext, invoice: RestConsignmentInvoice) =>
  loadOrder(context, String(invoice.order_id));

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

export const consignmentTypeResolvers: Resolvers = {
  ConsignmentInvoice: {
    id: (invoice) => String(invoice.id),
    invoiceNumber: (invoice) => invoice.invoice_no,
    orderId: (invoice) => String(invoice.order_id),
    orderDate: async (invoice, _args, context) =>
      invoice.order?.order_date ?? (await invoiceOrder(context, invoice)).order_date,
    orderTotal: async (invoice, _args, context) =>
      invoice.order?.grand_total ?? orderGrandTotal(await invoiceOrder(context, invoice)),
    invoiceDate: (invoice) => invoice.invoice_date || null,
    type: (invoice) => invoiceTypeMap.fromRest(invoice.type),
    unknownType: (invoice) => invoiceTypeMap.unknownText(invoice.type),
    total: (invoice) => invoice.grand_total,
    lines: (invoice) => keyedLines(invoice.id, invoice.invoice_items),
  },
  ConsignmentInvoiceLine: {
    id: (line) => String(line.key),
    productId: (line) => String(line.productId),
    productName: (line, _args, context) => line.Item?.name ?? productField(context, line.productId, 'name'),
    sku: (line, _args, context) => line.Item?.sku ?? productField(context, line.productId, 'sku'),
    quantity: (line) => line.qty,
    unitPrice: (line) => line.price,
    linePrice: (line) => linePrice({ quantity: line.qty, unitPrice: line.price }),
  },
  InvoiceCustomer: {
    id: (customer) => (customer.id === null ? null : String(customer.id)),
    companyName: (customer) => customer.company_name,
    email: (customer) => customer.CustomerContact?.email ?? null,
    address: (customer) => customer.CustomerContact?.addressLine1 ?? null,
  },
  OrderConsignment: {
    status: (consignment) =>
      consignment.status === undefined ? derivedStatus(consignment) : consignmentStatusOf(consignment.status),
    unknownStatus: (consignment) => consignmentStatusMap.unknownText(consignment.status ?? null),
    originalItems: (consignment) => consignment.original_items,
    remainingItems: (consignment) => consignment.remaining_items,
  },
  ConsignmentItem: {
    productId: (item) => String(item.ItemId),
    productName: (item, _args, context) => item.name ?? productField(context, item.ItemId, 'name'),
    quantity: (item) => item.qty,
    unitPrice: (item) => item.price,
  },
  Order: {
    // Computed with the order by the REST API (002 §3 the order's `status`): no call.
    consignmentStatus: (order) => consignmentStatusOf(order.status),
    unknownConsignmentStatus: (order) => consignmentStatusMap.unknownText(order.status),
    consignment: (order, _args, context) => loadOrderConsignment(context, String(order.id)),
  },
};
