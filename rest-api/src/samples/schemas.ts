import { type Static, Type } from '@sinclair/typebox';

import { MAX_INT } from '@backoffice/schema/rules/number';

import {
  CityWithProvince,
  DateText,
  DeliveryMethod,
  Id,
  Nullable,
  oneOf,
  optional,
  ORDER_STATUSES,
  SHIP_STATUSES,
  timestamps,
} from '../core/schemas';

/** Spec 002 §9: why a sample is sent. A sample with purpose `tester` is a tester (the Testers screen). */
export const SAMPLE_PURPOSES = [
  'review',
  'replacement',
  'training',
  'development',
  'giveaway',
  'photoshoot',
  'media',
  'marketing',
  'sponsorship',
  'tester',
] as const;
export type SamplePurpose = (typeof SAMPLE_PURPOSES)[number];
export const TESTER_PURPOSE = 'tester' satisfies SamplePurpose;

/**
 * Spec 001 §4: a sample's `status` is a payment status when created (payment_success) or set in the detail
 * dialog, and the shipment status when saved by the edit form; it holds either list.
 */
const SAMPLE_STATUSES = [...ORDER_STATUSES, ...SHIP_STATUSES] as const;

/** Spec 002 §9: a tester's review status; only a Pending tester can change. */
export const TESTER_STATUSES = ['Pending', 'Accepted', 'Rejected'] as const;
export type TesterStatus = (typeof TESTER_STATUSES)[number];
export const TESTER_START_STATUS = 'Pending' satisfies TesterStatus;

const SampleItem = Type.Object({
  id: Type.Integer(),
  ItemId: Type.Integer(),
  qty: Type.Integer(),
  price: Type.Integer({ description: 'always 0: samples are free' }),
  Item: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    sku: Type.String(),
    gross_weight: Nullable(Type.Number()),
  }),
});

/** The recipient as the list shows it, joined in the list's own query (no call per row). */
const Recipient = {
  CustomerId: Nullable(Type.Integer()),
  Customer: Nullable(
    Type.Object({
      id: Type.Integer(),
      fullName: Type.String(),
      company_name: Nullable(Type.String()),
      CustomerContact: Type.Object({ contactNo: Nullable(Type.String()) }),
    }),
  ),
  VendorId: Nullable(Type.Integer()),
  Vendor: Nullable(
    Type.Object({
      id: Type.Integer(),
      fullName: Type.String(),
      company_name: Type.String(),
      VendorContact: Type.Object({ phone_number: Nullable(Type.String()) }),
    }),
  ),
};

/** What a sample and a tester (a sample with purpose tester) both answer. */
const sampleRecord = {
  id: Type.Integer(),
  purpose: oneOf(SAMPLE_PURPOSES),
  ShipStatus: oneOf(SHIP_STATUSES),
  ...Recipient,
  contactNo: Nullable(Type.String({ description: 'the phone typed on the sample form, international form' })),
  ShiptoAddress1: Type.String(),
  city_id: Nullable(Type.Integer()),
  province_id: Nullable(Type.Integer()),
  postal_code: Nullable(Type.String()),
  City: CityWithProvince,
  ShipFromLocationId: Type.Integer(),
  ShipFromLocation: Type.Object({ id: Type.Integer(), LocationName: Type.String(), City: CityWithProvince }),
  DeliveryMethodId: Type.Integer(),
  DeliveryMethod: DeliveryMethod,
  tracking_code: Nullable(Type.String()),
  shipment_date: Nullable(DateText),
  memo: Nullable(Type.String()),
  ...timestamps,
};

/**
 * Spec 001 §3 "Sample: id, createdAt, status, purpose, Customer or Vendor, ShiptoAddress1, postal_code, city_id,
 * province_id, ShipFromLocationId, ShipFromLocation, DeliveryMethodId (default 1), DeliveryMethod, ShipStatus,
 * tracking_code, shipment_date, memo, SampleLine (items with Item, qty)".
 */
export const Sample = Type.Object({
  ...sampleRecord,
  status: oneOf(SAMPLE_STATUSES),
  SampleLine: Type.Object({ items: Type.Array(SampleItem) }),
});
export type Sample = Static<typeof Sample>;

/**
 * Spec 001 §3 "Tester: id, createdAt, status, purpose, Customer or Vendor, ShiptoAddress1, City, ShipFromLocation,
 * DeliveryMethod, TesterLine (items)"; §4 "Tester status: Pending, Accepted, Rejected". A tester is a sample with
 * purpose tester: its `status` is the review status, its lines TesterLine.
 */
export const Tester = Type.Object({
  ...sampleRecord,
  status: oneOf(TESTER_STATUSES),
  TesterLine: Type.Object({ items: Type.Array(SampleItem) }),
});
export type Tester = Static<typeof Tester>;

const SampleLineBody = Type.Object(
  { ItemId: Id(), qty: Type.Integer({ minimum: 1, maximum: MAX_INT }) },
  { additionalProperties: false },
);

/** Spec 001 §7 POST /samples; exactly one of CustomerId and VendorId. */
const sampleFields = {
  CustomerId: optional(Id()),
  VendorId: optional(Id()),
  contactNo: optional(
    Type.String({ pattern: '^\\+[1-9][0-9]{7,14}$', description: 'international form, e.g. +6281234567890' }),
  ),
  ShipFromLocationId: Id(),
  DeliveryMethodId: Type.Optional(Id({ description: 'default 1' })),
  ShiptoAddress1: Type.String({ minLength: 1, maxLength: 500 }),
  purpose: oneOf(SAMPLE_PURPOSES),
  items: Type.Array(SampleLineBody, { minItems: 1, maxItems: 200 }),
  shipment_date: optional(DateText),
  status: Type.Optional(oneOf(SAMPLE_STATUSES)),
  ShipStatus: Type.Optional(oneOf(SHIP_STATUSES)),
  province_id: optional(Id()),
  city_id: optional(Id()),
  postal_code: optional(Type.String({ pattern: '^([0-9]{5})?$' })),
  tracking_code: optional(Type.String({ maxLength: 100 })),
  memo: optional(Type.String({ maxLength: 2000 })),
};
export const SampleCreateBody = Type.Object(sampleFields, { additionalProperties: false });
/**
 * PUT /samples/{id}: any part. The edit form sends the create's fields (001 §7 "same body as create, status =
 * ShipStatus"); the detail dialog sends "ShipFromLocationId, DeliveryMethodId, ShiptoAddress, OrderStatus,
 * ShipStatus, tracking_code, items" (001 §7): its ShiptoAddress is the sample's ShiptoAddress1, its OrderStatus the
 * sample's status.
 */
export const SampleUpdateBody = Type.Partial(
  Type.Object({ ...sampleFields, ShiptoAddress: sampleFields.ShiptoAddress1, OrderStatus: oneOf(SAMPLE_STATUSES) }),
  { additionalProperties: false },
);
export type SampleCreateBody = Static<typeof SampleCreateBody>;
export type SampleUpdateBody = Static<typeof SampleUpdateBody>;

/**
 * PUT /tester/{id}, spec 001 §7 "ShipFromLocationId, DeliveryMethodId, ShiptoAddress, OrderStatus, status,
 * tracking_code, items": the review decision (`status`), and the sample's shipping as the detail dialog sends it
 * (ShiptoAddress is the sample's ShiptoAddress1, OrderStatus its status). Refused with 409 unless the tester is
 * Pending.
 */
export const TesterUpdateBody = Type.Object(
  {
    status: oneOf(TESTER_STATUSES),
    ShipFromLocationId: Type.Optional(sampleFields.ShipFromLocationId),
    DeliveryMethodId: Type.Optional(Id()),
    ShiptoAddress: Type.Optional(sampleFields.ShiptoAddress1),
    OrderStatus: Type.Optional(oneOf(SAMPLE_STATUSES)),
    tracking_code: sampleFields.tracking_code,
    items: Type.Optional(sampleFields.items),
  },
  { additionalProperties: false },
);
export type TesterUpdateBody = Static<typeof TesterUpdateBody>;
