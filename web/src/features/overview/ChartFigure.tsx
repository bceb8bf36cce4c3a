import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import { visuallyHidden } from '@mui/utils';
import { barElementClasses } from '@mui/x-charts/BarChart';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { overviewMessages } from './overviewMessages';

/** A chart whose bars open a list: the pointer says they can be clicked. */
export const clickableBars = { [`& .${barElementClasses.root}`]: { cursor: 'pointer' } } as const;

/**
 * The figures a chart draws, as a table: the first cell of each row names it, and links to the list its figures
 * count when the row has an `href` (as the chart's bars do).
 */
export interface FigureTable {
  columns: ReadonlyArray<{ heading: string; numeric?: boolean }>;
  rows: ReadonlyArray<{ key: string; cells: readonly ReactNode[]; href?: string }>;
}

/**
 * A chart with its figures as a table. Screen readers always read the table (the drawing says nothing to them); anyone
 * may show the table in the chart's place with Show table.
 */
export function ChartFigure({ name, chart, table }: { name: string; chart: ReactNode; table: FigureTable }) {
  const [tableShown, setTableShown] = useState(false);
  return (
    <Box component="figure" aria-label={name} sx={{ m: 0, position: 'relative' }}>
      <Stack direction="row" justifyContent="flex-end">
        <ToggleButton
          value="table"
          size="small"
          selected={tableShown}
          onChange={() => setTableShown((shown) => !shown)}
          sx={{ py: 0.25, textTransform: 'none' }}
        >
          {overviewMessages.showTable}
        </ToggleButton>
      </Stack>
      {!tableShown && <Box aria-hidden>{chart}</Box>}
      {/* A wide table scrolls in its own box, never the page; the keyboard can reach the box to scroll it. */}
      <Box
        sx={tableShown ? { overflowX: 'auto', mt: 1 } : visuallyHidden}
        {...(tableShown && { tabIndex: 0, role: 'group', 'aria-label': `${name}, table` })}
      >
        <Table size="small" aria-label={name}>
          <TableHead>
            <TableRow>
              {table.columns.map((column) => (
                <TableCell key={column.heading} align={column.numeric ? 'right' : 'left'} sx={{ whiteSpace: 'nowrap' }}>
                  {column.heading}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {table.rows.map((row) => (
              <TableRow key={row.key}>
                {row.cells.map((cell, index) => (
                  <TableCell
                    key={table.columns[index]?.heading ?? index}
                    component={index === 0 ? 'th' : 'td'}
                    scope={index === 0 ? 'row' : undefined}
                    align={table.columns[index]?.numeric ? 'right' : 'left'}
                    sx={{ whiteSpace: table.columns[index]?.numeric ? 'nowrap' : undefined }}
                  >
                    {index === 0 && row.href ? (
                      // Out of the tab order while the table is hidden, so the keyboard never lands on what it
                      // cannot see; screen readers still follow it.
                      <Link component={RouterLink} to={row.href} tabIndex={tableShown ? undefined : -1}>
                        {cell}
                      </Link>
                    ) : (
                      cell
                    )}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
