import type { VendorInputValues } from '@backoffice/schema/rules/vendor';

import { enumMap } from '../core/enumMap';
import type { InputFieldTable } from '../core/inputFieldNames';
import { genderMap, taxStatusMap, toRestId } from '../core/parties';
import type { VendorSortField } from '../generated/graphql';
import type { RestVendorBody, VendorListQuery } from './rest';

export const vendorSortFieldMap = enumMap('vendor sort field', {
  NAME: 'name',
  COMPANY_NAME: 'company_name',
  CITY: 'city',
  CREATED_AT: 'createdAt',
} as const satisfies Record<VendorSortField, VendorListQuery['orderby']>);

/** The REST names of VendorInput's fields, for errors in GraphQL terms. */
export const vendorInputFields: InputFieldTable = {
  company_name: { field: 'companyName', label: 'Company name' },
  first_name: { field: 'firstName', label: 'First name' },
  middle_name: { field: 'middleName', label: 'Middle name' },
  last_name: { field: 'lastName', label: 'Last name' },
  gender: { field: 'gender', label: 'Gender' },
  email: { field: 'email', label: 'E-mail' },
  phone_number: { field: 'phoneNumber', label: 'Phone number' },
  address: { field: 'address', label: 'Address' },
  account_name: { field: 'accountName', label: 'Account name' },
  account_number: { field: 'accountNumber', label: 'Account number' },
  bank_branch: { field: 'bankBranch', label: 'Bank branch' },
  bank_name: { field: 'bankName', label: 'Bank name' },
  province_id: { field: 'provinceId', label: 'Province' },
  city_id: { field: 'cityId', label: 'City' },
  postal_code: { field: 'postalCode', label: 'Postal code' },
  tax_status: { field: 'taxStatus', label: 'Tax status' },
};

export function toRestVendorBody(input: VendorInputValues): RestVendorBody {
  return {
    company_name: input.companyName,
    first_name: input.firstName,
    middle_name: input.middleName || null,
    last_name: input.lastName || null,
    gender: genderMap.toRest(input.gender),
    email: input.email || null,
    phone_number: input.phoneNumber || null,
    address: input.address || null,
    account_name: input.accountName || null,
    account_number: input.accountNumber || null,
    bank_branch: input.bankBranch || null,
    bank_name: input.bankName || null,
    province_id: toRestId(input.provinceId),
    city_id: toRestId(input.cityId),
    postal_code: input.postalCode || null,
    tax_status: taxStatusMap.toRest(input.taxStatus),
  };
}
