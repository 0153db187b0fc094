import { buildRecommendations } from './recommendations';

describe('recommendations', () => {
  it.each([
    ['dangerous', 'en'],
    ['suspicious', 'en'],
    ['safe', 'en'],
    ['dangerous', 'fr'],
    ['suspicious', 'fr'],
    ['safe', 'fr'],
  ] as const)('a %s verdict on a text message (%s) never speaks of an email', (level, language) => {
    const steps = buildRecommendations(level, ['brand', 'delivery', 'credentials', 'phone'], language, true).join(' ');
    expect(steps).not.toMatch(/\bemail|courriel/i);
  });

  it('a scam text is reported to 7726 (SPAM), a scam email is deleted', () => {
    expect(buildRecommendations('dangerous', [], 'en', true).join(' ')).toContain('7726');
    expect(buildRecommendations('dangerous', [], 'en').join(' ')).toContain('Then delete the email.');
  });
});
