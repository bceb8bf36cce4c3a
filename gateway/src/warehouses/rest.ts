import type { GraphQLResolveInfo } from 'graphql';

import type { GatewayContext } from '../core/context';
import { containsText, type FilterableList, readList } from '../core/listFilters';
import { byIdLoader } from '../core/loaders';
import { summaryOrLoaded } from '../core/summaryOrLoaded';
import type { RestCity, RestProvince } from '../locations/rest';

export interface RestWarehouse {
  id: number;
  LocationName: string;
  latitude: number | null;
  longitude: number | null;
  addressLine1: string | null;
  city_id: number | null;
  City: (RestCity & { Province: RestProvince }) | null;
  phone_number: string | null;
  status: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface RestWarehouseList {
  rows: RestWarehouse[];
  count: number;
}

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

type WarehouseReply = { Warehouse: RestWarehouse };

/** GET /warehouse's search, not in the spec: as rest-api warehouses/store.ts applies it. */
const WAREHOUSE_LIST: FilterableList<WarehouseListQuery, RestWarehouse> = {
  path: '/warehouse',
  name: 'warehouse list',
  filters: {
    search: { field: 'search', label: 'Search', matches: (row, search) => containsText(row.LocationName, search) },
  },
};

export const listWarehouses = (context: GatewayContext, query: WarehouseListQuery) =>
  readList(context, WAREHOUSE_LIST, query, (reply: { Warehouses: RestWarehouseList }) => reply.Warehouses);

/** By id through the request's DataLoader: a query naming one warehouse twice fetches it once. */
export const loadWarehouse = byIdLoader(
  'warehouseById',
  async ({ rest }, id) => (await rest.get<WarehouseReply>(`/warehouse/${encodeURIComponent(id)}`)).Warehouse,
);

export const createWarehouse = async ({ rest }: GatewayContext, body: RestWarehouseBody) =>
  (await rest.post<WarehouseReply>('/warehouse', body)).Warehouse;

export const replaceWarehouse = async ({ rest }: GatewayContext, id: string, body: RestWarehouseBody) =>
  (await rest.put<WarehouseReply>(`/warehouse/${encodeURIComponent(id)}`, body)).Warehouse;

export const deleteWarehouse = async ({ rest }: GatewayContext, id: string) =>
  (await rest.delete<WarehouseReply>(`/warehouse/${encodeURIComponent(id)}`)).Warehouse;

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
