import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { Controller, useFormContext } from 'react-hook-form';

import type { ProductFormValues } from '@backoffice/schema/rules/product';

interface BundleItem {
  id: string;
  sku: string;
  name: string;
}

interface BundleItemsFieldProps {
  /** Products a bundle may include: the gateway leaves bundles out (spec 000 §5). */
  choices: BundleItem[];
  loading: boolean;
}

const labelOf = (item: BundleItem) => `${item.sku} - ${item.name}`;

/** The products a bundle includes, each shown as its SKU and name. */
export function BundleItemsField({ choices, loading }: BundleItemsFieldProps) {
  const { control } = useFormContext<ProductFormValues>();
  return (
    <Controller
      control={control}
      name="bundleItems"
      render={({ field, fieldState }) => (
        <Autocomplete<BundleItem, true>
          multiple
          options={choices}
          loading={loading}
          value={field.value}
          onChange={(_event, items) => field.onChange(items.map(({ id, sku, name }) => ({ id, sku, name })))}
          onBlur={field.onBlur}
          getOptionLabel={labelOf}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          filterSelectedOptions
          renderInput={(params) => (
            <TextField
              {...params}
              inputRef={field.ref}
              label="Bundle Items"
              error={!!fieldState.error}
              helperText={fieldState.error?.message}
            />
          )}
        />
      )}
    />
  );
}
