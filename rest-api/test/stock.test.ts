import { describe, expect, it } from 'vitest';

import { AWAITING_SHIPMENT_STATUSES, SHIP_STATUSES, SHIPPED_STATUSES } from '../src/core/schemas';
import { newOrder, newTransfer } from './fixtures';
import { restApiSession } from './restApiSession';

const rest = restApiSession();
const { call } = rest;

/** The current and pending stock of a product at a warehouse up to a day (0 when nothing moved it). */
async function stockOf(item: number, warehouse: number, day: string) {
  const { json } = await call(
    'GET',
    `/inventory/stock/count?filter_date=${day}&warehouse=${warehouse}&item_id=${item}`,
  );
  const row = json.StockCounts.rows[0];
  return { current: row?.CurrentStock ?? 0, pending: row?.PendingStock ?? 0, real: row?.RealStock ?? null };
}

const transferCount = async () =>
  (await rest.api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM internal_transfers'))[0]!.n;

async function post(overrides: object, lines?: unknown[]) {
  return call('POST', '/internal_transfer', newTransfer(overrides, lines));
}

describe('the stock tracker on the demo data', () => {
  it('lists believable stock per warehouse and product, sorted by warehouse, 5 a page by request', async () => {
    const { status, json } = await call('GET', '/inventory/stock/count?filter_date=2026-11-23&per_page=5');
    expect(status).toBe(200);
    const { rows, count } = json.StockCounts;
    expect(rows).toHaveLength(5);
    expect(count).toBeGreaterThan(30);
    const all = (await call('GET', '/inventory/stock/count?filter_date=2026-11-23&per_page=-1')).json.StockCounts.rows;
    expect(all).toHaveLength(count);
    const names = all.map((row: any) => row.Warehouse.LocationName.toLowerCase());
    expect(names).toEqual([...names].sort());
    // Every product was bought with a reserve before it sold: nothing is negative, and orders still waiting show as pending.
    expect(all.every((row: any) => row.CurrentStock >= 0)).toBe(true);
    expect(all.filter((row: any) => row.CurrentStock > 0).length).toBeGreaterThan(count / 2);
    expect(all.some((row: any) => row.PendingStock > 0)).toBe(true);
    expect(new Set(all.map((row: any) => row.CurrentStock)).size).toBeGreaterThan(10);
  });

  it('searches products by words of the name, and narrows to a warehouse', async () => {
    const [first] = (await call('GET', '/inventory/stock/count?filter_date=2026-11-23&per_page=1')).json.StockCounts
      .rows;
    const word = first.Item.name.split(' ')[0];
    const found = (
      await call(
        'GET',
        `/inventory/stock/count?filter_date=2026-11-23&per_page=-1&item=${encodeURIComponent(word.toLowerCase())}&warehouse=${first.WarehouseId}`,
      )
    ).json.StockCounts;
    expect(found.count).toBeGreaterThan(0);
    expect(
      found.rows.every(
        (row: any) => row.Item.name.toLowerCase().includes(word.toLowerCase()) && row.WarehouseId === first.WarehouseId,
      ),
    ).toBe(true);
  });

  it('holds nothing before the first purchase', async () => {
    expect((await call('GET', '/inventory/stock/count?filter_date=2026-06-30')).json.StockCounts.count).toBe(0);
  });
});

describe('the ledger', () => {
  it('knows for every shipment status whether it moved stock, waits to, or never will', () => {
    const neverShips = SHIP_STATUSES.filter(
      (status) => ![...SHIPPED_STATUSES, ...AWAITING_SHIPMENT_STATUSES].includes(status as never),
    );
    expect(neverShips).toEqual(['Canceled', 'Rejected']);
    expect(
      SHIPPED_STATUSES.filter((status) => (AWAITING_SHIPMENT_STATUSES as readonly string[]).includes(status)),
    ).toEqual([]);
  });

  it('adds and takes each type of movement on its day', async () => {
    // Product 3 between warehouses 2 and 3, in 2027 where the demo data has nothing.
    const at = async (day: string) => ({ w2: await stockOf(3, 2, day), w3: await stockOf(3, 3, day) });
    const before = await at('2026-12-31');

    expect(
      (await post({ from_date: '2027-01-10', to_date: '2027-01-10', ShipToLocationId: 2 }, [{ ItemId: 3, qty: 10 }]))
        .status,
    ).toBe(201);
    expect((await at('2027-01-09')).w2.current).toBe(before.w2.current);
    expect((await at('2027-01-10')).w2.current).toBe(before.w2.current + 10);

    // Leaves the source when shipped, reaches the destination when received.
    const move = await post(
      {
        type: 'inter_warehouse',
        from_date: '2027-01-11',
        to_date: '2027-01-13',
        ShipFromLocationId: 2,
        ShipToLocationId: 3,
      },
      [{ ItemId: 3, qty: 4 }],
    );
    expect(move.status).toBe(201);
    expect(await at('2027-01-12')).toMatchObject({
      w2: { current: before.w2.current + 6 },
      w3: { current: before.w3.current },
    });
    expect((await at('2027-01-13')).w3.current).toBe(before.w3.current + 4);

    const adjustment = await post(
      {
        type: 'adjustment',
        from_date: '2027-01-14',
        to_date: '2027-01-14',
        ShipFromLocationId: 3,
        ShipToLocationId: undefined,
      },
      [{ ItemId: 3, qty: -1 }],
    );
    expect(adjustment.status).toBe(201);
    expect((await at('2027-01-14')).w3.current).toBe(before.w3.current + 3);

    const giveBack = await post(
      {
        type: 'purchase_return',
        from_date: '2027-01-15',
        to_date: '2027-01-15',
        ShipFromLocationId: 2,
        ShipToLocationId: undefined,
        ToVendorId: 1,
      },
      [{ ItemId: 3, qty: 2 }],
    );
    expect(giveBack.status).toBe(201);
    expect((await at('2027-01-15')).w2.current).toBe(before.w2.current + 4);

    // Orders: shipped ones take stock on their shipment day; waiting ones are pending; canceled ones nothing.
    const order = (fields: object) =>
      call(
        'POST',
        '/orders',
        newOrder({ ShipFromLocationId: 2, items: [{ ItemId: 3, qty: 3 }], order_date: '2027-01-16', ...fields }),
      );
    expect((await order({ ShipStatus: 'Shipped', shipment_date: '2027-01-17' })).status).toBe(201);
    expect((await order({ ShipStatus: 'Processed' })).status).toBe(201);
    expect((await order({ ShipStatus: 'Label Printed', OrderStatus: 'payment_expired' })).status).toBe(201);
    expect((await order({ ShipStatus: 'Canceled' })).status).toBe(201);
    expect((await at('2027-01-16')).w2).toEqual({
      current: before.w2.current + 4,
      pending: before.w2.pending + 3,
      real: null,
    });
    expect((await at('2027-01-17')).w2.current).toBe(before.w2.current + 1);

    // Deleting a transfer moves its stock back.
    const deleted = await call('DELETE', `/internal_transfer/${move.json.InternalTransfer.id}`);
    expect(deleted.json.InternalTransfer).toMatchObject({ id: move.json.InternalTransfer.id, type: 'inter_warehouse' });
    expect(await at('2027-01-17')).toMatchObject({
      w2: { current: before.w2.current + 5 },
      w3: { current: before.w3.current - 1 },
    });
    expect((await call('GET', `/internal_transfer/${move.json.InternalTransfer.id}`)).status).toBe(404);
    expect((await call('DELETE', `/internal_transfer/${move.json.InternalTransfer.id}`)).status).toBe(404);
  });

  it('takes a shipped sample from stock, counts a waiting one as pending, and brings a return back at its warehouse', async () => {
    // Product 4 between warehouses 2 and 3, in 2029 where nothing else moves.
    const at = async (day: string) => ({ w2: await stockOf(4, 2, day), w3: await stockOf(4, 3, day) });
    const before = await at('2029-01-31');
    const sample = (fields: object) =>
      call('POST', '/samples', {
        VendorId: 1,
        ShipFromLocationId: 2,
        ShiptoAddress1: 'Jl. Sampel 1',
        purpose: 'review',
        items: [{ ItemId: 4, qty: 2 }],
        ...fields,
      });
    expect((await sample({ ShipStatus: 'Shipped', shipment_date: '2029-02-02' })).status).toBe(201);
    // A tester is a sample: waiting, it is pending stock; a canceled one is not.
    expect((await sample({ purpose: 'tester', ShipStatus: 'Processed' })).status).toBe(201);
    expect((await sample({ ShipStatus: 'Label Printed', status: 'canceled' })).status).toBe(201);
    expect((await at('2029-02-01')).w2).toEqual({
      current: before.w2.current,
      pending: before.w2.pending + 2,
      real: null,
    });
    expect((await at('2029-02-02')).w2.current).toBe(before.w2.current - 2);

    const order = await call(
      'POST',
      '/orders',
      newOrder({
        ShipFromLocationId: 2,
        items: [{ ItemId: 4, qty: 3 }],
        order_date: '2029-02-03',
        ShipStatus: 'Shipped',
        shipment_date: '2029-02-03',
      }),
    );
    const goodsBack = await call('POST', '/returns', {
      OrderId: order.json.Order.id,
      ShipFromLocationId: 3,
      action: 'return',
      return_date: '2029-02-05',
      items: JSON.stringify([{ ItemId: 4, qty: 2 }]),
    });
    expect(goodsBack.status).toBe(201);
    expect((await at('2029-02-04')).w3.current).toBe(before.w3.current);
    expect(await at('2029-02-05')).toMatchObject({
      w2: { current: before.w2.current - 5 },
      w3: { current: before.w3.current + 2 },
    });
    // Deleting the return takes its goods away again.
    expect((await call('DELETE', `/returns/${goodsBack.json.Return.id}`)).status).toBe(200);
    expect((await at('2029-02-05')).w3.current).toBe(before.w3.current);
  });

  it('answers a transfer with its ends and lines by name', async () => {
    const created = await post({ memo: '  Datang dari nelayan  ', vendor: 2 }, [
      { ItemId: 1, qty: 7, price: 1000 },
      { ItemId: 2, qty: 3 },
    ]);
    expect(created.status).toBe(201);
    const transfer = created.json.InternalTransfer;
    expect(transfer).toMatchObject({
      type: 'purchases',
      memo: 'Datang dari nelayan',
      VendorId: 2,
      Vendor: { id: 2 },
      ShipToLocation: { id: 1, LocationName: expect.any(String) },
      ShipFromLocation: null,
      status: 1,
      DeliveryMethodId: 1,
    });
    expect(
      transfer.InternalTransferLines.map((line: any) => [line.ItemId, line.qty, line.price, line.Item.name.length > 0]),
    ).toEqual([
      [1, 7, 1000, true],
      [2, 3, null, true],
    ]);
    expect((await call('GET', `/internal_transfer/${transfer.id}`)).json.InternalTransfer).toEqual(transfer);
  });
});

describe('a correction with expected_stock', () => {
  const correction = (expected: number, qty: number) =>
    post(
      {
        type: 'adjustment',
        from_date: '2027-02-01',
        to_date: '2027-02-01',
        ShipFromLocationId: 4,
        ShipToLocationId: undefined,
      },
      [{ ItemId: 5, qty, expected_stock: expected }],
    );

  it('applies to the stock it was computed from only, and records the count', async () => {
    const { current } = await stockOf(5, 4, '2027-02-01');
    const stale = await correction(current + 1, -2);
    expect(stale.status).toBe(409);
    expect(stale.json.errors[0]).toEqual({
      field: 'items.0.expected_stock',
      message: `items.0.expected_stock is ${current + 1} but the stock is now ${current}`,
    });
    const applied = await correction(current, 3);
    expect(applied.status).toBe(201);
    expect(await stockOf(5, 4, '2027-02-01')).toMatchObject({ current: current + 3, real: current + 3 });
    expect((await correction(current + 3, -(current + 4))).json.errors[0].field).toBe('items.0.qty');
  });

  // Three at once, five times over: on PostgreSQL (the second test run) they overlap for real.
  it('lets one of three simultaneous corrections of the same count through', { tags: ['postgres'] }, async () => {
    for (let round = 0; round < 5; round++) {
      const { current } = await stockOf(5, 4, '2027-02-01');
      const answers = await Promise.all([correction(current, 1), correction(current, 1), correction(current, 1)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
      expect((await stockOf(5, 4, '2027-02-01')).current).toBe(current + 1);
    }
  });
});

describe('refused transfers', () => {
  it.each([
    ['no lines', {}, [], 'items'],
    ['a zero quantity', {}, [{ ItemId: 1, qty: 0 }], 'items.0.qty'],
    ['a negative purchase', {}, [{ ItemId: 1, qty: -3 }], 'items.0.qty'],
    ['a quantity that is not a number', {}, [{ ItemId: 1, qty: 'dua' }], 'items.0.qty'],
    ['a fractional quantity', {}, [{ ItemId: 1, qty: 1.5 }], 'items.0.qty'],
    ['an unknown product', {}, [{ ItemId: 999999, qty: 1 }], 'items.0.ItemId'],
    ['an unknown destination', { ShipToLocationId: 999999 }, undefined, 'ShipToLocationId'],
    ['an unknown vendor', { vendor: 999999 }, undefined, 'vendor'],
    ['a purchase without destination', { ShipToLocationId: undefined }, undefined, 'ShipToLocationId'],
    [
      'the same warehouse at both ends',
      { type: 'inter_warehouse', ShipFromLocationId: 1, ShipToLocationId: 1 },
      undefined,
      'ShipToLocationId',
    ],
    ['a move without source', { type: 'inter_warehouse', ShipToLocationId: 2 }, undefined, 'ShipFromLocationId'],
    [
      'a return without vendor',
      { type: 'purchase_return', ShipFromLocationId: 1, ShipToLocationId: undefined },
      undefined,
      'ToVendorId',
    ],
    [
      'an unknown return vendor',
      { type: 'purchase_return', ShipFromLocationId: 1, ShipToLocationId: undefined, ToVendorId: 999999 },
      undefined,
      'ToVendorId',
    ],
    ['a received date before the shipment', { from_date: '2026-11-20', to_date: '2026-11-19' }, undefined, 'to_date'],
    ['an unknown type', { type: 'gift' }, undefined, 'type'],
    ['an expected stock on a purchase', {}, [{ ItemId: 1, qty: 1, expected_stock: 4 }], 'items.0.expected_stock'],
  ])('refuses %s, naming the field, and writes nothing', async (_case, overrides, lines, field) => {
    const before = await transferCount();
    const answer = await post(overrides, lines);
    expect(answer.status).toBe(400);
    expect(answer.json.errors[0].field).toBe(field);
    expect(answer.json.errors[0].message).toMatch(new RegExp(`^${field.replace(/\./g, '\\.')}`));
    expect(await transferCount()).toBe(before);
  });

  it('refuses items that are not JSON', async () => {
    const answer = await call('POST', '/internal_transfer', newTransfer({ items: '[{"ItemId": 1' }));
    expect(answer.json.errors).toEqual([{ field: 'items', message: 'items must be JSON text of a list of lines' }]);
  });
});

describe('the transfer list', () => {
  it('filters by each key of the Internal Transfer screen and pages, newest received first on request', async () => {
    const all = (await call('GET', '/internal_transfer?per_page=-1')).json.InternalTransfers;
    expect(all.count).toBeGreaterThan(10);
    const filtered = async (query: string): Promise<any[]> => {
      const { InternalTransfers } = (await call('GET', `/internal_transfer?per_page=-1&${query}`)).json;
      expect(InternalTransfers.count, query).toBeGreaterThan(0);
      expect(InternalTransfers.rows).toHaveLength(InternalTransfers.count);
      return InternalTransfers.rows;
    };
    expect((await filtered('type=purchase_return')).every((t) => t.type === 'purchase_return')).toBe(true);
    expect((await filtered('ship_from=2')).every((t) => t.ShipFromLocationId === 2)).toBe(true);
    expect((await filtered('ship_to=3')).every((t) => t.ShipToLocationId === 3)).toBe(true);
    const someVendor = all.rows.find((t: any) => t.ToVendorId).ToVendorId;
    expect(
      (await filtered(`vendor=${someVendor}`)).every((t) => t.VendorId === someVendor || t.ToVendorId === someVendor),
    ).toBe(true);
    expect(
      (await filtered('start_date=2026-09-01&end_date=2026-10-31')).every(
        (t) => t.to_date >= '2026-09-01' && t.to_date <= '2026-10-31',
      ),
    ).toBe(true);
    const page = (await call('GET', '/internal_transfer?per_page=5&page=2&desc=true')).json.InternalTransfers;
    expect(page.rows).toHaveLength(5);
    expect(page.count).toBe(all.count);
    const dates = page.rows.map((t: any) => t.to_date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('is in /openapi.json with its schemas', async () => {
    const { paths } = (await call('GET', '/openapi.json')).json;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining(['/internal_transfer', '/internal_transfer/{id}', '/inventory/stock/count']),
    );
    expect(paths['/internal_transfer'].post.requestBody.content['application/json'].schema.properties.items.type).toBe(
      'string',
    );
  });
});
