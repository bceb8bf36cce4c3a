import { isRecordId } from '@backoffice/schema/rules/id';

import type { OrderFilter } from '../../generated/graphql';
import type { PickedOption } from '../../ui/SearchAutocomplete';

/** An order in the Order Number picker: its id first (what staff type), then whose it is. */
export const orderOption = (order: { id: string; customer?: { fullName: string } | null }): PickedOption => ({
  id: order.id,
  label: order.customer?.fullName ? `${order.id} - ${order.customer.fullName}` : order.id,
});

/**
 * What the Order Number picker asks the server for: an order id typed (with or without '#') finds that
 * order; other words find orders of a customer of that name; nothing typed lists the newest orders.
 */
export function orderPickerFilter(search: string): OrderFilter | null {
  const typed = search.trim().replace(/^#/, '').trim();
  if (typed === '') return null;
  return isRecordId(typed) ? { orderId: typed } : { customer: typed };
}
