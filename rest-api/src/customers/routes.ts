import { Type, type Static } from '@sinclair/typebox';
import type { App } from '../app';
import { HttpError, notFound } from '../core/errors';
import { ErrorList, IdParams, ListQuery, Nullable, pageClause } from '../core/schemas';
import type { Queryable } from '../db/database';
import { optional, optionalText } from '../core/schemas';
import { everyWordIn, searchTerm } from '../core/search';
import { checkPlace, CityWithProvince, OptionalProvince, placeJoin, toCity, toProvince } from '../locations/places';
import { Gender, GenderOrNone, PhoneNumber, PostalCode, TaxStatus } from '../parties/shared';

/** Spec 002 §9: the customer types, a fixed list shared across the product. */
export const customerTypes = ['individual', 'retailer', 'online_retailer', 'reseller', 'wholesaler', 'stockist'] as const;
const CustomerType = Type.Union(customerTypes.map((type) => Type.Literal(type)));

const CustomerContact = Type.Object({
  email: Nullable(Type.String()),
  contactNo: Nullable(Type.String()),
  gender: Nullable(Gender),
});

const Customer = Type.Object({
  id: Type.Integer(),
  company_name: Nullable(Type.String()),
  firstName: Type.String(),
  middleName: Nullable(Type.String()),
  lastName: Nullable(Type.String()),
  fullName: Type.String({ description: 'First, middle and last name joined' }),
  taxStatus: Nullable(TaxStatus),
  type: Nullable(CustomerType),
  CustomerContact,
  addressLine1: Nullable(Type.String({ description: 'Ship-to address' })),
  province_id: Nullable(Type.Integer()),
  Province: OptionalProvince,
  city_id: Nullable(Type.Integer()),
  City: CityWithProvince,
  postal_code: Nullable(Type.String()),
  invoice_address: Nullable(Type.String()),
  invoice_province: Nullable(Type.Integer()),
  InvoiceProvince: OptionalProvince,
  invoice_city: Nullable(Type.Integer()),
  InvoiceCity: CityWithProvince,
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});

/**
 * Spec 000 §7: the flat body of POST /customers (PUT takes the same; extra properties are dropped).
 * Orders create customers with names, phone and ship-to place only (spec 001 §7), so the rest is optional.
 */
const CustomerBody = Type.Object(
  {
    company_name: optional(Type.String({ maxLength: 120 })),
    firstName: Type.String({ minLength: 1, maxLength: 60 }),
    middleName: optional(Type.String({ maxLength: 60 })),
    lastName: optional(Type.String({ maxLength: 60 })),
    taxStatus: optional(TaxStatus),
    type: optional(CustomerType),
    email: optional(Type.String({ format: 'email', maxLength: 254 })),
    contactNo: optional(PhoneNumber),
    gender: GenderOrNone,
    addressLine1: optional(Type.String({ maxLength: 500 })),
    province_id: optional(Type.Integer({ minimum: 1 })),
    city_id: optional(Type.Integer({ minimum: 1 })),
    postal_code: optional(PostalCode),
    invoice_address: optional(Type.String({ maxLength: 500 })),
    invoice_province: optional(Type.Integer({ minimum: 1 })),
    invoice_city: optional(Type.Integer({ minimum: 1 })),
  },
  { additionalProperties: false },
);
type CustomerBody = Static<typeof CustomerBody>;

const FULL_NAME = `concat_ws(' ', cu.first_name, cu.middle_name, cu.last_name)`;

const SORT_COLUMNS = {
  id: 'cu.id',
  name: `lower(${FULL_NAME})`,
  type: 'cu.type',
  city: 'c.name',
  createdAt: 'cu.created_at',
} as const;

const shipTo = placeJoin('cu', 'city_id', 'province_id', '');
const invoice = placeJoin('cu', 'invoice_city', 'invoice_province', 'invoice_');

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
  tax_status: 'PKP' | 'Non PKP' | null;
  type: (typeof customerTypes)[number] | null;
  email: string | null;
  contact_no: string | null;
  gender: 0 | 1 | null;
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

function toCustomer(row: CustomerRow): Static<typeof Customer> {
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
    Province: toProvince(row, '', row.province_id),
    city_id: row.city_id,
    City: toCity(row, '', row.city_id),
    postal_code: row.postal_code,
    invoice_address: row.invoice_address,
    invoice_province: row.invoice_province,
    InvoiceProvince: toProvince(row, 'invoice_', row.invoice_province),
    invoice_city: row.invoice_city,
    InvoiceCity: toCity(row, 'invoice_', row.invoice_city),
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

async function findCustomer(db: Queryable, id: number) {
  const [row] = await db.query<CustomerRow>(`${SELECT} WHERE cu.id = $1`, [id]);
  if (!row) throw notFound('Customer', id);
  return toCustomer(row);
}

/** The values of the insert and update, in column order, after the checks only the database can make. */
async function bodyValues(db: Queryable, body: CustomerBody) {
  if (!body.firstName.trim()) throw new HttpError(400, 'firstName is required', 'firstName');
  const shipToPlace = await checkPlace(db, { provinceId: body.province_id, cityId: body.city_id }, { province: 'province_id', city: 'city_id' });
  const invoicePlace = await checkPlace(
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
    shipToPlace.provinceId,
    shipToPlace.cityId,
    body.postal_code || null,
    optionalText(body.invoice_address),
    invoicePlace.provinceId,
    invoicePlace.cityId,
  ];
}

const COLUMNS = `company_name, first_name, middle_name, last_name, tax_status, type, email, contact_no, gender, address_line1,
  province_id, city_id, postal_code, invoice_address, invoice_province, invoice_city`;

const CustomerReply = Type.Object({ Customer });

const CustomerLite = Type.Object({
  id: Type.Integer(),
  firstName: Type.String(),
  middleName: Nullable(Type.String()),
  lastName: Nullable(Type.String()),
  fullName: Type.String(),
  company_name: Nullable(Type.String()),
  type: Nullable(CustomerType),
  CustomerContact: Type.Object({ contactNo: Nullable(Type.String()) }),
});

export function customerRoutes(app: App) {
  app.get(
    '/customers',
    {
      schema: {
        tags: ['customers'],
        summary: 'Customers, searched, filtered by type and city, paged',
        querystring: Type.Composite([
          ListQuery,
          Type.Object({
            customer: Type.Optional(Type.String({ description: 'Words found in the full name, company name or e-mail (any case), or the id' })),
            customer_type: Type.Optional(CustomerType),
            cityId: Type.Optional(Type.Integer({ minimum: 1 })),
            orderby: Type.Union(Object.keys(SORT_COLUMNS).map((key) => Type.Literal(key)), { default: 'name' }),
          }),
        ]),
        response: { 200: Type.Object({ Customers: Type.Object({ rows: Type.Array(Customer), count: Type.Integer() }) }) },
      },
    },
    async (request) => {
      const { customer, customer_type, cityId, page, per_page, orderby, desc } = request.query;
      const where = `WHERE ($1::text IS NULL OR cu.id::text = $1
          OR ${everyWordIn(`concat_ws(' ', ${FULL_NAME}, cu.company_name, cu.email)`, '$1')})
        AND ($2::text IS NULL OR cu.type = $2)
        AND ($3::integer IS NULL OR cu.city_id = $3)`;
      const filters = [searchTerm(customer), customer_type ?? null, cityId ?? null];
      const paging = pageClause(page, per_page, filters.length + 1);
      const order = `${SORT_COLUMNS[orderby as keyof typeof SORT_COLUMNS]} ${desc ? 'DESC' : 'ASC'} NULLS LAST, cu.id`;
      const [rows, [total]] = await Promise.all([
        app.db.query<CustomerRow>(`${SELECT} ${where} ORDER BY ${order} ${paging.sql}`, [...filters, ...paging.params]),
        app.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM customers cu ${where}`, filters),
      ]);
      return { Customers: { rows: rows.map(toCustomer), count: total!.count } };
    },
  );

  app.get(
    '/customers/lite',
    {
      schema: {
        tags: ['customers'],
        summary: 'Every customer with names, type and phone only, for choices on other screens',
        response: { 200: Type.Object({ Customers: Type.Array(CustomerLite) }) },
      },
    },
    async () => {
      const rows = await app.db.query<Omit<Static<typeof CustomerLite>, 'CustomerContact'> & { contactNo: string | null }>(
        `SELECT cu.id, cu.first_name AS "firstName", cu.middle_name AS "middleName", cu.last_name AS "lastName",
                ${FULL_NAME} AS "fullName", cu.company_name, cu.type, cu.contact_no AS "contactNo"
         FROM customers cu ORDER BY lower(${FULL_NAME}), cu.id`,
      );
      return { Customers: rows.map(({ contactNo, ...names }) => ({ ...names, CustomerContact: { contactNo } })) };
    },
  );

  app.get(
    '/customers/types',
    {
      schema: {
        tags: ['customers'],
        summary: 'The customer types (a fixed list)',
        response: { 200: Type.Object({ CustomerTypes: Type.Array(CustomerType) }) },
      },
    },
    async () => ({ CustomerTypes: [...customerTypes] }),
  );

  app.get(
    '/customers/:id',
    { schema: { tags: ['customers'], params: IdParams, response: { 200: CustomerReply, 404: ErrorList } } },
    async (request) => ({ Customer: await findCustomer(app.db, request.params.id) }),
  );

  app.post(
    '/customers',
    {
      config: { errorShape: 'statusText' },
      schema: {
        tags: ['customers'],
        summary: 'Add a customer (spec 000 §8: failures answer with the HTTP status text only)',
        body: CustomerBody,
        response: { 201: CustomerReply, 400: Type.String({ description: 'The HTTP status text' }) },
      },
    },
    async (request, reply) => {
      const values = await bodyValues(app.db, request.body);
      const [created] = await app.db.query<{ id: number }>(
        `INSERT INTO customers (${COLUMNS}) VALUES (${values.map((_, index) => `$${index + 1}`).join(', ')}) RETURNING id`,
        values,
      );
      reply.code(201);
      return { Customer: await findCustomer(app.db, created!.id) };
    },
  );

  app.put(
    '/customers/:id',
    {
      schema: {
        tags: ['customers'],
        summary: 'Replace the whole customer',
        params: IdParams,
        body: CustomerBody,
        response: { 200: CustomerReply, 400: ErrorList, 404: ErrorList },
      },
    },
    async (request) => {
      const values = await bodyValues(app.db, request.body);
      const assignments = COLUMNS.split(',').map((column, index) => `${column.trim()} = $${index + 1}`);
      const updated = await app.db.query(
        `UPDATE customers SET ${assignments.join(', ')}, updated_at = now() WHERE id = $${values.length + 1} RETURNING id`,
        [...values, request.params.id],
      );
      if (updated.length === 0) throw notFound('Customer', request.params.id);
      return { Customer: await findCustomer(app.db, request.params.id) };
    },
  );

  app.delete(
    '/customers/:id',
    {
      schema: {
        tags: ['customers'],
        summary: 'Delete a customer; 409 while orders or other records still refer to it',
        params: IdParams,
        response: { 200: CustomerReply, 404: ErrorList, 409: ErrorList },
      },
    },
    async (request) => {
      const customer = await findCustomer(app.db, request.params.id);
      await app.db.query('DELETE FROM customers WHERE id = $1', [request.params.id]);
      return { Customer: customer };
    },
  );
}
