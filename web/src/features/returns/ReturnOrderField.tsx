import {
  type PickedOption,
  PICKER_SIZE,
  type PickerFieldProps,
  SearchAutocomplete,
  usePickerSearch,
} from '../../ui/SearchAutocomplete';
import { orderOption, orderPickerFilter } from './returnOrder';
import { useReturnOrderPickerQuery } from './returns.generated';

interface ReturnOrderFieldProps extends PickerFieldProps {
  /** The chosen order as the form loaded it (its lines come from the same answer), for a value not picked here. */
  loaded: PickedOption | undefined;
}

/** Spec 001 §2: the Order Number autocomplete, searching orders on the server as staff type. */
export function ReturnOrderField({ loaded, ...props }: ReturnOrderFieldProps) {
  const picker = usePickerSearch(props.value);
  const found = useReturnOrderPickerQuery({
    variables: { filter: orderPickerFilter(picker.search ?? ''), perPage: PICKER_SIZE },
    skip: picker.search === null,
  });
  return (
    <SearchAutocomplete
      {...props}
      picker={picker}
      options={(found.data?.orders.rows ?? []).map(orderOption)}
      loading={found.loading}
      loaded={loaded}
    />
  );
}
