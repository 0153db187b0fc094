import type { Language, TestEmailType } from '@scamcheck/shared';
import { renderAnalysisEmail } from './analysis-email.template';
import { getDictionary, resolveLanguage } from './i18n';
import { sampleAnalysis } from './sample-analysis';
import { sanitizeSubject } from './sanitize-text';
import type { RenderedEmail, TestEmailContext } from './types';
import { renderUnregisteredSenderEmail } from './unregistered-sender-email.template';

export const TEST_SUBJECT_PREFIX = '[TEST] ';

/**
 * The admin console's Test Email (types: dangerous, suspicious, safe, unregistered).
 * Renders the real template with sample data, adds a visible TEST notice and prefixes the
 * subject with "[TEST] " so nobody mistakes it for a real verdict.
 */
export function renderTestEmail(type: TestEmailType, language: Language, ctx: TestEmailContext): RenderedEmail {
  const lang = resolveLanguage(language);
  let email: RenderedEmail;
  if (type === 'dangerous' || type === 'suspicious' || type === 'safe') {
    email = renderAnalysisEmail({ ...sampleAnalysis(type, lang, ctx.appBaseUrl), supportEmail: ctx.supportEmail, isTest: true });
  } else {
    // 'unregistered' (the spec's default) and anything unexpected.
    const sample = getDictionary(lang).samples.unregistered;
    email = renderUnregisteredSenderEmail({
      language: lang,
      attemptedEmailSubject: sample.attemptedEmailSubject,
      attemptedEmailSender: sample.attemptedEmailSender,
      appBaseUrl: ctx.appBaseUrl,
      scanAddress: ctx.scanAddress,
      supportEmail: ctx.supportEmail,
      isTest: true,
    });
  }
  return { ...email, subject: sanitizeSubject(`${TEST_SUBJECT_PREFIX}${email.subject}`) };
}
