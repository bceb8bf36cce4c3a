/** Spec 002 §9: shipment statuses, as the REST API spells them. */
export const SHIPMENT_STATUSES = [
  'Processed',
  'Label Printed',
  'Shipped',
  'Completed',
  'Canceled',
  'Booked',
  'Confirmed',
  'Allocated',
  'Out_for_delivery',
  'Delivered',
  'Out_for_pickup',
  'Picked',
  'On_hold',
  'Rejected',
] as const;

export type ShipmentStatusName = (typeof SHIPMENT_STATUSES)[number];

/** Spec 001 §4: generating a shipping label while Processed makes the order Label Printed. */
export function statusAfterLabel(status: ShipmentStatusName): ShipmentStatusName {
  return status === 'Processed' ? 'Label Printed' : status;
}

/** Spec 001 §4: saving with a tracking code while Processed or Label Printed makes the order Shipped. */
export function statusOnSave(status: ShipmentStatusName, trackingCode: string | null | undefined): ShipmentStatusName {
  const tracked = (trackingCode ?? '').trim() !== '';
  return tracked && (status === 'Processed' || status === 'Label Printed') ? 'Shipped' : status;
}
