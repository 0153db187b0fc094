import { escapeHtml, escapeUntrusted, sanitizeSubject, SUBJECT_MAX } from './index';
import { renderAllHostile } from './__fixtures__/all-templates.fixture';

const HOSTILE_VALUES = [
  '<script>alert("x")</script>',
  '"><img src=x onerror=alert(1)>',
  "'><svg onload=alert(1)>",
  'Hello\r\nBcc: victim@example.com\r\n\r\n<b>body</b>',
];

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });

  it('treats null and undefined as empty', () => {
    expect(escapeHtml(undefined)).toBe('');
    expect(escapeHtml(null)).toBe('');
  });

  it('breaks auto-linking of addresses in untrusted text without changing what is read', () => {
    const out = escapeUntrusted('go to http://evil.example/x or mail bad@evil.example, pay $1.99');
    expect(out).not.toContain('http://');
    expect(out).not.toMatch(/evil\.example/);
    expect(out).toContain('$1.99');
    expect(out.replace(/&#8288;/g, '')).toBe('go to http://evil.example/x or mail bad@evil.example, pay $1.99');
  });
});

describe.each(HOSTILE_VALUES)('hostile value %j in every template', (hostile) => {
  const emails = renderAllHostile(hostile);

  it.each(Object.keys(emails))('%s: HTML has no injected markup', (name) => {
    const { html } = emails[name]!;
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img/i);
    expect(html).not.toMatch(/<svg/i);
    expect(html).not.toMatch(/<b>body/i);
    // Event-handler attributes inside a real tag (escaped text like "&lt;svg onload=" is harmless).
    expect(html).not.toMatch(/<[^>]*\son\w+\s*=/i);
    expect(html).not.toMatch(/href="\s*javascript:/i);
  });

  it.each(Object.keys(emails))('%s: subject is one safe, capped line', (name) => {
    const { subject } = emails[name]!;
    expect(subject).not.toMatch(/[\r\n\u0000-\u001f\u007f]/);
    expect(Array.from(subject).length).toBeLessThanOrEqual(SUBJECT_MAX);
    expect(subject.trim()).toBe(subject);
  });
});

describe('hostile values are shown escaped, not dropped', () => {
  it('the analysis email shows the escaped script text', () => {
    const { analysisEverything } = renderAllHostile('<script>alert("x")</script>');
    expect(analysisEverything!.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
  });

  it('a hostile support address is not used as a mailto link', () => {
    const { analysisEverything } = renderAllHostile('"><img src=x onerror=alert(1)>');
    expect(analysisEverything!.html).not.toContain('mailto:&quot;');
  });
});

describe('sanitizeSubject', () => {
  it('removes CR/LF so no header can be injected', () => {
    expect(sanitizeSubject('Locked\r\nBcc: victim@example.com')).toBe('Locked Bcc: victim@example.com');
  });

  it('removes control and bidi-override characters', () => {
    expect(sanitizeSubject('a\u0000b\u0007c\u202Ed\u2028e\u0085f')).toBe('abcd e f');
  });

  it('caps the length with an ellipsis, without splitting an emoji', () => {
    const long = '🙂'.repeat(300);
    const out = sanitizeSubject(long, 10);
    expect(Array.from(out)).toHaveLength(10);
    expect(out.endsWith('…')).toBe(true);
    expect(out).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });
});
