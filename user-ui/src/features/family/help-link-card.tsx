import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** Dashboard: the way to the "I already clicked" steps. */
export function HelpLinkCard() {
  const { t } = useTranslation();
  return (
    <section className="card dashboard-card" aria-labelledby="help-link">
      <h2 id="help-link" className="dashboard-card__title">
        {t('family.help.dashboardTitle')}
      </h2>
      <p>{t('family.help.dashboardText')}</p>
      <Link to={paths.help} className="button button--primary">
        {t('family.help.fromDashboard')}
      </Link>
    </section>
  );
}
