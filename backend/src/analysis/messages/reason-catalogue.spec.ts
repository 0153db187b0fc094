import { CRITICAL_KEYWORDS, WARNING_KEYWORDS } from '@scamcheck/templates';
import { REASONS, renderReason } from './reason-catalogue';

const has = (text: string, words: readonly string[]): boolean => words.some((w) => text.toLowerCase().includes(w));

describe('reason catalogue', () => {
  it.each(Object.entries(REASONS))('%s groups the same way in English and French', (key, text) => {
    const group = (t: string): string => (has(t, CRITICAL_KEYWORDS) ? 'critical' : has(t, WARNING_KEYWORDS) ? 'warning' : 'safe');
    expect(group(text.fr)).toBe(group(text.en));
    if (key.startsWith('safe')) expect(group(text.en)).not.toBe('critical');
    else expect(group(text.en)).not.toBe('safe');
  });

  it('elides « de » before a filled slot that starts with a vowel, in French only', () => {
    expect(renderReason('brandFromFreemail', 'fr', { brand: 'IRCC', brandFr: 'Immigration Canada' })).toContain('venir d’Immigration Canada');
    expect(renderReason('brandFromFreemail', 'fr', { brand: 'RBC', brandFr: 'RBC Banque Royale' })).toContain('venir de RBC');
    expect(renderReason('askUnproven', 'fr', { ask: 'call', askFr: 'appeler un numéro' })).toContain('vous demande d’appeler');
  });
});
