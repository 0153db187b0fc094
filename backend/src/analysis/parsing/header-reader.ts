/**
 * The one header reader of the project, used by the engine (message-reader, parse-email, the auth
 * detector) and by the intake (wrapper headers, sender authentication) alike: header unfolding,
 * forward-prefix stripping and Authentication-Results parsing. Encoded words (RFC 2047) are decoded
 * by mailparser, which both read the header block with.
 */
import { PARSING_LIMITS } from './parsing.limits';

export interface HeaderLine {
  /** Lower-cased header name. */
  key: string;
  /** Header name as written. */
  name: string;
  /** Unfolded value, bounded. */
  value: string;
}

/** The value of a raw header field ("Name: value" with folded continuation lines), unfolded and bounded. */
export function unfoldHeaderValue(field: string): string {
  const colon = field.indexOf(':');
  const value = colon < 0 ? '' : field.slice(colon + 1);
  return value.replace(/\r?\n[ \t]+/g, ' ').trim().slice(0, PARSING_LIMITS.maxHeaderValueChars);
}

/** One raw header field as a HeaderLine; `key` is the name mailparser gave, when it gave one. */
export function readHeaderLine(field: string, key?: string): HeaderLine {
  const colon = field.indexOf(':');
  const name = (colon < 0 ? (key ?? '') : field.slice(0, colon)).trim();
  return { key: (key ?? name).trim().toLowerCase(), name, value: unfoldHeaderValue(field) };
}

/** mailparser's raw header lines, unfolded. */
export function readHeaderLines(lines: readonly { key: string; line: string }[] | undefined): HeaderLine[] {
  return (lines ?? []).map(({ key, line }) => readHeaderLine(line, key));
}

// One forwarding prefix, optionally behind reply prefixes and an opening bracket:
// "Fwd:", "FW:", "TR:", "Trans:", "RÉF:", "WG:", "RV:", "Re: Fwd:", "[Fwd: …]".
const FORWARD_PREFIX_RE = /^\s*\[?\s*(?:(?:re|aw)\s*:\s*)*(?:fwd?|tr|trans|r[ée]f|wg|rv)\s*:\s*/i;

/** The subject without its forwarding prefixes ("Fwd: TR: x" → "x", "[Fwd: x]" → "x"). */
export function stripForwardPrefix(subject: string): string {
  let s = subject;
  for (let i = 0; i < 20 && FORWARD_PREFIX_RE.test(s); i++) s = s.replace(FORWARD_PREFIX_RE, '');
  return s.replace(/\]\s*$/, (m) => (subject.trim().startsWith('[') ? '' : m)).trim();
}

/** One method's result in an Authentication-Results header: `dkim=pass header.d=example.ca`. */
export interface AuthenticationResult {
  /** Lower-cased method: spf, dkim, dmarc, compauth, arc… */
  method: string;
  /** Lower-cased result: pass, fail, softfail, none… */
  result: string;
  /** Properties by lower-cased name (`smtp.mailfrom`, `header.d`, `header.from`…), in the order written. */
  props: [string, string][];
}

export interface AuthenticationResults {
  /** Lower-cased authserv-id: the server that wrote the header. */
  authservId: string;
  results: AuthenticationResult[];
}

const MAX_RESULTS = 40;

/** Reads an Authentication-Results value (RFC 8601), comments dropped, bounded. */
export function parseAuthenticationResults(value: string): AuthenticationResults {
  const text = value.slice(0, PARSING_LIMITS.maxHeaderValueChars).replace(/\([^()]{0,500}\)/g, ' ');
  const [head, ...parts] = text.split(';');
  const results: AuthenticationResult[] = [];
  for (const part of parts.slice(0, MAX_RESULTS)) {
    const m = /^\s*([a-z][a-z0-9_-]*)\s*=\s*([a-z]+)/i.exec(part);
    if (!m) continue;
    const props: [string, string][] = [];
    for (const p of part.slice(m[0].length).matchAll(/([a-z0-9_-]+\.[a-z0-9_.-]+)\s*=\s*("[^"]*"|[^\s;]+)/gi)) {
      props.push([p[1].toLowerCase(), p[2].replace(/^"|"$/g, '')]);
    }
    results.push({ method: m[1].toLowerCase(), result: m[2].toLowerCase(), props });
  }
  return { authservId: (head ?? '').trim().split(/\s+/)[0]?.toLowerCase() ?? '', results };
}

/** The value of a property of a result (`header.d`), or undefined. */
export function authProp(result: AuthenticationResult, name: string): string | undefined {
  return result.props.find(([k]) => k === name)?.[1];
}

/** The authserv-id of an Authentication-Results value. */
export function authservIdOf(value: string): string {
  return parseAuthenticationResults(value.split(';')[0] ?? '').authservId;
}
