/**
 * Admin regexes run on hostile text, so each one is checked before use: it must compile, must not
 * use constructs that can backtrack without bound (backreferences, lookarounds, a repeat inside a
 * repeated group), and its open-ended repeats are capped. Together with the capped input this keeps
 * every pattern's work bounded (Node's regex engine has no timeout).
 */

/** Open-ended repeats (`*`, `+`, `{n,}`) are rewritten to at most this many repetitions. */
export const OPEN_REPEAT_CAP = 40;
/** Upper bound on the product of repeat ranges: the backtracking work per start position. */
const MAX_REPEAT_PRODUCT = 5000;
export const MAX_PATTERN_LENGTH = 300;

interface Scan {
  /** The pattern with open-ended repeats bounded. */
  source: string;
  error: string | null;
}

function scan(pattern: string): Scan {
  let out = '';
  let product = 1;
  // For each open group: whether it contains a repeat.
  const groups: boolean[] = [];
  let lastAtomWasGroupWithRepeat = false;
  let i = 0;
  const fail = (error: string): Scan => ({ source: pattern, error });
  while (i < pattern.length) {
    const ch = pattern[i];
    if (ch === '\\') {
      const next = pattern[i + 1] ?? '';
      if (/[1-9]/.test(next) || next === 'k') return fail('Back-references (\\1, \\k<name>) are not allowed: they can make matching extremely slow.');
      out += ch + next;
      i += 2;
      lastAtomWasGroupWithRepeat = false;
      continue;
    }
    if (ch === '[') {
      let j = i + 1;
      if (pattern[j] === '^') j += 1;
      if (pattern[j] === ']') j += 1;
      while (j < pattern.length && pattern[j] !== ']') j += pattern[j] === '\\' ? 2 : 1;
      out += pattern.slice(i, j + 1);
      i = j + 1;
      lastAtomWasGroupWithRepeat = false;
      continue;
    }
    if (ch === '(') {
      if (pattern.startsWith('(?=', i) || pattern.startsWith('(?!', i) || pattern.startsWith('(?<=', i) || pattern.startsWith('(?<!', i)) {
        return fail('Look-ahead and look-behind ((?=…), (?!…), (?<=…), (?<!…)) are not allowed.');
      }
      groups.push(false);
      out += ch;
      i += 1;
      lastAtomWasGroupWithRepeat = false;
      continue;
    }
    if (ch === ')') {
      const had = groups.pop() ?? false;
      if (groups.length > 0 && had) groups[groups.length - 1] = true;
      out += ch;
      i += 1;
      lastAtomWasGroupWithRepeat = had;
      continue;
    }
    if (ch === '|') {
      // A repeated group of alternatives can backtrack exponentially ((a|ab)+), like a nested repeat.
      if (groups.length > 0) groups[groups.length - 1] = true;
      out += ch;
      i += 1;
      lastAtomWasGroupWithRepeat = false;
      continue;
    }
    let min = -1;
    let max = -1;
    let len = 0;
    if (ch === '*' || ch === '+' || ch === '?') {
      min = ch === '+' ? 1 : 0;
      max = ch === '?' ? 1 : Infinity;
      len = 1;
    } else if (ch === '{') {
      const m = /^\{(\d{1,4})(,(\d{0,4}))?\}/.exec(pattern.slice(i, i + 12));
      if (m) {
        min = Number(m[1]);
        max = m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]);
        len = m[0].length;
      }
    }
    if (len > 0) {
      if (lastAtomWasGroupWithRepeat && max > 1) {
        return fail('A repeat applied to a group that contains a repeat or alternatives (like (a+)+, (\\w*\\s)* or (a|ab)+) can run away on hostile text; rewrite it without the nesting.');
      }
      if (groups.length > 0) groups[groups.length - 1] = true;
      const boundedMax = max === Infinity ? Math.max(OPEN_REPEAT_CAP, min) : max;
      if (boundedMax > 1000) return fail('Repeat counts above 1000 are not allowed.');
      // Optional single items (x?, {0,2}) barely add backtracking; real ranges multiply it.
      if (boundedMax - min >= 2) product *= boundedMax - min + 1;
      if (product > MAX_REPEAT_PRODUCT) {
        return fail('Too many open-ended repeats (.*, +, {n,}) in one pattern; use bounded gaps such as .{0,40} and at most two of them.');
      }
      out += max === Infinity ? `{${min},${boundedMax}}` : pattern.slice(i, i + len);
      i += len;
      if (pattern[i] === '?') {
        out += '?';
        i += 1;
      }
      lastAtomWasGroupWithRepeat = false;
      continue;
    }
    out += ch;
    i += 1;
    lastAtomWasGroupWithRepeat = false;
  }
  return { source: out, error: null };
}

/**
 * Checks an admin regex. Returns null when it is usable, or a message the admin console can show.
 */
export function validatePatternRegex(text: string): string | null {
  if (typeof text !== 'string' || text.trim() === '') return 'The pattern is empty.';
  if (text.length > MAX_PATTERN_LENGTH) return `The pattern is too long (at most ${MAX_PATTERN_LENGTH} characters).`;
  try {
    new RegExp(text, 'i');
  } catch (err) {
    return `The pattern is not a valid regular expression: ${(err as Error).message}`;
  }
  const result = scan(text);
  if (result.error) return result.error;
  try {
    new RegExp(result.source, 'i');
  } catch (err) {
    return `The pattern is not a valid regular expression: ${(err as Error).message}`;
  }
  return null;
}

/** Compiles a validated admin regex with its open-ended repeats capped; null when it is not safe. */
export function compileSafeRegex(text: string): RegExp | null {
  if (validatePatternRegex(text) !== null) return null;
  return new RegExp(scan(text).source, 'i');
}
