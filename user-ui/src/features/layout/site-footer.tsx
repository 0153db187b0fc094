import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LogoMark, MapleLeaf } from '@/components/ui/logo';
import { paths } from '@/config/paths';

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div className="site-footer__brand">
          <p className="site-footer__name">
            <LogoMark size={28} /> {t('common.appName')}
          </p>
          <p className="site-footer__tagline">{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.legalNav')}>
          <ul className="site-footer__links">
            <li>
              <Link to={paths.terms}>{t('footer.terms')}</Link>
            </li>
            <li>
              <Link to={paths.eula}>{t('footer.eula')}</Link>
            </li>
            <li>
              <Link to={paths.contact}>{t('footer.contact')}</Link>
            </li>
            <li>
              <Link to={paths.emailPreview}>{t('footer.preview')}</Link>
            </li>
          </ul>
        </nav>
        <p className="site-footer__copyright">
          {t('footer.copyright')}{' '}
          <span className="site-footer__made">
            <MapleLeaf /> {t('footer.madeIn')}
          </span>
        </p>
      </div>
    </footer>
  );
}
