/**
 * Well-known sites' redirect pages (`data/open-redirects.json`): google.com/url?q=…, bing.com/ck/a?u=…,
 * l.facebook.com/l.php?u=…, Outlook's safe links. A link through one goes where its parameter says; the
 * engine reads the link as that target, so a phishing page behind a Google or Bing redirect is not
 * taken for Google's or Microsoft's own page, and a forwarded Outlook safe link is read as the site it wraps.
 */
import data from '../data/open-redirects.json';
import { registrableDomain, safeParseUrl } from './domain-utils';

interface OpenRedirect {
  registrable: string;
  host?: string;
  hostSuffix?: string;
  path?: string;
  pathPrefix?: string;
  params?: string[];
  encoding?: string;
}

const REDIRECTS: OpenRedirect[] = data.redirects;

/** google.com, google.ca, google.co.uk, google.com.br: Google's country domains. */
const GOOGLE_DOMAIN = /^google\.(?:com|[a-z]{2}|co\.[a-z]{2}|com\.[a-z]{2})$/;

/** Redirects followed one after another at most (a redirect to a redirect). */
const MAX_HOPS = 3;

function domainMatches(entry: OpenRedirect, registrable: string, host: string): boolean {
  const domainOk = entry.registrable === 'google.*' ? GOOGLE_DOMAIN.test(registrable) : registrable === entry.registrable;
  if (!domainOk) return false;
  if (entry.host !== undefined && host !== entry.host) return false;
  return entry.hostSuffix === undefined || host.endsWith(entry.hostSuffix);
}

function decode(value: string, encoding: string | undefined): string {
  // Bing's click links: "a1" then the target in base64url.
  if (encoding === 'bing') return value.startsWith('a1') ? Buffer.from(value.slice(2), 'base64url').toString('utf8') : '';
  return value;
}

function asWebUrl(candidate: string): URL | null {
  const url = /^https?:\/\//i.test(candidate) ? safeParseUrl(candidate) : null;
  return url && (url.protocol === 'http:' || url.protocol === 'https:') ? url : null;
}

/** The target of one redirect, or null when the URL is no known redirect or its target cannot be read. */
function oneHop(url: URL): URL | null {
  const host = url.hostname.toLowerCase();
  const registrable = registrableDomain(host);
  const path = url.pathname;
  for (const entry of REDIRECTS) {
    if (!domainMatches(entry, registrable, host)) continue;
    if (entry.path !== undefined && path !== entry.path) continue;
    if (entry.pathPrefix !== undefined && !path.startsWith(entry.pathPrefix)) continue;
    if (entry.params === undefined && entry.pathPrefix !== undefined) {
      // The target follows the prefix in the path: google.com/amp/s/example.com/page.
      return asWebUrl(`https://${path.slice(entry.pathPrefix.length)}${url.search}`);
    }
    for (const name of entry.params ?? []) {
      const value = url.searchParams.get(name);
      const target = value ? asWebUrl(decode(value, entry.encoding)) : null;
      if (target) return target;
    }
  }
  return null;
}

/** Where a link through known redirect pages leads, or null when it goes through none (or its target is hidden). */
export function redirectTarget(url: URL): URL | null {
  let current = url;
  let target: URL | null = null;
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    const next = oneHop(current);
    if (!next) break;
    target = next;
    current = next;
  }
  return target;
}

/** A link's address parsed (scheme-less text accepted) and read as where it leads through known redirect pages. */
export function parseLinkTarget(raw: string): URL | null {
  const url = safeParseUrl(raw);
  return url && (redirectTarget(url) ?? url);
}
