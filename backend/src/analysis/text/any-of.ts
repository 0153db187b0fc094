/**
 * Several patterns as one regex, so that a text is scanned once for all of them. When every way to match
 * opens on a word boundary (`\bsend …`, `\bwire …`), the boundary is tested once per position instead of
 * once per pattern: `\b(?:send …|wire …)` matches exactly what `(?:\bsend …)|(?:\bwire …)` does, and is
 * quicker to run because most positions (inside a word) fail that one test. The patterns' ways to match
 * are read off their syntax trees (`@eslint-community/regexpp`).
 */
import { RegExpParser, type AST } from '@eslint-community/regexpp';

const parser = new RegExpParser({ ecmaVersion: 2024 });

function opensOnWordBoundary(alternative: AST.Alternative): boolean {
  const first = alternative.elements[0];
  return first?.type === 'Assertion' && first.kind === 'word' && !first.negate;
}

/** The top-level ways to match of `re`, or null when one of them does not open on `\b`. */
function afterWordBoundary(re: RegExp): string[] | null {
  const pattern = parser.parsePattern(re.source, 0, re.source.length, { unicode: re.unicode, unicodeSets: re.flags.includes('v') });
  if (!pattern.alternatives.every(opensOnWordBoundary)) return null;
  return pattern.alternatives.map((a) => a.raw.slice(a.elements[0].raw.length));
}

/** One regex that matches where any of `patterns` does, first pattern first (all must share their flags). */
export function anyOf(patterns: readonly RegExp[], flags = patterns[0]?.flags ?? ''): RegExp {
  const rests = patterns.map(afterWordBoundary);
  if (patterns.length > 0 && rests.every((r): r is string[] => r !== null)) {
    return new RegExp(`\\b(?:${rests.flat().map((r) => `(?:${r})`).join('|')})`, flags);
  }
  return new RegExp(patterns.map((re) => `(?:${re.source})`).join('|'), flags);
}
