import type { Static } from '@sinclair/typebox';

import { HttpError, notFound } from '../core/errors';
import type { Queryable } from '../db/database';
import type { QuickBooksInvoice } from './schemas';

/**
 * Stand-ins for the outside services the orders screen talks to through the REST API (QuickBooks,
 * Jubelio, Gojek). They answer deterministically from the order, so every message of spec 001 §8 can
 * be seen and tested:
 * - QuickBooks: order ids divisible by 11 fail (the lookup shows 'Error'); ids divisible by 3 are not
 *   imported ('No QB Id'); paid orders (payment_success) carry a payment two days after the order date.
 * - Jubelio refuses canceled and expired orders.
 * - Gojek serves only orders whose courier is Gojek (id 8), shipped within the ship-from warehouse's province.
 */
export const GOJEK_COURIER_ID = 8;
const QUICKBOOKS_ACCOUNT = 'Bank BCA 5425 - Operasional';

/** What the stand-ins read of an order: only the columns they need, since a list asks QuickBooks once per order. */
interface OrderFacts {
  id: number;
  order_status: string;
  order_date: string;
  paid_on: string;
  grand_total: number;
  delivery_method_id: number | null;
  province_id: number | null;
  /** The province of the ship-from warehouse's city. */
  from_province_id: number | null;
}

async function orderFacts(db: Queryable, id: number): Promise<OrderFacts> {
  const [order] = await db.query<OrderFacts>(
    `SELECT o.id, o.order_status, to_char(o.order_date, 'YYYY-MM-DD') AS order_date, to_char(o.order_date + 2, 'YYYY-MM-DD') AS paid_on,
            o.grand_total, o.delivery_method_id, o.province_id, c.province_id AS from_province_id
     FROM orders o LEFT JOIN warehouses w ON w.id = o.ship_from_location_id LEFT JOIN cities c ON c.city_id = w.city_id
     WHERE o.id = $1`,
    [id],
  );
  if (!order) throw notFound('Order', id);
  return order;
}

export async function quickBooksInvoice(db: Queryable, id: number): Promise<Static<typeof QuickBooksInvoice>> {
  const order = await orderFacts(db, id);
  if (order.id % 11 === 0) throw new HttpError(502, 'QuickBooks did not answer');
  if (order.id % 3 === 0) return { invoice: 'No QB Id', payment: [], paymentAmount: 0 };
  const invoice = `QB-${100000 + order.id}`;
  if (order.order_status !== 'payment_success') return { invoice, payment: [], paymentAmount: 0 };
  return {
    invoice,
    payment: [{ TxnDate: order.paid_on, DepositToAccountRefFullName: QUICKBOOKS_ACCOUNT }],
    paymentAmount: order.grand_total,
  };
}

export async function syncToJubelio(db: Queryable, id: number): Promise<string> {
  const order = await orderFacts(db, id);
  if (order.order_status === 'canceled' || order.order_status === 'payment_expired') {
    throw new HttpError(
      422,
      `Jubelio menolak order ${order.id}: order berstatus ${order.order_status} tidak dapat disinkronkan`,
    );
  }
  await db.query('UPDATE orders SET jubelio_synced_at = now() WHERE id = $1', [order.id]);
  return `Order ${order.id} berhasil disinkronkan ke Jubelio`;
}

export async function bookGojek(db: Queryable, orderId: number): Promise<string> {
  const order = await orderFacts(db, orderId);
  if (order.delivery_method_id !== GOJEK_COURIER_ID) {
    throw new HttpError(400, `Order ${order.id} tidak menggunakan kurir Gojek`, 'order_id');
  }
  if (!order.from_province_id || order.from_province_id !== order.province_id) {
    throw new HttpError(
      422,
      `Gojek menolak order ${order.id}: alamat tujuan di luar jangkauan pengiriman instan dari gudang asal`,
    );
  }
  const bookingCode = `GK-${order.id}-${order.order_date.replace(/-/g, '')}`;
  await db.query(`UPDATE orders SET tracking_code = $1, ship_status = 'Booked', updated_at = now() WHERE id = $2`, [
    bookingCode,
    order.id,
  ]);
  return `Gojek order ${bookingCode} dibuat untuk order ${order.id}`;
}
