import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { TOAST_DURATION_MS } from '@scamcheck/shared';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { useToast } from '@/components/ui/toast-context';
import { updateProfile } from '@/features/auth/api';
import { useAuth } from '@/features/auth/auth-context';
import { GenderOptions } from '@/features/auth/gender-options';
import { emptyToNull, profileSchema, type ProfileInput, type ProfileValues } from '@/features/auth/schemas';
import type { Profile } from '@/features/auth/types';
import { ApiError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-error-message';

const FIELDS = ['name', 'phone', 'gender', 'country'] as const;

function toDefaults(profile: Profile): ProfileInput {
  return { name: profile.name ?? '', phone: profile.phone ?? '', gender: profile.gender ?? '', country: profile.country ?? '' };
}

/** Edit Profile: name, phone, gender ('Not specified'), country; the email cannot be changed. */
export function EditProfileDialog({ profile, open, onClose }: { profile: Profile; open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { toast } = useToast();
  const { setProfile } = useAuth();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProfileInput, unknown, ProfileValues>({ resolver: zodResolver(profileSchema), defaultValues: toDefaults(profile) });

  useEffect(() => {
    if (open) reset(toDefaults(profile));
  }, [open, profile, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await updateProfile({
        name: values.name,
        phone: emptyToNull(values.phone),
        gender: emptyToNull(values.gender),
        country: emptyToNull(values.country),
        language: profile.language,
      });
      setProfile(saved);
      toast({ title: t('dashboard.editDialog.updated'), description: t('dashboard.editDialog.updatedDesc'), variant: 'success' });
      onClose();
    } catch (error) {
      const message = apiErrorMessage(error, t, i18n.language);
      if (error instanceof ApiError) {
        for (const field of FIELDS) {
          const fieldMessage = error.fieldErrors[field];
          if (fieldMessage) setError(field, { message: fieldMessage });
        }
      }
      toast({
        title: t('dashboard.editDialog.failed'),
        description: message,
        variant: 'destructive',
        durationMs: TOAST_DURATION_MS.error,
      });
    }
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('dashboard.editDialog.title')}
      description={
        <>
          <p>{t('dashboard.editDialog.description')}</p>
          <p className="muted">{t('dashboard.editDialog.emailNote', { email: profile.email })}</p>
        </>
      }
    >
      <form className="form" onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
        <FormField label={t('dashboard.profile.name')} error={errors.name?.message} required>
          <input className="input" type="text" autoComplete="name" {...register('name')} />
        </FormField>
        <FormField label={t('dashboard.profile.phone')} error={errors.phone?.message} optional>
          <input className="input" type="tel" autoComplete="tel" inputMode="tel" {...register('phone')} />
        </FormField>
        <FormField label={t('dashboard.profile.gender')} error={errors.gender?.message} optional>
          <select className="input select" {...register('gender')}>
            <GenderOptions />
          </select>
        </FormField>
        <FormField label={t('dashboard.profile.country')} error={errors.country?.message} optional>
          <input className="input" type="text" autoComplete="country-name" {...register('country')} />
        </FormField>
        <div className="form__actions form__actions--end">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={isSubmitting}>
            {isSubmitting ? t('dashboard.editDialog.saving') : t('dashboard.editDialog.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
