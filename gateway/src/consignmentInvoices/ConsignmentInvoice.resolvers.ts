import { orderTotals } from '@backoffice/schema/rules/orderTotals';

import type { GatewayContext } from '../core/context';
import type { ConsignmentInvoiceResolvers } from '../generated/graphql';
import { loadOrder, type RestOrder } from '../orders/rest';
import { invoiceTypeMap, keyedLines, type RestConsignmentInvoice } from './rest';

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

export const ConsignmentInvoice: ConsignmentInvoiceResolvers = {
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
};
