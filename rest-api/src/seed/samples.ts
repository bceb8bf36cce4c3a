import { AWAITING_SHIPMENT_STATUSES, SHIPPED_STATUSES, type ShipStatus } from '../core/schemas';
import type { Queryable } from '../db/database';
import { type SamplePurpose, TESTER_PURPOSE, type TesterStatus } from '../samples/schemas';
import type { SeedOptions } from './options';

interface Planned {
  purpose: SamplePurpose;
  ship: ShipStatus;
  /** Only for testers. */
  review?: TesterStatus;
}

/**
 * A dozen samples over every kind of purpose and shipment status, odd ones to vendors; five testers, three of
 * them still Pending (the e2e accepts one, the gateway tests may take another).
 */
const PLAN: Planned[] = [
  { purpose: 'review', ship: 'Shipped' },
  { purpose: TESTER_PURPOSE, ship: 'Processed', review: 'Pending' },
  { purpose: 'giveaway', ship: 'Delivered' },
  { purpose: TESTER_PURPOSE, ship: 'Shipped', review: 'Accepted' },
  { purpose: 'photoshoot', ship: 'Label Printed' },
  { purpose: 'marketing', ship: 'Completed' },
  { purpose: TESTER_PURPOSE, ship: 'Processed', review: 'Pending' },
  { purpose: 'training', ship: 'Shipped' },
  { purpose: 'sponsorship', ship: 'Processed' },
  { purpose: TESTER_PURPOSE, ship: 'Delivered', review: 'Rejected' },
  { purpose: 'media', ship: 'Canceled' },
  { purpose: TESTER_PURPOSE, ship: 'Label Printed', review: 'Pending' },
];

interface Recipient {
  id: number;
  address: string | null;
  city_id: number | null;
  province_id: number | null;
  postal_code: string | null;
  phone: string | null;
}

/**
 * Samples sent from warehouses that hold the product (a warehouse and product its orders used, so the stock
 * seed bought a reserve of it), at most two units of each pair, so no stock goes below zero.
 */
export async function seedSamples(tx: Queryable, _options: SeedOptions) {
  const customers = await tx.query<Recipient>(
    'SELECT id, address_line1 AS address, city_id, province_id, postal_code, contact_no AS phone FROM customers WHERE city_id IS NOT NULL ORDER BY id LIMIT 12',
  );
  const vendors = await tx.query<Recipient>(
    'SELECT id, address, city_id, province_id, postal_code, phone_number AS phone FROM vendors ORDER BY id LIMIT 12',
  );
  const stocked = await tx.query<{ warehouse: number; item: number }>(
    `SELECT DISTINCT o.ship_from_location_id AS warehouse, ol.item_id AS item
     FROM orders o JOIN order_lines ol ON ol.order_id = o.id
     WHERE o.ship_from_location_id IS NOT NULL AND o.ship_status = ANY($1::text[]) ORDER BY 1, 2`,
    [[...SHIPPED_STATUSES, ...AWAITING_SHIPMENT_STATUSES]],
  );
  if (customers.length === 0 || vendors.length === 0 || stocked.length < PLAN.length * 2) return;
  const step = Math.floor(stocked.length / (PLAN.length * 2));

  for (const [index, plan] of PLAN.entries()) {
    const recipient = index % 2 === 0 ? customers[index % customers.length]! : vendors[index % vendors.length]!;
    const pairs = [stocked[index * 2 * step]!, stocked[(index * 2 + 1) * step]!].filter(
      (pair, at, both) => at === 0 || pair.warehouse === both[0]!.warehouse,
    );
    const created = new Date(Date.UTC(2026, 9, 1 + index * 4, 3));
    const shipped =
      plan.ship === 'Processed' || plan.ship === 'Canceled'
        ? null
        : new Date(created.getTime() + 86_400_000).toISOString().slice(0, 10);
    const [sample] = await tx.query<{ id: number }>(
      `INSERT INTO samples (customer_id, vendor_id, purpose, status, ship_status, tester_status, contact_no, shipto_address1, city_id,
         province_id, postal_code, ship_from_location_id, delivery_method_id, tracking_code, shipment_date, memo, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $17) RETURNING id`,
      [
        index % 2 === 0 ? recipient.id : null,
        index % 2 === 0 ? null : recipient.id,
        plan.purpose,
        // Spec 001 §4: created as payment_success; the edit form later sets it to the shipment status.
        index % 3 === 0 ? plan.ship : 'payment_success',
        plan.ship,
        plan.review ?? null,
        recipient.phone,
        recipient.address ?? 'Jl. Contoh No. 1',
        recipient.city_id,
        recipient.province_id,
        recipient.postal_code,
        pairs[0]!.warehouse,
        1 + (index % 3),
        shipped && plan.ship !== 'Label Printed' ? `SMP${700000 + index * 131}` : null,
        shipped,
        plan.purpose === TESTER_PURPOSE ? 'Tester produk baru' : null,
        created.toISOString(),
      ],
    );
    for (const [position, pair] of pairs.entries()) {
      await tx.query('INSERT INTO sample_lines (sample_id, item_id, qty, position) VALUES ($1, $2, $3, $4)', [
        sample!.id,
        pair.item,
        1 + ((index + position) % 2),
        position,
      ]);
    }
  }
}
