import { escapeHtml, escapeUntrusted } from './escape-html';
import { getDictionary, resolveLanguage } from './i18n';
import { fillHtml, fillText, rawHtml } from './interpolate';
import { renderHtmlLayout, renderTextLayout, type FooterOptions } from './layout/email-layout';
import { bulletList, buttonWithFallback, detailsTable, heading, link, numberedList, paragraph, title } from './layout/html-components';
import { textBullets, textHeading, textNumbered } from './layout/text-components';
import { joinUrl, safeHttpUrl, sanitizeSubject, SUBJECT_PART_MAX, toSingleLine } from './sanitize-text';
import type { RenderedEmail, UnregisteredSenderEmailModel } from './types';

/**
 * The invitation: someone forwarded an email but their address has no
 * account. A friendly invitation, a clear "we did not check it", and safety advice meanwhile.
 */
export function renderUnregisteredSenderEmail(model: UnregisteredSenderEmailModel): RenderedEmail {
  const d = getDictionary(model.language);
  const u = d.unregistered;
  const c = d.common.colon;
  const subject = sanitizeSubject(u.subject);
  const scanAddress = toSingleLine(model.scanAddress, 254);
  const signupUrl = joinUrl(model.appBaseUrl, '/auth');
  const safeSignupUrl = safeHttpUrl(signupUrl);
  const sender = toSingleLine(model.attemptedEmailSender, 200) || d.common.unknownSender;
  const attemptedSubject = toSingleLine(model.attemptedEmailSubject, SUBJECT_PART_MAX * 2) || d.common.noSubject;
  const footer: FooterOptions = { supportEmail: model.supportEmail, appBaseUrl: model.appBaseUrl, showAntiFraudCentre: true };

  const scanHtml = rawHtml(`<strong>${escapeHtml(scanAddress)}</strong>`);
  const urlHtml = rawHtml(safeSignupUrl ? link(safeSignupUrl) : escapeHtml(signupUrl));
  const bodyHtml = [
    title(u.heading),
    paragraph(fillHtml(u.intro, { scanAddress: scanHtml })),
    paragraph(`<strong>${escapeHtml(u.notAnalysed)}</strong>`),
    detailsTable([
      { label: d.common.fromLabel, valueHtml: escapeUntrusted(sender) },
      { label: d.common.subjectLabel, valueHtml: escapeUntrusted(attemptedSubject) },
    ]),
    heading(u.signupTitle),
    numberedList(u.signupSteps.map((step) => fillHtml(step, { url: urlHtml, scanAddress: scanHtml }))),
    safeSignupUrl ? buttonWithFallback(safeSignupUrl, u.button, d.common.buttonFallback) : '',
    heading(d.common.safetyTipsTitle),
    bulletList(d.common.safetyTips.map((tip) => escapeHtml(tip))),
  ].join('\n');

  const html = renderHtmlLayout({
    language: resolveLanguage(model.language),
    dictionary: d,
    subject,
    preheader: u.preheader,
    bodyHtml,
    isTest: model.isTest,
    footer,
  });

  const text = renderTextLayout({
    dictionary: d,
    isTest: model.isTest,
    footer,
    blocks: [
      d.common.greetingNoName,
      `${u.heading}.`,
      fillText(u.intro, { scanAddress }),
      u.notAnalysed,
      `${d.common.forwardedEmailTitle}${c.trimEnd()}\n${d.common.fromLabel}${c}${sender}\n${d.common.subjectLabel}${c}${attemptedSubject}`,
      textHeading(u.signupTitle),
      textNumbered(u.signupSteps.map((step) => fillText(step, { url: signupUrl, scanAddress }))),
      textHeading(d.common.safetyTipsTitle),
      textBullets(d.common.safetyTips),
    ],
  });

  return { subject, html, text };
}
