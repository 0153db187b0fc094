import { MESSAGES } from '@scamcheck/shared';
import { en } from './en';
import { fr } from './fr';
import { i18n, translateValidation } from './index';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('translations', () => {
  it('French has exactly the English keys, none empty', () => {
    expect(keys(fr).sort()).toEqual(keys(en).sort());
    for (const key of keys(fr)) {
      const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], fr);
      expect(typeof value === 'string' && value.trim().length > 0).toBe(true);
    }
  });

  it('keeps the spec messages verbatim in English', () => {
    for (const [key, message] of Object.entries(MESSAGES)) expect(en.validation[key as keyof typeof MESSAGES]).toBe(message);
  });

  it('shows validation messages in the reader’s language', () => {
    expect(translateValidation(MESSAGES.nameMin, 'en')).toBe('Name must be at least 2 characters');
    expect(translateValidation(MESSAGES.nameMin, 'fr')).toBe('Le nom doit compter au moins 2 caractères');
    expect(translateValidation('contactMessageMin', 'fr')).toBe('Veuillez écrire un message d’au moins 10 caractères');
    expect(translateValidation('A server message we do not know', 'fr')).toBe('A server message we do not know');
  });

  it('names the chosen language in the saved-preference toast as each language writes it', () => {
    expect(i18n.t('dashboard.preferences.savedDesc', { lng: 'en' })).toBe('We will write to you in English.');
    // French writes language names in lower case in a sentence.
    expect(i18n.t('dashboard.preferences.savedDesc', { lng: 'fr' })).toBe('Nous vous écrirons en français.');
  });

  it('reads right in French whatever name it is built from (no "de Anne")', () => {
    expect(i18n.t('header.accountMenu', { lng: 'fr', name: 'Anne Roy' })).toBe('Menu du compte (Anne Roy)');
    expect(i18n.t('header.accountMenu', { lng: 'en', name: 'Anne Roy' })).toBe('Account menu for Anne Roy');
  });

  it('words the scan count in the singular and the plural', async () => {
    await i18n.changeLanguage('en');
    expect(i18n.t('dashboard.stats.scanned', { count: 0 })).toBe('0 emails scanned');
    expect(i18n.t('dashboard.stats.scanned', { count: 1 })).toBe('1 email scanned');
    expect(i18n.t('dashboard.stats.scanned', { count: 3 })).toBe('3 emails scanned');
    expect(i18n.t('dashboard.stats.allowance', { count: 2 })).toBe('You can check 2 emails per day.');
    expect(i18n.t('dashboard.stats.allowance', { count: 1 })).toBe('You can check 1 email per day.');
    await i18n.changeLanguage('fr');
    expect(i18n.t('dashboard.stats.scanned', { count: 0 })).toBe('0 courriel analysé');
    expect(i18n.t('dashboard.stats.scanned', { count: 1 })).toBe('1 courriel analysé');
    expect(i18n.t('dashboard.stats.scanned', { count: 3 })).toBe('3 courriels analysés');
    expect(i18n.t('dashboard.stats.scanned', { count: 1000000 })).toBe('1000000 courriels analysés');
    await i18n.changeLanguage('en');
  });
});
