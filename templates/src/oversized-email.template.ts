import { escapeHtml, escapeUntrusted } from './escape-html';
import { getDictionary, resolveLanguage } from './i18n';
import { fillHtml, fillText, rawHtml } from './interpolate';
import { renderEmail, type FooterOptions } from './layout/email-layout';
import { bulletList, heading, paragraph, title } from './layout/html-components';
import { textBullets, textHeading } from './layout/text-components';
import { sanitizeSubject, SUBJECT_PART_MAX, toSingleLine } from './sanitize-text';
import type { OversizedEmailModel, RenderedEmail } from './types';

function formatMegabytes(value: number, language: string): string {
  const safe = Number.isFinite(value) && value > 0 ? Math.round(value * 10) / 10 : 0;
  // Decimal comma in French ("2,5 Mo").
  return language === 'fr' ? String(safe).replace('.', ',') : String(safe);
}

/** The forwarded email was larger than we accept: polite, not analysed, what to try. */
export function renderOversizedEmail(model: OversizedEmailModel): RenderedEmail {
  const d = getDictionary(model.language);
  const t = d.oversized;
  const subject = sanitizeSubject(t.subject);
  const originalSubject = toSingleLine(model.originalSubject, SUBJECT_PART_MAX) || d.common.noSubject;
  const max = formatMegabytes(model.maxMegabytes, resolveLanguage(model.language));
  const footer: FooterOptions = { supportEmail: model.supportEmail, showAntiFraudCentre: true };

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
      paragraph(fillHtml(t.body, { subject: rawHtml(`<strong>${escapeUntrusted(originalSubject)}</strong>`), max })),
      heading(t.tryTitle),
      bulletList(t.tips.map((tip) => escapeHtml(tip))),
      heading(d.common.safetyTipsTitle),
      bulletList(d.common.safetyTips.map((tip) => escapeHtml(tip))),
    ],
    text: [
      d.common.greetingNoName,
      fillText(t.body, { subject: originalSubject, max }),
      textHeading(t.tryTitle),
      textBullets(t.tips),
      textHeading(d.common.safetyTipsTitle),
      textBullets(d.common.safetyTips),
    ],
  });
}
