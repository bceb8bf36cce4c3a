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
import { emptyTransferLine, totalTransferQuantity, type InternalTransferFormValues } from '@backoffice/schema/rules/internalTransfer';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { HiddenHeaderCell } from '../../ui/HiddenHeaderCell';
import { ProductAutocomplete } from '../../ui/ProductAutocomplete';

/**
 * Spec 001 §2: product lines (a product found by searching, and a quantity), Add Product, the first line
 * without a delete button, and the Total Quantity as it is typed. Adjustments take negative quantities.
 */
export function TransferLinesField() {
  const { control, register, formState } = useFormContext<InternalTransferFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const [lines, type] = useWatch({ control, name: ['lines', 'type'] });
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
                      slotProps={{ htmlInput: { inputMode: type === 'ADJUSTMENT' ? 'text' : 'numeric', 'aria-label': `Quantity ${number}` } }}
                      sx={{ width: 130 }}
                    />
                  </TableCell>
                  <TableCell align="right">
                    {/* Spec 001 §5: the first line cannot be deleted. */}
                    {index > 0 && (
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
      {type === 'ADJUSTMENT' && <FormHelperText>A negative quantity takes stock away.</FormHelperText>}
      {linesMessage && <FormHelperText error>{linesMessage}</FormHelperText>}
      <div>
        <Button startIcon={<AddIcon />} onClick={() => append(emptyTransferLine())}>
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
