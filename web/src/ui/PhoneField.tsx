import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { forwardRef } from 'react';

import { PHONE_PREFIX } from '@backoffice/schema/rules/phone';

/** A phone number typed after a fixed +62 prefix (the stored number's country code is stripped for display). */
export const PhoneField = forwardRef<HTMLInputElement, TextFieldProps>(function PhoneField(props, ref) {
  return (
    <TextField
      {...props}
      inputRef={ref}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">{PHONE_PREFIX}</InputAdornment> },
        htmlInput: { inputMode: 'tel', autoComplete: 'tel-national' },
      }}
    />
  );
});
