import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { LogoMark, MapleLeaf } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/auth-context';
import { AvatarMenu } from './avatar-menu';
import { LanguageSwitch } from './language-switch';

const navClass = ({ isActive }: { isActive: boolean }): string => (isActive ? 'main-nav__link main-nav__link--active' : 'main-nav__link');

/** Top bar (made in Canada, beta, language) and main bar (logo, navigation, Sign Up or avatar menu). */
export function SiteHeader() {
  const { t } = useTranslation();
  const { session, isAdmin, loading } = useAuth();
  const signedIn = Boolean(session);
  return (
    <header className="site-header">
      <div className="top-bar">
        <div className="container top-bar__inner">
          <p className="top-bar__text">
            <MapleLeaf /> {t('header.topBar')}
            <span className="top-bar__beta"> · {t('header.beta')}</span>
          </p>
          <LanguageSwitch />
        </div>
      </div>
      <div className="main-bar">
        <div className="container main-bar__inner">
          <Link to={paths.home} className="brand" aria-label={t('header.logoLabel')}>
            <LogoMark size={40} />
            <span className="brand__name">{t('common.appName')}</span>
          </Link>
          <nav className="main-nav" aria-label={t('header.mainNav')}>
            <ul className="main-nav__list">
              <li>
                <NavLink to={paths.home} end className={navClass}>
                  {t('header.home')}
                </NavLink>
              </li>
              <li>
                <NavLink to={paths.contact} className={navClass}>
                  {t('header.contact')}
                </NavLink>
              </li>
              {signedIn ? (
                <li>
                  <NavLink to={paths.dashboard} className={navClass}>
                    {t('header.dashboard')}
                  </NavLink>
                </li>
              ) : null}
              {signedIn && isAdmin ? (
                <li>
                  <a href={paths.admin} className="main-nav__link">
                    {t('header.admin')}
                  </a>
                </li>
              ) : null}
              {!signedIn && !loading ? (
                <li>
                  <NavLink to={paths.auth} className={navClass}>
                    {t('header.account')}
                  </NavLink>
                </li>
              ) : null}
            </ul>
          </nav>
          <div className="main-bar__actions">
            {signedIn ? (
              <AvatarMenu />
            ) : (
              <Link to={`${paths.auth}?mode=signup`} className="button button--primary button--small">
                {t('header.signUp')}
              </Link>
            )}
          </div>
        </div>
      </div>
    </header>
  );
}
