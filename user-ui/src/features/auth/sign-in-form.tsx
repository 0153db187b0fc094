import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { useToast } from '@/components/ui/toast-context';
import { authClient } from '@/lib/auth-client';
import { signInSchema, type SignInValues } from './schemas';
import { useAuthErrorToast } from './use-auth-error-toast';

interface SignInFormProps {
  readonly defaultEmail?: string;
  readonly onForgotPassword: (email: string) => void;
}

export function SignInForm({ defaultEmail = '', onForgotPassword }: SignInFormProps) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const showAuthError = useAuthErrorToast();
  const [showPassword, setShowPassword] = useState(false);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({ resolver: zodResolver(signInSchema), defaultValues: { email: defaultEmail, password: '' } });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    try {
      const { error } = await authClient.signInWithPassword({ email: email.trim(), password });
      if (error) {
        showAuthError(error, 'login', email);
        return;
      }
      toast({ title: t('auth.toast.welcomeBack'), description: t('auth.toast.welcomeBackDesc'), variant: 'success' });
    } catch (error) {
      showAuthError(error instanceof Error ? error : null, 'login', email);
    }
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
      <FormField label={t('auth.email')} error={errors.email?.message} required>
        <input className="input" type="email" autoComplete="email" inputMode="email" {...register('email')} />
      </FormField>
      <FormField label={t('auth.password')} error={errors.password?.message} required>
        <input className="input" type={showPassword ? 'text' : 'password'} autoComplete="current-password" {...register('password')} />
      </FormField>
      <div className="form__row form__row--between">
        <label className="checkbox">
          <input type="checkbox" checked={showPassword} onChange={(event) => setShowPassword(event.target.checked)} />
          <span>{t('auth.showPassword')}</span>
        </label>
        <button type="button" className="link-button" onClick={() => onForgotPassword(getValues('email'))}>
          {t('auth.forgot')}
        </button>
      </div>
      <button type="submit" className="button button--primary button--block" disabled={isSubmitting}>
        {isSubmitting ? t('auth.signingIn') : t('auth.signIn')}
      </button>
    </form>
  );
}
