import { type Static, Type } from '@sinclair/typebox';

import { MAX_INT } from '@backoffice/schema/rules/number';

import { DateText, DeliveryMethod, Id, Nullable, oneOf, optional, timestamps, WholeNumber } from '../core/schemas';

/** Spec 001 §9: what the customer gets for returned goods: a replacement, or their money back. */
const RETURN_ACTIONS = ['return', 'refund'] as const;
/** Spec 001 §4 shows no transitions: a return is recorded when its goods come back. */
const RETURN_STATUSES = ['Received'] as const;

const ReturnItem = Type.Object({
  id: Type.Integer(),
  ItemId: Type.Integer(),
  qty: Type.Integer(),
  price: Type.Integer({ description: 'whole rupiah per unit, as the order charged it' }),
  Item: Type.Object({ id: Type.Integer(), name: Type.String(), sku: Type.String() }),
});

/** Spec 001 §3. */
export const Return = Type.Object({
  id: Type.Integer(),
  status: oneOf(RETURN_STATUSES),
  action: oneOf(RETURN_ACTIONS),
  return_date: DateText,
  OrderId: Type.Integer(),
  Order: Type.Object({
    id: Type.Integer(),
    order_date: DateText,
    CustomerId: Nullable(Type.Integer()),
    Customer: Nullable(
      Type.Object({
        id: Type.Integer(),
        fullName: Type.String(),
        CustomerContact: Type.Object({ contactNo: Nullable(Type.String()) }),
      }),
    ),
  }),
  ShipFromLocationId: Type.Integer({ description: 'the warehouse the goods return to (Ship To on the form)' }),
  ShipFromLocation: Type.Object({ id: Type.Integer(), LocationName: Type.String() }),
  ship_by: Nullable(Type.Integer({ description: 'the courier bringing the goods back' })),
  ShipBy: Nullable(DeliveryMethod),
  money_returned: Type.Integer(),
  memo: Nullable(Type.String()),
  items: Type.Array(ReturnItem),
  ...timestamps,
});
export type Return = Static<typeof Return>;

/** One line of the `items` JSON text of POST /returns. */
const ReturnLineBody = Type.Object(
  { ItemId: Id(), qty: Type.Integer({ minimum: 1, maximum: MAX_INT }) },
  { additionalProperties: false },
);
export const ReturnLinesBody = Type.Array(ReturnLineBody, { minItems: 1, maxItems: 200 });
type ReturnLineBody = Static<typeof ReturnLineBody>;

/**
 * Spec 001 §7 POST /returns, with the lines as JSON text. Each line must name a product of the order, and
 * no more of it than the order holds minus what its other returns already took back (409 otherwise, naming
 * the line); the check and the write are one transaction under a lock on the order.
 */
export const ReturnBody = Type.Object(
  {
    OrderId: Id(),
    ShipFromLocationId: Id({ description: 'the warehouse the goods return to' }),
    ship_by: optional(Id({ description: 'the courier bringing the goods back' })),
    action: oneOf(RETURN_ACTIONS),
    money_returned: Type.Optional(WholeNumber()),
    memo: optional(Type.String({ maxLength: 2000 })),
    return_date: Type.Optional(DateText),
    items: Type.String({ maxLength: 100_000, description: 'JSON text: a list of { ItemId, qty }' }),
  },
  { additionalProperties: false },
);
export type ReturnBody = Static<typeof ReturnBody>;

/** GET /orders/{id}/returnable: per product of the order, what a new return can still take. */
export const ReturnableProduct = Type.Object({
  ItemId: Type.Integer(),
  name: Type.String(),
  ordered_qty: Type.Integer(),
  returned_qty: Type.Integer(),
  returnable_qty: Type.Integer(),
  price: Type.Integer({
    description: 'what the order charged per unit: its first line of the product, else the retail price',
  }),
});
export type ReturnableProduct = Static<typeof ReturnableProduct>;
