import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { TOAST_DURATION_MS } from '@scamcheck/shared';
import { FormField } from '@/components/ui/form-field';
import { Icon } from '@/components/ui/icons';
import { useToast } from '@/components/ui/toast-context';
import { paths } from '@/config/paths';
import { currentLanguage, translateValidation } from '@/i18n';
import { authClient } from '@/lib/auth-client';
import { GenderOptions } from './gender-options';
import { emptyToNull, signUpSchema, type SignUpInput, type SignUpValues } from './schemas';
import { useAuthErrorToast } from './use-auth-error-toast';

interface SignUpFormProps {
  /** Confirmation required: switch to the login form with this address. */
  readonly onConfirmationSent: (email: string) => void;
}

export function SignUpForm({ onConfirmationSent }: SignUpFormProps) {
  const { t, i18n } = useTranslation();
  const { toast } = useToast();
  const navigate = useNavigate();
  const showAuthError = useAuthErrorToast();
  const [showPassword, setShowPassword] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignUpInput, unknown, SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '', phone: '', gender: '', country: '', termsAccepted: false },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { data, error } = await authClient.signUp({
        email: values.email,
        password: values.password,
        options: {
          data: {
            name: values.name,
            phone: emptyToNull(values.phone),
            gender: emptyToNull(values.gender),
            country: emptyToNull(values.country),
            language: currentLanguage(),
          },
          emailRedirectTo: `${window.location.origin}${paths.auth}?confirmed=true`,
        },
      });
      if (error) {
        showAuthError(error, 'signup', values.email);
        return;
      }
      if (!data.session) {
        toast({
          title: t('auth.toast.checkEmail'),
          description: t('auth.toast.checkEmailDesc', { email: values.email }),
          durationMs: TOAST_DURATION_MS.checkEmail,
        });
        onConfirmationSent(values.email);
        return;
      }
      toast({ title: t('auth.toast.welcome'), description: t('auth.toast.welcomeDesc'), variant: 'success' });
      navigate(paths.dashboard, { replace: true });
    } catch (error) {
      showAuthError(error instanceof Error ? error : null, 'signup', values.email);
    }
  });

  const termsError = errors.termsAccepted?.message;
  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
      <p className="form__intro form__intro--small">{t('common.requiredNote')}</p>
      <FormField label={t('auth.signUp.name')} error={errors.name?.message} required>
        <input className="input" type="text" autoComplete="name" {...register('name')} />
      </FormField>
      <FormField label={t('auth.signUp.email')} error={errors.email?.message} required>
        <input className="input" type="email" autoComplete="email" inputMode="email" {...register('email')} />
      </FormField>
      <FormField label={t('auth.signUp.password')} hint={t('auth.signUp.passwordHint')} error={errors.password?.message} required>
        <input className="input" type={showPassword ? 'text' : 'password'} autoComplete="new-password" {...register('password')} />
      </FormField>
      <FormField label={t('auth.signUp.confirm')} error={errors.confirmPassword?.message} required>
        <input className="input" type={showPassword ? 'text' : 'password'} autoComplete="new-password" {...register('confirmPassword')} />
      </FormField>
      <label className="checkbox">
        <input type="checkbox" checked={showPassword} onChange={(event) => setShowPassword(event.target.checked)} />
        <span>{t('auth.showPassword')}</span>
      </label>
      <FormField label={t('auth.signUp.phone')} error={errors.phone?.message} optional>
        <input className="input" type="tel" autoComplete="tel" inputMode="tel" {...register('phone')} />
      </FormField>
      <FormField label={t('auth.signUp.gender')} error={errors.gender?.message} optional>
        <select className="input select" {...register('gender')}>
          <GenderOptions />
        </select>
      </FormField>
      <FormField label={t('auth.signUp.country')} error={errors.country?.message} optional>
        <input className="input" type="text" autoComplete="country-name" placeholder={t('auth.signUp.countryPlaceholder')} {...register('country')} />
      </FormField>
      <div className={termsError ? 'field field--invalid' : 'field'}>
        <div className="checkbox checkbox--terms">
          <input
            id="terms-accepted"
            type="checkbox"
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? 'terms-error' : undefined}
            aria-required="true"
            {...register('termsAccepted')}
          />
          <label htmlFor="terms-accepted">
            <Trans
              i18nKey="auth.signUp.terms"
              components={{
                terms: <Link to={paths.terms} target="_blank" rel="noopener" />,
                privacy: <Link to={paths.privacy} target="_blank" rel="noopener" />,
                eula: <Link to={paths.eula} target="_blank" rel="noopener" />,
              }}
            />
            <span aria-hidden="true"> *</span>
            <span className="sr-only"> {t('common.opensInNewTab')}</span>
          </label>
        </div>
        {termsError ? (
          <p className="field__error" id="terms-error">
            <Icon name="alert" size={18} />
            {translateValidation(termsError, i18n.language)}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button button--primary button--block" disabled={isSubmitting}>
        {isSubmitting ? t('auth.signUp.submitting') : t('auth.signUp.submit')}
      </button>
    </form>
  );
}
