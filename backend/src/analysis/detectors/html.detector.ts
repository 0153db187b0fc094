/**
 * Tricks only visible in the HTML: forms asking for data inside the email, scripts, automatic
 * redirects, text hidden from the reader, and image-only messages that dodge text checks.
 * The HTML is only scanned as text, never rendered.
 */
import { countMatches } from '../text/normalize';
import type { EmailContext } from './email-context';
import type { Finding } from './finding';
import { signal } from '../signals/signal-registry';

export function htmlDetector(ctx: EmailContext): Finding[] {
  const html = ctx.html;
  if (!html) return [];
  const findings: Finding[] = [];
  if (html.includes('<form')) {
    const asksSecret = /<input[^>]{0,300}type\s*=\s*["']?password/.test(html);
    findings.push(signal('html-form', asksSecret ? 'form with a password field in the email' : 'form in the email', { weight: asksSecret ? 3 : 0.6 }));
  }
  if (html.includes('<script')) findings.push(signal('html-script', 'script in the email'));
  if (/<meta[^>]{0,200}http-equiv\s*=\s*["']?refresh/.test(html)) {
    findings.push(signal('html-refresh', 'automatic redirect'));
  }
  const images = countMatches(html, /<img\b/, 50);
  if (images > 0 && ctx.body.length < 60) {
    findings.push(signal('html-image-only', 'message is a picture with almost no text'));
  }
  const hidden = hiddenTextBlocks(html);
  if (hidden >= 2) findings.push(signal('html-hidden-text', `${hidden} hidden blocks of text`));
  return findings;
}

/** An element styled to be invisible: no display, no visibility, no size, no opacity. */
const HIDING_STYLE = /display\s*:\s*none|visibility\s*:\s*hidden|font-size\s*:\s*[01](?:px|pt)?\s*(?:[;!]|$)|opacity\s*:\s*0(?:\.0+)?\s*(?:[;!]|$)/;
const STYLED_TAG = /<[a-z][a-z0-9]*\b[^<>]{0,500}?\bstyle\s*=\s*(?:"([^"<>]{0,1000})"|'([^'<>]{0,1000})')[^<>]{0,500}>([^<]{0,2000})/g;
const MAX_STYLED_TAGS = 2000;

/**
 * Elements whose own style hides the words inside them, the text-salting trick ("Pay<span
 * style="display:none">xq</span>Pal", invisible paragraphs of innocent words). Layout rules in a
 * <style> sheet and the one hidden preview line at the top of most newsletters (the "preheader")
 * are not counted.
 */
function hiddenTextBlocks(html: string): number {
  let withText = 0;
  let seen = 0;
  STYLED_TAG.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = STYLED_TAG.exec(html)) !== null && seen < MAX_STYLED_TAGS) {
    seen += 1;
    const style = m[1] ?? m[2] ?? '';
    if (HIDING_STYLE.test(style) && /[a-z\u00c0-\uffff]{2}/.test(m[3].replace(/&[a-z#0-9]+;/g, ''))) withText += 1;
  }
  // The first hidden text is the preview line that mail programs show beside the subject.
  return Math.max(0, withText - 1);
}
