import * as z from 'zod/mini';

import {
  PaymentStatus,
  RecipientType,
  type SamplePurpose,
  type SampleStatus,
  ShipmentStatus,
} from '../generated/enums';
import { parseNumberText } from './number';
import { DEFAULT_COURIER_ID } from './order';
import { typedPhoneNumber } from './phone';
import { sampleInputRules, sampleShippingInputRules } from './sample';

/** What the sample form's fields hold (spec 001 §2); names follow SampleInput so refusals land on the right field. */
export interface SampleFormValues {
  recipientType: RecipientType;
  /** The chosen customer or vendor, '' for none yet. */
  recipientId: string;
  /** The digits typed after the fixed +62. */
  phoneNumber: string;
  address: string;
  provinceId: string;
  cityId: string;
  postalCode: string;
  shipmentStatus: ShipmentStatus;
  shipFromId: string;
  shipmentDate: string;
  purpose: SamplePurpose | '';
  courierId: string;
  memo: string;
  lines: Array<{ productId: string; quantity: string }>;
}

/**
 * A new sample: a customer, Processed (spec 001 §4 starts samples there), shipping today with courier 1
 * (spec 001 §9), and no product lines yet: Add Product adds them, and a save without any says
 * 'Anda belum menambahkan item' (spec 001 §5).
 */
export function newSampleFormValues(today: string): SampleFormValues {
  return {
    recipientType: RecipientType.Customer,
    recipientId: '',
    phoneNumber: '',
    address: '',
    provinceId: '',
    cityId: '',
    postalCode: '',
    shipmentStatus: ShipmentStatus.Processed,
    shipFromId: '',
    shipmentDate: today,
    purpose: '',
    courierId: DEFAULT_COURIER_ID,
    memo: '',
    lines: [],
  };
}

/** The fields as a SampleInput, before the shared rules check it. */
function toSampleInput(values: SampleFormValues) {
  const text = (value: string) => value.trim() || null;
  return {
    recipientType: values.recipientType,
    recipientId: values.recipientId,
    phoneNumber: typedPhoneNumber(values.phoneNumber),
    address: values.address,
    provinceId: values.provinceId || null,
    cityId: values.cityId || null,
    postalCode: text(values.postalCode),
    shipmentStatus: values.shipmentStatus,
    shipFromId: values.shipFromId,
    shipmentDate: values.shipmentDate || null,
    purpose: values.purpose || undefined,
    courierId: values.courierId || DEFAULT_COURIER_ID,
    memo: text(values.memo),
    lines: values.lines.map((line) => ({ productId: line.productId, quantity: parseNumberText(line.quantity) })),
  };
}

/** The sample form's rules: the gateway's own SampleInput rules, applied to what the fields hold. */
export const sampleFormRules = z.pipe(
  z.transform((values: SampleFormValues): unknown => toSampleInput(values)),
  sampleInputRules,
);

/** What the sample detail dialog edits (spec 001 §2), as its fields hold it. */
export interface SampleShippingFormValues {
  shipmentStatus: ShipmentStatus;
  courierId: string;
  trackingCode: string;
  paymentStatus: PaymentStatus;
}

const PAYMENT_STATUSES: readonly string[] = Object.values(PaymentStatus);

/**
 * The dialog's payment status starts at the sample's status when that is a payment status; after the edit
 * form saved it, it holds the shipment status (spec 001 §4), and the dialog starts at Payment Success, every
 * sample's first status.
 */
export function paymentStatusOfSample(status: SampleStatus): PaymentStatus {
  return PAYMENT_STATUSES.includes(status) ? (status as PaymentStatus) : PaymentStatus.PaymentSuccess;
}

/** The detail dialog's rules: the gateway's SampleShippingInput rules, an empty tracking code sent as none. */
export const sampleShippingFormRules = z.pipe(
  z.transform((values: SampleShippingFormValues): unknown => ({
    ...values,
    trackingCode: values.trackingCode.trim() || null,
  })),
  sampleShippingInputRules,
);
