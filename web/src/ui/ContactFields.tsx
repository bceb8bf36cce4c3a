import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { UseFormRegisterReturn } from 'react-hook-form';

import { FieldRow } from './FieldRow';
import { PhoneField } from './PhoneField';

type ContactField = 'email' | 'phoneNumber';

interface ContactFieldsProps {
  /** The form's `text` binding (textFieldProps); the form names its fields `email` and `phoneNumber`. */
  text(name: ContactField): UseFormRegisterReturn<ContactField> & { error: boolean; helperText?: string };
}

/** The Contact section of vendors and customers: e-mail and phone number side by side. */
export function ContactFields({ text }: ContactFieldsProps) {
  return (
    <>
      <Typography variant="subtitle1" component="h2">
        Contact
      </Typography>
      <FieldRow>
        <TextField label="Email" type="email" fullWidth {...text('email')} />
        <PhoneField label="Phone Number" fullWidth {...text('phoneNumber')} />
      </FieldRow>
    </>
  );
}
