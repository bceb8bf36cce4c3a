import * as z from 'zod/mini';

import type { GatewayContext } from '../core/context';
import { byIdLoader } from '../core/loaders';
import { genderMap, type RestGender, type RestTaxStatus, taxStatusMap } from '../core/parties';
import {
  type Answer,
  id,
  optional,
  recordAnswer,
  restPath,
  type RestReads,
  rowsAnswer,
  text,
  writeAnswer,
} from '../core/restAnswer';
import { createdRecord, deletedRecord, updatedRecord } from '../core/savedRecord';
import { restCityWithProvince, restProvince } from '../locations/rest';

/** Spec 000 §3: "VendorContact (email, phone_number, address, account_name, account_number, bank_branch, bank_name)". */
const restVendorContact = z.object({
  email: optional(text()),
  phone_number: optional(text()),
  address: optional(text()),
  account_name: optional(text()),
  account_number: optional(text()),
  bank_branch: optional(text()),
  bank_name: optional(text()),
});
const NO_CONTACT: Answer<typeof restVendorContact> = {
  email: null,
  phone_number: null,
  address: null,
  account_name: null,
  account_number: null,
  bank_branch: null,
  bank_name: null,
};

/**
 * Spec 000 §3 Vendor: "company_name, first_name, middle_name, last_name, gender (0 male, 1 female), VendorContact
 * (…), province_id, city_id, postal_code, tax_status". The joined Province and City are not in the spec: when
 * missing they come from the cached lists by id (core/parties.ts).
 */
export const restVendor = z.object({
  id: id(),
  company_name: text(),
  first_name: text(),
  middle_name: optional(text()),
  last_name: optional(text()),
  gender: optional(genderMap.answer()),
  VendorContact: z.pipe(
    optional(restVendorContact),
    z.transform((contact) => contact ?? NO_CONTACT),
  ),
  province_id: optional(id()),
  Province: optional(restProvince),
  city_id: optional(id()),
  City: optional(restCityWithProvince),
  postal_code: optional(text()),
  tax_status: optional(taxStatusMap.answer()),
  createdAt: optional(text()),
  updatedAt: optional(text()),
});
export type RestVendor = Answer<typeof restVendor>;

export type RestVendorList = Answer<typeof VENDORS>;

/** GET /vendors: "Lists of … vendors … are loaded by paths: not shown" (000 §7). */
const VENDORS = rowsAnswer('Vendors', restVendor);
/** GET /vendors/{id}: not shown (000 §2 names the edit screen only). */
const VENDOR = recordAnswer('Vendor', restVendor);
/** POST /vendors: "Vendor.company_name" (000 §7); PUT /vendors/{id}: not shown; DELETE: "Vendor.company_name". */
const WRITTEN = writeAnswer('Vendor', restVendor);

/** The body of POST and PUT /vendors (spec 000 §7). */
export interface RestVendorBody {
  company_name: string;
  first_name: string;
  middle_name: string | null;
  last_name: string | null;
  gender: RestGender | string | null;
  email: string | null;
  phone_number: string | null;
  address: string | null;
  account_name: string | null;
  account_number: string | null;
  bank_branch: string | null;
  bank_name: string | null;
  province_id: number | null;
  city_id: number | null;
  postal_code: string | null;
  tax_status: RestTaxStatus | string | null;
}

export interface VendorListQuery {
  /** Words of the full name, or the id. */
  vendor?: string | null;
  company_name?: string | null;
  page: number;
  per_page: number;
  orderby: 'name' | 'company_name' | 'city' | 'createdAt';
  desc: boolean;
}

export const listVendors = ({ rest }: GatewayContext, query: VendorListQuery) =>
  rest.get('/vendors', VENDORS, { ...query });

/** Read now, not through the DataLoader: what a write reads back must not be the vendor as it was before. */
const fetchVendor = ({ rest }: GatewayContext, vendorId: string | number) =>
  rest.get(restPath`/vendors/${vendorId}`, VENDOR);

/** By id through the request's DataLoader: a query naming one vendor twice fetches it once. */
export const loadVendor = byIdLoader('vendorById', fetchVendor);

/** What a write that did not answer its record reports: the vendor read back, else the body with its id. */
const recovery = (context: GatewayContext, body: RestVendorBody) => ({
  readBack: (vendorId: number) => fetchVendor(context, vendorId),
  echo: (vendorId: number): RestVendor => ({
    id: vendorId,
    company_name: body.company_name,
    first_name: body.first_name,
    middle_name: body.middle_name,
    last_name: body.last_name,
    gender: body.gender === null ? null : genderMap.answer().parse(body.gender),
    VendorContact: {
      email: body.email,
      phone_number: body.phone_number,
      address: body.address,
      account_name: body.account_name,
      account_number: body.account_number,
      bank_branch: body.bank_branch,
      bank_name: body.bank_name,
    },
    province_id: body.province_id,
    Province: null,
    city_id: body.city_id,
    City: null,
    postal_code: body.postal_code,
    tax_status: body.tax_status === null ? null : taxStatusMap.answer().parse(body.tax_status),
    createdAt: null,
    updatedAt: null,
  }),
});

/** Null, with a warning, when the answer names neither the vendor nor its id (spec 000 §7 shows Vendor.company_name). */
export const createVendor = async (context: GatewayContext, body: RestVendorBody) =>
  createdRecord(context, 'POST /vendors', await context.rest.post('/vendors', WRITTEN, body), recovery(context, body));

export const replaceVendor = async (context: GatewayContext, vendorId: string, body: RestVendorBody) =>
  updatedRecord(
    context,
    'PUT /vendors/{id}',
    Number(vendorId),
    await context.rest.put(restPath`/vendors/${vendorId}`, WRITTEN, body),
    recovery(context, body),
  );

/** Read first, so the answer is the vendor as it was even when the delete answer does not hold it. */
export async function deleteVendor(context: GatewayContext, vendorId: string) {
  const before = await loadVendor(context, vendorId);
  return deletedRecord(await context.rest.delete(restPath`/vendors/${vendorId}`, WRITTEN), before);
}

/** The GET calls of this domain with their answers' schemas, for `npm run check-upstream` (restReads.ts). */
export const vendorReads: RestReads = { 'GET /vendors': VENDORS, 'GET /vendors/{id}': VENDOR };
