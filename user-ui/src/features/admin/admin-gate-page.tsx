import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /admin when it reaches this app (in production the backend serves the admin console there):
 * Admins get a link to the console, everyone else the permission alert.
 */
export function AdminGatePage() {
  const { t } = useTranslation();
  const { isAdmin, profileStatus } = useAuth();
  useDocumentTitle(t('header.admin'));
  if (profileStatus === 'loading' || profileStatus === 'idle') return <Spinner label={t('guards.loading')} fullPage />;
  return (
    <div className="container container--narrow page">
      {isAdmin ? (
        <p>
          <a className="button button--primary" href={paths.admin}>
            {t('guards.adminLink')}
          </a>
        </p>
      ) : (
        <div className="notice notice--danger" role="alert">
          {t('guards.adminRequired')}
        </div>
      )}
    </div>
  );
}
