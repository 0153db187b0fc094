import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { useToast } from '@/components/ui/toast-context';
import { authClient } from '@/lib/auth-client';
import { useAuth } from './auth-context';
import { newPasswordSchema, type NewPasswordValues } from './schemas';
import { useAuthErrorToast } from './use-auth-error-toast';

/** After a reset link: choose a new password (same rules as sign-up), then go on to the dashboard. */
export function NewPasswordForm() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const { user, finishRecovery } = useAuth();
  const showAuthError = useAuthErrorToast();
  const [showPassword, setShowPassword] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues>({ resolver: zodResolver(newPasswordSchema), defaultValues: { password: '', confirmPassword: '' } });

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      const { error } = await authClient.updateUser({ password });
      if (error) {
        showAuthError(error, 'password_update', user?.email);
        return;
      }
      toast({ title: t('auth.toast.passwordUpdated'), description: t('auth.toast.passwordUpdatedDesc'), variant: 'success' });
      finishRecovery();
    } catch (error) {
      showAuthError(error instanceof Error ? error : null, 'password_update', user?.email);
    }
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
      <h2 className="form__title">{t('auth.newPassword.title')}</h2>
      <p className="form__intro">{t('auth.newPassword.intro', { email: user?.email ?? '' })}</p>
      <input type="email" className="sr-only" autoComplete="username" value={user?.email ?? ''} readOnly tabIndex={-1} aria-hidden="true" />
      <FormField label={t('auth.newPassword.password')} hint={t('auth.signUp.passwordHint')} error={errors.password?.message} required>
        <input className="input" type={showPassword ? 'text' : 'password'} autoComplete="new-password" {...register('password')} />
      </FormField>
      <FormField label={t('auth.newPassword.confirm')} error={errors.confirmPassword?.message} required>
        <input className="input" type={showPassword ? 'text' : 'password'} autoComplete="new-password" {...register('confirmPassword')} />
      </FormField>
      <label className="checkbox">
        <input type="checkbox" checked={showPassword} onChange={(event) => setShowPassword(event.target.checked)} />
        <span>{t('auth.showPassword')}</span>
      </label>
      <button type="submit" className="button button--primary button--block" disabled={isSubmitting}>
        {isSubmitting ? t('auth.newPassword.saving') : t('auth.newPassword.submit')}
      </button>
    </form>
  );
}
