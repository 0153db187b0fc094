import { escapeHtml, escapeUntrusted } from './escape-html';
import { getDictionary, resolveLanguage } from './i18n';
import { fillHtml, fillText, rawHtml } from './interpolate';
import { renderEmail, type FooterOptions } from './layout/email-layout';
import { bulletList, heading, paragraph, title } from './layout/html-components';
import { textBullets, textHeading } from './layout/text-components';
import { sanitizeSubject, SUBJECT_PART_MAX, toSingleLine } from './sanitize-text';
import type { RenderedEmail, UnreadableEmailModel } from './types';

/** Screenshots of a text we could not read: why, kindly, and what to send instead. */
function renderScreenshotProblemEmail(model: UnreadableEmailModel, problem: NonNullable<UnreadableEmailModel['screenshotProblem']>): RenderedEmail {
  const d = getDictionary(model.language);
  const t = d.screenshotProblem;
  const subject = sanitizeSubject(t.subject);
  const reason = t.reasons[problem] ?? t.reasons.unreadable;
  return renderEmail({
    language: resolveLanguage(model.language),
    dictionary: d,
    subject,
    preheader: t.preheader,
    isTest: model.isTest,
    footer: { supportEmail: model.supportEmail, showAntiFraudCentre: true },
    html: [
      title(t.heading),
      paragraph(escapeHtml(d.common.greetingNoName)),
      paragraph(`${escapeHtml(reason)} ${escapeHtml(t.notChecked)}`),
      heading(t.tryTitle),
      bulletList(t.steps.map((step) => escapeHtml(step))),
      paragraph(escapeHtml(t.thenSend)),
    ],
    text: [d.common.greetingNoName, `${reason} ${t.notChecked}`, textHeading(t.tryTitle), textBullets(t.steps), t.thenSend],
  });
}

/** We could not parse the forwarded message: not analysed; forwarding as an attachment usually works. */
export function renderUnreadableEmail(model: UnreadableEmailModel): RenderedEmail {
  if (model.screenshotProblem) return renderScreenshotProblemEmail(model, model.screenshotProblem);
  const d = getDictionary(model.language);
  const t = d.unreadable;
  const subject = sanitizeSubject(t.subject);
  const originalSubject = toSingleLine(model.originalSubject, SUBJECT_PART_MAX) || d.common.noSubject;
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
      paragraph(fillHtml(t.body, { subject: rawHtml(`<strong>${escapeUntrusted(originalSubject)}</strong>`) })),
      heading(t.tryTitle),
      bulletList(t.steps.map((step) => escapeHtml(step))),
      paragraph(escapeHtml(t.thenSend)),
      heading(d.common.safetyTipsTitle),
      bulletList(d.common.safetyTips.map((tip) => escapeHtml(tip))),
    ],
    text: [
      d.common.greetingNoName,
      fillText(t.body, { subject: originalSubject }),
      textHeading(t.tryTitle),
      textBullets(t.steps),
      t.thenSend,
      textHeading(d.common.safetyTipsTitle),
      textBullets(d.common.safetyTips),
    ],
  });
}
