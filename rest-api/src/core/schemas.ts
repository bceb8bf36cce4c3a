import {
  type IntegerOptions,
  type SchemaOptions,
  type Static,
  type TArray,
  type TInteger,
  type TLiteral,
  type TObject,
  type TSchema,
  type TUnion,
  Type,
} from '@sinclair/typebox';

import { MAX_INT } from '@backoffice/schema/rules/number';

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A fixed list as a schema: each list is declared once, as a const array, and its schema derived from it. */
export const oneOf = <const T extends readonly (string | number)[]>(values: T, options?: SchemaOptions) =>
  Type.Union(
    values.map((value) => Type.Literal(value)),
    options,
  ) as TUnion<TLiteral<T[number]>[]>;

/** Paging and sorting as the dashboard sends them; per_page -1 means "all". */
export const ListQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: MAX_INT, default: 1 }),
  per_page: Type.Integer({ minimum: -1, maximum: 1000, default: 15 }),
  desc: Type.Boolean({ default: false }),
});

/** The `orderby` of a list: one of the keys of its sort table (the SQL stays in the store). */
export const orderBy = <T extends Record<string, unknown>>(sortColumns: T, fallback: keyof T & string) =>
  Type.Union(
    Object.keys(sortColumns).map((key) => Type.Literal(key)),
    { default: fallback },
  ) as TUnion<TLiteral<keyof T & string>[]>;

/** A list answer as the dashboard reads it: `{ <Name>: { rows, count } }`. */
export const listReply = <K extends string, T extends TSchema>(name: K, row: T) =>
  Type.Object({ [name]: Type.Object({ rows: Type.Array(row), count: Type.Integer() }) } as {
    [P in K]: TObject<{ rows: TArray<T>; count: TInteger }>;
  });

export const ErrorList = Type.Object(
  { errors: Type.Array(Type.Object({ message: Type.String(), field: Type.Optional(Type.String()) })) },
  { description: 'Errors as a list (most routes)' },
);

/** The `object` error shape (core/errors.ts), for the routes whose screen reads errors.message. */
export const ErrorObject = Type.Object(
  { errors: Type.Object({ message: Type.String() }) },
  { description: 'errors.message' },
);

/** A record's id, as the integer columns that hold ids can store it. */
export const Id = (options: IntegerOptions = {}) => Type.Integer({ minimum: 1, maximum: MAX_INT, ...options });

/** Whole rupiah (or a count) that an integer column holds. */
export const WholeNumber = (options: IntegerOptions = {}) => Type.Integer({ minimum: 0, maximum: MAX_INT, ...options });

export const IdParams = Type.Object({ id: Id() });

/** A body field that may be left out or sent as null. */
export const optional = <T extends TSchema>(schema: T) => Type.Optional(Nullable(schema));

/** A field a form may leave out or send empty (core/multipartForm.ts): null then. */
export const orNull = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()], { default: null });

/** Optional text as stored: trimmed, and empty means none. */
export const optionalText = (value: string | null | undefined) => value?.trim() || null;

export const Timestamp = Type.String({ format: 'date-time' });

/** The times every record answers with. */
export const timestamps = { createdAt: Timestamp, updatedAt: Timestamp };

// Fields that vendors and customers (and warehouses' phone) share.

/** Spec 000 §5 and §9: the two tax statuses. */
const TAX_STATUSES = ['PKP', 'Non PKP'] as const;
export const TaxStatus = oneOf(TAX_STATUSES);
export type TaxStatus = Static<typeof TaxStatus>;

/** Spec 000 §3: 0 male, 1 female. */
export const Gender = Type.Union([Type.Literal(0), Type.Literal(1)], { description: '0 male, 1 female' });
export type Gender = Static<typeof Gender>;

/** Indonesian numbers in international form. */
export const PhoneNumber = Type.String({ pattern: '^\\+?[0-9]{6,15}$' });

export const PostalCode = Type.String({
  pattern: '^([0-9]{5})?$',
  description: 'Indonesian postal codes have 5 digits; empty for none',
});

// What the records of several domains show or take: dates, statuses, customer types, couriers, locations.

export const DateText = Type.String({ format: 'date', description: 'YYYY-MM-DD' });

/**
 * Spec 002 §4: an order's consignment status, computed by the SQL function consignment_status (migration 010):
 * null Pending (no invoice yet), 0 On Process (some remains to be invoiced), 1 Done (nothing remains).
 */
const CONSIGNMENT_STATUSES = [0, 1] as const;
export const ConsignmentStatus = Nullable(oneOf(CONSIGNMENT_STATUSES));

/** An order's payment status. */
export const ORDER_STATUSES = ['payment_pending', 'payment_success', 'canceled', 'payment_expired'] as const;
/** An order's shipment status. */
export const SHIP_STATUSES = [
  'Processed',
  'Label Printed',
  'Shipped',
  'Completed',
  'Canceled',
  'Booked',
  'Confirmed',
  'Allocated',
  'Out_for_delivery',
  'Delivered',
  'Out_for_pickup',
  'Picked',
  'On_hold',
  'Rejected',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type ShipStatus = (typeof SHIP_STATUSES)[number];

/**
 * How an order moves stock (src/stock/ledger.ts): its lines leave the ship-from warehouse once it has one of
 * these statuses, on its shipment date (else its order date)…
 */
export const SHIPPED_STATUSES = [
  'Shipped',
  'Completed',
  'Out_for_delivery',
  'Delivered',
  'Picked',
] as const satisfies readonly ShipStatus[];
/** …and count as pending stock while it has one of these (and is neither canceled nor expired); Canceled and Rejected never move stock. */
export const AWAITING_SHIPMENT_STATUSES = [
  'Processed',
  'Label Printed',
  'Booked',
  'Confirmed',
  'Allocated',
  'Out_for_pickup',
  'On_hold',
] as const satisfies readonly ShipStatus[];
/** Payment statuses whose orders will not ship: their lines are not pending stock. */
export const UNSHIPPABLE_PAYMENT_STATUSES = ['canceled', 'payment_expired'] as const satisfies readonly OrderStatus[];

/** Spec 002 §9: the customer types, a fixed list shared across the product (orders record one too). */
export const CUSTOMER_TYPES = [
  'individual',
  'retailer',
  'online_retailer',
  'reseller',
  'wholesaler',
  'stockist',
] as const;
export const CustomerType = oneOf(CUSTOMER_TYPES);
export type CustomerType = Static<typeof CustomerType>;

/** Who a customer is, as pickers and orders show it. */
export const customerNames = {
  id: Type.Integer(),
  firstName: Type.String(),
  middleName: Nullable(Type.String()),
  lastName: Nullable(Type.String()),
  fullName: Type.String(),
  company_name: Nullable(Type.String()),
};

/** A courier company as every route shows it (orders, samples and fees name theirs this way). */
export const DeliveryMethod = Type.Object({ id: Type.Integer(), CourierCompany: Type.String() });
export type DeliveryMethod = Static<typeof DeliveryMethod>;

/** A city is a kota (city) or a kabupaten (regency), as BPS names them. */
const CITY_TYPES = ['Kota', 'Kabupaten'] as const;
export type CityType = (typeof CITY_TYPES)[number];

export const Province = Type.Object({ province_id: Type.Integer(), name: Type.String() });
export const City = Type.Object({
  city_id: Type.Integer(),
  province_id: Type.Integer(),
  name: Type.String(),
  type: oneOf(CITY_TYPES),
});

/** A record's location: a city (with its province) and a province. */
export const CityWithProvince = Nullable(Type.Composite([City, Type.Object({ Province })]));
export const OptionalProvince = Nullable(Province);

/** A record's location as vendors and customers show it: the ids beside the joined Province and City. */
export const locationProperties = {
  province_id: Nullable(Type.Integer()),
  Province: OptionalProvince,
  city_id: Nullable(Type.Integer()),
  City: CityWithProvince,
};
