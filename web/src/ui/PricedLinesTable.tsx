import { formatRupiah } from '@backoffice/schema/rules/money';

import { type LineColumn, LinesTable, productColumn, quantityColumn } from './LinesTable';

interface PricedLine {
  id: string;
  productName: string;
  quantity: number;
  unitPrice: number;
  linePrice: number;
}

/** Product, quantity, price each and price; an order's table adds its weights to these. */
export const pricedLineColumns: ReadonlyArray<LineColumn<PricedLine>> = [
  productColumn,
  quantityColumn,
  { heading: 'Price Each', figure: true, cell: (line) => formatRupiah(line.unitPrice) },
  { heading: 'Price', figure: true, cell: (line) => formatRupiah(line.linePrice) },
];

interface PricedLinesTableProps {
  /** The table's accessible name, e.g. "Returned products". */
  label: string;
  lines: readonly PricedLine[];
  /** A Total row under the prices, when given. */
  total?: number;
}

/** A record's priced lines in a detail dialog (returns, consignment invoices), with their Total when given. */
export function PricedLinesTable({ label, lines, total }: PricedLinesTableProps) {
  return (
    <LinesTable
      label={label}
      columns={pricedLineColumns}
      lines={lines}
      totals={total === undefined ? [] : [['Total', formatRupiah(total)]]}
    />
  );
}
