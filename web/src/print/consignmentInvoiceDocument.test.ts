// @vitest-environment node
import {
  consignmentInvoiceDocument,
  consignmentInvoiceFileName,
  type PrintableConsignmentInvoice,
} from './consignmentInvoiceDocument';
import { layOut, pageOf, textsOnPage, valueAfter } from './layOutForTest';
import { BANK_TRANSFER } from './printConstants';

const A4 = { width: 595.28, height: 841.89 };

function makeInvoice(lineCount: number): PrintableConsignmentInvoice {
  const lines = Array.from({ length: lineCount }, (_, index) => {
    const quantity = (index % 3) + 1;
    const unitPrice = 25_000 + index * 1_000;
    return {
      sku: `SKU-${String(index + 1).padStart(4, '0')}`,
      name: `Kerupuk Udang ${index + 1}`,
      quantity,
      unitPrice,
      linePrice: quantity * unitPrice,
    };
  });
  return {
    invoiceNumber: 'CI/2026/0007',
    orderId: '12',
    orderDate: '2026-11-20',
    orderTotal: 1_250_000,
    invoiceDate: '2026-11-21',
    type: 'payment',
    memo: 'Titipan minggu 1',
    total: lines.reduce((sum, line) => sum + line.linePrice, 0),
    customer: {
      name: 'Budi Santoso',
      companyName: 'Toko Sumber Rejeki',
      email: 'budi@sumberrejeki.co.id',
      address: 'Jl. Pasar Baru 12, Bandung',
    },
    lines,
  };
}

const bankLine = `${BANK_TRANSFER.bankName} ${BANK_TRANSFER.accountNumber} a/n ${BANK_TRANSFER.accountHolder}`;

describe('consignment invoice document', () => {
  it.each([
    [1, 1],
    [10, 1],
    [11, 2],
    [25, 3],
  ])(
    '%i lines: %i A4 page(s), each under the header, the totals and bank line after the last line',
    async (lines, pages) => {
      const document = await layOut(consignmentInvoiceDocument(makeInvoice(lines)));

      expect(document.pageCount).toBe(pages);
      expect(document.pageObjectsInFile).toBe(pages);
      expect(document.pageSizes).toEqual(Array(pages).fill(A4));
      for (let page = 1; page <= pages; page += 1) expect(textsOnPage(document, page)).toContain('CI/2026/0007');
      expect(pageOf(document, bankLine)).toBe(pages);
      expect(pageOf(document, 'Total')).toBe(pages);
    },
  );

  it('prints the invoice and order facts, the customer, each line and the total in rupiah with dots', async () => {
    const invoice = makeInvoice(2);
    const document = await layOut(consignmentInvoiceDocument(invoice));

    expect(valueAfter(document, 'Invoice No.')).toBe('CI/2026/0007');
    expect(valueAfter(document, 'Date')).toBe('21/11/2026');
    expect(valueAfter(document, 'Order No.')).toBe('#12');
    expect(valueAfter(document, 'Order Total')).toBe('Rp 1.250.000');
    expect(valueAfter(document, 'Type')).toBe('payment');
    expect(valueAfter(document, 'Bill To')).toBe('Budi Santoso');
    const texts = document.texts.map((entry) => entry.text);
    expect(texts).toEqual(
      expect.arrayContaining([
        'Toko Sumber Rejeki',
        'budi@sumberrejeki.co.id',
        'Jl. Pasar Baru 12, Bandung',
        'Titipan minggu 1',
      ]),
    );
    expect(valueAfter(document, 'SKU-0002')).toBe('Kerupuk Udang 2');
    // Line 2: 2 × Rp 26.000 = Rp 52.000; the total adds line 1's Rp 25.000.
    expect(texts.slice(texts.indexOf('SKU-0002') + 2, texts.indexOf('SKU-0002') + 5)).toEqual([
      '2',
      'Rp 26.000',
      'Rp 52.000',
    ]);
    expect(valueAfter(document, 'Total Qty')).toBe('3');
    expect(valueAfter(document, 'Total')).toBe('Rp 77.000');
  });

  it('shows a dash for an invoice without a date, and names its file after the number', async () => {
    const document = await layOut(consignmentInvoiceDocument({ ...makeInvoice(1), invoiceDate: null }));
    expect(valueAfter(document, 'Date')).toBe('-');
    expect(consignmentInvoiceFileName({ invoiceNumber: 'CI/2026/0007' })).toBe('invoice-CI-2026-0007.pdf');
  });
});
