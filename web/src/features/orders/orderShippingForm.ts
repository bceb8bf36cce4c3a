import { orderShippingInputRules } from '@backoffice/schema/rules/order';
import * as z from 'zod/mini';
import type { PaymentStatus, ShipmentStatus } from '../../generated/graphql';
import { DEFAULT_COURIER_ID } from './orderForm';
import type { OrderDetailFragment } from './orders.generated';

/** What the detail dialog edits (spec 001 §2), as its fields hold it. */
export interface OrderShippingFormValues {
  shipFromId: string;
  shipmentDate: string;
  shipmentStatus: ShipmentStatus;
  courierId: string;
  trackingCode: string;
  paymentStatus: PaymentStatus;
}

export function toShippingFormValues(order: OrderDetailFragment): OrderShippingFormValues {
  return {
    shipFromId: order.shipFrom?.id ?? '',
    shipmentDate: order.shipmentDate ?? '',
    shipmentStatus: order.shipmentStatus,
    courierId: order.courier?.id ?? DEFAULT_COURIER_ID,
    trackingCode: order.trackingCode ?? '',
    paymentStatus: order.paymentStatus,
  };
}

/** The dialog's resolver: the gateway's OrderShippingInput rules, with empty fields sent as none. */
export const orderShippingFormRules = z.pipe(
  z.transform((values: OrderShippingFormValues): unknown => ({
    ...values,
    shipmentDate: values.shipmentDate || null,
    trackingCode: values.trackingCode.trim() || null,
  })),
  orderShippingInputRules,
);
