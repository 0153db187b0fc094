/**
 * Scam language (English and French, plus a few common phrasings in other languages) evaluated as
 * concepts: each concept counts once, however many times the message repeats it.
 */
import { anyOf } from '../text/any-of';
import { excerpt } from '../text/normalize';
import type { EmailContext } from './email-context';
import type { Finding } from './finding';
import { signal } from '../signals/signal-registry';
import { LANGUAGE_RULES, type LanguageRule } from './scam-language.rules';

/** Bitcoin addresses (legacy, P2SH, bech32) on the raw text: case matters for base58. */
const BTC_ADDRESS = /\b(?:bc1[a-z0-9]{25,59}|[13][a-km-zA-HJ-NP-Z1-9]{25,34})\b/;

export interface ConceptHit {
  rule: LanguageRule;
  match: string;
}

/** Each concept's patterns as one: the text is scanned once per concept, not once per pattern. */
const COMPILED = LANGUAGE_RULES.map((rule) => ({
  rule,
  any: anyOf(rule.any),
  also: [rule.with, rule.and].filter((list): list is RegExp[] => list !== undefined).map((list) => anyOf(list)),
}));

/** Which concepts the text expresses (used by the detector and by the statistical model's features). */
export function findConcepts(text: string): ConceptHit[] {
  const hits: ConceptHit[] = [];
  for (const { rule, any, also } of COMPILED) {
    const m = any.exec(text);
    if (m === null || !also.every((re) => re.test(text))) continue;
    hits.push({ rule, match: m[0] });
  }
  return hits;
}

/**
 * A request (not a mention) for the identifiers thieves want: "provide your SIN", "confirm your card
 * number and CVV", "soumettre vos coordonnées bancaires". A bill saying "paid by credit card" or a shop
 * saying "bring photo ID" is not one, nor a refusal ("n'envoyez pas votre NAS par courriel").
 */
const SECRET_REQUEST = new RegExp(
  String.raw`\b(?<!n')(?<!\bne )(?<!not )(?<!never )(?<!n't )(?:provide|send|submit|reply with|confirm|update|verify|enter|fill in|give us|(?:i|we) (?:will |would |'ll |'d )?need|j'aurais besoin de|j'ai besoin de|nous aurions besoin de|nous avons besoin de|il me faudrait|il nous faudrait|fournir|fournissez|envoyer|envoyez|soumettre|soumettez|confirmer|confirmez|mettre a jour|verifier|verifiez|transmettre|transmettez|indiquer|indiquez|saisir|saisissez|entrer|entrez|remplir)\b(?! (?:pas|jamais|plus)\b).{0,60}` +
    String.raw`\b(?:social insurance number|your sin\b|sin number|card number|cvv|cvc|security code on the back|banking (?:details|information|info)|bank account (?:number|details)|online banking (?:password|login)|date of birth|mother'?s maiden name|numero d'assurance sociale|votre nas\b|numero de (?:votre )?carte|cryptogramme|coordonnees bancaires|informations bancaires|date de naissance|nom de jeune fille)`,
);

/**
 * A stranger's stock tip ("Amnis Systems (OTCBB: AMNM) ... strong buy, sell target $1.25"; "ticker is ARCMF
 * (OTC) ... the stock goes to $2 easy"): a share traded off the main exchanges (or priced in cents), pushed with a buy call, so
 * that the senders can sell theirs once the price rises. Both are needed: a bank's newsletter names
 * small-cap funds and price targets, not a share traded off the exchanges. A message that names the scheme
 * ("pump-and-dump") is warning about it, not running it.
 */
const OFF_EXCHANGE_SHARE =
  /\b(?:otc(?: ?bb| ?q[bx]| pink| markets?| bulletin board)?|pink ?sheets|penny stocks?|marche hors cote|actions? a (?:deux|quelques) sous)\b|\b(?:current |share |stock |last )?price ?:? ?\$ ?0?\.\d{2,3}\b|\bcours (?:actuel )?:? ?0,\d{2,3} ?\$/;
const BUY_CALL =
  /\b(?:symbol ?:|ticker ?:|ticker is|strong buy|buy rating|rating ?: ?buy|(?:sell|price|short[- ]term|long[- ]term|\d+[- ]month) target|target price|profiled|(?:stock|hot|top) picks? of the (?:day|week|month)|play of the week|(?:stock|shares?|price) (?:will|could|should|is set to|is poised to) (?:soar|explode|rise|climb|double|triple|skyrocket)|(?:stock|shares?|price) (?:goes|will go|could go|is going|should go|heads?) to \$?\d|could (?:go )?\d+x\b|went up \d+ ?%|symbole ?:|achat fort|cours cible|objectif de cours|actions? a surveiller)/;
const NAMES_THE_SCHEME = /\bpump[- ](?:and|&)[- ]dump\b|\bgonflage et (?:largage|vidage)\b|\bmanipulation (?:de cours|du march[eé])\b/i;

/**
 * The off-exchange share a stock tip pushes, or null. The scheme is looked for in `raw`, the unfolded text:
 * folding set the sender's own warnings aside (text/disclaimers.ts).
 */
function stockTip(text: string, raw: string): string | null {
  const share = OFF_EXCHANGE_SHARE.exec(text);
  return share && BUY_CALL.test(text) && !NAMES_THE_SCHEME.test(raw) ? share[0] : null;
}

/** How much of the text the request, wallet and stock-tip checks read. */
const SCAN_LIMIT = 20000;

export function scamLanguageDetector(ctx: EmailContext, hits: ConceptHit[] = findConcepts(ctx.all)): Finding[] {
  const findings: Finding[] = hits.filter(({ rule }) => !rule.needsLink || ctx.links.length > 0).map(({ rule, match }) => ({
    detector: `language:${rule.id}`,
    weight: rule.weight,
    evidence: excerpt(match, 60),
    reason: rule.reason,
    topic: rule.topic,
  }));
  const text = ctx.all.slice(0, SCAN_LIMIT);
  const raw = ctx.rawAll.slice(0, SCAN_LIMIT);
  // Weightless: it only keeps the verdict from SAFE when the sender is not proven (scoring/verdict.ts).
  const secretRequest = SECRET_REQUEST.exec(text);
  if (secretRequest) findings.push(signal('asks-secrets', excerpt(secretRequest[0], 60)));
  const btc = BTC_ADDRESS.exec(raw);
  if (btc && /\b(?:bitcoin|btc|wallet|portefeuille)\b/.test(ctx.all)) {
    findings.push(signal('language:bitcoin-address', 'bitcoin wallet address'));
  }
  const share = stockTip(text, raw);
  if (share) findings.push(signal('language:stock-tip', excerpt(share, 60)));
  return findings;
}
