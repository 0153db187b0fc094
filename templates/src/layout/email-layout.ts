import { isValidEmail, type Language } from '@scamcheck/shared';
import { escapeHtml } from '../escape-html';
import type { Dictionary } from '../i18n/dictionary';
import { fillHtml, fillText, rawHtml } from '../interpolate';
import { joinUrl, safeHttpUrl, toSingleLine } from '../sanitize-text';
import { link, smallParagraph } from './html-components';
import { textBlocks } from './text-components';
import { THEME } from './theme';

export interface FooterOptions {
  readonly supportEmail?: string;
  /** Used for the contact page fallback and the site link. */
  readonly appBaseUrl?: string;
  /** The Anti-Fraud Centre line: on for every email about a forwarded message. */
  readonly showAntiFraudCentre: boolean;
}

export interface LayoutInput {
  readonly language: Language;
  readonly dictionary: Dictionary;
  /** Already sanitized subject, used as the document title. */
  readonly subject: string;
  /** Hidden inbox preview line. */
  readonly preheader: string;
  readonly bodyHtml: string;
  readonly isTest?: boolean;
  /** null: no footer (internal emails such as the contact-form message to support). */
  readonly footer: FooterOptions | null;
}

interface SupportContact {
  readonly email: string | null;
  readonly url: string | null;
}

function supportContact(footer: FooterOptions): SupportContact {
  const email = toSingleLine(footer.supportEmail, 254);
  if (email && isValidEmail(email)) return { email, url: null };
  const base = safeHttpUrl(footer.appBaseUrl);
  return { email: null, url: base ? joinUrl(base, '/contact') : null };
}

export function renderFooterHtml(dictionary: Dictionary, footer: FooterOptions): string {
  const t = dictionary.common;
  const contact = supportContact(footer);
  const parts: string[] = [smallParagraph(escapeHtml(t.footerAbout)), smallParagraph(escapeHtml(t.footerPrivacy))];
  if (contact.email) {
    const mail = `<a href="mailto:${escapeHtml(contact.email)}" style="color:${THEME.link};text-decoration:underline;">${escapeHtml(contact.email)}</a>`;
    parts.push(smallParagraph(fillHtml(t.footerSupportEmail, { email: rawHtml(mail) })));
  } else if (contact.url) {
    parts.push(smallParagraph(fillHtml(t.footerSupportUrl, { url: rawHtml(link(contact.url)) })));
  }
  if (footer.showAntiFraudCentre) parts.push(smallParagraph(`<strong style="color:${THEME.text};">${escapeHtml(t.footerCafc)}</strong>`));
  parts.push(smallParagraph(escapeHtml(t.footerAutomatic)));
  return parts.join('');
}

export function renderFooterText(dictionary: Dictionary, footer: FooterOptions): string {
  const t = dictionary.common;
  const contact = supportContact(footer);
  const lines: string[] = ['--', t.footerAbout, t.footerPrivacy];
  if (contact.email) lines.push(fillText(t.footerSupportEmail, { email: contact.email }));
  else if (contact.url) lines.push(fillText(t.footerSupportUrl, { url: contact.url }));
  if (footer.showAntiFraudCentre) lines.push(t.footerCafc);
  lines.push(t.footerAutomatic);
  return lines.join('\n');
}

/** Full HTML document: brand header, optional TEST strip, body, footer. Max width 600px. */
export function renderHtmlLayout(input: LayoutInput): string {
  const { dictionary: d } = input;
  const font = THEME.fontFamily;
  const testStrip = input.isTest
    ? `<tr><td style="padding:12px 28px;background-color:${THEME.testBackground};font-family:${font};font-size:${THEME.smallSize};line-height:1.5;font-weight:bold;color:${THEME.testText};">${escapeHtml(d.common.testNotice)}</td></tr>`
    : '';
  return [
    '<!DOCTYPE html>',
    `<html lang="${input.language === 'fr' ? 'fr-CA' : 'en-CA'}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="x-apple-disable-message-reformatting">',
    // Light only: our colour pairs are checked for contrast on light backgrounds.
    '<meta name="color-scheme" content="light">',
    '<meta name="supported-color-schemes" content="light">',
    `<title>${escapeHtml(input.subject)}</title>`,
    '</head>',
    `<body style="margin:0;padding:0;background-color:${THEME.pageBackground};">`,
    // Preheader: the grey preview line in the inbox list. Hidden in the opened email.
    `<div style="display:none;font-size:1px;line-height:1px;max-height:0;max-width:0;opacity:0;overflow:hidden;mso-hide:all;">${escapeHtml(input.preheader)}</div>`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${THEME.pageBackground};">`,
    '<tr><td align="center" style="padding:24px 8px;">',
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;width:100%;background-color:${THEME.cardBackground};border:1px solid ${THEME.border};border-radius:8px;overflow:hidden;">`,
    `<tr><td style="padding:20px 28px;background-color:${THEME.brandBackground};">` +
      `<div style="font-family:${font};font-size:26px;line-height:1.2;font-weight:bold;color:${THEME.brandText};">${escapeHtml(d.common.brandName)}</div>` +
      `<div style="font-family:${font};font-size:${THEME.smallSize};line-height:1.4;color:${THEME.brandText};">${escapeHtml(d.common.tagline)}</div>` +
      '</td></tr>',
    testStrip,
    `<tr><td style="padding:28px 28px 12px 28px;">${input.bodyHtml}</td></tr>`,
    input.footer
      ? `<tr><td style="padding:20px 28px 16px 28px;border-top:1px solid ${THEME.border};background-color:${THEME.panelBackground};">${renderFooterHtml(d, input.footer)}</td></tr>`
      : '',
    '</table>',
    '</td></tr>',
    '</table>',
    '</body>',
    '</html>',
  ]
    .filter((line) => line.length > 0)
    .join('\n');
}

export interface TextLayoutInput {
  readonly dictionary: Dictionary;
  readonly blocks: ReadonlyArray<string | null | undefined | false>;
  readonly isTest?: boolean;
  readonly footer: FooterOptions | null;
}

export function renderTextLayout(input: TextLayoutInput): string {
  return textBlocks([
    input.isTest ? input.dictionary.common.testNotice : null,
    ...input.blocks,
    input.footer ? renderFooterText(input.dictionary, input.footer) : null,
  ]);
}

export interface EmailInput extends Omit<LayoutInput, 'bodyHtml'> {
  /** HTML blocks of the body, in order (already escaped by the components). */
  readonly html: readonly string[];
  /** The same content as plain-text blocks, in order. */
  readonly text: TextLayoutInput['blocks'];
}

/** One email in both formats: the HTML layout and the plain-text layout around the same content. */
export function renderEmail(input: EmailInput): { subject: string; html: string; text: string } {
  const { html, text, ...layout } = input;
  return {
    subject: input.subject,
    html: renderHtmlLayout({ ...layout, bodyHtml: html.join('\n') }),
    text: renderTextLayout({ dictionary: input.dictionary, isTest: input.isTest, footer: input.footer, blocks: text }),
  };
}
