import { Box, Typography } from '@mui/material';
import { AppBar, TitlePortal } from 'react-admin';

/** App bar with the product name; the page title goes to the portal. */
export function AdminAppBar() {
  return (
    <AppBar color="primary">
      <Typography variant="h6" component="span" sx={{ fontWeight: 700, mr: 2, whiteSpace: 'nowrap' }}>
        ScamCheck Admin
      </Typography>
      <TitlePortal />
      <Box sx={{ flex: 1 }} />
    </AppBar>
  );
}
