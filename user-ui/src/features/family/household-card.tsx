import { useCallback, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { MESSAGES, TOAST_DURATION_MS, type Language } from '@scamcheck/shared';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { useToast } from '@/components/ui/toast-context';
import { emailField } from '@/features/auth/schemas';
import { currentLanguage } from '@/i18n';
import { addHouseholdMember, fetchHousehold, removeHouseholdMember, type Household, type HouseholdMember } from './api';
import { familyErrorMessage } from './family-error';

const memberSchema = z.object({
  name: z.string().trim().min(2, MESSAGES.nameMin).max(100, MESSAGES.nameMax),
  email: emailField,
  language: z.enum(['en', 'fr']),
});
type MemberValues = z.infer<typeof memberSchema>;

/** The household on the dashboard: shared allowance, family addresses and their state, add and remove. */
export function HouseholdCard() {
  const { t, i18n } = useTranslation();
  const { toast } = useToast();
  const [household, setHousehold] = useState<Household | null>(null);
  const [removing, setRemoving] = useState<HouseholdMember | null>(null);
  const [busy, setBusy] = useState(false);
  const fail = useCallback(
    (error: unknown) => toast({ title: t('family.household.failed'), description: familyErrorMessage(error, t, i18n.language), variant: 'destructive', durationMs: TOAST_DURATION_MS.error }),
    [t, i18n.language, toast],
  );
  const load = useCallback(async () => {
    try {
      setHousehold(await fetchHousehold());
    } catch (error) {
      fail(error);
    }
  }, [fail]);
  useEffect(() => {
    void load();
  }, [load]);

  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<MemberValues>({ resolver: zodResolver(memberSchema), defaultValues: { name: '', email: '', language: currentLanguage() } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const member = await addHouseholdMember(values);
      toast({ title: t('family.household.added'), description: t('family.household.addedDesc', { email: member.email }), variant: 'success' });
      reset({ name: '', email: '', language: values.language });
      await load();
    } catch (error) {
      const message = familyErrorMessage(error, t, i18n.language);
      setError('email', { message });
      fail(error);
    }
  });

  const full = household ? household.members.length >= household.maxMembers : false;
  return (
    <section className="card dashboard-card household-card" aria-labelledby="household" data-testid="household-card">
      <h2 id="household" tabIndex={-1} className="dashboard-card__title">
        {t('family.household.title')}
      </h2>
      <p>{t('family.household.intro')}</p>
      {household ? (
        <p className="allowance" data-testid="household-allowance">
          {household.dailyLimit > 0
            ? `${t('family.household.allowanceShared', { count: household.dailyLimit })} ${t('family.household.usedToday', { count: household.checksToday })}`
            : t('family.household.noLimit')}
        </p>
      ) : null}
      {household && household.members.length === 0 ? <p className="muted">{t('family.household.empty')}</p> : null}
      {household && household.members.length > 0 ? (
        <ul className="member-list" aria-label={t('family.household.listLabel')}>
          {household.members.map((member) => (
            <li key={member.id} className="member-list__item">
              <div className="member-list__who">
                <strong>{member.name}</strong>
                <span className="break">{member.email}</span>
                <span className={member.status === 'confirmed' ? 'status status--ok' : 'status status--pending'}>
                  {member.status === 'confirmed' ? t('family.household.confirmed') : t('family.household.pending')}
                </span>
              </div>
              <button
                type="button"
                className="button button--secondary button--small"
                aria-label={t('family.household.removeLabel', { name: member.name, email: member.email })}
                onClick={() => setRemoving(member)}
              >
                {t('family.household.remove')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {full ? (
        <p className="notice notice--warning">{t('family.household.full')}</p>
      ) : (
        <form className="form" onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
          <h3 className="household-card__add">{t('family.household.addTitle')}</h3>
          <FormField label={t('family.household.name')} error={errors.name?.message} required>
            <input className="input" type="text" autoComplete="off" {...register('name')} />
          </FormField>
          <FormField label={t('family.household.email')} error={errors.email?.message} required>
            <input className="input" type="email" autoComplete="off" inputMode="email" {...register('email')} />
          </FormField>
          <FormField label={t('family.household.language')}>
            <select className="input select" {...register('language')}>
              {(['en', 'fr'] as Language[]).map((language) => (
                <option key={language} value={language} lang={language === 'fr' ? 'fr-CA' : 'en-CA'}>
                  {t(`languages.${language}`)}
                </option>
              ))}
            </select>
          </FormField>
          <div>
            <button type="submit" className="button button--primary" disabled={isSubmitting}>
              {isSubmitting ? t('family.household.adding') : t('family.household.add')}
            </button>
          </div>
        </form>
      )}
      <Dialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('family.household.removeTitle')}
        description={removing ? <p>{t('family.household.removeText', { email: removing.email })}</p> : null}
      >
        <div className="form__actions form__actions--end">
          <button type="button" className="button button--secondary" onClick={() => setRemoving(null)}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={async () => {
              if (!removing) return;
              setBusy(true);
              try {
                await removeHouseholdMember(removing.id);
                toast({ title: t('family.household.removed'), variant: 'success' });
                setRemoving(null);
                await load();
              } catch (error) {
                fail(error);
              } finally {
                setBusy(false);
              }
            }}
          >
            {t('family.household.removeConfirm')}
          </button>
        </div>
      </Dialog>
    </section>
  );
}
