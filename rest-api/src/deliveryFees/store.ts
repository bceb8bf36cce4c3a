import { HttpError } from '../core/errors';
import { direction, listPage, recordTable } from '../core/store';
import type { Queryable } from '../db/database';
import type { CityType } from '../locations/schemas';
import type { DeliveryFee, DeliveryFeeBody, DeliveryMethod } from './schemas';

export const listDeliveryMethods = (db: Queryable) =>
  db.query<DeliveryMethod>('SELECT id, courier_company AS "CourierCompany" FROM delivery_methods ORDER BY id');

/** The sort keys of GET /delivery/fees and their SQL (one key may sort by several columns). */
export const SORT_COLUMNS = {
  id: ['f.id'],
  CourierCompany: ['lower(dm.courier_company)', 'lower(f.code)'],
  code: ['lower(f.code)'],
  deliveryType: ['f.delivery_type'],
  fees: ['f.fees'],
  unitFees: ['f.unit_fees'],
  origins: ['o.name'],
  destination: ['d.name'],
  status: ['f.status'],
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

export async function listDeliveryFees(db: Queryable, query: { orderby: keyof typeof SORT_COLUMNS; desc: boolean; page: number; per_page: number }) {
  const { rows, count } = await listPage<DeliveryFeeRow>(db, {
    select: SELECT,
    from: 'delivery_fees f',
    where: '',
    params: [],
    orderBy: `${SORT_COLUMNS[query.orderby].map((column) => `${column} ${direction(query.desc)}`).join(', ')}, f.id`,
  }, query);
  return { rows: rows.map(toDeliveryFee), count };
}

export const deliveryFees = recordTable({
  table: 'delivery_fees',
  what: 'Delivery fee',
  select: SELECT,
  id: 'f.id',
  toItem: toDeliveryFee,
  columns: ['delivery_method_id', 'code', 'delivery_type', 'fees', 'unit_fees', 'origins', 'destination', 'website', 'status'],
  /** Spec 000 §5: every field must be non-empty; the references must exist. */
  async values(db, body: DeliveryFeeBody) {
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
    return [
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
  },
});
