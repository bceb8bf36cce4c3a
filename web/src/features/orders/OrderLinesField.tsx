import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Autocomplete from '@mui/material/Autocomplete';
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
import { ORDER_TAX_PERCENTS } from '@backoffice/schema/rules/orderTotals';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { ChoiceField } from '../../ui/ChoiceField';
import { HiddenHeaderCell } from '../../ui/HiddenHeaderCell';
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
              <TableCell sx={{ width: '45%' }}>Product</TableCell>
              <TableCell>Quantity</TableCell>
              <TableCell>Price Each</TableCell>
              <TableCell align="right">Price</TableCell>
              <HiddenHeaderCell>Actions</HiddenHeaderCell>
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
                  <TableCell align="right">
                    <IconButton aria-label={`Remove product line ${number}`} onClick={() => remove(index)}>
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
      <div>
        <Button startIcon={<AddIcon />} onClick={() => append(emptyOrderLine())}>
          Add Product
        </Button>
      </div>
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
    </Stack>
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
