/**
 * Turns findings into a risk level and a confidence. Hand-set rule weights and the model's opinion
 * add up to a score; "dangerous" also needs backing: a known scam, strong concrete findings, or a
 * model that is all but certain (what is left of a phishing email once a family member forwards it
 * inline is often only its words: the original's authentication and Reply-To are gone).
 */
import type { RiskLevel } from '../analysis.types';
import type { Finding } from '../detectors/finding';
import { idsWhere } from '../signals/signal-registry';

export const THRESHOLDS = {
  /** Score at or above which a message is at least suspicious. */
  suspicious: 1.6,
  /** Score at or above which a message is dangerous (given strong evidence). */
  dangerous: 3.2,
  /** Weight of a single non-model finding that counts as strong evidence. */
  strong: 1.4,
};

/**
 * How sure the model must be (its probability) to back "dangerous": beside a concrete finding; beside a
 * risky link (shortener, risky TLD, free hosting, IP, mismatched text...); on its own. Set on held-out
 * halves of the corpus `train` part (some legitimate newsletters reach 0.9, a few reach 0.99, hence
 * 0.995 on its own).
 */
export const MODEL_BACKING = { withConcrete: 0.8, withRiskyLink: 0.9, alone: 0.995, aloneUnverified: 0.98 };
/**
 * From this probability the model alone makes a message suspicious (CAUTION), whatever vouches for it,
 * unless the brand it speaks for is proven to have sent it (DMARC pass on the brand's own domain):
 * where the model finds a scam more likely than not. English text is scored by the model's English
 * head, text in another language, read through a small dictionary (word-translations.ts), by the main
 * model. The model learns its word scores from word models that never read the message's community
 * (training/train-model.ts), so it does not take "unlike the mail I know" for "scam": on the held-out
 * halves of the corpus `train` part the same bar keeps 97-98% of scams and 98% of ham SAFE, and a
 * source it never saw (2002 mailing lists) is 85% SAFE rather than 76%.
 */
export const MODEL_SUSPICIOUS = 0.5;
/**
 * Below this probability (the model finds the message ordinary), rule hints alone make it suspicious
 * at most, and only when one of them is strong on its own (a pile of mild hints is not). On the
 * held-out halves of the corpus `train` part, no scam was rated dangerous by rules alone under 0.15;
 * a legitimate investor newsletter (sales talk, "lawsuit", "cash reward", p 0.13) was.
 */
const MODEL_VETO = 0.15;
/** From this probability, links that all stay on the sender's site no longer vouch for the message. */
const MODEL_OVERRULES_CONSISTENT_LINKS = 0.95;

/**
 * Attachments that do harm when opened (a program, a disguised program, an archive holding one, a web
 * page asking for a password): a message carrying one is dangerous whatever its words say. The
 * registry's `harmful` flag (signals/signal-registry.ts), like the lists below.
 */
export const HARMFUL_ATTACHMENTS: ReadonlySet<string> = new Set(idsWhere((s) => s.harmful === true));

/** A scam or scammer already known (a confirmed scam's content, a blocked sender): SCAM. */
export const KNOWN_SCAM_SIGNALS: ReadonlySet<string> = new Set(idsWhere((s) => s.known === true));

/**
 * What deserves a check whatever else the message says: a request for a SIN, card or bank numbers,
 * for a security code, or for a payment to new bank details; an offer of sex or adult content; a request
 * to vote for a relative through a link (the opening of an account takeover: the "contest" page asks for
 * the reader's password); a run of random letters added to slip past filters (no genuine sender writes one);
 * a link that downloads a program; a stranger's tip to buy a share traded off the exchanges; what a sales
 * email's small print admits (a "free" trial with monthly charges, a sender that is not the government
 * offering a government rebate, health claims no health authority has checked).
 */
const ALWAYS_CHECK = new Set(idsWhere((s) => s.alwaysCheck === true));

/** Hints too common in legitimate bulk mail to back a "dangerous" verdict with the model. */
const GENERIC_HINTS = new Set(idsWhere((s) => s.genericHint === true));

/**
 * Hints that ordinary newsletters and list mail share (sales talk, "click here", many or odd links,
 * forms, scripts). When nothing stronger is present and the model does not find the message
 * scam-like, they count half: a pile of them alone is not evidence.
 */
const BULK_HINTS = new Set(idsWhere((s) => s.genericHint === true || s.bulkHint === true));
const BULK_DISCOUNT = 0.5;

/** Language concepts overlap (urgency + threat + credentials say one thing), so their sum is capped. */
const LANGUAGE_CAP = 4.5;
const LINK_CAP = 3.5;

/** Proof that the brand the message speaks for really sent it: a DMARC pass on the brand's own domain. */
export function brandProven(findings: Finding[]): boolean {
  return findings.some((f) => f.detector === 'auth' && f.weight <= -1);
}

export interface Verdict {
  riskLevel: RiskLevel;
  confidence: number;
  score: number;
}

export function scoreFindings(findings: Finding[]): number {
  let language = 0;
  let links = 0;
  let rest = 0;
  for (const f of findings) {
    if (f.detector.startsWith('language:')) language += f.weight;
    else if (f.detector.startsWith('link-')) links += f.weight;
    else rest += f.weight;
  }
  return Math.min(language, LANGUAGE_CAP) + Math.min(links, LINK_CAP) + rest;
}

/**
 * "Dangerous" = a known scam, or a high score backed by concrete evidence: one strong finding plus
 * another hint, or many phishing markers together (the spec's "many phishing markers").
 */
export function discountBulkHints(findings: Finding[]): Finding[] {
  const model = findings.find((f) => f.detector === 'model');
  if (model !== undefined && model.weight > 0) return findings;
  const onlyHints = findings.every((f) => f.detector === 'model' || f.weight < 0.4 || BULK_HINTS.has(f.detector));
  if (!onlyHints) return findings;
  return findings.map((f) => (BULK_HINTS.has(f.detector) && f.weight > 0 ? { ...f, weight: f.weight * BULK_DISCOUNT } : f));
}

/** `modelProbability`: the model's p (null without a model); its weight is among the findings. */
export function decide(allFindings: Finding[], modelProbability: number | null = null): Verdict {
  const p = modelProbability ?? 0;
  // A scam can link to its own throw-away site only: when the model is sure, that proves nothing.
  const kept = p >= MODEL_OVERRULES_CONSISTENT_LINKS ? allFindings.filter((f) => f.detector !== 'links-consistent') : allFindings;
  const findings = discountBulkHints(kept);
  const score = scoreFindings(findings);
  const rules = findings.filter((f) => f.detector !== 'model');
  const strong = rules.some((f) => f.weight >= THRESHOLDS.strong);
  const known = findings.some((f) => KNOWN_SCAM_SIGNALS.has(f.detector));
  const harmful = findings.some((f) => HARMFUL_ATTACHMENTS.has(f.detector));
  // A strong finding needs a second one beside it, and not one of the hints ordinary bulk mail shares:
  // mailing-list talk quoting a "Nigerian prince" letter also links to other sites.
  const positives = rules.filter((f) => f.weight > 0 && !GENERIC_HINTS.has(f.detector)).length;
  // "Many phishing markers" counts only markers of some weight: small link oddities pile up in ordinary newsletters.
  const markers = rules.filter((f) => f.weight >= 0.8).length;
  const model = findings.find((f) => f.detector === 'model');
  // What the model's conviction needs beside it: something concrete, not the marketing-style hints
  // (urgency words, "click here", sales talk, many or foreign links) that ordinary newsletters share.
  // Naming card numbers or a date of birth is not asking for them (a bill "paid by credit card", a shop's
  // "bring photo ID"): only a request backs the model's conviction.
  const asked = rules.some((f) => f.detector === 'asks-secrets');
  const concrete = rules.filter((f) => f.weight >= 0.4 && !GENERIC_HINTS.has(f.detector) && (f.detector !== 'language:personal-data' || asked)).length;
  // When the model finds the message ordinary, a pile of weak link hints is not enough on its own.
  const modelNotAgainst = model === undefined || model.weight >= 0;
  // The model's conviction backs a verdict only when the links do not all stay on the sender's site.
  const selfContained = findings.some((f) => f.detector === 'links-consistent' || f.detector === 'links-brand-site');
  // Copied words (a text, a note) whose every link goes to the brand they speak for: the link is
  // harmless, and the model, which learnt from email, does not raise a doubt about the wording alone.
  const brandSiteOnly = findings.some((f) => f.detector === 'links-brand-site');
  const riskyLink = rules.some((f) => f.weight >= 0.3 && f.detector.startsWith('link-') && !GENERIC_HINTS.has(f.detector));
  const modelBacks =
    !selfContained &&
    ((p >= MODEL_BACKING.withConcrete && concrete >= 1) || (p >= MODEL_BACKING.withRiskyLink && riskyLink));
  const backed = (strong && positives >= 2) || (markers >= 3 && modelNotAgainst) || modelBacks;
  // All but certain, the model alone makes a scam of a message that is at least suspicious (not of a
  // message sent from the domain of the brand it speaks as: that one needs a concrete finding).
  const fromBrand = findings.some((f) => f.detector === 'sender-is-brand');
  // Without the original's authentication results (forwarded inline), nothing says the sender is who
  // it claims to be, and the wording carries more of the verdict.
  const alone = findings.some((f) => f.detector === 'auth-unseen') ? MODEL_BACKING.aloneUnverified : MODEL_BACKING.alone;
  const modelCertain = p >= alone && !selfContained && !fromBrand && score >= THRESHOLDS.suspicious;
  // Hand-set hints can pile up on odd but legitimate mail (old newsletters full of forms and links):
  // when the model is sure the message is ordinary, only a known scam or blocked sender makes it SCAM.
  const vetoed = modelProbability !== null && modelProbability < MODEL_VETO;
  const modelSuspicious = p >= MODEL_SUSPICIOUS && !brandProven(findings) && !brandSiteOnly;
  // Asked for a SIN, card or bank numbers or a code, or to pay new bank details, by someone not proven
  // to be who they claim: never SAFE, however ordinary the rest reads.
  const mustCheck = rules.some((f) => ALWAYS_CHECK.has(f.detector)) && !brandProven(findings);
  const hintsSuspicious = (score >= THRESHOLDS.suspicious && (!vetoed || strong)) || mustCheck;
  let riskLevel: RiskLevel;
  if (known || harmful || (!vetoed && ((score >= THRESHOLDS.dangerous && backed) || modelCertain))) riskLevel = 'dangerous';
  else if (modelSuspicious || hintsSuspicious) riskLevel = 'suspicious';
  else riskLevel = 'safe';

  let confidence: number;
  if (riskLevel === 'dangerous') {
    confidence = known ? 0.97 : 0.75 + 0.22 * (1 - Math.exp(-Math.max(0, score - THRESHOLDS.dangerous) / 3));
  } else if (riskLevel === 'suspicious') {
    // Most confident in the middle of the band, least near either edge.
    const span = THRESHOLDS.dangerous - THRESHOLDS.suspicious;
    const mid = THRESHOLDS.suspicious + span / 2;
    confidence = 0.7 - 0.2 * Math.min(1, Math.abs(score - mid) / (span / 2));
  } else {
    const margin = THRESHOLDS.suspicious - score;
    confidence = 0.6 + 0.35 * (1 - Math.exp(-margin / 1.5));
    // A confident SAFE needs positive evidence (authenticated sender, links that stay on its own site),
    // not just the absence of red flags.
    const vouched = rules.some((f) => f.weight < 0);
    if (!vouched) confidence = Math.min(confidence, 0.8);
  }
  return { riskLevel, confidence: Math.round(Math.min(0.99, Math.max(0.3, confidence)) * 100) / 100, score };
}
