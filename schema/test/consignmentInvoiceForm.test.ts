import { describe, expect, it } from 'vitest';

import { editableItems, invoiceFormRules, newInvoiceFormValues, toInvoiceInput } from '../rules/consignmentInvoiceForm';

const kerupuk = { productId: '20', productName: 'Kerupuk Udang', quantity: 3, unitPrice: 25_000 };
const cumi = { productId: '21', productName: 'Cumi Ring 500 gr', quantity: 1, unitPrice: 65_000 };

describe('invoice form', () => {
  it('starts as a payment of all that remains, at the order prices', () => {
    expect(newInvoiceFormValues([kerupuk, cumi])).toEqual({
      type: 'PAYMENT',
      invoiceDate: '',
      memo: '',
      lines: [
        { productId: '20', quantity: '3', unitPrice: '25000' },
        { productId: '21', quantity: '1', unitPrice: '65000' },
      ],
    });
  });

  it('turns the fields into the gateway input, with no date as null and prices with dots read', () => {
    const values = {
      type: 'ADJUSTMENT' as const,
      invoiceDate: '',
      memo: '  ',
      lines: [{ productId: '20', quantity: '2', unitPrice: '1.250.000' }],
    };
    expect(toInvoiceInput(values)).toEqual({
      type: 'ADJUSTMENT',
      invoiceDate: null,
      memo: null,
      lines: [{ productId: '20', quantity: 2, unitPrice: 1_250_000 }],
    });
  });

  it('refuses a line without a number for quantity or price before sending', () => {
    const result = invoiceFormRules.safeParse({
      type: 'PAYMENT',
      invoiceDate: '',
      memo: '',
      lines: [{ productId: '20', quantity: 'two', unitPrice: '' }],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'lines.0.quantity',
      'lines.0.unitPrice',
    ]);
  });

  it('says what is wrong with each number: letters, none, a negative price, a fraction', () => {
    const lines = [
      { productId: '20', quantity: 'two', unitPrice: '' },
      { productId: '21', quantity: '1,5', unitPrice: '-5' },
    ];
    const result = invoiceFormRules.safeParse({ type: 'PAYMENT', invoiceDate: '', memo: '', lines });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['lines.0.quantity', 'Quantity must be a number'],
      ['lines.0.unitPrice', 'Price is required'],
      ['lines.1.quantity', 'Quantity must be a whole number'],
      ['lines.1.unitPrice', 'Price must be 0 or more'],
    ]);
  });

  it('lets an edited invoice take what remains plus what it holds itself', () => {
    const own = [
      { productId: '20', productName: 'Kerupuk Udang', quantity: 2, unitPrice: 24_000 },
      { productId: '22', productName: 'Kakap Fillet', quantity: 1, unitPrice: 90_000 },
    ];
    expect(editableItems([kerupuk, cumi], own)).toEqual([
      { ...kerupuk, quantity: 5 },
      cumi,
      { productId: '22', productName: 'Kakap Fillet', quantity: 1, unitPrice: 90_000 },
    ]);
  });
});
