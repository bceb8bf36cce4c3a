import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { type FieldError, get, useController, useFieldArray, useFormContext } from 'react-hook-form';

import { HiddenHeaderCell } from './HiddenHeaderCell';
import type { PickerProductFragment } from './pickers.generated';
import { ProductAutocomplete } from './ProductAutocomplete';
import { textFieldProps } from './textFieldProps';

/** The form EditableLines binds to: whatever else it holds, its lines are under `lines`. */
interface LinesForm {
  lines: Array<Record<string, unknown>>;
}

/** The errors of the `lines` array: the array's own (none yet, too many), then one per line. */
type LinesErrors = FieldError & { root?: FieldError };

/** What is wrong with the lines as a whole: the rules put it on the array or, beside line errors, on its root. */
export const linesError = (errors: LinesErrors | undefined) => errors?.root?.message ?? errors?.message;

export interface EditableLinesColumn {
  label: string;
  /** Figures sit right (a line price, what is left). */
  align?: 'right';
  sx?: SxProps<Theme>;
}

interface EditableLinesProps<Line> {
  /** The heading above the table ('Products', 'Ingredients'). */
  title: string;
  /** The table's accessible name ('Product lines'). */
  'aria-label': string;
  /** The headings of the line's own cells; the remove column follows them. */
  columns: readonly EditableLinesColumn[];
  /** The cells of line `index` (0-based), one per column: LineProductCell, LineQuantityCell or the form's own. */
  cells(index: number, line: Line): ReactNode;
  /** Shown instead of the table while there is no line (a return's lines come from its order). */
  empty?: ReactNode;
  /** The hidden heading of the remove column; 'Remove' unless said otherwise. */
  removeHeading?: string;
  /** Whether line `index` has a remove button; all do unless said otherwise. */
  removable?(index: number): boolean;
  /** The remove button's name for line `number` (1-based), e.g. 'Remove product line 2'. */
  removeLabel(number: number, line: Line): string;
  /** The add button's text ('Add Product') and the line it adds; without them lines can only be removed (a return's). */
  addLabel?: string;
  newLine?(): Line;
  /** Shown on the add button's row, at its far end (an invoice's total); needs the add button. */
  besideAdd?: ReactNode;
  /** A hint under the table, before any error. */
  hint?: string;
  /** Shown under the add button (a total). */
  children?: ReactNode;
}

/**
 * The form's `lines` as a table: one row per line with its fields and a remove button, a button that adds a
 * line, and what is wrong with the lines as a whole (Add Stock's and the sample's products, a recipe's
 * ingredients, an order's products, an invoice's items, a return's products).
 */
export function EditableLines<Line extends object>(props: EditableLinesProps<Line>) {
  const { title, columns, cells, empty, removeHeading = 'Remove', removable = () => true, removeLabel } = props;
  const { addLabel, newLine, besideAdd, hint, children } = props;
  const { control, formState } = useFormContext<LinesForm>();
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  // The form's own type says what a line holds; here it is only known to be an object.
  const lines = fields as unknown as ReadonlyArray<Line & { id: string }>;
  const error = linesError(get(formState.errors, 'lines') as LinesErrors | undefined);
  const addButton = addLabel && newLine && (
    <Button startIcon={<AddIcon />} onClick={() => append(newLine() as Record<string, unknown>)}>
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
                      <IconButton aria-label={removeLabel(index + 1, line)} onClick={() => remove(index)}>
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

interface LineProductCellProps {
  index: number;
  placeholder: string;
  /** After another product is chosen here (an order line then starts at its gross price). */
  onPicked?(picked: PickerProductFragment | undefined): void;
  /** Told the product chosen elsewhere once it is read by its id. */
  onLoaded?(product: PickerProductFragment): void;
}

/** Line `index`'s product, found by searching on the server, named 'Product 2' for line 2. */
export function LineProductCell({ index, placeholder, onPicked, onLoaded }: LineProductCellProps) {
  const { control } = useFormContext<LinesForm>();
  const { field, fieldState } = useController({ control, name: `lines.${index}.productId` });
  const value = field.value as string;
  return (
    <TableCell>
      <ProductAutocomplete
        value={value}
        onChange={(id, picked) => {
          // The same product again changes nothing: an order line keeps the price typed for it.
          if (id === value) return;
          field.onChange(id);
          onPicked?.(picked);
        }}
        onLoaded={onLoaded}
        onBlur={field.onBlur}
        inputRef={field.ref}
        aria-label={`Product ${index + 1}`}
        placeholder={placeholder}
        size="small"
        error={fieldState.error?.message}
      />
    </TableCell>
  );
}

interface LineQuantityCellProps {
  index: number;
  /** The line's field: 'quantity' unless said otherwise ('grams'). */
  name?: string;
  /** The field's accessible name: 'Quantity 2' for line 2 unless said otherwise. */
  label?: string;
  /** A negative number may be typed (an adjustment takes stock away), so the keyboard is not digits only. */
  signed?: boolean;
  /** Under the box while it holds no error ('12 left to invoice'). */
  hint?: string;
  /** Shown after the number ('g'). */
  unit?: string;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}

/** Line `index`'s amount (a quantity, grams), typed as a number, with its error under it. */
export function LineQuantityCell(props: LineQuantityCellProps) {
  const {
    index,
    name = 'quantity',
    label = `Quantity ${index + 1}`,
    signed = false,
    hint,
    unit,
    size = 'small',
  } = props;
  const field = textFieldProps(useFormContext<LinesForm>())(`lines.${index}.${name}`);
  return (
    <TableCell>
      <TextField
        size={size}
        {...field}
        helperText={field.helperText ?? hint}
        slotProps={{
          htmlInput: { inputMode: signed ? 'text' : 'numeric', 'aria-label': label },
          input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : undefined,
        }}
        sx={props.sx}
      />
    </TableCell>
  );
}
