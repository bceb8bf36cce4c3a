import { shipmentStatusMap } from '../core/statuses';
import { courierOf } from '../deliveryFees/rest';
import type { SampleResolvers } from '../generated/graphql';
import { provinceOf } from '../locations/rest';
import { shipFromOf } from '../warehouses/rest';
import { customerIdOf, recipientPhone, sampleStatusFromRest, sampleStatusUnknownText, vendorIdOf } from './map';
import { samplePurposeMap, testerStatusMap } from './rest';

export const Sample: SampleResolvers = {
  id: (sample) => String(sample.id),
  purpose: (sample) => samplePurposeMap.fromRest(sample.purpose),
  unknownPurpose: (sample) => samplePurposeMap.unknownText(sample.purpose),
  status: (sample) => sampleStatusFromRest(sample.status),
  unknownStatus: (sample) => sampleStatusUnknownText(sample.status),
  shipmentStatus: (sample) => shipmentStatusMap.fromRest(sample.ShipStatus),
  unknownShipmentStatus: (sample) => shipmentStatusMap.unknownText(sample.ShipStatus),
  testerStatus: (sample) => testerStatusMap.fromRest(sample.testerStatus),
  unknownTesterStatus: (sample) => testerStatusMap.unknownText(sample.testerStatus),
  // Spec 001 §3 "Customer or Vendor": a sample naming neither has no recipient to show.
  recipient: (sample) => (customerIdOf(sample) === null && vendorIdOf(sample) === null ? null : sample),
  // Decision 3 of issue 11: the phone typed on the sample, else the recipient's.
  phoneNumber: (sample) => sample.contactNo ?? recipientPhone(sample),
  shippingAddress: async (sample, _args, context) => ({
    address: sample.ShiptoAddress1,
    postalCode: sample.postal_code,
    city: sample.City,
    province: await provinceOf(context, sample.City, sample.province_id),
  }),
  shipFrom: (sample, _args, context, info) =>
    shipFromOf(context, info, sample.ShipFromLocation, sample.ShipFromLocationId),
  courier: (sample, _args, context) => courierOf(context, sample.DeliveryMethod, sample.DeliveryMethodId),
  trackingCode: (sample) => sample.tracking_code,
  shipmentDate: (sample) => sample.shipment_date,
  lines: (sample) => sample.items,
  totalQuantity: (sample) => sample.items.reduce((sum, line) => sum + line.qty, 0),
};
