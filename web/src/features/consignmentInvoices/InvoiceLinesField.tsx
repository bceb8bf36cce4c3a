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
import { invoiceTotal } from '@backoffice/schema/rules/consignmentInvoice';
import { formatRupiah, parseRupiah } from '@backoffice/schema/rules/money';
import { parseQuantity } from '@backoffice/schema/rules/orderForm';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { ChoiceField } from '../../ui/ChoiceField';
import { HiddenHeaderCell } from '../../ui/HiddenHeaderCell';
import { MoneyField } from '../../ui/MoneyField';
import { emptyInvoiceLine, lineOf, type InvoiceableItem, type InvoiceFormValues } from './invoiceForm';

const orZero = (value: number) => (Number.isFinite(value) ? value : 0);

/**
 * Spec 002 §2: the invoice's lines, each a product of the order (what may still be invoiced of it shown
 * beside), a numeric quantity and price; choosing a product fills in what remains of it at the order's price.
 */
export function InvoiceLinesField({ items }: { items: readonly InvoiceableItem[] }) {
  const { control, register, setValue, formState } = useFormContext<InvoiceFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const lines = useWatch({ control, name: 'lines' });
  const lineErrors = formState.errors.lines;
  const linesMessage = lineErrors?.root?.message ?? lineErrors?.message;
  const options = items.map((item) => ({ value: item.productId, label: item.productName }));
  const itemOf = (productId: string) => items.find((item) => item.productId === productId);
  const total = invoiceTotal(lines.map((line) => ({ quantity: orZero(parseQuantity(line.quantity)), unitPrice: orZero(parseRupiah(line.unitPrice)) })));
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="h2">
        Items
      </Typography>
      <TableContainer>
        <Table size="small" aria-label="Invoice items">
          <TableHead>
            <TableRow>
              <TableCell sx={{ minWidth: 220 }}>Product</TableCell>
              <TableCell>Quantity</TableCell>
              <TableCell>Price</TableCell>
              <HiddenHeaderCell>Remove</HiddenHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {fields.map((field, index) => {
              const number = index + 1;
              const errors = lineErrors?.[index];
              const left = itemOf(lines[index]?.productId ?? '')?.quantity;
              return (
                <TableRow key={field.id}>
                  <TableCell>
                    <ChoiceField
                      control={control}
                      name={`lines.${index}.productId`}
                      label={`Product ${number}`}
                      options={options}
                      fullWidth
                      onChosen={(productId) => {
                        const item = itemOf(productId);
                        if (!item) return;
                        const { quantity, unitPrice } = lineOf(item);
                        setValue(`lines.${index}.quantity`, quantity);
                        setValue(`lines.${index}.unitPrice`, unitPrice);
                      }}
                    />
                  </TableCell>
                  <TableCell sx={{ minWidth: 200 }}>
                    <TextField
                      size="small"
                      {...register(`lines.${index}.quantity`)}
                      error={!!errors?.quantity}
                      helperText={errors?.quantity?.message ?? (left === undefined ? undefined : `${left} left to invoice`)}
                      slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': `Quantity ${number}` } }}
                      sx={{ '& .MuiInputBase-root': { width: 110 } }}
                    />
                  </TableCell>
                  <TableCell sx={{ minWidth: 180 }}>
                    <MoneyField
                      size="small"
                      {...register(`lines.${index}.unitPrice`)}
                      error={!!errors?.unitPrice}
                      helperText={errors?.unitPrice?.message}
                      slotProps={{ htmlInput: { 'aria-label': `Price ${number}` } }}
                    />
                  </TableCell>
                  <TableCell align="right">
                    <IconButton aria-label={`Remove item ${number}`} onClick={() => remove(index)}>
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {linesMessage && <FormHelperText error>{linesMessage}</FormHelperText>}
      <Stack direction="row" justifyContent="space-between" alignItems="center">
        <Button startIcon={<AddIcon />} onClick={() => append(emptyInvoiceLine())}>
          Add Item
        </Button>
        <Typography fontWeight={600} aria-label="Invoice total">
          {`Total ${formatRupiah(total)}`}
        </Typography>
      </Stack>
    </Stack>
  );
}
