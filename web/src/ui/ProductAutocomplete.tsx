import { useProductPickerChosenQuery, useProductPickerQuery } from './pickers.generated';
import { PICKER_SIZE, SearchAutocomplete, usePickerSearch, type PickedOption, type PickerFieldProps } from './SearchAutocomplete';

const productOption = (product: { id: string; sku: string; name: string }): PickedOption => ({ id: product.id, label: `${product.sku} - ${product.name}` });

/** A product picker that searches the catalogue by name on the server as staff type (not a list of every product). */
export function ProductAutocomplete(props: PickerFieldProps) {
  const picker = usePickerSearch(props.value);
  const found = useProductPickerQuery({ variables: { search: picker.search || null, perPage: PICKER_SIZE }, skip: picker.search === null });
  const byId = useProductPickerChosenQuery({ variables: { id: props.value }, skip: props.value === '' || picker.picked !== null });
  const loaded = byId.data?.product;
  return (
    <SearchAutocomplete
      {...props}
      picker={picker}
      options={(found.data?.products.rows ?? []).map(productOption)}
      loading={found.loading}
      loaded={loaded && productOption(loaded)}
    />
  );
}
