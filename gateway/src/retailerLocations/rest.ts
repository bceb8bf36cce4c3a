import * as z from 'zod/mini';

import type { GatewayContext } from '../core/context';
import { concatWs, type FilterableList, holdsEveryWord, readList } from '../core/listFilters';
import { byIdLoader } from '../core/loaders';
import {
  type Answer,
  id,
  number,
  optional,
  recordAnswer,
  restPath,
  type RestReads,
  rowsAnswer,
  text,
  writeAnswer,
} from '../core/restAnswer';
import { createdRecord, deletedRecord, updatedRecord } from '../core/savedRecord';
import { toRestForm, type UploadedFile } from '../core/uploads';

/**
 * Spec 002 §3: "Retailer location: id, customerId, retailType, displayName, website, media (image), whatsappLink,
 * operasionalHour, displayPhone, address, longtitude, latitude; Customer.fullName" (`operasionalHour` and
 * `longtitude` spelled so). The customer it carries is a summary for the list's column; without one, the
 * customer is loaded by customerId. The timestamps are not named: none when the API leaves them out.
 */
export const restRetailerLocation = z.object({
  id: id(),
  customerId: id(),
  retailType: text(),
  displayName: text(),
  website: optional(text()),
  /** /media/… */
  media: optional(text()),
  whatsappLink: optional(text()),
  operasionalHour: optional(text()),
  displayPhone: optional(text()),
  address: optional(text()),
  longtitude: optional(number()),
  latitude: optional(number()),
  Customer: optional(z.object({ fullName: text(), companyName: optional(text()) })),
  createdAt: optional(text()),
  updatedAt: optional(text()),
});
export type RestRetailerLocation = Answer<typeof restRetailerLocation>;

/** GET /retailer_locations: the spec does not show the answer (002 §7); docs/company-rest-api.md. */
export const RETAILER_LOCATIONS = rowsAnswer('RetailerLocations', restRetailerLocation);
export type RestRetailerLocationList = Answer<typeof RETAILER_LOCATIONS>;
/** GET /retailer_locations/{id}: not shown (002 §7); read as the writes' `Retailer`. */
export const RETAILER_LOCATION = recordAnswer('Retailer', restRetailerLocation);
/**
 * POST /retailer_locations, PUT and DELETE /retailer_locations/{id}: "…; reads Retailer" (002 §7). A write the
 * API accepted is saved whatever its answer holds: the record under `Retailer` when it reads, else its id.
 */
export const RETAILER_WRITTEN = writeAnswer('Retailer', restRetailerLocation);

/** The GET calls of retailer locations, for `npm run check-upstream` (restReads.ts). */
export const retailerLocationReads: RestReads = {
  'GET /retailer_locations': RETAILER_LOCATIONS,
  'GET /retailer_locations/{id}': RETAILER_LOCATION,
};

/** The text fields of POST and PUT /retailer_locations (multipart; spec 002 §7); the image goes as the file `media`. */
export interface RestRetailerLocationFields {
  customerId: number;
  retailType: string;
  displayName: string;
  website: string | null;
  whatsappLink: string | null;
  operasionalHour: string | null;
  displayPhone: string | null;
  address: string | null;
  longtitude: number | null;
  latitude: number | null;
}

export interface RetailerLocationListQuery {
  search?: string | null;
  page: number;
  per_page: number;
  orderby: 'displayName' | 'customer' | 'createdAt';
  desc: boolean;
}

/**
 * GET /retailer_locations's search, not in the spec: as rest-api retailerLocations/store.ts applies it, every word
 * in the display name and the customer's full name between them.
 */
const RETAILER_LOCATION_LIST: FilterableList<'/retailer_locations', RetailerLocationListQuery, RestRetailerLocation> = {
  path: '/retailer_locations',
  name: 'retail partner location list',
  filters: {
    search: {
      field: 'search',
      label: 'Search',
      matches: (row, search) => holdsEveryWord(concatWs(row.displayName, row.Customer?.fullName ?? ''), search),
    },
  },
};

export const listRetailerLocations = (context: GatewayContext, query: RetailerLocationListQuery) =>
  readList(context, RETAILER_LOCATION_LIST, query, RETAILER_LOCATIONS);

/** By id through the request's DataLoader: a query naming one location twice fetches it once. */
export const loadRetailerLocation = byIdLoader('retailerLocationById', async ({ rest }, locationId) =>
  rest.get(restPath`/retailer_locations/${locationId}`, RETAILER_LOCATION),
);

/** The location as sent, with the id the API gave it: what a write that did not answer its record reports. */
const recovery = (context: GatewayContext, fields: RestRetailerLocationFields) => ({
  readBack: (locationId: number) => loadRetailerLocation(context, locationId),
  echo: (locationId: number): RestRetailerLocation => ({
    ...fields,
    id: locationId,
    media: null,
    Customer: null,
    createdAt: null,
    updatedAt: null,
  }),
});

export const createRetailerLocation = async (
  context: GatewayContext,
  fields: RestRetailerLocationFields,
  image?: UploadedFile,
) =>
  createdRecord(
    context,
    'POST /retailer_locations',
    await context.rest.postForm('/retailer_locations', RETAILER_WRITTEN, toRestForm({ ...fields }, { media: image })),
    recovery(context, fields),
  );

/** PUT replaces the whole location; without `media` the REST API keeps the current image. */
export const replaceRetailerLocation = async (
  context: GatewayContext,
  locationId: string,
  fields: RestRetailerLocationFields,
  image?: UploadedFile,
) =>
  updatedRecord(
    context,
    'PUT /retailer_locations/{id}',
    Number(locationId),
    await context.rest.putForm(
      restPath`/retailer_locations/${locationId}`,
      RETAILER_WRITTEN,
      toRestForm({ ...fields }, { media: image }),
    ),
    recovery(context, fields),
  );

/** Read first, so the answer is the location as it was even when the API's delete answer does not hold it. */
export async function deleteRetailerLocation(context: GatewayContext, locationId: string) {
  const before = await loadRetailerLocation(context, locationId);
  return deletedRecord(
    await context.rest.delete(restPath`/retailer_locations/${locationId}`, RETAILER_WRITTEN),
    before,
  );
}
