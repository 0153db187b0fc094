/**
 * Brand impersonation and lookalike domains: a message that speaks as a bank, an agency or a big
 * company but comes from, or sends you to, a domain that is not theirs.
 */
import { BRANDS, brandOwnsDomain, brandParams, FREEMAIL_DOMAINS, type Brand } from '../domains/brands';
import { isClickTracker } from '../domains/click-trackers';
import { boundedEditDistance, registrableDomain, skeleton, unicodeHost } from '../domains/domain-utils';
import { isWebLink, type EmailContext } from './email-context';
import type { Finding } from './finding';
import { signal } from '../signals/signal-registry';

/** Words scammers glue to a brand name to build a convincing domain (rbc-secure, paypalsupport). */
const AFFIXES = [
  'secure', 'security', 'login', 'signin', 'verify', 'verification', 'support', 'account', 'accounts', 'update',
  'service', 'services', 'online', 'help', 'alert', 'alerts', 'billing', 'center', 'centre', 'refund', 'delivery',
  'track', 'tracking', 'parcel', 'notice', 'auth', 'id', 'web', 'app', 'mail', 'info', 'ca', 'canada', 'team',
  'pay', 'payment', 'customer', 'client', 'portal', 'access', 'confirm', 'reward', 'rewards', 'bonus', 'gift',
  'check', 'safe', 'protect', 'unlock', 'restore', 'claim', 'deposit', 'transfer', 'redelivery', 'post', 'bank',
];

export interface DomainMatch {
  brand: Brand;
  kind: 'homoglyph' | 'lookalike' | 'subdomain';
}

/** Brand-only tokens long enough to compare by edit distance without hitting ordinary words. */
function nearToken(label: string, token: string): boolean {
  if (token.length < 6) return false;
  // Cheap pre-filter before the edit distance: look-alikes keep the start or the end of the name.
  if (label[0] !== token[0] && label.slice(-2) !== token.slice(-2)) return false;
  const max = token.length >= 9 ? 2 : 1;
  return boundedEditDistance(label, token, max) <= max;
}

/** A first-person role at an organisation, up to the end of the sentence (folded text). */
const STAFF_VOICE =
  /\b(?:i am|i'm|this is|je suis|ici)\b[^.!?]{0,60}\b(?:agent|agente|officer|representative|investigator|conseiller|conseillere|enqueteur|enqueteuse)\b[^.!?]{0,100}/;

/** Whether a domain (registrable) imitates a brand it does not belong to. */
export function matchLookalike(host: string): DomainMatch | null {
  const reg = registrableDomain(host);
  if (!reg) return null;
  const label = reg.split('.')[0] ?? '';
  const rawLabel = label.replace(/^xn--/, '');
  // Punycode labels are compared in their Unicode form, where the look-alike letters show.
  const skel = skeleton(label.startsWith('xn--') ? (unicodeHost(reg).split('.')[0] ?? label) : label);
  const parts = label.split('-').filter(Boolean);
  // Each part of a hyphenated name as it looks, read once (instagrarn-video: "instagram", "video").
  const partSkeletons = parts.length > 1 ? parts.map(skeleton) : [];
  for (const brand of BRANDS) {
    if (brandOwnsDomain(brand, reg)) continue;
    for (const token of brand.tokens) {
      if (label === token && token.length >= 4) {
        // Same name on another TLD (paypal.xyz, rbc.info): not theirs.
        return { brand, kind: 'lookalike' };
      }
      if (skel === token && rawLabel !== token) return { brand, kind: 'homoglyph' };
      if (parts.length > 1 && parts.includes(token)) return { brand, kind: 'lookalike' };
      // A look-alike name beside another word: instagrarn-video.com, paypa1-support.com.
      if (partSkeletons.some((part, i) => part === token && parts[i] !== token)) return { brand, kind: 'homoglyph' };
      if (token.length >= 5 && label.length > token.length) {
        const rest = label.startsWith(token) ? label.slice(token.length) : label.endsWith(token) ? label.slice(0, -token.length) : null;
        if (rest !== null && AFFIXES.includes(rest.replace(/^-|-$/g, ''))) return { brand, kind: 'lookalike' };
      }
      if (nearToken(skel, token) && skel !== token) return { brand, kind: 'lookalike' };
    }
  }
  // Brand in a subdomain of an unrelated site: paypal.com.account-check.xyz, rbc.secure-login.top.
  const sub = host.slice(0, Math.max(0, host.length - reg.length - 1));
  if (sub) {
    const subLabels = sub.split(/[.-]/);
    for (const brand of BRANDS) {
      if (brandOwnsDomain(brand, reg)) continue;
      if (brand.tokens.some((t) => t.length >= 4 && subLabels.includes(t))) return { brand, kind: 'subdomain' };
    }
  }
  return null;
}

/**
 * The message opens in a brand's name, before its first colon ("City of Ottawa By-law Services: …",
 * "Postes Canada : …"): how a brand signs a text it sends, and how smishing imitates it.
 */
export function opensInBrandName(ctx: EmailContext): boolean {
  const opening = ctx.body.trimStart().slice(0, 80).split(':')[0];
  return [...ctx.headerBrands, ...ctx.bodyBrands].some((b) => b.claims.some((re) => re.test(opening)));
}

export function brandDetector(ctx: EmailContext): Finding[] {
  const findings: Finding[] = [];
  const seen = new Set<string>();

  const hosts: { host: string; where: 'sender' | 'link' | 'reply' }[] = [];
  if (ctx.fromDomain) hosts.push({ host: ctx.fromDomain, where: 'sender' });
  for (const r of ctx.replyToAddresses) hosts.push({ host: r.slice(r.lastIndexOf('@') + 1), where: 'reply' });
  for (const l of ctx.links) if (l.host && !l.isIp) hosts.push({ host: l.unicodeHost !== l.host ? l.host : l.host, where: 'link' });

  let punyReported = false;
  for (const { host, where } of hosts.slice(0, 50)) {
    if (!punyReported && /(^|\.)xn--/.test(host)) {
      punyReported = true;
      findings.push(signal('punycode', `${where} host ${host}`));
    }
    const key = `${registrableDomain(host)}|${where}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const match = matchLookalike(host);
    if (!match) continue;
    // A link that merely resembles a brand matters far more when the message speaks as that brand.
    const claimsBrand = ctx.headerBrands.includes(match.brand) || ctx.bodyBrands.includes(match.brand);
    const evidence = `${where} ${host} imitates ${match.brand.label}`;
    const params = { ...brandParams(match.brand), domain: registrableDomain(host) };
    findings.push(
      match.kind === 'homoglyph'
        ? signal('homoglyph-domain', evidence, { params })
        : signal('lookalike-domain', evidence, { weight: where !== 'link' ? 2.6 : claimsBrand ? 2.4 : 1.0, params }),
    );
    if (findings.filter((f) => f.detector.endsWith('-domain')).length >= 3) break;
  }

  // Sent from the very domain of the brand it speaks as: no weight (a From line can be forged, and an
  // inline forward has lost the authentication that would tell), but the model's conviction alone
  // then no longer makes a scam of it (scoring/verdict.ts).
  // A personal mailbox at a brand's mail service (hotmail.com is Microsoft's) is not the brand writing.
  const ownBrand = ctx.fromRegistrable && !FREEMAIL_DOMAINS.has(ctx.fromRegistrable) ? ctx.headerBrands.find((b) => brandOwnsDomain(b, ctx.fromRegistrable)) : undefined;
  if (ownBrand) findings.push(signal('sender-is-brand', `sent from ${ctx.fromRegistrable}, a domain of ${ownBrand.label}`));
  // ...yet not one of its links leads to that brand's sites: a brand's own mail links home (directly or
  // through a mailing service's click tracker); a forged From line over a scam site's links does not.
  if (ownBrand) {
    const web = ctx.links.filter(isWebLink);
    const home = web.some((l) => brandOwnsDomain(ownBrand, l.registrable) || isClickTracker(l.registrable));
    const away = web.find((l) => !BRANDS.some((b) => brandOwnsDomain(b, l.registrable)));
    if (!home && away) {
      findings.push(signal('brand-address-links-away', `sent from ${ctx.fromRegistrable} (${ownBrand.label}); links go to ${away.registrable}`, { params: brandParams(ownBrand) }));
    }
  }

  // Speaks as a brand (display name or subject) but the sender address is not the brand's.
  if (ctx.fromRegistrable) {
    for (const brand of ctx.headerBrands) {
      const inName = brand.claims.some((re) => re.test(ctx.fromName)) || (brand.acronyms ?? []).some((re) => re.test(ctx.email.from?.name ?? ''));
      const free = FREEMAIL_DOMAINS.has(ctx.fromRegistrable);
      // "Microsoft Support" <x@outlook.com> is a personal mailbox at Microsoft's mail service, not Microsoft.
      if (brandOwnsDomain(brand, ctx.fromRegistrable) && !(free && inName)) continue;
      const linksToBrand = ctx.links.some((l) => brandOwnsDomain(brand, l.registrable));
      const linksElsewhere = ctx.links.some((l) => !brandOwnsDomain(brand, l.registrable) && l.registrable !== ctx.fromRegistrable);
      let weight = inName ? 2.0 : 0.8;
      if (free) weight += 0.8;
      if (linksToBrand && !linksElsewhere) weight -= 0.6;
      findings.push(
        signal('brand-impersonation', `claims ${brand.label} (${inName ? 'name' : 'subject'}) from ${ctx.fromRegistrable}`, {
          weight,
          reason: free ? 'brandFromFreemail' : 'brandWrongSender',
          params: brandParams(brand),
        }),
      );
      break;
    }
  }

  // Writes as the brand's staff in the first person ("I am a processing agent with IRCC", "je suis
  // conseillère chez Desjardins") from a personal mailbox: agencies and banks write from their own domains.
  if (FREEMAIL_DOMAINS.has(ctx.fromRegistrable) && findings.every((f) => f.detector !== 'brand-impersonation')) {
    const voice = STAFF_VOICE.exec(ctx.all.slice(0, 5000));
    const brand = voice ? ctx.bodyBrands.find((b) => !b.paymentMethod && b.claims.some((re) => re.test(voice[0]))) : undefined;
    if (brand) {
      findings.push(signal('brand-staff-freemail', `writes as ${brand.label} staff from ${ctx.fromRegistrable}`, { params: brandParams(brand) }));
    }
  }

  // Speaks as a brand in the body and sends you to links that are not the brand's ("pay your dues by
  // Interac e-Transfer" names a way of paying: that is not speaking as Interac).
  const claimed = [...ctx.headerBrands, ...ctx.bodyBrands.filter((b) => !b.paymentMethod)];
  if (claimed.length > 0 && ctx.links.length > 0 && findings.every((f) => f.detector !== 'brand-impersonation')) {
    const brand = claimed[0];
    const senderIsBrand = brandOwnsDomain(brand, ctx.fromRegistrable);
    // A mailing service's click tracker is the sender's own way of linking, not a link elsewhere.
    const offBrand = ctx.links.filter((l) => !brandOwnsDomain(brand, l.registrable) && l.registrable !== ctx.fromRegistrable && !isClickTracker(l.registrable));
    if (!senderIsBrand && offBrand.length > 0 && offBrand.length === ctx.links.length) {
      findings.push(signal('brand-links', `mentions ${brand.label}; links go to ${offBrand[0].registrable}`, { params: brandParams(brand) }));
    }
  }
  return findings;
}
