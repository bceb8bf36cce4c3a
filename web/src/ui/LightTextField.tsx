import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { forwardRef, useId } from 'react';

interface LightTextFieldProps extends Omit<OutlinedInputProps, 'error'> {
  label: string;
  errorText?: string;
}

/**
 * An outlined text field that looks like MUI's TextField without importing it: TextField also pulls in
 * Select, Menu, Popover and Modal, which the login screen's first load (budget 200 KB) cannot afford.
 * Screens behind the login use TextField.
 */
export const LightTextField = forwardRef<HTMLInputElement, LightTextFieldProps>(function LightTextField(
  { label, errorText, ...input },
  ref,
) {
  const id = useId();
  return (
    <FormControl fullWidth size="small" error={!!errorText}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        inputRef={ref}
        label={label}
        aria-describedby={errorText ? `${id}-help` : undefined}
      />
      {errorText && <FormHelperText id={`${id}-help`}>{errorText}</FormHelperText>}
    </FormControl>
  );
});
