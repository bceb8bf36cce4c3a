import { HttpError } from '../core/errors';
import { optionalText, type Gender, type TaxStatus } from '../core/schemas';
import { everyWordIn, searchTerm } from '../core/search';
import { direction, listPage, recordTable } from '../core/store';
import type { Queryable } from '../db/database';
import { checkLocation, joinedCity, joinedProvince, locationJoin } from '../locations/store';
import type { Vendor, VendorBody } from './schemas';

const FULL_NAME = `concat_ws(' ', v.first_name, v.middle_name, v.last_name)`;

/** The sort keys of GET /vendors and their SQL. */
export const SORT_COLUMNS = {
  id: 'v.id',
  name: `lower(${FULL_NAME})`,
  company_name: 'lower(v.company_name)',
  city: 'c.name',
  createdAt: 'v.created_at',
} as const;

const location = locationJoin('v', 'city_id', 'province_id', '');

const SELECT = `
  SELECT v.*, ${location.columns}
  FROM vendors v
  ${location.joins}`;

interface VendorRow {
  id: number;
  company_name: string;
  first_name: string;
  middle_name: string | null;
  last_name: string | null;
  gender: Gender | null;
  email: string | null;
  phone_number: string | null;
  address: string | null;
  account_name: string | null;
  account_number: string | null;
  bank_branch: string | null;
  bank_name: string | null;
  province_id: number | null;
  city_id: number | null;
  postal_code: string | null;
  tax_status: TaxStatus;
  created_at: Date;
  updated_at: Date;
}

function toVendor(row: VendorRow): Vendor {
  return {
    id: row.id,
    company_name: row.company_name,
    first_name: row.first_name,
    middle_name: row.middle_name,
    last_name: row.last_name,
    gender: row.gender,
    VendorContact: {
      email: row.email,
      phone_number: row.phone_number,
      address: row.address,
      account_name: row.account_name,
      account_number: row.account_number,
      bank_branch: row.bank_branch,
      bank_name: row.bank_name,
    },
    province_id: row.province_id,
    Province: joinedProvince(row, '', row.province_id),
    city_id: row.city_id,
    City: joinedCity(row, '', row.city_id),
    postal_code: row.postal_code,
    tax_status: row.tax_status,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export async function listVendors(
  db: Queryable,
  query: { vendor?: string; company_name?: string; orderby: keyof typeof SORT_COLUMNS; desc: boolean; page: number; per_page: number },
) {
  const { rows, count } = await listPage<VendorRow>(db, {
    select: SELECT,
    from: 'vendors v',
    where: `WHERE ($1::text IS NULL OR ${everyWordIn(FULL_NAME, '$1')} OR v.id::text = $1)
      AND ($2::text IS NULL OR v.company_name ILIKE '%' || $2 || '%')`,
    params: [searchTerm(query.vendor), searchTerm(query.company_name)],
    orderBy: `${SORT_COLUMNS[query.orderby]} ${direction(query.desc)} NULLS LAST, v.id`,
  }, query);
  return { rows: rows.map(toVendor), count };
}

export async function listVendorsLite(db: Queryable) {
  const rows = await db.query<{ id: number; company_name: string; first_name: string; middle_name: string | null; last_name: string | null; phone_number: string | null }>(
    'SELECT id, company_name, first_name, middle_name, last_name, phone_number FROM vendors ORDER BY lower(company_name), id',
  );
  return rows.map(({ phone_number, ...names }) => ({ ...names, VendorContact: { phone_number } }));
}

export const vendors = recordTable({
  table: 'vendors',
  what: 'Vendor',
  select: SELECT,
  id: 'v.id',
  toItem: toVendor,
  columns: [
    'company_name', 'first_name', 'middle_name', 'last_name', 'gender', 'email', 'phone_number', 'address', 'account_name',
    'account_number', 'bank_branch', 'bank_name', 'province_id', 'city_id', 'postal_code', 'tax_status',
  ],
  async values(db, body: VendorBody) {
    if (!body.company_name.trim()) throw new HttpError(400, 'company_name is required', 'company_name');
    if (!body.first_name.trim()) throw new HttpError(400, 'first_name is required', 'first_name');
    const { provinceId, cityId } = await checkLocation(
      db,
      { provinceId: body.province_id, cityId: body.city_id },
      { province: 'province_id', city: 'city_id' },
    );
    return [
      body.company_name.trim(),
      body.first_name.trim(),
      optionalText(body.middle_name),
      optionalText(body.last_name),
      body.gender ?? null,
      optionalText(body.email),
      body.phone_number || null,
      optionalText(body.address),
      optionalText(body.account_name),
      optionalText(body.account_number),
      optionalText(body.bank_branch),
      optionalText(body.bank_name),
      provinceId,
      cityId,
      body.postal_code || null,
      body.tax_status,
    ];
  },
});
