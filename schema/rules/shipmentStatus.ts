import { ShipmentStatus } from '../generated/enums';

/** Spec 001 §4: generating a shipping label while Processed makes the order Label Printed. */
export function statusAfterLabel(status: ShipmentStatus): ShipmentStatus {
  return status === ShipmentStatus.Processed ? ShipmentStatus.LabelPrinted : status;
}

/** Spec 001 §4: saving with a tracking code while Processed or Label Printed makes the order Shipped. */
export function statusOnSave(status: ShipmentStatus, trackingCode: string | null | undefined): ShipmentStatus {
  const tracked = (trackingCode ?? '').trim() !== '';
  return tracked && (status === ShipmentStatus.Processed || status === ShipmentStatus.LabelPrinted)
    ? ShipmentStatus.Shipped
    : status;
}
