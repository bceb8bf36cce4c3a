import type { GatewayContext } from '../core/context';
import { byIdLoader } from '../core/loaders';
import type { RestGender, RestTaxStatus } from '../core/parties';
import type { RestCity, RestProvince } from '../locations/rest';

export interface RestVendor {
  id: number;
  company_name: string;
  first_name: string;
  middle_name: string | null;
  last_name: string | null;
  gender: RestGender | null;
  VendorContact: {
    email: string | null;
    phone_number: string | null;
    address: string | null;
    account_name: string | null;
    account_number: string | null;
    bank_branch: string | null;
    bank_name: string | null;
  };
  province_id: number | null;
  Province: RestProvince | null;
  city_id: number | null;
  City: (RestCity & { Province: RestProvince }) | null;
  postal_code: string | null;
  tax_status: RestTaxStatus;
  createdAt: string;
  updatedAt: string;
}

export interface RestVendorList {
  rows: RestVendor[];
  count: number;
}

/** The body of POST and PUT /vendors (spec 000 §7). */
export interface RestVendorBody {
  company_name: string;
  first_name: string;
  middle_name: string | null;
  last_name: string | null;
  gender: RestGender | null;
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
  tax_status: RestTaxStatus;
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

type VendorReply = { Vendor: RestVendor };

export const listVendors = async ({ rest }: GatewayContext, query: VendorListQuery) =>
  (await rest.get<{ Vendors: RestVendorList }>('/vendors', { ...query })).Vendors;

/** By id through the request's DataLoader: a query naming one vendor twice fetches it once. */
export const loadVendor = byIdLoader(
  'vendorById',
  async ({ rest }, id) => (await rest.get<VendorReply>(`/vendors/${encodeURIComponent(id)}`)).Vendor,
);

export const createVendor = async ({ rest }: GatewayContext, body: RestVendorBody) =>
  (await rest.post<VendorReply>('/vendors', body)).Vendor;

export const replaceVendor = async ({ rest }: GatewayContext, id: string, body: RestVendorBody) =>
  (await rest.put<VendorReply>(`/vendors/${encodeURIComponent(id)}`, body)).Vendor;

export const deleteVendor = async ({ rest }: GatewayContext, id: string) =>
  (await rest.delete<VendorReply>(`/vendors/${encodeURIComponent(id)}`)).Vendor;
