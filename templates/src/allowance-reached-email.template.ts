import { DEFAULT_DAILY_SCAN_LIMIT } from '@scamcheck/shared';
import { escapeHtml, escapeUntrusted } from './escape-html';
import { getDictionary, resolveLanguage } from './i18n';
import { fillHtml, fillText, rawHtml } from './interpolate';
import { renderHtmlLayout, renderTextLayout, type FooterOptions } from './layout/email-layout';
import { bulletList, heading, panel, paragraph, title } from './layout/html-components';
import { textBullets, textHeading } from './layout/text-components';
import { THEME } from './layout/theme';
import { sanitizeSubject, SUBJECT_PART_MAX, toSingleLine } from './sanitize-text';
import type { AllowanceReachedEmailModel, RenderedEmail } from './types';

/** The daily allowance (DAILY_SCAN_LIMIT per rolling 24 h) is used up: not analysed, try later. */
export function renderAllowanceReachedEmail(model: AllowanceReachedEmailModel): RenderedEmail {
  const d = getDictionary(model.language);
  const t = d.allowance;
  const subject = sanitizeSubject(t.subject);
  const limit =
    Number.isFinite(model.dailyLimit) && model.dailyLimit > 0 ? Math.floor(model.dailyLimit) : DEFAULT_DAILY_SCAN_LIMIT;
  const limitSentence = limit === 1 ? t.limitOne : t.limitMany;
  const originalSubject = toSingleLine(model.originalSubject, SUBJECT_PART_MAX) || d.common.noSubject;
  const hint = toSingleLine(model.resetHint, 80);
  const footer: FooterOptions = { supportEmail: model.supportEmail, appBaseUrl: model.appBaseUrl, showAntiFraudCentre: true };

  const bodyHtml = [
    title(t.heading),
    paragraph(fillHtml(limitSentence, { limit })),
    paragraph(fillHtml(t.notChecked, { subject: rawHtml(`<strong>${escapeUntrusted(originalSubject)}</strong>`) })),
    paragraph(escapeHtml(hint ? `${t.tryLater} ${fillText(t.tryLaterHint, { hint })}` : t.tryLater)),
    panel(paragraph(`<strong>${escapeHtml(t.rushWarning)}</strong>`), THEME.warningAccent, THEME.warningTint),
    heading(d.common.safetyTipsTitle),
    bulletList(d.common.safetyTips.map((tip) => escapeHtml(tip))),
  ].join('\n');

  const html = renderHtmlLayout({
    language: resolveLanguage(model.language),
    dictionary: d,
    subject,
    preheader: t.preheader,
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
      `${t.heading}.`,
      [fillText(limitSentence, { limit }), fillText(t.notChecked, { subject: originalSubject })].join(' '),
      hint ? `${t.tryLater} ${fillText(t.tryLaterHint, { hint })}` : t.tryLater,
      t.rushWarning,
      textHeading(d.common.safetyTipsTitle),
      textBullets(d.common.safetyTips),
    ],
  });

  return { subject, html, text };
}
