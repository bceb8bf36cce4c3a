import { OrderSortField } from '@backoffice/schema/generated/enums';

import type { OrderFilter } from '../../generated/graphql';
import type { RouteQuery } from '../../routeQuery';
import type { Choice } from '../../ui/choices';
import { dateRangeFromParams } from '../../ui/dateRange';
import {
  type EnumFilterSpec,
  enumOf,
  enumsOf,
  listDefaults,
  type ListOptions,
  parseListParams,
} from '../../ui/listParams';
import { paymentStatusLabels, shipmentStatusLabels } from '../../ui/shippingStatuses';
import { salesChannelLabels } from './orderLists';
import { OrdersDocument, type OrdersQueryVariables } from './orders.generated';

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
  /** Issue 27: `true` or `false`, so the overview's queue of labelled orders without one links here. */
  hasTrackingCode: 'has_tracking_code',
} as const;

/** The Tracking Code filter's choices, by the values the address holds. */
export const trackingCodeChoices = [
  { value: 'true', label: 'With tracking code' },
  { value: 'false', label: 'Without tracking code' },
] as const satisfies readonly Choice[];

/** The Tracking Code filter the address holds: `true` or `false`; anything else is none. */
export const hasTrackingCodeOf = (text: string): boolean | null =>
  text === 'true' ? true : text === 'false' ? false : null;

/** The enum filters with their labels, by which an old address's REST spelling (`?status=payment_success`) is read too. */
export const ORDER_ENUM_FILTERS: Readonly<Record<string, EnumFilterSpec>> = {
  [ORDER_FILTER_KEYS.paymentStatus]: { labels: paymentStatusLabels },
  [ORDER_FILTER_KEYS.salesChannels]: { labels: salesChannelLabels, multiple: true },
  [ORDER_FILTER_KEYS.shipmentStatus]: { labels: shipmentStatusLabels },
};

/** A search typed as "#123" or " 123 " means order 123. */
export function orderIdSearch(text: string): string {
  return text.trim().replace(/^#/, '').trim();
}

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
  const channels = enumsOf(salesChannelLabels, read(ORDER_FILTER_KEYS.salesChannels));
  if (channels.length > 0) filter.salesChannels = channels;
  Object.assign(filter, dateRangeFromParams(params, ORDER_FILTER_KEYS));
  const shipFromId = read(ORDER_FILTER_KEYS.shipFromId);
  if (shipFromId) filter.shipFromId = shipFromId;
  const shipmentStatus = enumOf(shipmentStatusLabels, read(ORDER_FILTER_KEYS.shipmentStatus));
  if (shipmentStatus) filter.shipmentStatus = shipmentStatus;
  const paymentStatus = enumOf(paymentStatusLabels, read(ORDER_FILTER_KEYS.paymentStatus));
  if (paymentStatus) filter.paymentStatus = paymentStatus;
  const hasTrackingCode = hasTrackingCodeOf(read(ORDER_FILTER_KEYS.hasTrackingCode));
  if (hasTrackingCode !== null) filter.hasTrackingCode = hasTrackingCode;
  return filter;
}

/** Spec 001 §2: the orders list pages newest first. */
export const ORDER_LIST: ListOptions<OrderSortField> = {
  sortFields: OrderSortField,
  orderBy: 'ORDER_DATE',
  desc: true,
  enumFilters: ORDER_ENUM_FILTERS,
};

/** The orders query's variables for the list the address shows: its filters, page and sort. */
export function orderListVariables(params: URLSearchParams): OrdersQueryVariables & { filter: OrderFilter } {
  const { page, perPage, orderBy, desc } = parseListParams(params, listDefaults(ORDER_LIST));
  return { filter: orderFilterFromParams(params), page, perPage, sortBy: orderBy, desc };
}

/** The list's query, which its route sends while the list's code loads (routes.tsx). */
export const orderListQuery: RouteQuery<OrdersQueryVariables> = {
  document: OrdersDocument,
  variables: orderListVariables,
};
