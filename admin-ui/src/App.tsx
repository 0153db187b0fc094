import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { authErrors } from './auth-errors';
import { authProvider } from './auth/auth-provider';
import { LoginPage } from './auth/login-page';
import { blockedEmails } from './blocked-emails';
import { Dashboard } from './dashboard/dashboard';
import { dataProvider } from './data/data-provider';
import { queryClient } from './data/query-client';
import { emails } from './emails';
import { AccessDenied } from './layout/access-denied';
import { AdminLayout } from './layout/admin-layout';
import { theme } from './layout/theme';
import { ToastStack } from './layout/toast-stack';
import { scamPatterns } from './scam-patterns';
import { TestEmailPage } from './test-email/test-email-page';

/** The ScamCheck admin console (react-admin on ra-data-simple-rest), served at /admin. */
export function App() {
  return (
    <Admin
      title="ScamCheck Admin"
      dataProvider={dataProvider}
      queryClient={queryClient}
      authProvider={authProvider}
      loginPage={LoginPage}
      dashboard={Dashboard}
      layout={AdminLayout}
      notification={ToastStack}
      accessDenied={AccessDenied}
      theme={theme}
      darkTheme={null}
      requireAuth
      disableTelemetry
    >
      <Resource name="scam-patterns" {...scamPatterns} options={{ label: 'Scam Patterns' }} />
      <Resource name="emails" {...emails} />
      <Resource name="blocked-emails" {...blockedEmails} />
      <Resource name="security-events" {...authErrors} />
      <CustomRoutes>
        <Route path="/test-email" element={<TestEmailPage />} />
      </CustomRoutes>
    </Admin>
  );
}
