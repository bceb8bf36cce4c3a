import type { GatewayStore, Queryable } from '../core/database';

/** One field a mutation set: its value before (null where unknown) and after, as text. */
export interface HistoryChange {
  field: string;
  before: string | null;
  after: string | null;
}

/** An entry as the recording writes it; `at` is the store's clock. */
export interface NewHistoryEntry {
  staffId: number;
  staffName: string;
  operation: string;
  recordType: string;
  recordId: string | null;
  outcome: string;
  changes: HistoryChange[];
}

/** An entry as its table holds it. */
export interface StoredHistoryEntry extends NewHistoryEntry {
  id: string;
  at: Date;
}

/** What the Activity screen filters by; every part optional. `from` inclusive, `until` exclusive. */
export interface ActivityFilter {
  staffId?: number;
  recordType?: string;
  operation?: string;
  from?: Date;
  until?: Date;
}

/** A page as listPage (core/paging.ts) asks for it. */
interface Paging {
  page: number;
  per_page: number;
}

/** One page of entries and how many match: exactly up to COUNT_BOUND, PostgreSQL's estimate beyond. */
export interface HistoryPage {
  rows: StoredHistoryEntry[];
  count: number;
  exact: boolean;
}

/**
 * Matches counted exactly; past this the count is the planner's estimate (at least COUNT_BOUND + 1). Counting a
 * million entries exactly takes longer than a page view may (bench/history.ts), while counting up to the bound reads
 * at most this many index entries. The Activity screen says "about" then, and narrower filters make it exact.
 */
export const COUNT_BOUND = 10_000;

const COLUMNS = `id::text AS id, at, staff_id AS "staffId", staff_name AS "staffName", operation,
  record_type AS "recordType", record_id AS "recordId", outcome, changes`;

/** Writes the entries in one statement (a bulk action's one per order): all or none. */
export async function insertEntries(db: Queryable, entries: readonly NewHistoryEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const [first] = entries;
  if (entries.length === 1) {
    await db.query(
      `INSERT INTO history_entries (staff_id, staff_name, operation, record_type, record_id, outcome, changes)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)`,
      [
        first!.staffId,
        first!.staffName,
        first!.operation,
        first!.recordType,
        first!.recordId,
        first!.outcome,
        JSON.stringify(first!.changes),
      ],
    );
    return;
  }
  // The columns as arrays, one element per entry: one statement however many orders a bulk action names.
  const column = <T>(pick: (entry: NewHistoryEntry) => T) => entries.map(pick);
  await db.query(
    `INSERT INTO history_entries (staff_id, staff_name, operation, record_type, record_id, outcome, changes)
     SELECT entry.staff_id, entry.staff_name, entry.operation, entry.record_type, entry.record_id, entry.outcome,
       entry.changes::jsonb
     FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[])
       AS entry (staff_id, staff_name, operation, record_type, record_id, outcome, changes)`,
    [
      column((entry) => entry.staffId),
      column((entry) => entry.staffName),
      column((entry) => entry.operation),
      column((entry) => entry.recordType),
      column((entry) => entry.recordId),
      column((entry) => entry.outcome),
      column((entry) => JSON.stringify(entry.changes)),
    ],
  );
}

/** A WHERE clause from conditions over $1…, and its parameters. */
function whereOf(conditions: Array<[sql: (param: string) => string, value: unknown]>) {
  const params = conditions.map(([, value]) => value);
  const sql = conditions.map(([condition], index) => condition(`$${index + 1}`)).join(' AND ');
  return { sql: sql || 'true', params };
}

/** The entries matching `where`, newest first, one page, and how many match (see COUNT_BOUND). */
async function page(db: Queryable, where: { sql: string; params: unknown[] }, paging: Paging): Promise<HistoryPage> {
  const next = where.params.length;
  const [rows, [counted]] = await Promise.all([
    db.query<StoredHistoryEntry>(
      `SELECT ${COLUMNS} FROM history_entries WHERE ${where.sql} ORDER BY at DESC, id DESC LIMIT $${next + 1} OFFSET $${next + 2}`,
      [...where.params, paging.per_page, (paging.page - 1) * paging.per_page],
    ),
    db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM (SELECT 1 FROM history_entries WHERE ${where.sql} LIMIT $${next + 1}) AS matched`,
      [...where.params, COUNT_BOUND + 1],
    ),
  ]);
  if (counted!.count <= COUNT_BOUND) return { rows, count: counted!.count, exact: true };
  return { rows, count: Math.max(await estimatedCount(db, where), COUNT_BOUND + 1), exact: false };
}

/** PostgreSQL's estimate of the rows `where` matches, from its statistics: no row is read. */
async function estimatedCount(db: Queryable, where: { sql: string; params: unknown[] }): Promise<number> {
  const [plan] = await db.query<{ 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> }>(
    `EXPLAIN (FORMAT JSON) SELECT 1 FROM history_entries WHERE ${where.sql}`,
    where.params,
  );
  return Math.round(plan?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0);
}

/** One record's entries, newest first. */
export function recordHistory(db: Queryable, recordType: string, recordId: string, paging: Paging) {
  return page(
    db,
    whereOf([
      [(param) => `record_type = ${param}`, recordType],
      [(param) => `record_id = ${param}`, recordId],
    ]),
    paging,
  );
}

/** The Activity screen's entries, newest first: only the filters given make the WHERE, so each finds its index. */
export function activity(db: Queryable, filter: ActivityFilter, paging: Paging) {
  const conditions: Array<[(param: string) => string, unknown]> = [];
  if (filter.staffId !== undefined) conditions.push([(param) => `staff_id = ${param}`, filter.staffId]);
  if (filter.recordType !== undefined) conditions.push([(param) => `record_type = ${param}`, filter.recordType]);
  if (filter.operation !== undefined) conditions.push([(param) => `operation = ${param}`, filter.operation]);
  if (filter.from) conditions.push([(param) => `at >= ${param}::timestamptz`, filter.from.toISOString()]);
  if (filter.until) conditions.push([(param) => `at < ${param}::timestamptz`, filter.until.toISOString()]);
  return page(db, whereOf(conditions), paging);
}

/** The advisory lock class one replica's removal of old entries holds (the others skip their turn meanwhile). */
export const HISTORY_RETENTION_LOCK = 3_901;

/**
 * Deletes up to `batch` entries older than `days` days, oldest first, in one transaction holding
 * HISTORY_RETENTION_LOCK: answers how many, or null when another replica holds the lock (it is deleting them).
 */
export function deleteOldEntries(store: GatewayStore, days: number, batch: number): Promise<number | null> {
  return store.transaction(async (tx) => {
    const [lock] = await tx.query<{ got: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS got', [
      HISTORY_RETENTION_LOCK,
    ]);
    if (!lock!.got) return null;
    const [deleted] = await tx.query<{ count: number }>(
      `WITH deleted AS (
         DELETE FROM history_entries WHERE id IN (
           SELECT id FROM history_entries WHERE at < now() - make_interval(days => $1) ORDER BY at LIMIT $2
         ) RETURNING 1
       )
       SELECT count(*)::int AS count FROM deleted`,
      [days, batch],
    );
    return deleted!.count;
  });
}
