import { useCustomerPickerChosenQuery, useCustomerPickerQuery } from './pickers.generated';
import {
  type PickedOption,
  PICKER_SIZE,
  type PickerFieldProps,
  SearchAutocomplete,
  usePickerSearch,
} from './SearchAutocomplete';

/** "Siti Nur Aisyah - Toko Sumber Rejeki (#9)": the person, the business when there is one, and the id. */
export const customerOption = (customer: {
  id: string;
  fullName: string;
  companyName?: string | null;
}): PickedOption => ({
  id: customer.id,
  label: `${[customer.fullName, customer.companyName].filter(Boolean).join(' - ')} (#${customer.id})`,
});

/** A customer picker that searches on the server by name words or id as staff type. */
export function CustomerAutocomplete(props: PickerFieldProps) {
  const picker = usePickerSearch(props.value);
  const found = useCustomerPickerQuery({
    variables: { search: picker.search || null, perPage: PICKER_SIZE },
    skip: picker.search === null,
  });
  const byId = useCustomerPickerChosenQuery({
    variables: { id: props.value },
    skip: props.value === '' || picker.picked !== null,
  });
  const loaded = byId.data?.customer;
  return (
    <SearchAutocomplete
      {...props}
      picker={picker}
      options={(found.data?.customers.rows ?? []).map(customerOption)}
      loading={found.loading}
      loaded={loaded && customerOption(loaded)}
    />
  );
}
