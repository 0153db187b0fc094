import type { ScamPatternKnowledge } from '../analysis.types';
import { buildContext } from '../detectors/email-context';
import { makeEmail } from '../../../test/fixtures/analysis/make-email';
import { patternDetector, patternWeight } from './pattern-matcher';
import { validatePatternRegex } from './regex-safety';
import starter from '../seed/starter-patterns.json';

const pattern = (over: Partial<ScamPatternKnowledge>): ScamPatternKnowledge => ({
  id: 'p1', patternText: '', patternType: 'phrase', severity: 'high', confidenceScore: 0.8, isActive: true, description: 'test', ...over,
});

const email = makeEmail({
  subject: 'Avis de remboursement',
  from: { name: 'ARC', address: 'avis@arc-gouv.example.net' },
  text: 'Vous êtes admissible à un remboursement. Achetez des cartes-cadeaux et envoyez les codes.',
  links: [{ href: 'https://refund.arc-gouv.example.net/ipfs/claim' }],
});

describe('pattern matcher', () => {
  const ctx = buildContext(email);

  it('matches each pattern type and reports its id', () => {
    const patterns = [
      pattern({ id: 'kw', patternType: 'keyword', patternText: 'cartes-cadeaux' }),
      pattern({ id: 'ph', patternType: 'phrase', patternText: 'vous êtes admissible à un remboursement' }),
      pattern({ id: 'rx', patternType: 'regex', patternText: 'achetez.{0,20}cartes' }),
      pattern({ id: 'snd', patternType: 'sender', patternText: 'avis@arc-gouv.example.net' }),
      pattern({ id: 'dom', patternType: 'domain', patternText: 'arc-gouv.example.net' }),
      pattern({ id: 'url', patternType: 'url', patternText: '/ipfs/' }),
    ];
    const found = patternDetector(ctx, patterns);
    expect(found.flatMap((f) => f.patternIds)).toEqual(['kw', 'ph', 'rx', 'snd', 'dom', 'url']);
    expect(found.every((f) => f.detector.startsWith('pattern:'))).toBe(true);
  });

  it('ignores inactive patterns, partial words and unsafe regexes', () => {
    expect(patternDetector(ctx, [pattern({ patternType: 'keyword', patternText: 'cartes-cadeaux', isActive: false })])).toEqual([]);
    expect(patternDetector(ctx, [pattern({ patternType: 'keyword', patternText: 'rembourse' })])).toEqual([]);
    expect(patternDetector(ctx, [pattern({ patternType: 'regex', patternText: '(a+)+$' })])).toEqual([]);
  });

  it('weighs severity and confidence', () => {
    expect(patternWeight({ severity: 'critical', confidenceScore: 1 })).toBeGreaterThan(patternWeight({ severity: 'low', confidenceScore: 1 }));
    expect(patternWeight({ severity: 'high', confidenceScore: 0.9 })).toBeGreaterThan(patternWeight({ severity: 'high', confidenceScore: 0.2 }));
  });

  it('ships 30 to 60 valid starter patterns in English and French', () => {
    expect(starter.length).toBeGreaterThanOrEqual(30);
    expect(starter.length).toBeLessThanOrEqual(60);
    for (const p of starter) {
      expect(['keyword', 'phrase', 'regex', 'sender', 'domain', 'url']).toContain(p.pattern_type);
      expect(p.confidence_score).toBeGreaterThan(0);
      expect(p.confidence_score).toBeLessThanOrEqual(1);
      expect(p.description.length).toBeGreaterThan(3);
      if (p.pattern_type === 'regex') expect(validatePatternRegex(p.pattern_text)).toBeNull();
    }
  });
});
