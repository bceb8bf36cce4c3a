import type { OrderStatus, ShipStatus } from '../core/schemas';
import type { Queryable } from '../db/database';
import { SALES_TYPES } from '../orders/schemas';
import type { SeedOptions } from './options';

/** Deterministic pseudo-random numbers, so every fresh database holds the same orders. */
export function sequence(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return Math.floor(state / 65536) % below;
  };
}

/** Weighted picks from the order and shipment statuses. */
const PAYMENT: OrderStatus[] = [
  'payment_success',
  'payment_success',
  'payment_success',
  'payment_pending',
  'payment_pending',
  'canceled',
  'payment_expired',
];
const SHIPMENT: ShipStatus[] = [
  'Processed',
  'Processed',
  'Label Printed',
  'Shipped',
  'Shipped',
  'Delivered',
  'Completed',
];
const TAXES = [0, 0, 11, 11, 5];

/** About 70 orders (times the scale) over the demo customers, products, warehouses and couriers. */
export async function seedOrders(tx: Queryable, { scale }: SeedOptions) {
  const ids = async (sql: string) => (await tx.query<{ id: number }>(sql)).map((row) => row.id);
  const customers = await tx.query<{
    id: number;
    address_line1: string | null;
    city_id: number | null;
    province_id: number | null;
    postal_code: string | null;
    type: string | null;
  }>(
    'SELECT id, address_line1, city_id, province_id, postal_code, type FROM customers WHERE city_id IS NOT NULL ORDER BY id',
  );
  const products = await tx.query<{ id: number; gross_price: number | null }>(
    'SELECT id, gross_price FROM products WHERE status = 1 ORDER BY id',
  );
  const warehouses = await ids('SELECT id FROM warehouses WHERE status ORDER BY id');
  const couriers = await ids('SELECT id FROM delivery_methods ORDER BY id');
  if (customers.length === 0 || products.length === 0 || warehouses.length === 0) return;
  const next = sequence(20261122);
  const count = 70 * Math.max(1, scale);
  for (let index = 0; index < count; index++) {
    const customer = customers[next(customers.length)]!;
    const day = new Date(Date.UTC(2026, 10, 20));
    day.setUTCDate(day.getUTCDate() - next(120));
    const lineCount = 1 + next(6);
    const chosen = new Set<number>();
    while (chosen.size < Math.min(lineCount, products.length)) chosen.add(next(products.length));
    const lines = [...chosen].map((productIndex) => ({ product: products[productIndex]!, qty: 1 + next(5) }));
    const subTotal = lines.reduce((sum, line) => sum + line.qty * (line.product.gross_price ?? 0), 0);
    const tax = TAXES[next(TAXES.length)]!;
    const deliveryFee = [0, 9000, 15000, 22000][next(4)]!;
    const shipStatus = SHIPMENT[next(SHIPMENT.length)]!;
    const [order] = await tx.query<{ id: number }>(
      `INSERT INTO orders (customer_id, order_date, shipment_date, order_status, ship_status, sales_type, customer_type,
         ship_from_location_id, delivery_method_id, shipto_address, city_id, province_id, postal_code, tax, delivery_fee,
         grand_total, tracking_code, shipping_method, payment_method)
       VALUES ($1, $2, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, 'manual', $17) RETURNING id`,
      [
        customer.id,
        day.toISOString().slice(0, 10),
        PAYMENT[next(PAYMENT.length)],
        shipStatus,
        SALES_TYPES[next(SALES_TYPES.length)],
        customer.type ?? 'individual',
        warehouses[next(warehouses.length)],
        couriers[next(couriers.length)],
        customer.address_line1 ?? 'Jl. Contoh No. 1',
        customer.city_id,
        customer.province_id,
        customer.postal_code,
        tax,
        deliveryFee,
        subTotal + Math.round((subTotal * tax) / 100) + deliveryFee,
        shipStatus === 'Shipped' || shipStatus === 'Delivered' || shipStatus === 'Completed'
          ? `JP${100000000 + index * 7919}`
          : null,
        ['Transfer BCA', 'Transfer Mandiri', 'QRIS', 'COD'][next(4)],
      ],
    );
    for (const [position, line] of lines.entries()) {
      await tx.query('INSERT INTO order_lines (order_id, item_id, qty, price, position) VALUES ($1, $2, $3, $4, $5)', [
        order!.id,
        line.product.id,
        line.qty,
        line.product.gross_price,
        position,
      ]);
    }
  }
}
