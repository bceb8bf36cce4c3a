import { type Static, Type } from '@sinclair/typebox';

import { DeliveryMethod, Id, timestamps, WholeNumber } from '../core/schemas';

/** 0 domestic, 1 international (spec 000 §3). */
const DeliveryType = Type.Union([Type.Literal(0), Type.Literal(1)]);

export const DeliveryFee = Type.Object({
  id: Type.Integer(),
  DeliveryMethodId: Type.Integer(),
  DeliveryMethod,
  code: Type.String({ description: 'The service name, e.g. REG' }),
  deliveryType: DeliveryType,
  fees: Type.Integer({ description: 'Whole rupiah' }),
  unitFees: Type.Integer({ description: 'Whole rupiah per kg' }),
  // Spec 000 §3: "origins and destination (city ids)": the ids only, no city objects (the names come from GET /cities).
  origins: Type.Integer({ description: 'The city id the parcel leaves from (one city, despite the name)' }),
  destination: Type.Integer({ description: 'The city id the parcel goes to' }),
  website: Type.String({ description: 'Where the parcel is tracked' }),
  status: Type.Boolean(),
  ...timestamps,
});
export type DeliveryFee = Static<typeof DeliveryFee>;

export const DeliveryFeeBody = Type.Object(
  {
    DeliveryMethodId: Id(),
    code: Type.String({ minLength: 1, maxLength: 60 }),
    deliveryType: DeliveryType,
    fees: WholeNumber(),
    unitFees: WholeNumber(),
    origins: Id(),
    destination: Id(),
    website: Type.String({ minLength: 1, maxLength: 300 }),
    status: Type.Boolean(),
  },
  // PUT receives the whole fee as read (DeliveryMethod, cities, timestamps…): extra properties are dropped, not refused.
  { additionalProperties: false },
);
export type DeliveryFeeBody = Static<typeof DeliveryFeeBody>;
