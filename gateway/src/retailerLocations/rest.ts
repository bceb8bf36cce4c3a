import type { GatewayContext } from '../core/context';
import { concatWs, type FilterableList, holdsEveryWord, readList } from '../core/listFilters';
import { byIdLoader } from '../core/loaders';
import { toRestForm, type UploadedFile } from '../core/uploads';

/** A retailer location as the REST API answers it (spec 002 §3: `operasionalHour` and `longtitude` spelled so). */
export interface RestRetailerLocation {
  id: number;
  customerId: number;
  retailType: string;
  displayName: string;
  website: string | null;
  /** /media/… */
  media: string | null;
  whatsappLink: string | null;
  operasionalHour: string | null;
  displayPhone: string | null;
  address: string | null;
  longtitude: number | null;
  latitude: number | null;
  /** A summary of the customer: enough for the list's customer column without a call. */
  Customer: { id: number; fullName: string; companyName: string | null };
  createdAt: string;
  updatedAt: string;
}

export interface RestRetailerLocationList {
  rows: RestRetailerLocation[];
  count: number;
}

/** The text fields of POST and PUT /retailer_locations (multipart; spec 002 §7); the image goes as the file `media`. */
export type RestRetailerLocationFields = Omit<
  RestRetailerLocation,
  'id' | 'media' | 'Customer' | 'createdAt' | 'updatedAt'
>;

export interface RetailerLocationListQuery {
  search?: string | null;
  page: number;
  per_page: number;
  orderby: 'displayName' | 'customer' | 'createdAt';
  desc: boolean;
}

type RetailerReply = { Retailer: RestRetailerLocation };
const path = (id: string) => `/retailer_locations/${encodeURIComponent(id)}`;

/**
 * GET /retailer_locations's search, not in the spec: as rest-api retailerLocations/store.ts applies it, every word
 * in the display name and the customer's full name between them.
 */
const RETAILER_LOCATION_LIST: FilterableList<RetailerLocationListQuery, RestRetailerLocation> = {
  path: '/retailer_locations',
  name: 'retail partner location list',
  filters: {
    search: {
      field: 'search',
      label: 'Search',
      matches: (row, search) => holdsEveryWord(concatWs(row.displayName, row.Customer.fullName), search),
    },
  },
};

export const listRetailerLocations = (context: GatewayContext, query: RetailerLocationListQuery) =>
  readList(
    context,
    RETAILER_LOCATION_LIST,
    query,
    (reply: { RetailerLocations: RestRetailerLocationList }) => reply.RetailerLocations,
  );

/** By id through the request's DataLoader: a query naming one location twice fetches it once. */
export const loadRetailerLocation = byIdLoader(
  'retailerLocationById',
  async ({ rest }, id) => (await rest.get<RetailerReply>(path(id))).Retailer,
);

export const createRetailerLocation = async (
  { rest }: GatewayContext,
  fields: RestRetailerLocationFields,
  image?: UploadedFile,
) => (await rest.postForm<RetailerReply>('/retailer_locations', toRestForm({ ...fields }, { media: image }))).Retailer;

/** PUT replaces the whole location; without `media` the REST API keeps the current image. */
export const replaceRetailerLocation = async (
  { rest }: GatewayContext,
  id: string,
  fields: RestRetailerLocationFields,
  image?: UploadedFile,
) => (await rest.putForm<RetailerReply>(path(id), toRestForm({ ...fields }, { media: image }))).Retailer;

export const deleteRetailerLocation = async ({ rest }: GatewayContext, id: string) =>
  (await rest.delete<RetailerReply>(path(id))).Retailer;
