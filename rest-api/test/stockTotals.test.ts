import { describe, expect, it } from 'vitest';

import { listStockCounts } from '../src/stock/ledger';
import { newOrder, newTransfer } from './fixtures';
import { restApiSession } from './restApiSession';

const rest = restApiSession();
const { call } = rest;

/** Before the demo data's first purchase, its present, and after every movement below (all in 2030). */
const DAYS = ['2026-06-30', '2026-11-23', '2031-01-01'];

/** Every row of the counts on `day` as the Stock Tracker reads them: the products moved since are folded first. */
const counts = async (day: string) =>
  (await call('GET', `/inventory/stock/count?filter_date=${day}&per_page=-1`)).json.StockCounts;

/** The same read without a fold: the moved products are summed from their movements, the rest read from the totals. */
const unfolded = async (day: string) =>
  JSON.parse(
    JSON.stringify(
      await listStockCounts(rest.api.db, {
        filter_date: day,
        orderby: 'warehouse',
        desc: false,
        page: 1,
        per_page: -1,
      }),
    ),
  );

/** The stock of product 6 at warehouse 3 on the day of the correction below, as a correction is computed from. */
const stockToCorrect = async () =>
  (await call('GET', '/inventory/stock/count?filter_date=2030-01-20&warehouse=3&item_id=6')).json.StockCounts.rows[0]
    ?.CurrentStock ?? 0;

describe('the stock totals the counts keep (migrations/016_stock_totals.sql)', () => {
  it('count, through every kind of movement and change, what the whole ledger summed anew counts', async () => {
    const transfer = (fields: object, lines: unknown[]) =>
      call(
        'POST',
        '/internal_transfer',
        newTransfer({ from_date: '2030-01-10', to_date: '2030-01-12', ...fields }, lines),
      );
    const ids: Record<string, number> = {};
    const steps: Array<[step: string, write: () => Promise<{ status: number; json: any }>]> = [
      [
        'a purchase',
        () =>
          transfer({ ShipToLocationId: 2 }, [
            { ItemId: 6, qty: 40 },
            { ItemId: 7, qty: 30 },
          ]),
      ],
      [
        'a move between warehouses',
        async () => {
          const moved = await transfer({ type: 'inter_warehouse', ShipFromLocationId: 2, ShipToLocationId: 3 }, [
            { ItemId: 6, qty: 12 },
          ]);
          ids.move = moved.json.InternalTransfer.id;
          return moved;
        },
      ],
      [
        'a correction',
        async () =>
          transfer(
            {
              type: 'adjustment',
              from_date: '2030-01-20',
              to_date: '2030-01-20',
              ShipFromLocationId: 3,
              ShipToLocationId: undefined,
            },
            [{ ItemId: 6, qty: -2, expected_stock: await stockToCorrect() }],
          ),
      ],
      [
        'a purchase return',
        () =>
          transfer({ type: 'purchase_return', ShipFromLocationId: 2, ShipToLocationId: undefined, ToVendorId: 1 }, [
            { ItemId: 7, qty: 5 },
          ]),
      ],
      ['the move deleted', () => call('DELETE', `/internal_transfer/${ids.move}`)],
      [
        'an order waiting to ship',
        async () => {
          const order = await call(
            'POST',
            '/orders',
            newOrder({
              ShipFromLocationId: 2,
              order_date: '2030-02-01',
              items: [
                { ItemId: 6, qty: 3 },
                { ItemId: 7, qty: 1 },
              ],
            }),
          );
          ids.order = order.json.Order.id;
          return order;
        },
      ],
      [
        'the order shipped',
        () => call('PUT', `/orders/${ids.order}`, { ShipStatus: 'Shipped', shipment_date: '2030-02-03' }),
      ],
      ['the order from another warehouse', () => call('PUT', `/orders/${ids.order}`, { ShipFromLocationId: 3 })],
      ['the order with other lines', () => call('PUT', `/orders/${ids.order}`, { items: [{ ItemId: 7, qty: 2 }] })],
      [
        'a return of the order',
        async () => {
          const goodsBack = await call('POST', '/returns', {
            OrderId: ids.order,
            ShipFromLocationId: 2,
            action: 'return',
            return_date: '2030-02-10',
            items: JSON.stringify([{ ItemId: 7, qty: 1 }]),
          });
          ids.return = goodsBack.json.Return.id;
          return goodsBack;
        },
      ],
      ['the return deleted', () => call('DELETE', `/returns/${ids.return}`)],
      [
        'a sample waiting to ship',
        async () => {
          const sample = await call('POST', '/samples', {
            VendorId: 1,
            ShipFromLocationId: 2,
            ShiptoAddress1: 'Jl. Sampel 1',
            purpose: 'review',
            items: [{ ItemId: 6, qty: 2 }],
          });
          ids.sample = sample.json.Sample.id;
          return sample;
        },
      ],
      [
        'the sample shipped',
        () => call('PUT', `/samples/${ids.sample}`, { ShipStatus: 'Shipped', shipment_date: '2030-03-01' }),
      ],
      ['the sample from another warehouse', () => call('PUT', `/samples/${ids.sample}`, { ShipFromLocationId: 3 })],
    ];
    for (const [step, write] of steps) {
      const written = await write();
      expect(written.status, `${step}: ${JSON.stringify(written.json)}`).toBeLessThan(300);
      const folded: Record<string, unknown> = {};
      for (const day of DAYS) {
        const before = await unfolded(day);
        folded[day] = await counts(day);
        expect(folded[day], `${step}: read before and after the fold, ${day}`).toEqual(before);
      }
      // Totals of another basis are not read: the next fold sums the whole ledger anew.
      await rest.api.db.query('DELETE FROM stock_totals_basis');
      for (const day of DAYS) expect(await counts(day), `${step}: summed anew, ${day}`).toEqual(folded[day]);
    }
    expect((await counts('2031-01-01')).count).toBeGreaterThan((await counts('2026-11-23')).count);
  });
});
