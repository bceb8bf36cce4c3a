import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';

import { totalTransferQuantity } from '@backoffice/schema/rules/internalTransfer';

import { EditableLinesTable } from './EditableLinesTable';
import { ProductAutocomplete } from './ProductAutocomplete';

/** The fields of a form with product and quantity lines (Add Stock, the sample form). */
interface ProductLinesValues {
  lines: Array<{ productId: string; quantity: string }>;
}

interface ProductLinesFieldProps {
  /** Quantities may be negative (an adjustment takes stock away); the field says so. */
  signed?: boolean;
  /** The first line has no delete button (Add Stock, spec 001 §5); otherwise every line can go. */
  keepFirstLine?: boolean;
}

const COLUMNS = [{ label: 'Product', sx: { width: '70%', minWidth: 240 } }, { label: 'Quantity' }];

/**
 * Spec 001 §2: product lines (a product found by searching on the server, and a quantity), Add Product, a
 * delete button per line, and the Total Quantity as it is typed.
 */
export function ProductLinesField({ signed = false, keepFirstLine = false }: ProductLinesFieldProps) {
  const { control, register, formState } = useFormContext<ProductLinesValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const lines = useWatch({ control, name: 'lines' });
  const lineErrors = formState.errors.lines;
  return (
    <EditableLinesTable
      title="Products"
      aria-label="Product lines"
      columns={COLUMNS}
      lines={fields}
      cells={(index) => {
        const number = index + 1;
        const errors = lineErrors?.[index];
        return (
          <>
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
                slotProps={{
                  htmlInput: { inputMode: signed ? 'text' : 'numeric', 'aria-label': `Quantity ${number}` },
                }}
                sx={{ width: 130 }}
              />
            </TableCell>
          </>
        );
      }}
      removable={(index) => index > 0 || !keepFirstLine}
      removeLabel={(number) => `Remove product line ${number}`}
      onRemove={remove}
      addLabel="Add Product"
      onAdd={() => append({ productId: '', quantity: '' })}
      hint={signed ? 'A negative quantity takes stock away.' : undefined}
      error={lineErrors?.root?.message ?? lineErrors?.message}
    >
      <Stack direction="row" spacing={2} justifyContent="flex-end">
        <Typography color="text.secondary">Total Quantity</Typography>
        <Typography fontWeight={600} aria-label="Total Quantity">
          {totalTransferQuantity(lines)}
        </Typography>
      </Stack>
    </EditableLinesTable>
  );
}
