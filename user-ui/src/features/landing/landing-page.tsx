import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon, type IconName } from '@/components/ui/icons';
import { LogoMark } from '@/components/ui/logo';
import { VerdictBadge, type Verdict } from '@/components/ui/verdict-badge';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePublicConfig } from '@/lib/use-public-config';

const EXAMPLES: readonly { verdict: Verdict; key: 'safe' | 'caution' | 'scam' }[] = [
  { verdict: 'safe', key: 'safe' },
  { verdict: 'caution', key: 'caution' },
  { verdict: 'scam', key: 'scam' },
];

function ExampleScanCard() {
  const { t } = useTranslation();
  return (
    <section className="card example-card" aria-labelledby="example-title">
      <h2 id="example-title" className="example-card__title">
        {t('landing.example.title')}
      </h2>
      <p className="example-card__caption">{t('landing.example.caption')}</p>
      <ul className="example-list">
        {EXAMPLES.map(({ verdict, key }) => (
          <li key={key} className={`example-row example-row--${verdict}`}>
            <div className="example-row__text">
              <p className="example-row__sender">{t(`landing.example.${key}Sender`)}</p>
              <p className="example-row__subject">{t(`landing.example.${key}Subject`)}</p>
            </div>
            <VerdictBadge verdict={verdict} label={t(`landing.example.${key}Badge`)} tip={t(`landing.example.${key}Tip`)} />
          </li>
        ))}
      </ul>
      <p className="example-card__hint">{t('landing.example.hint')}</p>
    </section>
  );
}

function FeatureIcon({ name }: { name: IconName }) {
  return (
    <span className="feature-card__icon" aria-hidden="true">
      <Icon name={name} />
    </span>
  );
}

/** The landing page. */
export function LandingPage() {
  const { t } = useTranslation();
  const config = usePublicConfig();
  useDocumentTitle();
  const address = config?.scanAddress ?? '…';
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <div className="hero__copy">
            <p className="hero__brand">
              <LogoMark size={48} />
              <span>{t('common.appName')}</span>
            </p>
            <p className="eyebrow">{t('landing.eyebrow')}</p>
            <h1 id="hero-title" className="hero__title">
              {t('landing.title')}
            </h1>
            <p className="hero__subtitle">{t('landing.subtitle')}</p>
            <div className="button-row">
              <Link to={paths.auth} className="button button--primary button--large">
                {t('landing.getStarted')}
              </Link>
              <Link to={paths.contact} className="button button--secondary button--large">
                {t('landing.contactUs')}
              </Link>
            </div>
            <ul className="promise-list">
              <li>{t('landing.promises.noTech')}</li>
              <li>{t('landing.promises.seconds')}</li>
              <li>{t('landing.promises.privacy')}</li>
              <li>{t('landing.promises.household')}</li>
            </ul>
          </div>
          <ExampleScanCard />
        </div>
      </section>

      <section className="section" aria-labelledby="how-title">
        <div className="container">
          <h2 id="how-title" className="section__title">
            {t('landing.how.title')}
          </h2>
          <ol className="steps">
            <li className="step">
              <h3 className="step__title">{t('landing.how.step1Title')}</h3>
              <p>{t('landing.how.step1')}</p>
            </li>
            <li className="step">
              <h3 className="step__title">{t('landing.how.step2Title')}</h3>
              <p>{t('landing.how.step2', { address })}</p>
            </li>
            <li className="step">
              <h3 className="step__title">{t('landing.how.step3Title')}</h3>
              <p>{t('landing.how.step3')}</p>
            </li>
          </ol>
          <p className="steps__texts" data-testid="texts-how">
            <strong>{t('landing.how.textsTitle')}</strong> {t('landing.how.texts', { address })}
          </p>
        </div>
      </section>

      <section className="section section--tinted" aria-labelledby="why-title">
        <div className="container">
          <h2 id="why-title" className="section__title">
            {t('landing.why.title')}
          </h2>
          <ul className="card-grid card-grid--four">
            <li className="card feature-card">
              <FeatureIcon name="message" />
              <h3 className="feature-card__title">{t('landing.why.understandTitle')}</h3>
              <p>{t('landing.why.understand')}</p>
            </li>
            <li className="card feature-card">
              <FeatureIcon name="mail" />
              <h3 className="feature-card__title">{t('landing.why.forwardTitle')}</h3>
              <p>{t('landing.why.forward')}</p>
            </li>
            <li className="card feature-card">
              <FeatureIcon name="zap" />
              <h3 className="feature-card__title">{t('landing.why.fastTitle')}</h3>
              <p>{t('landing.why.fast')}</p>
            </li>
            <li className="card feature-card">
              <FeatureIcon name="users" />
              <h3 className="feature-card__title">{t('landing.why.familyTitle')}</h3>
              <p>{t('landing.why.family')}</p>
            </li>
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="families-title">
        <div className="container">
          <h2 id="families-title" className="section__title">
            {t('landing.families.title')}
          </h2>
          <ul className="card-grid card-grid--three">
            <li className="card feature-card">
              <FeatureIcon name="heart" />
              <h3 className="feature-card__title">{t('landing.families.parentsTitle')}</h3>
              <p>{t('landing.families.parents')}</p>
            </li>
            <li className="card feature-card">
              <FeatureIcon name="eye" />
              <h3 className="feature-card__title">{t('landing.families.seniorsTitle')}</h3>
              <p>{t('landing.families.seniors')}</p>
            </li>
            <li className="card feature-card">
              <FeatureIcon name="home" />
              <h3 className="feature-card__title">{t('landing.families.familiesTitle')}</h3>
              <p>{t('landing.families.families')}</p>
            </li>
          </ul>
        </div>
      </section>

      <section className="cta" aria-labelledby="cta-title">
        <div className="container cta__inner">
          <h2 id="cta-title" className="cta__title">
            {t('landing.cta.title')}
          </h2>
          <p className="cta__text">{t('landing.cta.text')}</p>
          <div className="button-row button-row--center">
            <Link to={paths.auth} className="button button--light button--large">
              {t('landing.cta.signUp')}
            </Link>
            <Link to={paths.contact} className="button button--outline-light button--large">
              {t('landing.cta.contact')}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
