/**
 * French typography as the OQLF recommends it for Quebec: a non-breaking space before the
 * colon, inside « guillemets », before % and before the dollar sign after an amount, and inside
 * times like "18 h 30". Written here once so fr.ts can be typed with ordinary spaces and a line
 * never wraps between a word and its colon. No space before ! ? ; (Quebec usage).
 */
const NBSP = '\u00a0';

export function applyFrenchTypography(text: string): string {
  return text
    .replace(/ :(?=\s|$)/g, `${NBSP}:`)
    .replace(/« /g, `«${NBSP}`)
    .replace(/ »/g, `${NBSP}»`)
    .replace(/ %/g, `${NBSP}%`)
    .replace(/(\d) \$/g, `$1${NBSP}$`)
    .replace(/(\d) h (\d)/g, `$1${NBSP}h${NBSP}$2`)
    .replace(/ Mo\b/g, `${NBSP}Mo`);
}

/** Applies a string transform to every string in a (readonly, nested) dictionary, keeping its type. */
export function mapStrings<T>(value: T, transform: (text: string) => string): T {
  return mapUnknown(value, transform) as T;
}

function mapUnknown(value: unknown, transform: (text: string) => string): unknown {
  if (typeof value === 'string') return transform(value);
  if (Array.isArray(value)) return value.map((item: unknown) => mapUnknown(item, transform));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = mapUnknown(item, transform);
    return out;
  }
  return value;
}
