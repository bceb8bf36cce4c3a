import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { dashboardHomeUrl } from '../../appUrls';
import { markLoggedIn } from '../../session';
import { APP_TITLE } from '../../theme';
import { errorMessage } from '../../ui/errorMessage';
import { LightTextField } from '../../ui/LightTextField';
import { useLoginMutation } from './auth.generated';
import { checkLogin, type LoginField } from './loginForm';

/**
 * Spec 000 §2 and §5: e-mail and password, Login disabled until valid, the server's message in red above
 * the form. Two fields need no form library: keeping react-hook-form out of this screen keeps its first
 * load within budget (the dashboard's forms use it).
 */
export function LoginPage() {
  const navigate = useNavigate();
  const [login, { loading, error }] = useLoginMutation();
  const [values, setValues] = useState({ email: '', password: '' });
  const [touched, setTouched] = useState<Record<LoginField, boolean>>({ email: false, password: false });
  const { valid, errors } = checkLogin(values);
  const shownError = (field: LoginField) => (touched[field] ? errors[field] : undefined);
  const fieldProps = (field: LoginField) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [field]: event.target.value }));
      setTouched((current) => ({ ...current, [field]: true }));
    },
    onBlur: () => setTouched((current) => ({ ...current, [field]: true })),
    errorText: shownError(field),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    const result = await login({ variables: { email: values.email.trim(), password: values.password } }).catch(
      () => undefined,
    );
    if (!result?.data) return;
    markLoggedIn();
    navigate(dashboardHomeUrl, { replace: true });
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}>
      <Paper
        component="form"
        onSubmit={submit}
        noValidate
        sx={{ p: 4, width: '100%', maxWidth: 400 }}
        aria-label="Login"
      >
        <Stack spacing={2}>
          <Typography variant="h5" component="h1" textAlign="center">
            {APP_TITLE}
          </Typography>
          {error && (
            <Typography color="error" role="alert" textAlign="center">
              {errorMessage(error)}
            </Typography>
          )}
          <LightTextField label="E-mail" type="email" autoComplete="username" autoFocus {...fieldProps('email')} />
          <LightTextField
            label="Password"
            type="password"
            autoComplete="current-password"
            {...fieldProps('password')}
          />
          <Button type="submit" variant="contained" size="large" disabled={!valid} loading={loading}>
            Login
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
