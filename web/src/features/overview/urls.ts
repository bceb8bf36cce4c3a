import type { OverviewPeriod, SalesChannel, ShipmentStatus } from '@backoffice/schema/generated/enums';
import { OVERVIEW_PERIOD_DAYS, type WorkQueueList } from '@backoffice/schema/rules/overview';

import { dashboardUrl } from '../../appUrls';
import { areaPaths } from '../../routePaths';
import { withQuery } from '../../ui/urlParams';

/** Issue 27: the overview's period lives in the address as its days, `?period=7|30|90`. */
export const PERIOD_PARAM = 'period';

const DEFAULT_PERIOD: OverviewPeriod = 'LAST_7_DAYS';

/** The period the address asks for; none, or anything but 7, 30 or 90, is the last 7 days. */
export function periodFromParams(params: URLSearchParams): OverviewPeriod {
  const days = params.get(PERIOD_PARAM)?.trim();
  const periods = Object.keys(OVERVIEW_PERIOD_DAYS) as OverviewPeriod[];
  return periods.find((period) => String(OVERVIEW_PERIOD_DAYS[period]) === days) ?? DEFAULT_PERIOD;
}

const listUrl = (path: string) => `${dashboardUrl}/${path}`;

/** The orders list's filters the overview links to: a work queue's, or a chart bar's (issue 36). */
type OrdersFilter = Extract<WorkQueueList, { field: 'orders' }>['filter'] & {
  salesChannel?: SalesChannel;
  startDate?: string;
};

/** The orders list filtered, in its own address keys (spec 001 §2, and issue 27's `has_tracking_code`). */
const ordersUrl = (filter: OrdersFilter) =>
  withQuery(listUrl(areaPaths.orders.list), {
    status: filter.paymentStatus,
    sales_type: filter.salesChannel,
    shipment_status: filter.shipmentStatus,
    has_tracking_code: filter.hasTrackingCode,
    start_date: filter.startDate,
    end_date: filter.endDate,
  });

/**
 * The address of the list a work queue counts, filtered as the gateway counted it, in each list's own address keys
 * (the orders' and samples' of spec 001 §2, and those issue 27 added: `has_tracking_code`, the consignment `status`).
 */
export function workQueueUrl(list: WorkQueueList): string {
  switch (list.field) {
    case 'orders':
      return ordersUrl(list.filter);
    case 'testers':
      return withQuery(listUrl(areaPaths.tester.list), { status: list.filter.status });
    case 'consignmentOrders':
      return withQuery(listUrl(areaPaths.consignment_invoice.list), { status: list.filter.status });
    case 'samples':
      return withQuery(listUrl(areaPaths.samples.list), { ship_status: list.filter.shipmentStatus });
  }
}

/** The Stock Tracker filtered to the pairs with fewer than `threshold` units to sell (current minus pending stock). */
export const lowStockUrl = (threshold: number) =>
  withQuery(listUrl(areaPaths.stock_tracker.list), { below: threshold });

/**
 * The paid orders a bar of the sales chart adds up: placed on `day`, through `channel`. The list cannot filter the
 * orders that record no channel (null), so theirs opens all the day's paid orders, among which they are.
 */
export const paidSalesUrl = (day: string, channel: SalesChannel | null) =>
  ordersUrl({ paymentStatus: 'PAYMENT_SUCCESS', salesChannel: channel ?? undefined, startDate: day, endDate: day });

/** The orders a bar of the shipment status chart counts: placed from `startDate` to `today`, at `status`. */
export const shipmentStatusUrl = (status: ShipmentStatus, startDate: string, today: string) =>
  ordersUrl({ shipmentStatus: status, startDate, endDate: today });
