/**
 * The analysis engine's entry point: a pure, synchronous function from a parsed message and the
 * knowledge base to a verdict. No I/O, no network, no logging of content.
 */
import { AI_REASON_MARKER } from '@scamcheck/shared';
import type { AnalysisResult, AnalyzableEmail, AnalyzeOptions, Knowledge, Language, ParsedMessage, Signal } from './analysis.types';
import { attachmentDetector } from './detectors/attachment.detector';
import { authDetector } from './detectors/auth.detector';
import { brandDetector, opensInBrandName } from './detectors/brand.detector';
import { contactOnlyDetector } from './detectors/contact-only.detector';
import { buildContext, type EmailContext, isWebLink } from './detectors/email-context';
import type { Finding, FindingTopic } from './detectors/finding';
import { disguiseDetector } from './detectors/disguise.detector';
import { htmlDetector } from './detectors/html.detector';
import { linkDetector, showsBrandSiteElsewhere } from './detectors/link.detector';
import { findConcepts, scamLanguageDetector } from './detectors/scam-language.detector';
import { senderDetector } from './detectors/sender.detector';
import { smallPrintDetector } from './detectors/small-print.detector';
import { brandParams, FREEMAIL_DOMAINS } from './domains/brands';
import { knownScamDetector } from './known-scams/known-scam.detector';
import { renderReason, type ReasonKey } from './messages/reason-catalogue';
import { buildRecommendations } from './messages/recommendations';
import { extractFeatures } from './model/features';
import { loadDefaultModel, predict, type ScamModel } from './model/scam-model';
import { type TextTokens, textTokens } from './model/text-tokens';
import { tokenScore } from './model/token-model';
import { patternDetector } from './patterns/pattern-matcher';
import { calibratedConfidence } from './scoring/calibration';
import { signal } from './signals/signal-registry';
import { brandProven, decide, HARMFUL_ATTACHMENTS, KNOWN_SCAM_SIGNALS, MODEL_BACKING, MODEL_SUSPICIOUS, THRESHOLDS } from './scoring/verdict';
import { countMatches } from './text/normalize';
import { ASK_WORDS, type Ask, askWordsOnly, findAsks, hasSomethingToActOn, retellsAScam, strongestAsk } from './decision/asks';
import { findDeception, findPretext, MODEL_WORDING, playsATrick, type Deception } from './decision/deception';
import { type Decision, decideByTable } from './decision/decision-table';
import { type Proof, proofForAsks, proveSender } from './decision/proof';

export interface EngineOptions extends AnalyzeOptions {
  /** Use this model instead of the committed artifact; null disables the model. */
  model?: ScamModel | null;
}

const EMPTY_KNOWLEDGE: Knowledge = { patterns: [], knownScams: [], blockedSenders: [] };
const MAX_REASONS = 5;

/**
 * How much the model's probability moves the score: at most +3.0 (below "dangerous"), at least -1.5
 * (a message the model finds clearly ordinary outweighs a couple of newsletter-style hints, not a
 * concrete request for money).
 */
export function modelWeight(p: number): number {
  const clamped = Math.min(0.999, Math.max(0.001, p));
  const logit = Math.log(clamped / (1 - clamped));
  return Math.round(Math.min(3.0, Math.max(-1.5, logit)) * 100) / 100;
}

/**
 * The model learnt from a corpus whose legitimate mail is mostly mailing-list conversation, so it is
 * wary of anything commercial. Its push towards "scam" is therefore tempered: by proof of who sent the
 * message, and when no rule saw anything at all (then the model alone can reach "suspicious", never more).
 */
export function adjustModelWeight(weight: number, findings: Finding[]): number {
  if (weight <= 0) return weight;
  let w = weight;
  // Proof that the brand the message speaks for really sent it (DMARC pass on the brand's domain).
  if (brandProven(findings)) w *= 0.6;
  const ruleHint = findings.some((f) => f.weight >= 0.4);
  // Alone, its weight reaches "suspicious" and no more (only near-certainty makes a scam of it, see
  // scoring/verdict.ts); a DMARC pass on the sender's own unrelated domain
  // (anyone can set that up for a throw-away domain) does not pull it back below.
  const plainAuthPass = findings.filter((f) => f.detector === 'auth' && f.weight < 0 && f.weight > -1).reduce((a, f) => a - f.weight, 0);
  if (!ruleHint) w = Math.min(w, THRESHOLDS.suspicious + (plainAuthPass > 0 ? plainAuthPass + 0.01 : 0));
  return Math.round(w * 100) / 100;
}

/**
 * The model's own reason: how close the wording is to the scams it learnt from. It speaks from the bar
 * at which its opinion alone raises a doubt, so a CAUTION it caused always says why. `shortNote`: that
 * doubt is about a relative's short note with a link, where "junk or scam wording" does not fit; what
 * the model saw is its shape.
 */
function modelReason(p: number, shortNote: boolean, text: boolean): 'modelCertain' | 'modelHigh' | 'modelShortNoteLink' | 'modelMedium' | 'modelText' | undefined {
  // A text has no layout, and the messages the model learnt from were emails: it names only the wording.
  if (text) return p >= MODEL_SUSPICIOUS ? 'modelText' : undefined;
  if (p >= MODEL_BACKING.alone) return 'modelCertain';
  if (p >= 0.9) return 'modelHigh';
  if (shortNote) return 'modelShortNoteLink';
  return p >= MODEL_SUSPICIOUS ? 'modelMedium' : undefined;
}

/** Words of a note short enough that its link is its point (a relative's "here are the photos"). */
const SHORT_NOTE_WORDS = 60;
/** Words of a message short enough that its one or two links are its point. */
const LINK_NOTE_WORDS = 150;

/**
 * A few lines from a personal mailbox that point to one site and speak for no brand: the shape of a
 * relative's photo album or video, and of the "look at this" message a hacked account sends to everyone
 * in its address book.
 */
function isShortNoteWithLink(ctx: EmailContext): boolean {
  if (!FREEMAIL_DOMAINS.has(ctx.fromRegistrable) || ctx.links.length === 0) return false;
  if (ctx.headerBrands.length > 0 || ctx.bodyBrands.length > 0) return false;
  if (new Set(ctx.links.map((l) => l.registrable)).size > 1) return false;
  return wordsAtMost(ctx, SHORT_NOTE_WORDS);
}

/** The body holds at most `limit` words, its addresses left aside. */
function wordsAtMost(ctx: EmailContext, limit: number): boolean {
  const withoutUrls = ctx.body.replace(/\S*(?:https?:\/\/|www\.)\S*/gi, ' ');
  return countMatches(withoutUrls, /\p{L}+/gu, limit + 1) <= limit;
}

/**
 * A note short enough, with links to one or two sites, that following its link is its point: where that
 * link leads is what a careful reader checks (a long newsletter's one odd link is not its point).
 */
function linkIsThePoint(ctx: EmailContext): boolean {
  const sites = new Set(ctx.links.filter(isWebLink).map((l) => l.registrable));
  return sites.size > 0 && sites.size <= 2 && wordsAtMost(ctx, LINK_NOTE_WORDS);
}

function isParsedMessage(input: ParsedMessage | AnalyzableEmail): input is ParsedMessage {
  return typeof (input as ParsedMessage).original === 'object' && (input as ParsedMessage).original !== null;
}

export interface Analysis {
  result: AnalysisResult;
  /** Internal details for eval and training (never sent to users). */
  findings: Finding[];
  features: number[];
  modelProbability: number | null;
  /** The words were read through the dictionary (not English): the model must be surer to raise a doubt alone. */
  throughDictionary: boolean;
  score: number;
  /** The confidence before calibration (what the calibration table is counted by). */
  rawConfidence: number;
  /** The three questions and the row of the decision table that decided. */
  asks: Ask[];
  proof: Proof;
  deception: Deception;
  decision: Decision;
  /** The message's words as the engine reads them; `false`: untranslated (training: the word models learn from English). */
  words: (translate?: boolean) => TextTokens;
}

/** Everything `analyze` computes, with the internals the eval and train commands need. */
export function analyzeDetailed(
  input: ParsedMessage | AnalyzableEmail,
  knowledge: Knowledge = EMPTY_KNOWLEDGE,
  options: EngineOptions = {},
): Analysis {
  const parsed = isParsedMessage(input) ? input : null;
  const email = parsed ? parsed.original : (input as AnalyzableEmail);
  const language: Language = options.language ?? parsed?.wrapper.language ?? 'en';
  // Words copied from a text or into a family member's note: they came with no sender address of their own.
  const copied = options.channel === 'note' || options.channel === 'text';
  // A family member's own words (a note, a text, a forward not separated) may quote what they ask about.
  const ownWords = copied || (parsed !== null && parsed.forwardStyle !== 'none' && !parsed.originalSeparated);
  const ctx = buildContext(email, !ownWords);
  const hits = findConcepts(ctx.all);

  const findings: Finding[] = [
    ...authDetector(ctx),
    ...senderDetector(ctx, (knowledge.blockedSenders ?? []).map((s) => s.trim().toLowerCase()), copied),
    ...brandDetector(ctx),
    ...linkDetector(ctx, copied),
    ...attachmentDetector(ctx),
    ...htmlDetector(ctx),
    ...disguiseDetector(ctx),
    ...scamLanguageDetector(ctx, hits),
    ...smallPrintDetector(ctx),
    ...contactOnlyDetector(ctx, hits),
    ...patternDetector(ctx, knowledge.patterns ?? []),
    ...(parsed ? knownScamDetector(parsed, knowledge.knownScams ?? [], ctx.body.length) : []),
  ];

  // A text, or words a family member wrote or copied into a note, that carries nothing to act on (no
  // link, number or ask) is not for the model to doubt: it learnt from emails, and a few ordinary words
  // are out of its reach.
  const quietText = copied && !hasSomethingToActOn(ctx, new Set(findings.map((f) => f.detector)));
  const model = quietText ? null : options.model === undefined ? loadDefaultModel() : options.model;
  let textLogit = 0;
  let throughDictionary = false;
  if (model?.tokens) {
    const words = textTokens(ctx, true, parsed?.language);
    throughDictionary = words.translated;
    textLogit = tokenScore(words.translated ? model.contentTokens ?? model.tokens : model.tokens, words.tokens);
  }
  const features = extractFeatures(ctx, hits, findings, textLogit);
  let modelProbability: number | null = null;
  if (model) {
    modelProbability = predict(model, features, model.tokens !== undefined && !throughDictionary);
    const weight = adjustModelWeight(modelWeight(modelProbability), findings);
    // Only a doubt the model raises needs explaining: the note's shape is looked at then.
    const shortNote = options.channel !== 'text' && modelProbability >= MODEL_SUSPICIOUS && isShortNoteWithLink(ctx);
    if (weight !== 0) {
      findings.push(
        signal('model', `model ${model.version} p=${modelProbability.toFixed(3)}`, {
          weight,
          reason: modelReason(modelProbability, shortNote, options.channel === 'text') ?? null,
          topic: shortNote ? 'personal-link' : null,
        }),
      );
    }
  }

  const sender = proveSender(ctx);
  // A warning about a scam retells its story (an emergency, secrecy, a prize): the words are the scam's,
  // not the writer's tricks, and neither the concepts they express nor the model's reading of them weigh.
  // Its links to the proven sender's own pages are not the scam's.
  const retold = retellsAScam(ctx, sender.level === 'domain' || sender.level === 'brand');
  if (retold) findings.splice(0, findings.length, ...findings.filter((f) => !f.detector.startsWith('language:') && f.detector !== 'model'));
  const evidence = decide(findings, retold ? null : modelProbability);
  const foundIds = new Set(findings.map((f) => f.detector));
  if (sender.level === 'failed') foundIds.add('auth-failed');
  if (!retold) for (const id of findPretext(ctx.all)) foundIds.add(id);
  if (!retold && modelProbability !== null && modelProbability >= MODEL_BACKING.aloneUnverified) foundIds.add(MODEL_WORDING);
  const seen = findDeception(foundIds);
  const asks = findAsks(ctx, foundIds, playsATrick(seen), sender.level === 'domain' || sender.level === 'brand', retold);
  const proof = proofForAsks(sender, asks, ctx);
  // The words that make the only ask are not also a second sign that it deceives (asks.ts `askWordsOnly`).
  const setAside = askWordsOnly(asks);
  const deception = setAside.size > 0 ? findDeception([...foundIds].filter((id) => !setAside.has(id))) : seen;
  const known = findings.some((f) => KNOWN_SCAM_SIGNALS.has(f.detector) || HARMFUL_ATTACHMENTS.has(f.detector));
  // Neither an account to confirm, a page hidden in a QR code nor a fee to receive promised money is vouched for by the sender's own domain.
  const domainCannotVouch = asks.some((a) => a.id === 'sign-in-link' || a.id === 'scan-qr-code' || a.id === 'pay-to-receive');
  // A hidden link aimed at the reader: the point of a short note that speaks for no brand (a brand's
  // notices go through click trackers), from a sender nothing proves (a personal mailbox, a forged or
  // unauthenticated address).
  const unproven = proof.level === 'none' || proof.level === 'failed';
  // A forged sender (the domain's owner disowns it) is deception aimed at whatever it asks.
  // A link whose text shows a brand's own site and leads elsewhere lies about where it goes, whoever sends it.
  const aimedAtAsk = deception.story || proof.forged === true || showsBrandSiteElsewhere(ctx) || (deception.hiddenLink && unproven && !proof.speaksForBrand && linkIsThePoint(ctx));
  const decision = decideByTable({ evidence: evidence.riskLevel, ask: strongestAsk(asks), proof: proof.level, deception: deception.level, bulkDeception: deception.bulkOnly, known, domainCannotVouch, aimedAtAsk, falseIdentity: deception.falseIdentity, lureInText: copied && (deception.lure || (foundIds.has('brand-links') && opensInBrandName(ctx))) });
  // Raw: the evidence's own confidence, or an even 0.7 when the table overruled the evidence; then
  // calibrated on how often such verdicts were right on held-out mail (scoring/calibration.ts).
  const raw = decision.riskLevel === evidence.riskLevel ? evidence.confidence : 0.7;
  const verdict = { ...evidence, riskLevel: decision.riskLevel, confidence: calibratedConfidence(model?.calibration, decision.riskLevel, decision.row, raw) };
  const reasons = buildReasons(findings, verdict.riskLevel, language, { decision, asks, proof });
  const topics = topicsByWeight(findings);
  const result: AnalysisResult = {
    riskLevel: verdict.riskLevel,
    confidence: verdict.confidence,
    reasons,
    recommendations: buildRecommendations(verdict.riskLevel, topics, language, options.channel === 'text'),
    topics,
    signals: findings.map(toSignal),
  };
  return { result, findings, features, modelProbability, throughDictionary, score: verdict.score, rawConfidence: raw, asks, proof, deception, decision, words: (translate = true) => textTokens(ctx, translate, parsed?.language) };
}

/**
 * Analyses one message (the original, already separated from any forwarding wrapper).
 * Pure and synchronous: the caller loads the knowledge base; the engine does no I/O.
 */
export function analyze(input: ParsedMessage | AnalyzableEmail, knowledge: Knowledge = EMPTY_KNOWLEDGE, options: EngineOptions = {}): AnalysisResult {
  return analyzeDetailed(input, knowledge, options).result;
}

function toSignal(f: Finding): Signal {
  const s: Signal = { detector: f.detector, weight: Math.round(f.weight * 100) / 100, evidence: f.evidence };
  if (f.reason) s.reason = f.reason;
  if (f.patternIds && f.patternIds.length > 0) s.patternIds = f.patternIds;
  return s;
}

function topicsByWeight(findings: Finding[]): FindingTopic[] {
  const sorted = [...findings].filter((f) => f.topic && f.weight > 0).sort((a, b) => b.weight - a.weight);
  const topics: FindingTopic[] = [];
  for (const f of sorted) if (f.topic && !topics.includes(f.topic)) topics.push(f.topic);
  return topics;
}

/** What the decision table saw, for the reasons: the row that decided, the asks and the proof. */
interface DecisionView {
  decision: Decision;
  asks: Ask[];
  proof: Proof;
}

const ASK_ROWS = new Set(['severe-ask-deception', 'severe-ask-pressure', 'moderate-ask-deception', 'ask-false-identity', 'ask-deception-evidence']);

/** The reason that names what the message asks, when the decision rests on it. */
function askReason(view: DecisionView, riskLevel: AnalysisResult['riskLevel'], language: Language): string | null {
  const { decision, asks } = view;
  if (decision.row === 'ask-unproven' || decision.row === 'mild-ask-aimed') {
    const ask = decision.row === 'ask-unproven' ? asks.find((a) => a.severity !== 'mild') : asks[0];
    return ask ? renderReason('askUnproven', language, { ask: ASK_WORDS[ask.id].en, askFr: ASK_WORDS[ask.id].fr }) : null;
  }
  if (riskLevel === 'dangerous' && ASK_ROWS.has(decision.row) && asks[0]?.ownWords) {
    return renderReason('askDanger', language, { ask: ASK_WORDS[asks[0].id].en, askFr: ASK_WORDS[asks[0].id].fr });
  }
  return null;
}

function buildReasons(findings: Finding[], riskLevel: AnalysisResult['riskLevel'], language: Language, view: DecisionView): string[] {
  const reasons: string[] = [];
  const used = new Set<ReasonKey>();
  if (riskLevel !== 'safe') {
    const lead = askReason(view, riskLevel, language);
    if (lead) reasons.push(lead);
    // Rule reasons first (concrete), the model's overall impression last.
    const sorted = [...findings]
      .filter((f) => f.reason && f.weight > 0)
      .sort((a, b) => Number(a.detector === 'model') - Number(b.detector === 'model') || b.weight - a.weight);
    const model = sorted.find((f) => f.detector === 'model');
    // The model's impression always gets a place (the last one) when it has something to say.
    const ruleSlots = model ? MAX_REASONS - 1 : MAX_REASONS;
    for (const f of sorted) {
      if (reasons.length >= ruleSlots) break;
      if (f.detector === 'model') continue;
      const key = f.reason as ReasonKey;
      if (used.has(key)) continue;
      used.add(key);
      reasons.push(renderReason(key, language, f.params));
    }
    if (model) {
      // "Danger" wording only on a SCAM verdict (the model's near-certainty can be overruled, e.g. when
      // the message comes from the brand's own domain).
      const key = model.reason === 'modelCertain' && riskLevel !== 'dangerous' ? 'modelHigh' : (model.reason as ReasonKey);
      reasons.push(`${AI_REASON_MARKER}${renderReason(key, language, model.params)}`);
    }
    return reasons;
  }
  // SAFE. Only proof of the brand is worth saying: a pass for any other domain proves nothing about
  // who runs it. A hint seen anyway is named, with why it does not change the verdict.
  const brand = view.proof.level === 'brand' ? view.proof.brand : undefined;
  if (brand) reasons.push(renderReason('safeProvenBrand', language, brandParams(brand)));
  const mild = findings.filter((f) => f.weight > 0 && f.reason && f.detector !== 'model').sort((a, b) => b.weight - a.weight);
  if (mild.length === 0) {
    if (!brand) reasons.push(renderReason('safeNoSigns', language));
    return reasons;
  }
  reasons.push(renderReason(mild[0].reason as ReasonKey, language, mild[0].params));
  reasons.push(brand ? renderReason('safeOutweighedProven', language, brandParams(brand)) : renderReason('safeOutweighedNoAsk', language));
  return reasons;
}
