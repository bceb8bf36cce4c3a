import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';

import { RETURN_WITHOUT_LINES_MESSAGE } from '../rules/return';
import { newReturnFormValues, returnFormRules, type ReturnFormValues, returnLinesOf } from '../rules/returnForm';

const line = (productId: string, quantity: string) => ({
  productId,
  productName: `Product ${productId}`,
  quantity,
  returnableQuantity: 5,
  orderedQuantity: 5,
});
const filled: ReturnFormValues = {
  ...newReturnFormValues('12'),
  returnToId: '3',
  action: 'REFUND',
  moneyReturned: '150.000',
  memo: '  ',
  lines: [line('7', '2'), line('8', ' 1 ')],
};

const problems = (values: ReturnFormValues) => {
  const result = z.safeParse(returnFormRules, values);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('return form rules', () => {
  it('sends what the fields hold as a ReturnInput: rupiah with dots, quantities as numbers, no courier and an empty memo as none', () => {
    expect(z.parse(returnFormRules, filled)).toEqual({
      orderId: '12',
      shipById: null,
      returnToId: '3',
      moneyReturned: 150000,
      action: 'REFUND',
      memo: null,
      lines: [
        { productId: '7', quantity: 2 },
        { productId: '8', quantity: 1 },
      ],
    });
    expect(z.parse(returnFormRules, { ...filled, moneyReturned: '', shipById: '2' })).toMatchObject({
      moneyReturned: 0,
      shipById: '2',
    });
  });

  it('refuses a return without lines with the words of spec 001 §8', () => {
    expect(problems({ ...filled, lines: [] })).toEqual([['lines', RETURN_WITHOUT_LINES_MESSAGE]]);
    expect(RETURN_WITHOUT_LINES_MESSAGE).toBe('Tidak ada Produk yang direturn');
  });

  it('names the field of each other problem: no order, warehouse or action, a quantity that is no whole number, money not rupiah', () => {
    expect(
      problems({ ...newReturnFormValues(), moneyReturned: 'lots', lines: [line('7', '0'), line('8', '1.5')] }),
    ).toEqual([
      ['orderId', 'Order is required'],
      ['returnToId', 'Ship To warehouse is required'],
      ['moneyReturned', 'Money returned must be a number'],
      ['action', 'Action is required'],
      ['lines.0.quantity', 'Quantity must be 1 or more'],
      ['lines.1.quantity', 'Quantity must be a whole number'],
    ]);
    // A negative amount names the least allowed, not "a number".
    expect(problems({ ...filled, moneyReturned: '-5000' })).toEqual([
      ['moneyReturned', 'Money returned must be 0 or more'],
    ]);
  });

  it('prefills one line per product the order still holds, with all of it; products already returned in full are left out', () => {
    expect(
      returnLinesOf([
        { productId: '7', productName: 'Kerupuk Udang', orderedQuantity: 5, returnableQuantity: 3 },
        { productId: '8', productName: 'Cumi Ring', orderedQuantity: 2, returnableQuantity: 0 },
      ]),
    ).toEqual([
      { productId: '7', productName: 'Kerupuk Udang', quantity: '3', returnableQuantity: 3, orderedQuantity: 5 },
    ]);
  });
});
