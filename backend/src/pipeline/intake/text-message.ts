/**
 * Text messages (SMS, chat) sent to the scanning address: how a message's channel is decided, how
 * the words of a text are read from a screenshot's OCR or from a paste, and how a text becomes the
 * ParsedMessage the engine analyses. Pure functions; the OCR itself lives in pipeline/ocr.
 */
import type { ParsedMessage } from '../../analysis';
import { extractTextUrls, linkifyBareDomains, mergeLinks, parseEmail } from '../../analysis/parsing';

/**
 * What the family member sent us: an email they forwarded (the default), the words of a text, screenshots
 * of one, or a note of their own that forwards nothing (what they wrote or copied in: a text without its
 * sender line, a post, a piece of an email).
 */
export type MessageChannel = 'email' | 'pasted-text' | 'screenshot' | 'note';

/** A text message as we understood it. */
export interface TextMessage {
  /** The number, short code or contact name the phone showed ('' when none was read). */
  sender: string;
  /** The message's words, paragraphs separated by blank lines. */
  text: string;
}

/** Where a text came from, for the verdict email ("we read your screenshot"). */
export type TextSource = 'screenshot' | 'pasted';

/** A North American number as phones show it: +1 (604) 555-0199, 604-555-0199, 16045550199… */
const PHONE_RE = /(?:\+?\s*1[\s.-]*)?\(?\d{3}\)?[\s.-]*\d{3}[\s.-]*\d{4}/;
/** A short code: 4 to 6 digits alone (Canadian short codes are 5 or 6). */
const SHORT_CODE_RE = /^\d{4,6}$/;
const SENDER_LINE_RE = new RegExp(`^(?:from|de|sender|exp[ée]diteur|texte? de|text from|sms de|message de)\\s*:?\\s*(.{2,60})$`, 'i');

/** Lines a phone draws around the messages (status bar, headers, input box), in English and French. */
const CHROME_LINE_RES = [
  /^\s*\d{1,2}[:.]\d{2}\b.{0,12}$/, // status-bar clock
  /^(?:text message|message texte|imessage|sms|mms|rcs|chat)\b.{0,30}$/i,
  /^(?:today|yesterday|aujourd['’]hui|hier)\b.{0,20}$/i,
  /^(?:delivered|read|distribu[ée]|lu)\b.{0,20}$/i,
  /^(?:type a message|tapez un message|message|rcs message|chat message)$/i,
  /^(?:the sender is not in your contact list|l['’]exp[ée]diteur ne figure pas.*|report junk|signaler comme ind[ée]sirable)$/i,
];

const LETTER_RE = /\p{L}/gu;

function letterCount(line: string): number {
  return line.match(LETTER_RE)?.length ?? 0;
}

/** The lines a phone draws between the header (the sender) and the messages. */
function isMetaLine(line: string): boolean {
  return /^(?:text message|message texte|imessage|sms|mms|rcs|chat|today|yesterday|aujourd['’]hui|hier)\b.{0,30}$/i.test(line.trim());
}

/**
 * OCR junk around a header line: back arrows, chevrons, stray symbols, and the avatar's initial
 * read as a one-letter word or a pair of symbols ("(n Noah", "— @) St. Mary School").
 */
function cleanHeaderLine(line: string): string {
  return line
    .replace(/^[\s<‹«←—–=®©@&*#|>»›_-]+/, '')
    .replace(/[\s>›»|_-]+$/, '')
    .replace(/^(?:(?:[^\s+\d]|[^\s\p{L}+\d]\S|\S[^\s\p{L}\d.])\s+)+(?=\S{2})/u, '')
    .trim();
}

function isChrome(line: string): boolean {
  const bare = line.replace(/[•·]/g, '•').trim();
  return CHROME_LINE_RES.some((re) => re.test(bare));
}

/** The sender as a phone shows it, when the line is one: a number, a short code or a name. */
export function senderFromLine(line: string): string | null {
  const cleaned = cleanHeaderLine(line);
  if (!cleaned || cleaned.length > 60) return null;
  const phone = cleaned.match(PHONE_RE);
  if (phone && phone[0].replace(/\D/g, '').length >= 10 && cleaned.replace(phone[0], '').replace(/[^\p{L}\d]/gu, '').length <= 2) return phone[0].trim();
  // A short code, maybe after the avatar's digit or letter ("8 86833").
  const code = cleaned.match(/(?:^|\s)(\d{4,6})$/);
  if (code && cleaned.replace(code[1], '').replace(/[^\p{L}\d]/gu, '').length <= 1) return code[1];
  // A contact or business name: a few words, mostly letters, no sentence punctuation.
  const words = cleaned.split(/\s+/);
  if (words.length <= 5 && letterCount(cleaned) >= 2 && !/[:!?,]\s|[.!?]$|\.\s+\p{Ll}/u.test(cleaned) && letterCount(cleaned) >= cleaned.replace(/\s/g, '').length * 0.6) return cleaned;
  return null;
}

/**
 * Joins the lines of one bubble into running text. A line that ends inside a web address
 * ("https://canadapost-" then "redelivery.info/pay") continues without a space, as the phone wrapped it.
 */
function joinWrapped(lines: string[]): string {
  let out = '';
  for (const line of lines) {
    if (!out) {
      out = line;
      continue;
    }
    const lastWord = out.slice(out.lastIndexOf(' ') + 1);
    const insideUrl = /^(?:https?:\/\/|www\.)/i.test(lastWord) && /[-/.=?&_]$/.test(lastWord);
    out += insideUrl ? line : ` ${line}`;
  }
  return out;
}

/** OCR commonly reads "https://" as "https//" or "https:/l": mend the scheme so the link is seen. */
function mendSchemes(text: string): string {
  return text.replace(/\b(https?)\s*[:;]?\s*[/l|]{1,2}[/l|]?\s*(?=[a-z0-9])/gi, (_m, scheme: string) => `${scheme.toLowerCase()}://`);
}

/** A lone "|" between words is an "I" ("| can bring dessert"). */
function mendCommonMisreads(text: string): string {
  return text.replace(/(^|\s)\|(?=\s)/gm, '$1I');
}

/**
 * Reads a text message out of the OCR of a phone screenshot: the sender from the header (a number,
 * a short code or a name above the first message), then the messages' words, skipping what the
 * phone draws around them. Null when no words worth analysing were read.
 */
export function readScreenshotText(ocr: string): TextMessage | null {
  const lines = ocr.split(/\r?\n/).map((l) => l.replace(/[ \t]+/g, ' ').trim());
  // The phone's meta line ("Text Message", "Today 9:41") divides the header from the messages.
  const meta = lines.findIndex((l) => isMetaLine(l));
  const headerEnd = meta >= 0 ? meta : -1;
  let sender = '';
  const blocks: string[][] = [[]];
  let seenMessage = false;
  for (const [index, raw] of lines.entries()) {
    const inHeader = index < headerEnd || (headerEnd < 0 && !seenMessage);
    if (!raw || isChrome(raw)) {
      if (blocks[blocks.length - 1].length > 0) blocks.push([]);
      continue;
    }
    if (inHeader) {
      const candidate = senderFromLine(raw);
      if (candidate && letterCount(raw) < 30) {
        // The last header line that names someone is the sender (status-bar glyphs come first).
        sender = candidate;
        continue;
      }
      if (index < headerEnd || letterCount(raw) < 4) continue;
    }
    seenMessage = true;
    blocks[blocks.length - 1].push(raw.replace(/^[©®@]\s+/, '')); // avatar dots read as symbols
  }
  // A bubble split by the avatar beside it continues in lower case.
  const paragraphs: string[] = [];
  for (const block of blocks.map(joinWrapped).filter((p) => letterCount(p) >= 3)) {
    if (paragraphs.length > 0 && /^\p{Ll}/u.test(block)) paragraphs[paragraphs.length - 1] += ` ${block}`;
    else paragraphs.push(block);
  }
  const text = linkifyBareDomains(mendSchemes(mendCommonMisreads(paragraphs.join('\n\n')))).trim();
  if (letterCount(text) < 12) return null;
  return { sender, text };
}

/**
 * The words of a text message pasted or shared into an email: the body carries a sender line
 * ("From: +1 604-555-0199", "De : 32424", a number alone on the first line) or the subject says it
 * is a text ("Text from…", "SMS", "Texto"). Null for an ordinary email.
 */
export function readPastedText(body: string, subject: string): TextMessage | null {
  const lines = body.replace(/\r\n?/g, '\n').split('\n').map((l) => l.trim());
  const nonEmpty = lines.filter(Boolean);
  if (nonEmpty.length === 0 || body.length > 2000) return null;
  let sender = '';
  let start = -1;
  for (let i = 0; i < Math.min(lines.length, 8); i += 1) {
    const line = lines[i];
    if (!line) continue;
    const marked = line.match(SENDER_LINE_RE);
    const value = marked ? marked[1].trim() : line;
    const bare = value.replace(/[\s:]+$/, '');
    if (PHONE_RE.test(bare) && bare.replace(PHONE_RE, '').replace(/[^\p{L}\d]/gu, '').length <= 2) {
      sender = bare.match(PHONE_RE)![0].trim();
      start = i + 1;
      break;
    }
    if (SHORT_CODE_RE.test(bare.replace(/\s/g, ''))) {
      sender = bare.replace(/\s/g, '');
      start = i + 1;
      break;
    }
    if (marked && senderFromLine(value) && /(?:text|sms|texto|message)/i.test(`${subject} ${line}`)) {
      sender = cleanHeaderLine(value);
      start = i + 1;
      break;
    }
  }
  const subjectSaysText = /\b(?:text(?:o| message)?|sms|texto|message texte)\b/i.test(subject) && !/\bemail|courriel\b/i.test(subject);
  if (start < 0 && !subjectSaysText) return null;
  const rest = (start < 0 ? lines : lines.slice(start)).filter((l) => !isChrome(l));
  const text = linkifyBareDomains(rest.join('\n').replace(/\n{3,}/g, '\n\n').trim());
  if (letterCount(text) < 12) return null;
  return { sender, text };
}

/**
 * What the verdict is about: a text message pasted into a plain note (no email forwarded in it),
 * the screenshots attached to one, or the note itself; otherwise the email. `imageCount` counts the
 * attached images worth reading.
 */
export function decideChannel(parsed: ParsedMessage, imageCount: number): MessageChannel {
  const forwardedEmail = parsed.originalSeparated && parsed.forwardStyle !== 'none';
  if (forwardedEmail) return 'email';
  if (imageCount > 0 && parsed.original.text.replace(/\s+/g, ' ').trim().length < 600 && parsed.original.links.length <= 2) return 'screenshot';
  if (readPastedText(parsed.original.text, parsed.wrapper.subject)) return 'pasted-text';
  return parsed.forwardStyle === 'none' ? 'note' : 'email';
}

/**
 * The family member's own note as the engine reads it: the bare domains of words they copied in are
 * links (the phone or app the words came from made them tappable).
 */
export function noteAsParsed(parsed: ParsedMessage): ParsedMessage {
  const copied = extractTextUrls(linkifyBareDomains(parsed.original.text));
  return { ...parsed, original: { ...parsed.original, links: mergeLinks(parsed.original.links, copied) } };
}

/** What a note that is no forwarded email carries, as the engine reads it: a pasted text, or the note itself. */
export type CopiedWords = { kind: 'text'; parsed: ParsedMessage; message: TextMessage } | { kind: 'note'; parsed: ParsedMessage };

/** The words of a `pasted-text` or `note` channel (decideChannel) as the engine reads them; null when no text can be read after all. */
export async function readCopiedWords(parsed: ParsedMessage, channel: 'pasted-text' | 'note'): Promise<CopiedWords | null> {
  if (channel === 'note') return { kind: 'note', parsed: noteAsParsed(parsed) };
  const message = readPastedText(parsed.original.text, parsed.wrapper.subject);
  return message ? { kind: 'text', parsed: await textMessageAsParsed(parsed.wrapper, message), message } : null;
}

/** The shortest account of the text for the verdict email and the record: never more than the first words. */
export function firstWords(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max * 0.6)).trimEnd()}…`;
}

/**
 * The text as the engine's ParsedMessage: the words go through the engine's own parser as a bare
 * message (links, language, content hash and fingerprint as for any email), then the sender is
 * the phone's (a number or a name, no email address). A text never had email headers: it is not an
 * email read from an inline forward whose authentication was lost (the engine weighs those as
 * unverified email), and its sender line is not a forged one. The family member's wrapper is kept
 * for threading and language.
 */
export async function textMessageAsParsed(wrapper: ParsedMessage['wrapper'], message: TextMessage): Promise<ParsedMessage> {
  const raw = Buffer.from(`Subject: \r\nMIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\n${message.text.replace(/\r?\n/g, '\r\n')}\r\n`, 'utf8');
  const bare = await parseEmail(raw, { detectForwards: false });
  return {
    ...bare,
    wrapper,
    original: { ...bare.original, from: { name: message.sender, address: '' }, irregularFrom: false, forwardedInline: false, headers: {}, authHeaders: [] },
    forwardStyle: 'generic',
    originalSeparated: true,
  };
}
