import type { OverviewPeriod } from '@backoffice/schema/generated/enums';
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

/**
 * The address of the list a work queue counts, filtered as the gateway counted it, in each list's own address keys
 * (the orders' and samples' of spec 001 §2, and those issue 27 added: `has_tracking_code`, the consignment `status`).
 */
export function workQueueUrl(list: WorkQueueList): string {
  switch (list.field) {
    case 'orders':
      return withQuery(listUrl(areaPaths.orders.list), {
        status: list.filter.paymentStatus,
        shipment_status: list.filter.shipmentStatus,
        has_tracking_code: list.filter.hasTrackingCode,
        end_date: list.filter.endDate,
      });
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
