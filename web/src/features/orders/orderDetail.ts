import { formatRupiah } from '@backoffice/schema/rules/money';
import { phoneText } from '@backoffice/schema/rules/phone';

import { formatKg } from '../../print/orderFigures';
import { formatDate } from '../../ui/dates';
import type { LineColumn } from '../../ui/LinesTable';
import { pricedLineColumns } from '../../ui/PricedLinesTable';
import { destinationText } from './orderRow';
import type { OrderDetailFragment } from './orders.generated';

/** A label and the text shown beside it. */
type LabelledText = [label: string, text: string];

/** The facts above the detail dialog's lines; one the order lacks shows '-'. */
export function orderFacts(order: OrderDetailFragment): LabelledText[] {
  const facts: Array<[string, string | null | undefined]> = [
    ['Date', formatDate(order.orderDate)],
    ['Customer', order.customer?.fullName],
    ['Contact', phoneText(order.customer?.phoneNumber)],
    ['Destination', destinationText(order)],
  ];
  return facts.map(([label, text]) => [label, text || '-']);
}

/** The rows under the lines: sub total, tax with its rate, delivery fee and total, in rupiah. */
export function orderTotalRows(totals: OrderDetailFragment['totals']): LabelledText[] {
  return [
    ['Sub Total', formatRupiah(totals.subTotal)],
    [`Tax (${totals.taxPercent}%)`, formatRupiah(totals.tax)],
    ['Delivery Fee', formatRupiah(totals.deliveryFee)],
    ['Total', formatRupiah(totals.total)],
  ];
}

/** A line's gross weight is per unit; the table shows the line's, '-' when the product has none. */
export const lineGrossWeightText = (
  line: Pick<OrderDetailFragment['lines'][number], 'grossWeight' | 'quantity'>,
): string => formatKg(line.grossWeight == null ? null : line.grossWeight * line.quantity);

/** The detail dialog's line columns: the priced ones, then each line's gross weight. */
export const orderLineColumns: ReadonlyArray<LineColumn<OrderDetailFragment['lines'][number]>> = [
  ...pricedLineColumns,
  { heading: 'Gross Weight', figure: true, cell: lineGrossWeightText },
];
