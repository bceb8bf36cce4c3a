import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { Controller, useFormContext } from 'react-hook-form';

import type { ProductFormValues } from '@backoffice/schema/rules/product';

import { useBundleItemPickerQuery } from '../../ui/pickers.generated';
import { PICKER_SIZE, usePickerSearch } from '../../ui/SearchAutocomplete';

interface BundleItem {
  id: string;
  sku: string;
  name: string;
}

interface BundleItemsFieldProps {
  /** The product edited, which cannot include itself; none for a new one. */
  productId?: string;
}

const labelOf = (item: BundleItem) => `${item.sku} - ${item.name}`;

/**
 * The products a bundle includes, each shown as its SKU and name. What is typed is searched on the server (the
 * gateway answers at most PICKER_SIZE products, bundles left out), never filtered here.
 */
export function BundleItemsField({ productId }: BundleItemsFieldProps) {
  const { control } = useFormContext<ProductFormValues>();
  // The chosen items are the field's value, labels included: the picker's own choice and read-by-id are not needed.
  const picker = usePickerSearch('');
  const found = useBundleItemPickerQuery({
    variables: { search: picker.search || null, first: PICKER_SIZE },
    skip: picker.search === null,
  });
  const loading = found.loading || picker.settling;
  // While the server is asked, the last answer's matches are not offered: they were for other words.
  const choices = loading ? [] : (found.data?.productChoices ?? []).filter((choice) => choice.id !== productId);
  return (
    <Controller
      control={control}
      name="bundleItems"
      render={({ field, fieldState }) => (
        <Autocomplete<BundleItem, true>
          multiple
          options={choices}
          loading={loading}
          filterOptions={(all) => all}
          value={field.value}
          onOpen={picker.onOpen}
          onInputChange={(_event, text, reason) => {
            if (reason === 'input') picker.onType(text);
            else picker.onSettle();
          }}
          onChange={(_event, items) => field.onChange(items.map(({ id, sku, name }) => ({ id, sku, name })))}
          onBlur={field.onBlur}
          getOptionLabel={labelOf}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          filterSelectedOptions
          loadingText="Searching…"
          noOptionsText="No match"
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
