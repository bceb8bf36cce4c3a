import type { GraphQLResolveInfo } from 'graphql';

import type { GatewayContext } from '../core/context';
import { byIdLoader } from '../core/loaders';
import type { CustomerTypeKey, RestGender, RestTaxStatus } from '../core/parties';
import { summaryOrLoaded } from '../core/summaryOrLoaded';
import type { RestCity, RestProvince } from '../locations/rest';

/** A customer as GET /customers/:id answers it; orders and other domains resolve `Customer` from this. */
export interface RestCustomer {
  id: number;
  company_name: string | null;
  firstName: string;
  middleName: string | null;
  lastName: string | null;
  fullName: string;
  taxStatus: RestTaxStatus | null;
  type: CustomerTypeKey | null;
  CustomerContact: { email: string | null; contactNo: string | null; gender: RestGender | null };
  addressLine1: string | null;
  province_id: number | null;
  Province: RestProvince | null;
  city_id: number | null;
  City: (RestCity & { Province: RestProvince }) | null;
  postal_code: string | null;
  invoice_address: string | null;
  invoice_province: number | null;
  InvoiceProvince: RestProvince | null;
  invoice_city: number | null;
  InvoiceCity: (RestCity & { Province: RestProvince }) | null;
  createdAt: string;
  updatedAt: string;
}

export interface RestCustomerList {
  rows: RestCustomer[];
  count: number;
}

/**
 * The body of POST and PUT /customers (spec 000 §7). Orders create customers with names, contactNo,
 * addressLine1 and the place only (spec 001 §7): everything else may be null.
 */
export interface RestCustomerBody {
  company_name: string | null;
  firstName: string;
  middleName: string | null;
  lastName: string | null;
  taxStatus: RestTaxStatus | null;
  type: CustomerTypeKey | null;
  gender: RestGender | null;
  email: string | null;
  contactNo: string | null;
  addressLine1: string | null;
  province_id: number | null;
  city_id: number | null;
  postal_code: string | null;
  invoice_address: string | null;
  invoice_province: number | null;
  invoice_city: number | null;
}

export interface CustomerListQuery {
  /** Words of the full name, company name and e-mail, or the id. */
  customer?: string | null;
  customer_type?: CustomerTypeKey | null;
  cityId?: string | null;
  page: number;
  per_page: number;
  orderby: 'name' | 'type' | 'city' | 'createdAt';
  desc: boolean;
}

type CustomerReply = { Customer: RestCustomer };
const customerPath = (id: string | number) => `/customers/${encodeURIComponent(id)}`;

export const listCustomers = async ({ rest }: GatewayContext, query: CustomerListQuery) =>
  (await rest.get<{ Customers: RestCustomerList }>('/customers', { ...query })).Customers;

/** By id through the request's DataLoader: orders naming one customer many times fetch it once. */
export const loadCustomer = byIdLoader(
  'customerById',
  async ({ rest }, id) => (await rest.get<CustomerReply>(customerPath(id))).Customer,
);

/**
 * The customer read straight, not through the request's DataLoader: orders read it as the state an edit
 * may have to restore, and the loader would keep answering it after the edit.
 */
export const fetchCustomer = async ({ rest }: GatewayContext, id: number) =>
  (await rest.get<CustomerReply>(customerPath(id))).Customer;

/** A create failure answers with the HTTP status text only (spec 000 §8); it becomes the error's message. */
export const createCustomer = async ({ rest }: GatewayContext, body: RestCustomerBody) =>
  (await rest.post<CustomerReply>('/customers', body)).Customer;

export const replaceCustomer = async ({ rest }: GatewayContext, id: string, body: RestCustomerBody) =>
  (await rest.put<CustomerReply>(customerPath(id), body)).Customer;

export const deleteCustomer = async ({ rest }: GatewayContext, id: string) =>
  (await rest.delete<CustomerReply>(customerPath(id))).Customer;

/**
 * A customer as the records that name it carry it: its id, full name and company always (a retailer location
 * carries no more); its name parts, type and contact where the record has them (an order).
 */
type CustomerSummary = Pick<RestCustomer, 'id' | 'fullName' | 'company_name'> &
  Partial<Pick<RestCustomer, 'firstName' | 'middleName' | 'lastName' | 'type'>> & {
    CustomerContact?: Pick<RestCustomer['CustomerContact'], 'email' | 'contactNo'>;
  };

/**
 * The customer a record names: its summary when the query asks only for what the summary holds (a list page
 * then costs no call per row), else the whole customer through the request's DataLoader.
 */
export function summarizedCustomer(context: GatewayContext, info: GraphQLResolveInfo, summary: CustomerSummary) {
  const fields = new Set([
    '__typename',
    'id',
    'fullName',
    'companyName',
    ...(summary.firstName === undefined ? [] : ['firstName', 'middleName', 'lastName']),
    ...(summary.type === undefined ? [] : ['type']),
    ...(summary.CustomerContact === undefined ? [] : ['email', 'phoneNumber']),
  ]);
  // Gender is not in a summary, and never read from it (it is not a summary field).
  return summaryOrLoaded<RestCustomer>(info, fields, summary as Partial<RestCustomer>, () =>
    loadCustomer(context, summary.id),
  );
}
