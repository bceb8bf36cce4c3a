import { describe, expect, it } from 'vitest';

import type { InternalTransferRowFragment } from './internalTransfers.generated';
import { transferDestination, transferQuantityCell, transferSource } from './transferRow';

const transfer = (parts: Partial<InternalTransferRowFragment>): InternalTransferRowFragment => ({
  id: '1',
  type: 'PURCHASES',
  receivedDate: '2026-11-05',
  memo: null,
  fromWarehouse: null,
  toWarehouse: null,
  vendor: null,
  toVendor: null,
  lines: [],
  ...parts,
});
const muaraBaru = { id: '3', name: 'Gudang Muara Baru' };
const cikarang = { id: '4', name: 'Gudang Cikarang' };
const vendor = { id: '7', companyName: 'PT Laut Segar' };

describe('an internal transfer row', () => {
  it('names a purchase from its vendor, or "-" when none was recorded', () => {
    expect(transferSource(transfer({ vendor, toWarehouse: muaraBaru }))).toBe('PT Laut Segar');
    expect(transferSource(transfer({ toWarehouse: muaraBaru }))).toBe('-');
    expect(transferDestination(transfer({ toWarehouse: muaraBaru }))).toBe('Gudang Muara Baru');
  });

  it('names a move by its warehouses, a return by its vendor, and an adjustment has no destination', () => {
    const move = transfer({ type: 'INTER_WAREHOUSE', fromWarehouse: muaraBaru, toWarehouse: cikarang });
    expect([transferSource(move), transferDestination(move)]).toEqual(['Gudang Muara Baru', 'Gudang Cikarang']);
    const giveBack = transfer({ type: 'PURCHASE_RETURN', fromWarehouse: cikarang, toVendor: vendor });
    expect([transferSource(giveBack), transferDestination(giveBack)]).toEqual(['Gudang Cikarang', 'PT Laut Segar']);
    const adjustment = transfer({ type: 'ADJUSTMENT', fromWarehouse: muaraBaru });
    expect([transferSource(adjustment), transferDestination(adjustment)]).toEqual(['Gudang Muara Baru', '-']);
  });

  it('lists the first 3 lines in the Qty cell, then how many more', () => {
    const lines = ['Udang', 'Cumi', 'Kakap', 'Tuna', 'Bandeng'].map((name, index) => ({
      id: String(index),
      productName: name,
      quantity: index + 1,
    }));
    expect(transferQuantityCell(transfer({ lines }))).toEqual(['Udang (x1)', 'Cumi (x2)', 'Kakap (x3)', '...2 more']);
    expect(transferQuantityCell(transfer({ lines: lines.slice(0, 3) }))).toEqual([
      'Udang (x1)',
      'Cumi (x2)',
      'Kakap (x3)',
    ]);
  });
});
