import { Type, type Static } from '@sinclair/typebox';
import type { App } from '../app';
import { HttpError, notFound } from '../core/errors';
import { ErrorList, IdParams, ListQuery, Nullable, pageClause } from '../core/schemas';
import type { Queryable } from '../db/database';
import { optional, optionalText } from '../core/schemas';
import { everyWordIn, searchTerm } from '../core/search';
import { checkPlace, CityWithProvince, OptionalProvince, placeJoin, toCity, toProvince } from '../locations/places';
import { Gender, GenderOrNone, PhoneNumber, PostalCode, TaxStatus } from '../parties/shared';

const VendorContact = Type.Object({
  email: Nullable(Type.String()),
  phone_number: Nullable(Type.String()),
  address: Nullable(Type.String()),
  account_name: Nullable(Type.String()),
  account_number: Nullable(Type.String()),
  bank_branch: Nullable(Type.String()),
  bank_name: Nullable(Type.String()),
});

const Vendor = Type.Object({
  id: Type.Integer(),
  company_name: Type.String(),
  first_name: Type.String(),
  middle_name: Nullable(Type.String()),
  last_name: Nullable(Type.String()),
  gender: Nullable(Gender),
  VendorContact,
  province_id: Nullable(Type.Integer()),
  Province: OptionalProvince,
  city_id: Nullable(Type.Integer()),
  City: CityWithProvince,
  postal_code: Nullable(Type.String()),
  tax_status: TaxStatus,
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});

/** Spec 000 §7: the flat body of POST /vendors (PUT takes the same; extra properties are dropped). */
const VendorBody = Type.Object(
  {
    company_name: Type.String({ minLength: 1, maxLength: 120 }),
    first_name: Type.String({ minLength: 1, maxLength: 60 }),
    middle_name: optional(Type.String({ maxLength: 60 })),
    last_name: optional(Type.String({ maxLength: 60 })),
    gender: GenderOrNone,
    email: optional(Type.String({ format: 'email', maxLength: 254 })),
    phone_number: optional(PhoneNumber),
    address: optional(Type.String({ maxLength: 500 })),
    account_name: optional(Type.String({ maxLength: 120 })),
    account_number: optional(Type.String({ maxLength: 34 })),
    bank_branch: optional(Type.String({ maxLength: 120 })),
    bank_name: optional(Type.String({ maxLength: 120 })),
    province_id: optional(Type.Integer({ minimum: 1 })),
    city_id: optional(Type.Integer({ minimum: 1 })),
    postal_code: optional(PostalCode),
    tax_status: TaxStatus,
  },
  { additionalProperties: false },
);
type VendorBody = Static<typeof VendorBody>;

const FULL_NAME = `concat_ws(' ', v.first_name, v.middle_name, v.last_name)`;

const SORT_COLUMNS = {
  id: 'v.id',
  name: `lower(${FULL_NAME})`,
  company_name: 'lower(v.company_name)',
  city: 'c.name',
  createdAt: 'v.created_at',
} as const;

const place = placeJoin('v', 'city_id', 'province_id', '');

const SELECT = `
  SELECT v.*, ${place.columns}
  FROM vendors v
  ${place.joins}`;

interface VendorRow {
  id: number;
  company_name: string;
  first_name: string;
  middle_name: string | null;
  last_name: string | null;
  gender: 0 | 1 | null;
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
  tax_status: 'PKP' | 'Non PKP';
  created_at: Date;
  updated_at: Date;
}

function toVendor(row: VendorRow): Static<typeof Vendor> {
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
    Province: toProvince(row, '', row.province_id),
    city_id: row.city_id,
    City: toCity(row, '', row.city_id),
    postal_code: row.postal_code,
    tax_status: row.tax_status,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

async function findVendor(db: Queryable, id: number) {
  const [row] = await db.query<VendorRow>(`${SELECT} WHERE v.id = $1`, [id]);
  if (!row) throw notFound('Vendor', id);
  return toVendor(row);
}

/** The values of the insert and update, in column order, after the checks only the database can make. */
async function bodyValues(db: Queryable, body: VendorBody) {
  if (!body.company_name.trim()) throw new HttpError(400, 'company_name is required', 'company_name');
  if (!body.first_name.trim()) throw new HttpError(400, 'first_name is required', 'first_name');
  const { provinceId, cityId } = await checkPlace(
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
}

const COLUMNS = `company_name, first_name, middle_name, last_name, gender, email, phone_number, address, account_name,
  account_number, bank_branch, bank_name, province_id, city_id, postal_code, tax_status`;

const VendorReply = Type.Object({ Vendor });

const VendorLite = Type.Object({
  id: Type.Integer(),
  company_name: Type.String(),
  first_name: Type.String(),
  middle_name: Nullable(Type.String()),
  last_name: Nullable(Type.String()),
  VendorContact: Type.Object({ phone_number: Nullable(Type.String()) }),
});

export function vendorRoutes(app: App) {
  app.get(
    '/vendors',
    {
      schema: {
        tags: ['vendors'],
        summary: 'Vendors, searched by name or id (vendor) and by company name, paged',
        querystring: Type.Composite([
          ListQuery,
          Type.Object({
            vendor: Type.Optional(Type.String({ description: 'Words found in the full name (any case, any order), or the id' })),
            company_name: Type.Optional(Type.String({ description: 'Part of the company name (any case)' })),
            orderby: Type.Union(Object.keys(SORT_COLUMNS).map((key) => Type.Literal(key)), { default: 'name' }),
          }),
        ]),
        response: { 200: Type.Object({ Vendors: Type.Object({ rows: Type.Array(Vendor), count: Type.Integer() }) }) },
      },
    },
    async (request) => {
      const { vendor, company_name, page, per_page, orderby, desc } = request.query;
      const where = `WHERE ($1::text IS NULL OR ${everyWordIn(FULL_NAME, '$1')} OR v.id::text = $1)
        AND ($2::text IS NULL OR v.company_name ILIKE '%' || $2 || '%')`;
      const filters = [searchTerm(vendor), searchTerm(company_name)];
      const paging = pageClause(page, per_page, filters.length + 1);
      const order = `${SORT_COLUMNS[orderby as keyof typeof SORT_COLUMNS]} ${desc ? 'DESC' : 'ASC'} NULLS LAST, v.id`;
      const [rows, [total]] = await Promise.all([
        app.db.query<VendorRow>(`${SELECT} ${where} ORDER BY ${order} ${paging.sql}`, [...filters, ...paging.params]),
        app.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM vendors v ${where}`, filters),
      ]);
      return { Vendors: { rows: rows.map(toVendor), count: total!.count } };
    },
  );

  app.get(
    '/vendors/lite',
    {
      schema: {
        tags: ['vendors'],
        summary: 'Every vendor with its names and phone only, for choices on other screens',
        response: { 200: Type.Object({ Vendors: Type.Array(VendorLite) }) },
      },
    },
    async () => {
      const rows = await app.db.query<{ id: number; company_name: string; first_name: string; middle_name: string | null; last_name: string | null; phone_number: string | null }>(
        'SELECT id, company_name, first_name, middle_name, last_name, phone_number FROM vendors ORDER BY lower(company_name), id',
      );
      return { Vendors: rows.map(({ phone_number, ...names }) => ({ ...names, VendorContact: { phone_number } })) };
    },
  );

  app.get(
    '/vendors/:id',
    { schema: { tags: ['vendors'], params: IdParams, response: { 200: VendorReply, 404: ErrorList } } },
    async (request) => ({ Vendor: await findVendor(app.db, request.params.id) }),
  );

  app.post(
    '/vendors',
    {
      schema: {
        tags: ['vendors'],
        summary: 'Add a vendor (errors as a list; the dashboard shows the first)',
        body: VendorBody,
        response: { 201: VendorReply, 400: ErrorList },
      },
    },
    async (request, reply) => {
      const values = await bodyValues(app.db, request.body);
      const [created] = await app.db.query<{ id: number }>(
        `INSERT INTO vendors (${COLUMNS}) VALUES (${values.map((_, index) => `$${index + 1}`).join(', ')}) RETURNING id`,
        values,
      );
      reply.code(201);
      return { Vendor: await findVendor(app.db, created!.id) };
    },
  );

  app.put(
    '/vendors/:id',
    {
      schema: {
        tags: ['vendors'],
        summary: 'Replace the whole vendor',
        params: IdParams,
        body: VendorBody,
        response: { 200: VendorReply, 400: ErrorList, 404: ErrorList },
      },
    },
    async (request) => {
      const values = await bodyValues(app.db, request.body);
      const assignments = COLUMNS.split(',').map((column, index) => `${column.trim()} = $${index + 1}`);
      const updated = await app.db.query(
        `UPDATE vendors SET ${assignments.join(', ')}, updated_at = now() WHERE id = $${values.length + 1} RETURNING id`,
        [...values, request.params.id],
      );
      if (updated.length === 0) throw notFound('Vendor', request.params.id);
      return { Vendor: await findVendor(app.db, request.params.id) };
    },
  );

  app.delete(
    '/vendors/:id',
    {
      schema: {
        tags: ['vendors'],
        summary: 'Delete a vendor; 409 while other records still refer to it',
        params: IdParams,
        response: { 200: VendorReply, 404: ErrorList, 409: ErrorList },
      },
    },
    async (request) => {
      const vendor = await findVendor(app.db, request.params.id);
      await app.db.query('DELETE FROM vendors WHERE id = $1', [request.params.id]);
      return { Vendor: vendor };
    },
  );
}
