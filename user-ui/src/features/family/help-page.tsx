import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { HELP_SITUATIONS, type HelpSituation } from '@scamcheck/shared';
import { useAuth } from '@/features/auth/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { sendHelpAlert } from './api';
import { familyErrorMessage } from './family-error';
import { HELP_STEPS } from './help-steps';

/**
 * /already-clicked: what to do when the worst happened, per situation, in order; public, printable,
 * large type. One tap alerts the trusted family member when the reader proved who they are (signed
 * link of a verdict email, or signed in).
 */
export function HelpPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const { session } = useAuth();
  const [situation, setSituation] = useState<HelpSituation | null>(null);
  const [alert, setAlert] = useState<{ kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'error'; message: string }>({ kind: 'idle' });
  useDocumentTitle(t('family.help.title'));
  const canAlert = Boolean(token) || Boolean(session);

  return (
    <div className="container container--narrow page help-page">
      <h1 className="page__title">{t('family.help.title')}</h1>
      <p className="page__intro">{t('family.help.intro')}</p>
      <fieldset className="fieldset help-page__choices">
        <legend className="help-page__question">{t('family.help.question')}</legend>
        {HELP_SITUATIONS.map((id) => (
          <label key={id} className="radio help-page__choice">
            <input type="radio" name="situation" value={id} checked={situation === id} onChange={() => setSituation(id)} />
            <span>{t(`family.help.situations.${id}`)}</span>
          </label>
        ))}
      </fieldset>
      {situation ? (
        <section className="help-page__steps" aria-labelledby="help-steps" aria-live="polite">
          <h2 id="help-steps">
            {t('family.help.stepsTitle')}: {t(`family.help.situations.${situation}`)}
          </h2>
          <ol className="help-steps">
            {HELP_STEPS[situation].map((step) => (
              <li key={step}>{t(`family.help.steps.${step}`)}</li>
            ))}
          </ol>
          <div className="button-row no-print">
            <button type="button" className="button button--secondary" onClick={() => window.print()}>
              {t('family.help.print')}
            </button>
          </div>
          <section className="card help-page__alert no-print" aria-labelledby="help-alert">
            <h2 id="help-alert">{t('family.help.alertTitle')}</h2>
            {canAlert ? (
              <>
                <p>{t('family.help.alertText')}</p>
                {alert.kind === 'sent' ? (
                  <p className="notice notice--success" role="status">
                    {t('family.help.alertSent')}
                  </p>
                ) : (
                  <button
                    type="button"
                    className="button button--primary button--large"
                    disabled={alert.kind === 'sending'}
                    onClick={async () => {
                      setAlert({ kind: 'sending' });
                      try {
                        await sendHelpAlert(situation, token);
                        setAlert({ kind: 'sent' });
                      } catch (error) {
                        setAlert({ kind: 'error', message: familyErrorMessage(error, t, i18n.language) });
                      }
                    }}
                  >
                    {alert.kind === 'sending' ? t('family.help.alertSending') : t('family.help.alertButton')}
                  </button>
                )}
                {alert.kind === 'error' ? (
                  <p className="notice notice--danger" role="alert">
                    {alert.message}
                  </p>
                ) : null}
              </>
            ) : (
              <p>{t('family.help.alertNeedsLink')}</p>
            )}
          </section>
        </section>
      ) : null}
    </div>
  );
}
