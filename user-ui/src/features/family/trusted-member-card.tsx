import { useCallback, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { MESSAGES, TOAST_DURATION_MS, type Language } from '@scamcheck/shared';
import { FormField } from '@/components/ui/form-field';
import { useToast } from '@/components/ui/toast-context';
import { storageKeys } from '@/config/storage-keys';
import { emailField } from '@/features/auth/schemas';
import { currentLanguage } from '@/i18n';
import { safeStorage } from '@/lib/safe-storage';
import { fetchTrustedMember, removeTrustedMember, saveTrustedMember, type TrustedMember } from './api';
import { familyErrorMessage } from './family-error';

const trustedSchema = z.object({
  name: z.string().trim().min(2, MESSAGES.nameMin).max(100, MESSAGES.nameMax),
  email: emailField,
  language: z.enum(['en', 'fr']),
  alertOnCaution: z.boolean(),
});
type TrustedValues = z.infer<typeof trustedSchema>;

/** The server keeps the trusted member; the app caches the address (removed on sign-out). */
function cache(member: TrustedMember | null): void {
  if (member) safeStorage.set(storageKeys.trustedFamilyEmail, member.email);
  else safeStorage.remove(storageKeys.trustedFamilyEmail);
}

/** Dashboard: name the trusted family member, see whether they agreed (or stopped), remove them. */
export function TrustedMemberCard() {
  const { t, i18n } = useTranslation();
  const { toast } = useToast();
  const [member, setMember] = useState<TrustedMember | null | undefined>(undefined);
  const fail = useCallback(
    (error: unknown) => toast({ title: t('family.household.failed'), description: familyErrorMessage(error, t, i18n.language), variant: 'destructive', durationMs: TOAST_DURATION_MS.error }),
    [t, i18n.language, toast],
  );
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TrustedValues>({ resolver: zodResolver(trustedSchema), defaultValues: { name: '', email: '', language: currentLanguage(), alertOnCaution: false } });

  useEffect(() => {
    fetchTrustedMember()
      .then(({ trustedMember }) => {
        setMember(trustedMember);
        cache(trustedMember);
        if (trustedMember) reset({ name: trustedMember.name, email: trustedMember.email, language: trustedMember.language, alertOnCaution: trustedMember.alertOnCaution });
      })
      .catch(fail);
  }, [fail, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const before = member;
      const { trustedMember } = await saveTrustedMember(values);
      setMember(trustedMember);
      cache(trustedMember);
      const invited = !before || before.email !== trustedMember.email || trustedMember.status === 'pending';
      toast({ title: t('family.trusted.saved'), description: invited ? t('family.trusted.savedInvite', { email: trustedMember.email }) : undefined, variant: 'success' });
    } catch (error) {
      setError('email', { message: familyErrorMessage(error, t, i18n.language) });
      fail(error);
    }
  });

  return (
    <section className="card dashboard-card" aria-labelledby="trusted-member" data-testid="trusted-card">
      <h2 id="trusted-member" tabIndex={-1} className="dashboard-card__title">
        {t('family.trusted.title')}
      </h2>
      <p>{t('family.trusted.intro')}</p>
      {member === null ? <p className="muted">{t('family.trusted.none')}</p> : null}
      {member ? (
        <p className={member.status === 'confirmed' ? 'status status--ok' : 'status status--pending'} data-testid="trusted-status">
          {t(`family.trusted.${member.status}`, { name: member.name })}
        </p>
      ) : null}
      <form className="form" onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
        <FormField label={t('family.trusted.name')} error={errors.name?.message} required>
          <input className="input" type="text" autoComplete="off" {...register('name')} />
        </FormField>
        <FormField label={t('family.trusted.email')} error={errors.email?.message} required>
          <input className="input" type="email" autoComplete="off" inputMode="email" {...register('email')} />
        </FormField>
        <FormField label={t('family.trusted.language')}>
          <select className="input select" {...register('language')}>
            {(['en', 'fr'] as Language[]).map((language) => (
              <option key={language} value={language} lang={language === 'fr' ? 'fr-CA' : 'en-CA'}>
                {t(`languages.${language}`)}
              </option>
            ))}
          </select>
        </FormField>
        <label className="checkbox">
          <input type="checkbox" {...register('alertOnCaution')} />
          <span>{t('family.trusted.caution')}</span>
        </label>
        <div className="button-row">
          <button type="submit" className="button button--primary" disabled={isSubmitting}>
            {isSubmitting ? t('family.trusted.saving') : t('family.trusted.save')}
          </button>
          {member ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={async () => {
                try {
                  await removeTrustedMember();
                  setMember(null);
                  cache(null);
                  reset({ name: '', email: '', language: currentLanguage(), alertOnCaution: false });
                  toast({ title: t('family.trusted.removed'), variant: 'success' });
                } catch (error) {
                  fail(error);
                }
              }}
            >
              {t('family.trusted.remove')}
            </button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
