import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';

import { EMPTY_REAL_STOCK_MESSAGE, realStockProblem, stockCorrectionInputRules } from '../rules/stockCorrection';

const problems = (rules: z.ZodMiniType, value: unknown) => {
  const result = z.safeParse(rules, value);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('stock corrections', () => {
  it('says the spec message for an empty Real Stock and the rule otherwise', () => {
    expect(realStockProblem(' ')).toBe(EMPTY_REAL_STOCK_MESSAGE);
    expect(realStockProblem('-1')).toBe('Real stock must be 0 or more');
    expect(realStockProblem('1,5')).toBe('Real stock must be a whole number');
    expect(realStockProblem('12')).toBeNull();
    expect(
      problems(stockCorrectionInputRules, { productId: 'x', warehouseId: '1', realStock: 3, expectedCurrentStock: 2 }),
    ).toEqual([['productId', 'Product id must be a positive whole number']]);
  });
});
