import { escapeHtml, escapeUntrusted } from './escape-html';
import { getDictionary, resolveLanguage } from './i18n';
import { fillHtml, fillText, rawHtml } from './interpolate';
import { renderEmail, type FooterOptions } from './layout/email-layout';
import { bulletList, heading, paragraph, title } from './layout/html-components';
import { textBullets, textHeading } from './layout/text-components';
import { sanitizeSubject, SUBJECT_PART_MAX, toSingleLine } from './sanitize-text';
import type { RenderedEmail, UnverifiedForwardEmailModel } from './types';

/** A member's forward that our mail server could not authenticate: not analysed, no verdict given. */
export function renderUnverifiedForwardEmail(model: UnverifiedForwardEmailModel): RenderedEmail {
  const d = getDictionary(model.language);
  const t = d.unverified;
  const originalSubject = toSingleLine(model.originalSubject, SUBJECT_PART_MAX) || d.common.noSubject;
  const footer: FooterOptions = { supportEmail: model.supportEmail, showAntiFraudCentre: true };

  return renderEmail({
    language: resolveLanguage(model.language),
    dictionary: d,
    subject: sanitizeSubject(t.subject),
    preheader: t.preheader,
    isTest: model.isTest,
    footer,
    html: [
      title(t.heading),
      paragraph(escapeHtml(d.common.greetingNoName)),
      paragraph(fillHtml(t.body, { subject: rawHtml(`<strong>${escapeUntrusted(originalSubject)}</strong>`) })),
      heading(t.tryTitle),
      bulletList(t.tips.map((tip) => escapeHtml(tip))),
    ],
    text: [d.common.greetingNoName, fillText(t.body, { subject: originalSubject }), textHeading(t.tryTitle), textBullets(t.tips)],
  });
}
