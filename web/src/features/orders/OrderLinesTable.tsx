import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatRupiah } from '@backoffice/schema/rules/money';
import { lineGrossWeightText, orderTotalRows } from './orderDetail';
import type { OrderDetailFragment } from './orders.generated';

/** The order's lines with their weights, then its totals under the price columns. */
export function OrderLinesTable({ order }: { order: Pick<OrderDetailFragment, 'lines' | 'totals'> }) {
  return (
    // On a phone the lines scroll sideways in their own box, not the whole dialog.
    <TableContainer>
      {/* Figures (quantities, rupiah, weights) never break inside. */}
      <Table size="small" aria-label="Order lines" sx={{ '& .MuiTableCell-alignRight': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            <TableCell>Product</TableCell>
            <TableCell align="right">Quantity</TableCell>
            <TableCell align="right">Price Each</TableCell>
            <TableCell align="right">Price</TableCell>
            <TableCell align="right">Gross Weight</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.lines.map((line) => (
            <TableRow key={line.id}>
              <TableCell>{line.productName}</TableCell>
              <TableCell align="right">{line.quantity}</TableCell>
              <TableCell align="right">{formatRupiah(line.unitPrice)}</TableCell>
              <TableCell align="right">{formatRupiah(line.linePrice)}</TableCell>
              <TableCell align="right">{lineGrossWeightText(line)}</TableCell>
            </TableRow>
          ))}
          {orderTotalRows(order.totals).map(([label, value]) => (
            <TableRow key={label}>
              <TableCell colSpan={3} />
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {label}
              </TableCell>
              {/* The label names the cell, so a screen reader names each total. */}
              <TableCell align="right" aria-label={label}>
                {value}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
