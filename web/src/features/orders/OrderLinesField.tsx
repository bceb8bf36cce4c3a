import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';

import { formatRupiah } from '@backoffice/schema/rules/money';
import {
  emptyOrderLine,
  formTotals,
  type OrderFormValues,
  priceOrGrossPrice,
} from '@backoffice/schema/rules/orderForm';
import { ORDER_TAX_PERCENTS } from '@backoffice/schema/rules/orderTotals';

import { ChoiceField } from '../../ui/ChoiceField';
import { EditableLines, type EditableLinesColumn, LineProductCell, LineQuantityCell } from '../../ui/EditableLines';
import { MoneyField } from '../../ui/MoneyField';
import type { PickerProductFragment } from '../../ui/pickers.generated';
import { textFieldProps } from '../../ui/textFieldProps';

const COLUMNS: readonly EditableLinesColumn[] = [
  { label: 'Product', sx: { width: '45%', minWidth: 220 } },
  { label: 'Quantity' },
  { label: 'Price Each' },
  { label: 'Price', align: 'right' },
];
const TAX_CHOICES = ORDER_TAX_PERCENTS.map((percent) => ({ value: String(percent), label: `${percent}%` }));

/**
 * The gross prices of the products the lines have chosen, learnt as the pickers pick or read them: the
 * products are searched on the server, so no list of every product holds them.
 */
function useGrossPrices() {
  const [prices, setPrices] = useState<ReadonlyMap<string, number | null>>(new Map());
  // Told again of a known price, the map stays as it is, so nothing re-renders.
  const learn = useCallback(
    ({ id, grossPrice = null }: PickerProductFragment) =>
      setPrices((known) => (known.get(id) === grossPrice ? known : new Map(known).set(id, grossPrice))),
    [],
  );
  return { grossPriceOf: (productId: string) => prices.get(productId), learn };
}

/**
 * Spec 001 §2: product lines (product found by searching on the server, quantity, price each defaulting to
 * the product's gross price, line price) and the totals under them, computed as they are typed with the
 * shared totals rule.
 */
export function OrderLinesField() {
  const form = useFormContext<OrderFormValues>();
  const { control, setValue, getValues } = form;
  const text = textFieldProps(form);
  const [lines, taxPercent, deliveryFee] = useWatch({ control, name: ['lines', 'taxPercent', 'deliveryFee'] });
  const { grossPriceOf, learn } = useGrossPrices();
  const figures = formTotals({ lines, taxPercent, deliveryFee }, grossPriceOf);

  return (
    <EditableLines
      title="Products"
      aria-label="Product lines"
      columns={COLUMNS}
      removeHeading="Actions"
      cells={(index) => {
        const number = index + 1;
        return (
          <>
            <LineProductCell
              index={index}
              placeholder="Choose a product"
              onPicked={(picked) => {
                // A newly chosen product starts at its gross price (spec 001 §2).
                if (picked) learn(picked);
                setValue(`lines.${index}.unitPrice`, priceOrGrossPrice('', picked?.grossPrice));
              }}
              onLoaded={learn}
            />
            <LineQuantityCell index={index} sx={{ width: 110 }} />
            <TableCell>
              <MoneyField
                size="small"
                {...text(`lines.${index}.unitPrice`, {
                  onBlur: () => {
                    const line = getValues(`lines.${index}`);
                    setValue(
                      `lines.${index}.unitPrice`,
                      priceOrGrossPrice(line.unitPrice, grossPriceOf(line.productId)),
                    );
                  },
                })}
                slotProps={{ htmlInput: { 'aria-label': `Price Each ${number}` } }}
                sx={{ width: 170 }}
              />
            </TableCell>
            <TableCell align="right" aria-label={`Price ${number}`} sx={{ whiteSpace: 'nowrap' }}>
              {formatRupiah(figures.lines[index]?.linePrice ?? 0)}
            </TableCell>
          </>
        );
      }}
      removeLabel={(number) => `Remove product line ${number}`}
      addLabel="Add Product"
      newLine={emptyOrderLine}
    >
      <Stack spacing={1.5} sx={{ alignSelf: 'flex-end', width: { xs: '100%', sm: 360 } }}>
        <Figure label="Total Quantity" value={String(figures.totals.totalQuantity)} />
        <Figure label="Sub Total" value={formatRupiah(figures.totals.subTotal)} />
        <ChoiceField control={control} name="taxPercent" label="Tax" options={TAX_CHOICES} />
        <Figure label="Tax Amount" value={formatRupiah(figures.totals.tax)} />
        <MoneyField label="Delivery Fee" {...text('deliveryFee')} />
        <Figure label="Total" value={formatRupiah(figures.totals.total)} strong />
      </Stack>
    </EditableLines>
  );
}

function Figure({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack direction="row" justifyContent="space-between">
      <Typography color="text.secondary">{label}</Typography>
      <Typography fontWeight={strong ? 600 : undefined} aria-label={label}>
        {value}
      </Typography>
    </Stack>
  );
}
