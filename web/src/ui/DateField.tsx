import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';

import { DATE_FIELD_MIN_WIDTH, DATE_FORMAT, DATE_TIME_FORMAT } from './dates';

interface DateFieldProps {
  label: string;
  /** ISO 8601 text (YYYY-MM-DD for dates), or empty for none. */
  value: string;
  onChange(iso: string): void;
  /** With a time of day (a product's schedule time) or a date only (validity periods). */
  withTime?: boolean;
  error?: string;
  name?: string;
  /** Shown but not changeable (a role that may not save it, issue 39). */
  disabled?: boolean;
}

/** The narrowest a date field with a time may be and still show YYYY-MM-DD HH:mm:ss whole. */
const DATE_TIME_FIELD_MIN_WIDTH = 270;

/** MUI X's date (and time) picker showing the spec's formats and reading/writing ISO text. */
export function DateField({ label, value, onChange, withTime = false, error, name, disabled }: DateFieldProps) {
  const shared = {
    label,
    disabled,
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
