import { actionLinkHtml, noticeHtml } from './auth-email.parts';
import { escapeHtml } from './escape-html';
import { getDictionary, resolveLanguage } from './i18n';
import { fillHtml, fillText } from './interpolate';
import { renderEmail, type FooterOptions } from './layout/email-layout';
import { paragraph, title } from './layout/html-components';
import { sanitizeSubject, toSingleLine } from './sanitize-text';
import type { RenderedEmail, SignupConfirmationEmailModel } from './types';

/** "Confirm your email" after sign-up; the link leads to GET /auth/v1/verify. */
export function renderSignupConfirmationEmail(model: SignupConfirmationEmailModel): RenderedEmail {
  const d = getDictionary(model.language);
  const t = d.signup;
  const subject = sanitizeSubject(t.subject);
  const name = toSingleLine(model.name, 60);
  const url = toSingleLine(model.confirmUrl, 2000);
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
      paragraph(name ? fillHtml(d.common.greeting, { name }) : escapeHtml(d.common.greetingNoName)),
      paragraph(escapeHtml(t.body)),
      actionLinkHtml(url, t.button, d),
      noticeHtml([t.expiry, t.ignore]),
    ],
    text: [
      name ? fillText(d.common.greeting, { name }) : d.common.greetingNoName,
      `${t.heading}!`,
      t.body,
      `${t.button}${d.common.colon.trimEnd()}\n${url}`,
      `${t.expiry}\n${t.ignore}`,
    ],
  });
}
