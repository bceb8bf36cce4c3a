import { Type, type Static, type TArray, type TInteger, type TLiteral, type TObject, type TSchema, type TUnion } from '@sinclair/typebox';

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A fixed list as a schema: each list is declared once, as a const array, and its schema derived from it. */
export const oneOf = <const T extends readonly (string | number)[]>(values: T) =>
  Type.Union(values.map((value) => Type.Literal(value))) as TUnion<TLiteral<T[number]>[]>;

/** The largest value of an `integer` column: ids, quantities and rupiah amounts must fit it. */
export const INT4_MAX = 2_147_483_647;

/** Paging and sorting as the dashboard sends them; per_page -1 means "all". */
export const ListQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: INT4_MAX, default: 1 }),
  per_page: Type.Integer({ minimum: -1, maximum: 1000, default: 15 }),
  desc: Type.Boolean({ default: false }),
});

/** The `orderby` of a list: one of the keys of its sort table (the SQL stays in the store). */
export const orderBy = <T extends Record<string, unknown>>(sortColumns: T, fallback: keyof T & string) =>
  Type.Union(Object.keys(sortColumns).map((key) => Type.Literal(key)), { default: fallback }) as TUnion<TLiteral<keyof T & string>[]>;

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
export const ErrorObject = Type.Object({ errors: Type.Object({ message: Type.String() }) }, { description: 'errors.message' });

/** A record's id, as the integer columns that hold ids can store it. */
export const Id = (options: { description?: string } = {}) => Type.Integer({ minimum: 1, maximum: INT4_MAX, ...options });

/** Whole rupiah (or a count) that an integer column holds. */
export const WholeNumber = (options: { description?: string } = {}) => Type.Integer({ minimum: 0, maximum: INT4_MAX, ...options });

export const IdParams = Type.Object({ id: Id() });

/** A body field that may be left out or sent as null. */
export const optional = <T extends TSchema>(schema: T) => Type.Optional(Nullable(schema));

/** Optional text as stored: trimmed, and empty means none. */
export const optionalText = (value: string | null | undefined) => value?.trim() || null;

export const Timestamp = Type.String({ format: 'date-time' });

/** The times every record answers with. */
export const timestamps = { createdAt: Timestamp, updatedAt: Timestamp };

// Fields that vendors and customers (and warehouses' phone) share.

/** Spec 000 §5 and §9: the two tax statuses. */
export const TAX_STATUSES = ['PKP', 'Non PKP'] as const;
export const TaxStatus = oneOf(TAX_STATUSES);
export type TaxStatus = Static<typeof TaxStatus>;

/** Spec 000 §3: 0 male, 1 female. */
export const Gender = Type.Union([Type.Literal(0), Type.Literal(1)], { description: '0 male, 1 female' });
export type Gender = Static<typeof Gender>;

/** Indonesian numbers in international form. */
export const PhoneNumber = Type.String({ pattern: '^\\+?[0-9]{6,15}$' });

export const PostalCode = Type.String({ pattern: '^([0-9]{5})?$', description: 'Indonesian postal codes have 5 digits; empty for none' });
