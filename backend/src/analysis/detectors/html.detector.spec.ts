import { makeEmail } from '../../../test/fixtures/analysis/make-email';
import { buildContext } from './email-context';
import { htmlDetector } from './html.detector';

const run = (html: string): string[] => htmlDetector(buildContext(makeEmail({ html, text: 'Your statement is ready to view online today.' }))).map((f) => f.detector);
const PREHEADER = '<div style="display:none;font-size:1px;opacity:0;max-height:0;overflow:hidden;mso-hide:all;">Your statement is ready.</div>';
const SHEET = '<style>@media (max-width:600px){.hide-mobile{display:none!important;}}</style>';

describe('html detector', () => {
  it('does not count a newsletter’s hidden preview line or its mobile layout rules as hidden text', () => {
    expect(run(`${SHEET}<body>${PREHEADER}<p>Your statement is ready to view online today.</p></body>`)).toEqual([]);
  });

  it('flags words hidden inside the message (text salting)', () => {
    const salted = `<p>Pay<span style="display:none">quartz</span>Pal: your account<span style="font-size:0px">weather garden</span> is on hold<font style="visibility:hidden">lorem ipsum</font>.</p>`;
    expect(run(`${PREHEADER}${salted}`)).toEqual(['html-hidden-text']);
  });

  it('flags a form asking for a password inside the email', () => {
    expect(run('<form action="https://x.example.net"><input type="password" name="p"></form>')).toEqual(['html-form']);
  });
});
