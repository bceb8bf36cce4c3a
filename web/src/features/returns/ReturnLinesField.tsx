import DeleteIcon from '@mui/icons-material/Delete';
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
import type { ReturnFormValues } from '@backoffice/schema/rules/returnForm';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { HiddenHeaderCell } from '../../ui/HiddenHeaderCell';

/**
 * Spec 001 §2: the chosen order's lines, each with an editable quantity and a remove button, and beside it
 * what the order still holds unreturned (its other returns already took the rest).
 */
export function ReturnLinesField({ orderChosen }: { orderChosen: boolean }) {
  const { control, register, formState } = useFormContext<ReturnFormValues>();
  const { fields, remove } = useFieldArray({ control, name: 'lines' });
  const lineErrors = formState.errors.lines;
  const linesMessage = lineErrors?.root?.message ?? lineErrors?.message;
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="h2">
        Products
      </Typography>
      {fields.length === 0 ? (
        <Typography color="text.secondary">{orderChosen ? 'No product of this order is left to return.' : 'Choose an order to see its products.'}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label="Returned products">
            <TableHead>
              <TableRow>
                <TableCell sx={{ minWidth: 200 }}>Product</TableCell>
                <TableCell align="right">Returnable</TableCell>
                <TableCell>Quantity</TableCell>
                <HiddenHeaderCell>Remove</HiddenHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {fields.map((field, index) => {
                const errors = lineErrors?.[index];
                return (
                  <TableRow key={field.id}>
                    <TableCell>
                      {field.productName}
                      {errors?.productId && <FormHelperText error>{errors.productId.message}</FormHelperText>}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{`${field.returnableQuantity} of ${field.orderedQuantity}`}</TableCell>
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
                    <TableCell align="right">
                      <IconButton aria-label={`Remove ${field.productName}`} onClick={() => remove(index)}>
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {linesMessage && <FormHelperText error>{linesMessage}</FormHelperText>}
    </Stack>
  );
}
