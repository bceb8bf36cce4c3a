import { useVendorPickerChosenQuery, useVendorPickerQuery } from './pickers.generated';
import {
  type PickedOption,
  PICKER_SIZE,
  type PickerFieldProps,
  SearchAutocomplete,
  usePickerSearch,
} from './SearchAutocomplete';

const vendorOption = (vendor: { id: string; companyName: string }): PickedOption => ({
  id: vendor.id,
  label: `${vendor.companyName} (#${vendor.id})`,
});

/**
 * What a typed vendor search asks for: digits are a vendor id (spec 000 §2 "vendor id search"), anything
 * else part of the company name, the name staff know a supplier by.
 */
export function vendorSearchVariables(search: string): { search: string | null; companyName: string | null } {
  if (search === '') return { search: null, companyName: null };
  return /^\d+$/.test(search) ? { search, companyName: null } : { search: null, companyName: search };
}

/** A vendor picker that searches on the server by company name or id as staff type. */
export function VendorAutocomplete(props: PickerFieldProps) {
  const picker = usePickerSearch(props.value);
  const found = useVendorPickerQuery({
    variables: { ...vendorSearchVariables(picker.search ?? ''), perPage: PICKER_SIZE },
    skip: picker.search === null,
  });
  const byId = useVendorPickerChosenQuery({
    variables: { id: props.value },
    skip: props.value === '' || picker.picked !== null,
  });
  const loaded = byId.data?.vendor;
  return (
    <SearchAutocomplete
      {...props}
      picker={picker}
      options={(found.data?.vendors.rows ?? []).map(vendorOption)}
      loading={found.loading}
      loaded={loaded && vendorOption(loaded)}
    />
  );
}
