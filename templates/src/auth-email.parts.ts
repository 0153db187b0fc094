import type { Dictionary } from './i18n/dictionary';
import { escapeHtml } from './escape-html';
import { buttonWithFallback, paragraph, smallParagraph } from './layout/html-components';
import { safeHttpUrl } from './sanitize-text';

/**
 * Shared body of the two auth emails (confirm sign-up, reset password): a button, the same link
 * written out, the 24 h expiry and "ignore if it wasn't you". A link that is not http(s) is
 * never put in an href; it is shown as text so the problem is visible rather than silent.
 */
export function actionLinkHtml(url: string, label: string, d: Dictionary): string {
  const safe = safeHttpUrl(url);
  return safe ? buttonWithFallback(safe, label, d.common.buttonFallback) : paragraph(escapeHtml(url));
}

export function noticeHtml(lines: readonly string[]): string {
  return lines.map((line) => smallParagraph(escapeHtml(line))).join('');
}
