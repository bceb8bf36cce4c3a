import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import { useFormContext, useWatch } from 'react-hook-form';

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
import { EditableLines, LineQuantityCell } from '../../ui/EditableLines';
import { MoneyField } from '../../ui/MoneyField';
import { textFieldProps } from '../../ui/textFieldProps';

const orZero = (value: number) => (Number.isFinite(value) ? value : 0);

const COLUMNS = [
  { label: 'Product', sx: { minWidth: 220 } },
  { label: 'Quantity', sx: { minWidth: 200 } },
  { label: 'Price', sx: { minWidth: 180 } },
];

/**
 * Spec 002 §2: the invoice's lines, each a product of the order (what may still be invoiced of it shown
 * beside), a numeric quantity and price; choosing a product fills in what remains of it at the order's price.
 */
export function InvoiceLinesField({ items }: { items: readonly InvoiceableItem[] }) {
  const form = useFormContext<InvoiceFormValues>();
  const { control, setValue } = form;
  const text = textFieldProps(form);
  const lines = useWatch({ control, name: 'lines' });
  const options = items.map((item) => ({ value: item.productId, label: item.productName }));
  const itemOf = (productId: string) => items.find((item) => item.productId === productId);
  const total = invoiceTotal(
    lines.map((line) => ({
      quantity: orZero(parseQuantity(line.quantity)),
      unitPrice: orZero(parseRupiah(line.unitPrice)),
    })),
  );
  return (
    <EditableLines
      title="Items"
      aria-label="Invoice items"
      columns={COLUMNS}
      cells={(index) => {
        const number = index + 1;
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
            <LineQuantityCell
              index={index}
              hint={left === undefined ? undefined : `${left} left to invoice`}
              sx={{ '& .MuiInputBase-root': { width: 110 } }}
            />
            <TableCell>
              <MoneyField
                size="small"
                {...text(`lines.${index}.unitPrice`)}
                slotProps={{ htmlInput: { 'aria-label': `Price ${number}` } }}
              />
            </TableCell>
          </>
        );
      }}
      removeLabel={(number) => `Remove item ${number}`}
      addLabel="Add Item"
      newLine={emptyInvoiceLine}
      besideAdd={
        <Typography fontWeight={600} aria-label="Invoice total">
          {`Total ${formatRupiah(total)}`}
        </Typography>
      }
    />
  );
}
