/**
 * HTML escaping for every value that did not come from us (sender, subject, content, names,
 * reasons...). Quotes are escaped too so a value is also safe inside an attribute.
 */
const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return String(value).replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/**
 * Escapes, then keeps the sender's line breaks visible (contact messages, excerpts).
 * Runs of blank lines are collapsed so a hostile message cannot push our content far away.
 */
export function escapeHtmlMultiline(value: string): string {
  return escapeHtml(value.replace(/\r\n?/g, '\n').replace(/\n{3,}/g, '\n\n')).replace(/\n/g, '<br>');
}

/**
 * Mail clients turn anything that looks like a web or email address into a clickable link.
 * For text copied from a (possibly fraudulent) email we do not want our own verdict email to
 * hand the reader a live scam link, so we insert an invisible WORD JOINER (U+2060) before
 * a dot followed by a letter (".com", not "$1.99"), after "@" and inside "://". It breaks the
 * clients' link detection, reads the same and, unlike a zero-width space, never lets a line wrap
 * in the middle of an address. Input must already be escaped.
 */
export function breakAutoLinks(escapedHtml: string): string {
  return escapedHtml
    .replace(/:\/\//g, ':&#8288;//')
    .replace(/@/g, '@&#8288;')
    .replace(/([A-Za-z0-9])\.(?=[A-Za-z])/g, '$1&#8288;.');
}

/** Escape + break auto-links: the one call for displaying untrusted, email-derived text. */
export function escapeUntrusted(value: string | null | undefined): string {
  return breakAutoLinks(escapeHtml(value));
}
