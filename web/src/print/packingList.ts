import type { Content } from 'pdfmake/interfaces';

import {
  addressLines,
  columnsTable,
  courierText,
  customerLines,
  keyValueTable,
  labelledBlock,
  type NumberedLine,
  numberLines,
  orderDate,
  orderNumber,
  type TableColumn,
} from './documentParts';
import { formatKg, lineWeightKg, totalWeightKg } from './orderFigures';
import type { PrintableOrder } from './printableOrder';

const COLUMNS: readonly TableColumn<NumberedLine>[] = [
  { header: 'No', width: 18, alignment: 'right', cell: ({ no }) => String(no) },
  { header: 'SKU', width: 70, cell: ({ line }) => line.sku },
  { header: 'Product', width: '*', cell: ({ line }) => line.name },
  { header: 'Qty', width: 40, alignment: 'right', cell: ({ line }) => String(line.quantity) },
  { header: 'Weight', width: 70, alignment: 'right', cell: ({ line }) => formatKg(lineWeightKg(line)) },
];

/**
 * The packing list that follows an invoice (spec 001 §9): what goes in the parcel, with quantities and
 * gross weights and no prices. Its table flows over as many pages as it needs, repeating the header row.
 */
export function packingListContent(order: PrintableOrder, sender: string): Content[] {
  const facts: Array<readonly [string, string]> = [
    ['Order No.', orderNumber(order)],
    ...(order.invoiceNumber ? [['Invoice No.', order.invoiceNumber] as const] : []),
    ['Date', orderDate(order)],
    ['Tracking', order.trackingCode ?? '-'],
  ];
  return [
    {
      columns: [
        { width: '*', text: sender, style: 'sender' },
        { width: 170, stack: [{ text: 'PACKING LIST', style: 'title', alignment: 'right' }, keyValueTable(facts)] },
      ],
    },
    {
      columns: [
        labelledBlock('Ship To', [...customerLines(order), ...addressLines(order)]),
        labelledBlock('Courier', [courierText(order)]),
      ],
      columnGap: 20,
      margin: [0, 12, 0, 12],
    },
    columnsTable(COLUMNS, numberLines(order.lines), [
      '',
      '',
      'Total',
      String(order.totals.totalQuantity),
      formatKg(totalWeightKg(order.lines)),
    ]),
  ];
}
