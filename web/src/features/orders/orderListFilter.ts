import type { OrderFilter } from '../../generated/graphql';
import { endDateProblem, ISO_DATE } from '../../ui/dates';
import { oneOf, someOf } from '../../ui/listParams';
import { PAYMENT_STATUSES, SALES_CHANNELS, SHIPMENT_STATUSES } from './orderLists';

/** Spec 001 §2: the list's filters live in the address under these keys. */
export const ORDER_FILTER_KEYS = {
  orderId: 'order',
  paymentStatus: 'status',
  customer: 'customer',
  salesChannels: 'sales_type',
  startDate: 'start_date',
  endDate: 'end_date',
  shipFromId: 'ship_from',
  shipmentStatus: 'shipment_status',
} as const;


/** A search typed as "#123" or " 123 " means order 123. */
export function orderIdSearch(text: string): string {
  return text.trim().replace(/^#/, '').trim();
}

export { endDateProblem };

/**
 * The GraphQL filter that the address describes. Values the address cannot mean (an unknown status, a
 * malformed date from a hand-edited link) are left out instead of failing the whole list.
 */
export function orderFilterFromParams(params: URLSearchParams): OrderFilter {
  const read = (key: string) => params.get(key)?.trim() ?? '';
  const filter: OrderFilter = {};
  const orderId = orderIdSearch(read(ORDER_FILTER_KEYS.orderId));
  if (orderId) filter.orderId = orderId;
  const customer = read(ORDER_FILTER_KEYS.customer);
  if (customer) filter.customer = customer;
  const channels = someOf(SALES_CHANNELS, read(ORDER_FILTER_KEYS.salesChannels));
  if (channels.length > 0) filter.salesChannels = channels;
  const startDate = read(ORDER_FILTER_KEYS.startDate);
  if (ISO_DATE.test(startDate)) filter.startDate = startDate;
  const endDate = read(ORDER_FILTER_KEYS.endDate);
  // An end before the start is not asked for (it matches nothing): the list goes on from the start date.
  if (ISO_DATE.test(endDate) && !endDateProblem(startDate, endDate)) filter.endDate = endDate;
  const shipFromId = read(ORDER_FILTER_KEYS.shipFromId);
  if (shipFromId) filter.shipFromId = shipFromId;
  const shipmentStatus = oneOf(SHIPMENT_STATUSES, read(ORDER_FILTER_KEYS.shipmentStatus));
  if (shipmentStatus) filter.shipmentStatus = shipmentStatus;
  const paymentStatus = oneOf(PAYMENT_STATUSES, read(ORDER_FILTER_KEYS.paymentStatus));
  if (paymentStatus) filter.paymentStatus = paymentStatus;
  return filter;
}
