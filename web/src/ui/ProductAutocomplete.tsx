import { useProductPickerChosenQuery, useProductPickerQuery } from './pickers.generated';
import { PICKER_SIZE, SearchAutocomplete, usePickerSearch, type PickedOption, type PickerFieldProps } from './SearchAutocomplete';

const productOption = (product: { id: string; sku: string; name: string }): PickedOption => ({ id: product.id, label: `${product.sku} - ${product.name}` });

/** A product picker that searches the catalogue by name on the server as staff type (not a list of every product). */
export function ProductAutocomplete({ value, onChange, ...field }: PickerFieldProps) {
  const picker = usePickerSearch(value);
  const found = useProductPickerQuery({ variables: { search: picker.search || null, perPage: PICKER_SIZE }, skip: picker.search === null });
  const byId = useProductPickerChosenQuery({ variables: { id: value }, skip: value === '' || picker.picked !== null });
  const loaded = byId.data?.product;
  const chosen = picker.picked ?? (loaded?.id === value ? productOption(loaded) : null);
  return (
    <SearchAutocomplete
      {...field}
      chosen={chosen}
      options={(found.data?.products.rows ?? []).map(productOption)}
      loading={found.loading || picker.settling}
      search={picker}
      onChange={(option) => {
        picker.onPick(option);
        onChange(option?.id ?? '');
      }}
    />
  );
}
