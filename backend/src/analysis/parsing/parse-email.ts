/**
 * parseEmail: what arrived in the scanning mailbox → the wrapper (who forwarded, how) and the
 * ORIGINAL message the verdict is about. Order of preference:
 *   1. an inline forward (marker + quoted header block) in the text or HTML body;
 *   2. an attached original (message/rfc822 or .eml attachment), parsed recursively;
 *   3. a Fwd/FW/TR subject without a separable original → 'generic', originalSeparated: false,
 *      and the whole message is analysed as it is;
 *   4. otherwise the message is itself the original ('none').
 */
import type { AnalyzableEmail, EmailLink, ForwardStyle, Language, ParsedMessage } from '../analysis.types';
import type { Attachment } from 'mailparser';
import { type NamedAddress } from './address';
import { describeAttachment } from './attachment-inspector';
import { computeContentIdentity } from './fingerprint';
import {
  findInlineForward,
  findNestedForward,
  hasForwardSubject,
  hasReplySubject,
  type InlineForwardMatch,
  styleFromHtmlHints,
  subjectLanguageHint,
  unquoteText,
} from './forward-detector';
import { stripForwardPrefix } from './header-reader';
import { convertHtml, type HtmlConversion, htmlOffsetAfterTextBefore, htmlOffsetForText } from './html-text';
import { guessLanguage, guessNoteLanguage } from './language';
import { extractTextUrls, mergeLinks, urlLikeAnchorTexts } from './links';
import { readMessage, type ReadMessage } from './message-reader';
import { EmailTooLargeError } from './parsing.errors';
import { PARSING_LIMITS } from './parsing.limits';

export interface ParseEmailOptions {
  /** Size cap of the raw message in bytes (default 10 MB). */
  maxBytes?: number;
  /**
   * Look for a forwarded original (default true). Pass false for messages known to be bare
   * originals (e.g. the CLI or eval on corpus files): some scams carry a fake "Forwarded message"
   * block of their own, which must then not be unwrapped.
   */
  detectForwards?: boolean;
}

const AUTH_HEADER_KEYS = new Set(['authentication-results', 'arc-authentication-results', 'received-spf', 'dkim-signature']);
const KEPT_HEADER_KEYS = [
  'list-unsubscribe', 'list-unsubscribe-post', 'list-id', 'list-post', 'mailing-list', 'message-id', 'date', 'x-mailer', 'user-agent', 'precedence',
  'return-path', 'sender', 'auto-submitted', 'x-priority', 'in-reply-to', 'reply-to', 'to', 'cc', 'content-language',
];
/** A fresh empty address each time: results never share mutable objects. */
const unknownAddress = (): NamedAddress => ({ name: '', address: '' });

/** Text, HTML conversion and links of one message body. */
interface BodyView {
  text: string;
  html?: string;
  conversion?: HtmlConversion;
}

/** Visible length of a text, blanks collapsed. */
const visibleLength = (text: string): number => text.replace(/\s+/g, ' ').trim().length;

/** Distinct words of three letters or more. */
const wordSet = (text: string): Set<string> => new Set(text.toLowerCase().match(/\p{L}{3,}/gu) ?? []);

/**
 * Whether a plain part and an HTML part say different things: fewer than half the words of the
 * shorter one are in the other. Two versions of one message share most of their words.
 */
function differentContent(plain: string, htmlText: string): boolean {
  const a = wordSet(plain);
  const b = wordSet(htmlText);
  if (a.size === 0 || b.size === 0) return false;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const word of small) if (large.has(word)) shared += 1;
  return shared * 2 < small.size;
}

/**
 * The words the reader sees. A mail client shows the HTML part, so when the plain-text part is a
 * stub ("view this email in a browser") or filler while the HTML says much more, the HTML's text is read.
 * Otherwise, when the two parts say different things, both are read: a message with an HTML part
 * beside a plain one (multipart/mixed: an advert with a server's footer) shows both, and mailparser
 * joins only the plain parts into `text`.
 */
function readerText(plainPart: string, htmlText: string): string {
  const plain = plainPart.trim() ? plainPart : '';
  if (!plain || visibleLength(htmlText) > 3 * visibleLength(plain) + 200) return htmlText || plain;
  return htmlText.trim() && differentContent(plain, htmlText) ? `${plain}\n\n${htmlText}` : plain;
}

function bodyView(msg: ReadMessage, converted?: HtmlConversion): BodyView {
  const conversion = converted ?? (msg.html ? convertHtml(msg.html) : undefined);
  return { text: readerText(msg.text, conversion?.text ?? ''), html: msg.html, conversion };
}

function isRfc822(att: Attachment): boolean {
  return att.contentType === 'message/rfc822' || /\.eml$/i.test(att.filename ?? '');
}

function describeAttachments(atts: Attachment[], skip?: Attachment): AnalyzableEmail['attachments'] {
  return atts
    .filter((att) => att !== skip && !(att.related && att.contentType.startsWith('image/')))
    .slice(0, PARSING_LIMITS.maxAttachments)
    .map((att) => describeAttachment({ filename: att.filename, contentType: att.contentType, content: att.content, size: att.size }));
}

function keptHeaders(msg: ReadMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const key of KEPT_HEADER_KEYS) {
    const line = msg.headerLines.find((h) => h.key === key);
    if (line) headers[key] = line.value;
  }
  return headers;
}

function htmlLinks(conversion: HtmlConversion | undefined, fromTextOffset = 0): EmailLink[] {
  if (!conversion) return [];
  return conversion.links
    .filter((link) => link.textOffset >= fromTextOffset)
    .map((link) => (link.text ? { href: link.href, text: link.text } : { href: link.href }));
}

/** HTML links first (they carry visible text), then bare URLs of the text. */
function linksOf(fromHtml: EmailLink[], text: string): EmailLink[] {
  return mergeLinks(fromHtml, extractTextUrls(text, urlLikeAnchorTexts(fromHtml)));
}

/** The whole message as an original (bare originals, attached originals, unseparable forwards). */
function wholeMessageAsOriginal(msg: ReadMessage, conversion?: HtmlConversion): AnalyzableEmail {
  const view = bodyView(msg, conversion);
  const returnPath = msg.headerLines.find((h) => h.key === 'return-path')?.value.replace(/^<|>$/g, '');
  return {
    subject: msg.subject,
    from: msg.from,
    ...(msg.senders.length !== 1 || !msg.from.address ? { irregularFrom: true } : {}),
    replyTo: msg.replyTo,
    ...(returnPath ? { returnPath } : {}),
    authHeaders: msg.headerLines.filter((h) => AUTH_HEADER_KEYS.has(h.key)).map((h) => ({ name: h.name, value: h.value })),
    text: view.text,
    ...(view.html ? { html: view.html } : {}),
    links: linksOf(htmlLinks(view.conversion), view.text),
    attachments: describeAttachments(msg.attachments),
    headers: keptHeaders(msg),
  };
}

/**
 * A forward whose original could not be separated: its content is analysed whole, but the sender,
 * headers and authentication results on it are the forwarder's, so they are not passed off as the
 * original's (the sender is unknown: empty name and address).
 */
function unknownSender(whole: AnalyzableEmail, wrapperSubject: string): AnalyzableEmail {
  const { text, html, links, attachments } = whole;
  return {
    subject: stripForwardPrefix(wrapperSubject),
    from: unknownAddress(),
    replyTo: [],
    authHeaders: [],
    text,
    ...(html ? { html } : {}),
    links,
    attachments,
    headers: {},
  };
}

interface InlineResult {
  original: AnalyzableEmail;
  style: ForwardStyle;
  separated: boolean;
  note: string;
  markerLanguage?: Language;
}

const MAX_NESTED_FORWARDS = 3;
/** A relative who wrote this many words above what they forwarded wrote a message of their own. */
const OWN_MESSAGE_WORDS = 60;

function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;
}

/**
 * A relative forwarded the scam to the family member, who forwarded it on: while the separated
 * original is itself a forward (Fwd/TR subject and a forward marker with a header block), go one
 * level deeper, in the text and the HTML alike. A relative who wrote a message of their own above it
 * (a warning that retells the scam, a story) is what the family member asks about: no deeper.
 */
function descendNestedForwards(
  msg: ReadMessage,
  conversion: HtmlConversion | undefined,
  textMatch: InlineForwardMatch | null,
  htmlMatch: InlineForwardMatch | null,
): { textMatch: InlineForwardMatch | null; htmlMatch: InlineForwardMatch | null } {
  let t = textMatch;
  let h = htmlMatch;
  for (let depth = 0; depth < MAX_NESTED_FORWARDS; depth++) {
    const current = [t, h].find((m) => m?.hasHeaderBlock);
    if (!current || !hasForwardSubject(current.headers.subject ?? '')) break;
    const innerText = t ? findNestedForward(msg.text, t.bodyStart) : null;
    const innerHtml = h && conversion ? findNestedForward(conversion.text, h.bodyStart) : null;
    if (!innerText && !innerHtml) break;
    const ownWords = innerText && t ? msg.text.slice(t.bodyStart, innerText.markerStart) : innerHtml && h && conversion ? conversion.text.slice(h.bodyStart, innerHtml.markerStart) : '';
    if (wordCount(ownWords) >= OWN_MESSAGE_WORDS) break;
    t = innerText;
    h = innerHtml;
  }
  return { textMatch: t, htmlMatch: h };
}

/** Splits an inline forward using the text part and/or the HTML part, whichever shows the marker. */
function extractInline(msg: ReadMessage, conversion: HtmlConversion | undefined): InlineResult | null {
  // Everything reaching the scanning mailbox was forwarded by someone, so Outlook-style blocks
  // count unless the subject says this is a reply (whose quoted thread is not a forward).
  const allowReplyMarkers = hasForwardSubject(msg.subject) || !hasReplySubject(msg.subject);
  const outerText = msg.text.trim() ? findInlineForward(msg.text, { allowReplyMarkers }) : null;
  const outerHtml = conversion ? findInlineForward(conversion.text, { allowReplyMarkers }) : null;
  const outer: InlineForwardMatch | null = outerText ?? outerHtml;
  if (!outer) return null;
  const note = (outerText ? msg.text : (conversion?.text ?? '')).slice(0, outer.markerStart).trim();
  const { textMatch, htmlMatch } = descendNestedForwards(msg, conversion, outerText, outerHtml);
  const main = textMatch ?? htmlMatch ?? outer;

  const headerSource = [textMatch, htmlMatch].find((m) => m?.hasHeaderBlock) ?? main;
  const headers = headerSource.headers;
  const sourceText = textMatch ? msg.text : (conversion?.text ?? '');
  const body = sourceText.slice(main.bodyStart);
  let text = (main.quoted ? unquoteText(body) : body).trim();
  // The original as its reader sees it, by the same rule as a message received directly (bodyView):
  // the forward's HTML part carries the original's HTML, which may say more than its plain part.
  if (htmlMatch && conversion) {
    const htmlBody = conversion.text.slice(htmlMatch.bodyStart);
    const htmlText = (htmlMatch.quoted ? unquoteText(htmlBody) : htmlBody).trim();
    text = textMatch ? readerText(text, htmlText) : text || htmlText;
  }

  let html: string | undefined;
  let links: EmailLink[] = [];
  if (htmlMatch && conversion && msg.html) {
    // From the end of the header block, not from the original's first words: the invisible markup
    // before them (hidden preview text, layout, images) is the original's too.
    html = msg.html.slice(htmlOffsetAfterTextBefore(conversion, htmlMatch.bodyStart));
    links = htmlLinks(conversion, htmlMatch.bodyStart);
  }
  // Class names left by the forwarder's client, looked for only above the original's markup.
  const style = (outerHtml && conversion && msg.html && styleFromHtmlHints(msg.html.slice(0, htmlOffsetForText(conversion, outerHtml.bodyStart) ?? 0))) || outer.style;
  const separated = headerSource.hasHeaderBlock;
  const subject = headers.subject ?? stripForwardPrefix(msg.subject);
  const original: AnalyzableEmail = {
    subject,
    from: headers.from ?? unknownAddress(),
    ...(headers.irregularFrom ? { irregularFrom: true } : {}),
    replyTo: headers.replyTo ?? [],
    forwardedInline: true,
    authHeaders: [],
    text,
    ...(html ? { html } : {}),
    links: linksOf(links, text),
    attachments: describeAttachments(msg.attachments),
    headers: {
      ...(headers.date ? { date: headers.date } : {}),
      ...(headers.to ? { to: headers.to } : {}),
      ...(headers.cc ? { cc: headers.cc } : {}),
    },
  };
  return { original, style, separated, note, markerLanguage: outer.markerLanguage };
}

function wrapperOf(msg: ReadMessage, language: Language | undefined): ParsedMessage['wrapper'] {
  return {
    from: msg.from,
    subject: msg.subject,
    ...(msg.messageId ? { messageId: msg.messageId } : {}),
    references: msg.references,
    ...(msg.date ? { date: msg.date } : {}),
    authenticationResults: msg.headerLines.filter((h) => h.key === 'authentication-results').map((h) => h.value),
    ...(language ? { language } : {}),
  };
}

function finish(
  msg: ReadMessage,
  original: AnalyzableEmail,
  forwardStyle: ForwardStyle,
  originalSeparated: boolean,
  wrapperLanguage: Language | undefined,
): ParsedMessage {
  const { contentHash, fingerprint } = computeContentIdentity(original.text, original.subject);
  return {
    wrapper: wrapperOf(msg, wrapperLanguage),
    original,
    forwardStyle,
    originalSeparated,
    contentHash,
    fingerprint,
    language: guessLanguage(`${original.subject}\n${original.text}`),
  };
}

async function extractAttached(msg: ReadMessage): Promise<{ original: AnalyzableEmail; attachment: Attachment } | null> {
  const attachment = msg.attachments.find(isRfc822);
  if (!attachment || attachment.content.length === 0) return null;
  try {
    let inner = await readMessage(attachment.content);
    // A forward of a forward (each one attaching the previous): descend while the attached message
    // is itself a Fwd wrapper carrying an attached message, up to the depth cap.
    for (let depth = 1; depth < PARSING_LIMITS.maxRfc822Depth && hasForwardSubject(inner.subject); depth++) {
      const deeper = inner.attachments.find(isRfc822);
      if (!deeper || deeper.content.length === 0) break;
      inner = await readMessage(deeper.content);
    }
    if (!inner.from.address && !inner.subject && !inner.text.trim() && !inner.html) return null;
    const original = wholeMessageAsOriginal(inner);
    // The original's own attachments come along; the container's others belong to the forward.
    original.attachments = [...original.attachments, ...describeAttachments(msg.attachments, attachment)].slice(0, PARSING_LIMITS.maxAttachments);
    return { original, attachment };
  } catch {
    return null;
  }
}

export async function parseEmail(raw: Buffer, opts: ParseEmailOptions = {}): Promise<ParsedMessage> {
  const maxBytes = opts.maxBytes ?? PARSING_LIMITS.maxBytes;
  if (raw.length > maxBytes) throw new EmailTooLargeError(raw.length, maxBytes);
  const msg = await readMessage(raw);
  if (opts.detectForwards === false) {
    const whole = wholeMessageAsOriginal(msg);
    return finish(msg, whole, 'none', true, guessNoteLanguage(whole.text));
  }
  const subjectHint = subjectLanguageHint(msg.subject);

  const conversion = msg.html ? convertHtml(msg.html) : undefined;
  const inline = extractInline(msg, conversion);
  if (inline && inline.separated) {
    const language = guessNoteLanguage(inline.note) ?? inline.markerLanguage ?? subjectHint;
    // The separated original is itself a forward whose original travelled as an attachment
    // (a relative forwarded it as an attachment, the family member forwarded that inline).
    const attachedBelow = hasForwardSubject(inline.original.subject) ? await extractAttached(msg) : null;
    return finish(msg, attachedBelow?.original ?? inline.original, inline.style, true, language);
  }

  const attached = await extractAttached(msg);
  if (attached) {
    const note = bodyView(msg, conversion).text;
    return finish(msg, attached.original, 'attached', true, guessNoteLanguage(note) ?? subjectHint);
  }

  const whole = wholeMessageAsOriginal(msg, conversion);
  if (inline || hasForwardSubject(msg.subject)) {
    const language = subjectHint ?? inline?.markerLanguage ?? guessNoteLanguage(whole.text);
    return finish(msg, unknownSender(whole, msg.subject), inline?.style ?? 'generic', false, language);
  }
  return finish(msg, whole, 'none', true, guessNoteLanguage(whole.text));
}
