import { FormEvent, useState } from 'react';
import { Box, Button as MuiButton, CircularProgress, Link, Stack, TextField as MuiTextField, Typography } from '@mui/material';
import { Login, useLogin, useNotify } from 'react-admin';
import { isValidEmail, LIMITS, MESSAGES } from '@scamcheck/shared';
import { toast } from '../layout/toast';

interface FieldErrors {
  email?: string;
  password?: string;
}

/** Sign in with email and password (the family app's /auth works too: the session is shared). */
export function LoginPage() {
  return (
    <Login>
      <LoginForm />
    </Login>
  );
}

function LoginForm() {
  const login = useLogin();
  const notify = useNotify();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [loading, setLoading] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: FieldErrors = {};
    if (!isValidEmail(email.trim())) next.email = MESSAGES.emailInvalid;
    if (password.length < LIMITS.passwordMin) next.password = MESSAGES.passwordMin;
    setErrors(next);
    if (next.email || next.password) return;
    setLoading(true);
    login({ email: email.trim(), password })
      .catch((error: unknown) => {
        toast(notify, { title: 'Login failed', description: error instanceof Error ? error.message : 'Unknown error occurred', type: 'error' });
      })
      .finally(() => setLoading(false));
  };

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ px: 3, pb: 3, width: 320 }}>
      <Typography variant="h6" component="h1" align="center" sx={{ mb: 2 }}>
        ScamCheck Admin
      </Typography>
      <Stack spacing={2}>
        <MuiTextField
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          autoFocus
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={Boolean(errors.email)}
          helperText={errors.email}
          fullWidth
        />
        <MuiTextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={Boolean(errors.password)}
          helperText={errors.password}
          fullWidth
        />
        <MuiButton type="submit" variant="contained" disabled={loading} startIcon={loading ? <CircularProgress size={18} color="inherit" /> : undefined}>
          {loading ? 'Signing in...' : 'Sign In'}
        </MuiButton>
        <Typography variant="body2" align="center">
          <Link href="/auth">Sign in with the family app instead</Link>
        </Typography>
      </Stack>
    </Box>
  );
}
