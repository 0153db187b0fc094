import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { useToast } from '@/components/ui/toast-context';
import { paths } from '@/config/paths';
import { authClient } from '@/lib/auth-client';
import { resetRequestSchema, type ResetRequestValues } from './schemas';
import { useAuthErrorToast } from './use-auth-error-toast';

interface ResetRequestFormProps {
  readonly defaultEmail?: string;
  readonly onBack: (email: string) => void;
  readonly notice?: string | null;
}

/** 'Forgot password?': email, 'Back to Login', 'Send Reset Link'. */
export function ResetRequestForm({ defaultEmail = '', onBack, notice }: ResetRequestFormProps) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const showAuthError = useAuthErrorToast();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<ResetRequestValues>({ resolver: zodResolver(resetRequestSchema), defaultValues: { email: defaultEmail } });

  const onSubmit = handleSubmit(async ({ email }) => {
    const address = email.trim();
    try {
      const { error } = await authClient.resetPasswordForEmail(address, {
        redirectTo: `${window.location.origin}${paths.auth}?reset=true`,
      });
      if (error) {
        showAuthError(error, 'password_reset', address);
        return;
      }
      toast({ title: t('auth.toast.resetSent'), description: t('auth.toast.resetSentDesc', { email: address }), variant: 'success' });
      onBack(address);
    } catch (error) {
      showAuthError(error instanceof Error ? error : null, 'password_reset', address);
    }
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
      <h2 className="form__title">{t('auth.reset.title')}</h2>
      {notice ? (
        <p className="notice notice--warning" role="alert">
          {notice}
        </p>
      ) : null}
      <p className="form__intro">{t('auth.reset.intro')}</p>
      <FormField label={t('auth.email')} error={errors.email?.message} required>
        <input className="input" type="email" autoComplete="email" inputMode="email" {...register('email')} />
      </FormField>
      <div className="form__actions">
        <button type="button" className="button button--secondary" onClick={() => onBack(getValues('email'))}>
          {t('auth.reset.back')}
        </button>
        <button type="submit" className="button button--primary" disabled={isSubmitting}>
          {isSubmitting ? t('auth.reset.sending') : t('auth.reset.submit')}
        </button>
      </div>
    </form>
  );
}
