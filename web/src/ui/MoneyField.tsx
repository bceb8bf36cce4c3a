import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { forwardRef } from 'react';

/** A whole-rupiah amount typed after a fixed Rp prefix. */
export const MoneyField = forwardRef<HTMLInputElement, TextFieldProps>(function MoneyField(props, ref) {
  return (
    <TextField
      {...props}
      inputRef={ref}
      slotProps={{
        ...props.slotProps,
        input: { startAdornment: <InputAdornment position="start">Rp</InputAdornment> },
        htmlInput: { inputMode: 'numeric', ...(props.slotProps?.htmlInput as object) },
      }}
    />
  );
});
