import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@scamcheck/shared';
import { useToast } from '@/components/ui/toast-context';
import { paths } from '@/config/paths';
import { useAuthErrorToast } from '@/features/auth/use-auth-error-toast';
import type { Profile } from '@/features/auth/types';
import { useSetLanguage } from '@/features/layout/language-switch';
import { currentLanguage, isLanguage } from '@/i18n';
import { authClient } from '@/lib/auth-client';

/** Security Settings (avatar menu): change the password through an emailed link. */
export function SecurityCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const showAuthError = useAuthErrorToast();
  const [sending, setSending] = useState(false);
  return (
    <section className="card dashboard-card" aria-labelledby="security">
      <h2 id="security" tabIndex={-1} className="dashboard-card__title">
        {t('dashboard.security.title')}
      </h2>
      <p>{t('dashboard.security.text')}</p>
      <button
        type="button"
        className="button button--secondary"
        disabled={sending}
        onClick={async () => {
          setSending(true);
          try {
            const { error } = await authClient.resetPasswordForEmail(profile.email, {
              redirectTo: `${window.location.origin}${paths.auth}?reset=true`,
            });
            if (error) showAuthError(error, 'password_reset', profile.email);
            else toast({ title: t('auth.toast.resetSent'), description: t('auth.toast.resetSentDesc', { email: profile.email }), variant: 'success' });
          } catch (error) {
            showAuthError(error instanceof Error ? error : null, 'password_reset', profile.email);
          } finally {
            setSending(false);
          }
        }}
      >
        {sending ? t('dashboard.security.sending') : t('dashboard.security.button')}
      </button>
    </section>
  );
}

/** Preferences (avatar menu): the language of the site and of the emails we send. */
export function PreferencesCard() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const setLanguage = useSetLanguage();
  const [choice, setChoice] = useState<Language>(currentLanguage());
  const [saving, setSaving] = useState(false);
  return (
    <section className="card dashboard-card" aria-labelledby="preferences">
      <h2 id="preferences" tabIndex={-1} className="dashboard-card__title">
        {t('dashboard.preferences.title')}
      </h2>
      <form
        className="form"
        onSubmit={async (event) => {
          event.preventDefault();
          setSaving(true);
          const ok = await setLanguage(choice);
          setSaving(false);
          if (ok) {
            toast({
              title: t('dashboard.preferences.saved', { lng: choice }),
              description: t('dashboard.preferences.savedDesc', { lng: choice }),
              variant: 'success',
            });
          } else {
            toast({ title: t('dashboard.editDialog.failed'), variant: 'destructive', durationMs: 8000 });
          }
        }}
      >
        <fieldset className="fieldset">
          <legend className="field__label">{t('dashboard.preferences.text')}</legend>
          <div className="radio-row">
            {(['en', 'fr'] as const).map((language) => (
              <label key={language} className="radio" lang={language === 'fr' ? 'fr-CA' : 'en-CA'}>
                <input
                  type="radio"
                  name="language"
                  value={language}
                  checked={choice === language}
                  onChange={(event) => isLanguage(event.target.value) && setChoice(event.target.value)}
                />
                <span>{t(`languages.${language}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <button type="submit" className="button button--secondary" disabled={saving}>
            {saving ? t('dashboard.preferences.saving') : t('dashboard.preferences.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
