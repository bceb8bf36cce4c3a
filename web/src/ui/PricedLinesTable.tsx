import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatRupiah } from '@backoffice/schema/rules/money';

interface PricedLine {
  id: string;
  productName: string;
  quantity: number;
  unitPrice: number;
  linePrice: number;
}

interface PricedLinesTableProps {
  /** The table's accessible name, e.g. "Returned products". */
  label: string;
  lines: readonly PricedLine[];
  /** A Total row under the prices, when given. */
  total?: number;
}

/** A record's product lines in a detail dialog (returns, consignment invoices): product, quantity, price each and price. */
export function PricedLinesTable({ label, lines, total }: PricedLinesTableProps) {
  return (
    // On a phone the lines scroll sideways in their own box; figures never break inside.
    <TableContainer>
      <Table size="small" aria-label={label} sx={{ '& .MuiTableCell-alignRight': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            <TableCell>Product</TableCell>
            <TableCell align="right">Quantity</TableCell>
            <TableCell align="right">Price Each</TableCell>
            <TableCell align="right">Price</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.id}>
              <TableCell>{line.productName}</TableCell>
              <TableCell align="right">{line.quantity}</TableCell>
              <TableCell align="right">{formatRupiah(line.unitPrice)}</TableCell>
              <TableCell align="right">{formatRupiah(line.linePrice)}</TableCell>
            </TableRow>
          ))}
          {total !== undefined && (
            <TableRow>
              <TableCell colSpan={3} sx={{ fontWeight: 600 }}>
                Total
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {formatRupiah(total)}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
