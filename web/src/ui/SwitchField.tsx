import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { type Control, type FieldPathByValue, type FieldValues, useController } from 'react-hook-form';

interface SwitchFieldProps<Values extends FieldValues> {
  // Any transformed output: only the raw field value is read and written here.
  control: Control<Values, unknown, FieldValues>;
  name: FieldPathByValue<Values, boolean>;
  /** The label while on, and while off unless `offLabel` is given. */
  label: string;
  offLabel?: string;
}

/** An on/off switch bound to a boolean form field, its label saying the current state (Active or Inactive). */
export function SwitchField<Values extends FieldValues>({
  control,
  name,
  label,
  offLabel = label,
}: SwitchFieldProps<Values>) {
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      control={
        <Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} inputRef={field.ref} />
      }
      label={field.value ? label : offLabel}
    />
  );
}
