import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

/** One column of a record's lines: its heading and what each line shows in it. */
export interface LineColumn<Line> {
  heading: string;
  /** A figure (quantity, rupiah, weight) sits right. */
  figure?: boolean;
  cell(line: Line): ReactNode;
}

/** A row under the lines: "Total Quantity" and its figure. */
type TotalRow = readonly [label: string, value: ReactNode];

interface LinesTableProps<Line extends { id: string }> {
  /** The table's accessible name, e.g. "Order lines". */
  label: string;
  /** Every column reads the lines given (NoInfer: the lines alone decide what a line is). */
  columns: ReadonlyArray<LineColumn<NoInfer<Line>>>;
  lines: readonly Line[];
  /** Each total's value sits under a column, its label right before it and naming it for a screen reader. */
  totals?: readonly TotalRow[];
  /** The column the totals' values sit under: the last one unless given. */
  totalsUnder?: LineColumn<NoInfer<Line>>;
}

/** A record's lines in a detail dialog (orders, samples, transfers, returns, invoices), read-only, then its totals. */
export function LinesTable<Line extends { id: string }>({
  label,
  columns,
  lines,
  totals = [],
  totalsUnder,
}: LinesTableProps<Line>) {
  const totalsColumn = totalsUnder ? columns.indexOf(totalsUnder) : columns.length - 1;
  const align = (column: LineColumn<Line>) => (column.figure ? 'right' : undefined);
  const columnsAfterTotals = columns.length - totalsColumn - 1;
  return (
    // On a phone the lines scroll sideways in their own box, not the whole dialog.
    <TableContainer>
      {/* Figures never break inside. */}
      <Table size="small" aria-label={label} sx={{ '& .MuiTableCell-alignRight': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.heading} align={align(column)}>
                {column.heading}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.id}>
              {columns.map((column) => (
                <TableCell key={column.heading} align={align(column)}>
                  {column.cell(line)}
                </TableCell>
              ))}
            </TableRow>
          ))}
          {totals.map(([totalLabel, value]) => (
            <TableRow key={totalLabel}>
              <TableCell colSpan={totalsColumn} align="right" sx={{ fontWeight: 600 }}>
                {totalLabel}
              </TableCell>
              <TableCell align="right" aria-label={totalLabel}>
                {value}
              </TableCell>
              {columnsAfterTotals > 0 && <TableCell colSpan={columnsAfterTotals} />}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The product as the line names it. */
export const productColumn: LineColumn<{ productName: string }> = {
  heading: 'Product',
  cell: (line) => line.productName,
};

/** The product by its SKU and name: "SKU-2 - Cumi Ring 500 gr". */
export const skuProductColumn: LineColumn<{ sku: string; productName: string }> = {
  heading: 'Product',
  cell: (line) => `${line.sku} - ${line.productName}`,
};

export const quantityColumn: LineColumn<{ quantity: number }> = {
  heading: 'Quantity',
  figure: true,
  cell: (line) => line.quantity,
};
