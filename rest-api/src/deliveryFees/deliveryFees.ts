import { Type, type Static } from '@sinclair/typebox';
import type { App } from '../app';
import { HttpError, notFound } from '../core/errors';
import { ErrorList, IdParams, ListQuery, pageClause } from '../core/schemas';
import type { Queryable } from '../db/database';
import { City } from '../locations/routes';
import { DeliveryMethod } from './schemas';

/** 0 domestic, 1 international (spec 000 §3). */
const DeliveryType = Type.Union([Type.Literal(0), Type.Literal(1)]);
const RUPIAH = { minimum: 0, maximum: 2_147_483_647 };

const DeliveryFee = Type.Object({
  id: Type.Integer(),
  DeliveryMethodId: Type.Integer(),
  DeliveryMethod,
  code: Type.String({ description: 'The service name, e.g. REG' }),
  deliveryType: DeliveryType,
  fees: Type.Integer({ description: 'Whole rupiah' }),
  unitFees: Type.Integer({ description: 'Whole rupiah per kg' }),
  origins: Type.Integer({ description: 'The city the parcel leaves from (one city, despite the name)' }),
  OriginCity: City,
  destination: Type.Integer({ description: 'The city the parcel goes to' }),
  DestinationCity: City,
  website: Type.String({ description: 'Where the parcel is tracked' }),
  status: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
type DeliveryFee = Static<typeof DeliveryFee>;

const DeliveryFeeBody = Type.Object(
  {
    DeliveryMethodId: Type.Integer({ minimum: 1 }),
    code: Type.String({ minLength: 1, maxLength: 60 }),
    deliveryType: DeliveryType,
    fees: Type.Integer(RUPIAH),
    unitFees: Type.Integer(RUPIAH),
    origins: Type.Integer({ minimum: 1 }),
    destination: Type.Integer({ minimum: 1 }),
    website: Type.String({ minLength: 1, maxLength: 300 }),
    status: Type.Boolean(),
  },
  // PUT receives the whole fee as read (DeliveryMethod, cities, timestamps…): extra properties are dropped, not refused.
  { additionalProperties: false },
);
type DeliveryFeeBody = Static<typeof DeliveryFeeBody>;

const SORT_COLUMNS = {
  id: 'f.id',
  CourierCompany: 'lower(dm.courier_company), lower(f.code)',
  code: 'lower(f.code)',
  deliveryType: 'f.delivery_type',
  fees: 'f.fees',
  unitFees: 'f.unit_fees',
  origins: 'o.name',
  destination: 'd.name',
  status: 'f.status',
} as const;

const SELECT = `
  SELECT f.id, f.delivery_method_id, dm.courier_company, f.code, f.delivery_type, f.fees, f.unit_fees,
         f.origins, o.province_id AS origin_province_id, o.name AS origin_name, o.type AS origin_type,
         f.destination, d.province_id AS destination_province_id, d.name AS destination_name, d.type AS destination_type,
         f.website, f.status, f.created_at, f.updated_at
  FROM delivery_fees f
  JOIN delivery_methods dm ON dm.id = f.delivery_method_id
  JOIN cities o ON o.city_id = f.origins
  JOIN cities d ON d.city_id = f.destination`;

type CityType = 'Kota' | 'Kabupaten';

interface DeliveryFeeRow {
  id: number;
  delivery_method_id: number;
  courier_company: string;
  code: string;
  delivery_type: 0 | 1;
  fees: number;
  unit_fees: number;
  origins: number;
  origin_province_id: number;
  origin_name: string;
  origin_type: CityType;
  destination: number;
  destination_province_id: number;
  destination_name: string;
  destination_type: CityType;
  website: string;
  status: boolean;
  created_at: Date;
  updated_at: Date;
}

function toDeliveryFee(row: DeliveryFeeRow): DeliveryFee {
  return {
    id: row.id,
    DeliveryMethodId: row.delivery_method_id,
    DeliveryMethod: { id: row.delivery_method_id, CourierCompany: row.courier_company },
    code: row.code,
    deliveryType: row.delivery_type,
    fees: row.fees,
    unitFees: row.unit_fees,
    origins: row.origins,
    OriginCity: { city_id: row.origins, province_id: row.origin_province_id, name: row.origin_name, type: row.origin_type },
    destination: row.destination,
    DestinationCity: {
      city_id: row.destination,
      province_id: row.destination_province_id,
      name: row.destination_name,
      type: row.destination_type,
    },
    website: row.website,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

async function findDeliveryFee(db: Queryable, id: number) {
  const [row] = await db.query<DeliveryFeeRow>(`${SELECT} WHERE f.id = $1`, [id]);
  if (!row) throw notFound('Delivery fee', id);
  return toDeliveryFee(row);
}

/** Spec 000 §5: every field must be non-empty; the references must exist. */
async function checkBody(db: Queryable, body: DeliveryFeeBody) {
  if (!body.code.trim()) throw new HttpError(400, 'code is required', 'code');
  if (!body.website.trim()) throw new HttpError(400, 'website is required', 'website');
  const [known] = await db.query<{ courier: boolean; origin: boolean; destination: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM delivery_methods WHERE id = $1) AS courier,
            EXISTS (SELECT 1 FROM cities WHERE city_id = $2) AS origin,
            EXISTS (SELECT 1 FROM cities WHERE city_id = $3) AS destination`,
    [body.DeliveryMethodId, body.origins, body.destination],
  );
  if (!known!.courier) throw new HttpError(400, `DeliveryMethodId ${body.DeliveryMethodId} is not a known courier`, 'DeliveryMethodId');
  if (!known!.origin) throw new HttpError(400, `origins ${body.origins} is not a known city`, 'origins');
  if (!known!.destination) throw new HttpError(400, `destination ${body.destination} is not a known city`, 'destination');
}

const bodyValues = (body: DeliveryFeeBody) => [
  body.DeliveryMethodId,
  body.code.trim(),
  body.deliveryType,
  body.fees,
  body.unitFees,
  body.origins,
  body.destination,
  body.website.trim(),
  body.status,
];

export function deliveryFeeRoutes(app: App) {
  app.get(
    '/delivery/fees',
    {
      schema: {
        tags: ['couriers'],
        summary: 'Courier fees, paged (by courier company and service name unless orderby says otherwise)',
        querystring: Type.Composite([
          ListQuery,
          Type.Object({ orderby: Type.Union(Object.keys(SORT_COLUMNS).map((key) => Type.Literal(key)), { default: 'CourierCompany' }) }),
        ]),
        response: { 200: Type.Object({ DeliveryFees: Type.Object({ rows: Type.Array(DeliveryFee), count: Type.Integer() }) }) },
      },
    },
    async (request) => {
      const { page, per_page, orderby, desc } = request.query;
      const direction = desc ? 'DESC' : 'ASC';
      const order = SORT_COLUMNS[orderby as keyof typeof SORT_COLUMNS]
        .split(', ')
        .map((column) => `${column} ${direction}`)
        .join(', ');
      const paging = pageClause(page, per_page, 1);
      const [rows, [total]] = await Promise.all([
        app.db.query<DeliveryFeeRow>(`${SELECT} ORDER BY ${order}, f.id ${paging.sql}`, paging.params),
        app.db.query<{ count: number }>('SELECT count(*)::int AS count FROM delivery_fees'),
      ]);
      return { DeliveryFees: { rows: rows.map(toDeliveryFee), count: total!.count } };
    },
  );

  app.get(
    '/delivery/fees/:id',
    { schema: { tags: ['couriers'], params: IdParams, response: { 200: Type.Object({ DeliveryFee }), 404: ErrorList } } },
    async (request) => ({ DeliveryFee: await findDeliveryFee(app.db, request.params.id) }),
  );

  app.post(
    '/delivery/fees',
    {
      // Spec 000 §8: a failed courier add is read as the bare HTTP status text.
      config: { errorShape: 'statusText' },
      schema: {
        tags: ['couriers'],
        summary: 'Add a courier fee; the answer names it DeliveryMethod, as the dashboard reads DeliveryMethod.code',
        body: DeliveryFeeBody,
        response: {
          201: Type.Object({ DeliveryMethod: DeliveryFee }),
          400: { description: 'The HTTP status text only', content: { 'text/plain': { schema: Type.String() } } },
        },
      },
    },
    async (request, reply) => {
      await checkBody(app.db, request.body);
      const [created] = await app.db.query<{ id: number }>(
        `INSERT INTO delivery_fees (delivery_method_id, code, delivery_type, fees, unit_fees, origins, destination, website, status)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
        bodyValues(request.body),
      );
      reply.code(201);
      return { DeliveryMethod: await findDeliveryFee(app.db, created!.id) };
    },
  );

  app.put(
    '/delivery/fees/:id',
    {
      schema: {
        tags: ['couriers'],
        summary: 'Replace the whole courier fee (the list switch sends it back with the status changed)',
        params: IdParams,
        body: DeliveryFeeBody,
        response: { 200: Type.Object({ DeliveryFee }), 400: ErrorList, 404: ErrorList },
      },
    },
    async (request) => {
      await checkBody(app.db, request.body);
      const updated = await app.db.query(
        `UPDATE delivery_fees SET delivery_method_id = $1, code = $2, delivery_type = $3, fees = $4, unit_fees = $5,
                origins = $6, destination = $7, website = $8, status = $9, updated_at = now()
         WHERE id = $10 RETURNING id`,
        [...bodyValues(request.body), request.params.id],
      );
      if (updated.length === 0) throw notFound('Delivery fee', request.params.id);
      return { DeliveryFee: await findDeliveryFee(app.db, request.params.id) };
    },
  );

  app.delete(
    '/delivery/fees/:id',
    {
      // Spec 000 §8: a failed courier delete is read from errors.message.
      config: { errorShape: 'object' },
      schema: {
        tags: ['couriers'],
        summary: 'Delete a courier fee; the answer names it Delivery, as the dashboard reads Delivery.DeliveryMethod.CourierCompany and Delivery.code',
        params: IdParams,
        response: {
          200: Type.Object({ Delivery: DeliveryFee }),
          404: Type.Object({ errors: Type.Object({ message: Type.String() }) }, { description: 'errors.message' }),
        },
      },
    },
    async (request) => {
      const fee = await findDeliveryFee(app.db, request.params.id);
      await app.db.query('DELETE FROM delivery_fees WHERE id = $1', [request.params.id]);
      return { Delivery: fee };
    },
  );
}
