import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { HiddenHeaderCell } from './HiddenHeaderCell';

export interface EditableLinesColumn {
  label: string;
  /** Figures sit right (a line price, what is left). */
  align?: 'right';
  sx?: SxProps<Theme>;
}

interface EditableLinesTableProps<Line extends { id: string }> {
  /** The heading above the table ('Products', 'Ingredients'). */
  title: string;
  /** The table's accessible name ('Product lines'). */
  'aria-label': string;
  /** The headings of the line's own cells; the remove column follows them. */
  columns: readonly EditableLinesColumn[];
  /** The form's array field (react-hook-form's `fields`): one row each, keyed by its id. */
  lines: readonly Line[];
  /** The cells of line `index` (0-based), one per column. */
  cells(index: number, line: Line): ReactNode;
  /** Shown instead of the table while there is no line (a return's lines come from its order). */
  empty?: ReactNode;
  /** The hidden heading of the remove column; 'Remove' unless said otherwise. */
  removeHeading?: string;
  /** Whether line `index` has a remove button; all do unless said otherwise. */
  removable?(index: number): boolean;
  /** The remove button's name for line `number` (1-based), e.g. 'Remove product line 2'. */
  removeLabel(number: number, line: Line): string;
  onRemove(index: number): void;
  /** The add button's text ('Add Product') and action; without them lines can only be removed (a return's). */
  addLabel?: string;
  onAdd?(): void;
  /** Shown on the add button's row, at its far end (an invoice's total); needs the add button. */
  besideAdd?: ReactNode;
  /** A hint under the table, before any error. */
  hint?: string;
  /** The error about the lines as a whole (none yet, too many). */
  error?: string;
  /** Shown under the add button (a total). */
  children?: ReactNode;
}

/**
 * A form's lines as a table: one row per line with its fields and a remove button, and a button that adds
 * a line (Add Stock's and the sample's products, a recipe's ingredients, an order's products, an invoice's items,
 * a return's products). The form owns the lines; this draws them.
 */
export function EditableLinesTable<Line extends { id: string }>(props: EditableLinesTableProps<Line>) {
  const {
    title,
    columns,
    lines,
    empty,
    removeHeading = 'Remove',
    cells,
    removable = () => true,
    removeLabel,
    onRemove,
  } = props;
  const { addLabel, onAdd, besideAdd, hint, error, children } = props;
  const addButton = addLabel && onAdd && (
    <Button startIcon={<AddIcon />} onClick={onAdd}>
      {addLabel}
    </Button>
  );
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="h2">
        {title}
      </Typography>
      {/* On a phone the lines scroll sideways in their own box; the first field keeps a usable width. */}
      {lines.length === 0 && empty ? (
        empty
      ) : (
        <TableContainer>
          <Table size="small" aria-label={props['aria-label']}>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column.label} align={column.align} sx={column.sx}>
                    {column.label}
                  </TableCell>
                ))}
                <HiddenHeaderCell>{removeHeading}</HiddenHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {lines.map((line, index) => (
                <TableRow key={line.id}>
                  {cells(index, line)}
                  <TableCell align="right">
                    {removable(index) && (
                      <IconButton aria-label={removeLabel(index + 1, line)} onClick={() => onRemove(index)}>
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {hint && <FormHelperText>{hint}</FormHelperText>}
      {error && <FormHelperText error>{error}</FormHelperText>}
      {addButton &&
        (besideAdd ? (
          <Stack direction="row" justifyContent="space-between" alignItems="center">
            {addButton}
            {besideAdd}
          </Stack>
        ) : (
          <div>{addButton}</div>
        ))}
      {children}
    </Stack>
  );
}
