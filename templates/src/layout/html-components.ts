import { escapeHtml } from '../escape-html';
import { THEME } from './theme';

/**
 * Small HTML building blocks for email clients: tables for layout, inline styles only (many
 * clients drop <style>), no images. Every argument named `...Html` must already be safe HTML;
 * plain strings are escaped here.
 */

/** Long unbroken strings (addresses, our link-breaking joiners) must wrap instead of widening the email on phones. */
const WRAP_STYLE = 'overflow-wrap:break-word;word-wrap:break-word;word-break:break-word;';
const TEXT_STYLE = `font-family:${THEME.fontFamily};font-size:${THEME.bodySize};line-height:${THEME.lineHeight};color:${THEME.text};${WRAP_STYLE}`;

export function paragraph(innerHtml: string, extraStyle = ''): string {
  return `<p style="margin:0 0 16px 0;${TEXT_STYLE}${extraStyle}">${innerHtml}</p>`;
}

export function smallParagraph(innerHtml: string): string {
  return `<p style="margin:0 0 12px 0;font-family:${THEME.fontFamily};font-size:${THEME.smallSize};line-height:1.5;color:${THEME.muted};${WRAP_STYLE}">${innerHtml}</p>`;
}

export function heading(text: string, color: string = THEME.heading): string {
  return `<h2 style="margin:28px 0 12px 0;font-family:${THEME.fontFamily};font-size:22px;line-height:1.3;font-weight:bold;color:${color};">${escapeHtml(text)}</h2>`;
}

export function subheading(innerHtml: string, color: string = THEME.heading): string {
  return `<h3 style="margin:0 0 8px 0;font-family:${THEME.fontFamily};font-size:19px;line-height:1.35;font-weight:bold;color:${color};">${innerHtml}</h3>`;
}

export function bulletList(itemsHtml: readonly string[]): string {
  if (itemsHtml.length === 0) return '';
  const items = itemsHtml.map((item) => `<li style="margin:0 0 10px 0;${TEXT_STYLE}">${item}</li>`).join('');
  return `<ul style="margin:0 0 16px 0;padding:0 0 0 26px;">${items}</ul>`;
}

export function numberedList(itemsHtml: readonly string[]): string {
  if (itemsHtml.length === 0) return '';
  const items = itemsHtml.map((item) => `<li style="margin:0 0 10px 0;${TEXT_STYLE}">${item}</li>`).join('');
  return `<ol style="margin:0 0 16px 0;padding:0 0 0 28px;">${items}</ol>`;
}

/** A full-width panel with a coloured left edge (callouts, reason groups, AI advice). */
export function panel(innerHtml: string, accent: string, background: string): string {
  return (
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px 0;border-collapse:separate;">` +
    `<tr><td style="padding:16px 18px 4px 18px;background-color:${background};border-left:6px solid ${accent};border-radius:4px;">${innerHtml}</td></tr></table>`
  );
}

/** Label / value rows, e.g. From and Subject of the checked email. Values must be escaped. */
export function detailsTable(rows: ReadonlyArray<{ readonly label: string; readonly valueHtml: string }>): string {
  const body = rows
    .map(
      (row) =>
        `<tr><td valign="top" style="padding:6px 12px 6px 0;width:90px;font-family:${THEME.fontFamily};font-size:${THEME.smallSize};line-height:1.5;font-weight:bold;color:${THEME.muted};">${escapeHtml(row.label)}</td>` +
        `<td valign="top" style="padding:6px 0;font-family:${THEME.fontFamily};font-size:${THEME.bodySize};line-height:1.5;color:${THEME.text};${WRAP_STYLE}">${row.valueHtml}</td></tr>`,
    )
    .join('');
  return (
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px 0;background-color:${THEME.panelBackground};border:1px solid ${THEME.border};border-radius:6px;">` +
    `<tr><td style="padding:10px 16px;"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">${body}</table></td></tr></table>`
  );
}

/** "Bulletproof" button: a coloured table cell around a link, works without images or CSS support. */
export function button(url: string, label: string): string {
  const href = escapeHtml(url);
  return (
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 20px 0;"><tr>` +
    `<td align="center" bgcolor="${THEME.buttonBackground}" style="background-color:${THEME.buttonBackground};border-radius:6px;">` +
    `<a href="${href}" target="_blank" rel="noopener" style="display:inline-block;padding:14px 28px;font-family:${THEME.fontFamily};font-size:${THEME.bodySize};font-weight:bold;line-height:1.2;color:${THEME.buttonText};text-decoration:none;border-radius:6px;">${escapeHtml(label)}</a>` +
    `</td></tr></table>`
  );
}

export function link(url: string, label?: string): string {
  return `<a href="${escapeHtml(url)}" target="_blank" rel="noopener" style="color:${THEME.link};text-decoration:underline;word-break:break-all;">${escapeHtml(label ?? url)}</a>`;
}

/** A small rounded label, e.g. "AI" next to AI-found reasons. */
export function pill(text: string, background: string, color: string): string {
  return `<span style="display:inline-block;padding:2px 8px;margin:0 6px 0 0;border-radius:10px;background-color:${background};color:${color};font-family:${THEME.fontFamily};font-size:16px;font-weight:bold;line-height:1.3;vertical-align:middle;">${escapeHtml(text)}</span>`;
}

export function strong(innerHtml: string): string {
  return `<strong>${innerHtml}</strong>`;
}

/** The one big heading at the top of an email body. */
export function title(text: string): string {
  return `<h1 style="margin:0 0 16px 0;font-family:${THEME.fontFamily};font-size:26px;line-height:1.3;font-weight:bold;color:${THEME.heading};">${escapeHtml(text)}</h1>`;
}

/** Button plus the same link written out, for clients that block buttons and for copying. */
export function buttonWithFallback(url: string, label: string, fallbackText: string): string {
  return button(url, label) + smallParagraph(`${escapeHtml(fallbackText)}<br>${link(url)}`);
}
