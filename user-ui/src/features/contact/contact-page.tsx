import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePublicConfig } from '@/lib/use-public-config';
import { ContactForm } from './contact-form';

/** /contact: a working form, the support address, links to /auth and /. */
export function ContactPage() {
  const { t } = useTranslation();
  const config = usePublicConfig();
  useDocumentTitle(t('contact.title'));
  return (
    <div className="container page contact">
      <div className="contact__grid">
        <div>
          <h1 className="page__title">{t('contact.title')}</h1>
          <p className="page__intro">{t('contact.intro')}</p>
          <div className="card">
            <ContactForm />
          </div>
        </div>
        <aside className="contact__aside" aria-label={t('contact.linksTitle')}>
          <div className="card">
            <p>{t('contact.emailUs')}</p>
            <p className="contact__address">
              {config ? <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a> : '…'}
            </p>
          </div>
          <div className="card">
            <h2 className="contact__aside-title">{t('contact.linksTitle')}</h2>
            <ul className="link-list">
              <li>
                <Link to={paths.auth}>{t('contact.authLink')}</Link>
              </li>
              <li>
                <Link to={paths.home}>{t('contact.homeLink')}</Link>
              </li>
            </ul>
          </div>
        </aside>
      </div>
    </div>
  );
}
