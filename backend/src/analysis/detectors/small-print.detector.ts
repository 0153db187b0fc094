/**
 * What a sales email admits in its small print. Three modern traps aimed at older readers tell on
 * themselves there, because the law makes them say it, while the message above dresses up as
 * something else:
 * - a "free" gift or trial for just the shipping cost that signs the buyer up for monthly charges
 *   (the Competition Bureau's "subscription trap");
 * - a government rebate, benefit or document offered by a sender that says it is not the government
 *   (third-party "services" that charge fees or sell the reader's details to contractors);
 * - a health product whose claims, it says, no health authority has checked (miracle cures,
 *   "hearing aids" that are sound amplifiers, gummies "seen on TV").
 * Each is a concrete finding, never SAFE unless the brand is proven (scoring/verdict.ts): a real
 * retailer's, agency's or pharmacy's mail does not carry these sentences.
 */
import { excerpt } from '../text/normalize';
import type { EmailContext } from './email-context';
import type { Finding } from './finding';
import { signal } from '../signals/signal-registry';

/** The "free" part: a gift, sample or trial for which the reader pays only shipping. */
const FREE_FOR_SHIPPING = new RegExp(
  [
    String.raw`\b(?:only|just)(?: be asked to| need to| have to)? (?:pay|cover)\b.{0,40}\b(?:shipping|s ?& ?h|postage|handling)\b`,
    String.raw`\b(?:pay|cover) (?:only|just) (?:the )?(?:shipping|postage)\b`,
    // "a free bottle: $6.95 shipping", not "a free gift and free shipping" (a shop's ordinary offer).
    String.raw`\bfree (?:trial|sample|bottle|gift|jar|pack)\b.{0,80}\$ ?\d+(?:[.,]\d\d)? (?:for |in )?(?:shipping|s ?& ?h|postage)\b`,
    String.raw`\b(?:payez|couvrez|assumez|payer|couvrir|reglez|regler) (?:seulement |uniquement |simplement )?(?:les )?frais (?:de livraison|de port|d'expedition|postaux)`,
    String.raw`\b(?:seuls|seulement|uniquement) (?:les )?frais (?:de livraison|de port|d'expedition)`,
  ].join('|'),
);
/** The trap: the small print's recurring charge. */
const RECURRING_CHARGE = new RegExp(
  [
    String.raw`\bauto-?ship`,
    String.raw`\b(?:billed|charged)\b.{0,60}\bevery (?:\d+ days|month|\d+ weeks)\b`,
    String.raw`\bevery \d+ days (?:thereafter|after that)\b`,
    String.raw`\benrol(?:l)?s you in\b|\byou will be enrol(?:l)?ed in\b`,
    String.raw`\b(?:factur|prelev|debit)[a-z]*\b.{0,60}\b(?:tous les \d+ jours|chaque mois|tous les mois)\b`,
    String.raw`\b(?:vous )?inscri(?:t|vez|ra) (?:automatiquement )?a (?:un|une|notre) (?:abonnement|programme|essai)\b`,
  ].join('|'),
);

/** "We are not a government agency", "not affiliated with Natural Resources Canada". */
const DISOWNS_GOVERNMENT = new RegExp(
  [
    String.raw`\b(?:is|are) not (?:a |an )?(?:government|governmental|federal|provincial) (?:agency|body|organi[sz]ation|department|program|website|service)\b`,
    String.raw`\bnot (?:affiliated|associated|endorsed|connected) (?:with|by)(?:,? or endorsed by)? (?:the |any )?(?:government|federal|provincial|canada revenue agency|cra\b|service canada|natural resources canada|immigration, refugees|ircc\b|passport canada|revenu quebec|irs\b|social security)`,
    String.raw`\b(?:n'est|ne sommes|ne sont) pas (?:un |une )?(?:organisme|agence|ministere|service|site) (?:gouvernemental|du gouvernement|public)\b`,
    String.raw`\b(?:n'est|ne sommes|ne sont) (?:pas |aucunement |nullement )(?:affilie|associe|lie)e?s? (?:a|au|aux) (?:gouvernement|l'arc\b|l'agence du revenu|service canada|revenu quebec|ressources naturelles canada)`,
  ].join('|'),
);

/** The supplement formula: "these statements have not been evaluated by Health Canada / the FDA". */
const UNCHECKED_HEALTH_CLAIMS = new RegExp(
  [
    String.raw`\bnot been (?:evaluated|approved|reviewed) by (?:the )?(?:health canada|fda|food and drug administration)\b`,
    String.raw`\bnot intended to diagnose, treat, cure\b`,
    String.raw`\bn'ont pas ete (?:evalue|approuve|examine)e?s? par (?:sante canada|la fda)\b`,
    String.raw`\b(?:n'est|ne sont) pas destine(?:e|s|es)? a diagnostiquer, traiter\b`,
  ].join('|'),
);

/** How much of the text is read: small print sits at the end of a sales email. */
const SCAN_LIMIT = 20000;

export function smallPrintDetector(ctx: EmailContext): Finding[] {
  const text = ctx.all.slice(0, SCAN_LIMIT);
  const findings: Finding[] = [];
  const free = FREE_FOR_SHIPPING.exec(text);
  if (free && RECURRING_CHARGE.test(text)) {
    findings.push(signal('language:subscription-trap', excerpt(free[0], 60)));
  }
  const disowns = DISOWNS_GOVERNMENT.exec(text);
  if (disowns) {
    findings.push(signal('language:not-government', excerpt(disowns[0], 60)));
  }
  const health = UNCHECKED_HEALTH_CLAIMS.exec(text);
  if (health) {
    findings.push(signal('language:unchecked-health-claims', excerpt(health[0], 60)));
  }
  return findings;
}
