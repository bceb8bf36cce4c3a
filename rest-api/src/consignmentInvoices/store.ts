import { HttpError, notFound } from '../core/errors';
import {
  fullName,
  lineField,
  lockUntilCommit,
  productRef,
  recordTimes,
  requireExisting,
  type Stored,
  withRecordLines,
} from '../core/store';
import type { Queryable } from '../db/database';
import type { ConsignmentInvoice, ConsignmentInvoiceBody, ConsignmentItem, OrderConsignment } from './schemas';

const CUSTOMER_NAME = fullName('cu');

/** An invoice as the contract shows it, but for its items and times; its total is the sum of its items. */
const SELECT = `
  SELECT ci.id, ci.invoice_no, ci.order_id, to_char(ci.invoice_date, 'YYYY-MM-DD') AS invoice_date, ci.type, ci.memo,
         (SELECT coalesce(sum(ii.qty::bigint * ii.price), 0)::int FROM consignment_invoice_items ii WHERE ii.consignment_invoice_id = ci.id) AS grand_total,
         json_build_object('id', o.id, 'order_date', to_char(o.order_date, 'YYYY-MM-DD'), 'grand_total', o.grand_total) AS "order",
         CASE WHEN cu.id IS NULL THEN NULL ELSE json_build_object('id', cu.id, 'fullName', ${CUSTOMER_NAME}, 'company_name', cu.company_name,
           'CustomerContact', json_build_object('email', cu.email, 'addressLine1', cu.address_line1)) END AS customer,
         ${recordTimes('ci')}
  FROM consignment_invoices ci
  JOIN orders o ON o.id = ci.order_id
  LEFT JOIN customers cu ON cu.id = o.customer_id`;

type InvoiceRow = Stored<Omit<ConsignmentInvoice, 'invoice_items'>>;

/** The items of all the invoices at once, with their product names joined: one query, not one per invoice. */
const withItems = (db: Queryable, rows: InvoiceRow[]): Promise<ConsignmentInvoice[]> =>
  withRecordLines<ConsignmentInvoice['invoice_items'][number], 'invoice_items', InvoiceRow>(
    db,
    rows,
    'invoice_items',
    `SELECT ii.consignment_invoice_id AS record_id, ii.id, ii.item_id AS "ItemId", ii.qty, ii.price, ${productRef('p')}
     FROM consignment_invoice_items ii JOIN products p ON p.id = ii.item_id
     WHERE ii.consignment_invoice_id = ANY($1::int[]) ORDER BY ii.position`,
  );

export async function findInvoice(db: Queryable, id: number): Promise<ConsignmentInvoice> {
  const [row] = await db.query<InvoiceRow>(`${SELECT} WHERE ci.id = $1`, [id]);
  if (!row) throw notFound('Consignment invoice', id);
  return (await withItems(db, [row]))[0]!;
}

interface OrderProduct extends ConsignmentItem {
  /** What remains to be invoiced of the product. */
  remaining: number;
}

/**
 * Per product of the order, in the order's line order: what its lines hold, what remains after every invoice
 * of the order (but `exceptInvoice`, the one being edited), and the order's unit price (its first line of the
 * product, else the retail price, else 0). Decision 1 of the issue: both invoice types count.
 */
async function orderProducts(db: Queryable, orderId: number, exceptInvoice = 0): Promise<OrderProduct[]> {
  return db.query<OrderProduct>(
    `WITH ordered AS (
       SELECT item_id, sum(qty)::int AS qty, min(position) AS first_position, (array_agg(price ORDER BY position))[1] AS first_price
       FROM order_lines WHERE order_id = $1 GROUP BY item_id),
     invoiced AS (
       SELECT ii.item_id, sum(ii.qty)::int AS qty
       FROM consignment_invoices ci JOIN consignment_invoice_items ii ON ii.consignment_invoice_id = ci.id
       WHERE ci.order_id = $1 AND ci.id <> $2 GROUP BY ii.item_id)
     SELECT d.item_id AS "ItemId", p.name, d.qty, coalesce(d.first_price, p.retail_price, 0) AS price,
            greatest(d.qty - coalesce(i.qty, 0), 0) AS remaining
     FROM ordered d JOIN products p ON p.id = d.item_id LEFT JOIN invoiced i ON i.item_id = d.item_id
     ORDER BY d.first_position`,
    [orderId, exceptInvoice],
  );
}

/** Only the products with something left, each with what is left as its quantity. */
const remainingItems = (products: OrderProduct[]): ConsignmentItem[] =>
  products
    .filter((product) => product.remaining > 0)
    .map(({ remaining, ...product }) => ({ ...product, qty: remaining }));

const originalItems = (products: OrderProduct[]): ConsignmentItem[] =>
  products.map(({ remaining: _remaining, ...product }) => product);

/** The order's customer's name and its consignment status (the SQL function, the one place it is computed); 404 for an unknown order. */
async function orderHead(db: Queryable, orderId: number) {
  const [order] = await db.query<{ customerName: string | null; status: 0 | 1 | null; customer_type: string | null }>(
    `SELECT CASE WHEN cu.id IS NULL THEN NULL ELSE ${CUSTOMER_NAME} END AS "customerName", consignment_status(o.id) AS status, o.customer_type
     FROM orders o LEFT JOIN customers cu ON cu.id = o.customer_id WHERE o.id = $1`,
    [orderId],
  );
  if (!order) throw notFound('Order', orderId);
  return order;
}

/** GET /orders/{orderId}/consignment_invoices: the order's invoices oldest first, what it holds and what remains. */
export async function findOrderConsignment(db: Queryable, orderId: number): Promise<OrderConsignment> {
  const { customerName, status } = await orderHead(db, orderId);
  const rows = await db.query<InvoiceRow>(`${SELECT} WHERE ci.order_id = $1 ORDER BY ci.id`, [orderId]);
  const products = await orderProducts(db, orderId);
  return {
    order_id: orderId,
    status,
    customerName,
    invoices: await withItems(db, rows),
    original_items: originalItems(products),
    remaining_items: remainingItems(products),
  };
}

/** GET /orders/consignment_invoices/{orderId}: what remains to be invoiced, and whose order it is. */
export async function findRemainingItems(db: Queryable, orderId: number) {
  const { customerName } = await orderHead(db, orderId);
  return { remainingItems: remainingItems(await orderProducts(db, orderId)), customerName };
}

type Items = ConsignmentInvoiceBody['items'];

/** Each item must be a product of the order and take no more than remains of it, counting this invoice's earlier lines. */
async function checkItems(db: Queryable, orderId: number, items: Items, exceptInvoice?: number) {
  const products = new Map(
    (await orderProducts(db, orderId, exceptInvoice)).map((product) => [product.ItemId, product]),
  );
  const taken = new Map<number, number>();
  for (const [index, item] of items.entries()) {
    const product = products.get(item.id);
    if (!product) {
      const [known] = await db.query<{ name: string }>('SELECT name FROM products WHERE id = $1', [item.id]);
      throw new HttpError(
        409,
        `Line ${index + 1}: order ${orderId} holds no ${known?.name ?? `product ${item.id}`}`,
        lineField(index, 'id'),
      );
    }
    const left = product.remaining - (taken.get(item.id) ?? 0);
    if (item.qty > left) {
      throw new HttpError(
        409,
        `Line ${index + 1}: order ${orderId} has ${left} of ${product.name} left to invoice, not ${item.qty}`,
        lineField(index, 'qty'),
      );
    }
    taken.set(item.id, (taken.get(item.id) ?? 0) + item.qty);
  }
}

/** The items of the invoice, in the body's order, in one statement. */
async function insertItems(db: Queryable, invoiceId: number, items: Items) {
  await db.query(
    `INSERT INTO consignment_invoice_items (consignment_invoice_id, item_id, qty, price, position)
     SELECT $1, item.id, item.qty, item.price, item.position - 1
     FROM unnest($2::int[], $3::int[], $4::int[]) WITH ORDINALITY AS item (id, qty, price, position)`,
    [invoiceId, items.map((item) => item.id), items.map((item) => item.qty), items.map((item) => item.price)],
  );
}

/**
 * The next number of the year of today's date in Jakarta, CI/{year}/{0001…}. The year's counter row stays
 * locked until the transaction ends, so two invoices at once get two numbers.
 */
async function nextInvoiceNo(db: Queryable): Promise<string> {
  const [taken] = await db.query<{ year: number; last_number: number }>(
    `INSERT INTO consignment_invoice_numbers AS n (year, last_number)
     VALUES (extract(year FROM now() AT TIME ZONE 'Asia/Jakarta'), 1)
     ON CONFLICT (year) DO UPDATE SET last_number = n.last_number + 1
     RETURNING year, last_number`,
  );
  return `CI/${taken!.year}/${String(taken!.last_number).padStart(4, '0')}`;
}

const memoText = (memo: string | null | undefined) => memo?.trim() || null;

/**
 * Creates the invoice in the caller's transaction and answers its id. The order is locked before what remains
 * is read, so two invoices of the same last units cannot both pass.
 */
export async function createInvoice(db: Queryable, body: ConsignmentInvoiceBody): Promise<number> {
  await requireExisting(db, 'order', 'order_id', body.order_id);
  await lockUntilCommit(db, 'orderInvoices', body.order_id);
  const [order] = await db.query<{ customer_type: string | null }>('SELECT customer_type FROM orders WHERE id = $1', [
    body.order_id,
  ]);
  if (order!.customer_type !== 'stockist')
    throw new HttpError(409, `Order ${body.order_id} is not a stockist's order`, 'order_id');
  await checkItems(db, body.order_id, body.items);
  const [created] = await db.query<{ id: number }>(
    `INSERT INTO consignment_invoices (invoice_no, order_id, type, invoice_date, memo) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [await nextInvoiceNo(db), body.order_id, body.type, body.invoice_date || null, memoText(body.memo)],
  );
  await insertItems(db, created!.id, body.items);
  return created!.id;
}

/**
 * Replaces the invoice's type, memo and items; its order stays. Its date changes only when the body gives one
 * (spec 002 §7 "date unchanged": an edit does not change it by itself; '' or null clears it). Its own old
 * items do not count against what remains.
 */
export async function replaceInvoice(db: Queryable, id: number, body: ConsignmentInvoiceBody): Promise<void> {
  const [invoice] = await db.query<{ order_id: number }>('SELECT order_id FROM consignment_invoices WHERE id = $1', [
    id,
  ]);
  if (!invoice) throw notFound('Consignment invoice', id);
  if (body.order_id !== invoice.order_id) {
    throw new HttpError(
      400,
      `order_id must stay ${invoice.order_id}: an invoice cannot move to another order`,
      'order_id',
    );
  }
  await lockUntilCommit(db, 'orderInvoices', invoice.order_id);
  await checkItems(db, invoice.order_id, body.items, id);
  await db.query(
    `UPDATE consignment_invoices SET type = $1, memo = $2, invoice_date = CASE WHEN $4 THEN $5::date ELSE invoice_date END, updated_at = now()
     WHERE id = $3`,
    [body.type, memoText(body.memo), id, body.invoice_date !== undefined, body.invoice_date || null],
  );
  await db.query('DELETE FROM consignment_invoice_items WHERE consignment_invoice_id = $1', [id]);
  await insertItems(db, id, body.items);
}

/** Deletes the invoice (its items go with it, so they remain to be invoiced again) and answers it as it was. */
export async function deleteInvoice(db: Queryable, id: number): Promise<ConsignmentInvoice> {
  const found = await findInvoice(db, id);
  await db.query('DELETE FROM consignment_invoices WHERE id = $1', [id]);
  return found;
}
