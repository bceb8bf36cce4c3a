import { decomposeColor, getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';

import { channelColors, salesChart, shipmentStatusBars } from './overviewCharts';

/** A colour (#rrggbb) in CIELAB, D65: the space where a distance is how far apart two colours look. */
function cielab(colour: string): [number, number, number] {
  const [r, g, b] = decomposeColor(colour).values.map((channel) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const xyz = [
    (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047,
    0.2126 * r + 0.7152 * g + 0.0722 * b,
    (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883,
  ];
  const [fx, fy, fz] = xyz.map((t) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116)) as [
    number,
    number,
    number,
  ];
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

/** ΔE*ab (CIE76): about 2 is the least an eye tells apart side by side; series want far more. */
const colourDistance = (a: string, b: string) =>
  Math.hypot(...cielab(a).map((value, index) => value - cielab(b)[index]!));

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

describe('channelColors', () => {
  it('keeps every two channels apart (ΔE*ab 25 or more), each one 3:1 or more on white', () => {
    const colours = Object.entries(channelColors);
    const tooClose = colours.flatMap(([channel, colour], index) =>
      colours
        .slice(index + 1)
        .filter(([, other]) => colourDistance(colour, other) < 25)
        .map(([other]) => `${channel} and ${other}`),
    );
    expect(tooClose).toEqual([]);
    for (const [channel, colour] of colours)
      expect(getContrastRatio(colour, '#fff'), channel).toBeGreaterThanOrEqual(3);
  });
});
