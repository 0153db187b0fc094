import { actionLinkHtml, noticeHtml } from './auth-email.parts';
import { escapeHtml } from './escape-html';
import { getDictionary, resolveLanguage } from './i18n';
import { renderEmail, type FooterOptions } from './layout/email-layout';
import { paragraph, title } from './layout/html-components';
import { sanitizeSubject, toSingleLine } from './sanitize-text';
import type { PasswordRecoveryEmailModel, RenderedEmail } from './types';

/** Password reset link; leads to {origin}/auth?reset=true with the session in the fragment. */
export function renderPasswordRecoveryEmail(model: PasswordRecoveryEmailModel): RenderedEmail {
  const d = getDictionary(model.language);
  const t = d.recovery;
  const subject = sanitizeSubject(t.subject);
  const url = toSingleLine(model.resetUrl, 2000);
  const footer: FooterOptions = { supportEmail: model.supportEmail, showAntiFraudCentre: false };

  return renderEmail({
    language: resolveLanguage(model.language),
    dictionary: d,
    subject,
    preheader: t.preheader,
    isTest: model.isTest,
    footer,
    html: [
      title(t.heading),
      paragraph(escapeHtml(d.common.greetingNoName)),
      paragraph(escapeHtml(t.body)),
      actionLinkHtml(url, t.button, d),
      noticeHtml([t.expiry, t.ignore, t.neverAsk]),
    ],
    text: [
      d.common.greetingNoName,
      t.body,
      `${t.button}${d.common.colon.trimEnd()}\n${url}`,
      `${t.expiry}\n${t.ignore}\n${t.neverAsk}`,
    ],
  });
}
