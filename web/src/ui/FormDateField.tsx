import { type Control, type FieldPathByValue, type FieldValues, useController } from 'react-hook-form';

import { DateField } from './DateField';

interface FormDateFieldProps<Values extends FieldValues> {
  control: Control<Values, unknown, FieldValues>;
  name: FieldPathByValue<Values, string>;
  label: string;
  withTime?: boolean;
  disabled?: boolean;
}

/** A DateField bound to a form field holding ISO text, its error shown under it (as ChoiceField for selects). */
export function FormDateField<Values extends FieldValues>({
  control,
  name,
  label,
  withTime,
  disabled,
}: FormDateFieldProps<Values>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <DateField
      label={label}
      withTime={withTime}
      disabled={disabled}
      name={field.name}
      value={field.value as string}
      onChange={field.onChange}
      error={fieldState.error?.message}
    />
  );
}
