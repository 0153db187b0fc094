/**
 * The only part of an email that may leave for an LLM: a short excerpt with addresses, links and
 * long numbers (cards, accounts, SIN, phone numbers) replaced by placeholders.
 */
export const MAX_EXCERPT_CHARS = 600;

export function redactExcerpt(subject: string, text: string, max = MAX_EXCERPT_CHARS): string {
  const redact = (s: string): string =>
    s
      .replace(/[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}/gi, '[email]')
      .replace(/\b(?:https?:\/\/|www\.)[^\s<>"')]+/gi, (url) => {
        const host = /^(?:https?:\/\/)?([^/?#:]+)/i.exec(url)?.[1] ?? 'site';
        return `[link to ${host.toLowerCase().slice(0, 60)}]`;
      })
      .replace(/\b(?:[a-km-zA-HJ-NP-Z1-9]{26,35}|bc1[a-z0-9]{25,59})\b/g, '[wallet]')
      .replace(/(?:\+?\d[\d ().-]{6,}\d)/g, '[number]')
      .replace(/\s+/g, ' ')
      .trim();
  const s = redact(subject.slice(0, 200));
  const body = redact(text.slice(0, max * 3));
  return `Subject: ${s}\n${body}`.slice(0, max);
}
