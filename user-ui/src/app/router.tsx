import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { AdminGatePage } from '@/features/admin/admin-gate-page';
import { AuthPage } from '@/features/auth/auth-page';
import { GuestRoute, ProtectedRoute } from '@/features/auth/route-guards';
import { ContactPage } from '@/features/contact/contact-page';
import { DashboardPage } from '@/features/dashboard/dashboard-page';
import { FeedbackPage } from '@/features/family/feedback-page';
import { HelpPage } from '@/features/family/help-page';
import { HouseholdJoinPage } from '@/features/family/household-join-page';
import { TrustedConfirmPage, TrustedStopPage } from '@/features/family/trusted-pages';
import { LandingPage } from '@/features/landing/landing-page';
import { AppLayout } from '@/features/layout/app-layout';
import { EulaPage, TermsPage } from '@/features/legal/legal-page';
import { NotFoundPage } from '@/features/not-found/not-found-page';

/** The preview bundles every email template: loaded only when someone opens it. */
const EmailPreviewPage = lazy(() => import('@/features/email-preview/email-preview-page').then((module) => ({ default: module.EmailPreviewPage })));

function LazyPreview() {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Spinner label={t('common.loading')} fullPage />}>
      <EmailPreviewPage />
    </Suspense>
  );
}

/** The routes. */
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
      { path: paths.emailPreview, element: <LazyPreview /> },
      { path: paths.householdJoin, element: <HouseholdJoinPage /> },
      { path: paths.trustedConfirm, element: <TrustedConfirmPage /> },
      { path: paths.trustedStop, element: <TrustedStopPage /> },
      { path: paths.feedback, element: <FeedbackPage /> },
      { path: paths.help, element: <HelpPage /> },
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
