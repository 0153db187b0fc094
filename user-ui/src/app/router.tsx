import { createBrowserRouter } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AdminGatePage } from '@/features/admin/admin-gate-page';
import { AuthPage } from '@/features/auth/auth-page';
import { GuestRoute, ProtectedRoute } from '@/features/auth/route-guards';
import { ContactPage } from '@/features/contact/contact-page';
import { DashboardPage } from '@/features/dashboard/dashboard-page';
import { EmailPreviewPage } from '@/features/email-preview/email-preview-page';
import { LandingPage } from '@/features/landing/landing-page';
import { AppLayout } from '@/features/layout/app-layout';
import { EulaPage, TermsPage } from '@/features/legal/legal-page';
import { NotFoundPage } from '@/features/not-found/not-found-page';

/** The routes of spec §2. */
export const routes = [
  {
    element: <AppLayout />,
    children: [
      { path: paths.home, element: <LandingPage /> },
      {
        path: paths.auth,
        element: (
          <GuestRoute>
            <AuthPage />
          </GuestRoute>
        ),
      },
      { path: paths.terms, element: <TermsPage /> },
      { path: paths.eula, element: <EulaPage /> },
      { path: paths.contact, element: <ContactPage /> },
      {
        path: paths.dashboard,
        element: (
          <ProtectedRoute>
            <DashboardPage />
          </ProtectedRoute>
        ),
      },
      { path: paths.emailPreview, element: <EmailPreviewPage /> },
      {
        path: paths.admin,
        element: (
          <ProtectedRoute>
            <AdminGatePage />
          </ProtectedRoute>
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
