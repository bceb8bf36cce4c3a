import { SHIPPED_STATUSES } from '../core/schemas';
import type { Queryable } from '../db/database';
import type { SeedOptions } from './options';

/**
 * A few returns of shipped orders, five days after shipment, back to the warehouse the order left: one unit of
 * the order's first line (refunds pay it back), and the whole second line on every other one. Every other
 * shipped order keeps all its products returnable.
 */
export async function seedReturns(tx: Queryable, _options: SeedOptions) {
  const orders = await tx.query<{ id: number; warehouse: number; day: string; courier: number | null }>(
    `SELECT o.id, o.ship_from_location_id AS warehouse, to_char(coalesce(o.shipment_date, o.order_date) + 5, 'YYYY-MM-DD') AS day,
            o.delivery_method_id AS courier
     FROM orders o
     WHERE o.ship_status = ANY($1::text[]) AND o.ship_from_location_id IS NOT NULL AND EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id)
     ORDER BY o.id`,
    [[...SHIPPED_STATUSES]],
  );
  const chosen = orders.filter((_, index) => index % 4 === 1).slice(0, 6);
  for (const [index, order] of chosen.entries()) {
    const lines = await tx.query<{ item: number; qty: number; price: number }>(
      `SELECT l.item_id AS item, l.qty, coalesce(l.price, p.retail_price, 0) AS price
       FROM order_lines l JOIN products p ON p.id = l.item_id WHERE l.order_id = $1 ORDER BY l.position LIMIT 2`,
      [order.id],
    );
    const returned = [{ ...lines[0]!, qty: 1 }, ...(index % 2 === 1 && lines[1] ? [lines[1]] : [])];
    const refund = index % 2 === 0;
    const [created] = await tx.query<{ id: number }>(
      `INSERT INTO returns (order_id, delivery_method_id, ship_to_location_id, action, money_returned, memo, return_date, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $7::date + time '10:00', $7::date + time '10:00') RETURNING id`,
      [
        order.id,
        order.courier,
        order.warehouse,
        refund ? 'refund' : 'return',
        refund ? returned.reduce((sum, line) => sum + line.qty * line.price, 0) : 0,
        refund ? 'Barang rusak saat pengiriman' : 'Tukar dengan barang baru',
        order.day,
      ],
    );
    for (const [position, line] of returned.entries()) {
      await tx.query(
        'INSERT INTO return_lines (return_id, item_id, qty, price, position) VALUES ($1, $2, $3, $4, $5)',
        [created!.id, line.item, line.qty, line.price, position],
      );
    }
  }
}
