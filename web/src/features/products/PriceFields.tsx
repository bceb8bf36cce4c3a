import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { Controller, useFormContext, useWatch } from 'react-hook-form';

import type { ProductFormValues } from '@backoffice/schema/rules/product';
import {
  DISCOUNT_MAX_LENGTH,
  discountEnabled,
  onDiscountChange,
  onGrossPriceChange,
  onRetailPriceChange,
  type PriceFields as Prices,
} from '@backoffice/schema/rules/productPricing';

import { MoneyField } from '../../ui/MoneyField';
import { textFieldProps } from '../../ui/textFieldProps';

/** The product's prices (whole rupiah); gross price, discount and retail price recompute each other (spec 000 §5). */
export function PriceFields() {
  const form = useFormContext<ProductFormValues>();
  const { control, getValues, setValue, formState } = form;
  const text = textFieldProps(form);
  const grossPrice = useWatch({ control, name: 'grossPrice' });

  const apply = (change: (current: Prices) => Prices) => {
    const next = change({
      grossPrice: getValues('grossPrice'),
      discount: getValues('discountPercent'),
      retailPrice: getValues('retailPrice'),
    });
    const options = { shouldDirty: true, shouldValidate: formState.isSubmitted };
    setValue('grossPrice', next.grossPrice, options);
    setValue('discountPercent', next.discount, options);
    setValue('retailPrice', next.retailPrice, options);
  };
  const linkedPrice = (
    name: 'grossPrice' | 'retailPrice',
    label: string,
    onType: (current: Prices, typed: string) => Prices,
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MoneyField
          label={label}
          fullWidth
          name={field.name}
          ref={field.ref}
          value={field.value}
          onBlur={field.onBlur}
          onChange={(event) => apply((current) => onType(current, event.target.value))}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 4 }}>{linkedPrice('grossPrice', 'Gross Price', onGrossPriceChange)}</Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <Controller
          control={control}
          name="discountPercent"
          render={({ field, fieldState }) => (
            <TextField
              label="Discount"
              fullWidth
              name={field.name}
              inputRef={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(event) => apply((current) => onDiscountChange(current, event.target.value))}
              disabled={!discountEnabled(grossPrice)}
              error={!!fieldState.error}
              helperText={
                fieldState.error?.message ?? (discountEnabled(grossPrice) ? undefined : 'Fill in the gross price first')
              }
              slotProps={{
                input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
                htmlInput: { inputMode: 'numeric', maxLength: DISCOUNT_MAX_LENGTH },
              }}
            />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>{linkedPrice('retailPrice', 'Retail Price', onRetailPriceChange)}</Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <MoneyField label="Reseller Price" fullWidth {...text('resellerPrice')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <MoneyField label="Wholesaler Price" fullWidth {...text('wholesalerPrice')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <MoneyField label="Cost Price" fullWidth {...text('costPrice')} />
      </Grid>
    </Grid>
  );
}
