import { compileSafeRegex, OPEN_REPEAT_CAP, validatePatternRegex } from './regex-safety';

describe('validatePatternRegex', () => {
  it('accepts ordinary patterns', () => {
    for (const p of ['gift ?cards?', '\\bcra\\b.{0,80}refund', '(?:bitcoin|btc) wallet', '[0-9]{3}-[0-9]{4}', 'colis (en attente|retenu)', 'a+b*c?']) {
      expect(validatePatternRegex(p)).toBeNull();
    }
  });

  it('explains patterns that do not compile', () => {
    expect(validatePatternRegex('(unclosed')).toMatch(/not a valid regular expression/);
    expect(validatePatternRegex('')).toMatch(/empty/);
    expect(validatePatternRegex('a'.repeat(400))).toMatch(/too long/);
  });

  it('rejects constructs that can run away on hostile text', () => {
    expect(validatePatternRegex('(a+)+$')).toMatch(/repeat/);
    expect(validatePatternRegex('(\\w*\\s)*x')).toMatch(/repeat/);
    expect(validatePatternRegex('(a|ab)+c')).toMatch(/repeat/);
    expect(validatePatternRegex('(x)\\1')).toMatch(/Back-references/);
    expect(validatePatternRegex('(?=a)b')).toMatch(/Look-ahead/);
    expect(validatePatternRegex('a.*b.*c.*d')).toMatch(/open-ended/);
  });

  it('caps open-ended repeats when compiling', () => {
    const re = compileSafeRegex('win.*prize');
    expect(re?.source).toBe(`win.{0,${OPEN_REPEAT_CAP}}prize`);
    expect(re?.flags).toContain('i');
    expect(compileSafeRegex('(a+)+')).toBeNull();
  });
});
