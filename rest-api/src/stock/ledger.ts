/**
 * The stock ledger: stock is never stored, it is the sum of what moved, so no figure can drift from the
 * movements that explain it. Per product and warehouse, up to a day (inclusive):
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
import { AWAITING_SHIPMENT_STATUSES, SHIPPED_STATUSES, UNSHIPPABLE_PAYMENT_STATUSES } from '../core/schemas';
import { everyWordIn } from '../core/search';
import { direction, type ListParams, pageClause, whereClause } from '../core/store';
import type { Queryable } from '../db/database';
import type { StockCount } from './schemas';

interface StockFilters {
  filter_date: string;
  warehouse?: number;
  /** Words of the product's name or SKU. */
  item?: string;
  /** One product, exactly. */
  item_id?: number;
}

/** The sort keys of GET /inventory/stock/count and their SQL. */
export const SORT_COLUMNS = {
  warehouse: 'lower(w.location_name)',
  item: 'lower(p.name)',
  current_stock: 's.current_stock',
  pending_stock: 's.pending_stock',
} as const;

/** A sample's order date: the day it was created, in the business's time zone. */
const SAMPLE_DAY = `(s.created_at AT TIME ZONE 'Asia/Jakarta')::date`;

/**
 * Every movement of the ledger up to $1, as (item_id, warehouse_id, change, pending), narrowed to one
 * warehouse ($5) and one product ($6) when given, inside each branch so the indexes serve them.
 */
const MOVEMENTS = `
  SELECT l.item_id, t.ship_to_location_id AS warehouse_id, l.qty AS change, 0 AS pending
  FROM internal_transfers t JOIN internal_transfer_lines l ON l.internal_transfer_id = t.id
  WHERE t.type IN ('purchases', 'inter_warehouse') AND t.to_date <= $1::date
    AND ($5::int IS NULL OR t.ship_to_location_id = $5) AND ($6::int IS NULL OR l.item_id = $6)
  UNION ALL
  SELECT l.item_id, t.ship_from_location_id, -l.qty, 0
  FROM internal_transfers t JOIN internal_transfer_lines l ON l.internal_transfer_id = t.id
  WHERE t.type IN ('inter_warehouse', 'purchase_return') AND t.from_date <= $1::date
    AND ($5::int IS NULL OR t.ship_from_location_id = $5) AND ($6::int IS NULL OR l.item_id = $6)
  UNION ALL
  SELECT l.item_id, t.ship_from_location_id, l.qty, 0
  FROM internal_transfers t JOIN internal_transfer_lines l ON l.internal_transfer_id = t.id
  WHERE t.type = 'adjustment' AND t.to_date <= $1::date
    AND ($5::int IS NULL OR t.ship_from_location_id = $5) AND ($6::int IS NULL OR l.item_id = $6)
  UNION ALL
  SELECT ol.item_id, o.ship_from_location_id, -ol.qty, 0
  FROM orders o JOIN order_lines ol ON ol.order_id = o.id
  WHERE o.ship_status = ANY($2::text[]) AND coalesce(o.shipment_date, o.order_date) <= $1::date
    AND o.ship_from_location_id IS NOT NULL
    AND ($5::int IS NULL OR o.ship_from_location_id = $5) AND ($6::int IS NULL OR ol.item_id = $6)
  UNION ALL
  SELECT ol.item_id, o.ship_from_location_id, 0, ol.qty
  FROM orders o JOIN order_lines ol ON ol.order_id = o.id
  WHERE o.ship_status = ANY($3::text[]) AND o.order_status <> ALL($4::text[]) AND o.order_date <= $1::date
    AND o.ship_from_location_id IS NOT NULL
    AND ($5::int IS NULL OR o.ship_from_location_id = $5) AND ($6::int IS NULL OR ol.item_id = $6)
  UNION ALL
  SELECT sl.item_id, s.ship_from_location_id, -sl.qty, 0
  FROM samples s JOIN sample_lines sl ON sl.sample_id = s.id
  WHERE s.ship_status = ANY($2::text[]) AND coalesce(s.shipment_date, ${SAMPLE_DAY}) <= $1::date
    AND ($5::int IS NULL OR s.ship_from_location_id = $5) AND ($6::int IS NULL OR sl.item_id = $6)
  UNION ALL
  SELECT sl.item_id, s.ship_from_location_id, 0, sl.qty
  FROM samples s JOIN sample_lines sl ON sl.sample_id = s.id
  WHERE s.ship_status = ANY($3::text[]) AND s.status <> ALL($4::text[]) AND ${SAMPLE_DAY} <= $1::date
    AND ($5::int IS NULL OR s.ship_from_location_id = $5) AND ($6::int IS NULL OR sl.item_id = $6)
  UNION ALL
  SELECT rl.item_id, r.ship_to_location_id, rl.qty, 0
  FROM returns r JOIN return_lines rl ON rl.return_id = r.id
  WHERE r.return_date <= $1::date
    AND ($5::int IS NULL OR r.ship_to_location_id = $5) AND ($6::int IS NULL OR rl.item_id = $6)`;

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
  const where = whereClause([
    query.filter_date,
    [...SHIPPED_STATUSES],
    [...AWAITING_SHIPMENT_STATUSES],
    [...UNSHIPPABLE_PAYMENT_STATUSES],
    query.warehouse ?? null,
    query.item_id ?? null,
  ]);
  const search = query.item?.trim();
  if (search) where.add((p) => everyWordIn(`concat_ws(' ', p.name, p.sku)`, p), search);
  const paging = pageClause(query, where.params);
  const rows = await db.query<StockRow>(
    `WITH movements AS (${MOVEMENTS}),
     s AS (SELECT item_id, warehouse_id, sum(change)::int AS current_stock, sum(pending)::int AS pending_stock
           FROM movements GROUP BY item_id, warehouse_id)
     SELECT s.item_id AS "ItemId", s.warehouse_id AS "WarehouseId",
            json_build_object('LocationName', w.location_name) AS "Warehouse",
            json_build_object('name', p.name, 'sku', p.sku) AS "Item",
            s.current_stock AS "CurrentStock", ${LAST_COUNT} AS "RealStock", s.pending_stock AS "PendingStock",
            count(*) OVER ()::int AS total
     FROM s JOIN warehouses w ON w.id = s.warehouse_id JOIN products p ON p.id = s.item_id
     ${where.sql()}
     ORDER BY ${SORT_COLUMNS[query.orderby]} ${direction(query.desc)}, lower(p.name), s.warehouse_id, s.item_id
     ${paging.sql}`,
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
