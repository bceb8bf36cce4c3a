import { AWAITING_SHIPMENT_STATUSES, SHIPPED_STATUSES } from '../core/schemas';
import type { Queryable } from '../db/database';
import type { SeedOptions } from './options';
import { sequence } from './orders';

interface Line {
  item: number;
  qty: number;
}

/**
 * Stock movements that make the tracker's figures believable: every warehouse first buys what its orders
 * need plus a reserve, then some of it moves between warehouses, a little is returned to vendors, and
 * a count corrects a few items. Deterministic; at least a reserve of 12 stays everywhere.
 */
export async function seedInternalTransfers(tx: Queryable, _options: SeedOptions) {
  const next = sequence(20261123);
  const needs = await tx.query<{ warehouse: number; item: number; qty: number }>(
    `SELECT o.ship_from_location_id AS warehouse, ol.item_id AS item, sum(ol.qty)::int AS qty
     FROM orders o JOIN order_lines ol ON ol.order_id = o.id
     WHERE o.ship_from_location_id IS NOT NULL AND o.ship_status = ANY($1::text[])
     GROUP BY 1, 2 ORDER BY 1, 2`,
    [[...SHIPPED_STATUSES, ...AWAITING_SHIPMENT_STATUSES]],
  );
  const vendors = (await tx.query<{ id: number }>('SELECT id FROM vendors ORDER BY id')).map((row) => row.id);
  if (needs.length === 0 || vendors.length === 0) return;

  const byWarehouse = new Map<number, Line[]>();
  for (const need of needs) {
    const lines = byWarehouse.get(need.warehouse) ?? [];
    lines.push({ item: need.item, qty: need.qty + 20 + next(60) });
    byWarehouse.set(need.warehouse, lines);
  }
  const warehouses = [...byWarehouse.keys()];

  const add = async (
    fields: { type: string; day: string; from?: number; to?: number; vendor?: number; toVendor?: number; memo: string },
    lines: Line[],
    counted?: number[],
  ) => {
    const [transfer] = await tx.query<{ id: number }>(
      `INSERT INTO internal_transfers (type, from_date, to_date, memo, vendor_id, to_vendor_id, ship_from_location_id, ship_to_location_id, delivery_method_id, status)
       VALUES ($1, $2, $2, $3, $4, $5, $6, $7, 1, 1) RETURNING id`,
      [
        fields.type,
        fields.day,
        fields.memo,
        fields.vendor ?? null,
        fields.toVendor ?? null,
        fields.from ?? null,
        fields.to ?? null,
      ],
    );
    for (const [position, line] of lines.entries()) {
      await tx.query(
        'INSERT INTO internal_transfer_lines (internal_transfer_id, item_id, qty, counted_qty, position) VALUES ($1, $2, $3, $4, $5)',
        [transfer!.id, line.item, line.qty, counted?.[position] ?? null, position],
      );
    }
  };

  // Purchases in batches of up to eight products, before the first order (orders go back 120 days from 2026-11-20).
  for (const [warehouse, lines] of byWarehouse) {
    for (let start = 0; start < lines.length; start += 8) {
      await add(
        {
          type: 'purchases',
          day: '2026-07-01',
          to: warehouse,
          vendor: vendors[next(vendors.length)],
          memo: `PO stok awal ${start / 8 + 1}`,
        },
        lines.slice(start, start + 8),
      );
    }
  }
  for (const [index, warehouse] of warehouses.entries()) {
    const lines = byWarehouse.get(warehouse)!.slice(0, 3);
    // Moves of 5 (out of a reserve of at least 20) to the next warehouse, which then holds 5 more.
    const neighbour = warehouses[(index + 1) % warehouses.length]!;
    if (neighbour !== warehouse) {
      await add(
        {
          type: 'inter_warehouse',
          day: '2026-09-15',
          from: warehouse,
          to: neighbour,
          memo: 'Pemindahan stok antar gudang',
        },
        lines.map((line) => ({ item: line.item, qty: 5 })),
      );
    }
    // A return of 2 of one product to a vendor, and a count that found one unit of another missing.
    await add(
      {
        type: 'purchase_return',
        day: '2026-10-01',
        from: warehouse,
        toVendor: vendors[next(vendors.length)],
        memo: 'Retur barang rusak',
      },
      [{ item: lines[0]!.item, qty: 2 }],
    );
    if (lines.length > 1)
      await add({ type: 'adjustment', day: '2026-11-01', from: warehouse, memo: 'Stock opname' }, [
        { item: lines[1]!.item, qty: -1 },
      ]);
  }
}
