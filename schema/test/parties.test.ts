import { describe, expect, it } from 'vitest';

import { customerFormRules, customerInputRules } from '../rules/customer';
import { fullName } from '../rules/party';
import { vendorFormRules, vendorInputRules } from '../rules/vendor';

const messages = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  Object.fromEntries(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? []);

describe('full names', () => {
  it.each([
    [['Budi', 'Adi', 'Santoso'], 'Budi Adi Santoso'],
    [['Budi', null, 'Santoso'], 'Budi Santoso'],
    [['Siti', '', null], 'Siti'],
    [[' Siti ', ' ', ' Aminah '], 'Siti Aminah'],
  ] as const)('%j → %j', ([first, middle, last], expected) => expect(fullName(first, middle, last)).toBe(expected));
});

const vendorForm = {
  companyName: ' CV Laut Biru ',
  firstName: 'Budi',
  middleName: '',
  lastName: 'Santoso',
  gender: '',
  email: '',
  phoneNumber: '081234567890',
  address: 'Jl. Pantai No. 1',
  bankName: 'BCA',
  bankBranch: '',
  accountName: 'CV Laut Biru',
  accountNumber: '1234567890',
  provinceId: '35',
  cityId: '3578',
  postalCode: '60175',
  taxStatus: 'NON_PKP',
};

describe('vendor rules', () => {
  it('turns the form into a VendorInput the gateway accepts', () => {
    const input = vendorFormRules.parse(vendorForm);
    expect(input).toEqual({
      companyName: 'CV Laut Biru',
      firstName: 'Budi',
      middleName: null,
      lastName: 'Santoso',
      gender: null,
      email: null,
      phoneNumber: '+6281234567890',
      address: 'Jl. Pantai No. 1',
      bankName: 'BCA',
      bankBranch: null,
      accountName: 'CV Laut Biru',
      accountNumber: '1234567890',
      provinceId: '35',
      cityId: '3578',
      postalCode: '60175',
      taxStatus: 'NON_PKP',
    });
    expect(vendorInputRules.safeParse(input).success).toBe(true);
  });

  it('names each field at fault', () => {
    expect(
      messages(
        vendorFormRules.safeParse({
          ...vendorForm,
          companyName: ' ',
          firstName: '',
          email: 'budi@',
          phoneNumber: '12',
          postalCode: '601',
          accountNumber: '12-34',
          cityId: '',
          taxStatus: '',
        }),
      ),
    ).toEqual({
      companyName: 'Company name is required',
      firstName: 'First name is required',
      email: 'E-mail must be a valid email',
      phoneNumber: 'Phone number must be 6 to 13 digits after +62',
      postalCode: 'Postal code must be 5 digits',
      accountNumber: 'Account number must be 6 to 20 digits',
      cityId: 'City is required',
      taxStatus: 'Tax status is required',
    });
  });

  it('refuses what the form could never send', () => {
    const input = vendorFormRules.parse(vendorForm);
    expect(
      messages(vendorInputRules.safeParse({ ...input, phoneNumber: '0812345', gender: 'OTHER', taxStatus: undefined })),
    ).toEqual({
      phoneNumber: 'Phone number must be 6 to 13 digits after +62',
      gender: 'Gender must be Male or Female',
      taxStatus: 'Tax status is required',
    });
  });
});

const customerForm = {
  companyName: '',
  firstName: 'Siti',
  middleName: '',
  lastName: '',
  type: 'ONLINE_RETAILER',
  taxStatus: 'PKP',
  gender: 'FEMALE',
  email: 'siti@example.com',
  phoneNumber: '81311112222',
  shippingAddress: 'Jl. Kirim No. 2',
  provinceId: '32',
  cityId: '3273',
  postalCode: '',
  invoiceAddress: '',
  invoiceProvinceId: '',
  invoiceCityId: '',
};

describe('customer rules', () => {
  it('turns the form into a CustomerInput the gateway accepts', () => {
    const input = customerFormRules.parse(customerForm);
    expect(input).toEqual({
      companyName: null,
      firstName: 'Siti',
      middleName: null,
      lastName: null,
      type: 'ONLINE_RETAILER',
      taxStatus: 'PKP',
      gender: 'FEMALE',
      email: 'siti@example.com',
      phoneNumber: '+6281311112222',
      shippingAddress: 'Jl. Kirim No. 2',
      provinceId: '32',
      cityId: '3273',
      postalCode: null,
      invoiceAddress: null,
      invoiceProvinceId: null,
      invoiceCityId: null,
    });
    expect(customerInputRules.safeParse(input).success).toBe(true);
  });

  it('requires a name, a customer type, a tax status and the city', () => {
    expect(
      messages(
        customerFormRules.safeParse({
          ...customerForm,
          firstName: ' ',
          type: '',
          taxStatus: '',
          provinceId: '',
          cityId: '',
        }),
      ),
    ).toEqual({
      firstName: 'First name is required',
      type: 'Customer type is required',
      taxStatus: 'Tax status is required',
      provinceId: 'Province is required',
      cityId: 'City is required',
    });
  });
});
