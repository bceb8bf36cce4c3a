/**
 * Small pure building blocks shared by the order documents. Types only from pdfmake: the library itself
 * loads when someone prints (printOrderDocument.ts).
 */
import type { Alignment, Content, ContentTable, DynamicContent, TDocumentDefinitions } from 'pdfmake/interfaces';

import { phoneText } from '@backoffice/schema/rules/phone';

import { formatDate } from '../ui/dates';
import type { PrintableOrder, PrintableOrderLine } from './printableOrder';
import type { BankAccount } from './printConstants';

const POINTS_PER_INCH = 72;
const MM_PER_INCH = 25.4;

export function mmToPt(mm: number): number {
  return (mm * POINTS_PER_INCH) / MM_PER_INCH;
}

/** Splits items into pages of `perPage`; always at least one page, so a document never loses its header. */
export function pagesOf<T>(items: readonly T[], perPage: number): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += perPage) pages.push(items.slice(start, start + perPage));
  return pages.length > 0 ? pages : [[]];
}

/** An order line with its position in the whole order, so numbering runs on across pages. */
export interface NumberedLine {
  no: number;
  line: PrintableOrderLine;
}

export function numberLines(lines: readonly PrintableOrderLine[]): NumberedLine[] {
  return lines.map((line, index) => ({ no: index + 1, line }));
}

export function orderNumber(order: PrintableOrder): string {
  return `#${order.id}`;
}

export function orderDate(order: PrintableOrder): string {
  return formatDate(order.orderDate);
}

/** Street, then "Kota Bandung, Jawa Barat 40115". */
export function addressLines({ shipTo }: Pick<PrintableOrder, 'shipTo'>): string[] {
  const { address, city, province, postalCode } = shipTo;
  const region = [city, province].filter(Boolean).join(', ');
  return [address, [region, postalCode].filter(Boolean).join(' ')].filter(Boolean);
}

/** Name, company (when there is one) and phone of the customer. */
export function customerLines(order: PrintableOrder): string[] {
  const { name, companyName, phoneNumber } = order.customer;
  return [name, companyName, phoneText(phoneNumber)].filter((line): line is string => Boolean(line));
}

/** "JNE REG", or "-" when no courier is chosen. */
export function courierText({ courier }: Pick<PrintableOrder, 'courier'>): string {
  if (!courier) return '-';
  return [courier.company, courier.serviceName].filter(Boolean).join(' ');
}

/** A titled block of lines, e.g. "Ship To" over the address. */
export function labelledBlock(title: string, lines: readonly string[]): Content {
  return { stack: [{ text: title, style: 'caption' }, ...lines.map((line) => ({ text: line }))] };
}

/** Borderless two-column rows of label and value, the value right-aligned (totals, order facts). */
export function keyValueTable(rows: ReadonlyArray<readonly [string, string]>, emphasiseLast = false): ContentTable {
  return {
    layout: 'noBorders',
    table: {
      widths: ['*', 'auto'],
      body: rows.map(([label, value], index) => {
        const bold = emphasiseLast && index === rows.length - 1;
        return [
          { text: label, bold },
          { text: value, bold, alignment: 'right' },
        ];
      }),
    },
  };
}

export interface TableColumn<Row> {
  header: string;
  width: number | '*' | 'auto';
  alignment?: Alignment;
  cell: (row: Row) => string;
}

/**
 * A table with a header row that pdfmake repeats when the table runs onto another page, and optional
 * footer cells (one per column) in bold.
 */
export function columnsTable<Row>(
  columns: ReadonlyArray<TableColumn<Row>>,
  rows: readonly Row[],
  footer?: readonly string[],
): ContentTable {
  const cell = (text: string, column: TableColumn<Row>, bold = false) => ({
    text,
    bold,
    alignment: column.alignment ?? 'left',
  });
  return {
    layout: 'lightHorizontalLines',
    table: {
      headerRows: 1,
      widths: columns.map((column) => column.width),
      body: [
        columns.map((column) => ({ ...cell(column.header, column, true), style: 'tableHeader' })),
        ...rows.map((row) => columns.map((column) => cell(column.cell(row), column))),
        ...(footer ? [columns.map((column, index) => cell(footer[index] ?? '', column, true))] : []),
      ],
    },
  };
}

/** "PT Sender · 2 / 3" at the foot of every page. */
function pageFooter(sender: string): DynamicContent {
  return (currentPage, pageCount) => ({
    text: `${sender} · ${currentPage} / ${pageCount}`,
    style: 'caption',
    alignment: 'center',
    margin: [0, 10, 0, 0],
  });
}

/** The named styles the documents use (font sizes in points). */
export const DOCUMENT_STYLES = {
  caption: { fontSize: 8, color: '#555555' },
  tableHeader: { fillColor: '#eeeeee' },
  title: { fontSize: 16, bold: true },
  sender: { fontSize: 13, bold: true },
} as const;

/** Spec 002 §9: the fixed bank account line of every invoice document. */
export function bankTransferBlock(bank: BankAccount): Content {
  return labelledBlock('Payment by bank transfer', [
    `${bank.bankName} ${bank.accountNumber} a/n ${bank.accountHolder}`,
  ]);
}

/** The top of an invoice page: the sender (and a caption under it) on the left, the title and its facts on the right. */
export function titledHeader(
  sender: string,
  title: string,
  facts: ReadonlyArray<readonly [string, string]>,
  captions: readonly string[] = [],
): Content {
  return {
    columns: [
      {
        width: '*',
        stack: [{ text: sender, style: 'sender' }, ...captions.map((caption) => ({ text: caption, style: 'caption' }))],
      },
      { width: 170, stack: [{ text: title, style: 'title', alignment: 'right' }, keyValueTable(facts)] },
    ],
  };
}

/** An A4 document with the shared margins, fonts, styles and page footer. */
export function a4Document(title: string, sender: string, content: Content[]): TDocumentDefinitions {
  return {
    info: { title },
    pageSize: 'A4',
    pageMargins: [36, 30, 36, 36],
    defaultStyle: { font: 'Roboto', fontSize: 9 },
    styles: DOCUMENT_STYLES,
    footer: pageFooter(sender),
    content,
  };
}
