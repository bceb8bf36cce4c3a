import { formatRupiah } from '@backoffice/schema/rules/money';

import { HttpError, notFound } from '../core/errors';
import { SHIPPED_STATUSES } from '../core/schemas';
import { everyWordIn } from '../core/search';
import {
  direction,
  fullName,
  lineField,
  listPage,
  type ListParams,
  lockUntilCommit,
  productRef,
  recordTimes,
  requireExisting,
  type Stored,
  withRecordLines,
} from '../core/store';
import { jsonLinesParser } from '../core/validation';
import type { Queryable } from '../db/database';
import { type Return, type ReturnableProduct, type ReturnBody, ReturnLinesBody } from './schemas';

const CUSTOMER_NAME = fullName('cu');

/** The joins the list's customer search needs. */
const ORDER_JOINS = `
  JOIN orders o ON o.id = r.order_id
  LEFT JOIN customers cu ON cu.id = o.customer_id`;

/** A return as the contract shows it, but for its lines and times. */
const SELECT = `
  SELECT r.id, r.status, r.action, to_char(r.return_date, 'YYYY-MM-DD') AS return_date, r.order_id AS "OrderId",
         json_build_object('id', o.id, 'order_date', to_char(o.order_date, 'YYYY-MM-DD'), 'CustomerId', o.customer_id,
           'Customer', CASE WHEN cu.id IS NULL THEN NULL ELSE json_build_object('id', cu.id, 'fullName', ${CUSTOMER_NAME},
             'CustomerContact', json_build_object('contactNo', cu.contact_no)) END) AS "Order",
         r.ship_to_location_id AS "ShipFromLocationId", json_build_object('id', w.id, 'LocationName', w.location_name) AS "ShipFromLocation",
         r.delivery_method_id AS ship_by,
         CASE WHEN dm.id IS NULL THEN NULL ELSE json_build_object('id', dm.id, 'CourierCompany', dm.courier_company) END AS "ShipBy",
         r.money_returned, r.memo, ${recordTimes('r')}
  FROM returns r
  ${ORDER_JOINS}
  JOIN warehouses w ON w.id = r.ship_to_location_id
  LEFT JOIN delivery_methods dm ON dm.id = r.delivery_method_id`;

type ReturnRow = Stored<Omit<Return, 'items'>>;

/** The sort keys of GET /returns and their SQL. */
export const SORT_COLUMNS = { created_at: 'r.created_at', id: 'r.id', order_id: 'r.order_id' } as const;

interface ReturnFilters {
  /** Words of the order's customer's full name, in any case. */
  customer?: string;
}

/**
 * GET /returns. The old screen matched the customer's name case-sensitively; any case matches here
 * (a deliberate fix: staff type names as they come).
 */
export async function listReturns(db: Queryable, query: ListParams<typeof SORT_COLUMNS> & ReturnFilters) {
  const search = query.customer?.trim();
  const { rows, count } = await listPage<ReturnRow>(
    db,
    {
      select: SELECT,
      from: `returns r ${ORDER_JOINS}`,
      where: search ? `WHERE ${everyWordIn(CUSTOMER_NAME, '$1')}` : '',
      params: search ? [search] : [],
      orderBy: `${SORT_COLUMNS[query.orderby]} ${direction(query.desc)}, r.id ${direction(query.desc)}`,
    },
    query,
  );
  return { rows: await withLines(db, rows), count };
}

export async function findReturn(db: Queryable, id: number): Promise<Return> {
  const [row] = await db.query<ReturnRow>(`${SELECT} WHERE r.id = $1`, [id]);
  if (!row) throw notFound('Return', id);
  return (await withLines(db, [row]))[0]!;
}

/** The lines of all the returns at once: one query for a page, not one per return. */
const withLines = (db: Queryable, rows: ReturnRow[]): Promise<Return[]> =>
  withRecordLines<Return['items'][number], 'items', ReturnRow>(
    db,
    rows,
    'items',
    `SELECT l.return_id AS record_id, l.id, l.item_id AS "ItemId", l.qty, l.price, ${productRef('p')}
     FROM return_lines l JOIN products p ON p.id = l.item_id
     WHERE l.return_id = ANY($1::int[]) ORDER BY l.position`,
  );

/**
 * Per product of the order, in the order's line order: how many it holds over all its lines, how many its
 * returns took back, what a new return can still take, and the unit price the order charged (its first line
 * of the product, else the product's retail price, else 0). Empty for an order without lines.
 */
export async function returnableProducts(db: Queryable, orderId: number): Promise<ReturnableProduct[]> {
  return db.query<ReturnableProduct>(
    `WITH ordered AS (
       SELECT item_id, sum(qty)::int AS ordered_qty, min(position) AS first_position, (array_agg(price ORDER BY position))[1] AS first_price
       FROM order_lines WHERE order_id = $1 GROUP BY item_id),
     returned AS (
       SELECT l.item_id, sum(l.qty)::int AS returned_qty
       FROM returns r JOIN return_lines l ON l.return_id = r.id WHERE r.order_id = $1 GROUP BY l.item_id)
     SELECT d.item_id AS "ItemId", p.name, d.ordered_qty, coalesce(t.returned_qty, 0) AS returned_qty,
            greatest(d.ordered_qty - coalesce(t.returned_qty, 0), 0) AS returnable_qty,
            coalesce(d.first_price, p.retail_price, 0) AS price
     FROM ordered d JOIN products p ON p.id = d.item_id LEFT JOIN returned t ON t.item_id = d.item_id
     ORDER BY d.first_position`,
    [orderId],
  );
}

/** GET /orders/{id}/returnable: 404 for an unknown order. */
export async function findReturnable(db: Queryable, orderId: number): Promise<ReturnableProduct[]> {
  const [order] = await db.query('SELECT 1 FROM orders WHERE id = $1', [orderId]);
  if (!order) throw notFound('Order', orderId);
  return returnableProducts(db, orderId);
}

/** The `items` JSON text as lines, or a 400 naming the first wrong field (items.0.qty). */
const parseLines = jsonLinesParser(ReturnLinesBody);

/** Each line must name a product of the order and take no more than it still holds, counting this return's earlier lines. */
async function checkLines(db: Queryable, orderId: number, lines: Array<{ ItemId: number; qty: number }>) {
  const returnable = new Map((await returnableProducts(db, orderId)).map((product) => [product.ItemId, product]));
  const taken = new Map<number, number>();
  for (const [index, line] of lines.entries()) {
    const product = returnable.get(line.ItemId);
    if (!product) {
      const [known] = await db.query<{ name: string }>('SELECT name FROM products WHERE id = $1', [line.ItemId]);
      const name = known?.name ?? `product ${line.ItemId}`;
      throw new HttpError(409, `Line ${index + 1}: order ${orderId} holds no ${name}`, lineField(index, 'ItemId'));
    }
    const left = product.returnable_qty - (taken.get(line.ItemId) ?? 0);
    if (line.qty > left) {
      throw new HttpError(
        409,
        `Line ${index + 1}: order ${orderId} holds ${left} of ${product.name} not yet returned, not ${line.qty}`,
        lineField(index, 'qty'),
      );
    }
    taken.set(line.ItemId, (taken.get(line.ItemId) ?? 0) + line.qty);
  }
  return returnable;
}

/**
 * The money returned cannot exceed what the returned lines are worth at the prices they are taken back at (the
 * order's unit price of each product, as their lines store it): 400 naming money_returned, the bound in rupiah.
 */
function checkMoneyReturned(
  moneyReturned: number,
  lines: Array<{ ItemId: number; qty: number }>,
  returnable: Map<number, ReturnableProduct>,
) {
  const value = lines.reduce((sum, line) => sum + line.qty * returnable.get(line.ItemId)!.price, 0);
  if (moneyReturned > value) {
    throw new HttpError(
      400,
      `money_returned cannot exceed ${formatRupiah(value)}, the value of the returned items`,
      'money_returned',
    );
  }
}

/**
 * Only goods that left can come back: a return of an order that has not shipped (core/schemas.ts
 * SHIPPED_STATUSES) would add stock the ledger never took away.
 */
async function requireShipped(db: Queryable, orderId: number) {
  const [order] = await db.query<{ ship_status: string }>('SELECT ship_status FROM orders WHERE id = $1', [orderId]);
  if (!(SHIPPED_STATUSES as readonly string[]).includes(order!.ship_status)) {
    throw new HttpError(409, `Order ${orderId} has not shipped: only a shipped order can be returned`, 'OrderId');
  }
}

/**
 * Creates the return in the caller's transaction and answers its id. The order is locked for the rest of the
 * transaction before its returnable quantities are read, so two returns of the same last units cannot both pass.
 */
export async function createReturn(db: Queryable, body: ReturnBody): Promise<number> {
  const lines = parseLines(body.items);
  await requireExisting(db, 'order', 'OrderId', body.OrderId);
  await requireExisting(db, 'warehouse', 'ShipFromLocationId', body.ShipFromLocationId);
  await requireExisting(db, 'courier', 'ship_by', body.ship_by);
  await lockUntilCommit(db, 'orderReturns', body.OrderId);
  await requireShipped(db, body.OrderId);
  const returnable = await checkLines(db, body.OrderId, lines);
  checkMoneyReturned(body.money_returned ?? 0, lines, returnable);
  const [created] = await db.query<{ id: number }>(
    `INSERT INTO returns (order_id, delivery_method_id, ship_to_location_id, action, money_returned, memo, return_date)
     VALUES ($1, $2, $3, $4, $5, $6, coalesce($7::date, current_date)) RETURNING id`,
    [
      body.OrderId,
      body.ship_by ?? null,
      body.ShipFromLocationId,
      body.action,
      body.money_returned ?? 0,
      body.memo?.trim() || null,
      body.return_date ?? null,
    ],
  );
  for (const [position, line] of lines.entries()) {
    await db.query('INSERT INTO return_lines (return_id, item_id, qty, price, position) VALUES ($1, $2, $3, $4, $5)', [
      created!.id,
      line.ItemId,
      line.qty,
      returnable.get(line.ItemId)!.price,
      position,
    ]);
  }
  return created!.id;
}

/** Deletes the return (its lines go with it, and so the stock they brought back) and answers it as it was. */
export async function deleteReturn(db: Queryable, id: number): Promise<Return> {
  const found = await findReturn(db, id);
  await db.query('DELETE FROM returns WHERE id = $1', [id]);
  return found;
}
