/** Link extraction from plain text and merging of link lists (deduplicated, capped). */
import { parse as parseHost } from 'tldts';
import type { EmailLink } from '../analysis.types';
import { PARSING_LIMITS } from './parsing.limits';

// Linear: a prefix then a run of URL characters; trailing punctuation is trimmed afterwards.
const TEXT_URL_RE = /\b(?:https?:\/\/|www\.)[^\s<>"'`{}|\\^[\]\u00a0\u2018-\u201f«»]+/gi;
const TRAILING_PUNCT_RE = /[.,;:!?)\]*]+$/;

/** Hrefs that are not web destinations the engine should judge. */
function isIgnoredHref(href: string): boolean {
  return /^(?:mailto:|tel:|sms:|cid:|#|about:blank)/i.test(href);
}

export function normaliseTextUrl(raw: string): string {
  let url = raw.replace(TRAILING_PUNCT_RE, '');
  // A closing parenthesis belongs to the URL only when it has an opening one.
  if (url.endsWith(')') && url.indexOf('(') < 0) url = url.slice(0, -1);
  if (/^www\./i.test(url)) url = `http://${url}`;
  return url.slice(0, PARSING_LIMITS.maxUrlChars);
}

/**
 * Bare URLs written in plain text (http(s):// or www.), in order of appearance. URLs that are only
 * the visible text of an HTML link (`<a href="evil">https://bank.com</a>`, rendered by text parts as
 * "https://bank.com <evil>") are skipped: they are not where the link goes.
 */
export function extractTextUrls(text: string, anchorTexts: ReadonlySet<string> = new Set()): EmailLink[] {
  const found: EmailLink[] = [];
  TEXT_URL_RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = TEXT_URL_RE.exec(text)) !== null && found.length < PARSING_LIMITS.maxLinks) {
    const href = normaliseTextUrl(m[0]);
    if (href.length > 10 && !anchorTexts.has(m[0]) && !anchorTexts.has(href)) found.push({ href });
  }
  return found;
}

/**
 * Merges link lists in priority order: one entry per href, the first visible text wins, mailto/tel/cid
 * and in-page anchors are dropped, at most `maxLinks` entries.
 */
export function mergeLinks(...lists: EmailLink[][]): EmailLink[] {
  const byHref = new Map<string, EmailLink>();
  for (const list of lists) {
    for (const link of list) {
      const href = link.href.trim();
      if (!href || isIgnoredHref(href)) continue;
      const existing = byHref.get(href);
      if (existing) {
        if (!existing.text && link.text) existing.text = link.text;
        continue;
      }
      if (byHref.size >= PARSING_LIMITS.maxLinks) continue;
      byHref.set(href, link.text ? { href, text: link.text } : { href });
    }
  }
  return [...byHref.values()];
}

/** Visible texts of HTML links that look like URLs themselves, for extractTextUrls. */
export function urlLikeAnchorTexts(links: readonly EmailLink[]): Set<string> {
  const texts = new Set<string>();
  for (const link of links) {
    const text = link.text?.trim();
    if (text && /^(?:https?:\/\/|www\.)\S+$/i.test(text) && normaliseTextUrl(text) !== normaliseTextUrl(link.href)) {
      texts.add(text);
      texts.add(normaliseTextUrl(text));
    }
  }
  return texts;
}

/**
 * A bare domain in words a person copied ("cpost-track.com/pay") is a link: phones and mail apps make
 * it one. It gets a scheme so it is read as the link it is. Only a host under a real public suffix
 * counts ("Ste.Julie", "file.v2" do not); amounts ("$1.99"), times, emails and written URLs are left alone.
 */
export function linkifyBareDomains(text: string): string {
  return text.replace(
    /(^|[\s(])((?:[a-z0-9][a-z0-9-]*\.)+[a-z]{2,12}(?:\/[^\s)]*)?)(?=$|[\s),!?]|\.(?:\s|$))/gim,
    (match, lead: string, target: string) => {
      const host = target.split('/')[0];
      const known = parseHost(host.toLowerCase());
      return /^www\./i.test(host) || !known.domain || !known.isIcann ? match : `${lead}https://${target}`;
    },
  );
}
