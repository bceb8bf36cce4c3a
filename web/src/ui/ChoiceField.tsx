import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type Control, type FieldPathByValue, type FieldValues, useController } from 'react-hook-form';

import type { Choice } from './choices';

export interface ChoiceFieldProps<Values extends FieldValues> {
  // Any transformed output: only the raw field value is read and written here.
  control: Control<Values, unknown, FieldValues>;
  name: FieldPathByValue<Values, string>;
  label: string;
  options: readonly Choice[];
  /** The label of the empty choice ('' in the form); without it a choice must be made. */
  noneLabel?: string;
  required?: boolean;
  /** Shown but not changeable (a role that may not save it, issue 39). */
  disabled?: boolean;
  fullWidth?: boolean;
  /** Shown as the field's error when the options could not be loaded. */
  optionsError?: string;
  /** Called once the field holds a new choice, for the fields that depend on it (Add Stock's type clears its ends). */
  onChosen?(value: string): void;
}

/** A select over a list of choices, bound to a form field that holds the chosen value ('' for none). */
export function ChoiceField<Values extends FieldValues>(props: ChoiceFieldProps<Values>) {
  const { control, name, label, options, noneLabel, required, disabled, fullWidth, optionsError, onChosen } = props;
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      select
      label={label}
      name={field.name}
      // Until loaded options arrive, an out-of-list value would make MUI's select warn.
      value={options.some((option) => option.value === field.value) ? (field.value as string) : ''}
      inputRef={field.ref}
      onChange={(event) => {
        field.onChange(event.target.value);
        onChosen?.(event.target.value);
      }}
      onBlur={field.onBlur}
      required={required}
      disabled={disabled}
      fullWidth={fullWidth}
      error={!!fieldState.error || optionsError !== undefined}
      helperText={fieldState.error?.message ?? optionsError}
    >
      {noneLabel !== undefined && (
        <MenuItem value="">
          <em>{noneLabel}</em>
        </MenuItem>
      )}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
