import { useEffect } from 'react';

import { type PickerProductFragment, useProductPickerChosenQuery, useProductPickerQuery } from './pickers.generated';
import {
  type PickedOption,
  PICKER_SIZE,
  type PickerFieldProps,
  SearchAutocomplete,
  usePickerSearch,
} from './SearchAutocomplete';

const productOption = (product: PickerProductFragment): PickedOption => ({
  id: product.id,
  label: `${product.sku} - ${product.name}`,
});

interface ProductAutocompleteProps extends PickerFieldProps {
  /** The chosen id ('' for none) and, when staff picked it here, the product (the order form prices its line by it). */
  onChange(id: string, picked?: PickerProductFragment): void;
  /** Told the product chosen elsewhere once it is read by its id, for what its label does not show. */
  onLoaded?(product: PickerProductFragment): void;
}

/** A product picker that searches the catalogue by name on the server as staff type (not a list of every product). */
export function ProductAutocomplete({ onChange, onLoaded, ...props }: ProductAutocompleteProps) {
  const picker = usePickerSearch(props.value);
  const found = useProductPickerQuery({
    variables: { search: picker.search || null, perPage: PICKER_SIZE },
    skip: picker.search === null,
  });
  const byId = useProductPickerChosenQuery({
    variables: { id: props.value },
    skip: props.value === '' || picker.picked !== null,
  });
  const loaded = byId.data?.product;
  const rows = found.data?.products.rows ?? [];
  useEffect(() => {
    if (loaded) onLoaded?.(loaded);
  }, [loaded, onLoaded]);
  return (
    <SearchAutocomplete
      {...props}
      onChange={(id) =>
        onChange(
          id,
          rows.find((row) => row.id === id),
        )
      }
      picker={picker}
      options={rows.map(productOption)}
      loading={found.loading}
      loaded={loaded && productOption(loaded)}
    />
  );
}
