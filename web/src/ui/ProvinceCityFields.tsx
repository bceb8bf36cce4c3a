import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type Control, type FieldPathByValue, type FieldValues, useController } from 'react-hook-form';

import { cityLabel } from './cityLabel';
import { useCitiesQuery, useProvincesQuery } from './locations.generated';

interface ProvinceCityFieldsProps<Values extends FieldValues> {
  // Any transformed output: only the two raw field values are read and written here.
  control: Control<Values, unknown, FieldValues>;
  provinceName: FieldPathByValue<Values, string>;
  cityName: FieldPathByValue<Values, string>;
  /** The province choice can be hidden (the warehouse edit form); the cities stay limited to it. */
  showProvince?: boolean;
  /** For a second place on one form (a customer's invoice province and city). */
  labels?: { province: string; city: string };
  /** Offers "None" first, so a chosen province (and its city) can be taken back. */
  optional?: boolean;
  /**
   * Both marked required: the form refuses to save without a city, which is chosen after its province
   * (pass the form's `required(cityName)`, useFormPage).
   */
  required?: boolean;
}

/** Province then city: the city appears once a province is chosen and offers only that province's cities. */
export function ProvinceCityFields<Values extends FieldValues>({
  control,
  provinceName,
  cityName,
  showProvince = true,
  labels = { province: 'Province', city: 'City' },
  optional = false,
  required = false,
}: ProvinceCityFieldsProps<Values>) {
  const province = useController({ control, name: provinceName });
  const city = useController({ control, name: cityName });
  const provinceId = province.field.value as string;
  const provinces = useProvincesQuery({ skip: !showProvince });
  const cities = useCitiesQuery({ variables: { provinceId }, skip: !provinceId });
  const cityOptions = cities.data?.cities ?? [];
  // With no province chosen the city field is hidden, so its error shows on the province.
  const provinceError = province.fieldState.error ?? (provinceId ? undefined : city.fieldState.error);
  // Until the list arrives, an out-of-list value would make MUI's select warn; show it empty instead.
  const cityValue = cityOptions.some((option) => option.id === city.field.value) ? (city.field.value as string) : '';
  const loadingCities = cities.loading && !cities.data;
  return (
    <>
      {showProvince && (
        <TextField
          select
          required={required}
          label={labels.province}
          name={province.field.name}
          value={provinces.data ? provinceId : ''}
          inputRef={province.field.ref}
          onChange={(event) => {
            province.field.onChange(event.target.value);
            city.field.onChange('');
          }}
          onBlur={province.field.onBlur}
          error={!!provinceError || !!provinces.error}
          helperText={provinceError?.message ?? (provinces.error ? 'Provinces could not be loaded' : undefined)}
        >
          {optional && (
            <MenuItem value="">
              <em>None</em>
            </MenuItem>
          )}
          {(provinces.data?.provinces ?? []).map((option) => (
            <MenuItem key={option.id} value={option.id}>
              {option.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {provinceId && (
        <TextField
          select
          required={required}
          label={labels.city}
          name={city.field.name}
          value={cityValue}
          inputRef={city.field.ref}
          onChange={(event) => city.field.onChange(event.target.value)}
          onBlur={city.field.onBlur}
          disabled={loadingCities}
          // Says why the city cannot be chosen yet; the e2e walks wait for it to go before they look at the form.
          slotProps={{
            input: {
              endAdornment: loadingCities && (
                <InputAdornment position="end" sx={{ mr: 3 }}>
                  <CircularProgress size={16} aria-label={`Loading ${labels.city.toLowerCase()} choices`} />
                </InputAdornment>
              ),
            },
          }}
          error={!!city.fieldState.error || !!cities.error}
          helperText={city.fieldState.error?.message ?? (cities.error ? 'Cities could not be loaded' : undefined)}
        >
          {cityOptions.map((option) => (
            <MenuItem key={option.id} value={option.id}>
              {cityLabel(option)}
            </MenuItem>
          ))}
        </TextField>
      )}
    </>
  );
}
