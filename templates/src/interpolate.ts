import { escapeHtml } from './escape-html';

/**
 * Dictionary strings hold `{placeholder}`s and are plain text. The same string feeds the HTML
 * part (escaped here, piece by piece) and the text part, so wording never drifts between them.
 */

/** A value that is already safe HTML (our own markup around escaped user values). */
export interface HtmlFragment {
  readonly html: string;
}

export function rawHtml(html: string): HtmlFragment {
  return { html };
}

export type HtmlValue = string | number | HtmlFragment;

const PLACEHOLDER = /\{(\w+)\}/g;

/** Fills a dictionary string for the text part. Unknown placeholders are left visible on purpose (tests catch them). */
export function fillText(template: string, values: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(PLACEHOLDER, (match, key: string) => (key in values ? String(values[key]) : match));
}

/** Fills a dictionary string for the HTML part: template text and plain values are escaped, fragments are not. */
export function fillHtml(template: string, values: Readonly<Record<string, HtmlValue>> = {}): string {
  let out = '';
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    const index = match.index ?? 0;
    out += escapeHtml(template.slice(last, index));
    const key = match[1] ?? '';
    const value = values[key];
    if (value === undefined) out += escapeHtml(match[0]);
    else if (typeof value === 'object') out += value.html;
    else out += escapeHtml(value);
    last = index + match[0].length;
  }
  return out + escapeHtml(template.slice(last));
}
