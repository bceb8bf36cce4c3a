import FormHelperText from '@mui/material/FormHelperText';
import TableCell from '@mui/material/TableCell';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFieldArray, useFormContext } from 'react-hook-form';

import type { ReturnFormValues } from '@backoffice/schema/rules/returnForm';

import { type EditableLinesColumn, EditableLinesTable } from '../../ui/EditableLinesTable';

const COLUMNS: readonly EditableLinesColumn[] = [
  { label: 'Product', sx: { minWidth: 200 } },
  { label: 'Returnable', align: 'right' },
  { label: 'Quantity' },
];

/**
 * Spec 001 §2: the chosen order's lines, each with an editable quantity and a remove button, and beside it
 * what the order still holds unreturned (its other returns already took the rest).
 */
export function ReturnLinesField({ orderChosen }: { orderChosen: boolean }) {
  const { control, register, formState } = useFormContext<ReturnFormValues>();
  const { fields, remove } = useFieldArray({ control, name: 'lines' });
  const lineErrors = formState.errors.lines;
  return (
    <EditableLinesTable
      title="Products"
      aria-label="Returned products"
      columns={COLUMNS}
      lines={fields}
      empty={
        <Typography color="text.secondary">
          {orderChosen ? 'No product of this order is left to return.' : 'Choose an order to see its products.'}
        </Typography>
      }
      cells={(index, field) => {
        const errors = lineErrors?.[index];
        return (
          <>
            <TableCell>
              {field.productName}
              {errors?.productId && <FormHelperText error>{errors.productId.message}</FormHelperText>}
            </TableCell>
            <TableCell
              align="right"
              sx={{ whiteSpace: 'nowrap' }}
            >{`${field.returnableQuantity} of ${field.orderedQuantity}`}</TableCell>
            <TableCell sx={{ minWidth: 220 }}>
              <TextField
                size="small"
                {...register(`lines.${index}.quantity`)}
                error={!!errors?.quantity}
                helperText={errors?.quantity?.message}
                slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': `Quantity of ${field.productName}` } }}
                // The box stays narrow; a refusal naming the line reads in full below it.
                sx={{ '& .MuiInputBase-root': { width: 130 } }}
              />
            </TableCell>
          </>
        );
      }}
      removeLabel={(_number, field) => `Remove ${field.productName}`}
      onRemove={remove}
      error={lineErrors?.root?.message ?? lineErrors?.message}
    />
  );
}
