import { DEFAULT_COURIER_ID } from '@backoffice/schema/rules/order';
import type { SampleInputValues } from '@backoffice/schema/rules/sample';

import { enumMap } from '../core/enumMap';
import type { InputFieldTable } from '../core/inputFieldNames';
import { toRestId } from '../core/parties';
import { isUnknownValue } from '../core/restAnswer';
import { type PaymentStatusKey, paymentStatusMap, shipmentStatusMap } from '../core/statuses';
import type { PaymentStatus, RecipientType, SampleFilter, SampleSortField, SampleStatus } from '../generated/graphql';
import {
  type RestSample,
  type RestSampleBody,
  type SampleListQuery,
  samplePurposeMap,
  type SampleStatusKey,
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
  // The detail dialog's names for the same fields (001 §7).
  OrderStatus: { field: 'paymentStatus', label: 'Status' },
  ShiptoAddress: { field: 'address', label: 'Shipment address' },
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

export const sampleSortFieldMap = enumMap('sample sort field', {
  CREATED_AT: 'created_at',
  SHIPMENT_DATE: 'shipment_date',
  ID: 'id',
} as const satisfies Record<SampleSortField, SampleListQuery['orderby']>);

const isPaymentStatusKey = (status: SampleStatusKey): status is PaymentStatusKey =>
  Object.values(paymentStatusMap.table).includes(status as PaymentStatusKey);
type SampleStatusAnswer = RestSample['status'];
const isPaymentStatus = (status: SampleStatus): status is PaymentStatus => status in paymentStatusMap.table;

/**
 * A sample's status holds a value of either list (spec 001 §4), each in its own spelling; CANCELED is in
 * both ('canceled' and 'Canceled'), so it is written in the spelling of the list the rule took it from.
 */
export const sampleStatusFromRest = (status: SampleStatusAnswer): SampleStatus | null => {
  if (status === null || isUnknownValue(status)) return null;
  return isPaymentStatusKey(status) ? paymentStatusMap.fromRest(status) : shipmentStatusMap.fromRest(status);
};
export const sampleStatusUnknownText = (status: SampleStatusAnswer) => (isUnknownValue(status) ? status.unknown : null);

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

type Recipient = Pick<RestSample, 'CustomerId' | 'Customer' | 'VendorId' | 'Vendor'>;

export const recipientPhone = (sample: Pick<RestSample, 'Customer' | 'Vendor'>) =>
  sample.Customer?.CustomerContact?.contactNo ?? sample.Vendor?.VendorContact?.phone_number ?? null;

/** The customer a sample names (by its id, or the record it carries); none for a vendor's sample. */
export const customerIdOf = (sample: Recipient) => sample.CustomerId ?? sample.Customer?.id ?? null;
/** The vendor a sample names: none when VendorId is null (never GET /vendors/undefined). */
export const vendorIdOf = (sample: Recipient) => sample.VendorId ?? sample.Vendor?.id ?? null;

/** The recipient's name: its full name, else its company's, else its kind and id. */
export const recipientName = (sample: Recipient) => {
  const record = sample.Customer ?? sample.Vendor;
  const customerId = customerIdOf(sample);
  return (
    record?.fullName ??
    record?.company_name ??
    (customerId !== null ? `Customer ${customerId}` : `Vendor ${vendorIdOf(sample)}`)
  );
};
