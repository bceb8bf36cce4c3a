import { HttpError } from '../core/errors';
import { cityJoin, direction, knownCity, type ListParams, recordTable, recordTimes } from '../core/store';
import type { Queryable } from '../db/database';
import type { Warehouse, WarehouseBody } from './schemas';

/** The sort keys of GET /warehouse and their SQL. */
export const SORT_COLUMNS = {
  id: 'w.id',
  LocationName: 'lower(w.location_name)',
  city: 'c.name',
  status: 'w.status',
} as const;

const city = cityJoin('w', 'city_id', 'City', 'c');

/** A warehouse as the contract shows it, but for its times. */
const SELECT = `
  SELECT w.id, w.location_name AS "LocationName", w.latitude, w.longitude, w.address_line1 AS "addressLine1", w.city_id,
         w.phone_number, w.status, ${recordTimes('w')}, ${city.column}
  FROM warehouses w
  ${city.joins}`;

export const warehouses = recordTable<Warehouse, WarehouseBody>({
  table: 'warehouses',
  alias: 'w',
  what: 'Warehouse',
  select: SELECT,
  columns: ['location_name', 'latitude', 'longitude', 'address_line1', 'city_id', 'phone_number', 'status'],
  async values(db, body) {
    if (!body.LocationName.trim()) throw new HttpError(400, 'LocationName is required', 'LocationName');
    await knownCity(db, 'city_id', body.city_id);
    return [
      body.LocationName.trim(),
      body.latitude ?? null,
      body.longitude ?? null,
      body.addressLine1?.trim() || null,
      body.city_id,
      body.phone_number || null,
      body.status,
    ];
  },
});

export const listWarehouses = (db: Queryable, query: ListParams<typeof SORT_COLUMNS> & { search?: string }) =>
  warehouses.list(
    db,
    {
      where: `WHERE $1::text IS NULL OR w.location_name ILIKE '%' || $1 || '%'`,
      params: [query.search?.trim() || null],
      orderBy: `${SORT_COLUMNS[query.orderby]} ${direction(query.desc)}, w.id`,
    },
    query,
  );
