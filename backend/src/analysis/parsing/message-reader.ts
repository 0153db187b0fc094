/**
 * Reads one RFC 822 message with mailparser into a flat, bounded structure. Lenient: when
 * mailparser refuses the message (oversized header block, broken structure) the header block is
 * trimmed and parsing retried, and as a last resort the message is read naively as headers + text.
 */
import { type AddressObject, type Attachment, type ParsedMail, simpleParser } from 'mailparser';
import { type NamedAddress, parseDisplayAddress } from './address';
import { type HeaderLine, readHeaderLine, readHeaderLines } from './header-reader';
import { MalformedEmailError } from './parsing.errors';
import { PARSING_LIMITS } from './parsing.limits';

export interface ReadMessage {
  headerLines: HeaderLine[];
  subject: string;
  from: NamedAddress;
  /** Every mailbox of the From line (usually one). */
  senders: NamedAddress[];
  replyTo: NamedAddress[];
  messageId?: string;
  references: string[];
  date?: string;
  /** Plain text with \n line ends, bounded (empty when the message only had HTML). */
  text: string;
  html?: string;
  attachments: Attachment[];
}

const MAX_SENDERS = 10;

const PARSER_OPTIONS = {
  skipTextToHtml: true,
  skipImageLinks: true,
  skipTextLinks: true,
  skipHtmlToText: true,
  // attached messages (message/rfc822) stay attachments: the forward extractor parses them itself
  ignoreEmbedded: true,
  keepCidLinks: true,
  checksumAlgo: false as const,
  maxChildNodes: PARSING_LIMITS.maxMimeNodes,
};

/** Every mailbox the From line lists, as written (a forged line lists several, or a name without an address). */
function senderEntries(obj: AddressObject | AddressObject[] | undefined): NamedAddress[] {
  const list = Array.isArray(obj) ? obj : obj ? [obj] : [];
  const entries: NamedAddress[] = [];
  for (const entry of list.flatMap((group) => group.value)) {
    const members = entry.group && entry.group.length > 0 ? entry.group : [entry];
    for (const m of members) {
      if (m.address || m.name) entries.push({ name: (m.name ?? '').trim(), address: (m.address ?? '').trim() });
    }
  }
  return entries.slice(0, MAX_SENDERS);
}

/** The sender as mail programs show it: the first name and the first address the From line gives. */
function shownSender(entries: NamedAddress[]): NamedAddress {
  return { name: entries.find((e) => e.name)?.name ?? '', address: entries.find((e) => e.address)?.address ?? '' };
}

function allAddresses(obj: AddressObject | AddressObject[] | undefined): NamedAddress[] {
  const list = Array.isArray(obj) ? obj : obj ? [obj] : [];
  return list
    .flatMap((group) => group.value)
    .filter((entry) => entry.address)
    .map((entry) => ({ name: (entry.name ?? '').trim(), address: (entry.address ?? '').trim() }))
    .slice(0, 20);
}

function boundText(text: string | undefined): string {
  if (!text) return '';
  const capped = text.length > PARSING_LIMITS.maxTextChars * 2 ? text.slice(0, PARSING_LIMITS.maxTextChars * 2) : text;
  return capped.replace(/\r\n?/g, '\n').slice(0, PARSING_LIMITS.maxTextChars);
}

function toDateString(date: Date | undefined, raw: string | undefined): string | undefined {
  if (date && !Number.isNaN(date.getTime())) return date.toISOString();
  return raw || undefined;
}

function fromParsed(mail: ParsedMail): ReadMessage {
  const headerLines = readHeaderLines(mail.headerLines);
  const rawHeader = (key: string): string | undefined => headerLines.find((h) => h.key === key)?.value;
  const references = Array.isArray(mail.references) ? mail.references : mail.references ? mail.references.split(/\s+/) : [];
  const html = typeof mail.html === 'string' && mail.html.length > 0 ? mail.html.slice(0, PARSING_LIMITS.maxHtmlChars) : undefined;
  const senders = senderEntries(mail.from);
  return {
    headerLines,
    subject: (mail.subject ?? '').slice(0, 1000),
    from: shownSender(senders),
    senders,
    replyTo: allAddresses(mail.replyTo),
    messageId: mail.messageId,
    references: references.slice(0, 100),
    date: toDateString(mail.date, rawHeader('date')),
    text: boundText(mail.text),
    html,
    attachments: mail.attachments ?? [],
  };
}

/** Index of the blank line ending the header block, or -1. */
function headerEnd(raw: Buffer): number {
  const crlf = raw.indexOf('\r\n\r\n');
  const lf = raw.indexOf('\n\n');
  if (crlf < 0) return lf;
  if (lf < 0) return crlf;
  return Math.min(crlf, lf);
}

const ESSENTIAL_HEADER_RE = /^(?:from|to|subject|date|reply-to|message-id|references|mime-version|content-type|content-transfer-encoding|authentication-results|return-path):/i;

/** Drops overlong header lines and caps the header block so mailparser accepts the message. */
function trimHeaderBlock(raw: Buffer): Buffer {
  const end = headerEnd(raw);
  const head = (end < 0 ? raw : raw.subarray(0, end)).toString('latin1');
  const body = end < 0 ? Buffer.alloc(0) : raw.subarray(end);
  const kept: string[] = [];
  let size = 0;
  // a header line and its folded continuations; past the cap only the headers that matter are kept
  for (const field of head.split(/\r?\n(?![ \t])/)) {
    if (field.length > PARSING_LIMITS.maxHeaderLineBytes) continue;
    const overCap = size + field.length > PARSING_LIMITS.maxHeaderBytes;
    if (overCap && (size > PARSING_LIMITS.maxHeaderBytes * 2 || !ESSENTIAL_HEADER_RE.test(field))) continue;
    kept.push(field);
    size += field.length + 2;
  }
  return Buffer.concat([Buffer.from(kept.join('\r\n'), 'latin1'), body]);
}

/** Last resort: "Name: value" lines up to the first blank line, the rest as text. */
function readNaively(raw: Buffer): ReadMessage {
  const end = headerEnd(raw);
  const head = end < 0 ? '' : raw.subarray(0, Math.min(end, PARSING_LIMITS.maxHeaderBytes)).toString('latin1');
  const body = (end < 0 ? raw : raw.subarray(end)).subarray(0, PARSING_LIMITS.maxTextChars * 4).toString('utf8');
  const headerLines: HeaderLine[] = [];
  for (const field of head.split(/\r?\n(?![ \t])/)) {
    const m = /^([!-9;-~]{1,76}):/.exec(field);
    if (m && field.length <= PARSING_LIMITS.maxHeaderLineBytes) headerLines.push(readHeaderLine(field));
  }
  const get = (key: string): string => headerLines.find((h) => h.key === key)?.value ?? '';
  return {
    headerLines,
    subject: get('subject').slice(0, 1000),
    from: parseDisplayAddress(get('from')),
    senders: get('from') ? [parseDisplayAddress(get('from'))] : [],
    replyTo: get('reply-to') ? [parseDisplayAddress(get('reply-to'))] : [],
    messageId: get('message-id') || undefined,
    references: get('references').split(/\s+/).filter(Boolean).slice(0, 100),
    date: get('date') || undefined,
    text: boundText(body.replace(/[^\S\n]*\n/g, '\n')),
    attachments: [],
  };
}

/**
 * A body sent as plain text that is really an HTML document (no Content-Type, or a wrong one): what
 * a mail client would show as a page. It starts with a document or layout tag, after an optional comment.
 */
const HTML_AS_TEXT = /^\s*(?:<!--[^]{0,500}?-->\s*)?<(?:!doctype\s+html|html|head|body|table|div|font|center|meta)\b[^<>]{0,500}>/i;

/** Reads such a body as the HTML it is, so its links and visible words are seen as the reader sees them. */
function htmlSentAsText(msg: ReadMessage): ReadMessage {
  if (msg.html || !HTML_AS_TEXT.test(msg.text)) return msg;
  return { ...msg, text: '', html: msg.text.slice(0, PARSING_LIMITS.maxHtmlChars) };
}

/** Something to analyse: a sender, a subject, some text or HTML, or an attachment. */
function isUsable(msg: ReadMessage): boolean {
  return Boolean(msg.from.address || msg.subject.trim() || msg.text.trim() || msg.html?.trim() || msg.attachments.length > 0);
}

export async function readMessage(raw: Buffer): Promise<ReadMessage> {
  if (raw.length === 0 || raw.subarray(0, 4096).toString('latin1').trim().length === 0) {
    throw new MalformedEmailError('empty message');
  }
  let message: ReadMessage;
  try {
    message = fromParsed(await simpleParser(raw, PARSER_OPTIONS));
  } catch {
    try {
      message = fromParsed(await simpleParser(trimHeaderBlock(raw), PARSER_OPTIONS));
    } catch {
      message = readNaively(raw);
    }
  }
  if (!isUsable(message)) throw new MalformedEmailError('no headers, text or attachments could be read');
  return htmlSentAsText(message);
}
