import * as z from 'zod/mini';

import type { ConsignmentStatus, InvoiceType } from '@backoffice/schema/generated/enums';

import type { GatewayContext } from '../core/context';
import { enumMap } from '../core/enumMap';
import { byIdLoader } from '../core/loaders';
import {
  type Answer,
  id,
  integer,
  messageAnswer,
  optional,
  recordAnswer,
  restPath,
  type RestReads,
  text,
  writeAnswer,
} from '../core/restAnswer';

/**
 * A calendar day as the answers carry it: YYYY-MM-DD, or an ISO instant whose day it is (the Date scalar writes
 * the first ten characters); anything else is refused here, naming the field, rather than when it is shown.
 */
export const day = () =>
  z.pipe(
    text(),
    z.pipe(
      z.transform((value: string) => value.slice(0, 10)),
      z.iso.date(),
    ),
  );
/** An optional day: missing, null or empty text is none. */
export const optionalDay = () =>
  z.pipe(
    z.transform((value: unknown) => (value === '' ? null : value)),
    optional(day()),
  );

/** Spec 002 §9 "Invoice types | payment, adjustment". */
export const invoiceTypeMap = enumMap('invoice type', {
  PAYMENT: 'payment',
  ADJUSTMENT: 'adjustment',
} as const satisfies Record<InvoiceType, string>);
export type InvoiceTypeKey = (typeof invoiceTypeMap.table)[InvoiceType];

/**
 * Spec 002 §4 "Consignment order status: null Pending, 0 On Process, 1 Done": On Process and Done as the REST
 * API spells them; Pending is its null (no invoice yet), which a table cannot key.
 */
export const consignmentStatusMap = enumMap('consignment status', { ON_PROCESS: 0, DONE: 1 } as const satisfies Record<
  Exclude<ConsignmentStatus, 'PENDING'>,
  number
>);

/**
 * The answer schema of an order's consignment status (002 §3 "Order as shown in the consignment list: id,
 * order_date, status, …", 002 §4): null is Pending, an unknown value is kept as text. The orders domain reads the
 * order's `status` with it.
 */
export const consignmentStatusAnswer = () => optional(consignmentStatusMap.answer());
export type ConsignmentStatusKey = Answer<ReturnType<typeof consignmentStatusAnswer>>;

/** The status a table cannot key: Pending is the REST API's null (no invoice yet); an unknown value is none. */
export const consignmentStatusOf = (status: ConsignmentStatusKey): ConsignmentStatus | null =>
  status === null ? 'PENDING' : consignmentStatusMap.fromRest(status);

/** GET /orders's consignment_status filter (not in the spec): each value and the status it keeps. */
export const CONSIGNMENT_STATUS_FILTERS = { pending: null, on_process: 0, done: 1 } as const satisfies Record<
  string,
  ConsignmentStatusKey
>;
export type ConsignmentStatusFilterKey = keyof typeof CONSIGNMENT_STATUS_FILTERS;

/**
 * A line's product: spec 002 §3 "invoice_items (each: Item with id and name, qty, price)". The product's id is
 * read from `Item.id` or the stand-in's `ItemId`; its name and SKU, when the answer lacks them, from the product
 * (map.ts).
 */
const restLineItem = z.object({ id: optional(id()), name: optional(text()), sku: optional(text()) });

interface ProductLine {
  id: number | null;
  ItemId: number | null;
  Item: { id: number | null } | null;
}

/** The product of a line: `ItemId`, else `Item.id` (one of them is there: `requireProductIds`). */
export const productIdOf = (line: ProductLine) => (line.ItemId ?? line.Item?.id)!;

/** A line naming no product (neither `ItemId` nor `Item.id`) is UPSTREAM_ERROR naming `field`. */
export function requireProductIds(lines: ProductLine[], field: string, context: z.core.ParsePayload<unknown>) {
  if (lines.some((line) => (line.ItemId ?? line.Item?.id ?? null) === null))
    context.issues.push({ code: 'custom', message: `${field}[].Item.id`, input: lines });
}

/**
 * The lines as GraphQL shows them: each with its product's id, and its own id, or where the answer gives none (the
 * spec names none) the record's id and the line's position ("12.1"), for screens' keys.
 */
export const keyedLines = <Line extends ProductLine>(recordId: number, lines: Line[]) =>
  lines.map((line, index) => ({
    ...line,
    key: line.id === null ? `${recordId}.${index + 1}` : String(line.id),
    productId: productIdOf(line),
  }));

/** One product line of an invoice (002 §3 "Item with id and name, qty, price"), in whole rupiah. */
const restInvoiceLine = z.object({
  id: optional(id()),
  ItemId: optional(id()),
  qty: integer(),
  price: integer(),
  Item: optional(restLineItem),
});

/** 002 §3 "customer (fullName, company_name, CustomerContact with email and addressLine1)". */
const restInvoiceCustomer = z.object({
  id: optional(id()),
  fullName: text(),
  company_name: optional(text()),
  CustomerContact: optional(z.object({ email: optional(text()), addressLine1: optional(text()) })),
});
export type RestInvoiceCustomer = Answer<typeof restInvoiceCustomer>;

/**
 * Spec 002 §3: "Consignment invoice: id, invoice_no, order_id, invoice_date, type (payment or adjustment), memo,
 * grand_total, customer (…), invoice_items (…)". The order's date and total (`order`) are the stand-in's: when
 * missing they are read from the order (map.ts); the total, when missing, is the lines' sum.
 */
export const restConsignmentInvoice = z.pipe(
  z.object({
    id: id(),
    invoice_no: text(),
    order_id: id(),
    invoice_date: optionalDay(),
    type: invoiceTypeMap.answer(),
    memo: optional(text()),
    grand_total: optional(integer()),
    order: optional(z.object({ order_date: optionalDay(), grand_total: optional(integer()) })),
    customer: optional(restInvoiceCustomer),
    invoice_items: z.array(restInvoiceLine),
    createdAt: optional(text()),
  }),
  z.transform((invoice, context) => {
    requireProductIds(invoice.invoice_items, 'invoice_items', context);
    const lines = invoice.invoice_items;
    return {
      ...invoice,
      grand_total: invoice.grand_total ?? lines.reduce((sum, line) => sum + line.qty * line.price, 0),
    };
  }),
);
export type RestConsignmentInvoice = Answer<typeof restConsignmentInvoice>;
/** A line as GraphQL's ConsignmentInvoiceLine reads it (map.ts `keyedLines`). */
export type RestConsignmentInvoiceLine = ReturnType<
  typeof keyedLines<RestConsignmentInvoice['invoice_items'][number]>
>[number];

/**
 * Per product of an order: 002 §3 "original_items (ItemId, qty, price), remaining_items" (the remaining items'
 * shape is not shown: read as the original ones). The name is the stand-in's; when missing, the product's (map.ts).
 */
const restConsignmentItem = z.object({ ItemId: id(), name: optional(text()), qty: integer(), price: integer() });
export type RestConsignmentItem = Answer<typeof restConsignmentItem>;

/**
 * GET /orders/{orderId}/consignment_invoices: 002 §7 "reads invoices, original_items, remaining_items"; 002 §3
 * "Invoice list response per order: invoices, original_items (ItemId, qty, price), remaining_items". `status`
 * and `customerName` are not shown for this answer: `status` left out is derived from the invoices (map.ts), null
 * is Pending (002 §4).
 */
export const ORDER_CONSIGNMENT = z.object({
  status: z.optional(z.nullable(consignmentStatusMap.answer())),
  customerName: optional(text()),
  invoices: z.array(restConsignmentInvoice),
  original_items: z.array(restConsignmentItem),
  remaining_items: z.array(restConsignmentItem),
});
export type RestOrderConsignment = Answer<typeof ORDER_CONSIGNMENT>;

/** GET /consignment_invoices/{id}: 002 §7 shows the call, not its answer; read as the writes' `ConsignmentInvoice`. */
export const INVOICE = recordAnswer('ConsignmentInvoice', restConsignmentInvoice);
/** POST /consignment_invoices: 002 §7 "reads message"; the stand-in adds the invoice, which is read when there. */
export const CREATED = writeAnswer('ConsignmentInvoice', restConsignmentInvoice);
/** PUT /consignment_invoices/{id}: 002 §7 "reads message and order_id"; the invoice, when there, is read too. */
const UPDATED = writeAnswer('ConsignmentInvoice', restConsignmentInvoice);
/** DELETE /consignment_invoices/{id}: 002 §7 "reads message". */
const DELETED = messageAnswer();

/** The body of POST /consignment_invoices; PUT takes the same (its order_id must stay the invoice's, its date stays). */
export interface RestConsignmentInvoiceBody {
  order_id: number;
  type: InvoiceTypeKey;
  memo: string | null;
  /** '' when none (spec 002 §2: the form sends empty text). Left out on PUT: editing keeps the date. */
  invoice_date?: string;
  items: Array<{ id: number; qty: number; price: number }>;
}

/** What a save or delete answers: the REST API's message (or the gateway's, when it sent none) and the invoice. */
export interface InvoiceResult {
  message: string;
  invoice: RestConsignmentInvoice | null;
}

export const fetchConsignmentInvoice = ({ rest }: GatewayContext, invoiceId: string | number) =>
  rest.get(restPath`/consignment_invoices/${invoiceId}`, INVOICE);

/** The order's invoicing read now, past the request's DataLoader (after a write, the loaded one is old). */
const fetchOrderConsignment = ({ rest }: GatewayContext, orderId: string | number) =>
  rest.get(restPath`/orders/${orderId}/consignment_invoices`, ORDER_CONSIGNMENT);

const sameItems = (invoice: RestConsignmentInvoice, body: RestConsignmentInvoiceBody) =>
  invoice.invoice_items.length === body.items.length &&
  invoice.invoice_items.every((line, index) => {
    const sent = body.items[index]!;
    return productIdOf(line) === sent.id && line.qty === sent.qty && line.price === sent.price;
  });

/**
 * The invoice POST saved when its answer named neither it nor its id (the spec's answer is `message` only): of the
 * order's invoices read now, the newest of this type, memo and items. None found: null, with a warning.
 */
async function newInvoiceOfOrder(context: GatewayContext, body: RestConsignmentInvoiceBody) {
  try {
    const { invoices } = await fetchOrderConsignment(context, body.order_id);
    const mine = invoices
      .filter(
        (invoice) =>
          invoice.type === body.type && (invoice.memo ?? null) === (body.memo ?? null) && sameItems(invoice, body),
      )
      .sort((a, b) => b.id - a.id);
    if (mine[0]) return mine[0];
  } catch {
    // Reported below as not found: the write itself is saved.
  }
  context.warn('POST /consignment_invoices saved the invoice but did not say which it is: reload the order to see it.');
  return null;
}

const savedMessage = (message: string | null, invoice: RestConsignmentInvoice | null, done: string) =>
  message ?? (invoice ? `Invoice ${invoice.invoice_no} ${done}` : `Invoice ${done}`);

/**
 * A refusal (over-invoicing, a product not in the order) answers 409 naming the line: items.N.qty or items.N.id.
 * An accepted invoice is reported as saved: as its answer held it, else read back by the id it named, else found
 * among the order's invoices.
 */
export async function createConsignmentInvoice(
  context: GatewayContext,
  body: RestConsignmentInvoiceBody,
): Promise<InvoiceResult> {
  const written = await context.rest.post('/consignment_invoices', CREATED, body);
  let invoice = written.record;
  if (!invoice && written.id !== null) invoice = await fetchConsignmentInvoice(context, written.id).catch(() => null);
  invoice ??= await newInvoiceOfOrder(context, body);
  return { message: savedMessage(written.message, invoice, 'saved'), invoice };
}

/**
 * The invoice as PUT saved it: as its answer held it, else read back; when that fails too, `before` with the
 * values sent (and a warning).
 */
export async function updateConsignmentInvoice(
  context: GatewayContext,
  before: RestConsignmentInvoice,
  body: RestConsignmentInvoiceBody,
): Promise<InvoiceResult> {
  const written = await context.rest.put(restPath`/consignment_invoices/${before.id}`, UPDATED, body);
  let invoice = written.record;
  if (!invoice) {
    invoice = await fetchConsignmentInvoice(context, before.id).catch(() => null);
    if (!invoice) {
      context.warn(
        `PUT /consignment_invoices/{id} saved invoice ${before.id} but reading it back failed: shown as sent.`,
      );
      invoice = echoedInvoice(before, body);
    }
  }
  return { message: savedMessage(written.message, invoice, 'saved'), invoice };
}

/** `before` with the values PUT sent; the lines' names and SKUs then come from their products (map.ts). */
const echoedInvoice = (before: RestConsignmentInvoice, body: RestConsignmentInvoiceBody): RestConsignmentInvoice => ({
  ...before,
  type: body.type,
  memo: body.memo,
  invoice_date: body.invoice_date === undefined ? before.invoice_date : body.invoice_date || null,
  grand_total: body.items.reduce((sum, item) => sum + item.qty * item.price, 0),
  invoice_items: body.items.map((item) => ({
    id: null,
    ItemId: item.id,
    qty: item.qty,
    price: item.price,
    Item: null,
  })),
});

/** Answers the invoice as it was (read before the delete); what it held is remaining again. */
export async function deleteConsignmentInvoice(context: GatewayContext, invoiceId: string): Promise<InvoiceResult> {
  const before = await fetchConsignmentInvoice(context, invoiceId);
  const written = await context.rest.delete(restPath`/consignment_invoices/${invoiceId}`, DELETED);
  return { message: savedMessage(written.message, before, 'deleted'), invoice: before };
}

/**
 * An order's invoicing by order id through the request's DataLoader: all of OrderConsignment's fields share
 * one call per order, and a list of orders asking it makes its calls together.
 */
export const loadOrderConsignment = byIdLoader('consignmentByOrderId', fetchOrderConsignment);

/** The GET calls of this domain with their answers' schemas, for `npm run check-upstream` (restReads.ts). */
export const consignmentInvoiceReads: RestReads = {
  'GET /consignment_invoices/{id}': INVOICE,
  'GET /orders/{id}/consignment_invoices': ORDER_CONSIGNMENT,
};
