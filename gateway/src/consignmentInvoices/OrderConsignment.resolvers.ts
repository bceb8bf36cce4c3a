import type { ConsignmentStatus, OrderConsignmentResolvers } from '../generated/graphql';
import { consignmentStatusMap, consignmentStatusOf, type RestOrderConsignment } from './rest';

/**
 * An order's status where its invoicing answer leaves it out (002 §3 does not show it there), as 002 §4 defines
 * it: Pending without invoices, On Process while something remains, else Done.
 */
const derivedStatus = (consignment: RestOrderConsignment): ConsignmentStatus =>
  consignment.invoices.length === 0 ? 'PENDING' : consignment.remaining_items.length > 0 ? 'ON_PROCESS' : 'DONE';

export const OrderConsignment: OrderConsignmentResolvers = {
  status: (consignment) =>
    consignment.status === undefined ? derivedStatus(consignment) : consignmentStatusOf(consignment.status),
  unknownStatus: (consignment) => consignmentStatusMap.unknownText(consignment.status ?? null),
  originalItems: (consignment) => consignment.original_items,
  remainingItems: (consignment) => consignment.remaining_items,
};
