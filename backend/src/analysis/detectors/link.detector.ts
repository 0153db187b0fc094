/**
 * Links: where they really go, compared with what they show and with who sent the message.
 * URLs are only read as text, never fetched.
 */
import { brandOwnsDomain, BRANDS, FREEMAIL_DOMAINS } from '../domains/brands';
import { isClickTracker } from '../domains/click-trackers';
import { isPrivateIp, registrableDomain, safeParseUrl } from '../domains/domain-utils';
import { parseLinkTarget } from '../domains/open-redirects';
import hosting from '../data/hosting.json';
import shorteners from '../data/shorteners.json';
import tlds from '../data/risky-tlds.json';
import { isWebLink, type EmailContext, type LinkInfo } from './email-context';
import type { Finding } from './finding';
import { signal } from '../signals/signal-registry';

export const SHORTENERS = new Set<string>(shorteners.hosts);
/** A brand's shortener that leads only to its own service (data/shorteners.json `ownService`). */
const OWN_SERVICE_SHORTENERS = new Set<string>(shorteners.ownService);

/** TLDs that are cheap, rarely used by Canadian banks or agencies, and dominate phishing reports. */
export const RISKY_TLDS = new Set<string>(tlds.risky);
/** TLDs used by plenty of genuine small businesses too: a weaker hint. */
export const SOMEWHAT_RISKY_TLDS = new Set<string>(tlds.somewhatRisky);

/** Free hosting / file-sharing hosts abused to host phishing pages (the customer part is a subdomain). */
const ABUSED_HOSTING: string[] = hosting.abusedHosting;

const LOGIN_PATH = /(?:log-?in|sign-?in|signon|verify|verification|validate|unlock|suspend|secure|account-?update|update-?account|webscr|auth|confirm|billing|banking|wallet|recover|reactivat|password|credential|ident)/;
/**
 * A page inside a WordPress site's program folders: where phishing kits are planted on hacked sites.
 * (cgi-bin and ~user pages are not: on the corpus they are ordinary homepages and scripts of 2002,
 * found in 106 held-out legitimate messages against 13 scams.)
 */
const COMPROMISED_SITE_PATH = /\/wp-(?:content|includes|admin)\//;
const DOMAIN_IN_TEXT = /\b((?:[a-z0-9-]+\.)+[a-z]{2,24})\b/i;
/**
 * A link whose file is a program: clicking downloads something that runs. Narrower than the attachment
 * list: in a web address ".com" and ".js" usually end a redirect or a page's script, and archives
 * (".zip") are how projects publish their releases.
 */
const PROGRAM_FILE = /\/([^/]{1,120}\.(?:exe|scr|pif|bat|cmd|msi|vbs|vbe|jse|wsf|wsh|hta|cpl|lnk|ps1|apk|jar))$/i;

/** Sharing services people use every day (documents, forms, albums, file transfers). */
const EVERYDAY_SHARING: string[] = hosting.everydaySharing;

function isEverydaySharing(host: string): boolean {
  return EVERYDAY_SHARING.some((h) => host === h || host.endsWith(`.${h}`));
}

export function isAbusedHosting(host: string): boolean {
  return ABUSED_HOSTING.some((h) => host === h || host.endsWith(`.${h}`) || (h.includes('/') && host === h));
}

/** The domain a link's visible text shows, when the text looks like an address. */
function shownDomain(text: string): string | null {
  const t = text.trim().toLowerCase();
  if (!t || t.length > 200 || /\s/.test(t.replace(/^\s+|\s+$/g, ''))) return null;
  if (!/^(?:https?:\/\/|www\.)/.test(t) && !/^[a-z0-9-]+(?:\.[a-z0-9-]+)+(?:\/\S*)?$/.test(t)) return null;
  // A shown redirect (an Outlook safe link pasted as text) shows where it leads, as the link is read.
  const url = parseLinkTarget(t);
  if (url) return registrableDomain(url.hostname);
  const m = DOMAIN_IN_TEXT.exec(t);
  return m ? registrableDomain(m[1]) : null;
}

/** Two domains of one brand (a link showing triangle.com that leads to canadiantire.ca). */
function sameBrand(a: string, b: string): boolean {
  return BRANDS.some((brand) => brandOwnsDomain(brand, a) && brandOwnsDomain(brand, b));
}

/** The file name of the first link (web or FTP) that downloads a program, as the link writes it. */
export function programLink(links: LinkInfo[]): string | null {
  for (const l of links) {
    // `path` is lower-cased for matching; only a match is parsed again, for the name as written.
    if ((l.scheme !== 'http' && l.scheme !== 'https' && l.scheme !== 'ftp') || !PROGRAM_FILE.test(l.path.split('?')[0])) continue;
    const m = PROGRAM_FILE.exec(safeParseUrl(l.href)?.pathname ?? '');
    if (m) return safeDecode(m[1]);
  }
  return null;
}

/**
 * An app consent request (OAuth): a link to a sign-in service that asks you to let an app act on your
 * account and then hands the grant to the app's own site (`redirect_uri`). The page is the real
 * service's, so every other link check passes; what it gives away is access to your mail or files.
 * The registrable domain the grant goes to, when it is not the sign-in service's own.
 */
export function appConsentTarget(link: LinkInfo): string | null {
  // Parsing every link of every message is not needed: a consent request names its redirect.
  if (!link.href.includes('redirect_uri=')) return null;
  const url = safeParseUrl(link.href);
  if (!url) return null;
  const q = url.searchParams;
  const redirect = q.get('redirect_uri');
  if (!q.has('client_id') || !redirect) return null;
  const target = safeParseUrl(redirect);
  if (!target || (target.protocol !== 'https:' && target.protocol !== 'http:')) return null;
  const domain = registrableDomain(target.hostname);
  return domain !== '' && domain !== link.registrable && !sameBrand(domain, link.registrable) ? domain : null;
}

function safeDecode(name: string): string {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/** The sender's own name under another suffix (a link showing ikea.ca that leads to ikea.com, from ikea.ca). */
function sendersOtherSuffix(a: string, b: string, from: string): boolean {
  return from !== '' && (a === from || b === from) && a.split('.')[0] === b.split('.')[0];
}

/** A link whose visible text shows another site's address than the one it leads to. */
function isMismatched(l: LinkInfo, from: string): boolean {
  const shown = shownDomain(l.text);
  return shown !== null && shown !== l.registrable && l.registrable !== '' && !sameBrand(shown, l.registrable) && !sendersOtherSuffix(shown, l.registrable, from);
}

/**
 * A link whose text shows the address of a brand's own site (a charity's, a bank's) and leads to a site
 * that is neither the brand's, a mailing service's click tracker nor the sender's own: the message lies
 * about where your click, or your money, goes. Whoever sent it, that lie is aimed at the link.
 */
export function showsBrandSiteElsewhere(ctx: EmailContext): boolean {
  return ctx.links.some((l) => {
    if (!isWebLink(l) || isClickTracker(l.registrable) || l.registrable === ctx.fromRegistrable || !isMismatched(l, ctx.fromRegistrable)) return false;
    const shown = shownDomain(l.text) ?? '';
    return BRANDS.some((b) => brandOwnsDomain(b, shown));
  });
}

/**
 * `copied`: the words were copied from a text message or into a family member's note, so the address
 * they came with is not their sender's (a text has none; a note's is the family member's).
 */
export function linkDetector(ctx: EmailContext, copied = false): Finding[] {
  const findings: Finding[] = [];
  const links = ctx.links.filter((l) => l.scheme === 'http' || l.scheme === 'https' || l.scheme === 'javascript' || l.scheme === 'data');
  const web = links.filter(isWebLink);
  const add = (f: Finding): void => {
    findings.push(f);
  };

  const scriptLink = links.find((l) => l.scheme === 'javascript' || l.scheme === 'data');
  if (scriptLink) add(signal('link-script', `${scriptLink.scheme}: link`));

  // Visible address differs from the real destination: the oldest phishing trick.
  const mismatch = web.find((l) => isMismatched(l, ctx.fromRegistrable));
  if (mismatch) {
    const shown = shownDomain(mismatch.text) ?? '';
    // Newsletters route every click through their mailing service (or their own redirector): that is
    // no trick, unless the text shows a bank's or a big brand's address.
    const tracked = isClickTracker(mismatch.registrable) || mismatch.registrable === ctx.fromRegistrable;
    const shownBrand = BRANDS.some((b) => brandOwnsDomain(b, shown));
    const weight = tracked ? (shownBrand ? 1.3 : 0) : shownBrand ? 2.4 : 1.3;
    if (weight > 0) {
      add(signal('link-mismatch', `shows ${shown} goes to ${mismatch.registrable}`, { weight, params: { domain: mismatch.registrable } }));
    } else if (!isClickTracker(mismatch.registrable)) {
      // The sender's own site behind a text that shows another organisation's (a charity's, a
      // city's): its own redirector, or its own copy of that site. A hint, not proof of a trick.
      add(signal('link-shown-elsewhere', `shows ${shown} goes to the sender's ${mismatch.registrable}`, { params: { domain: mismatch.registrable } }));
    }
  }

  // Link text names a brand but the destination is not the brand's.
  const brandText = web.find((l) => {
    const t = l.text.toLowerCase();
    if (!t || t.length > 120) return false;
    if (l.registrable === ctx.fromRegistrable || isClickTracker(l.registrable)) return false;
    return BRANDS.some((b) => b.claims.some((re) => re.test(t)) && !brandOwnsDomain(b, l.registrable));
  });
  if (brandText && !mismatch) {
    add(signal('link-brand-text', `brand text links to ${brandText.registrable}`));
  }

  const program = programLink(ctx.links);
  if (program) add(signal('link-program', `link downloads a program: ${program}`, { params: { name: program } }));

  const ip = web.find((l) => l.isIp && !isPrivateIp(l.host));
  if (ip) add(signal('link-ip', `link to address ${ip.host}`));

  const consent = web.map(appConsentTarget).find((d) => d !== null);
  if (consent) add(signal('link-app-consent', `link asks to let an app at ${consent} into the account`, { params: { domain: consent } }));

  const userinfo = web.find((l) => l.hasUserInfo);
  if (userinfo) add(signal('link-userinfo', `link with @ before host ${userinfo.host}`));

  const short = web.filter((l) => !OWN_SERVICE_SHORTENERS.has(l.host) && (SHORTENERS.has(l.host) || SHORTENERS.has(l.registrable)));
  if (short.length > 0) add(signal('link-shortener', `shortened link ${short[0].host}`));

  const risky = web.filter((l) => RISKY_TLDS.has(l.tld));
  const somewhat = web.filter((l) => SOMEWHAT_RISKY_TLDS.has(l.tld));
  if (risky.length === 0 && somewhat.length > 0) {
    add(signal('link-risky-tld', `.${somewhat[0].tld} link ${somewhat[0].registrable}`, { weight: 0.4, reason: null, topic: null }));
  }
  if (risky.length > 0) {
    add(signal('link-risky-tld', `.${risky[0].tld} link ${risky[0].registrable}`, { weight: 0.9, params: { domain: risky[0].registrable } }));
  }
  if (RISKY_TLDS.has(ctx.fromRegistrable.split('.').pop() ?? '')) {
    add(signal('sender-risky-tld', `sender on .${ctx.fromRegistrable.split('.').pop()}`));
  }

  const hosted = web.filter((l) => isAbusedHosting(l.host) && l.registrable !== ctx.fromRegistrable);
  if (hosted.length > 0) {
    // A shared document, form or album is how friends and clubs share things; from a personal mailbox,
    // and when it is the only kind of hosted page, it is a mild hint, not a warning.
    const everyday = FREEMAIL_DOMAINS.has(ctx.fromRegistrable) && hosted.every((l) => isEverydaySharing(l.host));
    if (everyday) add(signal('link-shared-document', `shared document or album on ${hosted[0].host}`));
    else add(signal('link-free-hosting', `page on shared hosting ${hosted[0].host}`));
  }

  // Login-looking path on a site that is neither the sender's nor a known brand's.
  const loginLike = web.find((l) => {
    if (!LOGIN_PATH.test(l.path)) return false;
    if (l.registrable === ctx.fromRegistrable) return false;
    return !BRANDS.some((b) => brandOwnsDomain(b, l.registrable));
  });
  if (loginLike) add(signal('link-login-path', `login-looking page on ${loginLike.registrable}`));

  const compromised = web.find((l) => COMPROMISED_SITE_PATH.test(l.path) && /\.(?:php|html?|aspx?)\b|\/$/.test(l.path));
  if (compromised) add(signal('link-compromised-site', `page inside a website's file area (${compromised.registrable})`));

  const distinct = new Set(web.map((l) => l.registrable).filter(Boolean));
  if (distinct.size >= 8) add(signal('link-many-domains', `${distinct.size} different sites linked`));

  if (copied) {
    // No sender address to compare with: what vouches for the links is the brand the words speak for.
    // When every link goes to its own sites, following one leads to the real brand.
    const brands = [...ctx.headerBrands, ...ctx.bodyBrands];
    if (web.length > 0 && findings.length === 0 && web.every((l) => brands.some((b) => brandOwnsDomain(b, l.registrable)))) {
      add(signal('links-brand-site', `all links go to the site of ${brands.find((b) => brandOwnsDomain(b, web[0].registrable))?.label ?? web[0].registrable}`));
    }
  } else {
    findings.push(...senderSiteFindings(ctx, web, findings.length === 0));
  }

  // Address written out in the text but unclickable tricks, e.g. "hxxp://" or "paypal[.]com" are rare in
  // scams; what matters more is a link count that is implausibly high.
  if (ctx.linkCountTotal > 150) add(signal('link-flood', `${ctx.linkCountTotal} links`));
  return findings;
}

export type { LinkInfo };

/**
 * Where the links go, beside the sender's own site: none of them there (`link-foreign`), or all of them
 * (`links-consistent`, only when nothing else was found about the links: `nothingElse`).
 */
function senderSiteFindings(ctx: EmailContext, web: LinkInfo[], nothingElse: boolean): Finding[] {
  const found: Finding[] = [];
  // A link to the sender's own site, or to another site of the brand the sender belongs to
  // (paypal.ca writing with links to paypal.com).
  const senderBrands = ctx.fromRegistrable ? BRANDS.filter((b) => brandOwnsDomain(b, ctx.fromRegistrable)) : [];
  const ownedBySender = (l: LinkInfo): boolean => l.registrable === ctx.fromRegistrable || senderBrands.some((b) => brandOwnsDomain(b, l.registrable));

  // No link goes to the sender's own site (directly or through its mailing service's click tracker):
  // typical of mail sent from throwaway infrastructure. A personal mailbox (Gmail, Outlook...) has no
  // site of its own: a friend sharing a news story is not that.
  const home = (l: LinkInfo): boolean => ownedBySender(l) || isClickTracker(l.registrable);
  if (web.length > 0 && ctx.fromRegistrable && !FREEMAIL_DOMAINS.has(ctx.fromRegistrable) && !web.some(home)) {
    found.push(signal('link-foreign', `no link to sender's site ${ctx.fromRegistrable}`));
  }

  // Every link stays on the sender's own site (or goes to a brand the sender belongs to): the way real
  // companies write. Not proof on its own (a scam site can link to itself), so only a modest push, and
  // only when that site is the site of whoever the message speaks for: a message whose sender name or
  // subject speaks for a brand that does not own the sender's domain leads to a site that is not the
  // brand's, however consistently. A personal mailbox (Gmail, Outlook...) vouches for nothing: anyone
  // can link to that provider's own file sharing from it.
  const speaksForOther = ctx.headerBrands.length > 0 && !ctx.headerBrands.some((b) => brandOwnsDomain(b, ctx.fromRegistrable));
  if (web.length > 0 && ctx.fromRegistrable && !FREEMAIL_DOMAINS.has(ctx.fromRegistrable) && !speaksForOther && nothingElse && web.every(ownedBySender)) {
    // When that site is the brand the message speaks for, clicking leads to the real brand even if the
    // sender was forged, so the links themselves are harmless.
    const brandSite = [...ctx.headerBrands, ...ctx.bodyBrands].some((b) => brandOwnsDomain(b, ctx.fromRegistrable));
    found.push(signal('links-consistent', `all links go to ${ctx.fromRegistrable}${brandSite ? ' (the brand’s own site)' : ''}`, { weight: brandSite ? -1.5 : -0.8 }));
  }
  return found;
}
