import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';
import { type Control, type FieldPathByValue, type FieldValues, useController } from 'react-hook-form';

import { DATE_FORMAT, DATE_TIME_FORMAT } from './dates';

interface DateFieldProps {
  label: string;
  /** ISO 8601 text (YYYY-MM-DD for dates), or empty for none. */
  value: string;
  onChange(iso: string): void;
  /** With a time of day (a product's schedule time) or a date only (validity periods). */
  withTime?: boolean;
  error?: string;
  name?: string;
}

/**
 * The narrowest a date field may be and still show DD/MM/YYYY whole beside its clear and calendar buttons (at
 * 180 px the year lost its last digit); with a time, YYYY-MM-DD HH:mm:ss.
 */
export const DATE_FIELD_MIN_WIDTH = 200;
const DATE_TIME_FIELD_MIN_WIDTH = 270;

/** MUI X's date (and time) picker showing the spec's formats and reading/writing ISO text. */
export function DateField({ label, value, onChange, withTime = false, error, name }: DateFieldProps) {
  const shared = {
    label,
    value: value ? dayjs(value) : null,
    slotProps: {
      textField: {
        size: 'small' as const,
        fullWidth: true,
        name,
        error: !!error,
        helperText: error,
        sx: { minWidth: withTime ? DATE_TIME_FIELD_MIN_WIDTH : DATE_FIELD_MIN_WIDTH },
      },
      field: { clearable: true },
    },
  };
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {withTime ? (
        <DateTimePicker
          {...shared}
          format={DATE_TIME_FORMAT}
          views={['year', 'month', 'day', 'hours', 'minutes', 'seconds']}
          ampm={false}
          onChange={(next) => onChange(next?.isValid() ? next.toISOString() : '')}
        />
      ) : (
        <DatePicker
          {...shared}
          format={DATE_FORMAT}
          onChange={(next) => onChange(next?.isValid() ? next.format('YYYY-MM-DD') : '')}
        />
      )}
    </LocalizationProvider>
  );
}

interface FormDateFieldProps<Values extends FieldValues> {
  control: Control<Values, unknown, FieldValues>;
  name: FieldPathByValue<Values, string>;
  label: string;
  withTime?: boolean;
}

/** A DateField bound to a form field holding ISO text, its error shown under it (as ChoiceField for selects). */
export function FormDateField<Values extends FieldValues>({
  control,
  name,
  label,
  withTime,
}: FormDateFieldProps<Values>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <DateField
      label={label}
      withTime={withTime}
      name={field.name}
      value={field.value as string}
      onChange={field.onChange}
      error={fieldState.error?.message}
    />
  );
}
