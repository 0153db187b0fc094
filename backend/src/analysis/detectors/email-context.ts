/**
 * Everything the detectors need, computed once per message: folded text, sender domains, parsed
 * links and the brands the message claims to speak for. Building it is the only place raw input is
 * capped, so each detector can stay simple.
 */
import type { AnalyzableEmail, EmailLink } from '../analysis.types';
import { brandByName, BRANDS, type Brand } from '../domains/brands';
import { parseLinkTarget } from '../domains/open-redirects';
import {
  addressDomain,
  foldLookalikeLetters,
  isIpHost,
  normaliseHost,
  registrableDomain,
  topLevelDomain,
  unicodeHost,
} from '../domains/domain-utils';
import { anyOf } from '../text/any-of';
import { withoutSafetyNotices } from '../text/disclaimers';
import { withoutQuotedReplies } from '../text/quoted-replies';
import { decodeTextEntities, foldText, MAX_HTML_CHARS, MAX_TEXT_CHARS } from '../text/normalize';

/** More links than this are not inspected one by one (a message with thousands of links is hostile anyway). */
export const MAX_LINKS = 100;

export interface LinkInfo {
  href: string;
  text: string;
  scheme: string;
  host: string;
  unicodeHost: string;
  registrable: string;
  tld: string;
  path: string;
  isIp: boolean;
  hasUserInfo: boolean;
}

export interface EmailContext {
  email: AnalyzableEmail;
  subject: string;
  body: string;
  /** Folded subject + body (a reply's quotes left out): what language rules run on. */
  all: string;
  /** Raw subject + text capped, for case-sensitive acronym checks. */
  rawAll: string;
  /** The text part as written (HTML entities decoded once, here), capped: what the word model reads. */
  rawText: string;
  html: string;
  fromAddress: string;
  fromName: string;
  fromDomain: string;
  fromRegistrable: string;
  replyToAddresses: string[];
  links: LinkInfo[];
  linkCountTotal: number;
  /** Brands named in the display name or subject (strong claim). */
  headerBrands: Brand[];
  /** Brands named only in the body (weaker claim). */
  bodyBrands: Brand[];
}

/** A link to a web page (not mailto:, tel:, javascript: or data:). */
export function isWebLink(l: LinkInfo): boolean {
  return l.scheme === 'http' || l.scheme === 'https';
}

function linkInfo(link: EmailLink): LinkInfo | null {
  const href = (link.href ?? '').slice(0, 2048);
  // A link through a known redirect page (google.com/url?q=…) is read as where it leads.
  const url = parseLinkTarget(href);
  if (!url) return null;
  const scheme = url.protocol.replace(':', '').toLowerCase();
  const host = normaliseHost(url.hostname);
  return {
    href,
    text: (link.text ?? '').slice(0, 500),
    scheme,
    host,
    unicodeHost: unicodeHost(host),
    registrable: registrableDomain(host),
    tld: topLevelDomain(host),
    path: `${url.pathname}${url.search}`.toLowerCase().slice(0, 1024),
    isIp: host !== '' && isIpHost(host),
    hasUserInfo: url.username !== '' || url.password !== '',
  };
}

function brandMatches(brand: Brand, folded: string, raw: string): boolean {
  if (brand.claims.some((re) => re.test(folded))) return true;
  return (brand.acronyms ?? []).some((re) => re.test(raw));
}

/** Every brand's claims as one pattern (and acronyms as another): one scan says whether any brand is named at all. */
const ANY_CLAIM = anyOf(BRANDS.flatMap((b) => b.claims), '');
const ANY_ACRONYM = anyOf(BRANDS.flatMap((b) => b.acronyms ?? []), '');

/** The brands a text names; most texts name none, and one scan tells. */
function brandsNamed(folded: string, raw: string, except: Brand[] = []): Brand[] {
  if (!ANY_CLAIM.test(folded) && !ANY_ACRONYM.test(raw)) return [];
  return BRANDS.filter((b) => !except.includes(b) && brandMatches(b, folded, raw));
}

/**
 * A text message's sender tag: the brand's name opening the words before a colon ("Bell : …", "Rogers
 * FREE MSG: …", "TD: …"), as brands sign their texts (and scams imitate them). It claims the brand.
 */
const SENDER_TAG = /^\s*([a-z][a-z0-9&' .-]{0,28}?)\s*(?:free msg|msg|info|alerte?)?\s*:/;
function taggedBrand(body: string): Brand | undefined {
  const tag = SENDER_TAG.exec(body.slice(0, 60))?.[1];
  return tag ? brandByName(tag) : undefined;
}

function underscoresAsSpaces(text: string): string {
  return text.replace(/_+/g, ' ');
}

/**
 * `quotesAreHistory`: the message is someone else's (received, or separated from a forward), so the
 * quoted part of a reply is its earlier conversation. Not for a family member's own words, which may
 * quote the very message they ask about.
 */
export function buildContext(email: AnalyzableEmail, quotesAreHistory = true): EmailContext {
  const subjectRaw = decodeTextEntities((email.subject ?? '').slice(0, 1000));
  const textRaw = decodeTextEntities((email.text ?? '').slice(0, MAX_TEXT_CHARS));
  // Underscores for spaces ("_Welcome_to_Our_Reward_Panel_", "#Walmart_Rewards#") hide words from
  // every rule; a subject or a display name is no place for identifiers, so they read as spaces.
  const subject = foldText(underscoresAsSpaces(subjectRaw), 1000);
  // A bank's "we will never ask for your PIN" names what scams ask for: it is not read as the message's own words.
  // What the writer wrote: a reply's quotes are the earlier conversation (text/quoted-replies.ts), and
  // so is its "Re:" subject, the earlier message's.
  const ownText = quotesAreHistory ? withoutQuotedReplies(textRaw, [email.from?.address ?? '', email.from?.name ?? '']) : textRaw;
  const body = foldText(withoutSafetyNotices(ownText));
  const replySubject = ownText !== textRaw && /^\s*(?:re|aw|sv|tr|rif)\s*:/i.test(subjectRaw);
  const fromAddress = (email.from?.address ?? '').trim().toLowerCase().slice(0, 320);
  const fromNameRaw = (email.from?.name ?? '').slice(0, 200);
  const fromName = foldText(underscoresAsSpaces(fromNameRaw), 200);
  const fromDomain = addressDomain(fromAddress);
  const rawLinks = email.links ?? [];
  const links: LinkInfo[] = [];
  // The same link repeated (newsletters, tracking pixels) is inspected once.
  const seenHref = new Set<string>();
  for (const l of rawLinks.slice(0, MAX_LINKS * 3)) {
    const key = `${l.href}\u0000${l.text ?? ''}`;
    if (seenHref.has(key)) continue;
    seenHref.add(key);
    const info = linkInfo(l);
    if (info) links.push(info);
    if (links.length >= MAX_LINKS) break;
  }
  // Brands are matched after undoing look-alike letters, so "Amаzon" (Cyrillic а) still claims Amazon.
  const headerFolded = foldLookalikeLetters(`${fromName} ${subject}`);
  const headerRaw = foldLookalikeLetters(`${fromNameRaw} ${subjectRaw}`);
  const headerBrands = brandsNamed(headerFolded, headerRaw);
  const named = brandsNamed(body.slice(0, 5000), textRaw.slice(0, 5000), headerBrands);
  const tagged = taggedBrand(body);
  const bodyBrands = tagged && !headerBrands.includes(tagged) && !named.includes(tagged) ? [tagged, ...named] : named;
  return {
    email,
    subject,
    body,
    all: replySubject ? ` \n ${body}` : `${subject} \n ${body}`,
    rawAll: `${subjectRaw}\n${textRaw}`,
    rawText: textRaw,
    html: (email.html ?? '').slice(0, MAX_HTML_CHARS).toLowerCase(),
    fromAddress,
    fromName,
    fromDomain,
    fromRegistrable: registrableDomain(fromDomain),
    replyToAddresses: (email.replyTo ?? []).map((r) => (r.address ?? '').trim().toLowerCase()).filter(Boolean),
    links,
    linkCountTotal: rawLinks.length,
    headerBrands,
    bodyBrands,
  };
}
