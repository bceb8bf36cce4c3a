import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';

import { formatRupiah } from '@backoffice/schema/rules/money';

import {
  a4Document,
  addressLines,
  bankTransferBlock,
  columnsTable,
  courierText,
  customerLines,
  keyValueTable,
  labelledBlock,
  type NumberedLine,
  numberLines,
  orderDate,
  orderNumber,
  pagesOf,
  type TableColumn,
  titledHeader,
} from './documentParts';
import { formatPercent, marginPercent, ppnBreakdown } from './orderFigures';
import { packingListContent } from './packingList';
import type { PrintableOrder } from './printableOrder';
import { BANK_TRANSFER, type BankAccount, INVOICE_LINES_PER_PAGE, SENDER_NAME } from './printConstants';

/** The old client's print menu (spec 001 §2), in its order. */
export const INVOICE_VARIANTS = [
  { variant: 'ppn-detail', label: 'PPN Detail' },
  { variant: 'ppn-simple', label: 'PPN Simple' },
  { variant: 'detail', label: 'Detail' },
  { variant: 'simple', label: 'Simple' },
] as const;

export type InvoiceVariant = (typeof INVOICE_VARIANTS)[number]['variant'];

export interface InvoiceOptions {
  sender: string;
  bank: BankAccount;
}

/** The four variants are two independent switches: the PPN breakdown, and the per-line detail columns. */
const VARIANT_FEATURES: Record<InvoiceVariant, { ppn: boolean; detail: boolean }> = {
  'ppn-detail': { ppn: true, detail: true },
  'ppn-simple': { ppn: true, detail: false },
  detail: { ppn: false, detail: true },
  simple: { ppn: false, detail: false },
};

type InvoiceColumn = TableColumn<NumberedLine> & { detailOnly?: boolean };

const LINE_COLUMNS: readonly InvoiceColumn[] = [
  { header: 'No', width: 16, alignment: 'right', cell: ({ no }) => String(no) },
  { header: 'SKU', width: 55, detailOnly: true, cell: ({ line }) => line.sku },
  { header: 'Product', width: '*', cell: ({ line }) => line.name },
  { header: 'Qty', width: 24, alignment: 'right', cell: ({ line }) => String(line.quantity) },
  {
    header: 'List Price',
    width: 58,
    alignment: 'right',
    detailOnly: true,
    cell: ({ line }) => formatRupiah(line.listPrice),
  },
  { header: 'Price', width: 58, alignment: 'right', cell: ({ line }) => formatRupiah(line.unitPrice) },
  {
    header: 'Margin',
    width: 36,
    alignment: 'right',
    detailOnly: true,
    cell: ({ line }) => formatPercent(marginPercent(line.unitPrice, line.listPrice)),
  },
  { header: 'Amount', width: 64, alignment: 'right', cell: ({ line }) => formatRupiah(line.linePrice) },
];

function ppnCaption(order: PrintableOrder): string {
  const { pricesIncludePpn, percent } = ppnBreakdown(order.totals);
  return `Prices ${pricesIncludePpn ? 'include' : 'exclude'} PPN ${percent}%`;
}

function invoiceHeader(order: PrintableOrder, sender: string, ppn: boolean): Content[] {
  const facts: Array<readonly [string, string]> = [
    ['Order No.', orderNumber(order)],
    ...(order.invoiceNumber ? [['Invoice No.', order.invoiceNumber] as const] : []),
    ['Date', orderDate(order)],
    ...(order.paymentMethod ? [['Payment', order.paymentMethod] as const] : []),
  ];
  return [
    titledHeader(sender, 'INVOICE', facts, ppn ? [ppnCaption(order)] : []),
    {
      columns: [
        labelledBlock('Bill To', customerLines(order)),
        labelledBlock('Ship To', [...addressLines(order), `Courier: ${courierText(order)}`]),
      ],
      columnGap: 20,
      margin: [0, 8, 0, 8],
    },
  ];
}

function taxRows(order: PrintableOrder, ppn: boolean): Array<readonly [string, string]> {
  if (ppn) {
    // The order's tax, if any, is the PPN (see ppnBreakdown), so no separate Tax row follows.
    const { dpp, ppn: ppnAmount, percent } = ppnBreakdown(order.totals);
    return [
      ['DPP', formatRupiah(dpp)],
      [`PPN ${percent}%`, formatRupiah(ppnAmount)],
    ];
  }
  const { taxPercent, tax } = order.totals;
  return tax !== 0 ? [[`Tax ${taxPercent}%`, formatRupiah(tax)]] : [];
}

/** The totals as the order states them; the Total row is always the order's total, only its explanation varies. */
function totalsRows(order: PrintableOrder, ppn: boolean): Array<readonly [string, string]> {
  const { totalQuantity, subTotal, deliveryFee, total } = order.totals;
  return [
    ['Total Qty', String(totalQuantity)],
    ['Sub Total', formatRupiah(subTotal)],
    ...taxRows(order, ppn),
    ['Delivery Fee', formatRupiah(deliveryFee)],
    ['Total', formatRupiah(total)],
  ];
}

function summary(order: PrintableOrder, options: InvoiceOptions, ppn: boolean): Content {
  return {
    columns: [
      {
        width: '*',
        stack: [bankTransferBlock(options.bank), ...(order.memo ? [labelledBlock('Memo', [order.memo])] : [])],
      },
      { width: 200, ...keyValueTable(totalsRows(order, ppn), true) },
    ],
    columnGap: 20,
    margin: [0, 8, 0, 0],
    // Totals split over two pages would be misread; when they do not fit, they move whole.
    unbreakable: true,
  };
}

/**
 * An invoice in one of the four variants: pages of at most 10 lines, each under the full header, the
 * totals and the bank-transfer line after the last line, then the packing list from a new page.
 */
export function invoiceDocument(
  order: PrintableOrder,
  variant: InvoiceVariant,
  options: InvoiceOptions = { sender: SENDER_NAME, bank: BANK_TRANSFER },
): TDocumentDefinitions {
  return a4Document(`Invoice ${orderNumber(order)}`, options.sender, invoiceContent(order, variant, options));
}

/** One order's invoice pages, then its packing list from a new page. */
function invoiceContent(order: PrintableOrder, variant: InvoiceVariant, options: InvoiceOptions): Content[] {
  const { ppn, detail } = VARIANT_FEATURES[variant];
  const columns = LINE_COLUMNS.filter((column) => detail || !column.detailOnly);
  const pages = pagesOf(numberLines(order.lines), INVOICE_LINES_PER_PAGE);
  const invoicePages: Content[] = pages.map((lines, index) => ({
    stack: [
      ...invoiceHeader(order, options.sender, ppn),
      // A size smaller than the rest, so that ten lines with long, wrapping product names fit on a page.
      { ...columnsTable(columns, lines), fontSize: 8 },
      ...(index === pages.length - 1 ? [summary(order, options, ppn)] : []),
    ],
    ...(index > 0 ? { pageBreak: 'before' as const } : {}),
  }));
  return [...invoicePages, { stack: packingListContent(order, options.sender), pageBreak: 'before' }];
}

/**
 * Invoices of many orders in one PDF, in the same variant: each order's invoice pages and packing list as
 * it prints alone, the next order starting on a new page.
 */
export function invoicesDocument(
  orders: readonly PrintableOrder[],
  variant: InvoiceVariant,
  options: InvoiceOptions = { sender: SENDER_NAME, bank: BANK_TRANSFER },
): TDocumentDefinitions {
  const [first] = orders;
  if (!first) throw new Error('No invoices to print');
  const title = orders.length === 1 ? `Invoice ${orderNumber(first)}` : `Invoices (${orders.length})`;
  return a4Document(
    title,
    options.sender,
    orders.map((order, index) => ({
      stack: invoiceContent(order, variant, options),
      ...(index > 0 ? { pageBreak: 'before' as const } : {}),
    })),
  );
}
