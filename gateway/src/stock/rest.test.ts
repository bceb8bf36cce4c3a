import { describe, expect, it } from 'vitest';

import { failure } from '../../test/answers';
import { keyedLines } from '../consignmentInvoices/rest';
import { readAnswer } from '../core/restAnswer';
import { STOCK_COUNTS, toVendorIdOf, TRANSFER_WRITTEN, TRANSFERS } from './rest';

const problems: string[] = [];
const sink = { answerProblem: (_route: string, problem: string) => void problems.push(problem) };
const readTransfers = (answer: unknown) => readAnswer('GET /internal_transfer', TRANSFERS, answer, sink);
const readCounts = (answer: unknown) => readAnswer('GET /inventory/stock/count', STOCK_COUNTS, answer, sink);

/** A transfer as spec 000 §3 names its fields: ToVendor, lines with Item, qty, memo; no line id, no ItemId. */
const specTransfer = {
  id: 7,
  type: 'purchase_return',
  from_date: '2026-03-01',
  to_date: '2026-03-02',
  memo: null,
  VendorId: null,
  ShipFromLocationId: 2,
  ShipToLocationId: null,
  ToVendor: { id: 4, company_name: 'PT Sumber' },
  InternalTransferLines: [
    { Item: { id: 11, name: 'Kerupuk' }, qty: 3, memo: null },
    { Item: { id: 12, name: 'Bakso' }, qty: '2', memo: 'dus' },
  ],
};

describe('GET /internal_transfer (000 §3 fields; the wrapper not shown)', () => {
  it("reads the spec's ToVendor and lines without ItemId or line ids: product from Item.id, ids by position", () => {
    const [transfer] = readTransfers({ InternalTransfers: { rows: [specTransfer], count: 1 } }).rows;
    expect(transfer).toMatchObject({ id: 7, type: 'purchase_return', ShipFromLocationId: 2 });
    expect(toVendorIdOf(transfer!)).toBe(4);
    const lines = keyedLines(transfer!.id, transfer!.InternalTransferLines);
    expect(lines.map((line) => [line.key, line.productId, line.qty])).toEqual([
      ['7.1', 11, 3],
      ['7.2', 12, 2],
    ]);
  });

  it('reads ToVendor as a bare id, and the stand-in ToVendorId when ToVendor is missing', () => {
    const read = (fields: object) => readTransfers([{ ...specTransfer, ToVendor: undefined, ...fields }]).rows[0]!;
    expect(toVendorIdOf(read({ ToVendor: '5' }))).toBe(5);
    expect(toVendorIdOf(read({ ToVendorId: 6 }))).toBe(6);
    expect(toVendorIdOf(read({}))).toBeNull();
  });

  it('keeps a row whose type it does not know, as its text, and reports it', () => {
    problems.length = 0;
    const { rows } = readTransfers({ rows: [{ ...specTransfer, type: 'consignment_out' }] });
    expect(rows[0]!.type).toEqual({ unknown: 'consignment_out' });
    expect(problems).toContain('unknown internal transfer type');
  });

  it('refuses a line naming no product as UPSTREAM_ERROR naming the call and the field', () => {
    const error = failure(() =>
      readTransfers([{ ...specTransfer, InternalTransferLines: [{ qty: 1, Item: { name: 'x' } }] }]),
    );
    expect(error.extensions).toMatchObject({ code: 'UPSTREAM_ERROR', upstreamCall: 'GET /internal_transfer' });
    expect(error.message).toContain('InternalTransferLines[].Item.id');
  });

  it('refuses a day that is no calendar day, naming the field', () => {
    const error = failure(() => readTransfers([{ ...specTransfer, to_date: 'soon' }]));
    expect(error.message).toContain('to_date');
  });
});

describe('POST /internal_transfer (001 §7 "InternalTransfer.id")', () => {
  const readWrite = (answer: unknown) => readAnswer('POST /internal_transfer', TRANSFER_WRITTEN, answer, sink);

  it('reads the id alone, for the gateway to read the transfer back', () => {
    expect(readWrite({ InternalTransfer: { id: '31' } })).toEqual({ record: null, id: 31, message: null });
  });

  it('never fails a write the API accepted, even without the id', () => {
    expect(readWrite({ message: 'ok' })).toEqual({ record: null, id: null, message: 'ok' });
  });
});

describe('GET /inventory/stock/count (002 §3 row; 002 §7 "response shape not shown")', () => {
  const row = {
    ItemId: 1,
    WarehouseId: 2,
    Warehouse: { LocationName: 'Gudang' },
    Item: { name: 'Kerupuk' },
    CurrentStock: 10,
    RealStock: null,
    PendingStock: 3,
  };

  it('reads numbers sent as numeric strings as the same numbers, and the SKU the spec does not name as none', () => {
    const asText = { ...row, ItemId: '1', WarehouseId: '2', CurrentStock: '10', PendingStock: '3.00' };
    expect(readCounts({ StockCounts: { rows: [asText], count: '1' } })).toEqual(
      readCounts({ StockCounts: { rows: [row], count: 1 } }),
    );
    expect(readCounts([row]).rows[0]!.Item).toEqual({ name: 'Kerupuk', sku: null });
  });

  it('refuses a row without the warehouse name as UPSTREAM_ERROR naming it', () => {
    const error = failure(() => readCounts({ StockCounts: { rows: [{ ...row, Warehouse: {} }], count: 1 } }));
    expect(error.extensions).toMatchObject({ code: 'UPSTREAM_ERROR', upstreamCall: 'GET /inventory/stock/count' });
    expect(error.message).toContain('Warehouse.LocationName');
  });
});
