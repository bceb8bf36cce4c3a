import { PaymentStatus, SalesChannel, ShipmentStatus } from '@backoffice/schema/generated/enums';
import { choicesOf, type Choice } from '../../ui/ChoiceField';

/**
 * How staff read the order's fixed lists (spec 002 §9, in the spec's own spelling: "crystal web",
 * "Label Printed", "Out_for_delivery"). Values, in the address too, are the GraphQL enum values.
 */
export const salesChannelLabels: Record<SalesChannel, string> = {
  TOKOPEDIA: 'tokopedia',
  SHOPEE: 'shopee',
  BUKALAPAK: 'bukalapak',
  BLIBLI: 'blibli',
  JDID: 'jdid',
  LAZADA: 'lazada',
  WHATSAPP: 'whatsapp',
  WHATSAPP_CATALOG: 'whatsapp_catalog',
  INSTAGRAM: 'instagram',
  TIKTOK: 'tiktok',
  ORAMI: 'orami',
  AMAZON: 'amazon',
  CRYSTAL_WEB: 'crystal web',
};

/** Spec 001 §2: the payment status filter reads All, Payment Pending, Payment Success, Canceled, Payment Expired. */
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

export const SALES_CHANNELS = Object.values(SalesChannel);
export const PAYMENT_STATUSES = Object.values(PaymentStatus);
export const SHIPMENT_STATUSES = Object.values(ShipmentStatus);

export const salesChannelChoices: Choice[] = choicesOf(salesChannelLabels);
export const paymentStatusChoices: Choice[] = choicesOf(paymentStatusLabels);
export const shipmentStatusChoices: Choice[] = choicesOf(shipmentStatusLabels);

export type ChipColor = 'default' | 'success' | 'error';

/** Spec 001 §2: the payment status chip is grey while pending, green when paid, red when canceled or expired. */
export function paymentStatusColor(status: PaymentStatus): ChipColor {
  switch (status) {
    case 'PAYMENT_PENDING':
      return 'default';
    case 'PAYMENT_SUCCESS':
      return 'success';
    case 'CANCELED':
    case 'PAYMENT_EXPIRED':
      return 'error';
  }
}
