import { HttpError } from '../core/errors';
import type { DeliveryMethod } from '../core/schemas';
import { direction, knownCity, type ListParams, recordTable, recordTimes, requireExisting } from '../core/store';
import type { Queryable } from '../db/database';
import type { DeliveryFee, DeliveryFeeBody } from './schemas';

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

/** A delivery fee as the contract shows it, but for its times; the cities are joined for sorting by their names. */
const SELECT = `
  SELECT f.id, f.delivery_method_id AS "DeliveryMethodId",
         json_build_object('id', dm.id, 'CourierCompany', dm.courier_company) AS "DeliveryMethod",
         f.code, f.delivery_type AS "deliveryType", f.fees, f.unit_fees AS "unitFees",
         f.origins, f.destination,
         f.website, f.status, ${recordTimes('f')}
  FROM delivery_fees f
  JOIN delivery_methods dm ON dm.id = f.delivery_method_id
  JOIN cities o ON o.city_id = f.origins
  JOIN cities d ON d.city_id = f.destination`;

export const deliveryFees = recordTable<DeliveryFee, DeliveryFeeBody>({
  table: 'delivery_fees',
  alias: 'f',
  what: 'Delivery fee',
  select: SELECT,
  columns: [
    'delivery_method_id',
    'code',
    'delivery_type',
    'fees',
    'unit_fees',
    'origins',
    'destination',
    'website',
    'status',
  ],
  /** Spec 000 §5: every field must be non-empty; the references must exist. */
  async values(db, body) {
    if (!body.code.trim()) throw new HttpError(400, 'code is required', 'code');
    if (!body.website.trim()) throw new HttpError(400, 'website is required', 'website');
    await requireExisting(db, 'courier', 'DeliveryMethodId', body.DeliveryMethodId);
    await knownCity(db, 'origins', body.origins);
    await knownCity(db, 'destination', body.destination);
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

export const listDeliveryFees = (db: Queryable, query: ListParams<typeof SORT_COLUMNS>) =>
  deliveryFees.list(
    db,
    {
      where: '',
      params: [],
      orderBy: `${SORT_COLUMNS[query.orderby].map((column) => `${column} ${direction(query.desc)}`).join(', ')}, f.id`,
    },
    query,
  );
