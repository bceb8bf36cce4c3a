import { DEFAULT_COURIER_ID } from '@backoffice/schema/rules/order';
import type { SampleInputValues } from '@backoffice/schema/rules/sample';

import { enumMap } from '../core/enumMap';
import type { InputFieldTable } from '../core/inputFieldNames';
import { toRestId } from '../core/parties';
import { type PaymentStatusKey, paymentStatusMap, shipmentStatusMap } from '../core/statuses';
import { loadCustomer } from '../customers/rest';
import type {
  PaymentStatus,
  RecipientType,
  Resolvers,
  SampleFilter,
  SamplePurpose,
  SampleSortField,
  SampleStatus,
  TesterStatus,
} from '../generated/graphql';
import { provinceOf } from '../locations/rest';
import { loadVendor } from '../vendors/rest';
import { summarizedWarehouse } from '../warehouses/rest';
import type {
  RestSample,
  RestSampleBody,
  SampleListQuery,
  SamplePurposeKey,
  SampleStatusKey,
  TesterStatusKey,
} from './rest';

/** The REST names of SampleInput's and SampleShippingInput's fields, for errors in GraphQL terms. */
export const sampleInputFields: InputFieldTable = {
  CustomerId: { field: 'recipientId', label: 'Recipient' },
  VendorId: { field: 'recipientId', label: 'Recipient' },
  contactNo: { field: 'phoneNumber', label: 'Phone number' },
  ShiptoAddress1: { field: 'address', label: 'Shipment address' },
  province_id: { field: 'provinceId', label: 'Province' },
  city_id: { field: 'cityId', label: 'City' },
  postal_code: { field: 'postalCode', label: 'Postal code' },
  ShipStatus: { field: 'shipmentStatus', label: 'Shipment status' },
  status: { field: 'paymentStatus', label: 'Status' },
  ShipFromLocationId: { field: 'shipFromId', label: 'Ship-from warehouse' },
  shipment_date: { field: 'shipmentDate', label: 'Shipment date' },
  purpose: { field: 'purpose', label: 'Purpose' },
  DeliveryMethodId: { field: 'courierId', label: 'Courier' },
  tracking_code: { field: 'trackingCode', label: 'Tracking code' },
  memo: { field: 'memo', label: 'Memo' },
  items: { field: 'lines', label: 'Lines' },
  'items.#.ItemId': { field: 'lines.#.productId', label: 'Product' },
  'items.#.qty': { field: 'lines.#.quantity', label: 'Quantity' },
};

/** setTesterStatus takes only the new status: what the REST API refuses is about it. */
export const testerInputFields: InputFieldTable = { status: { field: 'status', label: 'Status' } };

const samplePurposeMap = enumMap('sample purpose', {
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
} as const satisfies Record<SamplePurpose, SamplePurposeKey>);

export const testerStatusMap = enumMap('tester status', {
  PENDING: 'Pending',
  ACCEPTED: 'Accepted',
  REJECTED: 'Rejected',
} as const satisfies Record<TesterStatus, TesterStatusKey>);

export const sampleSortFieldMap = enumMap('sample sort field', {
  CREATED_AT: 'created_at',
  SHIPMENT_DATE: 'shipment_date',
  ID: 'id',
} as const satisfies Record<SampleSortField, SampleListQuery['orderby']>);

const isPaymentStatusKey = (status: SampleStatusKey): status is PaymentStatusKey =>
  Object.values(paymentStatusMap.table).includes(status as PaymentStatusKey);
const isPaymentStatus = (status: SampleStatus): status is PaymentStatus => status in paymentStatusMap.table;

/**
 * A sample's status holds a value of either list (spec 001 §4), each in its own spelling; CANCELED is in
 * both ('canceled' and 'Canceled'), so it is written in the spelling of the list the rule took it from.
 */
const sampleStatusFromRest = (status: SampleStatusKey): SampleStatus =>
  isPaymentStatusKey(status) ? paymentStatusMap.fromRest(status) : shipmentStatusMap.fromRest(status);

export function sampleStatusToRest(status: SampleStatus, list: 'payment' | 'shipment'): SampleStatusKey {
  if (status === 'CANCELED')
    return list === 'payment' ? paymentStatusMap.toRest(status) : shipmentStatusMap.toRest(status);
  return isPaymentStatus(status) ? paymentStatusMap.toRest(status) : shipmentStatusMap.toRest(status);
}

/** Every filter of the samples screen under its REST key (spec 001 §2). */
export function toRestSampleFilters(
  filter: SampleFilter | null | undefined,
): Omit<SampleListQuery, 'page' | 'per_page' | 'orderby' | 'desc'> {
  if (!filter) return {};
  return {
    sample: filter.search?.trim() || null,
    start_date: filter.startDate,
    end_date: filter.endDate,
    ship_from: filter.shipFromId,
    purpose: samplePurposeMap.toRest(filter.purpose),
    ship_status: shipmentStatusMap.toRest(filter.shipmentStatus),
  };
}

const RECIPIENT_ID_FIELD: Record<RecipientType, 'CustomerId' | 'VendorId'> = {
  CUSTOMER: 'CustomerId',
  VENDOR: 'VendorId',
};

/** The whole sample of the form, for POST and the edit form's PUT; its status is set by the caller's rule. */
export function toRestSampleBody(input: SampleInputValues): Omit<RestSampleBody, 'status'> {
  return {
    CustomerId: null,
    VendorId: null,
    [RECIPIENT_ID_FIELD[input.recipientType]]: Number(input.recipientId),
    contactNo: input.phoneNumber || null,
    ShipFromLocationId: Number(input.shipFromId),
    DeliveryMethodId: Number(input.courierId || DEFAULT_COURIER_ID),
    ShiptoAddress1: input.address,
    purpose: samplePurposeMap.toRest(input.purpose),
    items: input.lines.map((line) => ({ ItemId: Number(line.productId), qty: line.quantity })),
    shipment_date: input.shipmentDate || null,
    ShipStatus: shipmentStatusMap.toRest(input.shipmentStatus),
    province_id: toRestId(input.provinceId),
    city_id: toRestId(input.cityId),
    postal_code: input.postalCode || null,
    memo: input.memo || null,
  };
}

const recipientPhone = (sample: Pick<RestSample, 'Customer' | 'Vendor'>) =>
  sample.Customer?.CustomerContact.contactNo ?? sample.Vendor?.VendorContact.phone_number ?? null;

/** The recipient as the sample carries it; a sample names exactly one (a database check holds it). */
const recipientOf = (sample: Pick<RestSample, 'Customer' | 'Vendor'>) => {
  const recipient = sample.Customer ?? sample.Vendor;
  if (!recipient) throw new Error('a sample without a recipient');
  return recipient;
};

export const sampleTypeResolvers: Resolvers = {
  Sample: {
    id: (sample) => String(sample.id),
    purpose: (sample) => samplePurposeMap.fromRest(sample.purpose),
    status: (sample) => sampleStatusFromRest(sample.status),
    shipmentStatus: (sample) => shipmentStatusMap.fromRest(sample.ShipStatus),
    testerStatus: (sample) => testerStatusMap.fromRest(sample.tester_status),
    recipient: (sample) => sample,
    // Decision 3 of issue 11: the phone typed on the sample, else the recipient's.
    phoneNumber: (sample) => sample.contactNo ?? recipientPhone(sample),
    shippingAddress: async (sample, _args, context) => ({
      address: sample.ShiptoAddress1,
      postalCode: sample.postal_code,
      city: sample.City,
      province: await provinceOf(context, sample.City, sample.province_id),
    }),
    shipFrom: (sample, _args, context, info) => summarizedWarehouse(context, info, sample.ShipFromLocation),
    courier: (sample) => sample.DeliveryMethod,
    trackingCode: (sample) => sample.tracking_code,
    shipmentDate: (sample) => sample.shipment_date,
    lines: (sample) => sample.SampleLine.items,
    totalQuantity: (sample) => sample.SampleLine.items.reduce((sum, line) => sum + line.qty, 0),
  },
  SampleRecipient: {
    type: (recipient) => (recipient.CustomerId !== null ? 'CUSTOMER' : 'VENDOR'),
    id: (recipient) => String(recipientOf(recipient).id),
    fullName: (recipient) => recipientOf(recipient).fullName,
    companyName: (recipient) => recipientOf(recipient).company_name,
    phoneNumber: (recipient) => recipientPhone(recipient),
    customer: (recipient, _args, context) =>
      recipient.CustomerId === null ? null : loadCustomer(context, recipient.CustomerId),
    vendor: (recipient, _args, context) =>
      recipient.VendorId === null ? null : loadVendor(context, String(recipient.VendorId)),
  },
  SampleLine: {
    id: (line) => String(line.id),
    productId: (line) => String(line.ItemId),
    productName: (line) => line.Item.name,
    sku: (line) => line.Item.sku,
    quantity: (line) => line.qty,
    grossWeight: (line) => line.Item.gross_weight,
  },
  SampleList: {
    totalCount: (list) => list.count,
  },
};
