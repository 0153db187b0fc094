import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from './auth-context';

/** Signed-in only: a 'Loading...' spinner while the session is determined, else /auth replacing history. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { loading, session } = useAuth();
  const { t } = useTranslation();
  const location = useLocation();
  if (loading) return <Spinner label={t('guards.loading')} fullPage />;
  if (!session) return <Navigate to={paths.auth} replace state={{ from: location.pathname }} />;
  return <>{children}</>;
}

/** /auth: signed-in visitors go to /dashboard, except while choosing a new password after a reset link. */
export function GuestRoute({ children }: { children: ReactNode }) {
  const { loading, session, recovery } = useAuth();
  const { t } = useTranslation();
  if (loading) return <Spinner label={t('guards.loading')} fullPage />;
  if (session && !recovery) return <Navigate to={paths.dashboard} replace />;
  return <>{children}</>;
}
