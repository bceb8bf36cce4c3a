import { describe, expect, it } from 'vitest';

import { parseTransferId, transferFilterFromParams } from './internalTransferFilter';

describe('the internal transfer filter in the address', () => {
  it('reads every key into the GraphQL filter, the type as its enum value', () => {
    const params = new URLSearchParams({
      start_date: '2026-11-01',
      end_date: '2026-11-30',
      ship_from: '3',
      ship_to: '4',
      type: 'PURCHASE_RETURN',
      vendor: '7',
      page: '2',
      detail: '12',
    });
    expect(transferFilterFromParams(params)).toEqual({
      startDate: '2026-11-01',
      endDate: '2026-11-30',
      fromWarehouseId: '3',
      toWarehouseId: '4',
      type: 'PURCHASE_RETURN',
      vendorId: '7',
    });
  });

  it('is empty without filters, and leaves out what the address cannot mean', () => {
    expect(transferFilterFromParams(new URLSearchParams('page=3&per_page=50'))).toEqual({});
    expect(
      transferFilterFromParams(
        new URLSearchParams('type=refund&start_date=01/11/2026&ship_from=abc&ship_to=-1&vendor=7x'),
      ),
    ).toEqual({});
  });

  it("reads an old address's spelling of the type (issue 36 item 13)", () => {
    expect(transferFilterFromParams(new URLSearchParams('type=purchase_return'))).toEqual({ type: 'PURCHASE_RETURN' });
    expect(transferFilterFromParams(new URLSearchParams('type=Inter-Warehouse'))).toEqual({ type: 'INTER_WAREHOUSE' });
  });

  it('does not ask for an end date before the start date, as the orders list (End Date says why)', () => {
    expect(transferFilterFromParams(new URLSearchParams('start_date=2026-11-10&end_date=2026-11-01'))).toEqual({
      startDate: '2026-11-10',
    });
  });

  it('opens the detail dialog for a record id only', () => {
    expect(parseTransferId('12')).toBe('12');
    for (const text of ['abc', '12abc', '-1', '0', '']) expect(parseTransferId(text)).toBeNull();
  });
});
