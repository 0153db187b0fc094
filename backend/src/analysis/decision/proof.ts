/**
 * Can we prove who is asking? The second question.
 *
 * - `brand`: the message speaks for a brand (named in its sender name or subject), and the receiving
 *   server's DMARC pass is aligned with that brand's own domain. Also a message forwarded inline (its
 *   authentication gone) whose From is on the registered domain of a brand that enforces DMARC (its
 *   exact domain cannot be spoofed into an inbox; `dmarcEnforced` in data/brands.json) and whose links
 *   all stay on that brand's domains, unless, with no link at all, it asks to call a number it gives
 *   (`proofForAsks`).
 * - `domain`: a DMARC pass aligned with the sender's own domain, in a message that speaks for no brand
 *   but itself. It proves the address was not forged, nothing about who runs the domain: anyone can
 *   authenticate a domain bought yesterday.
 * - `failed`: the authentication the receiving server checked failed for the sender's domain; `forged`
 *   when that domain publishes a reject or quarantine policy (its owner says such mail is not theirs).
 * - `none`: nothing proves anything (no results, a forward that lost them, or a pass for a domain that
 *   is not the brand's the message speaks for).
 */
import { brandOwnsDomain, FREEMAIL_DOMAINS, type Brand } from '../domains/brands';
import { registrableDomain } from '../domains/domain-utils';
import { summariseAuth } from '../detectors/auth.detector';
import { isWebLink, type EmailContext } from '../detectors/email-context';
import type { Ask, AskId } from './asks';

export type ProofLevel = 'brand' | 'domain' | 'none' | 'failed';

export interface Proof {
  level: ProofLevel;
  /** The brand proven (level `brand`). */
  brand?: Brand;
  /** The message speaks for a brand (named in its sender name or subject). */
  speaksForBrand: boolean;
  /**
   * Forged: the authentication failed for a From domain whose owner asks for such mail to be rejected or
   * quarantined (or Microsoft's composite check failed): not merely unproven, proven false.
   */
  forged?: boolean;
  /** `brand` from an inline forward's From line (the authentication is gone), not from a live DMARC pass. */
  viaForward?: boolean;
}

/**
 * Every web link stays on the brand's own domains. No link at all counts as staying: banks and tax
 * agencies write their genuine alerts without links on purpose ("call the number on your card"), and
 * the brand's exact domain cannot be spoofed into an inbox whatever the message holds.
 */
function linksStayWithBrand(ctx: EmailContext, brand: Brand): boolean {
  return ctx.links.filter(isWebLink).every((l) => brandOwnsDomain(brand, l.registrable));
}

export function proveSender(ctx: EmailContext): Proof {
  const brands = ctx.headerBrands;
  const speaksForBrand = brands.length > 0;
  const from = ctx.fromRegistrable;
  if (!from) return { level: 'none', speaksForBrand };
  const personal = FREEMAIL_DOMAINS.has(from);
  const ownBrand = personal ? undefined : brands.find((b) => brandOwnsDomain(b, from));

  const auth = summariseAuth(ctx.email.authHeaders ?? []);
  const aligned = auth.headerFrom ? registrableDomain(auth.headerFrom) === from : true;
  if ((auth.dmarc === 'fail' || auth.compauth === 'fail') && aligned) {
    const forged = auth.compauth === 'fail' || auth.failedPolicy === 'reject' || auth.failedPolicy === 'quarantine';
    return { level: 'failed', speaksForBrand, forged };
  }
  const dkimAligned = auth.dkimPassDomains.some((d) => registrableDomain(d) === from);
  const passed = auth.dmarc === 'pass' && aligned && (dkimAligned || auth.spf === 'pass');
  if (passed && !ctx.email.irregularFrom) {
    if (ownBrand) return { level: 'brand', brand: ownBrand, speaksForBrand };
    // A personal mailbox proves an account, not a person: anyone can open one.
    return { level: speaksForBrand || personal ? 'none' : 'domain', speaksForBrand };
  }
  // Forwarded inline: the authentication is gone, but a brand that enforces DMARC cannot be spoofed
  // from its exact domain, so its own address with every link on its own sites still counts.
  if (ctx.email.forwardedInline && ownBrand?.dmarcEnforced && !ctx.email.irregularFrom && linksStayWithBrand(ctx, ownBrand)) {
    return { level: 'brand', brand: ownBrand, speaksForBrand, viaForward: true };
  }
  return { level: 'none', speaksForBrand };
}

/** Asks to call a number the message gives: a forward can show that links stay on the brand's sites, not whose phone answers. */
const CALL_ASKS: ReadonlySet<AskId> = new Set<AskId>(['call-number', 'call-about-charge', 'answer-fraud-alert']);

/**
 * The proof, once the asks are known. A brand proven only by an inline forward's From line is proven
 * through its links (all on the brand's sites); a forward with no link at all that asks you to call a
 * number it gives has nothing of the brand's to show for that number: the shape of a spoofed tax or
 * bank notice, whose payload is the phone number. It is then unproven.
 */
export function proofForAsks(proof: Proof, asks: readonly Ask[], ctx: EmailContext): Proof {
  const noLink = !ctx.links.some(isWebLink);
  return proof.viaForward === true && noLink && asks.some((a) => CALL_ASKS.has(a.id)) ? { level: 'none', speaksForBrand: proof.speaksForBrand } : proof;
}
