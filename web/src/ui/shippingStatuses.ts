import { PaymentStatus, type SampleStatus, ShipmentStatus } from '@backoffice/schema/generated/enums';

import { type Choice, choicesOf } from './choices';
import { enumLabel } from './enumLabel';

/**
 * The payment and shipment statuses as staff read them (spec 002 §9, in the spec's own spelling: "Label
 * Printed", "Out_for_delivery"), shared by orders and samples. Values, in the address too, are the GraphQL
 * enum values.
 */
export const paymentStatusLabels: Record<PaymentStatus, string> = {
  PAYMENT_PENDING: 'Payment Pending',
  PAYMENT_SUCCESS: 'Payment Success',
  CANCELED: 'Canceled',
  PAYMENT_EXPIRED: 'Payment Expired',
};

export const shipmentStatusLabels: Record<ShipmentStatus, string> = {
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
};

export const PAYMENT_STATUSES = Object.values(PaymentStatus);
export const SHIPMENT_STATUSES = Object.values(ShipmentStatus);

export const paymentStatusChoices: Choice[] = choicesOf(paymentStatusLabels);
export const shipmentStatusChoices: Choice[] = choicesOf(shipmentStatusLabels);

export type ChipColor = 'default' | 'success' | 'error';

/**
 * Spec 001 §2: the payment status chip is grey while pending, green when paid, red when canceled or expired; a
 * status the gateway does not know (none, its text shown instead) is grey, neutral.
 */
export function paymentStatusColor(status: PaymentStatus | null | undefined): ChipColor {
  switch (status) {
    case null:
    case undefined:
      return 'default';
    case 'PAYMENT_PENDING':
      return 'default';
    case 'PAYMENT_SUCCESS':
      return 'success';
    case 'CANCELED':
    case 'PAYMENT_EXPIRED':
      return 'error';
  }
}

const isPaymentStatus = (status: string): status is PaymentStatus => status in paymentStatusLabels;

/** A sample's status holds a payment status or a shipment status (spec 001 §4); its chip reads either's label. */
const sampleStatusLabels: Record<SampleStatus, string> = { ...shipmentStatusLabels, ...paymentStatusLabels };

/** The label of a sample's status; one the gateway does not know is the API's own text (`unknownText`). */
export const sampleStatusLabel = (status: SampleStatus | null | undefined, unknownText?: string | null): string =>
  enumLabel(sampleStatusLabels, status, unknownText);

/**
 * The sample's chip: a payment status coloured as on orders; a shipment status green once delivered or done, red
 * when refused; grey for a status the gateway does not know.
 */
export function sampleStatusColor(status: SampleStatus | null | undefined): ChipColor {
  if (!status) return 'default';
  if (isPaymentStatus(status)) return paymentStatusColor(status);
  if (status === 'COMPLETED' || status === 'DELIVERED' || status === 'SHIPPED') return 'success';
  if (status === 'REJECTED') return 'error';
  return 'default';
}
