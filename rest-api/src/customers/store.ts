import { HttpError } from '../core/errors';
import { optionalText, type Gender, type TaxStatus } from '../core/schemas';
import { everyWordIn, searchTerm } from '../core/search';
import { direction, listPage, recordTable } from '../core/store';
import type { Queryable } from '../db/database';
import { checkLocation, joinedCity, joinedProvince, locationJoin } from '../locations/store';
import type { Customer, CustomerBody, CustomerLite, CustomerType } from './schemas';

const FULL_NAME = `concat_ws(' ', cu.first_name, cu.middle_name, cu.last_name)`;

/** The sort keys of GET /customers and their SQL. */
export const SORT_COLUMNS = {
  id: 'cu.id',
  name: `lower(${FULL_NAME})`,
  type: 'cu.type',
  city: 'c.name',
  createdAt: 'cu.created_at',
} as const;

const shipTo = locationJoin('cu', 'city_id', 'province_id', '');
const invoice = locationJoin('cu', 'invoice_city', 'invoice_province', 'invoice_');

const SELECT = `
  SELECT cu.*, ${FULL_NAME} AS full_name, ${shipTo.columns}, ${invoice.columns}
  FROM customers cu
  ${shipTo.joins}
  ${invoice.joins}`;

interface CustomerRow {
  id: number;
  company_name: string | null;
  first_name: string;
  middle_name: string | null;
  last_name: string | null;
  full_name: string;
  tax_status: TaxStatus | null;
  type: CustomerType | null;
  email: string | null;
  contact_no: string | null;
  gender: Gender | null;
  address_line1: string | null;
  province_id: number | null;
  city_id: number | null;
  postal_code: string | null;
  invoice_address: string | null;
  invoice_province: number | null;
  invoice_city: number | null;
  created_at: Date;
  updated_at: Date;
}

function toCustomer(row: CustomerRow): Customer {
  return {
    id: row.id,
    company_name: row.company_name,
    firstName: row.first_name,
    middleName: row.middle_name,
    lastName: row.last_name,
    fullName: row.full_name,
    taxStatus: row.tax_status,
    type: row.type,
    CustomerContact: { email: row.email, contactNo: row.contact_no, gender: row.gender },
    addressLine1: row.address_line1,
    province_id: row.province_id,
    Province: joinedProvince(row, '', row.province_id),
    city_id: row.city_id,
    City: joinedCity(row, '', row.city_id),
    postal_code: row.postal_code,
    invoice_address: row.invoice_address,
    invoice_province: row.invoice_province,
    InvoiceProvince: joinedProvince(row, 'invoice_', row.invoice_province),
    invoice_city: row.invoice_city,
    InvoiceCity: joinedCity(row, 'invoice_', row.invoice_city),
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export async function listCustomers(
  db: Queryable,
  query: { customer?: string; customer_type?: CustomerType; cityId?: number; orderby: keyof typeof SORT_COLUMNS; desc: boolean; page: number; per_page: number },
) {
  const { rows, count } = await listPage<CustomerRow>(db, {
    select: SELECT,
    from: 'customers cu',
    where: `WHERE ($1::text IS NULL OR cu.id::text = $1
        OR ${everyWordIn(`concat_ws(' ', ${FULL_NAME}, cu.company_name, cu.email)`, '$1')})
      AND ($2::text IS NULL OR cu.type = $2)
      AND ($3::integer IS NULL OR cu.city_id = $3)`,
    params: [searchTerm(query.customer), query.customer_type ?? null, query.cityId ?? null],
    orderBy: `${SORT_COLUMNS[query.orderby]} ${direction(query.desc)} NULLS LAST, cu.id`,
  }, query);
  return { rows: rows.map(toCustomer), count };
}

export async function listCustomersLite(db: Queryable): Promise<CustomerLite[]> {
  const rows = await db.query<Omit<CustomerLite, 'CustomerContact'> & { contactNo: string | null }>(
    `SELECT cu.id, cu.first_name AS "firstName", cu.middle_name AS "middleName", cu.last_name AS "lastName",
            ${FULL_NAME} AS "fullName", cu.company_name, cu.type, cu.contact_no AS "contactNo"
     FROM customers cu ORDER BY lower(${FULL_NAME}), cu.id`,
  );
  return rows.map(({ contactNo, ...names }) => ({ ...names, CustomerContact: { contactNo } }));
}

export const customers = recordTable({
  table: 'customers',
  what: 'Customer',
  select: SELECT,
  id: 'cu.id',
  toItem: toCustomer,
  columns: [
    'company_name', 'first_name', 'middle_name', 'last_name', 'tax_status', 'type', 'email', 'contact_no', 'gender', 'address_line1',
    'province_id', 'city_id', 'postal_code', 'invoice_address', 'invoice_province', 'invoice_city',
  ],
  async values(db, body: CustomerBody) {
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
