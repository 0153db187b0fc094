import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { LIMITS, MESSAGES, TOAST_DURATION_MS, isValidEmail } from '@scamcheck/shared';
import { FormField } from '@/components/ui/form-field';
import { useToast } from '@/components/ui/toast-context';
import { currentLanguage } from '@/i18n';
import { ApiError, apiRequest } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-error-message';

export const CONTACT_LIMITS = { messageMin: 10, messageMax: 5000, subjectMax: 200 } as const;

export const contactSchema = z.object({
  name: z.string().trim().min(1, 'contactNameRequired').max(LIMITS.nameMax, MESSAGES.nameMax),
  email: z.string().trim().max(LIMITS.signupEmailMax, MESSAGES.emailMax).refine(isValidEmail, MESSAGES.emailInvalid),
  subject: z.string().trim().max(CONTACT_LIMITS.subjectMax, 'subjectMax'),
  message: z.string().trim().min(CONTACT_LIMITS.messageMin, 'contactMessageMin').max(CONTACT_LIMITS.messageMax, 'contactMessageMax'),
});
type ContactInput = z.input<typeof contactSchema>;
type ContactValues = z.output<typeof contactSchema>;

const FIELDS = ['name', 'email', 'subject', 'message'] as const;

/** The contact form: a message to support through POST /api/contact. */
export function ContactForm() {
  const { t, i18n } = useTranslation();
  const { toast } = useToast();
  const [sent, setSent] = useState<{ name: string; email: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput, unknown, ContactValues>({
    resolver: zodResolver(contactSchema),
    defaultValues: { name: '', email: '', subject: '', message: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await apiRequest('/api/contact', {
        method: 'POST',
        auth: false,
        body: { ...values, subject: values.subject || undefined, language: currentLanguage() },
      });
      setSent({ name: values.name, email: values.email });
      reset();
    } catch (error) {
      const message = apiErrorMessage(error, t, i18n.language);
      if (error instanceof ApiError) {
        for (const field of FIELDS) {
          const fieldMessage = error.fieldErrors[field];
          if (fieldMessage) setError(field, { message: fieldMessage });
        }
      }
      toast({ title: t('contact.failed'), description: message, variant: 'destructive', durationMs: TOAST_DURATION_MS.error });
    }
  });

  if (sent) {
    return (
      <div className="notice notice--success contact-sent" role="status" data-testid="contact-sent">
        <h2 className="contact-sent__title">
          <span aria-hidden="true">✓ </span>
          {t('contact.sentTitle')}
        </h2>
        <p>{t('contact.sentText', { name: sent.name, email: sent.email })}</p>
        <button type="button" className="button button--secondary" onClick={() => setSent(null)}>
          {t('contact.sendAnother')}
        </button>
      </div>
    );
  }

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
      <p className="form__intro form__intro--small">{t('common.requiredNote')}</p>
      <FormField label={t('contact.name')} error={errors.name?.message} required>
        <input className="input" type="text" autoComplete="name" {...register('name')} />
      </FormField>
      <FormField label={t('contact.email')} error={errors.email?.message} required>
        <input className="input" type="email" autoComplete="email" inputMode="email" {...register('email')} />
      </FormField>
      <FormField label={t('contact.subject')} error={errors.subject?.message} optional>
        <input className="input" type="text" {...register('subject')} />
      </FormField>
      <FormField label={t('contact.message')} error={errors.message?.message} hint={t('contact.safety')} required>
        <textarea className="input textarea" rows={6} {...register('message')} />
      </FormField>
      <button type="submit" className="button button--primary button--block" disabled={isSubmitting}>
        {isSubmitting ? t('contact.sending') : t('contact.submit')}
      </button>
    </form>
  );
}
