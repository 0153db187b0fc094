/**
 * Light-weight language guess by stop-word counting. Words shared by several languages ("de",
 * "la", "que") count for each of them, so they do not decide alone; Spanish, Portuguese, German
 * and Dutch are counted too so that they come out as "other" rather than as French.
 */
import type { Language } from '@scamcheck/shared';

const STOP_WORDS: Record<string, string[]> = {
  en: ('the and to of you your is are for this that with have has please will be on it we our not in as from ' +
    'at by was can if an or my me am do does here account would should what there been they').split(' '),
  fr: ('le la les de des du et est vous votre vos pour dans une un que qui pas sur avec nous ce cette il elle au ' +
    'aux par ne sont mais ou je mon ma merci être été très compte cliquez ici bonjour cordialement ça vraiment').split(' '),
  es: 'el la los las de del y es que en un una por para con no su sus se lo al como más usted su cuenta'.split(' '),
  pt: 'o a os as de do da dos das e é que em um uma por para com não seu sua você no na sua conta'.split(' '),
  de: 'der die das und ist nicht sie ich mit für auf dem den ein eine zu von wir ihr ihre bitte konto'.split(' '),
  nl: 'de het een en van is niet u uw op met voor dat die wij te zijn hebben'.split(' '),
};

const WORD_LANGS = new Map<string, string[]>();
for (const [lang, words] of Object.entries(STOP_WORDS)) {
  for (const word of words) {
    const langs = WORD_LANGS.get(word) ?? [];
    if (!langs.includes(lang)) langs.push(lang);
    WORD_LANGS.set(word, langs);
  }
}

const MAX_SCANNED_CHARS = 6_000;
const MIN_HITS = 2;

export function guessLanguage(text: string): Language | 'other' {
  const counts: Record<string, number> = { en: 0, fr: 0, es: 0, pt: 0, de: 0, nl: 0 };
  const words = text.slice(0, MAX_SCANNED_CHARS).toLowerCase().split(/[^a-zà-öø-ÿœ]+/);
  for (const word of words) {
    const langs = WORD_LANGS.get(word);
    if (langs) for (const lang of langs) counts[lang]++;
  }
  const other = Math.max(counts.es, counts.pt, counts.de, counts.nl);
  if (counts.en >= MIN_HITS && counts.en >= counts.fr && counts.en >= other) return 'en';
  if (counts.fr >= MIN_HITS && counts.fr > counts.en && counts.fr >= other) return 'fr';
  return 'other';
}

/** The language of a short note, or undefined when it cannot be told (e.g. an empty note). */
export function guessNoteLanguage(text: string): Language | undefined {
  const guess = guessLanguage(text);
  return guess === 'other' ? undefined : guess;
}
