import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

import type { Column } from '../../ui/DataTable';

/** Only what a static table uses of DataTable's columns: no sorting. */
export type PreviewColumn<Row> = Pick<Column<Row>, 'key' | 'label' | 'kind' | 'render'>;

/**
 * A table of sample rows. DataTable is bound to a query and to paging in the address; a mock-up has
 * neither, so this draws its few rows whole. Money stays right-aligned on one line, as in DataTable.
 */
export function PreviewTable<Row extends { id: string }>({
  columns,
  rows,
  label,
}: {
  columns: PreviewColumn<Row>[];
  rows: readonly Row[];
  label: string;
}) {
  const cellProps = (column: PreviewColumn<Row>) =>
    column.kind === 'money' ? { align: 'right' as const, sx: { whiteSpace: 'nowrap' } } : {};
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label={label}>
          <TableHead sx={{ '& th': { fontWeight: 600, whiteSpace: 'nowrap' } }}>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.key} {...cellProps(column)}>
                  {column.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columns.length} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                  No sample row matches
                </TableCell>
              </TableRow>
            ) : null}
            {rows.map((row) => (
              <TableRow key={row.id} hover>
                {columns.map((column) => (
                  <TableCell key={column.key} {...cellProps(column)}>
                    {column.render(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
