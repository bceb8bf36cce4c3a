import type { GatewayContext } from '../core/context';
import { byIdLoader } from '../core/loaders';

/** Spec 002 §9: what an invoice is for, as the REST API spells it. */
export type InvoiceTypeKey = 'payment' | 'adjustment';
/** Spec 002 §4: null Pending, 0 On Process, 1 Done (computed by the REST API's SQL function consignment_status). */
export type ConsignmentStatusKey = 0 | 1 | null;

/** GET /orders's consignment_status filter (not in the spec): each value and the status it keeps. */
export const CONSIGNMENT_STATUS_FILTERS = { pending: null, on_process: 0, done: 1 } as const satisfies Record<
  string,
  ConsignmentStatusKey
>;
export type ConsignmentStatusFilterKey = keyof typeof CONSIGNMENT_STATUS_FILTERS;

/** One product line of an invoice, with its product's name and SKU joined (no call per line). */
export interface RestConsignmentInvoiceLine {
  id: number;
  ItemId: number;
  qty: number;
  /** Whole rupiah per unit. */
  price: number;
  Item: { id: number; name: string; sku: string };
}

/** The customer as an invoice carries it (spec 002 §3). */
export interface RestInvoiceCustomer {
  id: number;
  fullName: string;
  company_name: string | null;
  CustomerContact: { email: string | null; addressLine1: string | null };
}

/** A consignment invoice as the REST API answers it (spec 002 §3), with its order's date and total. */
export interface RestConsignmentInvoice {
  id: number;
  invoice_no: string;
  order_id: number;
  invoice_date: string | null;
  type: InvoiceTypeKey;
  memo: string | null;
  grand_total: number;
  order: { id: number; order_date: string; grand_total: number };
  customer: RestInvoiceCustomer | null;
  invoice_items: RestConsignmentInvoiceLine[];
  createdAt: string;
  updatedAt: string;
}

/** Per product of an order: what it holds, or what no invoice holds yet, at the order's price. */
export interface RestConsignmentItem {
  ItemId: number;
  name: string;
  qty: number;
  price: number;
}

/** GET /orders/{orderId}/consignment_invoices: an order's invoicing, in one call. */
export interface RestOrderConsignment {
  order_id: number;
  status: ConsignmentStatusKey;
  customerName: string | null;
  invoices: RestConsignmentInvoice[];
  original_items: RestConsignmentItem[];
  remaining_items: RestConsignmentItem[];
}

/** The body of POST /consignment_invoices; PUT takes the same (its order_id must stay the invoice's, its date stays). */
export interface RestConsignmentInvoiceBody {
  order_id: number;
  type: InvoiceTypeKey;
  memo: string | null;
  /** '' when none (spec 002 §2: the form sends empty text). Left out on PUT: editing keeps the date. */
  invoice_date?: string;
  items: Array<{ id: number; qty: number; price: number }>;
}

type InvoiceReply = { message: string; ConsignmentInvoice: RestConsignmentInvoice };

const invoicePath = (id: string | number) => `/consignment_invoices/${encodeURIComponent(id)}`;

/** What a save or delete answers: the REST API's message and the invoice. */
const asResult = ({ message, ConsignmentInvoice }: InvoiceReply) => ({ message, invoice: ConsignmentInvoice });

export const fetchConsignmentInvoice = async ({ rest }: GatewayContext, id: string) =>
  (await rest.get<{ ConsignmentInvoice: RestConsignmentInvoice }>(invoicePath(id))).ConsignmentInvoice;

/** A refusal (over-invoicing, a product not in the order) answers 409 naming the line: items.N.qty or items.N.id. */
export const createConsignmentInvoice = async ({ rest }: GatewayContext, body: RestConsignmentInvoiceBody) =>
  asResult(await rest.post<InvoiceReply>('/consignment_invoices', body));

export const updateConsignmentInvoice = async (
  { rest }: GatewayContext,
  id: string,
  body: RestConsignmentInvoiceBody,
) => asResult(await rest.put<InvoiceReply & { order_id: number }>(invoicePath(id), body));

/** Answers the invoice as it was; what it held is remaining again. */
export const deleteConsignmentInvoice = async ({ rest }: GatewayContext, id: string) =>
  asResult(await rest.delete<InvoiceReply>(invoicePath(id)));

/**
 * An order's invoicing by order id through the request's DataLoader: all of OrderConsignment's fields share
 * one call per order, and a list of orders asking it makes its calls together.
 */
export const loadOrderConsignment = byIdLoader('consignmentByOrderId', ({ rest }, orderId) =>
  rest.get<RestOrderConsignment>(`/orders/${encodeURIComponent(orderId)}/consignment_invoices`),
);
