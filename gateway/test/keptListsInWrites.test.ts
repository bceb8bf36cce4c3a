import { describe, expect, it } from 'vitest';

import { testStack } from './harness';

/**
 * Lists kept for every session until a write (issue 38, core/writeStampedCache.ts) on, as configured by default: a
 * mutation reads afresh what it reads after its own writes. Over the spec profile a stock correction picks its
 * product out of the stock list read whole, before its write and again after it.
 */
const stack = testStack({ gateway: { wholeListTtlMs: 60_000, overviewCacheTtlMs: 300_000 } });

const STOCK = `query ($item: String) {
  stockCounts(warehouseId: "1", item: $item, perPage: 5) { rows { productId productName currentStock } }
}`;
const CORRECT = `mutation ($input: StockCorrectionInput!) {
  correctStock(input: $input) { stockCount { productId currentStock realStock } }
}`;

describe('a mutation beside the lists kept until a write', () => {
  it('corrects a stock count twice in a row, each reading the stock after its own write', async () => {
    const read = await stack.query(STOCK, { item: null });
    expect(read.body.errors).toBeUndefined();
    const [row] = read.body.data.stockCounts.rows as Array<{
      productId: string;
      productName: string;
      currentStock: number;
    }>;
    let current = row!.currentStock;
    for (const realStock of [current + 2, current + 5]) {
      const saved = await stack.query(CORRECT, {
        input: { productId: row!.productId, warehouseId: '1', realStock, expectedCurrentStock: current },
      });
      expect(saved.body.errors).toBeUndefined();
      expect(saved.body.data.correctStock.stockCount).toEqual({
        productId: row!.productId,
        currentStock: realStock,
        realStock,
      });
      // The list as staff see it next shows the write.
      const after = await stack.query(STOCK, { item: row!.productName });
      expect(after.body.data.stockCounts.rows).toContainEqual(
        expect.objectContaining({ productId: row!.productId, currentStock: realStock }),
      );
      current = realStock;
    }
  });
});
