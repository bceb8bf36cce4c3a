import type { PaymentStatus, ShipmentStatus } from '@backoffice/schema/generated/enums';

import { enumMap } from './enumMap';

/**
 * The payment and shipment statuses as the REST API spells them. Orders and samples both carry them (a
 * sample's status holds either list, spec 001 §4), so they live here, not in one of the two domains.
 */

/** ShipStatus as the REST API spells it (spec 002 §9). */
export type ShipmentStatusName =
  | 'Processed'
  | 'Label Printed'
  | 'Shipped'
  | 'Completed'
  | 'Canceled'
  | 'Booked'
  | 'Confirmed'
  | 'Allocated'
  | 'Out_for_delivery'
  | 'Delivered'
  | 'Out_for_pickup'
  | 'Picked'
  | 'On_hold'
  | 'Rejected';
/** OrderStatus as the REST API spells it: the payment status. */
export type PaymentStatusKey = 'payment_pending' | 'payment_success' | 'canceled' | 'payment_expired';

export const paymentStatusMap = enumMap('payment status', {
  PAYMENT_PENDING: 'payment_pending',
  PAYMENT_SUCCESS: 'payment_success',
  CANCELED: 'canceled',
  PAYMENT_EXPIRED: 'payment_expired',
} as const satisfies Record<PaymentStatus, PaymentStatusKey>);

export const shipmentStatusMap = enumMap('shipment status', {
  PROCESSED: 'Processed',
  LABEL_PRINTED: 'Label Printed',
  SHIPPED: 'Shipped',
  COMPLETED: 'Completed',
  CANCELED: 'Canceled',
  BOOKED: 'Booked',
  CONFIRMED: 'Confirmed',
  ALLOCATED: 'Allocated',
  OUT_FOR_DELIVERY: 'Out_for_delivery',
  DELIVERED: 'Delivered',
  OUT_FOR_PICKUP: 'Out_for_pickup',
  PICKED: 'Picked',
  ON_HOLD: 'On_hold',
  REJECTED: 'Rejected',
} as const satisfies Record<ShipmentStatus, ShipmentStatusName>);
