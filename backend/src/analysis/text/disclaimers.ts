/**
 * Safety notices that real banks, agencies and shops print in their emails ("TD will never ask for
 * your PIN by email", "we will never ask for payment in gift cards or cryptocurrency", "l'ARC ne vous
 * demandera jamais…"). They name exactly what scams ask for, so read as ordinary text they would
 * count as scam language. Such sentences are set aside before the rules and the model read the text.
 */
import { foldText } from './normalize';

/**
 * Where a sentence ends: at . ! ? before a space, or at a line break unless the next line goes on in
 * lower case (plain-text mail wraps sentences at 72 columns). A dot inside canada.ca ends nothing.
 */
const SENTENCE_END = /[.!?]+(?=\s|$)|\n(?=[ \t]*(?:\n|[^a-z\u00e0-\u00ff\s]))/g;
/** Longer "sentences" are left alone: without punctuation they may run across a whole message. */
const MAX_NOTICE_CHARS = 400;
/** Cheap test on the raw sentence before folding it. */
const MAYBE_NOTICE = /never|jamais|not|n't|n'|scam|fraud|phish|arnaque|hame/i;

const ASKING = String.raw`(?:ask|request|require|demand|solicit|call|text|e-?mail|send|contact|charge|accept|include|disconnect|threaten)`;
/** "jamais" alone is any "never": a notice says what will never be asked, sent or shared. */
const FRENCH_ASKING = String.raw`(?:demand|exig|sollicit|envo[iy]|communiqu|inclu|contien|partag|transmet|fourni|accept|appel|divulgu)`;
const SECRETS = String.raw`(?:codes?|passwords?|pins?|passcodes?|sin|social insurance|card numbers?|verification|one-time)`;

const NOTICES: RegExp[] = [
  // "TD will never ask you for your password", "we will never call, text or email you to ask for this code".
  new RegExp(String.raw`\bnever\b.{0,60}\b${ASKING}`),
  // "never share this code", "do not give your PIN to anyone".
  new RegExp(String.raw`\b(?:never|do not|don't)\s+(?:share|give|disclose|reveal|forward|tell)\b.{0,40}\b${SECRETS}\b`),
  // "we will not ask for", "does not send links to forms".
  new RegExp(String.raw`\b(?:will not|won't|does not|doesn't|do not|don't|would not|wouldn't)\s+(?:ever\s+)?(?:ask|request|require|demand|solicit|send (?:you )?(?:a )?links?|include (?:a )?links?)\b`),
  // "Scammers sometimes pretend to be BC Hydro", "learn to identify phishing", "protect yourself from fraud".
  /\b(?:scammers?|fraudsters?|criminals)\b.{0,40}\b(?:pretend|pose|posing|impersonat|may (?:call|email|text|contact))/,
  /\b(?:protect yourself|learn (?:more )?about|learn (?:how )?to (?:spot|identify|recognize)|how to (?:spot|identify|recognize|report|avoid))\b.{0,30}\b(?:scams?|fraud|phishing|fake (?:messages|emails))\b/,
  // "ne vous demandera jamais", "ne communiquez jamais ce code", "n'inclurons jamais de lien".
  new RegExp(String.raw`\b${FRENCH_ASKING}[a-z]*\b.{0,40}\bjamais\b|\bjamais\b.{0,60}\b${FRENCH_ASKING}`),
  /\bn'(?:envoie|envoient|envoyons|demande|demandent|demandons|exige|exigent|exigeons|inclut|incluons)\s+(?:pas|aucun)/,
  /\b(?:protegez-vous|mefiez-vous)\b.{0,30}\b(?:fraudes?|arnaques?|hameconnage|escroqueries?)\b/,
  /\b(?:fraudeurs?|escrocs?)\b.{0,40}\b(?:se (?:font|faire) passer|pretend|usurp)/,
];

function isNotice(sentence: string): boolean {
  const folded = foldText(sentence, MAX_NOTICE_CHARS);
  return NOTICES.some((re) => re.test(folded));
}

function keep(sentence: string): string {
  return sentence.length <= MAX_NOTICE_CHARS && MAYBE_NOTICE.test(sentence) && isNotice(sentence) ? ' ' : sentence;
}

/** The text without the sender's anti-fraud notices (each replaced by a space). */
export function withoutSafetyNotices(text: string): string {
  let out = '';
  let start = 0;
  SENTENCE_END.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = SENTENCE_END.exec(text)) !== null) {
    const end = m.index + m[0].length;
    out += keep(text.slice(start, end));
    start = end;
    if (m[0].length === 0) SENTENCE_END.lastIndex += 1;
  }
  return out + keep(text.slice(start));
}
