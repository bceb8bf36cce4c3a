import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { Fragment, type ReactNode, useEffect } from 'react';

import type { ExportFormat } from '@backoffice/schema/rules/exportFormats';

import { errorMessage } from './errorMessage';
import { type ExportableQuery, ExportButton } from './ExportButton';
import { lastPage, unknownFilterMessage } from './listParams';
import { ListPresets } from './ListPresets';
import type { ListState } from './useListParams';
import { usePhone } from './usePhone';
import type { RowSelection } from './useRowSelection';

/** `Sort` is the list's sort enum, so a column sorts only by a value the query accepts. */
export interface Column<Row, Sort extends string = string> {
  key: string;
  label: string;
  /** The value of `orderby` that sorts by this column; unsortable without it. */
  sortKey?: Sort;
  align?: 'left' | 'right' | 'center';
  /**
   * `money`: right-aligned and never wrapped ("Rp" and its digits stay together). `actions`: the row's
   * controls, never wrapped and kept at the right edge of the box while a wide table scrolls under them.
   */
  kind?: 'money' | 'actions';
  /** The cell's lines stay whole (the column is as wide as its longest line), e.g. an order's items. */
  noWrap?: boolean;
  /**
   * The cell shows at most this many lines, cut with an ellipsis, and its whole text on hover (an address, a
   * memo); a long unbroken word breaks anywhere rather than widening the table.
   */
  lines?: number;
  /**
   * Where the cell's value is in the GraphQL row ("customer.fullName"; several paths make one cell, a path
   * through a list one part per item): the Export button writes it under `label`. Action columns have none.
   */
  exportPath?: string | readonly string[];
  /** The words the cell shows for each value at `exportPath` (an enum's labels): the export writes those. */
  exportValues?: Readonly<Record<string, string>>;
  /** How the cell is written from those values, as the screen writes it (`day`, `items`…: schema/rules/exportFormats.ts). */
  exportFormat?: ExportFormat;
  render(row: Row): ReactNode;
}

/** What a list query answers: one page of rows and the number of all that match. */
export interface ListPage<Row> {
  rows: Row[];
  totalCount: number;
}

/** The state of the list's query (a generated `useXQuery` result fits as it is). */
interface ListQueryState extends ExportableQuery {
  loading: boolean;
  error?: unknown;
  refetch(): unknown;
}

interface DataTableProps<Row extends { id: string }, Sort extends string> {
  columns: Column<Row, Sort>[];
  /** The page shown: the latest answer, or the previous one while the next loads. */
  page: ListPage<Row> | undefined;
  query: ListQueryState;
  list: ListState<Sort>;
  /** Busy for another reason than the query (a reload of the whole list). */
  busy?: boolean;
  emptyText?: string;
  /** Optional: a checkbox per row and one for the page in a first column (see useRowSelection). */
  selection?: RowSelection;
  /** Below `sm` each row is a card of label and value pairs, so a row with a field and its button fits a phone. */
  cardsOnPhone?: boolean;
  /** The total is an estimate (the Activity screen's past 10,000 entries): the paging says "of about". */
  approximateCount?: boolean;
  'aria-label': string;
}

/** The header's checkbox: the whole page selected, some of it, or none. */
function PageCheckbox({ selection, ids }: { selection: RowSelection; ids: readonly string[] }) {
  const chosen = ids.filter((id) => selection.isSelected(id)).length;
  return (
    <Checkbox
      size="small"
      checked={ids.length > 0 && chosen === ids.length}
      indeterminate={chosen > 0 && chosen < ids.length}
      disabled={ids.length === 0}
      onChange={(event) => selection.setMany(ids, event.target.checked)}
      slotProps={{ input: { 'aria-label': 'Select this page' } }}
    />
  );
}

const checkboxCell: SxProps<Theme> = { width: 0, '&&': { pr: 0 } };

/** A row as a card: each column's label beside its value, one under the other. */
function RowCard<Row>({ columns, row }: { columns: Column<Row, string>[]; row: Row }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto minmax(0, 1fr)',
        columnGap: 2,
        rowGap: 0.75,
        alignItems: 'center',
        m: 0,
      }}
    >
      {columns.map((column) => (
        <Fragment key={column.key}>
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            {column.label}
          </Box>
          <Box component="dd" sx={{ m: 0, minWidth: 0 }}>
            {column.render(row)}
          </Box>
        </Fragment>
      ))}
    </Box>
  );
}

/** A cell of a `lines` column: the text cut after `lines` lines, never wider than a readable measure. */
function ClampedCell({ lines, children }: { lines: number; children: ReactNode }) {
  return (
    <Box
      title={typeof children === 'string' ? children : undefined}
      sx={{
        display: '-webkit-box',
        WebkitLineClamp: lines,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
        overflowWrap: 'anywhere',
        maxWidth: '18em',
      }}
    >
      {children}
    </Box>
  );
}

/** A column's alignment and wrapping, for its heading and its cells alike. */
function columnCell(column: Pick<Column<unknown>, 'align' | 'kind' | 'noWrap'>): {
  align?: Column<unknown>['align'];
  sx?: SxProps<Theme>;
} {
  const align = column.align ?? (column.kind ? 'right' : undefined);
  if (column.kind === 'actions') return { align, sx: stickyRightCell };
  return { align, sx: column.kind === 'money' || column.noWrap ? { whiteSpace: 'nowrap' } : undefined };
}

/**
 * Opaque, so the columns scrolling under it do not show through; a hovered row's tint is laid over it,
 * and a line on its left marks where the scrolled part goes under.
 */
const stickyRightCell: SxProps<Theme> = {
  whiteSpace: 'nowrap',
  position: 'sticky',
  right: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  boxShadow: (theme) => `inset 1px 0 0 ${theme.palette.divider}`,
  'tr.MuiTableRow-hover:hover > &': {
    backgroundImage: (theme) => `linear-gradient(${theme.palette.action.hover}, ${theme.palette.action.hover})`,
  },
};

/** 16 px between columns instead of MUI's 32, the table's outer edges keeping MUI's 16: every list's columns fit at 1280 px. */
const compactColumns: SxProps<Theme> = {
  '& th, & td': { px: 1 },
  '& th:first-of-type, & td:first-of-type': { pl: 2 },
  '& th:last-of-type, & td:last-of-type': { pr: 2 },
};

/** On a phone the page's range and arrows go under the page size rather than past the edge. */
const pagingWraps: SxProps<Theme> = {
  '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end' },
  '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } },
};

/**
 * The paged list of every screen: MUI's Table with TablePagination (the free DataGrid refuses the
 * spec's "all" page size), paging and sorting in the address, and its loading, empty and error states.
 * A table wider than its box scrolls inside the box (never the page); headings never wrap, so columns are
 * as wide as their content asks.
 */
export function DataTable<Row extends { id: string }, Sort extends string>({
  columns,
  page,
  query,
  list,
  busy = false,
  emptyText = 'No data found',
  selection,
  cardsOnPhone = false,
  approximateCount = false,
  ...rest
}: DataTableProps<Row, Sort>) {
  const phone = usePhone();
  const asCards = cardsOnPhone && phone;
  const rows = page?.rows;
  const totalCount = page?.totalCount;
  const { error } = query;
  const loading = query.loading || busy;
  const colSpan = asCards ? 1 : columns.length + (selection ? 1 : 0);
  // A page past the last (an old link, rows deleted meanwhile) shows the last one, and the address says so.
  const last = totalCount === undefined ? undefined : lastPage(totalCount, list.perPage);
  const pastLast = last !== undefined && list.page > last;
  useEffect(() => {
    if (last !== undefined && list.page > last) list.update({ page: last }, { replace: true });
  }, [last, list]);
  const status = (content: ReactNode) => (
    <TableRow>
      <TableCell colSpan={colSpan} align="center" sx={{ py: 6, color: 'text.secondary' }}>
        {content}
      </TableCell>
    </TableRow>
  );
  let body: ReactNode;
  // An error shows even over the rows of the page before, which no longer answer what was asked ("All" refused).
  if (error) {
    body = status(
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => query.refetch()}>
            Retry
          </Button>
        }
        sx={{ justifyContent: 'center' }}
      >
        {errorMessage(error)}
      </Alert>,
    );
  } else if (!rows || pastLast) {
    body = status(<CircularProgress size={28} aria-label="Loading" />);
  } else if (rows.length === 0) {
    body = status(emptyText);
  } else if (asCards) {
    body = rows.map((row) => (
      <TableRow key={row.id}>
        <TableCell>
          <RowCard columns={columns} row={row} />
        </TableCell>
      </TableRow>
    ));
  } else {
    body = rows.map((row) => (
      <TableRow key={row.id} hover selected={selection?.isSelected(row.id)}>
        {selection && (
          <TableCell padding="checkbox" sx={checkboxCell}>
            <Checkbox
              size="small"
              checked={selection.isSelected(row.id)}
              onChange={() => selection.toggle(row.id)}
              slotProps={{ input: { 'aria-label': selection.rowLabel(row.id) } }}
            />
          </TableCell>
        )}
        {columns.map((column) => (
          <TableCell key={column.key} {...columnCell(column)}>
            {column.lines ? <ClampedCell lines={column.lines}>{column.render(row)}</ClampedCell> : column.render(row)}
          </TableCell>
        ))}
      </TableRow>
    ));
  }
  return (
    <Paper variant="outlined">
      <ListPresets />
      {/* An old bookmark or a hand-edited address: the list shows what it would without the value, and says so. */}
      {list.unknownFilters.length > 0 && (
        <Alert severity="warning" onClose={() => list.dropUnknownFilters()} sx={{ m: 1 }}>
          {list.unknownFilters.map((unknown) => (
            <div key={`${unknown.key}=${unknown.value}`}>{unknownFilterMessage(unknown)}</div>
          ))}
        </Alert>
      )}
      <Box sx={{ height: 4 }}>{loading && rows ? <LinearProgress aria-label="Refreshing" /> : null}</Box>
      <TableContainer>
        <Table size="small" aria-label={rest['aria-label']} sx={compactColumns}>
          <TableHead sx={{ '& th': { fontWeight: 600, whiteSpace: 'nowrap' }, display: asCards ? 'none' : undefined }}>
            <TableRow>
              {selection && (
                <TableCell padding="checkbox" sx={checkboxCell}>
                  <PageCheckbox selection={selection} ids={rows?.map((row) => row.id) ?? []} />
                </TableCell>
              )}
              {columns.map((column) => (
                <TableCell key={column.key} {...columnCell(column)}>
                  {column.sortKey ? (
                    <TableSortLabel
                      active={list.orderBy === column.sortKey}
                      direction={list.orderBy === column.sortKey && list.desc ? 'desc' : 'asc'}
                      onClick={() =>
                        list.update({
                          orderBy: column.sortKey,
                          desc: list.orderBy === column.sortKey ? !list.desc : false,
                        })
                      }
                    >
                      {column.label}
                    </TableSortLabel>
                  ) : (
                    column.label
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>{body}</TableBody>
        </Table>
      </TableContainer>
      <Box
        sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', '& > .MuiTablePagination-root': { flex: 1 } }}
      >
        <ExportButton query={query} columns={columns} />
        <TablePagination
          component="div"
          count={totalCount ?? 0}
          page={last ? Math.min(list.page, last) - 1 : 0}
          rowsPerPage={list.perPage}
          rowsPerPageOptions={list.pageSizes.map((size) => (size === -1 ? { label: 'All', value: -1 } : size))}
          onPageChange={(_event, page) => list.update({ page: page + 1 })}
          onRowsPerPageChange={(event) => list.update({ perPage: Number(event.target.value) })}
          labelDisplayedRows={approximateCount ? ({ from, to, count }) => `${from}–${to} of about ${count}` : undefined}
          sx={pagingWraps}
        />
      </Box>
    </Paper>
  );
}
