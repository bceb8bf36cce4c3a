import * as z from 'zod/mini';

import type { SamplePurpose, TesterStatus } from '@backoffice/schema/generated/enums';

import type { GatewayContext } from '../core/context';
import { enumMap } from '../core/enumMap';
import {
  type Answer,
  droppable,
  id,
  integer,
  number,
  oneOf,
  optional,
  recordAnswer,
  restPath,
  type RestReads,
  rowsAnswer,
  SHIPMENT_IDS,
  text,
  withIdsBeside,
  writeAnswer,
} from '../core/restAnswer';
import { createdRecord, updatedRecord } from '../core/savedRecord';
import { type PaymentStatusKey, paymentStatusMap, shipmentStatusMap, type ShipmentStatusName } from '../core/statuses';
import { restCourier } from '../deliveryFees/rest';
import { restCityWithProvince } from '../locations/rest';
import { restShipFromSummary } from '../warehouses/rest';

/** Spec 002 §9 "Sample purposes": why a sample is sent, as the REST API spells it; `tester` makes it a tester. */
export const samplePurposeMap = enumMap('sample purpose', {
  REVIEW: 'review',
  REPLACEMENT: 'replacement',
  TRAINING: 'training',
  DEVELOPMENT: 'development',
  GIVEAWAY: 'giveaway',
  PHOTOSHOOT: 'photoshoot',
  MEDIA: 'media',
  MARKETING: 'marketing',
  SPONSORSHIP: 'sponsorship',
  TESTER: 'tester',
} as const satisfies Record<SamplePurpose, string>);
export type SamplePurposeKey = (typeof samplePurposeMap.table)[SamplePurpose];

/** Spec 002 §9 "Tester statuses | Pending, Accepted, Rejected"; 001 §3 the tester's `status`. */
export const testerStatusMap = enumMap('tester status', {
  PENDING: 'Pending',
  ACCEPTED: 'Accepted',
  REJECTED: 'Rejected',
} as const satisfies Record<TesterStatus, string>);
export type TesterStatusKey = (typeof testerStatusMap.table)[TesterStatus];

/** Spec 001 §4: a sample's status holds a payment status or a shipment status. */
export type SampleStatusKey = PaymentStatusKey | ShipmentStatusName;
const SAMPLE_STATUSES: SampleStatusKey[] = [
  ...Object.values(paymentStatusMap.table),
  ...Object.values(shipmentStatusMap.table),
];
const sampleStatusAnswer = () => oneOf('sample status', SAMPLE_STATUSES);

/**
 * Spec 001 §3: "Sample line item: ItemId, qty, price, Item.name"; SampleLine "items with Item, qty". The SKU and
 * gross weight are the stand-in's (joined, no call per line); a line id the spec does not name is the sample's id
 * and the line's position ("12.1"), for screens' keys.
 */
const restLineAnswer = z.object({
  id: optional(id()),
  ItemId: optional(id()),
  qty: integer(),
  Item: z.object({
    id: optional(id()),
    name: text(),
    sku: optional(text()),
    gross_weight: optional(number()),
  }),
});

/** The product of a line: `ItemId`, else `Item.id`; a line naming neither cannot be shown. */
const withProduct = z.pipe(
  restLineAnswer,
  z.transform((line, context) => {
    const productId = line.ItemId ?? line.Item.id;
    if (productId === null) {
      context.issues.push({ code: 'custom', message: 'items[].ItemId', input: line });
      return z.NEVER;
    }
    return { ...line, ItemId: productId };
  }),
);

/** One product line of a sample or a tester, with its id (given, else the record's id and position). */
export interface RestSampleLine {
  id: string;
  ItemId: number;
  qty: number;
  Item: { name: string; sku: string | null; gross_weight: number | null };
}

const lineIds = (recordId: number, items: Array<Answer<typeof withProduct>>): RestSampleLine[] =>
  items.map((line, index) => ({
    ...line,
    id: line.id === null ? `${recordId}.${index + 1}` : String(line.id),
  }));

/** Spec 000 §3 Customer and Vendor as a sample carries them: the recipient's name and contact. */
const restSampleCustomer = z.object({
  id: id(),
  fullName: optional(text()),
  company_name: optional(text()),
  CustomerContact: optional(z.object({ contactNo: optional(text()) })),
});
/** Spec 001 §3 "Vendor: id, company_name, VendorContact (phone_number)". */
const restSampleVendor = z.object({
  id: id(),
  fullName: optional(text()),
  company_name: optional(text()),
  VendorContact: optional(z.object({ phone_number: optional(text()) })),
});

/**
 * What a sample and a tester share. Spec 001 §3 "Sample: id, createdAt, status, purpose, Customer or Vendor,
 * ShiptoAddress1, postal_code, city_id, province_id, ShipFromLocationId, ShipFromLocation, DeliveryMethodId
 * (default 1), DeliveryMethod, ShipStatus, tracking_code, shipment_date, memo, SampleLine (items with Item, qty)";
 * "Tester: id, createdAt, status, purpose, Customer or Vendor, ShiptoAddress1, City, ShipFromLocation,
 * DeliveryMethod, TesterLine (items)". Needed: id, createdAt and the lines.
 */
const sampleFields = {
  id: id(),
  createdAt: text(),
  purpose: optional(samplePurposeMap.answer()),
  ShipStatus: optional(shipmentStatusMap.answer()),
  CustomerId: optional(id()),
  Customer: optional(restSampleCustomer),
  VendorId: optional(id()),
  Vendor: optional(restSampleVendor),
  /** The phone typed on the sample form, international form (the stand-in's). */
  contactNo: optional(text()),
  ShiptoAddress1: optional(text()),
  city_id: optional(id()),
  province_id: optional(id()),
  postal_code: optional(text()),
  City: optional(restCityWithProvince),
  ShipFromLocationId: optional(id()),
  ShipFromLocation: restShipFromSummary,
  DeliveryMethodId: optional(id()),
  DeliveryMethod: droppable('courier', restCourier),
  tracking_code: optional(text()),
  shipment_date: optional(text()),
  memo: optional(text()),
};
const linesOf = z.object({ items: z.array(withProduct) });

/** A sample as GET /samples and GET /samples/{id} answer it (spec 001 §3); `testerStatus` is none there. */
export const restSample = z.pipe(
  withIdsBeside(
    SHIPMENT_IDS,
    z.object({ ...sampleFields, status: optional(sampleStatusAnswer()), SampleLine: linesOf }),
  ),
  z.transform(({ SampleLine, ...sample }) => ({
    ...sample,
    testerStatus: null as Answer<ReturnType<typeof testerStatusMap.answer>> | null,
    items: lineIds(sample.id, SampleLine.items),
  })),
);
export type RestSample = Answer<typeof restSample>;

/**
 * A tester as GET /tester and GET /tester/{id} answer it (spec 001 §3, §4): its `status` is the review status
 * (Pending, Accepted, Rejected), its lines `TesterLine`. Read into a sample's shape, whose status it does not tell.
 */
const restTester = z.pipe(
  withIdsBeside(
    SHIPMENT_IDS,
    z.object({ ...sampleFields, status: optional(testerStatusMap.answer()), TesterLine: linesOf }),
  ),
  z.transform(({ TesterLine, status, ...tester }): RestSample => ({
    ...tester,
    status: null,
    testerStatus: status,
    items: lineIds(tester.id, TesterLine.items),
  })),
);

/** Who a sample goes to: read from the sample itself (GraphQL SampleRecipient). */
export type RestSampleRecipient = Pick<RestSample, 'CustomerId' | 'Customer' | 'VendorId' | 'Vendor'>;

export type RestSampleList = Answer<typeof SAMPLES>;

/** GET /samples and GET /tester: 001 §7 "Response shapes of lists are not shown"; docs/company-rest-api.md. */
export const SAMPLES = rowsAnswer('Samples', restSample);
export const TESTERS = rowsAnswer('Testers', restTester);
/** GET /samples/{id}: 001 §7 "sample by id" through the shared store, not shown; POST answers Sample (001 §7). */
const SAMPLE = recordAnswer('Sample', restSample);
/** GET /tester/{id}: not shown; read under `Tester`. */
export const TESTER = recordAnswer('Tester', restTester);
/** POST /samples: 001 §7 "Sample.id"; PUT /samples/{id}: "message". */
const SAMPLE_WRITTEN = writeAnswer('Sample', restSample);
/** PUT /tester/{id}: 001 §7 "message". */
const TESTER_WRITTEN = writeAnswer('Tester', restTester);

/** The body of POST /samples; PUT /samples/:id takes any part of it. Exactly one of CustomerId and VendorId. */
export interface RestSampleBody {
  CustomerId: number | null;
  VendorId: number | null;
  contactNo: string | null;
  ShipFromLocationId: number;
  DeliveryMethodId: number;
  ShiptoAddress1: string;
  purpose: SamplePurposeKey;
  items: Array<{ ItemId: number; qty: number }>;
  shipment_date: string | null;
  status: SampleStatusKey;
  ShipStatus: ShipmentStatusName;
  province_id: number | null;
  city_id: number | null;
  postal_code: string | null;
  tracking_code?: string | null;
  memo: string | null;
}

/**
 * What the detail dialog sends to PUT /samples/{id} (001 §7 "ShipFromLocationId, DeliveryMethodId, ShiptoAddress,
 * OrderStatus, ShipStatus, tracking_code, items"): OrderStatus is the sample's status.
 */
export type RestSampleShippingBody = Partial<
  Pick<RestSampleBody, 'ShipFromLocationId' | 'DeliveryMethodId' | 'ShipStatus' | 'tracking_code' | 'items'>
> & { ShiptoAddress?: string; OrderStatus?: SampleStatusKey };

/** A PUT body in the sample's own names, for a sample shown as sent. */
const inSampleNames = ({ ShiptoAddress, OrderStatus, ...body }: RestSampleShippingBody & Partial<RestSampleBody>) => ({
  ...body,
  ...(ShiptoAddress === undefined ? {} : { ShiptoAddress1: ShiptoAddress }),
  ...(OrderStatus === undefined ? {} : { status: OrderStatus }),
});

export interface SampleListQuery {
  /** A sample id, or words of the recipient's company name. */
  sample?: string | null;
  start_date?: string | null;
  end_date?: string | null;
  ship_from?: string | null;
  purpose?: SamplePurposeKey | null;
  ship_status?: ShipmentStatusName | null;
  page: number;
  per_page: number;
  orderby: 'created_at' | 'shipment_date' | 'id';
  desc: boolean;
}

interface TesterListQuery {
  status?: TesterStatusKey | null;
  page: number;
  per_page: number;
  orderby: SampleListQuery['orderby'];
  desc: boolean;
}

/** One statement per page on the REST side: recipient, warehouse, courier, city and lines are joined in. */
export const listSamples = ({ rest }: GatewayContext, query: SampleListQuery) =>
  rest.get('/samples', SAMPLES, { ...query });

export const listTesters = ({ rest }: GatewayContext, query: TesterListQuery) =>
  rest.get('/tester', TESTERS, { ...query });

/**
 * Read straight, not through a DataLoader: every caller either answers one sample or decides a write from
 * what it reads (a label's status, a tester's lock), and a loader would keep answering the state before it.
 */
export const fetchSample = ({ rest }: GatewayContext, sampleId: string | number) =>
  rest.get(restPath`/samples/${sampleId}`, SAMPLE);

/** The sample as sent, with its id: what a write whose answer and read-back both failed reports. */
function echoedSample(sampleId: number, body: Partial<RestSampleBody>, before: RestSample | null): RestSample {
  const base: RestSample = before ?? {
    id: sampleId,
    createdAt: new Date().toISOString(),
    purpose: null,
    status: null,
    ShipStatus: null,
    testerStatus: null,
    CustomerId: null,
    Customer: null,
    VendorId: null,
    Vendor: null,
    contactNo: null,
    ShiptoAddress1: null,
    city_id: null,
    province_id: null,
    postal_code: null,
    City: null,
    ShipFromLocationId: null,
    ShipFromLocation: null,
    DeliveryMethodId: null,
    DeliveryMethod: null,
    tracking_code: null,
    shipment_date: null,
    memo: null,
    items: [],
  };
  const { items, ...fields } = body;
  return {
    ...base,
    ...fields,
    id: sampleId,
    items:
      items?.map((item, index) => ({
        id: `${sampleId}.${index + 1}`,
        ItemId: item.ItemId,
        qty: item.qty,
        Item: { name: '', sku: null, gross_weight: null },
      })) ?? base.items,
  };
}

/** A failed create answers errors.message (spec 001 §8); the normalizer makes it the error's message. */
export const createSample = async (context: GatewayContext, body: RestSampleBody) =>
  createdRecord(context, 'POST /samples', await context.rest.post('/samples', SAMPLE_WRITTEN, body), {
    readBack: (sampleId) => fetchSample(context, sampleId),
    echo: (sampleId) => echoedSample(sampleId, body, null),
  });

/**
 * PUT answers `message` (001 §7; the stand-in adds the sample), which the detail dialog shows (001 §8); the
 * sample is read back when the answer does not hold it.
 */
export async function updateSample(
  context: GatewayContext,
  sampleId: string,
  body: Partial<RestSampleBody> | RestSampleShippingBody,
  before: RestSample | null = null,
) {
  const written = await context.rest.put(restPath`/samples/${sampleId}`, SAMPLE_WRITTEN, body);
  // A whole sample (the edit form) can be shown as sent; a few fields only over the sample read before.
  const whole = 'ShiptoAddress1' in body;
  const sample = await updatedRecord(context, 'PUT /samples/{id}', Number(sampleId), written, {
    readBack: (savedId) => fetchSample(context, savedId),
    echo: before || whole ? (savedId) => echoedSample(savedId, inSampleNames(body), before) : undefined,
  });
  return { message: written.message ?? `Sample ${sampleId} saved`, sample };
}

/** NOT_FOUND when the sample is no tester. */
export const fetchTester = ({ rest }: GatewayContext, testerId: string | number) =>
  rest.get(restPath`/tester/${testerId}`, TESTER);

/**
 * 409 unless the tester is still Pending: the REST API checks and writes in one statement. 001 §7 "PUT /tester/{id}
 * | ShipFromLocationId, DeliveryMethodId, ShiptoAddress, OrderStatus, status, tracking_code, items | message": the
 * gateway sends the review decision alone, which the stand-in takes as the whole change.
 */
export async function updateTesterStatus(
  context: GatewayContext,
  testerId: string,
  status: TesterStatusKey,
  before: RestSample,
) {
  const written = await context.rest.put(restPath`/tester/${testerId}`, TESTER_WRITTEN, { status });
  const sample = await updatedRecord(context, 'PUT /tester/{id}', Number(testerId), written, {
    readBack: (savedId) => fetchTester(context, savedId),
    echo: () => ({ ...before, testerStatus: status }),
  });
  return { message: written.message ?? `Tester ${testerId} saved`, sample };
}

/** The GET calls of this domain with their answers' schemas, for `npm run check-upstream` (restReads.ts). */
export const sampleReads: RestReads = {
  'GET /samples': SAMPLES,
  'GET /samples/{id}': SAMPLE,
  'GET /tester': TESTERS,
  'GET /tester/{id}': TESTER,
};
