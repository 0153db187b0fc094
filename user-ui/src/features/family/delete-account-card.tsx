import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { TOAST_DURATION_MS } from '@scamcheck/shared';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { useToast } from '@/components/ui/toast-context';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/auth-context';
import { deleteAccount } from './api';
import { familyErrorMessage } from './family-error';

/** Delete my account: profile, household, trusted member, history, sessions (the address is typed again). */
export function DeleteAccountCard() {
  const { t, i18n } = useTranslation();
  const { toast } = useToast();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  return (
    <section className="card dashboard-card" aria-labelledby="delete-account">
      <h2 id="delete-account" className="dashboard-card__title">
        {t('family.account.title')}
      </h2>
      <p>{t('family.account.text')}</p>
      <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
        {t('family.account.button')}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('family.account.dialogTitle')} description={<p>{t('family.account.text')}</p>}>
        <form
          className="form"
          noValidate
          onSubmit={async (event) => {
            event.preventDefault();
            setBusy(true);
            try {
              await deleteAccount(email);
              setOpen(false);
              // Leave the dashboard first: once signed out, its guard would send us to the sign-in page.
              navigate(paths.home, { replace: true });
              await signOut();
              toast({ title: t('family.account.deleted'), variant: 'success' });
            } catch (failure) {
              const message = familyErrorMessage(failure, t, i18n.language);
              setError(message);
              toast({ title: t('family.household.failed'), description: message, variant: 'destructive', durationMs: TOAST_DURATION_MS.error });
            } finally {
              setBusy(false);
            }
          }}
        >
          <FormField label={t('family.account.confirmLabel')} error={error} required>
            <input className="input" type="email" autoComplete="off" value={email} onChange={(event) => setEmail(event.target.value)} />
          </FormField>
          <div className="form__actions form__actions--end">
            <button type="button" className="button button--secondary" onClick={() => setOpen(false)}>
              {t('common.cancel')}
            </button>
            <button type="submit" className="button button--primary" disabled={busy}>
              {busy ? t('family.account.deleting') : t('family.account.confirm')}
            </button>
          </div>
        </form>
      </Dialog>
    </section>
  );
}
