import { type Static, Type } from '@sinclair/typebox';

import { MAX_INT } from '@backoffice/schema/rules/number';

import {
  CityWithProvince,
  ConsignmentStatus,
  CUSTOMER_TYPES,
  customerNames,
  DateText,
  DeliveryMethod,
  Id,
  Nullable,
  oneOf,
  ORDER_STATUSES,
  SHIP_STATUSES,
  type ShipStatus,
  timestamps,
  WholeNumber,
} from '../core/schemas';

/** Spec 001 §4: an order with a tracking code is on its way, so it cannot be (or go back to) one of these. */
export const UNTRACKED_STATUSES = ['Processed', 'Label Printed'] as const satisfies readonly ShipStatus[];
/** The sales channels an order comes from. */
export const SALES_TYPES = [
  'tokopedia',
  'shopee',
  'bukalapak',
  'blibli',
  'jdid',
  'lazada',
  'whatsapp',
  'whatsapp_catalog',
  'instagram',
  'tiktok',
  'orami',
  'amazon',
  'crystal web',
] as const;

/**
 * GET /orders's consignment_status filter, a value per consignment status (core/schemas.ts ConsignmentStatus):
 * pending (null: no invoice yet), on_process (0) and done (1).
 */
export const CONSIGNMENT_STATUS_FILTERS = ['pending', 'on_process', 'done'] as const;
export type ConsignmentStatusFilter = (typeof CONSIGNMENT_STATUS_FILTERS)[number];

const OrderItem = Type.Object({
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
  /**
   * Spec 002 §3 "Order as shown in the consignment list: id, order_date, status", §4 "Consignment order status:
   * null Pending, 0 On Process, 1 Done" (computed by the SQL function consignment_status).
   */
  status: ConsignmentStatus,
  ...timestamps,
});
export type Order = Static<typeof Order>;

const OrderLineBody = Type.Object({
  ItemId: Id(),
  qty: Type.Integer({ minimum: 1, maximum: MAX_INT }),
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

export const OrderLite = Type.Object({
  id: Type.Integer(),
  order_date: Type.String(),
  customer: Type.Union([Type.String(), Type.Null()]),
});
export type OrderLite = Static<typeof OrderLite>;
