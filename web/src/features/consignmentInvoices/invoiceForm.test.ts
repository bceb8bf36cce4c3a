import { invoiceFormValues, remainingRows } from './invoiceForm';

const kerupuk = { productId: '20', productName: 'Kerupuk Udang', quantity: 3, unitPrice: 25_000 };
const cumi = { productId: '21', productName: 'Cumi Ring 500 gr', quantity: 1, unitPrice: 65_000 };

describe('invoice form', () => {
  it('fills the edit form from the invoice', () => {
    const invoice = {
      type: 'PAYMENT' as const,
      invoiceDate: '2026-11-20',
      memo: null,
      lines: [{ productId: '20', quantity: 2, unitPrice: 25_000 }],
    };
    expect(invoiceFormValues(invoice)).toEqual({
      type: 'PAYMENT',
      invoiceDate: '2026-11-20',
      memo: '',
      lines: [{ productId: '20', quantity: '2', unitPrice: '25000' }],
    });
  });
});

describe('remaining items table', () => {
  it('lists every product ordered with what remains of it, 0 once invoiced in full', () => {
    const original = [{ ...kerupuk, quantity: 5 }, cumi];
    expect(remainingRows(original, [kerupuk])).toEqual([
      { productId: '20', productName: 'Kerupuk Udang', remaining: 3, ordered: 5 },
      { productId: '21', productName: 'Cumi Ring 500 gr', remaining: 0, ordered: 1 },
    ]);
  });
});
