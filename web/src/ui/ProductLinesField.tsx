import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { totalTransferQuantity } from '@backoffice/schema/rules/internalTransfer';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { HiddenHeaderCell } from './HiddenHeaderCell';
import { ProductAutocomplete } from './ProductAutocomplete';

/** The fields of a form with product and quantity lines (Add Stock, the sample form). */
export interface ProductLinesValues {
  lines: Array<{ productId: string; quantity: string }>;
}

interface ProductLinesFieldProps {
  /** Quantities may be negative (an adjustment takes stock away); the field says so. */
  signed?: boolean;
  /** The first line has no delete button (Add Stock, spec 001 §5); otherwise every line can go. */
  keepFirstLine?: boolean;
}

/**
 * Spec 001 §2: product lines (a product found by searching on the server, and a quantity), Add Product, a
 * delete button per line, and the Total Quantity as it is typed.
 */
export function ProductLinesField({ signed = false, keepFirstLine = false }: ProductLinesFieldProps) {
  const { control, register, formState } = useFormContext<ProductLinesValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const lines = useWatch({ control, name: 'lines' });
  const lineErrors = formState.errors.lines;
  const linesMessage = lineErrors?.root?.message ?? lineErrors?.message;
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="h2">
        Products
      </Typography>
      {/* On a phone the lines scroll sideways in their own box; the product field keeps a usable width. */}
      <TableContainer>
        <Table size="small" aria-label="Product lines">
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: '70%', minWidth: 240 }}>Product</TableCell>
              <TableCell>Quantity</TableCell>
              <HiddenHeaderCell>Remove</HiddenHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {fields.map((field, index) => {
              const number = index + 1;
              const errors = lineErrors?.[index];
              return (
                <TableRow key={field.id}>
                  <TableCell>
                    <Controller
                      control={control}
                      name={`lines.${index}.productId`}
                      render={({ field: product, fieldState }) => (
                        <ProductAutocomplete
                          value={product.value}
                          onChange={product.onChange}
                          onBlur={product.onBlur}
                          inputRef={product.ref}
                          aria-label={`Product ${number}`}
                          placeholder="Search a product"
                          size="small"
                          error={fieldState.error?.message}
                        />
                      )}
                    />
                  </TableCell>
                  <TableCell>
                    <TextField
                      size="small"
                      {...register(`lines.${index}.quantity`)}
                      error={!!errors?.quantity}
                      helperText={errors?.quantity?.message}
                      slotProps={{ htmlInput: { inputMode: signed ? 'text' : 'numeric', 'aria-label': `Quantity ${number}` } }}
                      sx={{ width: 130 }}
                    />
                  </TableCell>
                  <TableCell align="right">
                    {(index > 0 || !keepFirstLine) && (
                      <IconButton aria-label={`Remove product line ${number}`} onClick={() => remove(index)}>
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {signed && <FormHelperText>A negative quantity takes stock away.</FormHelperText>}
      {linesMessage && <FormHelperText error>{linesMessage}</FormHelperText>}
      <div>
        <Button startIcon={<AddIcon />} onClick={() => append({ productId: '', quantity: '' })}>
          Add Product
        </Button>
      </div>
      <Stack direction="row" spacing={2} justifyContent="flex-end">
        <Typography color="text.secondary">Total Quantity</Typography>
        <Typography fontWeight={600} aria-label="Total Quantity">
          {totalTransferQuantity(lines)}
        </Typography>
      </Stack>
    </Stack>
  );
}
