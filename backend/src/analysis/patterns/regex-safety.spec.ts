import { boundedTest, compileSafeRegex, OPEN_REPEAT_CAP, validatePatternRegex } from './regex-safety';

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

describe('finding 2: the regex safety check cannot be bypassed', () => {
  it.each([
    ['an empty negated class hiding a nested repeat', '[^](a+)+]'],
    ['an empty class hiding a nested repeat', '[](a+)+]'],
    ['an empty class before a repeated alternation', 'x[^](a|aa)+'],
    ['a five-digit count', 'a{99999}'],
    ['a five-digit range', 'a{0,99999}'],
    ['a five-digit open count', '(?:ab){10000,}'],
    ['a named back-reference', '(?<w>a)\\k<w>'],
    ['a look-behind', '(?<=a)b'],
    ['a repeated group holding a repeated class', '(?:[a-z]+\\.)+'],
    ['overlapping open repeats', '\\w*\\w*\\w*x'],
  ])('rejects %s: %s', (_, pattern) => {
    expect(validatePatternRegex(pattern)).not.toBeNull();
    expect(compileSafeRegex(pattern)).toBeNull();
  });

  it('still accepts the empty classes themselves and bounds their repeats', () => {
    expect(validatePatternRegex('[^]*urgent')).toBeNull();
    expect(compileSafeRegex('a[^]*b')?.source).toBe(`a[^]{0,${OPEN_REPEAT_CAP}}b`);
    expect(compileSafeRegex('x[]y')?.test('xy')).toBe(false);
    expect(compileSafeRegex('a\\[b+]')?.source).toBe(`a\\[b{1,${OPEN_REPEAT_CAP}}]`);
    expect(compileSafeRegex('a{2,}?b')?.source).toBe(`a{2,${OPEN_REPEAT_CAP}}?b`);
  });
});

describe('finding 2: a regex that would slip past the check still cannot stall the worker', () => {
  it('is cut off after the time limit and reported as such (null), not left to run', () => {
    // A catastrophic regex compiled directly, as if a future checker missed it.
    expect(boundedTest(/(a+)+$/, `${'a'.repeat(40)}!`, 50)).toBeNull();
  });

  it('answers ordinary matches normally', () => {
    expect(boundedTest(/gift ?cards?/i, 'Buy Gift Cards now')).toBe(true);
    expect(boundedTest(/gift ?cards?/i, 'nothing here')).toBe(false);
  });
});
