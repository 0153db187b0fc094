import type { ReactNode } from 'react';
import { Layout, Loading, useGetIdentity } from 'react-admin';
import { AccessDenied } from './access-denied';
import { AdminAppBar } from './admin-app-bar';
import { AdminMenu, EmptyMenu } from './admin-menu';

/** The react-admin layout; a signed-in non-admin sees the access-denied alert and no tabs. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { data: identity, isPending, error } = useGetIdentity();
  const isAdmin = identity?.isAdmin === true;
  let content: ReactNode = children;
  if (isPending) content = <Loading loadingPrimary="Loading..." loadingSecondary="" />;
  else if (!isAdmin || error) content = <AccessDenied />;
  return (
    <Layout menu={isAdmin ? AdminMenu : EmptyMenu} appBar={AdminAppBar}>
      {content}
    </Layout>
  );
}
