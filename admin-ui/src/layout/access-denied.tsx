import { Alert, AlertTitle, Box, Button as MuiButton, Stack } from '@mui/material';
import { useLogout } from 'react-admin';
import { ADMIN_ACCESS_REQUIRED } from '../messages';

/** What a signed-in non-admin sees instead of the console. */
export function AccessDenied() {
  const logout = useLogout();
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', mt: 6, px: 2 }}>
      <Alert severity="error" data-testid="access-denied">
        <AlertTitle>Access denied</AlertTitle>
        {ADMIN_ACCESS_REQUIRED}
      </Alert>
      <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
        <MuiButton variant="outlined" href="/dashboard">
          Go to my dashboard
        </MuiButton>
        <MuiButton variant="text" onClick={() => logout()}>
          Sign out
        </MuiButton>
      </Stack>
    </Box>
  );
}
