import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { dashboardHomeUrl } from '../../appUrls';
import { markLoggedIn, rememberRole } from '../../session';
import { APP_TITLE } from '../../theme';
import { LightTextField } from '../../ui/LightTextField';
import { sendLogin } from './login';
import { checkLogin, type LoginField } from './loginForm';

/**
 * Spec 000 §2 and §5: e-mail and password, Login disabled until valid, the server's message in red above
 * the form. Two fields need no form library: keeping react-hook-form out of this screen keeps its first
 * load within budget (the dashboard's forms use it); so does sending Login without Apollo Client (login.ts).
 */
export function LoginPage() {
  const navigate = useNavigate();
  const [loading, setLoading] = useState(false);
  // The last attempt's refusal, cleared by the next one.
  const [error, setError] = useState<string>();
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
    setLoading(true);
    setError(undefined);
    const answer = await sendLogin({ email: values.email.trim(), password: values.password });
    setLoading(false);
    if ('message' in answer) setError(answer.message);
    if (!('data' in answer) || !answer.data) return;
    markLoggedIn();
    // The dashboard draws the role's screens at once from this, and checks it with `me` behind them (issue 39).
    rememberRole(answer.data.login.user.role ?? null);
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
              {error}
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
