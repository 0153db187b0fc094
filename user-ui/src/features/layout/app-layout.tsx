import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Skip link, header, main content and footer around every page. */
export function AppLayout() {
  const { t } = useTranslation();
  const { pathname, hash } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (hash) return;
    window.scrollTo(0, 0);
    // Move focus to the new page so keyboard and screen-reader users start at its top.
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname, hash]);

  return (
    <div className="app">
      <a className="skip-link" href="#main-content">
        {t('common.skipToContent')}
      </a>
      <SiteHeader />
      <main id="main-content" ref={mainRef} tabIndex={-1} className="app__main">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
