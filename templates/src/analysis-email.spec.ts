import { AI_REASON_MARKER, RISK_LEVELS, type Language } from '@scamcheck/shared';
import { renderAnalysisEmail, sampleAnalysis, type AnalysisEmailModel } from './index';

function model(overrides: Partial<AnalysisEmailModel> = {}): AnalysisEmailModel {
  return {
    language: 'en',
    riskLevel: 'dangerous',
    confidence: 0.9,
    reasons: ['Urgent payment request'],
    recommendations: ['Delete the email.'],
    originalSender: 'security@rbc-verify.co',
    originalSubject: 'Your account is locked',
    appBaseUrl: 'https://scamcheck.example.ca',
    ...overrides,
  };
}

/** Strips tags and invisible link-breakers so assertions read like what a person sees. */
function visible(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#8288;/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ');
}

describe('renderAnalysisEmail: subject', () => {
  it.each<[string, Language, string]>([
    ['dangerous', 'en', 'SCAM — Your account is locked'],
    ['suspicious', 'en', 'CAUTION — Your account is locked'],
    ['safe', 'en', 'SAFE — Your account is locked'],
    ['something-else', 'en', 'UNKNOWN — Your account is locked'],
    ['dangerous', 'fr', 'ARNAQUE — Your account is locked'],
    ['suspicious', 'fr', 'PRUDENCE — Your account is locked'],
    ['safe', 'fr', 'SANS DANGER — Your account is locked'],
    ['something-else', 'fr', 'INCONNU — Your account is locked'],
  ])('%s in %s → %s', (riskLevel, language, expected) => {
    expect(renderAnalysisEmail(model({ riskLevel, language })).subject).toBe(expected);
  });

  it('uses "(no subject)" when the original has none', () => {
    expect(renderAnalysisEmail(model({ originalSubject: '  ' })).subject).toBe('SCAM — (no subject)');
  });

  it('strips CR/LF from the original subject and caps its length', () => {
    const subject = renderAnalysisEmail(model({ originalSubject: `Hi\r\nBcc: x@evil.example ${'a'.repeat(500)}` })).subject;
    expect(subject.startsWith('SCAM — Hi Bcc: x@evil.example a')).toBe(true);
    expect(subject).not.toMatch(/[\r\n]/);
    expect(subject.length).toBeLessThanOrEqual(120);
    expect(subject.endsWith('…')).toBe(true);
  });
});

describe('renderAnalysisEmail: verdict and confidence', () => {
  it.each(RISK_LEVELS)('%s uses its banner colour and names the level', (riskLevel) => {
    const { html, text } = renderAnalysisEmail(model({ riskLevel }));
    const colour = { safe: '#166534', suspicious: '#fbbf24', dangerous: '#b91c1c' }[riskLevel];
    expect(html).toContain(`bgcolor="${colour}"`);
    const name = { safe: 'Safe', suspicious: 'Suspicious', dangerous: 'Dangerous' }[riskLevel];
    expect(text).toContain(`Risk level: ${name}`);
  });

  it('shows an unknown risk level as Unknown', () => {
    const { html, text } = renderAnalysisEmail(model({ riskLevel: 'critical' }));
    expect(visible(html)).toContain('Risk level: Unknown');
    expect(text).toContain('Risk level: Unknown');
    expect(text).toContain('*** UNKNOWN ***');
    expect(html).toContain('bgcolor="#4b5563"');
  });

  it('shows the unknown level in French as Inconnu', () => {
    expect(renderAnalysisEmail(model({ riskLevel: '', language: 'fr' })).text).toContain('Niveau de risque\u00a0: Inconnu');
  });

  it.each([
    [0.873, '87%'],
    [0, '0%'],
    [1, '100%'],
    [0.004, '0%'],
    [0.996, '100%'],
  ])('confidence %p is shown as %s', (confidence, shown) => {
    const { html, text } = renderAnalysisEmail(model({ confidence }));
    expect(text).toContain(`Confidence: ${shown}`);
    expect(visible(html)).toContain(`Confidence: ${shown}`);
  });

  it('keeps French non-breaking spaces in reasons (a colon never starts a line)', () => {
    const { text } = renderAnalysisEmail(sampleAnalysis('dangerous', 'fr'));
    expect(text).toContain('Délai urgent\u00a0: le virement «\u00a0expirera');
  });

  it('writes the French percent with a non-breaking space', () => {
    expect(renderAnalysisEmail(model({ language: 'fr', confidence: 0.5 })).text).toContain('Degré de certitude\u00a0: 50\u00a0%');
  });
});

describe('renderAnalysisEmail: reasons', () => {
  const reasons = [
    'Urgent: pay within 24 hours',
    'Caution: unusual sender',
    'The sender matches the school website',
    `${AI_REASON_MARKER}Looks like a known Interac phishing template`,
  ];

  it('groups reasons under the four headings, in order', () => {
    const { text } = renderAnalysisEmail(model({ reasons }));
    const critical = text.indexOf('Warning signs:\n- Urgent: pay within 24 hours');
    const warning = text.indexOf('Things to be careful about:\n- Caution: unusual sender');
    const safe = text.indexOf('Good signs:\n- The sender matches the school website');
    const ai = text.indexOf('Patterns spotted by our AI:\n- [AI] Looks like a known Interac phishing template');
    expect([critical, warning, safe, ai].every((index) => index > 0)).toBe(true);
    expect(critical).toBeLessThan(warning);
    expect(warning).toBeLessThan(safe);
    expect(safe).toBeLessThan(ai);
  });

  it('strips the AI marker and shows an AI label in HTML', () => {
    const { html } = renderAnalysisEmail(model({ reasons }));
    expect(html).not.toContain(AI_REASON_MARKER);
    expect(html).toMatch(/>AI<\/span>Looks like a known Interac phishing template/);
  });

  it('omits empty groups and says so when there are no reasons at all', () => {
    const { text } = renderAnalysisEmail(model({ reasons: [] }));
    expect(text).not.toContain('Warning signs');
    expect(text).toContain('We did not find anything specific to point out.');
  });
});

describe('renderAnalysisEmail: content', () => {
  it('lists the recommendations, or sensible defaults when there are none', () => {
    expect(renderAnalysisEmail(model()).text).toContain('1. Delete the email.');
    const fallback = renderAnalysisEmail(model({ recommendations: [] })).text;
    expect(fallback).toContain('1. Do not click links, open attachments or reply.');
  });

  it('shows the AI-enhanced recommendation box only when present', () => {
    expect(renderAnalysisEmail(model({ aiEnhancedRecommendation: 'Call your bank.' })).text).toContain(
      'ADVICE FROM OUR AI ASSISTANT',
    );
    expect(renderAnalysisEmail(model()).text).not.toContain('ADVICE FROM OUR AI ASSISTANT');
  });

  it('shows the original sender and subject', () => {
    const { text, html } = renderAnalysisEmail(model());
    expect(text).toContain('From: security@rbc-verify.co');
    expect(text).toContain('Subject: Your account is locked');
    expect(visible(html)).toContain('security@rbc-verify.co');
  });

  it('says plainly when the original could not be separated from the forward', () => {
    const notice = 'We could not separate the original message from your forward, so we analysed everything we received';
    expect(renderAnalysisEmail(model({ originalNotSeparated: true })).text).toContain(notice);
    expect(renderAnalysisEmail(model({ originalNotSeparated: true })).html).toContain(notice);
    expect(renderAnalysisEmail(model()).text).not.toContain(notice);
    expect(renderAnalysisEmail(model({ originalNotSeparated: true, language: 'fr' })).text).toContain(
      "Nous n'avons pas pu séparer le message d'origine de votre transfert",
    );
  });

  it('shortens the excerpt and removes its links', () => {
    const contentExcerpt = `Click https://evil.example/login now or visit www.evil.example. ${'blah '.repeat(300)}`;
    const { text, html } = renderAnalysisEmail(model({ contentExcerpt }));
    expect(text).toContain('Click [link removed] now or visit [link removed]');
    expect(text).not.toContain('evil.example');
    expect(html).not.toContain('evil.example');
    const excerptLine = text.split('\n').find((line) => line.startsWith('> Click'))!;
    expect(excerptLine.length).toBeLessThan(420);
    expect(excerptLine.endsWith('…')).toBe(true);
  });

  it('greets by name when known', () => {
    expect(renderAnalysisEmail(model({ recipientName: 'Margaret' })).text.startsWith('Hello Margaret,')).toBe(true);
    expect(renderAnalysisEmail(model()).text.startsWith('Hello,')).toBe(true);
  });

  it('has the footer: privacy, support and the Canadian Anti-Fraud Centre', () => {
    const { text } = renderAnalysisEmail(model({ supportEmail: 'support@scamcheck.example.ca' }));
    expect(text).toContain('We never store');
    expect(text).toContain('support@scamcheck.example.ca');
    expect(text).toContain('Canadian Anti-Fraud Centre at 1-888-495-8501');
    expect(renderAnalysisEmail(model()).text).toContain('https://scamcheck.example.ca/contact');
  });

  it('is email-client friendly: 600px, tables, inline styles, no remote resources or scripts', () => {
    const { html } = renderAnalysisEmail(sampleAnalysis('dangerous', 'en'));
    expect(html).toContain('max-width:600px');
    expect(html).toContain('role="presentation"');
    expect(html).not.toMatch(/<(script|img|link|style|iframe|form)\b/i);
    expect(html).not.toMatch(/url\(|@import|src=/i);
    // Nothing readable below 16px (the hidden inbox preheader is the one exception).
    const withoutPreheader = html.replace(/<div style="display:none[^"]*">[^<]*<\/div>/, '');
    expect(withoutPreheader).not.toMatch(/font-size:(1[0-5]|[0-9])px/);
  });
});
