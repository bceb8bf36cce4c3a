import * as z from 'zod/mini';

import {
  PaymentStatus,
  RecipientType,
  SamplePurpose,
  type SampleStatus,
  ShipmentStatus,
  TesterStatus,
} from '../generated/enums';
import { optionalCalendarDay } from './day';
import { optionalId, requiredId } from './id';
import { paymentStatusRule, quantityRule, shipmentStatusRule } from './order';
import { nullishText, postalCodeRule, requiredText } from './party';
import { internationalPhoneRule } from './phone';

/** The REST API takes at most this many lines on one sample. */
const MAX_SAMPLE_LINES = 200;

/** Spec 001 §8: a sample saved without lines. */
export const SAMPLE_WITHOUT_LINES_MESSAGE = 'Anda belum menambahkan item';

const sampleLineRules = z.object({ productId: requiredId('Product'), quantity: quantityRule });

const sampleLinesRule = z
  .array(sampleLineRules)
  .check(
    z.minLength(1, SAMPLE_WITHOUT_LINES_MESSAGE),
    z.maxLength(MAX_SAMPLE_LINES, `A sample takes at most ${MAX_SAMPLE_LINES} product lines`),
  );

/** What the gateway accepts as SampleInput (create and edit). */
export const sampleInputRules = z.object({
  recipientType: z.enum(RecipientType, { error: 'Recipient type is required' }),
  recipientId: requiredId('Recipient'),
  phoneNumber: z.nullish(internationalPhoneRule),
  address: requiredText('Shipment address', 500),
  provinceId: z.nullish(optionalId('Province')),
  cityId: z.nullish(optionalId('City')),
  postalCode: z.nullish(postalCodeRule),
  shipmentStatus: shipmentStatusRule,
  shipFromId: requiredId('Ship-from warehouse'),
  shipmentDate: optionalCalendarDay('Shipment date'),
  purpose: z.enum(SamplePurpose, { error: 'Purpose is required' }),
  courierId: z.nullish(optionalId('Courier')),
  memo: nullishText('Memo', 2000),
  lines: sampleLinesRule,
});
export type SampleInputValues = z.output<typeof sampleInputRules>;

/** What the gateway accepts as SampleShippingInput (the detail dialog's Save). */
export const sampleShippingInputRules = z.object({
  shipmentStatus: shipmentStatusRule,
  courierId: requiredId('Courier'),
  trackingCode: nullishText('Tracking code', 100),
  paymentStatus: paymentStatusRule,
});

/**
 * Spec 001 §4, in one place: a new sample's status is PAYMENT_SUCCESS (its shipment status is kept
 * separately); the edit form sets it to the shipment status; the detail dialog to the payment status chosen.
 */
export const sampleStatusOnCreate = (): SampleStatus => PaymentStatus.PaymentSuccess;
export const sampleStatusOnEdit = (shipmentStatus: ShipmentStatus): SampleStatus => shipmentStatus;
export const sampleStatusOnShippingSave = (paymentStatus: PaymentStatus): SampleStatus => paymentStatus;

/** Spec 001 §4: only a Pending tester can change; the screen enables its buttons by this, the gateway refuses by it. */
export const testerCanChange = (status: TesterStatus): boolean => status === TesterStatus.Pending;

/** Why a tester cannot change, in the words staff see. */
export const testerLockedMessage = (id: string, status: TesterStatus) =>
  `Tester ${id} is ${TESTER_STATUS_LABELS[status]}: only a Pending tester can change`;

export const TESTER_STATUS_LABELS: Record<TesterStatus, string> = {
  PENDING: 'Pending',
  ACCEPTED: 'Accepted',
  REJECTED: 'Rejected',
};

/** Spec 001 §9: the form's recipient types. */
export const RECIPIENT_TYPE_LABELS: Record<RecipientType, string> = { CUSTOMER: 'Customer', VENDOR: 'Vendor' };

/** Spec 002 §9 lists the purposes in lower case; screens show them capitalised. */
export const SAMPLE_PURPOSE_LABELS: Record<SamplePurpose, string> = {
  REVIEW: 'Review',
  REPLACEMENT: 'Replacement',
  TRAINING: 'Training',
  DEVELOPMENT: 'Development',
  GIVEAWAY: 'Giveaway',
  PHOTOSHOOT: 'Photoshoot',
  MEDIA: 'Media',
  MARKETING: 'Marketing',
  SPONSORSHIP: 'Sponsorship',
  TESTER: 'Tester',
};
