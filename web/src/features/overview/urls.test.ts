import { describe, expect, it } from 'vitest';

import { WorkQueue } from '@backoffice/schema/generated/enums';
import { workQueueList } from '@backoffice/schema/rules/overview';

import { lowStockUrl, paidSalesUrl, periodFromParams, shipmentStatusUrl, workQueueUrl } from './urls';

describe('periodFromParams', () => {
  it('reads 7, 30 or 90 days, and anything else as 7', () => {
    const period = (search: string) => periodFromParams(new URLSearchParams(search));
    expect(period('period=30')).toBe('LAST_30_DAYS');
    expect(period('period=90')).toBe('LAST_90_DAYS');
    expect(period('period=7')).toBe('LAST_7_DAYS');
    expect(period('')).toBe('LAST_7_DAYS');
    expect(period('period=14')).toBe('LAST_7_DAYS');
    expect(period('period=LAST_30_DAYS')).toBe('LAST_7_DAYS');
  });
});

describe('workQueueUrl', () => {
  const urlOf = (queue: WorkQueue) => workQueueUrl(workQueueList(queue, '2025-11-25'));

  it("opens each queue's list filtered as the queue is counted, in the lists' own address keys", () => {
    expect(Object.fromEntries(Object.values(WorkQueue).map((queue) => [queue, urlOf(queue)]))).toEqual({
      ORDERS_PAID_NOT_LABELLED: '/dashboard/orders?status=PAYMENT_SUCCESS&shipment_status=PROCESSED',
      ORDERS_LABELLED_WITHOUT_TRACKING: '/dashboard/orders?shipment_status=LABEL_PRINTED&has_tracking_code=false',
      ORDERS_PAYMENT_OVERDUE: '/dashboard/orders?status=PAYMENT_PENDING&end_date=2025-11-22',
      TESTERS_PENDING: '/dashboard/tester?status=PENDING',
      STOCKIST_ORDERS_NOT_INVOICED: '/dashboard/consignment_invoice?status=PENDING',
      STOCKIST_ORDERS_PARTLY_INVOICED: '/dashboard/consignment_invoice?status=ON_PROCESS',
      SAMPLES_PROCESSED: '/dashboard/samples?ship_status=PROCESSED',
      SAMPLES_LABEL_PRINTED: '/dashboard/samples?ship_status=LABEL_PRINTED',
    });
  });

  it('writes a tracking-code filter of true as well as false', () => {
    expect(workQueueUrl({ field: 'orders', filter: { hasTrackingCode: true } })).toBe(
      '/dashboard/orders?has_tracking_code=true',
    );
  });
});

describe('lowStockUrl', () => {
  it('opens the Stock Tracker below the threshold', () => {
    expect(lowStockUrl(10)).toBe('/dashboard/stock_tracker?below=10');
  });
});

describe('chart bars', () => {
  it("open the paid orders of a sales bar's day and channel; of its day alone for orders without a channel", () => {
    expect(paidSalesUrl('2025-11-24', 'WHATSAPP_CATALOG')).toBe(
      '/dashboard/orders?status=PAYMENT_SUCCESS&sales_type=WHATSAPP_CATALOG&start_date=2025-11-24&end_date=2025-11-24',
    );
    expect(paidSalesUrl('2025-11-24', null)).toBe(
      '/dashboard/orders?status=PAYMENT_SUCCESS&start_date=2025-11-24&end_date=2025-11-24',
    );
  });

  it("open the orders of a shipment status bar's status placed in the period", () => {
    expect(shipmentStatusUrl('OUT_FOR_DELIVERY', '2025-11-19', '2025-11-25')).toBe(
      '/dashboard/orders?shipment_status=OUT_FOR_DELIVERY&start_date=2025-11-19&end_date=2025-11-25',
    );
  });
});
