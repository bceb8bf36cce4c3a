import * as z from 'zod/mini';

import { CustomerType } from '../generated/enums';
import { optionalId, requiredId } from './id';
import {
  chosen,
  chosenOrNone,
  emailRule,
  genderRule,
  nullishText,
  optionalText,
  orNull,
  personNameRules,
  postalCodeRule,
  taxStatusRule,
} from './party';
import { internationalPhoneRule, nationalPhoneRule, toInternationalNumber } from './phone';

/** Spec 002 §9: the customer types, in the SDL's order. */
export const CUSTOMER_TYPES = Object.values(CustomerType);

const customerTypeRule = z.enum(CUSTOMER_TYPES, { error: 'Customer type is required' });
const companyName = optionalText('Company name', 120);
const shippingAddress = optionalText('Ship-to address', 500);
const invoiceAddress = optionalText('Invoice address', 500);

/** What the gateway accepts as CustomerInput. */
export const customerInputRules = z.object({
  companyName: nullishText('Company name', 120),
  firstName: personNameRules.firstName,
  middleName: z.nullish(personNameRules.middleName),
  lastName: z.nullish(personNameRules.lastName),
  type: customerTypeRule,
  taxStatus: taxStatusRule,
  gender: z.nullish(genderRule),
  email: z.nullish(emailRule),
  phoneNumber: z.nullish(internationalPhoneRule),
  shippingAddress: nullishText('Ship-to address', 500),
  provinceId: requiredId('Province'),
  cityId: requiredId('City'),
  postalCode: z.nullish(postalCodeRule),
  invoiceAddress: nullishText('Invoice address', 500),
  invoiceProvinceId: z.nullish(optionalId('Invoice province')),
  invoiceCityId: z.nullish(optionalId('Invoice city')),
});

export type CustomerInputValues = z.output<typeof customerInputRules>;

/** The customer form: the same rules applied to what the fields hold, giving a CustomerInput. */
export const customerFormRules = z.pipe(
  z.object({
    companyName,
    ...personNameRules,
    type: chosen(customerTypeRule),
    taxStatus: chosen(taxStatusRule),
    gender: chosenOrNone(genderRule),
    email: emailRule,
    phoneNumber: nationalPhoneRule,
    shippingAddress,
    provinceId: requiredId('Province'),
    cityId: requiredId('City'),
    postalCode: postalCodeRule,
    invoiceAddress,
    invoiceProvinceId: optionalId('Invoice province'),
    invoiceCityId: optionalId('Invoice city'),
  }),
  z.transform(({ phoneNumber, gender, ...values }) => ({
    ...values,
    companyName: orNull(values.companyName),
    middleName: orNull(values.middleName),
    lastName: orNull(values.lastName),
    gender: gender || null,
    email: orNull(values.email),
    phoneNumber: toInternationalNumber(phoneNumber),
    shippingAddress: orNull(values.shippingAddress),
    postalCode: orNull(values.postalCode),
    invoiceAddress: orNull(values.invoiceAddress),
    invoiceProvinceId: orNull(values.invoiceProvinceId),
    invoiceCityId: orNull(values.invoiceCityId),
  })),
);

export type CustomerFormValues = z.input<typeof customerFormRules>;
