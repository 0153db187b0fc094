import { makeEmail } from '../../../test/fixtures/analysis/make-email';
import { foldText } from '../text/normalize';
import { buildContext } from './email-context';
import { findConcepts, scamLanguageDetector } from './scam-language.detector';
import { LANGUAGE_RULES } from './scam-language.rules';

/** The concepts found in an example, read as the rules read text: folded, nothing set aside. */
const concepts = (text: string): string[] => findConcepts(text).map((h) => h.rule.id);

const detected = (text: string, links: { href: string; text?: string }[]): string[] =>
  scamLanguageDetector(buildContext(makeEmail({ text, links }))).map((f) => f.detector);

describe('language rules: every rule finds its own hit and misses its near-miss', () => {
  it.each(LANGUAGE_RULES.map((r) => [r.id, r] as const))('%s', (id, rule) => {
    const { hit, miss } = rule.examples;
    expect(foldText(hit)).toBe(hit);
    expect(foldText(miss)).toBe(miss);
    expect(concepts(hit)).toContain(id);
    expect(concepts(miss)).not.toContain(id);
  });

  it.each(LANGUAGE_RULES.filter((r) => r.needsLink).map((r) => [r.id, r] as const))('%s counts only in a message with a link', (id, rule) => {
    const link = [{ href: 'https://contest-vote.example.net/entry/4411', text: 'Vote' }];
    expect(detected(rule.examples.hit, link)).toContain(`language:${id}`);
    expect(detected(rule.examples.hit, [])).not.toContain(`language:${id}`);
  });

  it('every rule has an id of its own', () => {
    expect(new Set(LANGUAGE_RULES.map((r) => r.id)).size).toBe(LANGUAGE_RULES.length);
  });
});
