import { TEST_EMAIL_TYPES } from '@scamcheck/shared';
import { renderTestEmail, sampleAnalysis, groupReasons } from './index';

const ctx = { appBaseUrl: 'https://scamcheck.example.ca', scanAddress: 'check@scamcheck.example.ca' };

describe('renderTestEmail', () => {
  it.each(TEST_EMAIL_TYPES)('%s: subject starts with [TEST] and the body says it is a test', (type) => {
    const email = renderTestEmail(type, 'en', ctx);
    expect(email.subject.startsWith('[TEST] ')).toBe(true);
    expect(email.text).toContain('TEST: this is a sample email');
    expect(email.html).toContain('TEST: this is a sample email');
  });

  it.each([
    ['dangerous', '[TEST] SCAM — '],
    ['suspicious', '[TEST] CAUTION — '],
    ['safe', '[TEST] SAFE — '],
    ['unregistered', '[TEST] We got your email'],
  ] as const)('%s renders the right template', (type, prefix) => {
    expect(renderTestEmail(type, 'en', ctx).subject.startsWith(prefix)).toBe(true);
  });

  // Every type in both languages: the exact subject, so a slip (a/an, plural, French elision) shows.
  it.each([
    ['dangerous', 'en', '[TEST] SCAM — INTERAC e-Transfer: You have received $450.00 (CAD)'],
    ['suspicious', 'en', '[TEST] CAUTION — Action required: your parcel is on hold'],
    ['safe', 'en', '[TEST] SAFE — Maple Grove Newsletter: November'],
    ['unregistered', 'en', '[TEST] We got your email. Sign up to have it checked'],
    ['dangerous', 'fr', '[TEST] ARNAQUE — Virement INTERAC\u00a0: vous avez reçu 450,00\u00a0$ (CAD)'],
    ['suspicious', 'fr', '[TEST] PRUDENCE — Action requise\u00a0: votre colis est en attente'],
    ['safe', 'fr', '[TEST] SANS DANGER — Infolettre de Maple Grove\u00a0: novembre'],
    ['unregistered', 'fr', '[TEST] Courriel reçu\u00a0: inscrivez-vous pour le faire vérifier'],
  ] as const)('%s (%s): the subject reads %j', (type, language, subject) => {
    expect(renderTestEmail(type, language, ctx).subject).toBe(subject);
  });

  it.each(TEST_EMAIL_TYPES.flatMap((type) => (['en', 'fr'] as const).map((language) => [type, language] as const)))(
    '%s (%s): no article or elision slip in the subject or the test notice',
    (type, language) => {
      const email = renderTestEmail(type, language, ctx);
      for (const text of [email.subject, email.text.split('\n')[0] ?? '']) {
        if (language === 'en') expect(text).not.toMatch(/\ba [aeio]|\ba un[^i]|\ban [bcdfgjklmnpqrstvwxz]/i);
        else expect(text).not.toMatch(/\b(de|que|le|la|ne|ce) [aeiouyhàâéèêîôù]/i);
      }
    },
  );

  it('renders in French', () => {
    expect(renderTestEmail('dangerous', 'fr', ctx).subject.startsWith('[TEST] ARNAQUE — ')).toBe(true);
    expect(renderTestEmail('unregistered', 'fr', ctx).text).toContain('TEST\u00a0: ceci est un courriel');
  });
});

describe('sampleAnalysis', () => {
  it('dangerous: an Interac e-Transfer phish with critical and AI reasons', () => {
    const sample = sampleAnalysis('dangerous', 'en');
    expect(sample.riskLevel).toBe('dangerous');
    expect(sample.originalSubject).toContain('Interac'.toUpperCase());
    const groups = groupReasons(sample.reasons);
    expect(groups.critical.length).toBeGreaterThanOrEqual(2);
    expect(groups.ai.length).toBeGreaterThanOrEqual(1);
    expect(sample.aiEnhancedRecommendation).toBeTruthy();
  });

  it('suspicious: urgent-language delivery notice', () => {
    const sample = sampleAnalysis('suspicious', 'en');
    expect(sample.riskLevel).toBe('suspicious');
    expect(sample.originalSubject).toMatch(/parcel/i);
    expect(groupReasons(sample.reasons).critical.some((reason) => /urgent/i.test(reason))).toBe(true);
  });

  it.each(['en', 'fr'] as const)('safe (%s): a school newsletter whose reasons are all good signs or AI', (language) => {
    const sample = sampleAnalysis('safe', language);
    expect(sample.riskLevel).toBe('safe');
    const groups = groupReasons(sample.reasons);
    expect(groups.critical).toEqual([]);
    expect(groups.warning).toEqual([]);
    expect(groups.safe.length).toBeGreaterThan(0);
  });

  it('confidence is within 0..1 and the base URL is configurable', () => {
    for (const type of ['dangerous', 'suspicious', 'safe'] as const) {
      const sample = sampleAnalysis(type, 'fr', 'https://x.example');
      expect(sample.confidence).toBeGreaterThan(0);
      expect(sample.confidence).toBeLessThanOrEqual(1);
      expect(sample.appBaseUrl).toBe('https://x.example');
      expect(sample.language).toBe('fr');
    }
  });
});
