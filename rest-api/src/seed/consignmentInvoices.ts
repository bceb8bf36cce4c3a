import { createInvoice } from '../consignmentInvoices/store';
import type { Queryable } from '../db/database';
import type { SeedOptions } from './options';

interface Line {
  id: number;
  qty: number;
  price: number;
}

/**
 * Invoices of the stockists' orders (spec 002 §4), through the same store function as POST /consignment_invoices
 * so the numbers and checks are the real ones. Of the orders with at least two products, in turn: one stays
 * Pending, one gets a payment invoice for (part of) its first product (On Process), one is invoiced whole — a
 * payment for its first product, an adjustment for the rest (Done). The first two such orders stay Pending.
 */
export async function seedConsignmentInvoices(tx: Queryable, _options: SeedOptions) {
  const orders = await tx.query<{ id: number; day: string; lines: Line[] }>(
    `SELECT o.id, to_char(o.order_date + 3, 'YYYY-MM-DD') AS day,
            json_agg(json_build_object('id', p.item_id, 'qty', p.qty, 'price', p.price) ORDER BY p.first_position) AS lines
     FROM orders o
     JOIN (SELECT l.order_id, l.item_id, sum(l.qty)::int AS qty, min(l.position) AS first_position,
                  (array_agg(coalesce(l.price, pr.retail_price, 0) ORDER BY l.position))[1] AS price
           FROM order_lines l JOIN products pr ON pr.id = l.item_id GROUP BY l.order_id, l.item_id) p ON p.order_id = o.id
     WHERE o.customer_type = 'stockist'
     GROUP BY o.id HAVING count(*) >= 2
     ORDER BY o.id`,
  );
  for (const [index, order] of orders.slice(2).entries()) {
    const [first, ...rest] = order.lines;
    const body = { order_id: order.id, invoice_date: order.day, memo: null, items: [] as Line[] };
    if (index % 3 === 0) {
      // The other products remain, so the order is On Process even when the first one is invoiced whole.
      await createInvoice(tx, { ...body, type: 'payment', items: [{ ...first!, qty: Math.max(1, first!.qty - 1) }] });
    } else if (index % 3 === 1) {
      await createInvoice(tx, { ...body, type: 'payment', memo: 'Pembayaran pertama', items: [first!] });
      await createInvoice(tx, { ...body, type: 'adjustment', memo: 'Pelunasan', items: rest });
    }
  }
}
