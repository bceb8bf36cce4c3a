import { type Static, Type } from '@sinclair/typebox';

import { MAX_INT } from '@backoffice/schema/rules/number';

import { ConsignmentStatus, DateText, Id, Nullable, oneOf, optional, timestamps, WholeNumber } from '../core/schemas';

/** Spec 002 §9: what an invoice is for. */
const INVOICE_TYPES = ['payment', 'adjustment'] as const;

const InvoiceItem = Type.Object({
  id: Type.Integer(),
  ItemId: Type.Integer(),
  qty: Type.Integer(),
  price: Type.Integer({ description: 'whole rupiah per unit' }),
  Item: Type.Object({ id: Type.Integer(), name: Type.String(), sku: Type.String() }),
});

/** Spec 002 §3. */
export const ConsignmentInvoice = Type.Object({
  id: Type.Integer(),
  invoice_no: Type.String({ description: 'assigned by the REST API: CI/{year}/{0001…}' }),
  order_id: Type.Integer(),
  invoice_date: Nullable(DateText),
  type: oneOf(INVOICE_TYPES),
  memo: Nullable(Type.String()),
  grand_total: Type.Integer({ description: 'the sum of qty × price, whole rupiah' }),
  order: Type.Object({ id: Type.Integer(), order_date: DateText, grand_total: Type.Integer() }),
  customer: Nullable(
    Type.Object({
      id: Type.Integer(),
      fullName: Type.String(),
      company_name: Nullable(Type.String()),
      CustomerContact: Type.Object({ email: Nullable(Type.String()), addressLine1: Nullable(Type.String()) }),
    }),
  ),
  invoice_items: Type.Array(InvoiceItem),
  ...timestamps,
});
export type ConsignmentInvoice = Static<typeof ConsignmentInvoice>;

/** Per product of the order: what it holds, and what its invoices have not taken yet. */
export const ConsignmentItem = Type.Object({
  ItemId: Type.Integer(),
  name: Type.String(),
  qty: Type.Integer(),
  price: Type.Integer({
    description: "the order's price per unit: its first line of the product, else the retail price",
  }),
});
export type ConsignmentItem = Static<typeof ConsignmentItem>;

/** GET /orders/{orderId}/consignment_invoices (spec 002 §3). */
export const OrderConsignment = Type.Object({
  order_id: Type.Integer(),
  status: ConsignmentStatus,
  customerName: Nullable(Type.String()),
  invoices: Type.Array(ConsignmentInvoice),
  original_items: Type.Array(ConsignmentItem),
  remaining_items: Type.Array(ConsignmentItem, {
    description: 'only the products with something left; qty is what is left',
  }),
});
export type OrderConsignment = Static<typeof OrderConsignment>;

/** GET /orders/consignment_invoices/{orderId} (spec 002 §7; the token is required now). */
export const RemainingItems = Type.Object({
  remainingItems: Type.Array(ConsignmentItem, {
    description: 'only the products with something left; qty is what is left',
  }),
  customerName: Nullable(Type.String()),
});

const InvoiceItemBody = Type.Object(
  {
    id: Id({ description: 'the product' }),
    qty: Type.Integer({ minimum: 1, maximum: MAX_INT }),
    price: WholeNumber(),
  },
  { additionalProperties: false },
);

/**
 * POST /consignment_invoices (and PUT, where order_id must stay the order's and invoice_date, when left out, stays as it is).
 * Each item must be a product of the order, and no more of it than remains (the order's quantity minus every
 * other invoice's): 409 naming the line (items.N.qty, or items.N.id for a product not in the order). The check
 * and the write are one transaction under a lock on the order.
 */
export const ConsignmentInvoiceBody = Type.Object(
  {
    order_id: Id(),
    type: oneOf(INVOICE_TYPES),
    memo: optional(Type.String({ maxLength: 2000 })),
    invoice_date: Type.Optional(
      Type.Union([DateText, Type.Literal(''), Type.Null()], { description: "optional: '' or null when none" }),
    ),
    items: Type.Array(InvoiceItemBody, { minItems: 1, maxItems: 200 }),
  },
  { additionalProperties: false },
);
export type ConsignmentInvoiceBody = Static<typeof ConsignmentInvoiceBody>;
