import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

/** 404: 'Oops! Page not found', a link home; the unknown path is logged. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useDocumentTitle(t('notFound.title'));
  useEffect(() => {
    console.warn(`404 Error: User attempted to access non-existent route: ${pathname}`);
  }, [pathname]);
  return (
    <div className="container container--narrow page not-found">
      <p className="not-found__code" aria-hidden="true">
        {t('notFound.code')}
      </p>
      <h1 className="page__title">{t('notFound.title')}</h1>
      <p className="page__intro">{t('notFound.text', { path: pathname })}</p>
      <Link to={paths.home} className="button button--primary button--large">
        {t('notFound.home')}
      </Link>
    </div>
  );
}
