import { orderTotals } from '@backoffice/schema/rules/orderTotals';

import {
  formatKg,
  formatPercent,
  lineWeightKg,
  marginPercent,
  ppnBreakdown,
  ppnSplit,
  totalWeightKg,
} from './orderFigures';
import { makeLine } from './printableOrder.fixture';

describe('ppnSplit', () => {
  it('divides a PPN-inclusive amount by 1.11 and rounds the DPP to whole rupiah', () => {
    expect(ppnSplit(1_110_000)).toEqual({ dpp: 1_000_000, ppn: 110_000 });
    // 1.280.000 × 100 / 111 = 1.153.153,15…
    expect(ppnSplit(1_280_000)).toEqual({ dpp: 1_153_153, ppn: 126_847 });
    // 190.000 × 100 / 111 = 171.171,17…; 10 × 100 / 111 = 9,009…
    expect(ppnSplit(190_000)).toEqual({ dpp: 171_171, ppn: 18_829 });
    expect(ppnSplit(10)).toEqual({ dpp: 9, ppn: 1 });
    // 5 × 100 / 111 = 4,50…: half up
    expect(ppnSplit(5)).toEqual({ dpp: 5, ppn: 0 });
    expect(ppnSplit(0)).toEqual({ dpp: 0, ppn: 0 });
  });

  it('always adds up to the amount it split', () => {
    for (let amount = 0; amount < 5_000; amount += 7) {
      const { dpp, ppn } = ppnSplit(amount * 1_013);
      expect(dpp + ppn).toBe(amount * 1_013);
      expect(Number.isInteger(dpp)).toBe(true);
    }
  });
});

describe('ppnBreakdown', () => {
  const lines = [
    { quantity: 2, unitPrice: 125_000 },
    { quantity: 1, unitPrice: 1_030_000 },
  ];

  it('takes a taxed order tax as the PPN on top of the sub total', () => {
    expect(ppnBreakdown(orderTotals(lines, 11, 20_000))).toEqual({
      pricesIncludePpn: false,
      percent: 11,
      dpp: 1_280_000,
      ppn: 140_800,
    });
    expect(ppnBreakdown(orderTotals(lines, 5, 0))).toEqual({
      pricesIncludePpn: false,
      percent: 5,
      dpp: 1_280_000,
      ppn: 64_000,
    });
  });

  it('splits an untaxed order sub total by 1.11, as tax-inclusive prices', () => {
    expect(ppnBreakdown(orderTotals(lines, 0, 20_000))).toEqual({
      pricesIncludePpn: true,
      percent: 11,
      dpp: 1_153_153,
      ppn: 126_847,
    });
  });

  it('always explains the order total: DPP + PPN + delivery fee = total', () => {
    for (const taxPercent of [0, 5, 11, 20, 30]) {
      const totals = orderTotals(lines, taxPercent, 17_500);
      const { dpp, ppn } = ppnBreakdown(totals);
      expect(dpp + ppn + totals.deliveryFee).toBe(totals.total);
    }
  });
});

describe('marginPercent', () => {
  it('is 100 − price ÷ list price × 100, to one decimal', () => {
    expect(marginPercent(125_000, 150_000)).toBe(16.7);
    expect(marginPercent(70_000, 75_000)).toBe(6.7);
    expect(marginPercent(87_500, 100_000)).toBe(12.5);
    expect(marginPercent(100_000, 100_000)).toBe(0);
  });

  it('is 0 when there is no list price', () => {
    expect(marginPercent(30_000, 0)).toBe(0);
  });

  it('goes negative when the price is above the list price', () => {
    expect(marginPercent(120_000, 100_000)).toBe(-20);
  });

  it('rounds half away from zero and never gives -0', () => {
    expect(marginPercent(1_999, 2_000)).toBe(0.1);
    expect(marginPercent(2_001, 2_000)).toBe(-0.1);
    expect(Object.is(marginPercent(3_001, 3_000), 0)).toBe(true);
  });
});

describe('weights', () => {
  it('multiplies the unit gross weight by the quantity and skips unknown weights in the total', () => {
    const line = { ...makeLine(0), quantity: 3, grossWeightKg: 0.25 };
    expect(lineWeightKg(line)).toBe(0.75);
    expect(lineWeightKg({ ...line, grossWeightKg: null })).toBeNull();
    expect(totalWeightKg([line, { ...line, grossWeightKg: null }, { ...line, quantity: 1, grossWeightKg: 1.5 }])).toBe(
      2.25,
    );
  });
});

describe('formatting', () => {
  it('writes percentages and kilograms the Indonesian way', () => {
    expect(formatPercent(16.7)).toBe('16,7%');
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(-20)).toBe('-20%');
    expect(formatKg(1.25)).toBe('1,25 kg');
    expect(formatKg(0.1 * 3)).toBe('0,3 kg');
    expect(formatKg(1250)).toBe('1.250 kg');
    expect(formatKg(null)).toBe('-');
  });
});
