/** The SQL every domain's store.ts shares: paged lists, record tables, and the columns they all have. */
import type { Queryable } from '../db/database';
import { HttpError, notFound } from './errors';

/** A record as its SELECT reads it: the contract's shape, but for its times. */
export type Stored<T> = Omit<T, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date };

/** Paging and sorting of a list; `orderby` is a key of the domain's sort table. */
export interface ListParams<SortColumns> {
  orderby: keyof SortColumns;
  desc: boolean;
  page: number;
  per_page: number;
}

/** A record read with created_at AS "createdAt" and updated_at AS "updatedAt", its times as ISO text. */
export const withIsoTimes = <R extends { createdAt: Date | string; updatedAt: Date | string }>(row: R) => ({
  ...row,
  createdAt: new Date(row.createdAt).toISOString(),
  updatedAt: new Date(row.updatedAt).toISOString(),
});

/** The columns every record has, named as the contract names them. */
export const recordTimes = (alias: string) => `${alias}.created_at AS "createdAt", ${alias}.updated_at AS "updatedAt"`;

/** SQL for a person's full name: first, middle and last name joined, the missing ones left out. */
export const fullName = (alias: string) => `concat_ws(' ', ${alias}.first_name, ${alias}.middle_name, ${alias}.last_name)`;

/** A line's product as the contracts show it beside the line: `{ id, name, sku }` of products `alias`. */
export const productRef = (alias: string) => `json_build_object('id', ${alias}.id, 'name', ${alias}.name, 'sku', ${alias}.sku) AS "Item"`;

/**
 * The records with their times as ISO text and their lines under `key`, all the lines read at once (one query
 * for a page, not one per record). `linesSql` selects the lines of the records whose ids are $1 (an int[]) in
 * their order, naming their record's id `record_id`, which the lines answered leave out.
 */
export async function withRecordLines<Line, Key extends string, Row extends { id: number; createdAt: Date | string; updatedAt: Date | string }>(
  db: Queryable,
  rows: Row[],
  key: Key,
  linesSql: string,
) {
  const byRecord = new Map<number, Line[]>(rows.map((row) => [row.id, []]));
  const lines = rows.length === 0 ? [] : await db.query<Line & { record_id: number }>(linesSql, [rows.map((row) => row.id)]);
  for (const { record_id: recordId, ...line } of lines) byRecord.get(recordId)!.push(line as unknown as Line);
  return rows.map((row) => ({ ...withIsoTimes(row), [key]: byRecord.get(row.id)! }) as ReturnType<typeof withIsoTimes<Row>> & Record<Key, Line[]>);
}

export const direction = (desc: boolean) => (desc ? 'DESC' : 'ASC');

export const placeholders = (count: number, from = 1) => Array.from({ length: count }, (_, index) => `$${index + from}`).join(', ');

/** LIMIT/OFFSET for a list query; `per_page` -1 returns every row. */
function pageClause(page: number, perPage: number, nextParam: number): { sql: string; params: number[] } {
  if (perPage === -1) return { sql: '', params: [] };
  return { sql: `LIMIT $${nextParam} OFFSET $${nextParam + 1}`, params: [perPage, (page - 1) * perPage] };
}

/** One page of a list and the count of all its rows, read together. */
export async function listPage<Row>(
  db: Queryable,
  list: {
    /** SELECT … FROM … JOIN …: the rows of the page. */
    select: string;
    /** The FROM of the count (the joins the WHERE needs only). */
    from: string;
    where: string;
    params: unknown[];
    orderBy: string;
    /**
     * The row's key (`o.id`). When given, the page's keys are chosen first from `from` alone, where an index
     * can serve the sort, and only those rows are built: a deep page then skips keys, not built rows.
     */
    key?: string;
  },
  page: { page: number; per_page: number },
): Promise<{ rows: Row[]; count: number }> {
  const paging = pageClause(page.page, page.per_page, list.params.length + 1);
  const rowsSql =
    list.key && paging.sql
      ? `${list.select} WHERE ${list.key} = ANY(ARRAY(SELECT ${list.key} FROM ${list.from} ${list.where} ORDER BY ${list.orderBy} ${paging.sql})) ORDER BY ${list.orderBy}`
      : `${list.select} ${list.where} ORDER BY ${list.orderBy} ${paging.sql}`;
  const [rows, [total]] = await Promise.all([
    db.query<Row>(rowsSql, [...list.params, ...paging.params]),
    db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${list.from} ${list.where}`, list.params),
  ]);
  return { rows, count: total!.count };
}

/**
 * Reads and writes of a table whose records are written whole from a body, one column per field
 * (warehouses, vendors, customers, delivery fees). `select` reads records in the contract's shape
 * (but for their times); `values` checks a body against what only the database knows and answers the
 * column values in the order of `columns`.
 */
export function recordTable<Item extends { createdAt: string; updatedAt: string }, Body>(table: {
  table: string;
  alias: string;
  /** What "… 9 not found" calls a record. */
  what: string;
  select: string;
  columns: readonly string[];
  values: (db: Queryable, body: Body) => Promise<unknown[]>;
}) {
  const toItem = (row: Stored<Item>) => withIsoTimes(row) as unknown as Item;
  async function find(db: Queryable, id: number): Promise<Item> {
    const [row] = await db.query<Stored<Item>>(`${table.select} WHERE ${table.alias}.id = $1`, [id]);
    if (!row) throw notFound(table.what, id);
    return toItem(row);
  }
  return {
    find,
    /** One page of the records the WHERE lets through, and their count. */
    async list(db: Queryable, filter: { where: string; params: unknown[]; orderBy: string }, page: { page: number; per_page: number }) {
      const { rows, count } = await listPage<Stored<Item>>(db, { select: table.select, from: `${table.table} ${table.alias}`, ...filter }, page);
      return { rows: rows.map(toItem), count };
    },
    async create(db: Queryable, body: Body): Promise<Item> {
      const values = await table.values(db, body);
      const [created] = await db.query<{ id: number }>(
        `INSERT INTO ${table.table} (${table.columns.join(', ')}) VALUES (${placeholders(values.length)}) RETURNING id`,
        values,
      );
      return find(db, created!.id);
    },
    async replace(db: Queryable, id: number, body: Body): Promise<Item> {
      const values = await table.values(db, body);
      const assignments = table.columns.map((column, index) => `${column} = $${index + 1}`).join(', ');
      const updated = await db.query(
        `UPDATE ${table.table} SET ${assignments}, updated_at = now() WHERE id = $${values.length + 1} RETURNING id`,
        [...values, id],
      );
      if (updated.length === 0) throw notFound(table.what, id);
      return find(db, id);
    },
    /** Deletes the record and answers it as it was. */
    async remove(db: Queryable, id: number): Promise<Item> {
      const item = await find(db, id);
      await db.query(`DELETE FROM ${table.table} WHERE id = $1`, [id]);
      return item;
    },
  };
}

/** A 400 naming `field` unless the row `sql` looks up by `id` exists; nothing to check when no id is given. */
export async function requireExisting(db: Queryable, sql: string, id: number | null | undefined, message: string, field: string) {
  if (id === undefined || id === null) return;
  const [found] = await db.query(sql, [id]);
  if (!found) throw new HttpError(400, message, field);
}

/** A record's columns and the values to write there. */
export type ColumnValues = Array<[column: string, value: unknown]>;

/**
 * The body fields that `columns` names, as column/value pairs (fields left out are not written); text of the
 * `freeText` fields is trimmed, and empty text stored as none.
 */
export function columnValues(fields: object, columns: Readonly<Record<string, string>>, freeText: ReadonlySet<string>): ColumnValues {
  return Object.entries(fields)
    .filter(([key, value]) => value !== undefined && key in columns)
    .map(([key, value]) => [columns[key]!, freeText.has(key) && typeof value === 'string' ? value.trim() || null : value]);
}

/** INSERT of the pairs into `table`, answering the new record's id. */
export async function insertRecord(db: Queryable, table: string, entries: ColumnValues): Promise<number> {
  const [created] = await db.query<{ id: number }>(
    `INSERT INTO ${table} (${entries.map(([column]) => column).join(', ')}) VALUES (${placeholders(entries.length)}) RETURNING id`,
    entries.map(([, value]) => value),
  );
  return created!.id;
}

/** UPDATE of the pairs (and updated_at) of record `id` of `table`; with no pairs, nothing is written. */
export async function updateRecord(db: Queryable, table: string, id: number, entries: ColumnValues) {
  if (entries.length === 0) return;
  await db.query(
    `UPDATE ${table} SET ${entries.map(([column], index) => `${column} = $${index + 1}`).join(', ')}, updated_at = now()
     WHERE id = $${entries.length + 1}`,
    [...entries.map(([, value]) => value), id],
  );
}
