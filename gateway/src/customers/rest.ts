import type { GraphQLResolveInfo } from 'graphql';
import * as z from 'zod/mini';

import { fullName } from '@backoffice/schema/rules/party';

import type { GatewayContext } from '../core/context';
import { gatewayError } from '../core/errors';
import { byIdLoader } from '../core/loaders';
import {
  asSent,
  type CustomerTypeKey,
  customerTypeMap,
  genderMap,
  type RestGender,
  type RestTaxStatus,
  taxStatusMap,
} from '../core/parties';
import {
  type Answer,
  id,
  isUnknownValue,
  optional,
  recordAnswer,
  restPath,
  type RestReads,
  rowsAnswer,
  text,
  type UnknownValue,
  writeAnswer,
} from '../core/restAnswer';
import { createdRecord, deletedRecord, updatedRecord } from '../core/savedRecord';
import { summaryOrLoaded } from '../core/summaryOrLoaded';
import {
  fetchAllCities,
  fetchProvinces,
  type RestCity,
  restCityWithProvince,
  type RestProvince,
  restProvince,
} from '../locations/rest';

/** Spec 000 §3: "CustomerContact (email, contactNo, gender 0 or 1)". */
const restCustomerContact = z.object({
  email: optional(text()),
  contactNo: optional(text()),
  gender: optional(genderMap.answer()),
});
const NO_CONTACT: Answer<typeof restCustomerContact> = { email: null, contactNo: null, gender: null };

/**
 * A customer as GET /customers/{id} answers it; orders and other domains resolve `Customer` from this. Spec 000
 * §3 Customer: "company_name, firstName, middleName, lastName, taxStatus, type, CustomerContact (email,
 * contactNo, gender 0 or 1), addressLine1 (ship-to), city_id, province_id, postal_code, invoice_address,
 * invoice_city, invoice_province"; 001 §3 adds fullName. The joined Province, City, InvoiceProvince and
 * InvoiceCity are not in the spec: when missing they come from the cached lists by id (core/parties.ts).
 */
export const restCustomer = z.pipe(
  z.object({
    id: id(),
    company_name: optional(text()),
    firstName: text(),
    middleName: optional(text()),
    lastName: optional(text()),
    /** The screen's join of the name parts when the API sends none (below). */
    fullName: optional(text()),
    taxStatus: optional(taxStatusMap.answer()),
    type: optional(customerTypeMap.answer()),
    CustomerContact: z.pipe(
      optional(restCustomerContact),
      z.transform((contact) => contact ?? NO_CONTACT),
    ),
    addressLine1: optional(text()),
    province_id: optional(id()),
    Province: optional(restProvince),
    city_id: optional(id()),
    City: optional(restCityWithProvince),
    postal_code: optional(text()),
    invoice_address: optional(text()),
    invoice_province: optional(id()),
    InvoiceProvince: optional(restProvince),
    invoice_city: optional(id()),
    InvoiceCity: optional(restCityWithProvince),
    createdAt: optional(text()),
    updatedAt: optional(text()),
  }),
  // Spec 001 §4: the full name is the screen's join of the name parts.
  z.transform((customer) => ({
    ...customer,
    fullName: customer.fullName ?? fullName(customer.firstName, customer.middleName, customer.lastName),
  })),
);
export type RestCustomer = Answer<typeof restCustomer>;

export type RestCustomerList = Answer<typeof CUSTOMERS>;

/** GET /customers: "Lists of … customers … are loaded by paths: not shown" (000 §7). */
const CUSTOMERS = rowsAnswer('Customers', restCustomer);
/** GET /customers/{id}: not shown (000 §2 names the edit screen only). */
const CUSTOMER = recordAnswer('Customer', restCustomer);
/** POST /customers: "Customer.firstName" (000 §7); PUT /customers/{id}: not shown; DELETE: "Customer.firstName". */
const WRITTEN = writeAnswer('Customer', restCustomer);

/**
 * The body of POST and PUT /customers (spec 000 §7). Orders create customers with names, contactNo,
 * addressLine1 and the place only (spec 001 §7): everything else may be null.
 */
export interface RestCustomerBody {
  company_name: string | null;
  firstName: string;
  middleName: string | null;
  lastName: string | null;
  /** A value the gateway does not know (core/restAnswer.ts) goes back as the API sent it (core/parties.ts asSent). */
  taxStatus: RestTaxStatus | UnknownValue | string | null;
  type: CustomerTypeKey | UnknownValue | string | null;
  gender: RestGender | UnknownValue | string | null;
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

export const listCustomers = ({ rest }: GatewayContext, query: CustomerListQuery) =>
  rest.get('/customers', CUSTOMERS, { ...query });

/**
 * The customer read straight, not through the request's DataLoader: orders read it as the state an edit
 * may have to restore, and the loader would keep answering it after the edit.
 */
export const fetchCustomer = ({ rest }: GatewayContext, customerId: string | number) =>
  rest.get(restPath`/customers/${customerId}`, CUSTOMER);

/** By id through the request's DataLoader: orders naming one customer many times fetch it once. */
export const loadCustomer = byIdLoader('customerById', fetchCustomer);

/** A body's fixed-list values as sent: an unknown one (kept from a read) goes back as the API's text. */
const sentBody = (body: RestCustomerBody) => ({
  ...body,
  taxStatus: body.taxStatus === null ? null : asSent(body.taxStatus),
  type: body.type === null ? null : asSent(body.type),
  gender: body.gender === null ? null : asSent(body.gender),
});

/** A fixed-list value of a body as a read answer holds it. */
const asRead = <S extends z.ZodMiniType>(schema: S, value: unknown): z.output<S> | null =>
  value === null ? null : z.parse(schema, isUnknownValue(value) ? value.unknown : value);

/** What a write that did not answer its record reports: the customer read back, else the body with its id. */
const recovery = (context: GatewayContext, body: RestCustomerBody) => ({
  readBack: (customerId: number) => fetchCustomer(context, customerId),
  echo: (customerId: number): RestCustomer => ({
    id: customerId,
    company_name: body.company_name,
    firstName: body.firstName,
    middleName: body.middleName,
    lastName: body.lastName,
    fullName: fullName(body.firstName, body.middleName, body.lastName),
    taxStatus: asRead(taxStatusMap.answer(), body.taxStatus),
    type: asRead(customerTypeMap.answer(), body.type),
    CustomerContact: {
      email: body.email,
      contactNo: body.contactNo,
      gender: asRead(genderMap.answer(), body.gender),
    },
    addressLine1: body.addressLine1,
    province_id: body.province_id,
    Province: null,
    city_id: body.city_id,
    City: null,
    postal_code: body.postal_code,
    invoice_address: body.invoice_address,
    invoice_province: body.invoice_province,
    InvoiceProvince: null,
    invoice_city: body.invoice_city,
    InvoiceCity: null,
    createdAt: null,
    updatedAt: null,
  }),
});

/**
 * The new customer; null, with a warning, when the answer names neither the customer nor its id (spec 000 §7
 * shows Customer.firstName). A create failure answers with the HTTP status text only (spec 000 §8).
 */
export const createCustomer = async (context: GatewayContext, body: RestCustomerBody) =>
  createdRecord(
    context,
    'POST /customers',
    await context.rest.post('/customers', WRITTEN, sentBody(body)),
    recovery(context, body),
  );

/**
 * The new customer, for a write that needs its id (an order, spec 001 §7): when the API saved it without saying
 * which it is, UPSTREAM_ERROR, since nothing can name it.
 */
export async function createIdentifiedCustomer(context: GatewayContext, body: RestCustomerBody) {
  const created = await createCustomer(context, body);
  if (created === null)
    throw gatewayError('UPSTREAM_ERROR', 'POST /customers saved the customer without saying which it is.', {
      upstreamCall: 'POST /customers',
    });
  return created;
}

export const replaceCustomer = async (context: GatewayContext, customerId: string, body: RestCustomerBody) =>
  updatedRecord(
    context,
    'PUT /customers/{id}',
    Number(customerId),
    await context.rest.put(restPath`/customers/${customerId}`, WRITTEN, sentBody(body)),
    recovery(context, body),
  );

/**
 * Read first, so the answer is the customer as it was even when the delete answer does not hold it; `known`, the
 * customer as its caller has it, saves that read (an order's undo, whose tries a failed read would fail again: the
 * request's DataLoader keeps the failure).
 */
export async function deleteCustomer(context: GatewayContext, customerId: string, known?: RestCustomer) {
  const before = known ?? (await loadCustomer(context, customerId));
  return deletedRecord(await context.rest.delete(restPath`/customers/${customerId}`, WRITTEN), before);
}

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
    ...(summary.type === undefined ? [] : ['type', 'unknownType']),
    ...(summary.CustomerContact === undefined ? [] : ['email', 'phoneNumber']),
  ]);
  // Gender is not in a summary, and never read from it (it is not a summary field).
  return summaryOrLoaded<RestCustomer>(info, fields, summary as Partial<RestCustomer>, () =>
    loadCustomer(context, summary.id),
  );
}

/**
 * The place a record names by id (spec 000 §3: a customer's and a vendor's province_id and city_id): the joined
 * object when the answer holds one (the spec does not show one), else from the cached lists; none when neither has it.
 */
export async function provinceById(context: GatewayContext, joined: RestProvince | null, provinceId: number | null) {
  if (joined) return joined;
  if (provinceId === null) return null;
  return (await fetchProvinces(context)).find((province) => province.province_id === provinceId) ?? null;
}

export async function cityById(context: GatewayContext, joined: RestCity | null, cityId: number | null) {
  if (joined) return joined;
  if (cityId === null) return null;
  return (await fetchAllCities(context)).find((city) => city.city_id === cityId) ?? null;
}

/** The GET calls of this domain with their answers' schemas, for `npm run check-upstream` (restReads.ts). */
export const customerReads: RestReads = { 'GET /customers': CUSTOMERS, 'GET /customers/{id}': CUSTOMER };
