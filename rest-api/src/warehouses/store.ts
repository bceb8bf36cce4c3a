import { HttpError } from '../core/errors';
import { direction, listPage, recordTable } from '../core/store';
import type { Queryable } from '../db/database';
import { cityJoin, joinedCity } from '../locations/store';
import type { Warehouse, WarehouseBody } from './schemas';

/** The sort keys of GET /warehouse and their SQL. */
export const SORT_COLUMNS = {
  id: 'w.id',
  LocationName: 'lower(w.location_name)',
  city: 'c.name',
  status: 'w.status',
} as const;

const city = cityJoin('w', 'city_id', '');

const SELECT = `
  SELECT w.*, ${city.columns}
  FROM warehouses w
  ${city.joins}`;

interface WarehouseRow {
  id: number;
  location_name: string;
  latitude: number | null;
  longitude: number | null;
  address_line1: string | null;
  city_id: number | null;
  phone_number: string | null;
  status: boolean;
  created_at: Date;
  updated_at: Date;
}

function toWarehouse(row: WarehouseRow): Warehouse {
  return {
    id: row.id,
    LocationName: row.location_name,
    latitude: row.latitude,
    longitude: row.longitude,
    addressLine1: row.address_line1,
    city_id: row.city_id,
    City: joinedCity(row, '', row.city_id),
    phone_number: row.phone_number,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export async function listWarehouses(
  db: Queryable,
  query: { search?: string; orderby: keyof typeof SORT_COLUMNS; desc: boolean; page: number; per_page: number },
) {
  const { rows, count } = await listPage<WarehouseRow>(db, {
    select: SELECT,
    from: 'warehouses w',
    where: `WHERE $1::text IS NULL OR w.location_name ILIKE '%' || $1 || '%'`,
    params: [query.search?.trim() || null],
    orderBy: `${SORT_COLUMNS[query.orderby]} ${direction(query.desc)}, w.id`,
  }, query);
  return { rows: rows.map(toWarehouse), count };
}

export const warehouses = recordTable({
  table: 'warehouses',
  what: 'Warehouse',
  select: SELECT,
  id: 'w.id',
  toItem: toWarehouse,
  columns: ['location_name', 'latitude', 'longitude', 'address_line1', 'city_id', 'phone_number', 'status'],
  async values(db, body: WarehouseBody) {
    if (!body.LocationName.trim()) throw new HttpError(400, 'LocationName is required', 'LocationName');
    const [city] = await db.query('SELECT 1 FROM cities WHERE city_id = $1', [body.city_id]);
    if (!city) throw new HttpError(400, `city_id ${body.city_id} is not a known city`, 'city_id');
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
