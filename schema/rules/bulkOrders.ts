import { ShipmentStatus } from '../generated/enums';
import { statusOnSave } from './shipmentStatus';

/**
 * The most orders one bulk action takes: the gateway refuses more with BAD_USER_INPUT, and the orders list
 * offers "select all that match" only up to it (one PDF of 500 labels is already a long print run).
 */
export const BULK_ORDER_LIMIT = 500;

/** What a bulk shipment status change makes of one order: the status it gets, or why it is refused. */
type BulkShipmentOutcome = { status: ShipmentStatus } | { refusal: string };

/**
 * Why an order with a tracking code cannot take `status` (Processed or Label Printed): the gateway's bulk check
 * and the REST API's check as it writes say it in the same words, so a lost race reads as a refusal does.
 */
export const trackedOrderRefusal = (trackingCode: string, status: string) =>
  `It has tracking code ${trackingCode}, so it is Shipped, not ${status}`;

/**
 * A bulk change applies the one-order rule (statusOnSave) with the order's own tracking code, which a bulk
 * change cannot clear as the detail dialog can. When the rule would give another status than the one
 * asked (a tracked order asked to be Processed or Label Printed becomes Shipped), the order is refused
 * rather than silently set to a status nobody chose.
 */
export function shipmentStatusInBulk(
  asked: ShipmentStatus,
  trackingCode: string | null | undefined,
  askedLabel: string,
): BulkShipmentOutcome {
  const status = statusOnSave(asked, trackingCode);
  if (status === asked) return { status };
  return { refusal: trackedOrderRefusal((trackingCode ?? '').trim(), askedLabel) };
}
