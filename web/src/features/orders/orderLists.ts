import { PAYMENT_STATUSES, SALES_CHANNEL_SPELLING, SALES_CHANNELS, SHIPMENT_STATUS_VALUES } from '@backoffice/schema/rules/order';
import { SHIPMENT_STATUSES, type ShipmentStatusName } from '@backoffice/schema/rules/shipmentStatus';
import type { PaymentStatus, SalesChannel, ShipmentStatus } from '../../generated/graphql';
import type { Choice } from '../../ui/ChoiceField';

/**
 * The order's fixed lists (spec 002 §9) as staff read them and as the list's address spells them: the
 * spec's own spelling ("crystal web", "Label Printed", "payment_pending"), never the GraphQL enum names.
 */

export const salesChannelKeys: Record<SalesChannel, string> = SALES_CHANNEL_SPELLING;

/** Spec 001 §2: the payment status filter reads All, Payment Pending, Payment Success, Canceled, Payment Expired. */
export const paymentStatusLabels: Record<PaymentStatus, string> = {
  PAYMENT_PENDING: 'Payment Pending',
  PAYMENT_SUCCESS: 'Payment Success',
  CANCELED: 'Canceled',
  PAYMENT_EXPIRED: 'Payment Expired',
};

/** 'payment_pending' ⇄ PAYMENT_PENDING (spec 001 §4 spelling). */
export const paymentStatusKey = (status: PaymentStatus) => status.toLowerCase();

/** 'Label Printed' ⇄ LABEL_PRINTED, 'Out_for_delivery' ⇄ OUT_FOR_DELIVERY. */
const enumOfShipmentStatus = (name: ShipmentStatusName) => name.toUpperCase().replace(/ /g, '_') as ShipmentStatus;

export const shipmentStatusNames = Object.fromEntries(SHIPMENT_STATUSES.map((name) => [enumOfShipmentStatus(name), name])) as Record<
  ShipmentStatus,
  ShipmentStatusName
>;

export const salesChannelFromKey = (key: string): SalesChannel | undefined => SALES_CHANNELS.find((channel) => salesChannelKeys[channel] === key);
export const paymentStatusFromKey = (key: string): PaymentStatus | undefined => PAYMENT_STATUSES.find((status) => paymentStatusKey(status) === key);
export const shipmentStatusFromKey = (key: string): ShipmentStatus | undefined =>
  SHIPMENT_STATUS_VALUES.find((status) => shipmentStatusNames[status] === key);

export const salesChannelChoices: Choice[] = SALES_CHANNELS.map((channel) => ({ value: channel, label: salesChannelKeys[channel] }));
export const paymentStatusChoices: Choice[] = PAYMENT_STATUSES.map((status) => ({ value: status, label: paymentStatusLabels[status] }));
export const shipmentStatusChoices: Choice[] = SHIPMENT_STATUS_VALUES.map((status) => ({ value: status, label: shipmentStatusNames[status] }));

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

/** Inactive warehouses are not offered as a ship-from location, except the one an order already has. */
export function shipFromChoices(warehouses: ReadonlyArray<{ id: string; name: string; active: boolean }>, currentId: string): Choice[] {
  return warehouses.filter((warehouse) => warehouse.active || warehouse.id === currentId).map((warehouse) => ({ value: warehouse.id, label: warehouse.name }));
}

export const courierChoices = (couriers: ReadonlyArray<{ id: string; company: string }>): Choice[] =>
  couriers.map((courier) => ({ value: courier.id, label: courier.company }));
