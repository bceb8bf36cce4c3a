import type { CustomerInputValues } from '@backoffice/schema/rules/customer';
import { fullName } from '@backoffice/schema/rules/party';
import type { InputFieldTable } from '../core/inputFieldNames';
import type { CustomerSortField, CustomerType, Resolvers } from '../generated/graphql';
import { fromRestGender, TAX_STATUS_FROM_REST, TAX_STATUS_TO_REST, toRestGender, toRestId } from '../parties/map';
import type { CustomerListQuery, RestCustomerBody, CustomerTypeKey } from './rest';

export const SORT_FIELDS: Record<CustomerSortField, CustomerListQuery['orderby']> = {
  NAME: 'name',
  TYPE: 'type',
  CITY: 'city',
  CREATED_AT: 'createdAt',
};

export const CUSTOMER_TYPE_TO_REST: Record<CustomerType, CustomerTypeKey> = {
  INDIVIDUAL: 'individual',
  RETAILER: 'retailer',
  ONLINE_RETAILER: 'online_retailer',
  RESELLER: 'reseller',
  WHOLESALER: 'wholesaler',
  STOCKIST: 'stockist',
};

const CUSTOMER_TYPE_FROM_REST = Object.fromEntries(
  Object.entries(CUSTOMER_TYPE_TO_REST).map(([type, rest]) => [rest, type]),
) as Record<CustomerTypeKey, CustomerType>;

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
    taxStatus: TAX_STATUS_TO_REST[input.taxStatus],
    type: CUSTOMER_TYPE_TO_REST[input.type],
    gender: toRestGender(input.gender),
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

export const customerTypeResolvers: Resolvers = {
  Customer: {
    id: (customer) => String(customer.id),
    companyName: (customer) => customer.company_name,
    fullName: (customer) => fullName(customer.firstName, customer.middleName, customer.lastName),
    type: (customer) => (customer.type ? CUSTOMER_TYPE_FROM_REST[customer.type] : null),
    taxStatus: (customer) => (customer.taxStatus ? TAX_STATUS_FROM_REST[customer.taxStatus] : null),
    gender: (customer) => fromRestGender(customer.CustomerContact.gender),
    email: (customer) => customer.CustomerContact.email,
    phoneNumber: (customer) => customer.CustomerContact.contactNo,
    shippingAddress: (customer) => customer.addressLine1,
    province: (customer) => customer.Province,
    city: (customer) => customer.City,
    postalCode: (customer) => customer.postal_code,
    invoiceAddress: (customer) => customer.invoice_address,
    invoiceProvince: (customer) => customer.InvoiceProvince,
    invoiceCity: (customer) => customer.InvoiceCity,
  },
  CustomerList: {
    totalCount: (list) => list.count,
  },
};
