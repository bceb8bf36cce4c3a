import * as z from 'zod/mini';

import { DeliveryType } from '../generated/enums';
import { requiredId } from './id';
import { numberRule, numberTextRule } from './number';

/** Spec 000 §5 (courier creation): the one message of every empty field. */
const EMPTY_FIELD_MESSAGE = 'Field tidak boleh kosong';

export const DELIVERY_TYPES = Object.values(DeliveryType);

const requiredText = (maxLength: number, label: string) =>
  z
    .string({ error: EMPTY_FIELD_MESSAGE })
    .check(
      z.trim(),
      z.minLength(1, EMPTY_FIELD_MESSAGE),
      z.maxLength(maxLength, `${label} must be at most ${maxLength} characters`),
    );

const serviceName = requiredText(60, 'Service name');
const trackingWebsite = requiredText(300, 'Tracking website');
const deliveryType = z.enum(DELIVERY_TYPES, { error: EMPTY_FIELD_MESSAGE });
const active = z.boolean({ error: EMPTY_FIELD_MESSAGE });

/** Whole rupiah, 0 or more (the REST API stores them as 32-bit integers, as GraphQL's Int); empty in the spec's words. */
const rupiah = (label: string) => numberRule(label, { requiredMessage: EMPTY_FIELD_MESSAGE });

/** What the gateway accepts as DeliveryFeeInput. */
export const deliveryFeeInputRules = z.object({
  courierId: requiredId('Courier', EMPTY_FIELD_MESSAGE),
  serviceName,
  deliveryType,
  fee: rupiah('Fees'),
  unitFee: rupiah('Unit fees'),
  originCityId: requiredId('Origin city', EMPTY_FIELD_MESSAGE),
  destinationCityId: requiredId('Destination city', EMPTY_FIELD_MESSAGE),
  trackingWebsite,
  active,
});

export type DeliveryFeeInputValues = z.output<typeof deliveryFeeInputRules>;

/** Text typed in a money field: required, then a whole amount of 0 or more. */
const rupiahText = (label: string) => numberTextRule(label, { requiredMessage: EMPTY_FIELD_MESSAGE });

/** The courier form: the same rules, applied to what the fields hold, giving a DeliveryFeeInput. */
export const deliveryFeeFormRules = z.pipe(
  z.object({
    courierId: requiredId('Courier', EMPTY_FIELD_MESSAGE),
    serviceName,
    // The select starts empty, so an unchosen type reads as an empty field.
    deliveryType: z.pipe(z.string(), deliveryType),
    fee: rupiahText('Fees'),
    unitFee: rupiahText('Unit fees'),
    originProvinceId: z.string(),
    originCityId: requiredId('Origin city', EMPTY_FIELD_MESSAGE),
    destinationProvinceId: z.string(),
    destinationCityId: requiredId('Destination city', EMPTY_FIELD_MESSAGE),
    trackingWebsite,
    active,
  }),
  z.transform(({ originProvinceId: _origin, destinationProvinceId: _destination, ...input }) => input),
);

export type DeliveryFeeFormValues = z.input<typeof deliveryFeeFormRules>;

/** The fields of a new courier fee: nothing chosen, switched on. */
export const emptyDeliveryFeeForm: DeliveryFeeFormValues = {
  courierId: '',
  serviceName: '',
  deliveryType: '',
  fee: '',
  unitFee: '',
  originProvinceId: '',
  originCityId: '',
  destinationProvinceId: '',
  destinationCityId: '',
  trackingWebsite: '',
  active: true,
};
