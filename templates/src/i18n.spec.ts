import { LANGUAGES } from '@scamcheck/shared';
import { en, fr, getDictionary } from './index';
import { renderAll } from './__fixtures__/all-templates.fixture';

/** All leaf paths of a dictionary, with array lengths folded in. */
function leaves(value: unknown, path = ''): Array<[string, unknown]> {
  if (Array.isArray(value)) return [[`${path}[]`, value.length > 0], ...value.flatMap((item, i) => leaves(item, `${path}[${i}]`))];
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => leaves(item, path ? `${path}.${key}` : key));
  return [[path, value]];
}
const TAG = /<\/?[a-z][a-z0-9]*(\s[^>]*)?>/i;

describe('dictionaries', () => {
  it('French has exactly the same keys as English (compile-time too, via the Dictionary type)', () => {
    const enKeys = leaves(en).map(([key]) => key.replace(/\[\d+\]/g, '[]'));
    const frKeys = leaves(fr).map(([key]) => key.replace(/\[\d+\]/g, '[]'));
    expect(new Set(frKeys)).toEqual(new Set(enKeys));
  });

  it.each([['en', en], ['fr', fr]] as const)('%s has no empty strings', (_name, dictionary) => {
    for (const [key, value] of leaves(dictionary)) {
      if (typeof value === 'string') expect({ key, empty: value.trim() === '' }).toEqual({ key, empty: false });
    }
  });

  it('unknown languages fall back to English', () => {
    expect(getDictionary('de')).toBe(en);
    expect(getDictionary(undefined)).toBe(en);
  });
});

describe.each(LANGUAGES)('every template in %s', (language) => {
  const emails = renderAll(language);

  it.each(Object.keys(emails))('%s: plain text has no HTML tags or entities', (name) => {
    const { text } = emails[name]!;
    expect(text).not.toMatch(TAG);
    expect(text).not.toMatch(/&(amp|lt|gt|quot|#\d+|nbsp);/);
    expect(text.trim().length).toBeGreaterThan(80);
  });

  it.each(Object.keys(emails))('%s: no placeholder left unfilled', (name) => {
    const { subject, html, text } = emails[name]!;
    for (const part of [subject, html, text]) expect(part).not.toMatch(/\{\w+\}/);
  });

  it.each(Object.keys(emails))('%s: HTML declares the language', (name) => {
    expect(emails[name]!.html).toContain(`<html lang="${language}-CA">`);
  });
});

describe('French output', () => {
  const english = renderAll('en');
  const french = renderAll('fr');

  it.each(Object.keys(english))('%s differs from English in subject and body', (name) => {
    expect(french[name]!.html).not.toBe(english[name]!.html);
    expect(french[name]!.text).not.toBe(english[name]!.text);
  });

  it('uses Canadian French vocabulary', () => {
    expect(french.analysisDangerous!.text).toContain('courriel');
    expect(french.analysisDangerous!.text).toContain('Centre antifraude du Canada');
    expect(french.analysisDangerous!.text).not.toMatch(/\be-?mail\b/i);
  });
});
