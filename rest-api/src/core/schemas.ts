import { Type, type TSchema } from '@sinclair/typebox';

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Paging and sorting as the dashboard sends them; per_page -1 means "all". */
export const ListQuery = Type.Object({
  page: Type.Integer({ minimum: 1, default: 1 }),
  per_page: Type.Integer({ minimum: -1, maximum: 1000, default: 15 }),
  desc: Type.Boolean({ default: false }),
});

export const ErrorList = Type.Object(
  { errors: Type.Array(Type.Object({ message: Type.String(), field: Type.Optional(Type.String()) })) },
  { description: 'Errors as a list (most routes)' },
);

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/** LIMIT/OFFSET for a list query; `per_page` -1 returns every row. */
export function pageClause(page: number, perPage: number, nextParam: number): { sql: string; params: number[] } {
  if (perPage === -1) return { sql: '', params: [] };
  return { sql: `LIMIT $${nextParam} OFFSET $${nextParam + 1}`, params: [perPage, (page - 1) * perPage] };
}

/** A body field that may be left out or sent as null. */
export const optional = <T extends TSchema>(schema: T) => Type.Optional(Nullable(schema));

/** Optional text as stored: trimmed, and empty means none. */
export const optionalText = (value: string | null | undefined) => value?.trim() || null;
