import { describe, expect, it } from 'vitest';

import { destinationText, productCell, shipCell } from './orderRow';
import { detailOrder, rowOrder } from './orders.fixture';

describe('order list cells', () => {
  it('shows the first 2 products as "name (xqty)" then how many more (spec 001 §2)', () => {
    expect(productCell(rowOrder('1', 5))).toEqual(['Produk 1 (x1)', 'Produk 2 (x2)', '...3 more']);
    expect(productCell(rowOrder('1', 2))).toEqual(['Produk 1 (x1)', 'Produk 2 (x2)']);
  });

  it('shows the ship-to address with its postal code', () => {
    expect(shipCell(rowOrder('1', 1))).toBe('Jl. Cihampelas No. 160, 40131');
    expect(shipCell(rowOrder('1', 1, { shippingAddress: { address: 'Jl. Braga 1', postalCode: null } }))).toBe(
      'Jl. Braga 1',
    );
  });

  it("writes the dialog's destination with the city as type plus name", () => {
    expect(destinationText(detailOrder)).toBe('Jl. Cihampelas No. 160, Kota Bandung, Jawa Barat, 40131');
  });
});
