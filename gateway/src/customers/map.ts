import type { CustomerInputValues } from '@backoffice/schema/rules/customer';

import { enumMap } from '../core/enumMap';
import type { InputFieldTable } from '../core/inputFieldNames';
import { customerTypeMap, genderMap, taxStatusMap, toRestId } from '../core/parties';
import type { CustomerSortField } from '../generated/graphql';
import type { CustomerListQuery, RestCustomerBody } from './rest';

export const customerSortFieldMap = enumMap('customer sort field', {
  NAME: 'name',
  TYPE: 'type',
  CITY: 'city',
  CREATED_AT: 'createdAt',
} as const satisfies Record<CustomerSortField, CustomerListQuery['orderby']>);

/** The REST names of CustomerInput's fields, for errors in GraphQL terms. */
export const customerInputFields: InputFieldTable = {
  company_name: { field: 'companyName', label: 'Company name' },
  firstName: { field: 'firstName', label: 'First name' },
  middleName: { field: 'middleName', label: 'Middle name' },
  lastName: { field: 'lastName', label: 'Last name' },
  taxStatus: { field: 'taxStatus', label: 'Tax status' },
  type: { field: 'type', label: 'Customer type' },
  gender: { field: 'gender', label: 'Gender' },
  email: { field: 'email', label: 'E-mail' },
  contactNo: { field: 'phoneNumber', label: 'Phone number' },
  addressLine1: { field: 'shippingAddress', label: 'Shipping address' },
  province_id: { field: 'provinceId', label: 'Province' },
  city_id: { field: 'cityId', label: 'City' },
  postal_code: { field: 'postalCode', label: 'Postal code' },
  invoice_address: { field: 'invoiceAddress', label: 'Invoice address' },
  invoice_province: { field: 'invoiceProvinceId', label: 'Invoice province' },
  invoice_city: { field: 'invoiceCityId', label: 'Invoice city' },
};

export function toRestCustomerBody(input: CustomerInputValues): RestCustomerBody {
  return {
    company_name: input.companyName || null,
    firstName: input.firstName,
    middleName: input.middleName || null,
    lastName: input.lastName || null,
    taxStatus: taxStatusMap.toRest(input.taxStatus),
    type: customerTypeMap.toRest(input.type),
    gender: genderMap.toRest(input.gender),
    email: input.email || null,
    contactNo: input.phoneNumber || null,
    addressLine1: input.shippingAddress || null,
    province_id: toRestId(input.provinceId),
    city_id: toRestId(input.cityId),
    postal_code: input.postalCode || null,
    invoice_address: input.invoiceAddress || null,
    invoice_province: toRestId(input.invoiceProvinceId),
    invoice_city: toRestId(input.invoiceCityId),
  };
}
