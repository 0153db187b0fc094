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

/** French words that elide before a vowel or a mute h: "de Anne" reads "d'Anne". */
const FRENCH_ELIDING_WORD = /(^|[\s(«])(de|que|le|la|ne|je|me|te|se|ce) $/i;
const STARTS_WITH_VOWEL_SOUND = /^[aeiouyhàâäéèêëîïôöùûüœæ]/i;

/**
 * Fills a dictionary string for the text part. Unknown placeholders are left visible on purpose (tests catch them).
 * With `language` 'fr', the word before a value elides when the value starts with a vowel sound
 * ("message de {name}" with Anne gives "message d'Anne", not "message de Anne").
 */
export function fillText(template: string, values: Readonly<Record<string, string | number>> = {}, language?: 'en' | 'fr'): string {
  let out = '';
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    const index = match.index ?? 0;
    const key = match[1] ?? '';
    out += template.slice(last, index);
    if (key in values) {
      const value = String(values[key]);
      if (language === 'fr' && STARTS_WITH_VOWEL_SOUND.test(value)) {
        out = out.replace(FRENCH_ELIDING_WORD, (_all, before: string, word: string) => `${before}${word.slice(0, -1)}'`);
      }
      out += value;
    } else {
      out += match[0];
    }
    last = index + match[0].length;
  }
  return out + template.slice(last);
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
