import type { Language } from '@scamcheck/shared';
import type { Dictionary } from './dictionary';
import { en } from './en';
import { fr } from './fr';

export type { Dictionary, PerRiskLevel, SampleScenarioText } from './dictionary';
export { en } from './en';
export { fr } from './fr';

export const DICTIONARIES: Readonly<Record<Language, Dictionary>> = { en, fr };

/** Unknown or missing languages fall back to English rather than failing to send. */
export function resolveLanguage(language: string | null | undefined): Language {
  return language === 'fr' ? 'fr' : 'en';
}

export function getDictionary(language: string | null | undefined): Dictionary {
  return DICTIONARIES[resolveLanguage(language)];
}
