import { HttpError } from '../core/errors';
import { optionalText } from '../core/schemas';
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
import type { Vendor, VendorBody } from './schemas';

const FULL_NAME = fullName('v');

/** The sort keys of GET /vendors and their SQL. */
export const SORT_COLUMNS = {
  id: 'v.id',
  name: `lower(${FULL_NAME})`,
  company_name: 'lower(v.company_name)',
  city: 'c.name',
  createdAt: 'v.created_at',
} as const;

const city = cityJoin('v', 'city_id', 'City', 'c');
const province = provinceJoin('v', 'province_id', 'Province', 'p');

/** A vendor as the contract shows it, but for its times. */
const SELECT = `
  SELECT v.id, v.company_name, v.first_name, v.middle_name, v.last_name, v.gender,
         json_build_object('email', v.email, 'phone_number', v.phone_number, 'address', v.address, 'account_name', v.account_name,
           'account_number', v.account_number, 'bank_branch', v.bank_branch, 'bank_name', v.bank_name) AS "VendorContact",
         v.province_id, ${province.column}, v.city_id, ${city.column}, v.postal_code, v.tax_status, ${recordTimes('v')}
  FROM vendors v
  ${city.joins}
  ${province.joins}`;

export async function listVendorsLite(db: Queryable) {
  const rows = await db.query<{
    id: number;
    company_name: string;
    first_name: string;
    middle_name: string | null;
    last_name: string | null;
    phone_number: string | null;
  }>(
    'SELECT id, company_name, first_name, middle_name, last_name, phone_number FROM vendors ORDER BY lower(company_name), id',
  );
  return rows.map(({ phone_number, ...names }) => ({ ...names, VendorContact: { phone_number } }));
}

export const vendors = recordTable<Vendor, VendorBody>({
  table: 'vendors',
  alias: 'v',
  what: 'Vendor',
  select: SELECT,
  columns: [
    'company_name',
    'first_name',
    'middle_name',
    'last_name',
    'gender',
    'email',
    'phone_number',
    'address',
    'account_name',
    'account_number',
    'bank_branch',
    'bank_name',
    'province_id',
    'city_id',
    'postal_code',
    'tax_status',
  ],
  async values(db, body) {
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

export const listVendors = (
  db: Queryable,
  query: ListParams<typeof SORT_COLUMNS> & { vendor?: string; company_name?: string },
) =>
  vendors.list(
    db,
    {
      where: `WHERE ($1::text IS NULL OR ${everyWordIn(FULL_NAME, '$1')} OR v.id::text = $1)
        AND ($2::text IS NULL OR v.company_name ILIKE '%' || $2 || '%')`,
      params: [searchTerm(query.vendor), searchTerm(query.company_name)],
      orderBy: `${SORT_COLUMNS[query.orderby]} ${direction(query.desc)} NULLS LAST, v.id`,
    },
    query,
  );
