/** Reading sender lines as mail clients print them in forwarded header blocks. */

export interface NamedAddress {
  name: string;
  address: string;
}

const ANGLE_RE = /<\s*(?:mailto:)?([^<>\s@]+@[^<>\s]+?)\s*>/i;
const MAILTO_BRACKET_RE = /\[\s*mailto:([^\]\s]+)\s*\]/i;
const BARE_RE = /([A-Za-z0-9._%+'!#$&*/=?^`{|}~-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,63}|[^\s<>"()[\],;:]+@[^\s<>"()[\],;:]+)/;

function cleanName(raw: string): string {
  return raw
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^["'“”«»]+|["'“”«»]+$/g, '')
    .replace(/\\"/g, '"')
    .trim();
}

/**
 * Parses `"PayPal Service" <service@x.com>`, `Name <x@y>`, `Name [mailto:x@y]`, `x@y` or a bare
 * name (Exchange sometimes prints no address). Both parts may be empty, never undefined.
 */
export function parseDisplayAddress(value: string): NamedAddress {
  // Exchange renders links in text as "addr<mailto:addr>": drop the duplicate first.
  const raw = value.replace(/\s+/g, ' ').trim().slice(0, 1000).replace(/<mailto:[^<>\s]*>/gi, '');
  for (const re of [ANGLE_RE, MAILTO_BRACKET_RE]) {
    const m = re.exec(raw);
    if (m) {
      const name = cleanName(raw.slice(0, m.index) + raw.slice(m.index + m[0].length));
      const address = m[1].replace(/^mailto:/i, '').trim();
      return { name: name.toLowerCase() === address.toLowerCase() ? '' : name, address };
    }
  }
  const bare = BARE_RE.exec(raw);
  if (bare) {
    const name = cleanName(raw.slice(0, bare.index) + raw.slice(bare.index + bare[0].length)).replace(/^\(|\)$/g, '');
    return { name: name.trim(), address: bare[0] };
  }
  return { name: cleanName(raw), address: '' };
}
