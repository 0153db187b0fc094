import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import type { Language } from '@scamcheck/shared';
import { storageKeys } from '@/config/storage-keys';
import { safeStorage } from '@/lib/safe-storage';
import { en, type Translation } from './en';
import { fr } from './fr';

export const dictionaries: Readonly<Record<Language, Translation>> = { en, fr };

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'fr';
}

/** The visitor's saved choice, else the browser's language (French if it starts with fr), else English. */
export function detectLanguage(): Language {
  const saved = safeStorage.get(storageKeys.language);
  if (isLanguage(saved)) return saved;
  const preferred = typeof navigator !== 'undefined' ? (navigator.languages?.[0] ?? navigator.language ?? '') : '';
  return preferred.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

export function hasSavedLanguage(): boolean {
  return isLanguage(safeStorage.get(storageKeys.language));
}

function applyToDocument(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language === 'fr' ? 'fr-CA' : 'en-CA';
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, fr: { translation: fr } },
  lng: detectLanguage(),
  fallbackLng: 'en',
  supportedLngs: ['en', 'fr'],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
});
applyToDocument(i18n.language);
i18n.on('languageChanged', applyToDocument);

/** Switches the UI language; `remember` stores the choice for the next visit. */
export async function changeLanguage(language: Language, remember = true): Promise<void> {
  if (remember) safeStorage.set(storageKeys.language, language);
  await i18n.changeLanguage(language);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

/** The whole dictionary of the current language, for structured content (legal pages). */
export function useDictionary(): Translation {
  const { i18n: instance } = useTranslation();
  return isLanguage(instance.language) ? dictionaries[instance.language] : en;
}

/**
 * Validation messages are produced in English (@scamcheck/shared MESSAGES) by the forms
 * and by the server; this shows them in the reader's language.
 */
export function translateValidation(message: string | undefined, language: string): string | undefined {
  if (!message) return message;
  const dict = isLanguage(language) ? dictionaries[language] : en;
  const entries = Object.entries(en.validation) as [keyof Translation['validation'], string][];
  const byText = entries.find(([, text]) => text === message);
  if (byText) return dict.validation[byText[0]];
  if (message in dict.validation) return dict.validation[message as keyof Translation['validation']];
  return message;
}
