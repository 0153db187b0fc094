/**
 * Finds an inline forward in a message's text: the marker line each mail client writes
 * ("---------- Forwarded message ---------", "Begin forwarded message:", "-----Original Message-----",
 * an Outlook rule followed by a From/Sent block…), in English and French, and the quoted header
 * block under it. Works on plain text and on HTML converted to text alike.
 */
import type { ForwardStyle, Language } from '../analysis.types';
import { type NamedAddress, parseDisplayAddress } from './address';
import { PARSING_LIMITS } from './parsing.limits';

export type InlineForwardStyle = Exclude<ForwardStyle, 'none' | 'attached'>;

export interface ForwardHeaderBlock {
  from?: NamedAddress;
  /** The quoted From line lists several mailboxes or is empty (see AnalyzableEmail.irregularFrom). */
  irregularFrom?: boolean;
  subject?: string;
  date?: string;
  to?: string;
  cc?: string;
  replyTo?: NamedAddress[];
}

export interface InlineForwardMatch {
  style: InlineForwardStyle;
  /** Language of the client that wrote the marker and labels (the forwarder's UI language). */
  markerLanguage?: Language;
  /** Offset of the marker line: the forwarder's note is the text before it. */
  markerStart: number;
  /** Offset where the original's body starts (after the header block). */
  bodyStart: number;
  headers: ForwardHeaderBlock;
  /** True when the header block named at least the original's sender. */
  hasHeaderBlock: boolean;
  /** True when the forwarded block is quoted with "> " (iOS Mail plain text): strip one level. */
  quoted: boolean;
}

export interface FindForwardOptions {
  /**
   * Accept reply-style markers ("-----Original Message-----", Outlook's rule + From/Sent block).
   * They also introduce quoted replies, so callers allow them only when the subject says Fwd/FW/TR.
   */
  allowReplyMarkers: boolean;
}

type MarkerKind = 'forward' | 'reply' | 'rule';

interface MarkerHit {
  kind: MarkerKind;
  style: InlineForwardStyle;
  language?: Language;
}

const MAX_MARKER_LINE = 160;
const MAX_BLOCK_LINES = 40;
/** Longer header lines are read up to this length (a To line can list hundreds of recipients). */
const MAX_LABEL_LINE = 2000;

const DASHED_FORWARD_RE =
  /^(-{2,}|={2,}|_{2,})?\s*(forwarded message|message transf[ée]r[ée]|courriel transf[ée]r[ée]|e-?mail transf[ée]r[ée]|mail transf[ée]r[ée])\s*(?:-{2,}|={2,}|_{2,})?\s*:?$/i;
const APPLE_RE = /^(begin forwarded message|d[ée]but du message r[ée]exp[ée]di[ée])\s*:?$/i;
const ORIGINAL_RE = /^-{2,}\s*(original message|message d['’]origine|mail original)\s*-{2,}$/i;
/** Orange webmail (common among French families): "> Message du 03/11/25 14:02" then "> De : …". */
const ORANGE_RE = /^message du \d{1,2}\/\d{1,2}\/\d{2,4}(?: \d{1,2}:\d{2})?$/i;
const RULE_RE = /^(?:_{8,}|-{20,})$/;

const LABELS: Record<string, keyof ForwardHeaderBlock | 'ignored'> = {
  from: 'from', de: 'from',
  date: 'date', sent: 'date', 'envoyé': 'date', 'envoye': 'date', 'envoyé le': 'date', 'envoye le': 'date',
  subject: 'subject', objet: 'subject', sujet: 'subject',
  to: 'to', 'à': 'to', a: 'to', pour: 'to',
  cc: 'cc', cci: 'cc', bcc: 'cc', 'copie à': 'cc', 'copie a': 'cc',
  'reply-to': 'replyTo', 'répondre à': 'replyTo', 'repondre a': 'replyTo', 'répondre à ': 'replyTo',
  importance: 'ignored', attachments: 'ignored', 'pièces jointes': 'ignored', 'pieces jointes': 'ignored',
};
const FRENCH_LABELS = new Set(['copie à', 'copie a', 'de', 'envoyé', 'envoye', 'envoyé le', 'envoye le', 'objet', 'sujet', 'à', 'a', 'pour', 'cci', 'répondre à', 'repondre a', 'pièces jointes', 'pieces jointes']);
const LABEL_RE =
  /^[*>\s]{0,4}(from|de|date|sent|envoy[ée](?: le)?|subject|objet|sujet|to|[àÀ]|a|pour|cc|cci|bcc|copie [àa]|reply-to|r[ée]pondre [àa]|importance|attachments|pi[èe]ces jointes)\s*\*{0,2}\s*:\s*\*{0,2}\s*(.*)$/i;

interface Line {
  start: number;
  text: string;
}

function splitLines(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  while (start <= text.length && lines.length < PARSING_LIMITS.maxForwardScanLines) {
    const nl = text.indexOf('\n', start);
    const end = nl < 0 ? text.length : nl;
    lines.push({ start, text: text.slice(start, end) });
    if (nl < 0) break;
    start = nl + 1;
  }
  return lines;
}

function styleFromDashes(dashes: string | undefined): InlineForwardStyle {
  const n = dashes?.length ?? 0;
  if (n >= 10) return 'gmail';
  if (n >= 8) return 'thunderbird';
  if (n >= 4) return 'yahoo';
  return 'generic';
}

function languageOf(phrase: string): Language {
  return /forward|begin|original message/i.test(phrase) ? 'en' : 'fr';
}

function matchMarker(line: string): MarkerHit | null {
  // quoted markers ("> ") count: some clients quote the whole forwarded block
  const trimmed = line.trim().replace(/^(?:>\s?)+/, '');
  if (trimmed.length === 0 || trimmed.length > MAX_MARKER_LINE) return null;
  let m = DASHED_FORWARD_RE.exec(trimmed);
  if (m && (m[1] || /-{2,}\s*:?$/.test(trimmed))) {
    return { kind: 'forward', style: styleFromDashes(m[1]), language: languageOf(m[2]) };
  }
  m = APPLE_RE.exec(trimmed);
  if (m) return { kind: 'forward', style: 'apple', language: languageOf(m[1]) };
  m = ORIGINAL_RE.exec(trimmed);
  if (m) return { kind: 'reply', style: 'outlook', language: languageOf(m[1]) };
  if (ORANGE_RE.test(trimmed)) return { kind: 'reply', style: 'generic', language: 'fr' };
  if (RULE_RE.test(trimmed)) return { kind: 'rule', style: 'outlook' };
  return null;
}

function normaliseLabel(label: string): string {
  return label.toLowerCase().replace(/\s+/g, ' ');
}

interface BlockResult {
  headers: ForwardHeaderBlock;
  count: number;
  endLine: number;
  french: boolean;
}

/** Reads "Label: value" lines from `first`; stops at the first blank or unlabeled line after a header. */
function readHeaderBlock(lines: Line[], first: number): BlockResult {
  const headers: ForwardHeaderBlock = {};
  let count = 0;
  let french = false;
  let lastKey: keyof ForwardHeaderBlock | 'ignored' | null = null;
  let j = first;
  let blanks = 0;
  for (; j < lines.length && j < first + MAX_BLOCK_LINES; j++) {
    const text = lines[j].text;
    if (isBlankLine(text)) {
      if (count > 0) break;
      if (++blanks > 3) break;
      continue;
    }
    // A label is read from the line's start: a To line listing hundreds of recipients is still one.
    const m = LABEL_RE.exec(text.length <= MAX_LABEL_LINE ? text : text.slice(0, MAX_LABEL_LINE));
    if (m) {
      const label = normaliseLabel(m[1]);
      const key = LABELS[label] ?? 'ignored';
      if (FRENCH_LABELS.has(label)) french = true;
      const value = m[2].trim();
      if (key === 'from' && !headers.from) {
        headers.from = parseDisplayAddress(value);
        if (isIrregularSenderLine(value)) headers.irregularFrom = true;
      }
      else if (key === 'replyTo' && !headers.replyTo) headers.replyTo = value.split(/[;,](?![^<]*>)/).map(parseDisplayAddress).filter((a) => a.address);
      else if ((key === 'subject' || key === 'date' || key === 'to' || key === 'cc') && headers[key] === undefined) headers[key] = value;
      lastKey = key;
      count++;
      continue;
    }
    // Long To/Cc lists wrap onto indented or comma-continued lines.
    const continues = count > 0 && (lastKey === 'to' || lastKey === 'cc') && (/^\s/.test(text) || /[,;]\s*$/.test(headers[lastKey] ?? ''));
    if (continues && (lastKey === 'to' || lastKey === 'cc')) {
      headers[lastKey] = `${headers[lastKey] ?? ''} ${text.trim()}`.trim();
      continue;
    }
    break;
  }
  return { headers, count, endLine: j, french };
}

/**
 * A quoted From line naming several mailboxes ("Spray-X, <info@amazon.de>", "<a@x.de>, <b@y.de>") or
 * none at all. "Smith, John <john@x.com>" (a name with a comma, unquoted by the client) is one mailbox.
 */
function isIrregularSenderLine(value: string): boolean {
  const v = value.trim().slice(0, 1000);
  if (!v) return true;
  // A comma followed straight by an address with no name of its own: "Spray-X, <info@amazon.de>",
  // "Spray-X, info@amazon.de" (Outlook), "LuckyWins, (<reply@telekom.com>)".
  return /,\s*(?:\(?\s*<|\[\s*mailto:)?\s*[^\s,<>()[\]]+@/.test(v) || (v.match(/<[^<>\s]+@[^<>\s]+>/g) ?? []).length > 1;
}

/** Blank, or blank inside a "> " quote. */
function isBlankLine(text: string): boolean {
  return /^[\s>]*$/.test(text);
}

function skipBlankLines(lines: Line[], from: number): number {
  let j = from;
  while (j < lines.length && isBlankLine(lines[j].text)) j++;
  return j;
}

/** Removes one level of "> " quoting from every line. */
export function unquoteText(text: string): string {
  return text.replace(/^> ?/gm, '');
}

function offsetOfLine(lines: Line[], index: number, text: string): number {
  return index < lines.length ? lines[index].start : text.length;
}

/** A bare Outlook block: From/De line followed closely by Sent/Date and Subject/Objet lines. */
function isBareOutlookBlock(lines: Line[], index: number): boolean {
  const first = lines[index].text;
  if (first.length > 2000 || !/^[*\s]{0,3}(from|de)\s*\*{0,2}\s*:/i.test(first)) return false;
  const block = readHeaderBlock(lines, index);
  return Boolean(block.headers.from) && block.headers.date !== undefined && block.headers.subject !== undefined;
}

export function findInlineForward(text: string, opts: FindForwardOptions): InlineForwardMatch | null {
  const lines = splitLines(text);
  for (let i = 0; i < lines.length; i++) {
    let hit = matchMarker(lines[i].text);
    let blockStart = i + 1;
    if (!hit && opts.allowReplyMarkers && isBareOutlookBlock(lines, i)) {
      hit = { kind: 'rule', style: 'outlook' };
      blockStart = i;
    }
    if (!hit) continue;
    if (hit.kind !== 'forward' && !opts.allowReplyMarkers) continue;
    const block = readHeaderBlock(lines, blockStart);
    // An original with an empty From still shows its From label among the others (Sent, To, Subject).
    const hasSender = Boolean(block.headers.from && (block.headers.from.address || block.headers.from.name || block.count >= 3));
    if (hit.kind === 'rule' && !(hasSender && (block.headers.date !== undefined || block.headers.subject !== undefined))) continue;
    const bodyLine = block.count > 0 ? skipBlankLines(lines, block.endLine) : skipBlankLines(lines, i + 1);
    return {
      style: hit.style,
      markerLanguage: hit.language ?? (block.count > 0 ? (block.french ? 'fr' : 'en') : undefined),
      markerStart: lines[i].start,
      bodyStart: offsetOfLine(lines, bodyLine, text),
      headers: block.headers,
      hasHeaderBlock: hasSender,
      quoted: blockStart < lines.length && /^\s*>/.test(lines[skipBlankLines(lines, blockStart)]?.text ?? ''),
    };
  }
  return null;
}

/**
 * A forward nested inside an already separated original (a relative forwarded it to the family
 * member, who forwarded it on). Callers only look when that original's subject says Fwd/FW/TR, so
 * Outlook's reply-style blocks count too.
 */
export function findNestedForward(text: string, from: number): InlineForwardMatch | null {
  const inner = findInlineForward(text.slice(from), { allowReplyMarkers: true });
  if (!inner || !inner.hasHeaderBlock) return null;
  return { ...inner, markerStart: inner.markerStart + from, bodyStart: inner.bodyStart + from };
}

/** Mail clients leave recognisable class names in forwarded HTML; they name the style better than dashes. */
export function styleFromHtmlHints(html: string): InlineForwardStyle | null {
  const head = html.length > 200_000 ? html.slice(0, 200_000) : html;
  if (/class="?[^"]*\bgmail_(?:quote|attr)\b/i.test(head)) return 'gmail';
  if (/yahoo_quoted/i.test(head)) return 'yahoo';
  if (/\bmoz-forward-container\b|\bmoz-email-headers-table\b/i.test(head)) return 'thunderbird';
  if (/\bdivRplyFwdMsg\b|\bOutlookMessageHeader\b|\bappendonsend\b/i.test(head)) return 'outlook';
  if (/<blockquote[^>]{0,200}type=["']?cite/i.test(head) && /Apple-interchange-newline|forwarded message|r[ée]exp[ée]di[ée]/i.test(head)) return 'apple';
  return null;
}

const FORWARD_SUBJECT_RE = /^\s*\[?\s*(?:(?:re|r[ée]f|aw)\s*:\s*)*(?:fwd?|tr|trans)\s*:/i;

const REPLY_SUBJECT_RE = /^\s*(?:re|aw|r[ée]f|sv|antw)\s*(?:\[\d+\])?\s*:/i;

/** "RE:"-style subjects: a quoted "-----Original Message-----" under them is a reply, not a forward. */
export function hasReplySubject(subject: string): boolean {
  return REPLY_SUBJECT_RE.test(subject) && !FORWARD_SUBJECT_RE.test(subject);
}

export function hasForwardSubject(subject: string): boolean {
  return FORWARD_SUBJECT_RE.test(subject);
}


/** French UI clients prefix forwards with "TR:" (Outlook). */
export function subjectLanguageHint(subject: string): Language | undefined {
  return /^\s*tr\s*:/i.test(subject) ? 'fr' : undefined;
}
