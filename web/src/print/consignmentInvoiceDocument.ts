import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';

import { formatRupiah } from '@backoffice/schema/rules/money';

import { formatDate } from '../ui/dates';
import {
  a4Document,
  bankTransferBlock,
  columnsTable,
  keyValueTable,
  labelledBlock,
  pagesOf,
  type TableColumn,
  titledHeader,
} from './documentParts';
import type { InvoiceOptions } from './invoiceDocument';
import { BANK_TRANSFER, INVOICE_LINES_PER_PAGE, SENDER_NAME } from './printConstants';

/** A consignment invoice as it prints (spec 002 §3): who is invoiced, for which order, and its lines. */
export interface PrintableConsignmentInvoice {
  invoiceNumber: string;
  orderId: string;
  orderDate: string;
  orderTotal: number;
  invoiceDate: string | null;
  /** As staff read it: payment or adjustment. */
  type: string;
  memo: string | null;
  total: number;
  customer: { name: string; companyName: string | null; email: string | null; address: string | null };
  lines: ReadonlyArray<{ sku: string; name: string; quantity: number; unitPrice: number; linePrice: number }>;
}

type Line = PrintableConsignmentInvoice['lines'][number];
interface NumberedInvoiceLine {
  no: number;
  line: Line;
}

const LINE_COLUMNS: ReadonlyArray<TableColumn<NumberedInvoiceLine>> = [
  { header: 'No', width: 16, alignment: 'right', cell: ({ no }) => String(no) },
  { header: 'SKU', width: 60, cell: ({ line }) => line.sku },
  { header: 'Product', width: '*', cell: ({ line }) => line.name },
  { header: 'Qty', width: 30, alignment: 'right', cell: ({ line }) => String(line.quantity) },
  { header: 'Price', width: 70, alignment: 'right', cell: ({ line }) => formatRupiah(line.unitPrice) },
  { header: 'Amount', width: 80, alignment: 'right', cell: ({ line }) => formatRupiah(line.linePrice) },
];

function header(invoice: PrintableConsignmentInvoice, sender: string): Content[] {
  const { customer } = invoice;
  return [
    titledHeader(sender, 'INVOICE', [
      ['Invoice No.', invoice.invoiceNumber],
      ['Date', formatDate(invoice.invoiceDate) || '-'],
      ['Order No.', `#${invoice.orderId}`],
      ['Order Date', formatDate(invoice.orderDate)],
      ['Order Total', formatRupiah(invoice.orderTotal)],
      ['Type', invoice.type],
    ]),
    {
      stack: [
        labelledBlock(
          'Bill To',
          [customer.name, customer.companyName, customer.email, customer.address].filter((line): line is string =>
            Boolean(line),
          ),
        ),
      ],
      margin: [0, 8, 0, 8],
    },
  ];
}

function summary(invoice: PrintableConsignmentInvoice, options: InvoiceOptions): Content {
  const totalQuantity = invoice.lines.reduce((sum, line) => sum + line.quantity, 0);
  return {
    columns: [
      {
        width: '*',
        stack: [bankTransferBlock(options.bank), ...(invoice.memo ? [labelledBlock('Memo', [invoice.memo])] : [])],
      },
      {
        width: 200,
        ...keyValueTable(
          [
            ['Total Qty', String(totalQuantity)],
            ['Total', formatRupiah(invoice.total)],
          ],
          true,
        ),
      },
    ],
    columnGap: 20,
    margin: [0, 8, 0, 0],
    // Totals split over two pages would be misread; when they do not fit, they move whole.
    unbreakable: true,
  };
}

/**
 * A consignment invoice (spec 002 §2, §9): pages of at most 10 lines, each under the header with the invoice
 * and order facts and the customer, then the totals, the memo and the fixed bank account line after the last line.
 */
export function consignmentInvoiceDocument(
  invoice: PrintableConsignmentInvoice,
  options: InvoiceOptions = { sender: SENDER_NAME, bank: BANK_TRANSFER },
): TDocumentDefinitions {
  const pages = pagesOf(
    invoice.lines.map((line, index) => ({ no: index + 1, line })),
    INVOICE_LINES_PER_PAGE,
  );
  const content: Content[] = pages.map((lines, index) => ({
    stack: [
      ...header(invoice, options.sender),
      { ...columnsTable(LINE_COLUMNS, lines), fontSize: 8 },
      ...(index === pages.length - 1 ? [summary(invoice, options)] : []),
    ],
    ...(index > 0 ? { pageBreak: 'before' as const } : {}),
  }));
  return a4Document(`Invoice ${invoice.invoiceNumber}`, options.sender, content);
}

/** The file name of a downloaded consignment invoice: CI/2026/0007 → invoice-CI-2026-0007.pdf. */
export const consignmentInvoiceFileName = (invoice: Pick<PrintableConsignmentInvoice, 'invoiceNumber'>) =>
  `invoice-${invoice.invoiceNumber.replace(/[^\w-]+/g, '-')}.pdf`;
