import { escapeHtml, escapeHtmlMultiline } from './escape-html';
import { getDictionary, resolveLanguage } from './i18n';
import { fillText } from './interpolate';
import { renderEmail } from './layout/email-layout';
import { detailsTable, panel, paragraph, title } from './layout/html-components';
import { THEME } from './layout/theme';
import { sanitizeSubject, stripControlChars, SUBJECT_PART_MAX, toSingleLine } from './sanitize-text';
import type { ContactMessageModel, RenderedEmail } from './types';

/** Long enough for any honest message, short enough that the support inbox stays usable. */
const MAX_MESSAGE_LENGTH = 10_000;

/**
 * A contact-form message, sent to the support address. Everything in it is visitor input, so
 * every value is escaped; the text part carries the message itself under a short header.
 * (The sender's address belongs in Reply-To, which the backend sets, not in our From.)
 */
export function renderContactMessage(model: ContactMessageModel): RenderedEmail {
  const d = getDictionary(model.language);
  const t = d.contact;
  const c = d.common.colon;
  const name = toSingleLine(model.name, 100) || '?';
  const email = toSingleLine(model.email, 320);
  const topic = toSingleLine(model.subject, SUBJECT_PART_MAX);
  const message = stripControlChars(model.message).trim().slice(0, MAX_MESSAGE_LENGTH);
  const subject = sanitizeSubject(topic ? fillText(t.subjectWithTopic, { subject: topic }) : fillText(t.subjectWithoutTopic, { name }, resolveLanguage(model.language)));
  // Internal email: the user-facing footer (privacy promise, Anti-Fraud Centre) does not apply.
  const footer = null;

  return renderEmail({
    language: resolveLanguage(model.language),
    dictionary: d,
    subject,
    preheader: toSingleLine(message, 90),
    footer,
    html: [
      title(t.heading),
      detailsTable([
        { label: t.nameLabel, valueHtml: escapeHtml(name) },
        { label: t.emailLabel, valueHtml: escapeHtml(email) },
        { label: t.subjectLabel, valueHtml: escapeHtml(topic || t.noTopic) },
        { label: t.languageLabel, valueHtml: escapeHtml(t.languageName) },
      ]),
      panel(paragraph(escapeHtmlMultiline(message)), THEME.border, THEME.panelBackground),
    ],
    text: [
      [
        `${t.nameLabel}${c}${name}`,
        `${t.emailLabel}${c}${email}`,
        `${t.subjectLabel}${c}${topic || t.noTopic}`,
        `${t.languageLabel}${c}${t.languageName}`,
      ].join('\n'),
      `${t.messageLabel}${c.trimEnd()}\n${message}`,
    ],
  });
}
