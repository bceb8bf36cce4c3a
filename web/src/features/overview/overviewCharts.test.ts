import { describe, expect, it } from 'vitest';

import { salesChart, shipmentStatusBars } from './overviewCharts';

describe('salesChart', () => {
  it("stacks each day's sales by channel, the best-selling channel first, a day without sales at 0", () => {
    const chart = salesChart([
      {
        day: '2025-11-23',
        orderCount: 3,
        total: 450_000,
        byChannel: [
          { channel: 'SHOPEE', orderCount: 2, total: 300_000 },
          { channel: null, orderCount: 1, total: 150_000 },
        ],
      },
      { day: '2025-11-24', orderCount: 0, total: 0, byChannel: [] },
      {
        day: '2025-11-25',
        orderCount: 2,
        total: 900_000,
        byChannel: [
          { channel: 'CRYSTAL_WEB', orderCount: 1, total: 500_000 },
          { channel: 'SHOPEE', orderCount: 1, total: 400_000 },
        ],
      },
    ]);
    expect(chart.days).toEqual([
      { day: '2025-11-23', orderCount: 3, total: 450_000 },
      { day: '2025-11-24', orderCount: 0, total: 0 },
      { day: '2025-11-25', orderCount: 2, total: 900_000 },
    ]);
    expect(chart.channels).toEqual([
      { key: 'SHOPEE', label: 'shopee', totals: [300_000, 0, 400_000] },
      { key: 'CRYSTAL_WEB', label: 'crystal web', totals: [0, 0, 500_000] },
      { key: 'NONE', label: 'No channel', totals: [150_000, 0, 0] },
    ]);
  });

  it('has no channels in a period without sales', () => {
    expect(salesChart([{ day: '2025-11-25', orderCount: 0, total: 0, byChannel: [] }]).channels).toEqual([]);
  });
});

describe('shipmentStatusBars', () => {
  it('keeps the statuses that orders are at, in the enum order, with their labels', () => {
    expect(
      shipmentStatusBars([
        { status: 'PROCESSED', count: 4 },
        { status: 'LABEL_PRINTED', count: 0 },
        { status: 'OUT_FOR_DELIVERY', count: 2 },
      ]),
    ).toEqual([
      { status: 'PROCESSED', label: 'Processed', count: 4 },
      { status: 'OUT_FOR_DELIVERY', label: 'Out_for_delivery', count: 2 },
    ]);
  });
});
