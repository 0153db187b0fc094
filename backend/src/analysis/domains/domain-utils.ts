/**
 * Host and domain helpers. No network: we only reason about the text of a host name.
 */
import { domainToUnicode } from 'node:url';
import { getDomain } from 'tldts';
import hosting from '../data/hosting.json';

/**
 * Platforms where each customer gets a subdomain but which the Public Suffix List does not list (the
 * customer is the registrable part), and Quebec's government zone (saaq.gouv.qc.ca belongs to the SAAQ).
 */
const EXTRA_SUFFIXES = new Set<string>(hosting.customerSubdomainSuffixes);

const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/** Private, loopback and link-local addresses: links to these point at the reader's own network, not a phishing site. */
export function isPrivateIp(host: string): boolean {
  const h = normaliseHost(host);
  return /^(?:10\.|127\.|192\.168\.|169\.254\.|172\.(?:1[6-9]|2\d|3[01])\.|0\.)/.test(h) || h === '::1' || /^f[cd][0-9a-f]{2}:/.test(h);
}

/** Lower-cased host without trailing dot or port; '' when it cannot be read. */
export function normaliseHost(host: string): string {
  let h = host.trim().toLowerCase();
  if (h.startsWith('[') && h.includes(']')) return h.slice(1, h.indexOf(']'));
  h = h.replace(/:\d+$/, '').replace(/\.$/, '');
  return h.length > 253 ? h.slice(0, 253) : h;
}

export function isIpHost(host: string): boolean {
  const h = normaliseHost(host);
  if (IPV4.test(h)) return true;
  // IPv6 literal, or a bare number (decimal IP like http://3232235777/).
  return h.includes(':') || /^\d{6,}$/.test(h) || /^0x[0-9a-f]+$/.test(h);
}

/** The domain part of an email address, lower-cased ('' when there is none). */
export function addressDomain(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 0) return '';
  return normaliseHost(address.slice(at + 1).replace(/[>\s].*$/, ''));
}

/**
 * The registrable domain ("eTLD+1") of a host, from the Public Suffix List (private section included:
 * x.github.io belongs to its customer): mail.rbc.com → rbc.com, cra-arc.gc.ca → cra-arc.gc.ca.
 */
export function registrableDomain(host: string): string {
  const h = normaliseHost(host);
  if (!h || isIpHost(h)) return h;
  const labels = h.split('.').filter(Boolean);
  if (labels.length <= 2) return labels.join('.');
  for (let i = Math.max(1, labels.length - 4); i < labels.length - 1; i += 1) {
    if (EXTRA_SUFFIXES.has(labels.slice(i).join('.'))) return labels.slice(i - 1).join('.');
  }
  return getDomain(h, { allowPrivateDomains: true }) ?? labels.slice(-2).join('.');
}

/** Top-level domain of a host ('' for IPs). */
export function topLevelDomain(host: string): string {
  const h = normaliseHost(host);
  if (!h || isIpHost(h)) return '';
  const i = h.lastIndexOf('.');
  return i < 0 ? h : h.slice(i + 1);
}

/** Whether host is domain or one of its subdomains. */
export function isSameOrSubdomain(host: string, domain: string): boolean {
  const h = normaliseHost(host);
  const d = normaliseHost(domain);
  return h === d || h.endsWith(`.${d}`);
}

/** The Unicode form of a punycode host (xn--…), or the host itself. */
export function unicodeHost(host: string): string {
  const h = normaliseHost(host);
  if (!h.includes('xn--')) return h;
  const u = domainToUnicode(h);
  return u || h;
}

/** Parses a URL without throwing; accepts scheme-less "www.x.com/…" text. */
export function safeParseUrl(raw: string): URL | null {
  const trimmed = raw.trim().slice(0, 2048);
  if (!trimmed) return null;
  try {
    if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return new URL(trimmed);
    if (/^(?:www\.|[a-z0-9-]+\.[a-z]{2,}[/:]?)/i.test(trimmed)) return new URL(`http://${trimmed}`);
  } catch {
    return null;
  }
  return null;
}

/**
 * Characters that look like Latin letters (Cyrillic, Greek, digits) folded to the letter they imitate,
 * so "раypal" (Cyrillic р, а) and "paypa1" reduce to the same skeleton as "paypal".
 */
const CONFUSABLES: Record<string, string> = {
  '\u0430': 'a', '\u0435': 'e', '\u043e': 'o', '\u0440': 'p', '\u0441': 'c', '\u0443': 'y', '\u0445': 'x',
  '\u0456': 'i', '\u0458': 'j', '\u04cf': 'l', '\u0455': 's', '\u0501': 'd', '\u051b': 'q', '\u051d': 'w',
  '\u03bf': 'o', '\u03b1': 'a', '\u03b5': 'e', '\u03b9': 'i', '\u03ba': 'k', '\u03bd': 'v', '\u03c1': 'p',
  '\u03c4': 't', '\u03c5': 'u', '\u0131': 'i', '\u0261': 'g', '\u0251': 'a',
  '0': 'o', '1': 'l', '3': 'e', '5': 's', '7': 't', '4': 'a', '!': 'i', '|': 'l',
};

/** Replaces Cyrillic/Greek look-alike letters with the Latin letter they imitate ("Amаzon" → "Amazon"). */
export function foldLookalikeLetters(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    out += code > 0x7f ? (CONFUSABLES[ch] ?? CONFUSABLES[ch.toLowerCase()] ?? ch) : ch;
  }
  return out;
}

/** A skeleton of a domain label for lookalike comparison (confusables folded, rn→m, vv→w, accents removed). */
export function skeleton(label: string): string {
  let out = '';
  for (const ch of label.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase()) {
    out += CONFUSABLES[ch] ?? ch;
  }
  return out.replace(/rn/g, 'm').replace(/vv/g, 'w').replace(/[^a-z0-9]/g, '');
}

/** Damerau-free Levenshtein distance with an early exit once the distance exceeds `max`. */
export function boundedEditDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a.length > 64 || b.length > 64) return a === b ? 0 : max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      cur.push(v);
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    prev = cur;
  }
  return prev[b.length];
}
