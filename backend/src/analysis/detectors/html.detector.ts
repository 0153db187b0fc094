/**
 * Tricks only visible in the HTML: forms asking for data inside the email, scripts, automatic
 * redirects, text hidden from the reader, and image-only messages that dodge text checks.
 * The HTML is only scanned as text, never rendered.
 */
import { countMatches } from '../text/normalize';
import type { EmailContext } from './email-context';
import type { Finding } from './finding';

export function htmlDetector(ctx: EmailContext): Finding[] {
  const html = ctx.html;
  if (!html) return [];
  const findings: Finding[] = [];
  if (html.includes('<form')) {
    const asksSecret = /<input[^>]{0,300}type\s*=\s*["']?password/.test(html);
    findings.push({
      detector: 'html-form',
      weight: asksSecret ? 3 : 0.6,
      evidence: asksSecret ? 'form with a password field in the email' : 'form in the email',
      reason: 'htmlForm',
      topic: 'credentials',
    });
  }
  if (html.includes('<script')) findings.push({ detector: 'html-script', weight: 0.5, evidence: 'script in the email' });
  if (/<meta[^>]{0,200}http-equiv\s*=\s*["']?refresh/.test(html)) {
    findings.push({ detector: 'html-refresh', weight: 0.8, evidence: 'automatic redirect' });
  }
  const images = countMatches(html, /<img\b/, 50);
  if (images > 0 && ctx.body.length < 60) {
    findings.push({ detector: 'html-image-only', weight: 0.7, evidence: 'message is a picture with almost no text', reason: 'imageOnly' });
  }
  const hidden = countMatches(html, /(?:display\s*:\s*none|font-size\s*:\s*[01]px|visibility\s*:\s*hidden|opacity\s*:\s*0[;"'])/, 50);
  if (hidden >= 3) findings.push({ detector: 'html-hidden-text', weight: 0.5, evidence: `${hidden} hidden blocks` });
  return findings;
}
