/**
 * The stock ledger: stock is the sum of what moved, so no figure can drift from the movements that explain it (the
 * sums kept to spare re-adding them, stock_totals below, are folded from the movements and never edited). Per
 * product and warehouse, up to a day (inclusive):
 * - a purchase or inter-warehouse transfer adds its quantity at the destination on its received date;
 * - an inter-warehouse transfer or purchase return takes it from the source on its shipment date;
 * - an adjustment adds its signed quantity at its warehouse on its received date;
 * - an order takes its lines from its ship-from warehouse once shipped (core/schemas.ts SHIPPED_STATUSES),
 *   on its shipment date, else its order date;
 * - a sample (and so a tester) moves stock exactly like an order, its created day (in Jakarta) standing for the
 *   order date;
 * - a return brings its lines back to its warehouse on its return date (deleting it takes them away again).
 * Pending stock is what orders and samples placed by that day still have to take: lines of those awaiting
 * shipment whose payment status is neither canceled nor expired.
 */
import { createHash } from 'node:crypto';

import { AWAITING_SHIPMENT_STATUSES, SHIPPED_STATUSES, UNSHIPPABLE_PAYMENT_STATUSES } from '../core/schemas';
import { everyWordIn } from '../core/search';
import { direction, type ListParams, pageClause, whereClause } from '../core/store';
import type { Database, Queryable } from '../db/database';
import type { StockCount } from './schemas';

interface StockFilters {
  filter_date: string;
  warehouse?: number;
  /** Words of the product's name or SKU. */
  item?: string;
  /** One product, exactly. */
  item_id?: number;
  /** Rows whose current minus pending stock is below this. */
  available_below?: number;
}

/** The sort keys of GET /inventory/stock/count and their SQL. */
export const SORT_COLUMNS = {
  warehouse: 'lower(s.location_name)',
  item: 'lower(s.name)',
  current_stock: 's.current_stock',
  pending_stock: 's.pending_stock',
} as const;

/** A sample's order date: the day it was created, in the business's time zone. */
const SAMPLE_DAY = `(s.created_at AT TIME ZONE 'Asia/Jakarta')::date`;

/**
 * Every movement of the ledger as (item_id, warehouse_id, change, pending): those of a day `dayIs` $1 (`<=`: up to
 * the day; `>`: after it; every day here is NOT NULL, so the two split the ledger), narrowed to one warehouse ($5),
 * one product ($6) and the products `items` lets through, inside each branch so the indexes serve them.
 */
function movements(dayIs: '<=' | '>', items: (item: string) => string) {
  const on = (day: string) => `${day} ${dayIs} $1::date`;
  const product = (item: string) => `($6::int IS NULL OR ${item} = $6) AND ${items(item)}`;
  return `
  SELECT l.item_id, t.ship_to_location_id AS warehouse_id, l.qty AS change, 0 AS pending
  FROM internal_transfers t JOIN internal_transfer_lines l ON l.internal_transfer_id = t.id
  WHERE t.type IN ('purchases', 'inter_warehouse') AND ${on('t.to_date')}
    AND ($5::int IS NULL OR t.ship_to_location_id = $5) AND ${product('l.item_id')}
  UNION ALL
  SELECT l.item_id, t.ship_from_location_id, -l.qty, 0
  FROM internal_transfers t JOIN internal_transfer_lines l ON l.internal_transfer_id = t.id
  WHERE t.type IN ('inter_warehouse', 'purchase_return') AND ${on('t.from_date')}
    AND ($5::int IS NULL OR t.ship_from_location_id = $5) AND ${product('l.item_id')}
  UNION ALL
  SELECT l.item_id, t.ship_from_location_id, l.qty, 0
  FROM internal_transfers t JOIN internal_transfer_lines l ON l.internal_transfer_id = t.id
  WHERE t.type = 'adjustment' AND ${on('t.to_date')}
    AND ($5::int IS NULL OR t.ship_from_location_id = $5) AND ${product('l.item_id')}
  UNION ALL
  SELECT ol.item_id, o.ship_from_location_id, -ol.qty, 0
  FROM orders o JOIN order_lines ol ON ol.order_id = o.id
  WHERE o.ship_status = ANY($2::text[]) AND ${on('coalesce(o.shipment_date, o.order_date)')}
    AND o.ship_from_location_id IS NOT NULL
    AND ($5::int IS NULL OR o.ship_from_location_id = $5) AND ${product('ol.item_id')}
  UNION ALL
  SELECT ol.item_id, o.ship_from_location_id, 0, ol.qty
  FROM orders o JOIN order_lines ol ON ol.order_id = o.id
  WHERE o.ship_status = ANY($3::text[]) AND o.order_status <> ALL($4::text[]) AND ${on('o.order_date')}
    AND o.ship_from_location_id IS NOT NULL
    AND ($5::int IS NULL OR o.ship_from_location_id = $5) AND ${product('ol.item_id')}
  UNION ALL
  SELECT sl.item_id, s.ship_from_location_id, -sl.qty, 0
  FROM samples s JOIN sample_lines sl ON sl.sample_id = s.id
  WHERE s.ship_status = ANY($2::text[]) AND ${on(`coalesce(s.shipment_date, ${SAMPLE_DAY})`)}
    AND ($5::int IS NULL OR s.ship_from_location_id = $5) AND ${product('sl.item_id')}
  UNION ALL
  SELECT sl.item_id, s.ship_from_location_id, 0, sl.qty
  FROM samples s JOIN sample_lines sl ON sl.sample_id = s.id
  WHERE s.ship_status = ANY($3::text[]) AND s.status <> ALL($4::text[]) AND ${on(SAMPLE_DAY)}
    AND ($5::int IS NULL OR s.ship_from_location_id = $5) AND ${product('sl.item_id')}
  UNION ALL
  SELECT rl.item_id, r.ship_to_location_id, rl.qty, 0
  FROM returns r JOIN return_lines rl ON rl.return_id = r.id
  WHERE ${on('r.return_date')}
    AND ($5::int IS NULL OR r.ship_to_location_id = $5) AND ${product('rl.item_id')}`;
}

/** The parameters $1 to $6 of `movements`. */
const movementParams = (day: string, warehouse: number | null, item: number | null) => [
  day,
  [...SHIPPED_STATUSES],
  [...AWAITING_SHIPMENT_STATUSES],
  [...UNSHIPPABLE_PAYMENT_STATUSES],
  warehouse,
  item,
];

/**
 * The ledger's totals (migrations/016_stock_totals.sql): per product and warehouse, every movement summed whatever
 * its day (the movements up to 'infinity'). They are kept exact this way: a write marks the products it moves (in
 * its own transaction, by trigger); a fold deletes the marks it sees, then sums those products anew (a later
 * statement, so it sees at least what the marks stood for; a mark made meanwhile stays for the next fold); a count
 * reads a product's totals only while it is unmarked, in one statement, so each product is either folded with all
 * it sees or summed from its movements. The basis names what the totals are sums of: a change to how they are
 * summed or to the statuses read makes every total unread until a fold sums the whole ledger again.
 */
const ALL_TIME = 'infinity';
/** Sums the products $7 (every product when null) anew, with `movementParams(ALL_TIME, null, null)` and $7. */
const FOLD = `
  INSERT INTO stock_totals (item_id, warehouse_id, current_stock, pending_stock, movements)
  SELECT item_id, warehouse_id, sum(change), sum(pending), count(*)
  FROM (${movements('<=', (item) => `($7::int[] IS NULL OR ${item} = ANY($7))`)}) m
  WHERE warehouse_id IS NOT NULL GROUP BY item_id, warehouse_id`;
const BASIS = createHash('sha256')
  .update(JSON.stringify([FOLD, movementParams(ALL_TIME, null, null)]))
  .digest('hex');
/** The folds' advisory lock, in the single-key space (the other advisory locks here take two keys). */
const FOLD_LOCK = 16;

/** Products whose totals are not read: marked since the last fold, or all of them while the totals are of another basis. */
const UNFOLDED = `SELECT item_id FROM stock_moved_items
  UNION SELECT id FROM products WHERE NOT EXISTS (SELECT 1 FROM stock_totals_basis WHERE basis = $7)`;

/** The stock of the products `items` lets through, summed from their movements up to $1, with their names. */
const summed = (items: (item: string) => string) => `
  SELECT p.id AS item_id, w.id AS warehouse_id, sum(m.change)::int AS current_stock, sum(m.pending)::int AS pending_stock,
         w.location_name, p.name, p.sku
  FROM (${movements('<=', items)}) m JOIN warehouses w ON w.id = m.warehouse_id JOIN products p ON p.id = m.item_id
  GROUP BY p.id, w.id`;

/**
 * Every product and warehouse's stock up to $1 with a movement by then, with their names: the totals less what moves
 * after the day, for folded products; summed from their movements for the others (read only when there are any:
 * none, as a rule, right after a fold). Each part joins the names itself, where the planner knows how many rows
 * it joins.
 */
const STOCK = `
  WITH unfolded AS MATERIALIZED (${UNFOLDED}),
  later AS MATERIALIZED (
    SELECT item_id, warehouse_id, sum(change) AS change, sum(pending) AS pending, count(*) AS movements
    FROM (${movements('>', (item) => `${item} <> ALL(ARRAY(SELECT item_id FROM unfolded))`)}) m
    GROUP BY item_id, warehouse_id)
  SELECT k.item_id, k.warehouse_id, (k.current_stock - coalesce(l.change, 0))::int AS current_stock,
         (k.pending_stock - coalesce(l.pending, 0))::int AS pending_stock, w.location_name, p.name, p.sku
  FROM stock_totals k JOIN warehouses w ON w.id = k.warehouse_id JOIN products p ON p.id = k.item_id
    LEFT JOIN later l ON l.item_id = k.item_id AND l.warehouse_id = k.warehouse_id
  WHERE ($5::int IS NULL OR k.warehouse_id = $5) AND ($6::int IS NULL OR k.item_id = $6)
    AND k.item_id <> ALL(ARRAY(SELECT item_id FROM unfolded))
    -- none of its movements by the day: all come after it
    AND NOT EXISTS (
      SELECT FROM later a WHERE a.item_id = k.item_id AND a.warehouse_id = k.warehouse_id AND a.movements >= k.movements)
  UNION ALL
  SELECT * FROM (${summed((item) => `${item} = ANY(ARRAY(SELECT item_id FROM unfolded))`)}) moved
  WHERE EXISTS (SELECT FROM unfolded)`;

/**
 * Folds the products moved since the last fold into the totals (the whole ledger when they are of another basis),
 * so that counts read them instead of their movements. One fold at a time: when another runs, this one leaves it
 * the work (counts stay exact meanwhile).
 */
export async function foldStockTotals(db: Database): Promise<void> {
  const [state] = await db.query<{ moved: boolean; basis: string | null }>(
    'SELECT EXISTS (SELECT 1 FROM stock_moved_items) AS moved, (SELECT basis FROM stock_totals_basis) AS basis',
  );
  if (!state!.moved && state!.basis === BASIS) return;
  await db.transaction(async (tx) => {
    const [lock] = await tx.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS locked', [FOLD_LOCK]);
    if (!lock!.locked) return;
    const [kept] = await tx.query<{ basis: string }>('SELECT basis FROM stock_totals_basis');
    const moved = await tx.query<{ item_id: number }>('DELETE FROM stock_moved_items RETURNING item_id');
    // null: every product.
    const items = kept?.basis === BASIS ? [...new Set(moved.map((row) => row.item_id))] : null;
    if (items?.length === 0) return;
    await tx.query('DELETE FROM stock_totals WHERE $1::int[] IS NULL OR item_id = ANY($1)', [items]);
    await tx.query(FOLD, [...movementParams(ALL_TIME, null, null), items]);
    if (items) return;
    await tx.query('DELETE FROM stock_totals_basis');
    await tx.query('INSERT INTO stock_totals_basis (basis) VALUES ($1)', [BASIS]);
  });
}

/** The latest count a correction recorded for the row's product and warehouse, up to $1. */
const LAST_COUNT = `(
  SELECT l.counted_qty FROM internal_transfers t JOIN internal_transfer_lines l ON l.internal_transfer_id = t.id
  WHERE t.type = 'adjustment' AND t.ship_from_location_id = s.warehouse_id AND l.item_id = s.item_id
    AND l.counted_qty IS NOT NULL AND t.to_date <= $1::date
  ORDER BY t.to_date DESC, t.id DESC, l.id DESC LIMIT 1)`;

type StockRow = StockCount & { total: number };

/**
 * One page of stock counts (a row per product and warehouse that anything has moved or is pending for) and
 * the number of all, in one statement.
 */
export async function listStockCounts(
  db: Queryable,
  query: ListParams<typeof SORT_COLUMNS> & StockFilters,
): Promise<{ rows: StockCount[]; count: number }> {
  // One product (what a correction reads) is summed from its movements, few and read by index; more from the totals.
  const oneProduct = query.item_id !== undefined;
  const where = whereClause([
    ...movementParams(query.filter_date, query.warehouse ?? null, query.item_id ?? null),
    ...(oneProduct ? [] : [BASIS]),
  ]);
  const search = query.item?.trim();
  if (search) where.add((p) => everyWordIn(`concat_ws(' ', s.name, s.sku)`, p), search);
  // In bigint: the difference of two int sums may pass int's range, where the gateway's arithmetic does not fail.
  if (query.available_below !== undefined)
    where.add((p) => `s.current_stock::bigint - s.pending_stock < ${p}`, query.available_below);
  const paging = pageClause(query, where.params);
  const orderBy = `${SORT_COLUMNS[query.orderby]} ${direction(query.desc)}, lower(s.name), s.warehouse_id, s.item_id`;
  // The page is chosen and counted first; only its rows are then built.
  const rows = await db.query<StockRow>(
    `WITH page AS (
       SELECT s.*, count(*) OVER ()::int AS total FROM (${oneProduct ? summed(() => 'true') : STOCK}) s
       ${where.sql()} ORDER BY ${orderBy} ${paging.sql})
     SELECT s.item_id AS "ItemId", s.warehouse_id AS "WarehouseId",
            json_build_object('LocationName', s.location_name) AS "Warehouse",
            json_build_object('name', s.name, 'sku', s.sku) AS "Item",
            s.current_stock AS "CurrentStock", ${LAST_COUNT} AS "RealStock", s.pending_stock AS "PendingStock", s.total
     FROM page s ORDER BY ${orderBy}`,
    [...where.params, ...paging.params],
  );
  // A page past the last has no row to carry the total: count again without paging.
  const count: number =
    rows[0]?.total ??
    (query.page > 1 && query.per_page !== -1 ? (await listStockCounts(db, { ...query, page: 1 })).count : 0);
  return { rows: rows.map(({ total: _total, ...row }) => row), count };
}

/** The current stock of one product at one warehouse up to a day: 0 when nothing ever moved it. */
export async function currentStock(db: Queryable, itemId: number, warehouseId: number, day: string): Promise<number> {
  const { rows } = await listStockCounts(db, {
    filter_date: day,
    warehouse: warehouseId,
    item_id: itemId,
    orderby: 'warehouse',
    desc: false,
    page: 1,
    per_page: 1,
  });
  return rows[0]?.CurrentStock ?? 0;
}
