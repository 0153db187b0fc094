import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { TOAST_DURATION_MS } from '@scamcheck/shared';
import { panelId, TabList, tabId } from '@/components/ui/tabs';
import { useToast } from '@/components/ui/toast-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAuth } from './auth-context';
import { NewPasswordForm } from './new-password-form';
import { ResetRequestForm } from './reset-request-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { useAuthErrorToast } from './use-auth-error-toast';

type Mode = 'login' | 'signup';
const TABS_ID = 'auth';

/** /auth: Sign In and Sign Up tabs; forgot password; ?confirmed=true toast; ?reset=true new password. */
export function AuthPage() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const { session, recovery, urlError, clearUrlError } = useAuth();
  const showAuthError = useAuthErrorToast();
  const [params, setParams] = useSearchParams();
  const [mode, setMode] = useState<Mode>(params.get('mode') === 'signup' ? 'signup' : 'login');
  const [resetting, setResetting] = useState(false);
  const [email, setEmail] = useState('');
  const [resetNotice, setResetNotice] = useState<string | null>(null);
  const [linkNotice, setLinkNotice] = useState<string | null>(null);
  const announced = useRef(false);
  useDocumentTitle(mode === 'signup' ? t('auth.signUpTab') : t('auth.signInTab'));

  const confirmed = params.get('confirmed') === 'true';
  const reset = params.get('reset') === 'true';

  useEffect(() => {
    if (announced.current) return;
    if (confirmed && !urlError) {
      announced.current = true;
      toast({ title: t('auth.toast.verified'), description: t('auth.toast.verifiedDesc'), variant: 'success', durationMs: TOAST_DURATION_MS.verified });
      setMode('login');
      const next = new URLSearchParams(params);
      next.delete('confirmed');
      setParams(next, { replace: true });
    }
  }, [confirmed, urlError, params, setParams, t, toast]);

  useEffect(() => {
    if (!urlError) return;
    announced.current = true;
    showAuthError({ message: urlError }, reset ? 'password_reset_link' : 'email_link');
    setMode('login');
    if (reset) {
      setResetting(true);
      setResetNotice(t('auth.newPassword.invalidLink'));
    } else {
      setLinkNotice(t('auth.linkExpired'));
    }
    clearUrlError();
  }, [urlError, reset, showAuthError, clearUrlError, t]);

  const choosingNewPassword = recovery && session;

  return (
    <div className="auth-page">
      <div className="card auth-card">
        <h1 className="auth-card__title">{t('auth.title')}</h1>
        {choosingNewPassword ? (
          <NewPasswordForm />
        ) : (
          <>
            <p className="auth-card__subtitle">{t('auth.subtitle')}</p>
            {linkNotice ? (
              <p className="notice notice--warning" role="alert">
                {linkNotice}
              </p>
            ) : null}
            <TabList
              label={t('auth.tabsLabel')}
              idPrefix={TABS_ID}
              items={[
                { id: 'login', label: t('auth.signInTab') },
                { id: 'signup', label: t('auth.signUpTab') },
              ]}
              selected={mode}
              onSelect={(next) => {
                setMode(next);
                setResetting(false);
              }}
            />
            <div role="tabpanel" id={panelId(TABS_ID, mode)} aria-labelledby={tabId(TABS_ID, mode)} className="tabs__panel">
              {mode === 'login' ? (
                resetting ? (
                  <ResetRequestForm
                    defaultEmail={email}
                    notice={resetNotice}
                    onBack={(value) => {
                      setEmail(value);
                      setResetNotice(null);
                      setResetting(false);
                    }}
                  />
                ) : (
                  <SignInForm
                    key={email}
                    defaultEmail={email}
                    onForgotPassword={(value) => {
                      setEmail(value);
                      setResetting(true);
                    }}
                  />
                )
              ) : (
                <SignUpForm
                  onConfirmationSent={(value) => {
                    setEmail(value);
                    setMode('login');
                  }}
                />
              )}
            </div>
          </>
        )}
      </div>
    </div>
  );
}
