import { Type, type Static } from '@sinclair/typebox';
import { Id, INT4_MAX, Nullable, oneOf, timestamps, WholeNumber } from '../core/schemas';
import { CUSTOMER_TYPES, customerNames } from '../customers/schemas';
import { DeliveryMethod } from '../deliveryFees/schemas';
import { CityWithProvince } from '../locations/schemas';

/** An order's payment status. */
export const ORDER_STATUSES = ['payment_pending', 'payment_success', 'canceled', 'payment_expired'] as const;
/** An order's shipment status. */
export const SHIP_STATUSES = [
  'Processed', 'Label Printed', 'Shipped', 'Completed', 'Canceled', 'Booked', 'Confirmed', 'Allocated',
  'Out_for_delivery', 'Delivered', 'Out_for_pickup', 'Picked', 'On_hold', 'Rejected',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type ShipStatus = (typeof SHIP_STATUSES)[number];

/**
 * How an order moves stock (src/stock/ledger.ts): its lines leave the ship-from warehouse once it has one of
 * these statuses, on its shipment date (else its order date)…
 */
export const SHIPPED_STATUSES = ['Shipped', 'Completed', 'Out_for_delivery', 'Delivered', 'Picked'] as const satisfies readonly ShipStatus[];
/** …and count as pending stock while it has one of these (and is neither canceled nor expired); Canceled and Rejected never move stock. */
export const AWAITING_SHIPMENT_STATUSES = [
  'Processed', 'Label Printed', 'Booked', 'Confirmed', 'Allocated', 'Out_for_pickup', 'On_hold',
] as const satisfies readonly ShipStatus[];
/** Spec 001 §4: an order with a tracking code is on its way, so it cannot be (or go back to) one of these. */
export const UNTRACKED_STATUSES = ['Processed', 'Label Printed'] as const satisfies readonly ShipStatus[];
/** Payment statuses whose orders will not ship: their lines are not pending stock. */
export const UNSHIPPABLE_PAYMENT_STATUSES = ['canceled', 'payment_expired'] as const satisfies readonly OrderStatus[];

/** The sales channels an order comes from. */
export const SALES_TYPES = [
  'tokopedia', 'shopee', 'bukalapak', 'blibli', 'jdid', 'lazada', 'whatsapp', 'whatsapp_catalog', 'instagram', 'tiktok',
  'orami', 'amazon', 'crystal web',
] as const;

export const DateText = Type.String({ format: 'date', description: 'YYYY-MM-DD' });

/**
 * Spec 002 §4: an order's consignment status, computed by the SQL function consignment_status (migration 010):
 * null Pending (no invoice yet), 0 On Process (some remains to be invoiced), 1 Done (nothing remains).
 */
export const CONSIGNMENT_STATUSES = [0, 1] as const;
export const ConsignmentStatus = Nullable(oneOf(CONSIGNMENT_STATUSES));

export const OrderItem = Type.Object({
  id: Type.Integer(),
  ItemId: Type.Integer(),
  qty: Type.Integer(),
  price: Nullable(Type.Integer()),
  Item: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    sku: Type.String(),
    gross_price: Nullable(Type.Integer()),
    retail_price: Nullable(Type.Integer()),
  }),
});

export const Order = Type.Object({
  id: Type.Integer(),
  order_date: DateText,
  shipment_date: Nullable(DateText),
  OrderStatus: oneOf(ORDER_STATUSES),
  ShipStatus: oneOf(SHIP_STATUSES),
  sales_type: Nullable(oneOf(SALES_TYPES)),
  customer_type: Nullable(oneOf(CUSTOMER_TYPES)),
  CustomerId: Nullable(Type.Integer()),
  Customer: Nullable(
    Type.Object({
      ...customerNames,
      customer_type: Nullable(Type.String()),
      CustomerContact: Type.Object({ contactNo: Nullable(Type.String()), email: Nullable(Type.String()) }),
    }),
  ),
  ShipFromLocationId: Nullable(Type.Integer()),
  ShipFromLocation: Nullable(Type.Object({ id: Type.Integer(), LocationName: Type.String(), City: CityWithProvince })),
  DeliveryMethodId: Nullable(Type.Integer()),
  DeliveryMethod: Nullable(DeliveryMethod),
  ShiptoAddress: Nullable(Type.String()),
  city_id: Nullable(Type.Integer()),
  province_id: Nullable(Type.Integer()),
  postal_code: Nullable(Type.String()),
  City: CityWithProvince,
  tax: Type.Integer({ description: 'percent of the sub total' }),
  delivery_fee: Type.Integer(),
  grand_total: Type.Integer(),
  memo: Nullable(Type.String()),
  invoice_no: Nullable(Type.String()),
  tracking_code: Nullable(Type.String()),
  shipping_method: Nullable(Type.String()),
  Payment: Type.Object({ payment_method: Nullable(Type.String()) }),
  OrderLine: Type.Object({ items: Type.Array(OrderItem), grand_total: Type.Integer() }),
  consignment_status: ConsignmentStatus,
  ...timestamps,
});
export type Order = Static<typeof Order>;

const OrderLineBody = Type.Object({
  ItemId: Id(),
  qty: Type.Integer({ minimum: 1, maximum: INT4_MAX }),
  price: Type.Optional(Nullable(WholeNumber())),
});

/** POST takes the whole order; PUT any part of it (the detail dialog sends a few fields, the edit form all). */
const orderFields = {
  CustomerId: Nullable(Id()),
  ShipFromLocationId: Id(),
  DeliveryMethodId: Id(),
  ShiptoAddress: Nullable(Type.String({ maxLength: 500 })),
  OrderStatus: oneOf(ORDER_STATUSES),
  ShipStatus: oneOf(SHIP_STATUSES),
  items: Type.Array(OrderLineBody, { minItems: 1, maxItems: 200 }),
  sales_type: Nullable(oneOf(SALES_TYPES)),
  customer_type: Nullable(oneOf(CUSTOMER_TYPES)),
  city_id: Nullable(Id()),
  province_id: Nullable(Id()),
  postal_code: Nullable(Type.String({ pattern: '^([0-9]{5})?$' })),
  order_date: DateText,
  shipment_date: Nullable(DateText),
  tax: Type.Integer({ minimum: 0, maximum: 100 }),
  delivery_fee: WholeNumber(),
  grand_total: WholeNumber(),
  memo: Nullable(Type.String({ maxLength: 2000 })),
  invoice_no: Nullable(Type.String({ maxLength: 100 })),
  tracking_code: Nullable(Type.String({ maxLength: 100 })),
  shipping_method: Nullable(Type.String({ maxLength: 50 })),
};
export const OrderCreateBody = Type.Object(
  {
    ...orderFields,
    CustomerId: Id(),
    ShiptoAddress: Type.String({ minLength: 1, maxLength: 500 }),
    OrderStatus: Type.Optional(oneOf(ORDER_STATUSES)),
    ShipStatus: Type.Optional(oneOf(SHIP_STATUSES)),
    tracking_code: Type.Optional(orderFields.tracking_code),
    shipping_method: Type.Optional(orderFields.shipping_method),
    shipment_date: Type.Optional(orderFields.shipment_date),
    memo: Type.Optional(orderFields.memo),
    invoice_no: Type.Optional(orderFields.invoice_no),
    postal_code: Type.Optional(orderFields.postal_code),
  },
  { additionalProperties: false },
);
export const OrderUpdateBody = Type.Partial(Type.Object(orderFields), { additionalProperties: false });
export type OrderCreateBody = Static<typeof OrderCreateBody>;
export type OrderUpdateBody = Static<typeof OrderUpdateBody>;

export const OrderLite = Type.Object({ id: Type.Integer(), order_date: Type.String(), customer: Type.Union([Type.String(), Type.Null()]) });
export type OrderLite = Static<typeof OrderLite>;
