import { PAYMENT_STATUSES, SALES_CHANNELS, SHIPMENT_STATUS_VALUES } from '@backoffice/schema/rules/order';
import { SHIPMENT_STATUSES } from '@backoffice/schema/rules/shipmentStatus';
import { describe, expect, it } from 'vitest';
import {
  paymentStatusColor,
  paymentStatusFromKey,
  paymentStatusKey,
  salesChannelFromKey,
  salesChannelKeys,
  shipFromChoices,
  shipmentStatusFromKey,
  shipmentStatusNames,
} from './orderLists';

describe("the order's fixed lists in the spec's spelling", () => {
  it('names the 13 sales channels as spec 002 §9 writes them, and reads them back', () => {
    expect(SALES_CHANNELS.map((channel) => salesChannelKeys[channel])).toEqual([
      'tokopedia', 'shopee', 'bukalapak', 'blibli', 'jdid', 'lazada', 'whatsapp', 'whatsapp_catalog', 'instagram', 'tiktok', 'orami', 'amazon', 'crystal web',
    ]);
    expect(salesChannelFromKey('crystal web')).toBe('CRYSTAL_WEB');
    expect(salesChannelFromKey('CRYSTAL_WEB')).toBeUndefined();
  });

  it('gives every shipment status its REST spelling, both ways', () => {
    expect(SHIPMENT_STATUS_VALUES.map((status) => shipmentStatusNames[status])).toEqual([...SHIPMENT_STATUSES]);
    expect(shipmentStatusFromKey('Label Printed')).toBe('LABEL_PRINTED');
    expect(shipmentStatusFromKey('Out_for_delivery')).toBe('OUT_FOR_DELIVERY');
    expect(shipmentStatusFromKey('label printed')).toBeUndefined();
  });

  it('spells payment statuses as the REST API does', () => {
    expect(PAYMENT_STATUSES.map(paymentStatusKey)).toEqual(['payment_pending', 'payment_success', 'canceled', 'payment_expired']);
    expect(paymentStatusFromKey('payment_expired')).toBe('PAYMENT_EXPIRED');
    expect(paymentStatusFromKey('paid')).toBeUndefined();
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

describe('ship-from choices', () => {
  const warehouses = [
    { id: '1', name: 'Gudang Muara Baru', active: true },
    { id: '2', name: 'Gudang Lama Cakung', active: false },
  ];

  it('leaves inactive warehouses out, unless the order already ships from one', () => {
    expect(shipFromChoices(warehouses, '')).toEqual([{ value: '1', label: 'Gudang Muara Baru' }]);
    expect(shipFromChoices(warehouses, '2').map((choice) => choice.value)).toEqual(['1', '2']);
  });
});
