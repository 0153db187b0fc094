/** Display rules of the site header and the user dashboard. */

export interface DisplayUser {
  readonly name?: string | null;
  readonly email?: string | null;
}

/** The metadata name; failing that the part of the email before the @; failing that 'User'. */
export function displayName(user: DisplayUser | null | undefined, fallback = 'User'): string {
  const name = user?.name?.trim();
  if (name) return name;
  const local = user?.email?.split('@')[0]?.trim();
  if (local) return local;
  return fallback;
}

/** First letter of each word of the display name, upper-cased; 'U' if none. */
export function initials(name: string | null | undefined): string {
  const letters = (name ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toUpperCase();
  return letters || 'U';
}

/** Member Since: a long US date, e.g. 'November 21, 2026' (French: '21 novembre 2026'). */
export function formatLongDate(iso: string | Date, language: string = 'en'): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(date.getTime())) return '';
  const locale = language.startsWith('fr') ? 'fr-CA' : 'en-US';
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric' }).format(date);
}
