/**
 * Contact details in an LLM's answer: a hostile email can ask the model to repeat "call 1-800-…",
 * an address or a site, and the advice would then reach a family member under ScamCheck's name.
 * An answer holding any of them is dropped, except the Canadian Anti-Fraud Centre's number, the one
 * the instructions allow.
 */

/** 1-888-495-8501, with or without the leading 1. */
const ALLOWED_NUMBERS = new Set(['18884958501', '8884958501']);

/** Runs of digits (any script) with the separators phone numbers use (spaces, dots, dashes, slashes, brackets, a leading +). */
const DIGIT_RUN = /\+?\(?\p{Nd}[\p{Nd}\s().\/-]{5,22}\p{Nd}/gu;
/** A number read out in words ("one eight hundred five five five…", "un huit cent…"): seven number words in a row. */
const SPELLED_NUMBER =
  /\b(?:(?:zero|oh|one|two|three|four|five|six|seven|eight|nine|ten|hundred|thousand|z[eé]ro|un|deux|trois|quatre|cinq|sept|huit|neuf|dix|cent|mille)(?:[\s,.-]+|$)){7,}/iu;
/** Toll-free numbers spelled with letters (1-800-FLOWERS). */
const VANITY_NUMBER = /\b(?:1[\s.-]?)?\(?8(?:00|33|44|55|66|77|88)\)?[\s.-]?[a-z0-9]{3}[\s.-]?[a-z0-9]{4}\b/gi;

const EMAIL_ADDRESS = /[^\s@<>()"']+@[^\s@<>()"']+\.[a-z]{2,}/i;
/** "refunds at cra-help dot ca", "name [at] site [dot] com". */
const SPELLED_EMAIL = /\b[\w.-]+\s*(?:\(at\)|\[at\]|\sat\s)\s*[\w-]+\s*(?:\(dot\)|\[dot\]|\sdot\s)\s*[a-z]{2,}\b/i;
/** A host written around the rules ("cra-refund[.]top", "cra-refund dot ca", "site point com"). */
const DISGUISED_HOST =
  /\b[\w-]+\s*(?:\[\.\]|\(\.\)|\[dot\]|\(dot\)|\s(?:dot|point)\s)\s*(?:com|ca|net|org|info|top|xyz|online|site|shop|biz|co|io|app|link|live|qc|on)\b/i;
/** A scheme, www., or a host name ending in a top-level domain (letters only, 2 to 24). */
const LINK = /(?:[a-z][a-z0-9+.-]*:\/\/|\bwww\.)|\b(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24}\b(?!\.?\d)/i;

const STREET_TYPES = [
  'street', 'st', 'avenue', 'ave', 'road', 'rd', 'boulevard', 'blvd', 'drive', 'dr', 'lane', 'ln', 'way', 'court', 'ct', 'crescent',
  'cres', 'place', 'pl', 'parkway', 'pkwy', 'highway', 'hwy', 'terrace', 'circle', 'square', 'sq', 'trail',
];
const FRENCH_STREET_TYPES = 'rue|avenue|av|boulevard|boul|bd|chemin|ch|route|rang|place|côte|cote|montée|montee|impasse|allée|allee';
/** "1200 Main Street", "45 King St W": a number, capitalised words, a street type (so "2 minutes to drive" is not one). */
const STREET_ADDRESS = new RegExp(
  `\\b\\d{1,6}\\s+(?:\\p{Lu}[\\p{L}'.-]*\\s+){1,4}(?:${STREET_TYPES.flatMap((t) => [t, t[0].toUpperCase() + t.slice(1)]).join('|')})\\b`,
  'u',
);
/** "1200, rue Sainte-Catherine", "45 boul. Saint-Laurent". */
const FRENCH_STREET_ADDRESS = new RegExp(`\\b\\d{1,6},?\\s+(?:${FRENCH_STREET_TYPES})\\.?\\s+\\p{L}`, 'iu');
/** Canadian postal code (M5V 3L9). */
const POSTAL_CODE = /\b[abceghj-nprstvxy]\d[abceghj-nprstv-z][ -]?\d[abceghj-nprstv-z]\d\b/i;
/** P.O. Box 4411, PO Box, case postale 12, C.P. 12. */
const PO_BOX = /\b(?:p\.?\s?o\.?\s?box|post office box|case postale|c\.p\.)\s*\d+/i;

function holdsPhoneNumber(text: string): boolean {
  for (const m of text.matchAll(DIGIT_RUN)) {
    const digits = m[0].replace(/\P{Nd}/gu, '');
    // Seven digits and more: a phone number (amounts carry commas, times and dates fewer digits).
    if (digits.length >= 7 && !ALLOWED_NUMBERS.has(digits)) return true;
  }
  if (SPELLED_NUMBER.test(text)) return true;
  for (const m of text.matchAll(VANITY_NUMBER)) {
    if (/[a-z]/i.test(m[0]) && !ALLOWED_NUMBERS.has(m[0].replace(/\D/g, ''))) return true;
  }
  return false;
}


/**
 * The text as a reader sees it: compatibility forms folded (fullwidth digits, ligatures), invisible
 * characters dropped, every dash a hyphen and every space a space, so "1‑800‑555‑0199" with
 * non-breaking hyphens or zero-width spaces between the digits reads as the number it shows.
 */
function asRead(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/\p{Cf}/gu, '')
    .replace(/[\p{Pd}\u2212]/gu, '-')
    .replace(/\p{Zs}/gu, ' ');
}

/** Which kind of contact detail the text holds, or null when it holds none. */
export function contactDetailIn(raw: string): 'phone number' | 'email address' | 'link' | 'postal address' | null {
  const text = asRead(raw);
  if (holdsPhoneNumber(text)) return 'phone number';
  if (EMAIL_ADDRESS.test(text) || SPELLED_EMAIL.test(text)) return 'email address';
  if (LINK.test(text) || DISGUISED_HOST.test(text)) return 'link';
  if (STREET_ADDRESS.test(text) || FRENCH_STREET_ADDRESS.test(text) || POSTAL_CODE.test(text) || PO_BOX.test(text)) return 'postal address';
  return null;
}
