/**
 * Plain-text hygiene for values taken from forwarded emails and users: control characters,
 * header injection, spoofing characters, over-long values and live links.
 */

/**
 * C0/C1 controls (except tab/newline, handled by callers), Unicode line/paragraph separators and
 * bidirectional overrides. Bidi overrides are a known trick to make "exe.pdf" look like "fdp.exe"
 * in subjects and sender names, so we drop them everywhere.
 */
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;
const LINE_BREAKS = /[\r\n\t\u2028\u2029\u0085]+/g;

export const SUBJECT_PART_MAX = 100;
export const SUBJECT_MAX = 180;
export const EXCERPT_MAX = 400;

/** Truncates by code point (never splits an emoji or accented pair) and marks the cut with "…". */
export function truncate(value: string, max: number): string {
  const chars = Array.from(value);
  if (chars.length <= max) return value;
  return `${chars.slice(0, Math.max(0, max - 1)).join('').trimEnd()}…`;
}

/** Removes control characters but keeps line breaks (for multi-line content). */
export function stripControlChars(value: string | null | undefined): string {
  return (value ?? '').replace(/\r\n?/g, '\n').replace(/[\u2028\u2029\u0085]/g, '\n').replace(CONTROL_CHARS, '');
}

/**
 * One-line, header-safe text: CR/LF and every other control character become a single space,
 * so a hostile subject such as "Hi\r\nBcc: x@evil" cannot add a header. Length-capped.
 */
export function toSingleLine(value: string | null | undefined, max: number): string {
  const cleaned = (value ?? '')
    .replace(LINE_BREAKS, ' ')
    .replace(CONTROL_CHARS, '')
    // Collapse ordinary whitespace but keep non-breaking spaces: French typography relies on them.
    .replace(/[^\S\u00a0\u202f]+/g, ' ')
    .trim();
  return truncate(cleaned, max);
}

/** The final guard on every Subject header we produce. */
export function sanitizeSubject(value: string | null | undefined, max: number = SUBJECT_MAX): string {
  return toSingleLine(value, max);
}

const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;

/**
 * Shortens the forwarded content for display: one paragraph-ish block, links replaced by a
 * placeholder (we never give the reader a clickable scam link), capped at a word boundary.
 */
export function shortenExcerpt(value: string | null | undefined, linkPlaceholder: string, max: number = EXCERPT_MAX): string {
  const withoutLinks = stripControlChars(value).replace(URL_PATTERN, linkPlaceholder);
  const compact = withoutLinks
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .filter((line) => line.length > 0)
    .join('\n');
  const chars = Array.from(compact);
  if (chars.length <= max) return compact;
  const cut = chars.slice(0, max).join('');
  const lastSpace = cut.lastIndexOf(' ');
  const atWord = lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut;
  return `${atWord.trimEnd()}…`;
}

/** Only http(s) links are ever put in an href (no javascript:, data:, mailto tricks). */
export function safeHttpUrl(value: string | null | undefined): string | null {
  const url = (value ?? '').trim();
  if (!/^https?:\/\/[^\s<>"']+$/i.test(url)) return null;
  return url;
}

/** Joins the configured public origin and a path, tolerating a trailing slash on the origin. */
export function joinUrl(base: string, path: string): string {
  const trimmed = (base ?? '').trim().replace(/\/+$/, '');
  return `${trimmed}${path.startsWith('/') ? path : `/${path}`}`;
}
