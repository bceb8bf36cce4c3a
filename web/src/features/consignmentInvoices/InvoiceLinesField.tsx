import TableCell from '@mui/material/TableCell';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';

import { invoiceTotal } from '@backoffice/schema/rules/consignmentInvoice';
import {
  emptyInvoiceLine,
  type InvoiceableItem,
  type InvoiceFormValues,
  lineOf,
} from '@backoffice/schema/rules/consignmentInvoiceForm';
import { formatRupiah, parseRupiah } from '@backoffice/schema/rules/money';
import { parseQuantity } from '@backoffice/schema/rules/number';

import { ChoiceField } from '../../ui/ChoiceField';
import { EditableLinesTable } from '../../ui/EditableLinesTable';
import { MoneyField } from '../../ui/MoneyField';

const orZero = (value: number) => (Number.isFinite(value) ? value : 0);

const COLUMNS = [{ label: 'Product', sx: { minWidth: 220 } }, { label: 'Quantity' }, { label: 'Price' }];

/**
 * Spec 002 §2: the invoice's lines, each a product of the order (what may still be invoiced of it shown
 * beside), a numeric quantity and price; choosing a product fills in what remains of it at the order's price.
 */
export function InvoiceLinesField({ items }: { items: readonly InvoiceableItem[] }) {
  const { control, register, setValue, formState } = useFormContext<InvoiceFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const lines = useWatch({ control, name: 'lines' });
  const lineErrors = formState.errors.lines;
  const options = items.map((item) => ({ value: item.productId, label: item.productName }));
  const itemOf = (productId: string) => items.find((item) => item.productId === productId);
  const total = invoiceTotal(
    lines.map((line) => ({
      quantity: orZero(parseQuantity(line.quantity)),
      unitPrice: orZero(parseRupiah(line.unitPrice)),
    })),
  );
  return (
    <EditableLinesTable
      title="Items"
      aria-label="Invoice items"
      columns={COLUMNS}
      lines={fields}
      cells={(index) => {
        const number = index + 1;
        const errors = lineErrors?.[index];
        const left = itemOf(lines[index]?.productId ?? '')?.quantity;
        return (
          <>
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
          </>
        );
      }}
      removeLabel={(number) => `Remove item ${number}`}
      onRemove={remove}
      addLabel="Add Item"
      onAdd={() => append(emptyInvoiceLine())}
      besideAdd={
        <Typography fontWeight={600} aria-label="Invoice total">
          {`Total ${formatRupiah(total)}`}
        </Typography>
      }
      error={lineErrors?.root?.message ?? lineErrors?.message}
    />
  );
}
