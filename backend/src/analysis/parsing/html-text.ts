/**
 * HTML → text for hostile mail, on htmlparser2's callbacks (no DOM): one pass over the markup emits
 * text with line breaks at block boundaries, collects links with their visible text, and remembers
 * where each output line began in the HTML so that the forward detector can cut the HTML at the same
 * place as the text.
 */
import { Parser } from 'htmlparser2';
import { PARSING_LIMITS } from './parsing.limits';

export interface HtmlLink {
  href: string;
  text: string;
  /** Offset in the converted text where the link's visible text starts. */
  textOffset: number;
}

export interface HtmlConversion {
  text: string;
  links: HtmlLink[];
  /** Text offsets at which output lines start (ascending)… */
  lineTextOffsets: number[];
  /** …and the HTML offsets where the markup producing each of those lines starts… */
  lineHtmlOffsets: number[];
  /** …and those where the markup after the previous line's text starts (hidden or empty markup included). */
  lineGapHtmlOffsets: number[];
  /** The HTML offset right after the last visible text: the markup after it (images, hidden blocks) shows nothing to read. */
  endGapHtmlOffset: number;
  hasForm: boolean;
  hasPasswordInput: boolean;
}

const BLOCK_TAGS = new Set([
  'p', 'div', 'tr', 'li', 'ul', 'ol', 'table', 'tbody', 'thead', 'tfoot', 'blockquote', 'hr', 'h1', 'h2',
  'h3', 'h4', 'h5', 'h6', 'section', 'article', 'header', 'footer', 'center', 'dl', 'dt', 'dd', 'form',
  'address', 'pre', 'body', 'html', 'main', 'nav', 'aside', 'figure', 'caption', 'fieldset', 'legend',
]);
/** Blocks rendered with a blank line around them. */
const PARAGRAPH_TAGS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'table', 'ul', 'ol', 'pre']);
const CELL_TAGS = new Set(['td', 'th']);
/** Elements whose content is never shown as text. */
const RAW_TEXT_TAGS = new Set(['script', 'style', 'title', 'template', 'xml', 'noscript']);
const MAX_TAG_CHARS = 8192;

/** Cleans an href as a browser would read it: no whitespace, bounded length. */
export function cleanHref(raw: string): string {
  return raw.replace(/[\s\u0000-\u001f]+/g, '').slice(0, PARSING_LIMITS.maxUrlChars);
}

class TextSink {
  private readonly parts: string[] = [];
  length = 0;
  private pendingSpace = false;
  private pendingNewlines = 0;
  private atLineStart = true;
  /** HTML offset right after the last tag that broke the line: where the next line's markup starts. */
  private breakHtmlOffset = 0;
  readonly lineTextOffsets: number[] = [];
  readonly lineHtmlOffsets: number[] = [];
  /** HTML offset right after the last text written: where the markup between two lines starts. */
  private textHtmlEnd = 0;
  readonly lineGapHtmlOffsets: number[] = [];
  private linkText: string | null = null;
  /** Text offset of the open link's first visible character (set when its text is emitted). */
  private linkStart: number | null = null;
  full = false;

  /** HTML offset right after the last text written so far (at the end: after the last visible text). */
  get lastTextHtmlEnd(): number {
    return this.textHtmlEnd;
  }

  breakLine(count: number, htmlOffsetAfterTag: number, additive: boolean): void {
    this.pendingNewlines = additive ? this.pendingNewlines + count : Math.max(this.pendingNewlines, count);
    this.breakHtmlOffset = htmlOffsetAfterTag;
  }

  space(): void {
    this.pendingSpace = true;
  }

  startLink(): void {
    this.linkText = '';
    this.linkStart = null;
  }

  /** Links without visible text are placed where the next text starts, once it is written. */
  private readonly unplaced: HtmlLink[] = [];

  placeAtNextText(link: HtmlLink): void {
    this.unplaced.push(link);
  }

  /** Places links still waiting for text at the end of the output. */
  finish(): void {
    for (const link of this.unplaced) link.textOffset = this.length;
    this.unplaced.length = 0;
  }

  /** Visible text of the link and where it starts (null: it had none). */
  endLink(): { text: string; offset: number | null } {
    const text = (this.linkText ?? '').replace(/\s+/g, ' ').trim();
    const offset = this.linkStart;
    this.linkText = null;
    this.linkStart = null;
    return { text, offset };
  }

  private write(s: string): void {
    if (this.full) return;
    const room = PARSING_LIMITS.maxTextChars - this.length;
    const piece = s.length > room ? s.slice(0, room) : s;
    this.parts.push(piece);
    this.length += piece.length;
    if (this.linkText !== null && this.linkText.length < PARSING_LIMITS.maxLinkTextChars) {
      this.linkText += piece;
    }
    if (this.length >= PARSING_LIMITS.maxTextChars) this.full = true;
  }

  /** Emits collapsed text (no newlines inside); `htmlEnd`: where its markup ends. */
  emit(s: string, htmlOffset: number, htmlEnd = htmlOffset): void {
    if (s.length === 0) return;
    if (this.length === 0 && this.lineTextOffsets.length === 0) {
      this.lineTextOffsets.push(0);
      this.lineHtmlOffsets.push(Math.min(this.breakHtmlOffset, htmlOffset));
      this.lineGapHtmlOffsets.push(0);
      this.pendingNewlines = 0;
    } else if (this.pendingNewlines > 0) {
      this.write(this.pendingNewlines > 1 ? '\n\n' : '\n');
      this.lineTextOffsets.push(this.length);
      this.lineHtmlOffsets.push(Math.min(this.breakHtmlOffset, htmlOffset));
      this.lineGapHtmlOffsets.push(Math.min(this.textHtmlEnd, htmlOffset));
      this.atLineStart = true;
      this.pendingNewlines = 0;
    }
    if (this.pendingSpace && !this.atLineStart) this.write(' ');
    this.pendingSpace = false;
    if (this.unplaced.length > 0) this.finish();
    if (this.linkText !== null && this.linkStart === null) this.linkStart = this.length;
    this.write(s);
    this.textHtmlEnd = htmlEnd;
    this.atLineStart = false;
  }

  /** Emits a text node (entities decoded) found between `htmlOffset` and `htmlEnd`: whitespace collapsed as HTML renders it. */
  emitTextNode(decoded: string, htmlOffset: number, htmlEnd: number, preformatted: boolean): void {
    if (preformatted) {
      const lines = decoded.split(/\r?\n/);
      lines.forEach((line, i) => {
        if (i > 0) this.breakLine(1, htmlOffset, true);
        this.emit(line.replace(/[ \t\f\u00a0]+$/, ''), htmlOffset);
      });
      return;
    }
    const collapsed = decoded.replace(/[\s\u00a0]+/g, ' ');
    if (collapsed === ' ') {
      this.pendingSpace = true;
      return;
    }
    if (collapsed.startsWith(' ')) this.pendingSpace = true;
    const trimmed = collapsed.trim();
    this.emit(trimmed, htmlOffset, htmlEnd);
    if (collapsed.endsWith(' ')) this.pendingSpace = true;
  }

  toString(): string {
    return this.parts.join('');
  }
}

export function convertHtml(input: string): HtmlConversion {
  const html = input.length > PARSING_LIMITS.maxHtmlChars ? input.slice(0, PARSING_LIMITS.maxHtmlChars) : input;
  const sink = new TextSink();
  const links: HtmlLink[] = [];
  let hasForm = false;
  let hasPasswordInput = false;
  let openLink: { href: string; alt: string } | null = null;
  let preDepth = 0;
  /** Inside script, style, title, template…: nothing there is shown as text. */
  let hiddenDepth = 0;
  const closeLink = (): void => {
    if (!openLink) return;
    const { text, offset } = sink.endLink();
    if (links.length < PARSING_LIMITS.maxLinks * 4) {
      const link = { href: openLink.href, text: (text || openLink.alt).slice(0, PARSING_LIMITS.maxLinkTextChars), textOffset: offset ?? 0 };
      links.push(link);
      if (offset === null) sink.placeAtNextText(link);
    }
    openLink = null;
  };
  const attr = (attribs: Record<string, string>, name: string): string => (Object.hasOwn(attribs, name) ? attribs[name].slice(0, MAX_TAG_CHARS) : '');

  // htmlparser2 reads the markup (entities decoded, tag names lower-cased); its start and end indexes
  // say where each text and tag sits in the HTML, so a text line can be traced back to its markup.
  const parser: Parser = new Parser(
    {
      ontext(text) {
        if (sink.full || hiddenDepth > 0) return;
        sink.emitTextNode(text, parser.startIndex, parser.endIndex + 1, preDepth > 0);
      },
      onopentag(name, attribs) {
        if (sink.full) return;
        if (RAW_TEXT_TAGS.has(name)) {
          hiddenDepth += 1;
          return;
        }
        const start = parser.startIndex;
        const afterTag = parser.endIndex + 1;
        if (name === 'br') sink.breakLine(1, afterTag, true);
        else if (BLOCK_TAGS.has(name)) {
          sink.breakLine(PARAGRAPH_TAGS.has(name) ? 2 : 1, start, false);
          if (name === 'pre') preDepth += 1;
          if (name === 'form') hasForm = true;
        } else if (CELL_TAGS.has(name)) sink.space();
        if (name === 'a' || name === 'area') {
          closeLink();
          const href = cleanHref(attr(attribs, 'href'));
          if (!href) return;
          if (name === 'area') {
            const link = { href, text: attr(attribs, 'alt'), textOffset: 0 };
            links.push(link);
            sink.placeAtNextText(link);
          } else {
            openLink = { href, alt: '' };
            sink.startLink();
          }
        } else if (name === 'img' && openLink && !openLink.alt) {
          openLink.alt = attr(attribs, 'alt').trim();
        } else if (name === 'input' && !hasPasswordInput && attr(attribs, 'type').toLowerCase() === 'password') {
          hasPasswordInput = true;
        }
      },
      onclosetag(name, isImplied) {
        if (RAW_TEXT_TAGS.has(name)) {
          hiddenDepth = Math.max(0, hiddenDepth - 1);
          return;
        }
        if (sink.full || isImplied) return;
        // The index after the closing tag's ">" (the parser's end index stops at its name).
        const gt = html.indexOf('>', parser.endIndex);
        const afterTag = gt < 0 ? html.length : gt + 1;
        if (BLOCK_TAGS.has(name)) {
          sink.breakLine(PARAGRAPH_TAGS.has(name) ? 2 : 1, afterTag, false);
          if (name === 'pre') preDepth = Math.max(0, preDepth - 1);
        }
        if (name === 'a') closeLink();
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeSelfClosing: true },
  );
  parser.write(html);
  parser.end();
  closeLink();
  sink.finish();
  return {
    text: sink.toString(),
    links,
    lineTextOffsets: sink.lineTextOffsets,
    lineHtmlOffsets: sink.lineHtmlOffsets,
    lineGapHtmlOffsets: sink.lineGapHtmlOffsets,
    endGapHtmlOffset: sink.lastTextHtmlEnd,
    hasForm,
    hasPasswordInput,
  };
}

/** Index of the first output line starting at or after `textOffset` (-1: none). */
function lineAt(conv: HtmlConversion, textOffset: number): number {
  const offsets = conv.lineTextOffsets;
  let lo = 0;
  let hi = offsets.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (offsets[mid] >= textOffset) {
      found = mid;
      hi = mid - 1;
    } else {
      lo = mid + 1;
    }
  }
  return found;
}

/** The HTML offset where the markup of the first line at or after `textOffset` starts (null: no such line). */
export function htmlOffsetForText(conv: HtmlConversion, textOffset: number): number | null {
  const line = lineAt(conv, textOffset);
  return line < 0 ? null : conv.lineHtmlOffsets[line];
}

/**
 * The HTML offset right after the text of the line before the first line at or after `textOffset`:
 * the markup from there on holds that line and whatever invisible markup precedes it (a forwarded
 * original's hidden text and layout start before its first visible words). With no text from there
 * on, the markup after the last visible text.
 */
export function htmlOffsetAfterTextBefore(conv: HtmlConversion, textOffset: number): number {
  const line = lineAt(conv, textOffset);
  // No text at or after the offset (a forwarded picture-only email): its markup follows the last text.
  return line < 0 ? conv.endGapHtmlOffset : conv.lineGapHtmlOffsets[line];
}
