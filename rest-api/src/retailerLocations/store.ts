import { notFound } from '../core/errors';
import { everyWordIn, searchTerm } from '../core/search';
import {
  type ColumnValues,
  direction,
  fullName,
  insertRecord,
  listPage,
  type ListParams,
  recordTimes,
  requireExisting,
  type Stored,
  updateRecord,
  withIsoTimes,
} from '../core/store';
import type { Database, Queryable } from '../db/database';
import type { RetailerLocation, RetailerLocationFields } from './schemas';

const FULL_NAME = fullName('cu');

/** The sort keys of GET /retailer_locations and their SQL. */
export const SORT_COLUMNS = {
  createdAt: 'r.created_at',
  displayName: 'lower(r.display_name)',
  customer: `lower(${FULL_NAME})`,
} as const;

const FROM = 'retailer_locations r JOIN customers cu ON cu.id = r.customer_id';

/** A location as the contract shows it (the old REST spellings kept), but for its times. */
const SELECT = `
  SELECT r.id, r.customer_id AS "customerId", r.retail_type AS "retailType", r.display_name AS "displayName", r.website,
         r.image AS media, r.whatsapp_link AS "whatsappLink", r.operational_hours AS "operasionalHour",
         r.display_phone AS "displayPhone", r.address, r.longitude AS longtitude, r.latitude,
         json_build_object('id', cu.id, 'fullName', ${FULL_NAME}, 'companyName', cu.company_name) AS "Customer",
         ${recordTimes('r')}
  FROM ${FROM}`;

type RetailerRow = Stored<RetailerLocation>;

/** Locations whose display name and customer's full name hold every searched word between them. */
export async function listRetailerLocations(
  db: Queryable,
  query: ListParams<typeof SORT_COLUMNS> & { search?: string },
) {
  const { rows, count } = await listPage<RetailerRow>(
    db,
    {
      select: SELECT,
      from: FROM,
      where: `WHERE ($1::text IS NULL OR ${everyWordIn(`concat_ws(' ', r.display_name, ${FULL_NAME})`, '$1')})`,
      params: [searchTerm(query.search)],
      orderBy: `${SORT_COLUMNS[query.orderby]} ${direction(query.desc)}, r.id`,
    },
    query,
  );
  return { rows: rows.map(withIsoTimes), count };
}

export async function findRetailerLocation(db: Queryable, id: number): Promise<RetailerLocation> {
  const [row] = await db.query<RetailerRow>(`${SELECT} WHERE r.id = $1`, [id]);
  if (!row) throw notFound('Retailer location', id);
  return withIsoTimes(row);
}

/** The most customers the lookup answers: the form's autocomplete searches on the server as staff type. */
export const CUSTOMER_LOOKUP_LIMIT = 50;

/** Customers for the form's customer choice, by name, those matching every searched word (name or company) only. */
export const listRetailerCustomers = (db: Queryable, search: string | undefined) =>
  db.query<{ id: number; firstName: string; fullName: string; companyName: string | null }>(
    `SELECT cu.id, cu.first_name AS "firstName", ${FULL_NAME} AS "fullName", cu.company_name AS "companyName"
     FROM customers cu
     WHERE ($1::text IS NULL OR ${everyWordIn(`concat_ws(' ', ${FULL_NAME}, cu.company_name)`, '$1')})
     ORDER BY lower(${FULL_NAME}), cu.id LIMIT ${CUSTOMER_LOOKUP_LIMIT}`,
    [searchTerm(search)],
  );

/**
 * The columns written from the form, once its customer is known. The customer row is share-locked until the write
 * commits, so a customer delete running at once waits and then sees the location (customers/store.ts).
 */
async function retailerColumns(tx: Queryable, fields: RetailerLocationFields): Promise<ColumnValues> {
  await requireExisting(tx, 'customer', 'customerId', fields.customerId, 'FOR KEY SHARE');
  return [
    ['customer_id', fields.customerId],
    ['retail_type', fields.retailType],
    ['display_name', fields.displayName],
    ['website', fields.website],
    ['whatsapp_link', fields.whatsappLink],
    ['operational_hours', fields.operasionalHour],
    ['display_phone', fields.displayPhone],
    ['address', fields.address],
    ['latitude', fields.latitude],
    ['longitude', fields.longtitude],
  ];
}

export function insertRetailerLocation(
  db: Database,
  fields: RetailerLocationFields,
  image: string | null,
): Promise<number> {
  return db.transaction(async (tx) =>
    insertRecord(tx, 'retailer_locations', [...(await retailerColumns(tx, fields)), ['image', image]]),
  );
}

/** Replaces the whole location, its image only when a new one is given; answers the image it had. */
export function replaceRetailerLocation(
  db: Database,
  id: number,
  fields: RetailerLocationFields,
  image: string | null,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [current] = await tx.query<{ image: string | null }>(
      'SELECT image FROM retailer_locations WHERE id = $1 FOR UPDATE',
      [id],
    );
    if (!current) throw notFound('Retailer location', id);
    const columns = await retailerColumns(tx, fields);
    await updateRecord(tx, 'retailer_locations', id, image ? [...columns, ['image', image]] : columns);
    return current.image;
  });
}

/** Deletes the location and answers it as it was. */
export async function deleteRetailerLocation(db: Queryable, id: number): Promise<RetailerLocation> {
  const location = await findRetailerLocation(db, id);
  await db.query('DELETE FROM retailer_locations WHERE id = $1', [id]);
  return location;
}
