import { HttpError, isForeignKeyViolation } from '../core/errors';
import { type CustomerType, optionalText } from '../core/schemas';
import { everyWordIn, searchTerm } from '../core/search';
import {
  checkLocation,
  cityJoin,
  direction,
  fullName,
  type ListParams,
  provinceJoin,
  recordTable,
  recordTimes,
} from '../core/store';
import type { Queryable } from '../db/database';
import type { Customer, CustomerBody, CustomerLite } from './schemas';

const FULL_NAME = fullName('cu');

/** The sort keys of GET /customers and their SQL. */
export const SORT_COLUMNS = {
  id: 'cu.id',
  name: `lower(${FULL_NAME})`,
  type: 'cu.type',
  city: 'c.name',
  createdAt: 'cu.created_at',
} as const;

const city = cityJoin('cu', 'city_id', 'City', 'c');
const province = provinceJoin('cu', 'province_id', 'Province', 'p');
const invoiceCity = cityJoin('cu', 'invoice_city', 'InvoiceCity', 'ic');
const invoiceProvince = provinceJoin('cu', 'invoice_province', 'InvoiceProvince', 'ip');

/** A customer as the contract shows it, but for its times. */
const SELECT = `
  SELECT cu.id, cu.company_name, cu.first_name AS "firstName", cu.middle_name AS "middleName", cu.last_name AS "lastName",
         ${FULL_NAME} AS "fullName", cu.tax_status AS "taxStatus", cu.type,
         json_build_object('email', cu.email, 'contactNo', cu.contact_no, 'gender', cu.gender) AS "CustomerContact",
         cu.address_line1 AS "addressLine1", cu.province_id, ${province.column}, cu.city_id, ${city.column}, cu.postal_code,
         cu.invoice_address, cu.invoice_province, ${invoiceProvince.column}, cu.invoice_city, ${invoiceCity.column},
         ${recordTimes('cu')}
  FROM customers cu
  ${city.joins}
  ${province.joins}
  ${invoiceCity.joins}
  ${invoiceProvince.joins}`;

export async function listCustomersLite(db: Queryable): Promise<CustomerLite[]> {
  const rows = await db.query<Omit<CustomerLite, 'CustomerContact'> & { contactNo: string | null }>(
    `SELECT cu.id, cu.first_name AS "firstName", cu.middle_name AS "middleName", cu.last_name AS "lastName",
            ${FULL_NAME} AS "fullName", cu.company_name, cu.type, cu.contact_no AS "contactNo"
     FROM customers cu ORDER BY lower(${FULL_NAME}), cu.id`,
  );
  return rows.map(({ contactNo, ...names }) => ({ ...names, CustomerContact: { contactNo } }));
}

const customerTable = recordTable<Customer, CustomerBody>({
  table: 'customers',
  alias: 'cu',
  what: 'Customer',
  select: SELECT,
  columns: [
    'company_name',
    'first_name',
    'middle_name',
    'last_name',
    'tax_status',
    'type',
    'email',
    'contact_no',
    'gender',
    'address_line1',
    'province_id',
    'city_id',
    'postal_code',
    'invoice_address',
    'invoice_province',
    'invoice_city',
  ],
  async values(db, body) {
    if (!body.firstName.trim()) throw new HttpError(400, 'firstName is required', 'firstName');
    const shipToLocation = await checkLocation(
      db,
      { provinceId: body.province_id, cityId: body.city_id },
      { province: 'province_id', city: 'city_id' },
    );
    const invoiceLocation = await checkLocation(
      db,
      { provinceId: body.invoice_province, cityId: body.invoice_city },
      { province: 'invoice_province', city: 'invoice_city' },
    );
    return [
      optionalText(body.company_name),
      body.firstName.trim(),
      optionalText(body.middleName),
      optionalText(body.lastName),
      body.taxStatus ?? null,
      body.type ?? null,
      optionalText(body.email),
      body.contactNo || null,
      body.gender ?? null,
      optionalText(body.addressLine1),
      shipToLocation.provinceId,
      shipToLocation.cityId,
      body.postal_code || null,
      optionalText(body.invoice_address),
      invoiceLocation.provinceId,
      invoiceLocation.cityId,
    ];
  },
});

/** 409 naming how many retailer locations (spec 002 §2) still show the customer's shops, which staff remove first. */
async function refuseWhileListed(db: Queryable, id: number) {
  const [listed] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM retailer_locations WHERE customer_id = $1',
    [id],
  );
  const count = listed!.count;
  if (count > 0) {
    throw new HttpError(
      409,
      `This customer still has ${count} retailer location${count === 1 ? '' : 's'}: delete ${count === 1 ? 'it' : 'them'} first`,
    );
  }
}

export const customers = {
  ...customerTable,
  /**
   * Refused while retailer locations list the customer. A location saved meanwhile share-locks the customer
   * (retailerLocations/store.ts), so the delete waits for it and then fails on the foreign key: counted again then.
   */
  async remove(db: Queryable, id: number): Promise<Customer> {
    await refuseWhileListed(db, id);
    try {
      return await customerTable.remove(db, id);
    } catch (error) {
      if (isForeignKeyViolation(error, 'retailer_locations_customer_id_fkey')) await refuseWhileListed(db, id);
      throw error;
    }
  },
};

export const listCustomers = (
  db: Queryable,
  query: ListParams<typeof SORT_COLUMNS> & { customer?: string; customer_type?: CustomerType; cityId?: number },
) =>
  customers.list(
    db,
    {
      where: `WHERE ($1::text IS NULL OR cu.id::text = $1
          OR ${everyWordIn(`concat_ws(' ', ${FULL_NAME}, cu.company_name, cu.email)`, '$1')})
        AND ($2::text IS NULL OR cu.type = $2)
        AND ($3::integer IS NULL OR cu.city_id = $3)`,
      params: [searchTerm(query.customer), query.customer_type ?? null, query.cityId ?? null],
      orderBy: `${SORT_COLUMNS[query.orderby]} ${direction(query.desc)} NULLS LAST, cu.id`,
    },
    query,
  );
