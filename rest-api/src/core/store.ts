/**
 * The SQL every domain's store.ts shares: paged lists, record tables, the columns they all have, the checks of
 * the ids a body names, and a record's location (city and province).
 */
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
export const fullName = (alias: string) =>
  `concat_ws(' ', ${alias}.first_name, ${alias}.middle_name, ${alias}.last_name)`;

/** A line's product as the contracts show it beside the line: `{ id, name, sku }` of products `alias`. */
export const productRef = (alias: string) =>
  `json_build_object('id', ${alias}.id, 'name', ${alias}.name, 'sku', ${alias}.sku) AS "Item"`;

/**
 * The records with their times as ISO text and their lines under `key`, all the lines read at once (one query
 * for a page, not one per record). `linesSql` selects the lines of the records whose ids are $1 (an int[]) in
 * their order, naming their record's id `record_id`, which the lines answered leave out.
 */
export async function withRecordLines<
  Line,
  Key extends string,
  Row extends { id: number; createdAt: Date | string; updatedAt: Date | string },
>(db: Queryable, rows: Row[], key: Key, linesSql: string) {
  const byRecord = new Map<number, Line[]>(rows.map((row) => [row.id, []]));
  const lines =
    rows.length === 0 ? [] : await db.query<Line & { record_id: number }>(linesSql, [rows.map((row) => row.id)]);
  for (const { record_id: recordId, ...line } of lines) byRecord.get(recordId)!.push(line as unknown as Line);
  return rows.map(
    (row) =>
      ({ ...withIsoTimes(row), [key]: byRecord.get(row.id)! }) as ReturnType<typeof withIsoTimes<Row>> &
        Record<Key, Line[]>,
  );
}

export const direction = (desc: boolean) => (desc ? 'DESC' : 'ASC');

export const placeholders = (count: number, from = 1) =>
  Array.from({ length: count }, (_, index) => `$${index + from}`).join(', ');

/**
 * A WHERE of the conditions added, each on its value's parameter; `params` may start with parameters the
 * rest of the statement uses. `add` numbers the value's parameter and hands its placeholder to `condition`.
 */
export function whereClause(params: unknown[] = []) {
  const conditions: string[] = [];
  return {
    params,
    add(condition: (param: string) => string, value: unknown) {
      params.push(value);
      conditions.push(condition(`$${params.length}`));
    },
    /** A condition without a value of its own. */
    addFixed(condition: string) {
      conditions.push(condition);
    },
    sql: () => (conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''),
  };
}

/** LIMIT/OFFSET for a list query whose other parameters are `params`; `per_page` -1 returns every row. */
export function pageClause(
  page: { page: number; per_page: number },
  params: readonly unknown[],
): { sql: string; params: number[] } {
  if (page.per_page === -1) return { sql: '', params: [] };
  const next = params.length + 1;
  return { sql: `LIMIT $${next} OFFSET $${next + 1}`, params: [page.per_page, (page.page - 1) * page.per_page] };
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
  const paging = pageClause(page, list.params);
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
    async list(
      db: Queryable,
      filter: { where: string; params: unknown[]; orderBy: string },
      page: { page: number; per_page: number },
    ) {
      const { rows, count } = await listPage<Stored<Item>>(
        db,
        { select: table.select, from: `${table.table} ${table.alias}`, ...filter },
        page,
      );
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

/**
 * The classes of the advisory locks a write holds on a record while it checks a rule across rows: an order's
 * returns, an order's consignment invoices. Negative, so they never meet the two-key locks of
 * stock corrections, which take (warehouse, product) ids.
 */
const LOCK_CLASSES = { orderReturns: -11, orderInvoices: -12 } as const;

/** Holds lock `kind` on record `id` until the transaction ends: two writes checking the rule at once run in turn. */
export async function lockUntilCommit(db: Queryable, kind: keyof typeof LOCK_CLASSES, id: number) {
  await db.query('SELECT pg_advisory_xact_lock($1, $2)', [LOCK_CLASSES[kind], id]);
}

/** What a body names by id, by what a refusal calls it: the table and the key column. */
const KNOWN_RECORDS = {
  customer: { table: 'customers', key: 'id' },
  vendor: { table: 'vendors', key: 'id' },
  warehouse: { table: 'warehouses', key: 'id' },
  courier: { table: 'delivery_methods', key: 'id' },
  product: { table: 'products', key: 'id' },
  category: { table: 'item_categories', key: 'id' },
  order: { table: 'orders', key: 'id' },
  'FAQ category': { table: 'faq_categories', key: 'id' },
  province: { table: 'provinces', key: 'province_id' },
} as const;

/** The 400 for an id that names no record: "CustomerId 9 is not a known customer", naming the field. */
const unknownRecord = (field: string, id: number, what: string) =>
  new HttpError(400, `${field} ${id} is not a known ${what}`, field);

/**
 * A 400 naming `field` unless the `what` of id `id` exists; nothing to check when no id is given. `lock`
 * holds the row until the transaction ends (a write that must not lose its reference meanwhile).
 */
export async function requireExisting(
  db: Queryable,
  what: keyof typeof KNOWN_RECORDS,
  field: string,
  id: number | null | undefined,
  lock: '' | 'FOR KEY SHARE' = '',
) {
  if (id === undefined || id === null) return;
  const { table, key } = KNOWN_RECORDS[what];
  const [found] = await db.query(`SELECT 1 FROM ${table} WHERE ${key} = $1 ${lock}`, [id]);
  if (!found) throw unknownRecord(field, id, what);
}

/** The field of line `index` of a body's `items`, spelt as validation spells it: `items.0.ItemId`. */
export const lineField = (index: number, field: string) => `items.${index}.${field}`;

/** A refusal of a line's field, the message beginning with the field as validation's do: "items.0.qty …". */
export function lineError(statusCode: number, index: number, field: string, problem: string) {
  const path = lineField(index, field);
  return new HttpError(statusCode, `${path} ${problem}`, path);
}

/** City `cityId`, with its province: a 400 naming `field` when there is no such city. */
export async function knownCity(db: Queryable, field: string, cityId: number): Promise<{ province_id: number }> {
  const [city] = await db.query<{ province_id: number }>('SELECT province_id FROM cities WHERE city_id = $1', [cityId]);
  if (!city) throw unknownRecord(field, cityId, 'city');
  return city;
}

/**
 * Checks that the city and province exist and that the city lies in the province, naming the field
 * at fault. Without a province the city's own is taken (orders create customers that way).
 */
export async function checkLocation(
  db: Queryable,
  location: { provinceId: number | null | undefined; cityId: number | null | undefined },
  fields: { province: string; city: string },
): Promise<{ provinceId: number | null; cityId: number | null }> {
  const provinceId = location.provinceId ?? null;
  const cityId = location.cityId ?? null;
  if (cityId === null) {
    await requireExisting(db, 'province', fields.province, provinceId);
    return { provinceId, cityId };
  }
  const city = await knownCity(db, fields.city, cityId);
  if (provinceId !== null && city.province_id !== provinceId) {
    throw new HttpError(400, `${fields.city} ${cityId} is not in ${fields.province} ${provinceId}`, fields.city);
  }
  return { provinceId: city.province_id, cityId };
}

const cityFields = (c: string) =>
  `'city_id', ${c}.city_id, 'province_id', ${c}.province_id, 'name', ${c}.name, 'type', ${c}.type`;

/** SQL for a joined city (alias `c`) as the contract's City. */
export const cityObject = (c: string) => `json_build_object(${cityFields(c)})`;

/** SQL for a joined city (alias `c`, its province `cp`) as the contract's City with its Province, or null. */
export const cityWithProvinceObject = (c: string, cp: string) =>
  `CASE WHEN ${c}.city_id IS NULL THEN NULL
    ELSE json_build_object(${cityFields(c)}, 'Province', json_build_object('province_id', ${cp}.province_id, 'name', ${cp}.name)) END`;

/**
 * Joins the city of `table.column` (as `alias`, its province as `alias`p) and answers it as `name`:
 * the contract's City with its Province, or null.
 */
export function cityJoin(table: string, column: string, name: string, alias: string) {
  return {
    column: `${cityWithProvinceObject(alias, `${alias}p`)} AS "${name}"`,
    joins: `LEFT JOIN cities ${alias} ON ${alias}.city_id = ${table}.${column}
      LEFT JOIN provinces ${alias}p ON ${alias}p.province_id = ${alias}.province_id`,
  };
}

/** Joins the province of `table.column` (as `alias`) and answers it as `name`: the contract's Province, or null. */
export function provinceJoin(table: string, column: string, name: string, alias: string) {
  return {
    column: `CASE WHEN ${alias}.province_id IS NULL THEN NULL
      ELSE json_build_object('province_id', ${alias}.province_id, 'name', ${alias}.name) END AS "${name}"`,
    joins: `LEFT JOIN provinces ${alias} ON ${alias}.province_id = ${table}.${column}`,
  };
}

/** A record's columns and the values to write there. */
export type ColumnValues = Array<[column: string, value: unknown]>;

/**
 * The body fields that `columns` names, as column/value pairs (fields left out are not written); text of the
 * `freeText` fields is trimmed, and empty text stored as none.
 */
export function columnValues(
  fields: object,
  columns: Readonly<Record<string, string>>,
  freeText: ReadonlySet<string>,
): ColumnValues {
  return Object.entries(fields)
    .filter(([key, value]) => value !== undefined && key in columns)
    .map(([key, value]) => [
      columns[key]!,
      freeText.has(key) && typeof value === 'string' ? value.trim() || null : value,
    ]);
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
