/** C0 controls except tab, line feed and carriage return; DEL; C1 controls. PostgreSQL refuses NUL in text and jsonb. */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

/** The text without control characters (a NUL, an escape…): what may be stored or logged of a message. */
export function stripControlCharacters(text: string): string {
  return text.replace(CONTROL, '');
}

/** A copy of a value (strings, arrays, plain objects) with control characters removed from every string. */
export function withoutControlCharacters<T>(value: T): T {
  if (typeof value === 'string') return stripControlCharacters(value) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => withoutControlCharacters(v)) as T;
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [stripControlCharacters(k), withoutControlCharacters(v)])) as T;
  }
  return value;
}
