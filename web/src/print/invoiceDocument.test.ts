// @vitest-environment node
import { INVOICE_VARIANTS, invoiceDocument, invoicesDocument, type InvoiceVariant } from './invoiceDocument';
import { type LaidOutDocument, layOut, pageOf, textsOnPage, valueAfter } from './layOutForTest';
import type { PrintableOrder, PrintableOrderLine } from './printableOrder';
import { makeLine, makeOrder } from './printableOrder.fixture';
import { BANK_TRANSFER, SENDER_NAME } from './printConstants';

const A4 = { width: 595.28, height: 841.89 };
const VARIANTS = INVOICE_VARIANTS.map(({ variant }) => variant);

/** The cells of the line row that starts with this SKU, after the SKU (detail variants). */
function rowAfterSku(document: LaidOutDocument, sku: string): string[] {
  const index = document.texts.findIndex((entry) => entry.text === sku);
  return document.texts.slice(index + 1, index + 7).map((entry) => entry.text);
}

describe('invoice pages', () => {
  // Lines on the order → invoice pages (10 lines a page); the packing list follows on one more page.
  const cases: Array<[lines: number, invoicePages: number]> = [
    [1, 1],
    [10, 1],
    [11, 2],
    [25, 3],
  ];

  describe.each(VARIANTS)('%s', (variant) => {
    it.each(cases)('%i lines: %i invoice page(s), then the packing list', async (lines, invoicePages) => {
      const document = await layOut(invoiceDocument(makeOrder(lines), variant));

      expect(document.pageCount).toBe(invoicePages + 1);
      expect(document.pageObjectsInFile).toBe(invoicePages + 1);
      expect(pageOf(document, 'PACKING LIST')).toBe(invoicePages + 1);
      expect(pageOf(document, 'Sub Total')).toBe(invoicePages);
      for (let page = 1; page <= invoicePages; page += 1) expect(textsOnPage(document, page)).toContain('INVOICE');
      expect(document.pageSizes).toEqual(Array(invoicePages + 1).fill(A4));
    });
  });

  it('keeps 10 lines with long, wrapping product names and a memo on one invoice page', async () => {
    const name =
      'Sambal Bawang Pedas Level 5 Botol Kaca 190 ml Edisi Spesial Ramadhan Paket Hemat Keluarga Besar Isi 12';
    const order = makeOrder(
      10,
      Array.from({ length: 10 }, (_, index) => ({ ...makeLine(index), name })),
    );
    const document = await layOut(
      invoiceDocument(
        { ...order, memo: 'Kirim sebelum jam 12 siang. Barang mudah pecah, mohon dibungkus bubble wrap.' },
        'ppn-detail',
      ),
    );

    expect(document.pageCount).toBe(2);
    expect(pageOf(document, 'PACKING LIST')).toBe(2);
  });

  it('puts lines 1–10 on the first page and line 11 on the second', async () => {
    const document = await layOut(invoiceDocument(makeOrder(25), 'detail'));
    const skusOn = (page: number) => textsOnPage(document, page).filter((text) => text.startsWith('SKU-'));

    expect(skusOn(1)).toEqual(makeOrder(10).lines.map((line) => line.sku));
    expect(skusOn(2)).toHaveLength(10);
    expect(skusOn(2)[0]).toBe('SKU-0011');
    expect(skusOn(3)).toHaveLength(5);
    // The packing list lists all 25 lines on its one page.
    expect(skusOn(4)).toHaveLength(25);
  });
});

describe('invoice figures', () => {
  const line = (sku: string, quantity: number, unitPrice: number, listPrice: number): PrintableOrderLine => ({
    ...makeLine(0),
    sku,
    quantity,
    unitPrice,
    listPrice,
    linePrice: quantity * unitPrice,
    grossWeightKg: 0.5,
  });
  const order: PrintableOrder = makeOrder(3, [
    line('SKU-A', 2, 125_000, 150_000),
    line('SKU-B', 1, 1_000_000, 1_000_000),
    line('SKU-C', 1, 30_000, 0),
  ]);

  it('prints the order totals and, on PPN Detail, the DPP/PPN split of the sub total and the margins', async () => {
    const document = await layOut(invoiceDocument(order, 'ppn-detail'));

    expect(valueAfter(document, 'Total Qty')).toBe('4');
    expect(valueAfter(document, 'Sub Total')).toBe('Rp 1.280.000');
    // 1.280.000 ÷ 1,11 = 1.153.153,15…; PPN is the rest, so the two add up to the sub total.
    expect(valueAfter(document, 'DPP')).toBe('Rp 1.153.153');
    expect(valueAfter(document, 'PPN 11%')).toBe('Rp 126.847');
    expect(valueAfter(document, 'Delivery Fee')).toBe('Rp 20.000');
    expect(valueAfter(document, 'Total')).toBe('Rp 1.300.000');
    expect(textsOnPage(document, 1)).not.toContain('Tax 0%');

    // Name, qty, list price, price, margin, amount.
    expect(rowAfterSku(document, 'SKU-A')).toEqual([
      expect.any(String),
      '2',
      'Rp 150.000',
      'Rp 125.000',
      '16,7%',
      'Rp 250.000',
    ]);
    expect(rowAfterSku(document, 'SKU-B').slice(4)).toEqual(['0%', 'Rp 1.000.000']);
    // No list price: margin 0.
    expect(rowAfterSku(document, 'SKU-C').slice(2)).toEqual(['Rp 0', 'Rp 30.000', '0%', 'Rp 30.000']);
  });

  it('leaves the detail columns out of the Simple variants and the PPN split out of the non-PPN ones', async () => {
    const shown = async (variant: InvoiceVariant) => {
      const texts = textsOnPage(await layOut(invoiceDocument(order, variant)), 1);
      return {
        detail: texts.includes('Margin') && texts.includes('List Price'),
        ppn: texts.includes('DPP'),
        total: texts.includes('Rp 1.300.000'),
      };
    };

    expect(await shown('ppn-detail')).toEqual({ detail: true, ppn: true, total: true });
    expect(await shown('ppn-simple')).toEqual({ detail: false, ppn: true, total: true });
    expect(await shown('detail')).toEqual({ detail: true, ppn: false, total: true });
    expect(await shown('simple')).toEqual({ detail: false, ppn: false, total: true });
  });

  // The same lines with an 11 % tax: sub total 1.280.000, tax 140.800, delivery 20.000.
  const taxed: PrintableOrder = {
    ...order,
    totals: { ...order.totals, taxPercent: 11, tax: 140_800, total: 1_440_800 },
  };
  /** The labels of the totals block, from Sub Total to Total. */
  const totalsLabels = (document: LaidOutDocument) => {
    const texts = document.texts.map((entry) => entry.text);
    const start = texts.indexOf('Sub Total');
    return texts.slice(start, texts.indexOf('Total', start) + 1).filter((_, index) => index % 2 === 0);
  };

  it('shows the order tax as stated when there is one', async () => {
    const document = await layOut(invoiceDocument(taxed, 'simple'));

    expect(valueAfter(document, 'Tax 11%')).toBe('Rp 140.800');
    expect(valueAfter(document, 'Total')).toBe('Rp 1.440.800');
  });

  it.each(['ppn-detail', 'ppn-simple'] as const)(
    '%s of a taxed order: the tax is the PPN on top of the sub total, shown once',
    async (variant) => {
      const document = await layOut(invoiceDocument(taxed, variant));
      const page = textsOnPage(document, 1);

      expect(page).toContain('Prices exclude PPN 11%');
      expect(page).not.toContain('Prices include PPN 11%');
      expect(valueAfter(document, 'DPP')).toBe('Rp 1.280.000');
      expect(valueAfter(document, 'PPN 11%')).toBe('Rp 140.800');
      expect(valueAfter(document, 'Total')).toBe('Rp 1.440.800');
      // Regression: the old builder split the sub total by 1.11 and then added 'Tax 11%' again.
      expect(totalsLabels(document)).toEqual(['Sub Total', 'DPP', 'PPN 11%', 'Delivery Fee', 'Total']);
      expect(page.filter((text) => text.startsWith('Tax'))).toEqual([]);
    },
  );

  it.each(['ppn-detail', 'ppn-simple'] as const)(
    '%s of an untaxed order: the sub total includes PPN and is split by 1.11',
    async (variant) => {
      const document = await layOut(invoiceDocument(order, variant));

      expect(textsOnPage(document, 1)).toContain('Prices include PPN 11%');
      expect(valueAfter(document, 'DPP')).toBe('Rp 1.153.153');
      expect(valueAfter(document, 'PPN 11%')).toBe('Rp 126.847');
      expect(valueAfter(document, 'Total')).toBe('Rp 1.300.000');
      expect(totalsLabels(document)).toEqual(['Sub Total', 'DPP', 'PPN 11%', 'Delivery Fee', 'Total']);
    },
  );

  it('names the PPN after the order tax percent when the order carries another rate', async () => {
    const fivePercent = { ...order, totals: { ...order.totals, taxPercent: 5, tax: 64_000, total: 1_364_000 } };
    const document = await layOut(invoiceDocument(fivePercent, 'ppn-simple'));

    expect(textsOnPage(document, 1)).toContain('Prices exclude PPN 5%');
    expect(valueAfter(document, 'PPN 5%')).toBe('Rp 64.000');
    expect(valueAfter(document, 'Total')).toBe('Rp 1.364.000');
    expect(textsOnPage(document, 1)).not.toContain('PPN 11%');
  });

  it('prints the sender, the date as DD/MM/YYYY and the fixed bank-transfer line', async () => {
    const document = await layOut(invoiceDocument(order, 'simple'));
    const page = textsOnPage(document, 1);

    expect(page).toContain(SENDER_NAME);
    expect(valueAfter(document, 'Date')).toBe('05/03/2024');
    expect(page).toContain(
      `${BANK_TRANSFER.bankName} ${BANK_TRANSFER.accountNumber} a/n ${BANK_TRANSFER.accountHolder}`,
    );
  });

  it('takes the sender and the bank account from its options', async () => {
    const bank = { bankName: 'Bank Mandiri', accountNumber: '999', accountHolder: 'CV Test' };
    const document = await layOut(invoiceDocument(order, 'ppn-simple', { sender: 'CV Test', bank }));
    const page = textsOnPage(document, 1);

    expect(page).toContain('CV Test');
    expect(page).toContain('Bank Mandiri 999 a/n CV Test');
    expect(page).not.toContain(SENDER_NAME);
  });

  it('lists items, quantities and weights on the packing list, and no prices', async () => {
    const document = await layOut(invoiceDocument(order, 'ppn-detail'));
    const packingList = textsOnPage(document, 2);

    expect(packingList).toContain('PACKING LIST');
    expect(packingList.filter((text) => text.startsWith('SKU-'))).toEqual(['SKU-A', 'SKU-B', 'SKU-C']);
    const cellsAfter = (text: string, count: number) =>
      packingList.slice(packingList.indexOf(text) + 1, packingList.indexOf(text) + 1 + count);
    // SKU-A: name, 2 pieces × 0,5 kg; the total: 4 pieces × 0,5 kg.
    expect(cellsAfter('SKU-A', 3)).toEqual([expect.any(String), '2', '1 kg']);
    expect(cellsAfter('Total', 2)).toEqual(['4', '2 kg']);
    expect(packingList.filter((text) => text.includes('Rp'))).toEqual([]);
  });
});

describe('the invoices of many orders', () => {
  it('prints each order as it prints alone, the next starting on a new page, in one PDF', async () => {
    // 1 line: invoice + packing list; 11 lines: two invoice pages + packing list; 3 lines: invoice + packing list.
    const orders = [makeOrder(1), { ...makeOrder(11), id: '10235' }, { ...makeOrder(3), id: '10236' }];
    const document = await layOut(invoicesDocument(orders, 'ppn-simple'));

    expect(document.pageCount).toBe(2 + 3 + 2);
    expect(document.pageObjectsInFile).toBe(7);
    expect(document.pageSizes).toEqual(Array(7).fill(A4));
    const orderOn = (page: number) => {
      const texts = textsOnPage(document, page);
      return texts[texts.indexOf('Order No.') + 1];
    };
    expect([1, 2, 3, 4, 5, 6, 7].map(orderOn)).toEqual([
      '#10234',
      '#10234',
      '#10235',
      '#10235',
      '#10235',
      '#10236',
      '#10236',
    ]);
    expect(textsOnPage(document, 5)).toContain('PACKING LIST');
    expect(textsOnPage(document, 3)).toContain('Prices include PPN 11%');
  });

  it('refuses to print none', () => {
    expect(() => invoicesDocument([], 'simple')).toThrow('No invoices to print');
  });
});
