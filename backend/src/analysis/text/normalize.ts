/**
 * Text normalisation shared by the detectors. Everything the rules match runs on the folded form:
 * lower-cased, accents removed (so one French rule matches "fédéral" and "federal"), whitespace
 * collapsed, and capped in length so a hostile message cannot make any rule slow.
 */
import { decodeHTMLStrict } from 'entities';

/** Longest text any detector looks at; scams say what they want early, and this bounds every regex. */
export const MAX_TEXT_CHARS = 24_000;
/** Longest HTML any detector looks at. */
export const MAX_HTML_CHARS = 400_000;

/** All combining marks: accents, and the marks scammers sprinkle between letters (Aܿmܿaܿzܿoܿn). */
const COMBINING_MARKS = /\p{M}/gu;
const ZERO_WIDTH = /[\u200b-\u200f\u2060\u00ad\ufeff]/g;

/** A complete HTML entity (named with its semicolon, or numeric): "&ccedil;", "&#231;", "&#xE7;". */
const HTML_ENTITY = /&(?:[a-z][a-z0-9]{1,31}|#[0-9]{1,7}|#x[0-9a-f]{1,6});/i;

/**
 * Plain text as its reader sees it: a phishing kit's text part may still hold HTML entities
 * ("instru&ccedil;&otilde;es"), which a mail program shows as they are but which hide the words from
 * every rule. Only complete entities are decoded (`entities`, strict), so "AT&T" or "R&D" stay as written.
 */
export function decodeTextEntities(text: string): string {
  return HTML_ENTITY.test(text) ? decodeHTMLStrict(text) : text;
}

/** Lower-case, strip accents and invisible characters, collapse whitespace, cap the length. */
export function foldText(input: string, max = MAX_TEXT_CHARS): string {
  const capped = input.length > max ? input.slice(0, max) : input;
  return capped
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .replace(ZERO_WIDTH, '')
    .toLowerCase()
    // Ligatures NFKD keeps: "sœur", "cœur", "l'œil" read as "soeur", "coeur", "l'oeil".
    .replace(/\u0153/g, 'oe')
    .replace(/\u00e6/g, 'ae')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d\u00ab\u00bb]/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Counts non-overlapping matches of a global regex, stopping at `limit` to bound the work. */
export function countMatches(text: string, re: RegExp, limit = 1000): number {
  const flags = re.flags.includes('g') ? re.flags : `${re.flags}g`;
  const global = new RegExp(re.source, flags);
  let count = 0;
  let m: RegExpExecArray | null;
  while ((m = global.exec(text)) !== null) {
    count += 1;
    if (count >= limit) break;
    if (m[0].length === 0) global.lastIndex += 1;
  }
  return count;
}

/** A short, safe excerpt of evidence for signals (never a whole body). */
export function excerpt(text: string, max = 80): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}
