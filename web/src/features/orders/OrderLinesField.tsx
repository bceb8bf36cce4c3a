import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ORDER_TAX_PERCENTS } from '@backoffice/schema/rules/orderTotals';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { ChoiceField } from '../../ui/ChoiceField';
import { EditableLinesTable, type EditableLinesColumn } from '../../ui/EditableLinesTable';
import { MoneyField } from '../../ui/MoneyField';
import { formatRupiah } from '@backoffice/schema/rules/money';
import { emptyOrderLine, formTotals, priceOrGrossPrice, type OrderFormValues } from '@backoffice/schema/rules/orderForm';

export interface ProductChoice {
  id: string;
  sku: string;
  name: string;
  grossPrice?: number | null;
}

interface OrderLinesFieldProps {
  products: readonly ProductChoice[];
  loading: boolean;
}

const productLabel = (product: ProductChoice) => `${product.sku} - ${product.name}`;
const COLUMNS: readonly EditableLinesColumn[] = [
  { label: 'Product', sx: { width: '45%' } },
  { label: 'Quantity' },
  { label: 'Price Each' },
  { label: 'Price', align: 'right' },
];
const TAX_CHOICES = ORDER_TAX_PERCENTS.map((percent) => ({ value: String(percent), label: `${percent}%` }));

/**
 * Spec 001 §2: product lines (product, quantity, price each defaulting to the product's gross price,
 * line price) and the totals under them, computed as they are typed with the shared totals rule.
 */
export function OrderLinesField({ products, loading }: OrderLinesFieldProps) {
  const { control, register, setValue, getValues, formState } = useFormContext<OrderFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const [lines, taxPercent, deliveryFee] = useWatch({ control, name: ['lines', 'taxPercent', 'deliveryFee'] });
  const byId = new Map(products.map((product) => [product.id, product]));
  const grossPriceOf = (productId: string) => byId.get(productId)?.grossPrice;
  const figures = formTotals({ lines, taxPercent, deliveryFee }, grossPriceOf);
  const lineErrors = formState.errors.lines;

  return (
    <EditableLinesTable
      title="Products"
      aria-label="Product lines"
      columns={COLUMNS}
      lines={fields}
      removeHeading="Actions"
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
                  <Autocomplete<ProductChoice>
                    sx={{ minWidth: 220 }}
                    options={products}
                    loading={loading}
                    value={byId.get(product.value) ?? null}
                    onChange={(_event, chosen) => {
                      product.onChange(chosen?.id ?? '');
                      // A newly chosen product starts at its gross price (spec 001 §2).
                      setValue(`lines.${index}.unitPrice`, priceOrGrossPrice('', chosen?.grossPrice));
                    }}
                    onBlur={product.onBlur}
                    getOptionLabel={productLabel}
                    isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
                    renderInput={(params) => (
                      <TextField
                        {...params}
                        inputRef={product.ref}
                        size="small"
                        placeholder="Choose a product"
                        error={!!fieldState.error}
                        helperText={fieldState.error?.message}
                        slotProps={{ htmlInput: { ...params.inputProps, 'aria-label': `Product ${number}` } }}
                      />
                    )}
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
                slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': `Quantity ${number}` } }}
                sx={{ width: 110 }}
              />
            </TableCell>
            <TableCell>
              <MoneyField
                size="small"
                {...register(`lines.${index}.unitPrice`, {
                  onBlur: () => {
                    const line = getValues(`lines.${index}`);
                    setValue(`lines.${index}.unitPrice`, priceOrGrossPrice(line.unitPrice, grossPriceOf(line.productId)));
                  },
                })}
                error={!!errors?.unitPrice}
                helperText={errors?.unitPrice?.message}
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
      onRemove={remove}
      addLabel="Add Product"
      onAdd={() => append(emptyOrderLine())}
      error={lineErrors?.root?.message ?? lineErrors?.message}
    >
      <Stack spacing={1.5} sx={{ alignSelf: 'flex-end', width: { xs: '100%', sm: 360 } }}>
        <Figure label="Total Quantity" value={String(figures.totals.totalQuantity)} />
        <Figure label="Sub Total" value={formatRupiah(figures.totals.subTotal)} />
        <ChoiceField control={control} name="taxPercent" label="Tax" options={TAX_CHOICES} />
        <Figure label="Tax Amount" value={formatRupiah(figures.totals.tax)} />
        <MoneyField
          label="Delivery Fee"
          {...register('deliveryFee')}
          error={!!formState.errors.deliveryFee}
          helperText={formState.errors.deliveryFee?.message}
        />
        <Figure label="Total" value={formatRupiah(figures.totals.total)} strong />
      </Stack>
    </EditableLinesTable>
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
