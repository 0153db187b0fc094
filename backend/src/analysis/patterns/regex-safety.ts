/**
 * Admin regexes run on hostile text, so each one is checked before use: it must compile, must not
 * use constructs that can backtrack without bound (backreferences, lookarounds, a repeat inside a
 * repeated group, a repeated group of alternatives), its counts stay small and its open-ended repeats
 * are capped. Together with the capped input this keeps every pattern's work bounded. The check walks
 * the syntax tree of a real regex parser (regexpp, the one ESLint uses) with the same syntax rules as
 * `new RegExp(text, 'i')`, so odd corners such as `[]`, `[^]` or `{99999}` are read exactly as the
 * engine reads them. As a second line of defence, admin regexes run through `boundedTest`, which cuts
 * a match off after REGEX_TIME_LIMIT_MS.
 */
import { createContext, Script } from 'node:vm';
import { RegExpParser, visitRegExpAST, type AST } from '@eslint-community/regexpp';

/** Open-ended repeats (`*`, `+`, `{n,}`) are rewritten to at most this many repetitions. */
export const OPEN_REPEAT_CAP = 40;
/** Upper bound on the product of repeat ranges: the backtracking work per start position. */
const MAX_REPEAT_PRODUCT = 5000;
/** Largest count allowed in a repeat (`{n}`, `{n,m}`). */
const MAX_REPEAT_COUNT = 1000;
export const MAX_PATTERN_LENGTH = 300;

const MESSAGES = {
  backreference: 'Back-references (\\1, \\k<name>) are not allowed: they can make matching extremely slow.',
  lookaround: 'Look-ahead and look-behind ((?=…), (?!…), (?<=…), (?<!…)) are not allowed.',
  nested:
    'A repeat applied to a group that contains a repeat or alternatives (like (a+)+, (\\w*\\s)* or (a|ab)+) can run away on hostile text; rewrite it without the nesting.',
  count: `Repeat counts above ${MAX_REPEAT_COUNT} are not allowed.`,
  product: 'Too many open-ended repeats (.*, +, {n,}) in one pattern; use bounded gaps such as .{0,40} and at most two of them.',
} as const;

/** Parses like `new RegExp(text, 'i')`: no `u`/`v` flag, so the web-compatibility (Annex B) syntax applies. */
const parser = new RegExpParser({ strict: false });

interface Scan {
  /** The pattern with open-ended repeats bounded. */
  source: string;
  error: string | null;
}

/** Whether a repeated element holds something that makes the repeat ambiguous: a repeat or alternatives. */
function holdsRepeatOrAlternatives(node: AST.Node): boolean {
  let found = false;
  visitRegExpAST(node, {
    onQuantifierEnter: () => {
      found = true;
    },
    onGroupEnter: (g) => {
      if (g.alternatives.length > 1) found = true;
    },
    onCapturingGroupEnter: (g) => {
      if (g.alternatives.length > 1) found = true;
    },
  });
  return found;
}

function scan(pattern: string): Scan {
  let ast: AST.Pattern;
  try {
    ast = parser.parsePattern(pattern, 0, pattern.length, { unicode: false, unicodeSets: false });
  } catch (err) {
    return { source: pattern, error: `The pattern is not a valid regular expression: ${(err as Error).message}` };
  }
  let error: string | null = null;
  let product = 1;
  const rewrites: { start: number; end: number; text: string }[] = [];
  const fail = (message: string): void => {
    error ??= message;
  };
  visitRegExpAST(ast, {
    onBackreferenceEnter: () => fail(MESSAGES.backreference),
    onAssertionEnter: (a) => {
      if (a.kind === 'lookahead' || a.kind === 'lookbehind') fail(MESSAGES.lookaround);
    },
    onQuantifierEnter: (q) => {
      if (q.min > MAX_REPEAT_COUNT || (q.max !== Infinity && q.max > MAX_REPEAT_COUNT)) return fail(MESSAGES.count);
      if (q.max > 1 && holdsRepeatOrAlternatives(q.element)) return fail(MESSAGES.nested);
      const boundedMax = q.max === Infinity ? Math.max(OPEN_REPEAT_CAP, q.min) : q.max;
      // Optional single items (x?, {0,2}) barely add backtracking; real ranges multiply it.
      if (boundedMax - q.min >= 2) product *= boundedMax - q.min + 1;
      if (product > MAX_REPEAT_PRODUCT) return fail(MESSAGES.product);
      if (q.max === Infinity) {
        rewrites.push({ start: q.element.end, end: q.end, text: `{${q.min},${boundedMax}}${q.greedy ? '' : '?'}` });
      }
    },
  });
  if (error) return { source: pattern, error };
  let source = pattern;
  for (const r of rewrites.sort((a, b) => b.start - a.start)) source = source.slice(0, r.start) + r.text + source.slice(r.end);
  return { source, error: null };
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

/** Longest one admin regex may run on one message; past it the pattern counts as not matching. */
export const REGEX_TIME_LIMIT_MS = 100;

const sandbox = createContext(Object.create(null) as Record<string, unknown>);
const testScript = new Script('re.test(input)');

/**
 * `re.test(input)`, stopped after `timeoutMs`: null when it was cut off. Node's regex engine has no
 * timeout of its own, but a vm script's timeout interrupts a running match, so a regex that slipped
 * past the check cannot pin the worker.
 */
export function boundedTest(re: RegExp, input: string, timeoutMs = REGEX_TIME_LIMIT_MS): boolean | null {
  sandbox.re = re;
  sandbox.input = input;
  try {
    return testScript.runInContext(sandbox, { timeout: timeoutMs }) === true;
  } catch {
    return null;
  } finally {
    delete sandbox.re;
    delete sandbox.input;
  }
}
