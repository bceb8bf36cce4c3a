import type { GraphQLResolveInfo } from 'graphql';
import * as z from 'zod/mini';

import type { GatewayContext } from '../core/context';
import { containsText, type FilterableList, readList } from '../core/listFilters';
import { byIdLoader } from '../core/loaders';
import {
  type Answer,
  droppable,
  flag,
  id,
  number,
  optional,
  recordAnswer,
  restPath,
  type RestReads,
  rowsAnswer,
  text,
  withIdsBeside,
  writeAnswer,
} from '../core/restAnswer';
import { createdRecord, deletedRecord, updatedRecord } from '../core/savedRecord';
import { summaryOrLoaded } from '../core/summaryOrLoaded';
import { restCityWithProvince } from '../locations/rest';

/** Spec 002 §3: Warehouse: id, LocationName, latitude, longitude, addressLine1, city_id, City, phone_number, status. */
export const restWarehouse = withIdsBeside(
  { City: ['city_id', 'city_id'] },
  z.object({
    id: id(),
    LocationName: text(),
    latitude: optional(number()),
    longitude: optional(number()),
    addressLine1: optional(text()),
    city_id: optional(id()),
    City: optional(restCityWithProvince),
    phone_number: optional(text()),
    /** "status (boolean, default true)" */
    status: z.pipe(
      optional(flag()),
      z.transform((status) => status ?? true),
    ),
    createdAt: optional(text()),
    updatedAt: optional(text()),
  }),
);
export type RestWarehouse = Answer<typeof restWarehouse>;

export type RestWarehouseList = Answer<typeof WAREHOUSES>;

/**
 * A warehouse as the records shipped from it carry it (001 §3 "ShipFromLocation (LocationName, City with type, name
 * and Province name)"): none when it does not read, and then loaded by the record's ShipFromLocationId.
 */
export const restShipFromSummary = droppable(
  'ship-from warehouse',
  z.object({ id: id(), LocationName: text(), City: restCityWithProvince }),
);

/** GET /warehouse: the spec does not show the answer (002 §7); docs/company-rest-api.md. */
const WAREHOUSES = rowsAnswer('Warehouses', restWarehouse);
/** GET /warehouse/{id}: not shown either; the writes' answers hold `Warehouse` (002 §7). */
const WAREHOUSE = recordAnswer('Warehouse', restWarehouse);
const WRITTEN = writeAnswer('Warehouse', restWarehouse);
export const warehouseReads: RestReads = { 'GET /warehouse': WAREHOUSES, 'GET /warehouse/{id}': WAREHOUSE };

/** The body of POST and PUT /warehouse. */
export interface RestWarehouseBody {
  LocationName: string;
  latitude: number | null;
  longitude: number | null;
  addressLine1: string | null;
  city_id: number;
  phone_number: string | null;
  status: boolean;
}

export interface WarehouseListQuery {
  search?: string | null;
  page: number;
  per_page: number;
  orderby: 'LocationName' | 'city' | 'status';
  desc: boolean;
}

/** GET /warehouse's search, not in the spec: as rest-api warehouses/store.ts applies it. */
const WAREHOUSE_LIST: FilterableList<'/warehouse', WarehouseListQuery, RestWarehouse> = {
  path: '/warehouse',
  name: 'warehouse list',
  filters: {
    search: { field: 'search', label: 'Search', matches: (row, search) => containsText(row.LocationName, search) },
  },
};

export const listWarehouses = (context: GatewayContext, query: WarehouseListQuery) =>
  readList(context, WAREHOUSE_LIST, query, WAREHOUSES);

/** By id through the request's DataLoader: a query naming one warehouse twice fetches it once. */
export const loadWarehouse = byIdLoader('warehouseById', ({ rest }, warehouseId) =>
  rest.get(restPath`/warehouse/${warehouseId}`, WAREHOUSE),
);

/** The body as saved, with the id the API gave it: what a write that did not answer its record reports. */
const recovery = (context: GatewayContext, body: RestWarehouseBody) => ({
  readBack: (warehouseId: number) => loadWarehouse(context, warehouseId),
  echo: (warehouseId: number): RestWarehouse => ({
    ...body,
    id: warehouseId,
    City: null,
    createdAt: null,
    updatedAt: null,
  }),
});

export const createWarehouse = async (context: GatewayContext, body: RestWarehouseBody) =>
  createdRecord(
    context,
    'POST /warehouse',
    await context.rest.post('/warehouse', WRITTEN, body),
    recovery(context, body),
  );

export const replaceWarehouse = async (context: GatewayContext, warehouseId: string, body: RestWarehouseBody) =>
  updatedRecord(
    context,
    'PUT /warehouse/{id}',
    Number(warehouseId),
    await context.rest.put(restPath`/warehouse/${warehouseId}`, WRITTEN, body),
    recovery(context, body),
  );

/** Read first, so the answer is the warehouse as it was even when the API's delete answer does not hold it. */
export async function deleteWarehouse(context: GatewayContext, warehouseId: string) {
  const before = await loadWarehouse(context, warehouseId);
  return deletedRecord(await context.rest.delete(restPath`/warehouse/${warehouseId}`, WRITTEN), before);
}

/** A warehouse as the records that name it carry it (orders, samples, returns): id, name, and its city when joined. */
interface WarehouseSummary {
  id: number;
  LocationName: string;
  City?: RestWarehouse['City'];
}

/**
 * The warehouse a record names: its summary when the query asks only for what the summary holds (a list
 * page then costs no call per row), else the whole warehouse through the request's DataLoader.
 */
export function summarizedWarehouse(context: GatewayContext, info: GraphQLResolveInfo, summary: WarehouseSummary) {
  const fields = new Set(['__typename', 'id', 'name', ...(summary.City === undefined ? [] : ['city'])]);
  return summaryOrLoaded<RestWarehouse>(info, fields, summary, () => loadWarehouse(context, String(summary.id)));
}

/**
 * The warehouse a record ships from: its summary (see summarizedWarehouse), else, when the summary did not read
 * (restShipFromSummary), the warehouse its ShipFromLocationId names; none when it names none.
 */
export function shipFromOf(
  context: GatewayContext,
  info: GraphQLResolveInfo,
  summary: WarehouseSummary | null,
  warehouseId: number | null,
) {
  if (summary) return summarizedWarehouse(context, info, summary);
  return warehouseId === null ? null : loadWarehouse(context, warehouseId);
}
