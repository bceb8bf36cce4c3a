import { Type, type Static } from '@sinclair/typebox';
import type { App } from '../app';
import { HttpError, notFound } from '../core/errors';
import { ErrorList, IdParams, ListQuery, Nullable, pageClause } from '../core/schemas';
import type { Queryable } from '../db/database';
import { CityWithProvince } from '../locations/places';

const Warehouse = Type.Object({
  id: Type.Integer(),
  LocationName: Type.String(),
  latitude: Nullable(Type.Number()),
  longitude: Nullable(Type.Number()),
  addressLine1: Nullable(Type.String()),
  city_id: Nullable(Type.Integer()),
  City: CityWithProvince,
  phone_number: Nullable(Type.String()),
  status: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});

const WarehouseBody = Type.Object(
  {
    LocationName: Type.String({ minLength: 1, maxLength: 120 }),
    latitude: Type.Optional(Nullable(Type.Number({ minimum: -90, maximum: 90 }))),
    longitude: Type.Optional(Nullable(Type.Number({ minimum: -180, maximum: 180 }))),
    addressLine1: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
    city_id: Type.Integer({ minimum: 1 }),
    phone_number: Type.Optional(Nullable(Type.String({ pattern: '^\\+?[0-9]{6,15}$' }))),
    status: Type.Boolean({ default: true }),
  },
  // PUT receives the whole warehouse as read (City, timestamps…): extra properties are dropped, not refused.
  { additionalProperties: false },
);
type WarehouseBody = Static<typeof WarehouseBody>;

const SORT_COLUMNS = {
  id: 'w.id',
  LocationName: 'lower(w.location_name)',
  city: 'c.name',
  status: 'w.status',
} as const;

const SELECT = `
  SELECT w.id, w.location_name, w.latitude, w.longitude, w.address_line1, w.city_id, w.phone_number, w.status,
         w.created_at, w.updated_at, c.name AS city_name, c.type AS city_type, c.province_id, p.name AS province_name
  FROM warehouses w
  LEFT JOIN cities c ON c.city_id = w.city_id
  LEFT JOIN provinces p ON p.province_id = c.province_id`;

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
  city_name: string | null;
  city_type: 'Kota' | 'Kabupaten' | null;
  province_id: number | null;
  province_name: string | null;
}

function toWarehouse(row: WarehouseRow): Static<typeof Warehouse> {
  return {
    id: row.id,
    LocationName: row.location_name,
    latitude: row.latitude,
    longitude: row.longitude,
    addressLine1: row.address_line1,
    city_id: row.city_id,
    City:
      row.city_id === null
        ? null
        : {
            city_id: row.city_id,
            name: row.city_name!,
            type: row.city_type!,
            province_id: row.province_id!,
            Province: { province_id: row.province_id!, name: row.province_name! },
          },
    phone_number: row.phone_number,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

async function findWarehouse(db: Queryable, id: number) {
  const [row] = await db.query<WarehouseRow>(`${SELECT} WHERE w.id = $1`, [id]);
  if (!row) throw notFound('Warehouse', id);
  return toWarehouse(row);
}

async function checkBody(db: Queryable, body: WarehouseBody) {
  if (!body.LocationName.trim()) throw new HttpError(400, 'LocationName is required', 'LocationName');
  const [city] = await db.query('SELECT 1 FROM cities WHERE city_id = $1', [body.city_id]);
  if (!city) throw new HttpError(400, `city_id ${body.city_id} is not a known city`, 'city_id');
}

const bodyValues = (body: WarehouseBody) => [
  body.LocationName.trim(),
  body.latitude ?? null,
  body.longitude ?? null,
  body.addressLine1?.trim() || null,
  body.city_id,
  body.phone_number || null,
  body.status,
];

const WarehouseReply = Type.Object({ Warehouse });

export function warehouseRoutes(app: App) {
  app.get(
    '/warehouse',
    {
      schema: {
        tags: ['warehouses'],
        summary: 'Warehouses, searched by name (case-insensitive) and paged',
        querystring: Type.Composite([
          ListQuery,
          Type.Object({
            search: Type.Optional(Type.String()),
            orderby: Type.Union(Object.keys(SORT_COLUMNS).map((key) => Type.Literal(key)), { default: 'LocationName' }),
          }),
        ]),
        response: { 200: Type.Object({ Warehouses: Type.Object({ rows: Type.Array(Warehouse), count: Type.Integer() }) }) },
      },
    },
    async (request) => {
      const { search, page, per_page, orderby, desc } = request.query;
      const where = `WHERE $1::text IS NULL OR w.location_name ILIKE '%' || $1 || '%'`;
      const term = search?.trim() || null;
      const paging = pageClause(page, per_page, 2);
      const order = `${SORT_COLUMNS[orderby as keyof typeof SORT_COLUMNS]} ${desc ? 'DESC' : 'ASC'}, w.id`;
      const [rows, [total]] = await Promise.all([
        app.db.query<WarehouseRow>(`${SELECT} ${where} ORDER BY ${order} ${paging.sql}`, [term, ...paging.params]),
        app.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM warehouses w ${where}`, [term]),
      ]);
      return { Warehouses: { rows: rows.map(toWarehouse), count: total!.count } };
    },
  );

  app.get(
    '/warehouse/:id',
    { schema: { tags: ['warehouses'], params: IdParams, response: { 200: WarehouseReply, 404: ErrorList } } },
    async (request) => ({ Warehouse: await findWarehouse(app.db, request.params.id) }),
  );

  app.post(
    '/warehouse',
    {
      config: { errorShape: 'object' },
      schema: {
        tags: ['warehouses'],
        body: WarehouseBody,
        response: {
          201: WarehouseReply,
          400: Type.Object({ errors: Type.Object({ message: Type.String() }) }, { description: 'errors.message' }),
        },
      },
    },
    async (request, reply) => {
      await checkBody(app.db, request.body);
      const [created] = await app.db.query<{ id: number }>(
        `INSERT INTO warehouses (location_name, latitude, longitude, address_line1, city_id, phone_number, status)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        bodyValues(request.body),
      );
      reply.code(201);
      return { Warehouse: await findWarehouse(app.db, created!.id) };
    },
  );

  app.put(
    '/warehouse/:id',
    {
      schema: {
        tags: ['warehouses'],
        summary: 'Replace the whole warehouse (the list switch sends it back with the status changed)',
        params: IdParams,
        body: WarehouseBody,
        response: { 200: WarehouseReply, 400: ErrorList, 404: ErrorList },
      },
    },
    async (request) => {
      await checkBody(app.db, request.body);
      const updated = await app.db.query(
        `UPDATE warehouses SET location_name = $1, latitude = $2, longitude = $3, address_line1 = $4, city_id = $5,
                phone_number = $6, status = $7, updated_at = now()
         WHERE id = $8 RETURNING id`,
        [...bodyValues(request.body), request.params.id],
      );
      if (updated.length === 0) throw notFound('Warehouse', request.params.id);
      return { Warehouse: await findWarehouse(app.db, request.params.id) };
    },
  );

  app.delete(
    '/warehouse/:id',
    { schema: { tags: ['warehouses'], params: IdParams, response: { 200: WarehouseReply, 404: ErrorList, 409: ErrorList } } },
    async (request) => {
      const warehouse = await findWarehouse(app.db, request.params.id);
      await app.db.query('DELETE FROM warehouses WHERE id = $1', [request.params.id]);
      return { Warehouse: warehouse };
    },
  );
}
