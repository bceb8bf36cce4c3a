import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

import { cityLabel } from '../../ui/cityLabel';
import { useCustomerCityOptionsQuery } from './customers.generated';

interface CustomerCityFilterProps {
  /** The chosen city's id, '' for every city. */
  value: string;
  onChange(cityId: string): void;
}

/** Spec 000 §2 "Customer City": every city, typed to narrow the choice. */
export function CustomerCityFilter({ value, onChange }: CustomerCityFilterProps) {
  const { data, loading, error } = useCustomerCityOptionsQuery();
  const options = data?.customerCityOptions ?? [];
  return (
    <Autocomplete
      options={options}
      value={options.find((city) => city.id === value) ?? null}
      onChange={(_event, city) => onChange(city?.id ?? '')}
      getOptionLabel={cityLabel}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      loading={loading}
      sx={{ minWidth: 240 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Customer City"
          error={!!error}
          helperText={error ? 'Cities could not be loaded' : undefined}
        />
      )}
    />
  );
}
