import type { LabelShipment } from '../../print/shippingLabelDocument';
import { cityLabel } from '../../ui/cityLabel';
import { recipientName } from '../../ui/sampleRow';
import type { SampleRowFragment } from '../../ui/samples.generated';
import type { SampleLabelFragment } from './samples.generated';

/** A sample as its shipping label prints it: "Sample #id", dated the day it ships (else the day it was recorded). */
export function sampleLabelShipment(sample: SampleRowFragment & SampleLabelFragment): LabelShipment {
  const { shippingAddress: to, shipFrom } = sample;
  return {
    reference: `Sample #${sample.id}`,
    date: sample.shipmentDate ?? sample.createdAt.slice(0, 10),
    recipient: {
      name: recipientName(sample),
      phoneNumber: sample.phoneNumber ?? sample.recipient?.phoneNumber ?? null,
    },
    shipTo: {
      address: to.address ?? '',
      city: cityLabel(to.city),
      province: to.province?.name ?? '',
      postalCode: to.postalCode ?? null,
    },
    shipFrom: {
      name: shipFrom?.name ?? '',
      city: shipFrom?.city ? [cityLabel(shipFrom.city), shipFrom.city.province.name].join(', ') : '',
    },
    courier: { company: sample.courier?.company ?? '', serviceName: null },
    trackingCode: sample.trackingCode || null,
    items: sample.lines.map((line) => ({ name: line.productName, quantity: line.quantity })),
  };
}
