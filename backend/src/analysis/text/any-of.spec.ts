import { anyOf } from './any-of';

describe('anyOf', () => {
  it.each<[RegExp[], string]>([
    [[/\bsend (?:me )?money\b/, /\bwire\b/], String.raw`\b(?:(?:send (?:me )?money\b)|(?:wire\b))`], // one boundary for all
    [[/\bsend\b|\bwire\b/, /\bcash\b/], String.raw`\b(?:(?:send\b)|(?:wire\b)|(?:cash\b))`], // each way to match of a pattern
    [[/\bsend\b|wire/, /\bcash\b/], String.raw`(?:\bsend\b|wire)|(?:\bcash\b)`], // one way opens without a boundary: kept as written
    [[/(?<!not )\bsend\b/, /\bcash\b/], String.raw`(?:(?<!not )\bsend\b)|(?:\bcash\b)`], // a look-behind comes first
    [[/\Bing\b/], String.raw`(?:\Bing\b)`],
  ])('%s → %s', (patterns, source) => {
    expect(anyOf(patterns).source).toBe(source);
  });

  const patterns = [/\bsend (?:me )?money\b/, /\bwire\b|\bcash\b/, /\b(?:gift|itunes) cards?\b/];
  it.each([
    ['please send me money today', 'send me money'],
    ['a wire or cash', 'wire'],
    ['rewired cashier', null], // inside words
    ['buy itunes cards', 'itunes cards'],
    ['nothing here', null],
  ])('%s: the same first match as the patterns one by one', (text, expected) => {
    expect(anyOf(patterns).exec(text)?.[0] ?? null).toBe(expected);
    expect(new RegExp(patterns.map((re) => `(?:${re.source})`).join('|')).exec(text)?.[0] ?? null).toBe(expected);
  });

  it('keeps the flags', () => {
    expect(anyOf([/\bverify\b/i]).flags).toBe('i');
  });
});
