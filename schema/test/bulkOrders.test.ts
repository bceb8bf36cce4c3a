import { describe, expect, it } from 'vitest';

import { ShipmentStatus } from '../generated/enums';
import { shipmentStatusInBulk } from '../rules/bulkOrders';

describe('a bulk shipment status change', () => {
  it('gives an untracked order the status asked', () => {
    expect(shipmentStatusInBulk(ShipmentStatus.LabelPrinted, null, 'Label Printed')).toEqual({
      status: ShipmentStatus.LabelPrinted,
    });
    expect(shipmentStatusInBulk(ShipmentStatus.Processed, '  ', 'Processed')).toEqual({
      status: ShipmentStatus.Processed,
    });
  });

  it('refuses to set a tracked order back to Processed or Label Printed, which the one-order rule makes Shipped', () => {
    expect(shipmentStatusInBulk(ShipmentStatus.LabelPrinted, ' JNE123 ', 'Label Printed')).toEqual({
      refusal: 'It has tracking code JNE123, so it is Shipped, not Label Printed',
    });
    expect(shipmentStatusInBulk(ShipmentStatus.Processed, 'JNE123', 'Processed')).toHaveProperty('refusal');
  });

  it('lets a tracked order take any later status', () => {
    expect(shipmentStatusInBulk(ShipmentStatus.Delivered, 'JNE123', 'Delivered')).toEqual({
      status: ShipmentStatus.Delivered,
    });
    expect(shipmentStatusInBulk(ShipmentStatus.Shipped, 'JNE123', 'Shipped')).toEqual({
      status: ShipmentStatus.Shipped,
    });
  });
});
