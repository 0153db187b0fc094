import { PrefilteredText, requiredLiterals } from './required-literals';

describe('requiredLiterals', () => {
  it.each<[RegExp, string[] | null]>([
    [/\b(?:click|tap) here\b/, [' here']], // the rarer of two required parts
    [/\bsign ?in to verify\b/, ['in to verify']], // an optional part ends a literal
    [/\b(?:gift ?cards?|itunes)\b/, ['gift', 'itunes']],
    [/(?<!not )\bsend (?:me )?the code\b/, ['the code']], // look-arounds consume nothing
    [/\b(?:wire|cash)\b.{0,40}\b(?:now|today)\b/, ['wire', 'cash']],
    [/[0-9]{6} is your code/, [' is your code']],
    [/\b(?:pay|go)\b/, null], // a literal shorter than three characters is in nearly every text
    [/\b(?:urgent|\d+ hours?)\b/, ['urgent', ' hour']],
    [/\b(?:urgent|\d+ h)\b/, null], // one way to match needs no literal of three characters
    [/(?:act )?now/, ['now']],
    [/(?:act )?[a-z]+ n/, null],
    [/VERIFY (?:ACCOUNT|LOGIN)/i, ['verify ']],
  ])('%s needs one of %j', (re, expected) => {
    const found = requiredLiterals(re);
    if (expected === null) expect(found).toBeNull();
    else expect(found).toEqual(expected);
  });
});

describe('PrefilteredText', () => {
  const re = /\b(?:gift ?cards?|itunes)\b/;
  const literals = requiredLiterals(re);
  it.each([
    ['buy three gift cards today', true],
    ['please buy itunes for me', true],
    ['the gift of cards', false],
    ['nothing here', false],
  ])('%s → %s (as re.test)', (text, expected) => {
    expect(new PrefilteredText(text).test(re, literals)).toBe(expected);
    expect(re.test(text)).toBe(expected);
  });
  it('runs the regex when no literal is proven', () => {
    expect(new PrefilteredText('act now').test(/(?:act )?now/, null)).toBe(true);
  });
});
