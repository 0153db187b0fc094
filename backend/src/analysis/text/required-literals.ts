/**
 * A cheap test that lets a rule's regex be skipped: the literal strings one of which every match must
 * contain ("click" or "tap" for `\b(?:click|tap) here`), read off the regex's syntax tree
 * (`@eslint-community/regexpp`). Skipping is exact, never a guess: when no such set can be proven (a
 * pattern that may match through classes or optional parts only), the regex always runs.
 */
import { RegExpParser, type AST } from '@eslint-community/regexpp';

/** Shorter literals are in nearly every text: looking for them first would only cost time. */
const MIN_LITERAL = 3;

type Required = string[] | null;

const parser = new RegExpParser({ ecmaVersion: 2024 });

function shortest(set: string[]): number {
  return Math.min(...set.map((s) => s.length));
}

/** The better of two proven sets: the one whose shortest literal is longer (rarer in text). */
function better(a: Required, b: Required): Required {
  if (a === null) return b;
  if (b === null) return a;
  return shortest(b) > shortest(a) ? b : a;
}

function ofAlternatives(alternatives: AST.Alternative[]): Required {
  const union = new Set<string>();
  for (const alternative of alternatives) {
    const set = ofSequence(alternative.elements);
    if (set === null) return null;
    for (const s of set) union.add(s);
  }
  return [...union];
}

function ofSequence(elements: AST.Element[]): Required {
  let best: Required = null;
  let run = '';
  const endRun = (): void => {
    if (run.length >= MIN_LITERAL) best = better(best, [run]);
    run = '';
  };
  for (const element of elements) {
    // Zero-width parts (\b, look-arounds, ^, $) consume nothing: the literal run goes on across them.
    if (element.type === 'Assertion') continue;
    if (element.type === 'Character') {
      run += String.fromCodePoint(element.value);
      continue;
    }
    endRun();
    best = better(best, ofElement(element));
  }
  endRun();
  return best;
}

function ofElement(element: AST.Element): Required {
  switch (element.type) {
    case 'Group':
    case 'CapturingGroup':
      return ofAlternatives(element.alternatives);
    case 'Quantifier':
      return element.min >= 1 ? ofElement(element.element) : null;
    default:
      return null;
  }
}

/**
 * The literals one of which every match of `re` contains, each at least three characters long, or null
 * when no such set can be proven. Patterns with the `i` flag are answered in lower case and must be
 * tested against lower-case text.
 */
export function requiredLiterals(re: RegExp): string[] | null {
  const pattern = parser.parsePattern(re.source, 0, re.source.length, { unicode: re.unicode, unicodeSets: re.flags.includes('v') });
  const set = ofAlternatives(pattern.alternatives);
  if (set === null || shortest(set) < MIN_LITERAL) return null;
  return re.ignoreCase ? set.map((s) => s.toLowerCase()) : set;
}

/** Bits of the table of the text's three-character sequences (a false "present" only costs a regex run). */
const TABLE_BITS = 16;

/** A three-character sequence, hashed to a bit of the table. */
function trigram(s: string, i: number): number {
  const h = Math.imul(s.charCodeAt(i) * 961 + s.charCodeAt(i + 1) * 31 + s.charCodeAt(i + 2), 0x9e3779b1);
  return h >>> (32 - TABLE_BITS);
}

/**
 * `re.test(text)` for many regexes over one text, skipping a regex when none of its required literals
 * can be in the text. The text's three-character sequences are marked once in a bit table: a literal
 * one of whose sequences is unmarked cannot be there (the regex runs whenever all of them are marked).
 */
export class PrefilteredText {
  private table: Uint32Array | null = null;
  private readonly seen = new Map<string, boolean>();

  constructor(private readonly text: string) {}

  private marked(table: Uint32Array, bit: number): boolean {
    return (table[bit >>> 5] & (1 << (bit & 31))) !== 0;
  }

  private mayHave(literal: string): boolean {
    let found = this.seen.get(literal);
    if (found === undefined) {
      if (this.table === null) {
        this.table = new Uint32Array(1 << (TABLE_BITS - 5));
        for (let i = 0; i + 3 <= this.text.length; i++) {
          const bit = trigram(this.text, i);
          this.table[bit >>> 5] |= 1 << (bit & 31);
        }
      }
      found = true;
      for (let i = 0; found && i + 3 <= literal.length; i++) found = this.marked(this.table, trigram(literal, i));
      this.seen.set(literal, found);
    }
    return found;
  }

  test(re: RegExp, literals: string[] | null): boolean {
    if (literals !== null && !literals.some((l) => this.mayHave(l))) return false;
    return re.test(this.text);
  }
}
