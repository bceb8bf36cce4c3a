import { trackedOrderRefusal } from '@backoffice/schema/rules/bulkOrders';
import { MAX_INT } from '@backoffice/schema/rules/number';

import { HttpError, notFound } from '../core/errors';
import { type ShipStatus } from '../core/schemas';
import { everyWordIn } from '../core/search';
import {
  checkLocation,
  cityJoin,
  cityWithProvinceObject,
  columnValues,
  direction,
  fullName,
  insertRecord,
  lineError,
  lineField,
  listPage,
  type ListParams,
  lockUntilCommit,
  recordTimes,
  requireExisting,
  type Stored,
  updateRecord,
  whereClause,
  withIsoTimes,
} from '../core/store';
import type { Queryable } from '../db/database';
import {
  type ConsignmentStatusFilter,
  type Order,
  type OrderCreateBody,
  type OrderLite,
  type OrderUpdateBody,
  UNTRACKED_STATUSES,
} from './schemas';

const FULL_NAME = fullName('cu');
const city = cityJoin('o', 'city_id', 'City', 'c');
const shipFromCity = cityJoin('w', 'city_id', 'City', 'wc');

/** An order as the contract shows it, but for its lines and times. */
const SELECT = `
  SELECT o.id, to_char(o.order_date, 'YYYY-MM-DD') AS order_date, to_char(o.shipment_date, 'YYYY-MM-DD') AS shipment_date,
         o.order_status AS "OrderStatus", o.ship_status AS "ShipStatus", o.sales_type, o.customer_type, o.customer_id AS "CustomerId",
         CASE WHEN cu.id IS NULL THEN NULL ELSE json_build_object('id', cu.id, 'firstName', cu.first_name,
           'middleName', cu.middle_name, 'lastName', cu.last_name, 'fullName', ${FULL_NAME}, 'company_name', cu.company_name,
           'customer_type', cu.type, 'CustomerContact', json_build_object('contactNo', cu.contact_no, 'email', cu.email)) END AS "Customer",
         o.ship_from_location_id AS "ShipFromLocationId",
         CASE WHEN w.id IS NULL THEN NULL
           ELSE json_build_object('id', w.id, 'LocationName', w.location_name, 'City', ${cityWithProvinceObject('wc', 'wcp')}) END AS "ShipFromLocation",
         o.delivery_method_id AS "DeliveryMethodId",
         CASE WHEN dm.id IS NULL THEN NULL ELSE json_build_object('id', dm.id, 'CourierCompany', dm.courier_company) END AS "DeliveryMethod",
         o.shipto_address AS "ShiptoAddress", o.city_id, o.province_id, o.postal_code, ${city.column},
         o.tax, o.delivery_fee, o.grand_total, o.memo, o.invoice_no, o.tracking_code, o.shipping_method,
         json_build_object('payment_method', o.payment_method) AS "Payment", consignment_status(o.id) AS status,
         ${recordTimes('o')}
  FROM orders o
  LEFT JOIN customers cu ON cu.id = o.customer_id
  LEFT JOIN warehouses w ON w.id = o.ship_from_location_id
  ${shipFromCity.joins}
  LEFT JOIN delivery_methods dm ON dm.id = o.delivery_method_id
  ${city.joins}`;

type OrderRow = Stored<Omit<Order, 'OrderLine'>>;

interface LineRow {
  id: number;
  order_id: number;
  item_id: number;
  qty: number;
  price: number | null;
  name: string;
  sku: string;
  gross_price: number | null;
  retail_price: number | null;
}

/** The sort keys of GET /orders and their SQL. */
export const SORT_COLUMNS = { order_date: 'o.order_date', id: 'o.id', grand_total: 'o.grand_total' } as const;

interface OrderFilters {
  order?: number;
  customer?: string;
  sales_type?: string;
  start_date?: string;
  end_date?: string;
  status?: string;
  ship_from?: number;
  shipment_status?: string;
  customer_type?: string;
  has_tracking_code?: boolean;
  consignment_status?: ConsignmentStatusFilter;
}

/**
 * The white space JavaScript's trim() removes (ECMAScript's WhiteSpace and LineTerminator), as a bracket expression's
 * character entries: a code holding any other character is a tracking code, as this API's tracking rule
 * (checkStatusFitsTracking) and the shipment status rule (statusOnSave) read one, so has_tracking_code and the
 * status an order may take agree on every code, whoever wrote it.
 */
const TRIMMED = String.raw`\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff`;
/** Whether the order has a tracking code: false for none as for a blank one. */
const HAS_TRACKING_CODE = `coalesce(o.tracking_code ~ '[^${TRIMMED}]', false)`;

/** Orders with a consignment invoice: consignment_status (migration 010) is null, Pending, for the others. */
const INVOICED = 'EXISTS (SELECT FROM consignment_invoices ci WHERE ci.order_id = o.id)';

/**
 * The invoiced orders with something left to invoice, those consignment_status (migration 010) finds On Process:
 * a product of which the order's lines hold more than its invoices. The same test for every invoiced order at once,
 * as joins of sums: called per order, the function took the On Process list 330 ms (p50, 5,700 invoiced orders of
 * 100,000 on PostgreSQL), these joins 55 ms.
 */
const LEFT_TO_INVOICE = `
  SELECT l.order_id
  FROM (SELECT order_id, item_id, sum(qty) AS qty FROM order_lines
        WHERE order_id IN (SELECT order_id FROM consignment_invoices) GROUP BY order_id, item_id) l
  LEFT JOIN (SELECT ci.order_id, ii.item_id, sum(ii.qty) AS qty
             FROM consignment_invoices ci JOIN consignment_invoice_items ii ON ii.consignment_invoice_id = ci.id
             GROUP BY ci.order_id, ii.item_id) i ON i.order_id = l.order_id AND i.item_id = l.item_id
  WHERE l.qty > coalesce(i.qty, 0)`;

/** Each consignment_status filter as a condition on the order `o`. */
const CONSIGNMENT_STATUS_CONDITIONS: Record<ConsignmentStatusFilter, string> = {
  pending: `NOT ${INVOICED}`,
  on_process: `${INVOICED} AND o.id IN (${LEFT_TO_INVOICE})`,
  done: `${INVOICED} AND o.id NOT IN (${LEFT_TO_INVOICE})`,
};

/** fullName('m') as migration 015's trigram index holds it: the same text (first_name is NOT NULL), immutable. */
const INDEXED_NAME = `(m.first_name || coalesce(' ' || m.middle_name, '') || coalesce(' ' || m.last_name, ''))`;

/**
 * The customer search (`text`, parameter `param`): customers are matched first, then their orders by index. The
 * match is everyWordIn's, and each word again as a plain ILIKE, which the trigram index serves and the planner
 * can count (how few customers a rare name leaves decides between the orders' date index and the customers'
 * orders). PostgreSQL splits the text as everyWordIn does; a parameter is a constant when the statement is
 * planned, so each `[k]` folds to a word. Counting the words here only says how many ILIKEs to write: a position
 * past PostgreSQL's last word is '', which every name matches, so the meaning stays everyWordIn's.
 */
function customerSearch(param: string, text: string): string {
  const word = (k: number) => `coalesce((regexp_split_to_array(${param}, '\\s+'))[${k}], '')`;
  const eachWord = text.split(/\s+/).map((_, k) => `${INDEXED_NAME} ILIKE '%' || ${word(k + 1)} || '%'`);
  return `o.customer_id IN (SELECT m.id FROM customers m WHERE ${eachWord.join(' AND ')} AND ${everyWordIn(fullName('m'), param)})`;
}

/**
 * The WHERE clause of the list, with each filter of the orders screen (spec 001 §2), 002's customer_type, and the
 * work queues' tracking code and consignment status (core/profile.ts: extensions).
 */
function filtersWhere(filters: OrderFilters): { sql: string; params: unknown[] } {
  const { add, addFixed, params, sql } = whereClause();
  if (filters.order) add((p) => `o.id = ${p}`, filters.order);
  const customer = filters.customer?.trim();
  if (customer) add((p) => customerSearch(p, customer), customer);
  const channels = filters.sales_type
    ?.split(',')
    .map((channel) => channel.trim())
    .filter(Boolean);
  if (channels?.length) add((p) => `o.sales_type = ANY(${p}::text[])`, channels);
  if (filters.start_date) add((p) => `o.order_date >= ${p}::date`, filters.start_date);
  if (filters.end_date) add((p) => `o.order_date <= ${p}::date`, filters.end_date);
  if (filters.status) add((p) => `o.order_status = ${p}`, filters.status);
  if (filters.ship_from) add((p) => `o.ship_from_location_id = ${p}`, filters.ship_from);
  if (filters.shipment_status) add((p) => `o.ship_status = ${p}`, filters.shipment_status);
  if (filters.customer_type) add((p) => `o.customer_type = ${p}`, filters.customer_type);
  if (filters.has_tracking_code !== undefined) add((p) => `${HAS_TRACKING_CODE} = ${p}`, filters.has_tracking_code);
  if (filters.consignment_status) addFixed(CONSIGNMENT_STATUS_CONDITIONS[filters.consignment_status]);
  return { sql: sql(), params };
}

export async function listOrders(db: Queryable, query: ListParams<typeof SORT_COLUMNS> & OrderFilters) {
  const where = filtersWhere(query);
  const { rows, count } = await listPage<OrderRow>(
    db,
    {
      select: SELECT,
      from: 'orders o LEFT JOIN customers cu ON cu.id = o.customer_id',
      where: where.sql,
      params: where.params,
      orderBy: `${SORT_COLUMNS[query.orderby]} ${direction(query.desc)}, o.id ${direction(query.desc)}`,
      key: 'o.id',
    },
    query,
  );
  return { rows: await withLines(db, rows), count };
}

/** Every order id with its date and customer, newest first. */
export const listOrdersLite = (db: Queryable) =>
  db.query<OrderLite>(
    `SELECT o.id, to_char(o.order_date, 'YYYY-MM-DD') AS order_date, ${FULL_NAME} AS customer
     FROM orders o LEFT JOIN customers cu ON cu.id = o.customer_id ORDER BY o.id DESC`,
  );

export async function findOrder(db: Queryable, id: number): Promise<Order> {
  const [row] = await db.query<OrderRow>(`${SELECT} WHERE o.id = $1`, [id]);
  if (!row) throw notFound('Order', id);
  return (await withLines(db, [row]))[0]!;
}

/** The lines of all the orders at once: one query for a page, not one per order. */
async function withLines(db: Queryable, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const lines = await db.query<LineRow>(
    `SELECT l.id, l.order_id, l.item_id, l.qty, l.price, p.name, p.sku, p.gross_price, p.retail_price
     FROM order_lines l JOIN products p ON p.id = l.item_id
     WHERE l.order_id = ANY($1::int[]) ORDER BY l.order_id, l.position`,
    [rows.map((row) => row.id)],
  );
  return rows.map((row) =>
    toOrder(
      row,
      lines.filter((line) => line.order_id === row.id),
    ),
  );
}

function toOrder(row: OrderRow, lines: LineRow[]): Order {
  return {
    ...withIsoTimes(row),
    OrderLine: {
      items: lines.map((line) => ({
        id: line.id,
        ItemId: line.item_id,
        qty: line.qty,
        price: line.price,
        Item: {
          id: line.item_id,
          name: line.name,
          sku: line.sku,
          gross_price: line.gross_price,
          retail_price: line.retail_price,
        },
      })),
      grand_total: row.grand_total,
    },
  };
}

/** Every reference of the body must exist, and the city must lie in the province: each refusal names its field. */
async function checkReferences(db: Queryable, body: OrderUpdateBody) {
  await requireExisting(db, 'customer', 'CustomerId', body.CustomerId);
  await requireExisting(db, 'warehouse', 'ShipFromLocationId', body.ShipFromLocationId);
  await requireExisting(db, 'courier', 'DeliveryMethodId', body.DeliveryMethodId);
  if (body.city_id !== undefined || body.province_id !== undefined) {
    await checkLocation(
      db,
      { provinceId: body.province_id, cityId: body.city_id },
      { province: 'province_id', city: 'city_id' },
    );
  }
  for (const [index, line] of (body.items ?? []).entries()) {
    await requireExisting(db, 'product', lineField(index, 'ItemId'), line.ItemId);
  }
}

/**
 * The order's total is an integer column: lines whose quantity times price add up past it are refused, naming the
 * quantity of the line where the sum overflows, rather than failing later as a 500.
 */
function checkLineTotals(items: OrderUpdateBody['items']) {
  let total = 0;
  for (const [index, line] of (items ?? []).entries()) {
    total += line.qty * (line.price ?? 0);
    if (total > MAX_INT) throw lineError(400, index, 'qty', `makes the order's total larger than ${MAX_INT} rupiah`);
  }
}

/**
 * An order's new lines must still hold what its invoices took of each product (PUT /orders/{id}), else what
 * was invoiced would exceed what was ordered: checked under the invoices' lock on the order, so an invoice
 * saved at the same moment is counted.
 */
async function requireLinesCoverInvoices(
  db: Queryable,
  orderId: number,
  lines: Array<{ ItemId: number; qty: number }>,
) {
  await lockUntilCommit(db, 'orderInvoices', orderId);
  const invoiced = await db.query<{ ItemId: number; name: string; qty: number }>(
    `SELECT ii.item_id AS "ItemId", p.name, sum(ii.qty)::int AS qty
     FROM consignment_invoices ci JOIN consignment_invoice_items ii ON ii.consignment_invoice_id = ci.id JOIN products p ON p.id = ii.item_id
     WHERE ci.order_id = $1 GROUP BY ii.item_id, p.name ORDER BY min(ii.id)`,
    [orderId],
  );
  for (const product of invoiced) {
    const ordered = lines.filter((line) => line.ItemId === product.ItemId).reduce((sum, line) => sum + line.qty, 0);
    if (ordered < product.qty) {
      throw new HttpError(
        409,
        `Order ${orderId}'s invoices hold ${product.qty} of ${product.name}: its lines cannot hold ${ordered}`,
        'items',
      );
    }
  }
}

const COLUMNS: Record<keyof Omit<OrderUpdateBody, 'items'>, string> = {
  CustomerId: 'customer_id',
  ShipFromLocationId: 'ship_from_location_id',
  DeliveryMethodId: 'delivery_method_id',
  ShiptoAddress: 'shipto_address',
  OrderStatus: 'order_status',
  ShipStatus: 'ship_status',
  sales_type: 'sales_type',
  customer_type: 'customer_type',
  city_id: 'city_id',
  province_id: 'province_id',
  postal_code: 'postal_code',
  order_date: 'order_date',
  shipment_date: 'shipment_date',
  tax: 'tax',
  delivery_fee: 'delivery_fee',
  grand_total: 'grand_total',
  memo: 'memo',
  invoice_no: 'invoice_no',
  tracking_code: 'tracking_code',
  shipping_method: 'shipping_method',
};

async function replaceLines(db: Queryable, orderId: number, items: NonNullable<OrderUpdateBody['items']>) {
  await db.query('DELETE FROM order_lines WHERE order_id = $1', [orderId]);
  for (const [position, line] of items.entries()) {
    await db.query('INSERT INTO order_lines (order_id, item_id, qty, price, position) VALUES ($1, $2, $3, $4, $5)', [
      orderId,
      line.ItemId,
      line.qty,
      line.price ?? null,
      position,
    ]);
  }
}

/** Fields typed freely: trimmed, and empty text stored as none. */
const FREE_TEXT = new Set<string>(['ShiptoAddress', 'memo', 'invoice_no', 'tracking_code', 'postal_code']);

/**
 * A tracked order cannot be Processed or Label Printed (UNTRACKED_STATUSES): a write that sets the status or the
 * tracking code is checked against what the order will hold, and refused with 409 naming the field it sets.
 */
function checkStatusFitsTracking(
  write: Pick<OrderUpdateBody, 'ShipStatus' | 'tracking_code'>,
  current: { ship_status: ShipStatus; tracking_code: string | null },
) {
  if (write.ShipStatus === undefined && write.tracking_code === undefined) return;
  const status = write.ShipStatus ?? current.ship_status;
  const trackingCode = (write.tracking_code === undefined ? current.tracking_code : write.tracking_code)?.trim();
  if (trackingCode && (UNTRACKED_STATUSES as readonly ShipStatus[]).includes(status)) {
    throw new HttpError(
      409,
      trackedOrderRefusal(trackingCode, status),
      write.ShipStatus === undefined ? 'tracking_code' : 'ShipStatus',
    );
  }
}

/** What a new order holds where its body is silent: the column's default status (migration 007), no tracking code. */
const NEW_ORDER = { ship_status: 'Processed', tracking_code: null } as const;

export async function createOrder(db: Queryable, body: OrderCreateBody): Promise<number> {
  checkStatusFitsTracking(body, NEW_ORDER);
  checkLineTotals(body.items);
  await checkReferences(db, body);
  const { items, ...fields } = body;
  const id = await insertRecord(db, 'orders', columnValues(fields, COLUMNS, FREE_TEXT));
  await replaceLines(db, id, items);
  return id;
}

/**
 * Changes the order in the caller's transaction. Its row is locked first (FOR NO KEY UPDATE, which lets the key
 * share locks of invoices and returns referring to it pass), so the tracking rule is checked against what a write
 * running at the same moment left, not against what was read before it: a bulk status change and a tracking code
 * saved at once end with the order Shipped and tracked, or the status change refused.
 */
export async function updateOrder(db: Queryable, id: number, body: OrderUpdateBody) {
  const [current] = await db.query<{ ship_status: ShipStatus; tracking_code: string | null }>(
    'SELECT ship_status, tracking_code FROM orders WHERE id = $1 FOR NO KEY UPDATE',
    [id],
  );
  if (!current) throw notFound('Order', id);
  checkStatusFitsTracking(body, current);
  checkLineTotals(body.items);
  await checkReferences(db, body);
  const { items, ...fields } = body;
  await updateRecord(db, 'orders', id, columnValues(fields, COLUMNS, FREE_TEXT));
  if (items) {
    await requireLinesCoverInvoices(db, id, items);
    await replaceLines(db, id, items);
  }
}
