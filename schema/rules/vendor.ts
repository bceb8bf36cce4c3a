import * as z from 'zod/mini';

import { requiredId } from './id';
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
  requiredText,
  taxStatusRule,
} from './party';
import { internationalPhoneRule, nationalPhoneRule, toInternationalNumber } from './phone';

const companyName = requiredText('Company name', 120);
const address = optionalText('Address', 500);
const bankName = optionalText('Bank name', 120);
const bankBranch = optionalText('Bank branch', 120);
const accountName = optionalText('Account name', 120);
// Indonesian bank account numbers run from 10 (BCA, BNI) to 16 digits; a little room either side.
const accountNumber = z.string().check(
  z.trim(),
  z.refine((value) => value === '' || /^[0-9]{6,20}$/.test(value), 'Account number must be 6 to 20 digits'),
);

/** What the gateway accepts as VendorInput. */
export const vendorInputRules = z.object({
  companyName,
  firstName: personNameRules.firstName,
  middleName: z.nullish(personNameRules.middleName),
  lastName: z.nullish(personNameRules.lastName),
  gender: z.nullish(genderRule),
  email: z.nullish(emailRule),
  phoneNumber: z.nullish(internationalPhoneRule),
  address: nullishText('Address', 500),
  bankName: nullishText('Bank name', 120),
  bankBranch: nullishText('Bank branch', 120),
  accountName: nullishText('Account name', 120),
  accountNumber: z.nullish(accountNumber),
  provinceId: requiredId('Province'),
  cityId: requiredId('City'),
  postalCode: z.nullish(postalCodeRule),
  taxStatus: taxStatusRule,
});

export type VendorInputValues = z.output<typeof vendorInputRules>;

/** The vendor form: the same rules applied to what the fields hold, giving a VendorInput. */
export const vendorFormRules = z.pipe(
  z.object({
    companyName,
    ...personNameRules,
    gender: chosenOrNone(genderRule),
    email: emailRule,
    phoneNumber: nationalPhoneRule,
    address,
    bankName,
    bankBranch,
    accountName,
    accountNumber,
    provinceId: requiredId('Province'),
    cityId: requiredId('City'),
    postalCode: postalCodeRule,
    taxStatus: chosen(taxStatusRule),
  }),
  z.transform(({ phoneNumber, gender, ...values }) => ({
    ...values,
    middleName: orNull(values.middleName),
    lastName: orNull(values.lastName),
    gender: gender || null,
    email: orNull(values.email),
    phoneNumber: toInternationalNumber(phoneNumber),
    address: orNull(values.address),
    bankName: orNull(values.bankName),
    bankBranch: orNull(values.bankBranch),
    accountName: orNull(values.accountName),
    accountNumber: orNull(values.accountNumber),
    postalCode: orNull(values.postalCode),
  })),
);

export type VendorFormValues = z.input<typeof vendorFormRules>;
