import { describe, expect, it } from 'vitest';

import {
  PAYMENT_STATUSES,
  paymentStatusColor,
  paymentStatusLabels,
  SHIPMENT_STATUSES,
  shipmentStatusLabels,
} from '../../ui/shippingStatuses';
import { SALES_CHANNELS, salesChannelLabels } from './orderLists';

describe("the order's fixed lists as staff read them", () => {
  it('names the 13 sales channels as spec 002 §9 writes them, in its order', () => {
    expect(SALES_CHANNELS.map((channel) => salesChannelLabels[channel])).toEqual([
      'tokopedia',
      'shopee',
      'bukalapak',
      'blibli',
      'jdid',
      'lazada',
      'whatsapp',
      'whatsapp_catalog',
      'instagram',
      'tiktok',
      'orami',
      'amazon',
      'crystal web',
    ]);
  });

  it('names the 14 shipment statuses as spec 002 §9 writes them, in its order', () => {
    expect(SHIPMENT_STATUSES.map((status) => shipmentStatusLabels[status])).toEqual([
      'Processed',
      'Label Printed',
      'Shipped',
      'Completed',
      'Canceled',
      'Booked',
      'Confirmed',
      'Allocated',
      'Out_for_delivery',
      'Delivered',
      'Out_for_pickup',
      'Picked',
      'On_hold',
      'Rejected',
    ]);
  });

  it('names the payment statuses as the filter of spec 001 §2 reads them', () => {
    expect(PAYMENT_STATUSES.map((status) => paymentStatusLabels[status])).toEqual([
      'Payment Pending',
      'Payment Success',
      'Canceled',
      'Payment Expired',
    ]);
  });
});

describe('payment status chip', () => {
  it('is grey while pending, green when paid, red when canceled or expired (spec 001 §2)', () => {
    expect(paymentStatusColor('PAYMENT_PENDING')).toBe('default');
    expect(paymentStatusColor('PAYMENT_SUCCESS')).toBe('success');
    expect(paymentStatusColor('CANCELED')).toBe('error');
    expect(paymentStatusColor('PAYMENT_EXPIRED')).toBe('error');
  });
});
