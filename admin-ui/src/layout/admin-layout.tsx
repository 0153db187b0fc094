import { useEffect, type ReactNode } from 'react';
import { Alert, Box } from '@mui/material';
import { Layout, Loading, useGetIdentity, useLogoutIfAccessDenied } from 'react-admin';
import { AccessDenied } from './access-denied';
import { AdminAppBar } from './admin-app-bar';
import { AdminMenu, EmptyMenu } from './admin-menu';

/** The react-admin layout; a signed-in non-admin sees the access-denied alert and no tabs. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { data: identity, isPending, error } = useGetIdentity();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  // A session the server no longer accepts (401) ends here and goes back to the sign-in page.
  useEffect(() => {
    if (error) void logoutIfAccessDenied(error);
  }, [error, logoutIfAccessDenied]);
  const isAdmin = identity?.isAdmin === true;
  let content: ReactNode = children;
  if (isPending) content = <Loading loadingPrimary="Loading..." loadingSecondary="" />;
  else if (error)
    content = (
      <Box sx={{ maxWidth: 640, mx: 'auto', mt: 6, px: 2 }}>
        <Alert severity="warning">We could not check your access right now. Please reload the page.</Alert>
      </Box>
    );
  else if (!isAdmin) content = <AccessDenied />;
  return (
    <Layout menu={isAdmin ? AdminMenu : EmptyMenu} appBar={AdminAppBar}>
      {content}
    </Layout>
  );
}
