/**
 * Hostile input: every detector must finish with a verdict (or a clear error from the parser) on
 * pathological text. This asserts behaviour only; timings are measured by the eval script.
 */
import { analyze } from './analyze';
import type { Knowledge } from './analysis.types';
import { makeEmail } from '../../test/fixtures/analysis/make-email';
import { validatePatternRegex } from './patterns/regex-safety';
import { parseEmail } from './parsing';

const knowledge: Knowledge = {
  patterns: [
    { id: 'evil1', patternText: '(a+)+$', patternType: 'regex', severity: 'critical', confidenceScore: 1, isActive: true },
    { id: 'evil2', patternText: '(\\w*\\s*)*@', patternType: 'regex', severity: 'critical', confidenceScore: 1, isActive: true },
    { id: 'evil3', patternText: '(x|xx)+y', patternType: 'regex', severity: 'critical', confidenceScore: 1, isActive: true },
    { id: 'ok', patternText: 'a.*b', patternType: 'regex', severity: 'low', confidenceScore: 0.5, isActive: true },
    { id: 'kw', patternText: 'a'.repeat(200), patternType: 'keyword', severity: 'low', confidenceScore: 0.5, isActive: true },
  ],
  knownScams: [{ contentHash: 'x', fingerprint: 'not-hex' }],
  blockedSenders: [],
};

const cases: [string, ReturnType<typeof makeEmail>][] = [
  ['a huge run of one letter', makeEmail({ text: 'a'.repeat(2_000_000), subject: 'a'.repeat(100_000) })],
  ['huge whitespace and punctuation', makeEmail({ text: ' \t!'.repeat(500_000) })],
  ['thousands of links', makeEmail({ links: Array.from({ length: 20_000 }, (_, i) => ({ href: `http://${'x'.repeat(i % 300)}.example${i}.top/${'a/'.repeat(200)}`, text: `www.evil${i}.com` })) })],
  ['deeply nested HTML', makeEmail({ html: '<div>'.repeat(200_000) + '<form><input type=password>' + '</div>'.repeat(200_000), text: 'x' })],
  ['hostile link values', makeEmail({ links: [{ href: 'http://[::1' }, { href: '%%%' }, { href: 'javascript:' + 'a'.repeat(100_000) }, { href: 'http://' + 'a.'.repeat(5000) + 'com' }] })],
  ['odd addresses', makeEmail({ from: { name: 'x@'.repeat(10_000), address: '@'.repeat(1000) }, replyTo: Array.from({ length: 5000 }, () => ({ name: '', address: 'a@b' })) })],
  ['many attachments', makeEmail({ attachments: Array.from({ length: 10_000 }, (_, i) => ({ filename: `f${i}.zip`, contentType: 'application/zip', size: 1, innerFilenames: Array.from({ length: 1000 }, () => 'x.txt') })) })],
  ['catastrophic-regex bait', makeEmail({ text: 'a'.repeat(50_000) + '!', subject: 'x'.repeat(5000) })],
  ['auth header garbage', makeEmail({ authHeaders: Array.from({ length: 1000 }, () => ({ name: 'Authentication-Results', value: 'dkim=pass header.d='.repeat(2000) })) })],
  ['unicode soup', makeEmail({ text: '\u202e\u200b\ud83d\ude00\u0301'.repeat(200_000), subject: '\u0000\uffff' })],
];

describe('hostile input', () => {
  it.each(cases)('%s gives a verdict', (_, email) => {
    const r = analyze(email, knowledge);
    expect(['safe', 'suspicious', 'dangerous']).toContain(r.riskLevel);
  });

  it('rejects the evil admin regexes before they run', () => {
    expect(validatePatternRegex('(a+)+$')).not.toBeNull();
    expect(validatePatternRegex('(\\w*\\s*)*@')).not.toBeNull();
    expect(validatePatternRegex('(x|xx)+y')).not.toBeNull();
  });

  it('the parser answers garbage with a verdict-able message or a clear error', async () => {
    for (const raw of [Buffer.alloc(0), Buffer.from('\u0000'.repeat(1000)), Buffer.from('Subject: x\r\n\r\n' + '<a href=x>'.repeat(50_000))]) {
      try {
        const parsed = await parseEmail(raw);
        expect(['safe', 'suspicious', 'dangerous']).toContain(analyze(parsed, knowledge).riskLevel);
      } catch (err) {
        expect((err as Error).message.length).toBeGreaterThan(0);
      }
    }
  });
});

describe('finding 2: regex-safety bypasses', () => {
  const bypasses = ['[^](a+)+]', '[](a+)+]', 'x[^](a|aa)+$', 'a{99999}', '(?:a{1,99}){99999}'];

  it.each(bypasses)('the admin check refuses %s', (pattern) => {
    expect(validatePatternRegex(pattern)).not.toBeNull();
  });

  it('an email of forty a\'s against stored bypass patterns still gets a verdict (the unsafe ones never run)', () => {
    const stored: Knowledge = {
      ...knowledge,
      patterns: bypasses.map((patternText, i) => ({ id: `bypass${i}`, patternText, patternType: 'regex', severity: 'critical', confidenceScore: 1, isActive: true })),
    };
    const r = analyze(makeEmail({ text: 'a'.repeat(40) + '!', subject: 'a'.repeat(40) }), stored);
    expect(['safe', 'suspicious', 'dangerous']).toContain(r.riskLevel);
  });
});
