import * as z from 'zod/mini';

import type {
  ConsignmentStatus,
  OverviewPeriod,
  PaymentStatus,
  ShipmentStatus,
  TesterStatus,
  WorkQueue,
} from '../generated/enums';
import { numberRule } from './number';

/** The days each period covers, counting today. */
export const OVERVIEW_PERIOD_DAYS: Record<OverviewPeriod, number> = {
  LAST_7_DAYS: 7,
  LAST_30_DAYS: 30,
  LAST_90_DAYS: 90,
};

/** The day `days` after `day` (before it when negative), both YYYY-MM-DD calendar days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The first day of `period` when it ends `today`. */
export const periodStartDate = (today: string, period: OverviewPeriod) =>
  addDays(today, 1 - OVERVIEW_PERIOD_DAYS[period]);

/** Every day from `start` to `end`, both included, oldest first. */
export function daysFrom(start: string, end: string): string[] {
  const days: string[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * The most paid orders the overview reads for its charts (newest first): past it, the charts say how many of the
 * period's they show. Ten pages of the largest page the lists serve.
 */
export const PAID_ORDERS_CAP = 10_000;

/** An order still Payment Pending this many whole days after the day it was placed is overdue. */
export const PAYMENT_OVERDUE_AFTER_DAYS = 2;

/**
 * The list a work queue counts, as a GraphQL root field and its arguments in the schema's terms. The gateway counts a
 * queue by running exactly this list query; the dashboard links each count to the same list with the same filter.
 */
export type WorkQueueList =
  | {
      field: 'orders';
      filter: {
        paymentStatus?: PaymentStatus;
        shipmentStatus?: ShipmentStatus;
        hasTrackingCode?: boolean;
        endDate?: string;
      };
    }
  | { field: 'testers'; filter: { status: TesterStatus } }
  | { field: 'consignmentOrders'; filter: { status: ConsignmentStatus } }
  | { field: 'samples'; filter: { shipmentStatus: ShipmentStatus } };

/** Each queue's list on `today` (Jakarta's day): one table, read by the gateway's counts and the dashboard's links. */
export function workQueueList(queue: WorkQueue, today: string): WorkQueueList {
  switch (queue) {
    case 'ORDERS_PAID_NOT_LABELLED':
      return { field: 'orders', filter: { paymentStatus: 'PAYMENT_SUCCESS', shipmentStatus: 'PROCESSED' } };
    case 'ORDERS_LABELLED_WITHOUT_TRACKING':
      return { field: 'orders', filter: { shipmentStatus: 'LABEL_PRINTED', hasTrackingCode: false } };
    case 'ORDERS_PAYMENT_OVERDUE':
      // Placed on or before this day: more than PAYMENT_OVERDUE_AFTER_DAYS whole days ago.
      return {
        field: 'orders',
        filter: { paymentStatus: 'PAYMENT_PENDING', endDate: addDays(today, -PAYMENT_OVERDUE_AFTER_DAYS - 1) },
      };
    case 'TESTERS_PENDING':
      return { field: 'testers', filter: { status: 'PENDING' } };
    case 'STOCKIST_ORDERS_NOT_INVOICED':
      return { field: 'consignmentOrders', filter: { status: 'PENDING' } };
    case 'STOCKIST_ORDERS_PARTLY_INVOICED':
      return { field: 'consignmentOrders', filter: { status: 'ON_PROCESS' } };
    case 'SAMPLES_PROCESSED':
      return { field: 'samples', filter: { shipmentStatus: 'PROCESSED' } };
    case 'SAMPLES_LABEL_PRINTED':
      return { field: 'samples', filter: { shipmentStatus: 'LABEL_PRINTED' } };
  }
}

/** A user who never set a threshold sees pairs with fewer than this many units to sell. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 10;

/** The low-stock threshold, in the gateway's input rules and the overview's field alike. */
export const lowStockThresholdRule = numberRule('Threshold', { min: 1, max: 1_000_000 });

/** The argument of setLowStockThreshold. */
export const lowStockThresholdRules = z.object({ threshold: lowStockThresholdRule });
