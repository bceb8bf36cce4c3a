import TextField from '@mui/material/TextField';
import { type Control, type FieldPathByValue, type FieldValues, useController } from 'react-hook-form';

import { FieldRow } from './FieldRow';

interface PersonNameFieldsProps<Values extends FieldValues> {
  // Any transformed output: only the three raw field values are read and written here.
  control: Control<Values, unknown, FieldValues>;
  names: {
    first: FieldPathByValue<Values, string>;
    middle: FieldPathByValue<Values, string>;
    last: FieldPathByValue<Values, string>;
  };
}

/** First (required), middle and last name side by side, as vendors and customers have them. */
export function PersonNameFields<Values extends FieldValues>({ control, names }: PersonNameFieldsProps<Values>) {
  const first = useController({ control, name: names.first });
  const middle = useController({ control, name: names.middle });
  const last = useController({ control, name: names.last });
  return (
    <FieldRow>
      {[
        { label: 'First Name', controller: first, required: true },
        { label: 'Middle Name', controller: middle, required: false },
        { label: 'Last Name', controller: last, required: false },
      ].map(({ label, controller: { field, fieldState }, required }) => (
        <TextField
          key={label}
          label={label}
          name={field.name}
          value={field.value as string}
          inputRef={field.ref}
          onChange={field.onChange}
          onBlur={field.onBlur}
          required={required}
          fullWidth
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
        />
      ))}
    </FieldRow>
  );
}
