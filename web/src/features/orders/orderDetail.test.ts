import { describe, expect, it } from 'vitest';

import { lineGrossWeightText, orderFacts, orderTotalRows } from './orderDetail';
import { detailOrder } from './orders.fixture';

describe('order detail texts', () => {
  it('lists the facts, with - for one the order lacks', () => {
    expect(orderFacts(detailOrder)).toEqual([
      ['Date', '05/11/2026'],
      ['Customer', 'Siti Nur Aisyah'],
      ['Contact', '081234567890'],
      ['Destination', 'Jl. Cihampelas No. 160, Kota Bandung, Jawa Barat, 40131'],
    ]);
    expect(orderFacts({ ...detailOrder, customer: null }).slice(1, 3)).toEqual([
      ['Customer', '-'],
      ['Contact', '-'],
    ]);
  });

  it('labels the tax with its rate and writes every total in rupiah', () => {
    expect(orderTotalRows(detailOrder.totals)).toEqual([
      ['Sub Total', 'Rp 370.000'],
      ['Tax (11%)', 'Rp 40.700'],
      ['Delivery Fee', 'Rp 15.000'],
      ['Total', 'Rp 425.700'],
    ]);
  });

  it('weighs a line as its unit weight times its quantity, and shows - without a weight', () => {
    expect(lineGrossWeightText({ grossWeight: 1.1, quantity: 2 })).toBe('2,2 kg');
    expect(lineGrossWeightText({ grossWeight: null, quantity: 3 })).toBe('-');
  });
});
