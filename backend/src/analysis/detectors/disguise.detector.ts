/**
 * Disguised words: Latin words with Cyrillic or Greek look-alike letters inside ("Amаzon" with a
 * Cyrillic а) or marks sprinkled over their letters ("e̷ntrega"); capitalised words with zeros or a
 * lower-case l for O and I ("C0NTA", "lTAUCARD"); words spelled in the mathematical alphabets' styled
 * letters ("𝐘𝐎𝐔 𝐇𝐀𝐕𝐄 𝐖𝐎𝐍"), bold or italic type to the reader but symbols to a filter. All dodge
 * filters; genuine senders have their mail program's own bold type.
 */
import type { EmailContext } from './email-context';
import type { Finding } from './finding';
import { signal } from '../signals/signal-registry';

/**
 * A Latin letter carrying a mark no language of ours writes (a stroke or slash laid over it, Syriac,
 * Cyrillic or symbol marks): "Fa̷lha na e̷ntrega", "Aܿmܿaܿzܿoܿn". The reader sees the word, a filter does not.
 */
const SPRINKLED_MARK = /[A-Za-z][\u0334-\u0338\u0483-\u0489\u0700-\u074f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff]/gu;
/** A Latin letter next to a Cyrillic/Greek one inside a word, either way round. */
const MIXED_SCRIPT = /[A-Za-z][\u0370-\u03ff\u0400-\u04ff]|[\u0370-\u03ff\u0400-\u04ff][A-Za-z]/g;
/** An all-caps word where 0 stands for O or a lower-case l for I. */
const LEET_CAPS = /\b(?:[A-Z]{2,}0+[A-Z][A-Z0]*|[A-Z]*0[A-Z]{2,}[A-Z0]*|[A-Z]+1[A-Z]{2,}|l[A-Z]{3,}|[A-Z]{2,}l[A-Z]{2,})\b/g;
/** A word of three or more letters from the Mathematical Alphanumeric Symbols block (U+1D400-U+1D7FF). */
const STYLED_WORD = /[\u{1D400}-\u{1D7FF}]{3,}/gu;

function count(text: string, re: RegExp, limit = 20): number {
  re.lastIndex = 0;
  let n = 0;
  while (re.exec(text) !== null && n < limit) n += 1;
  re.lastIndex = 0;
  return n;
}

/** A random code in the subject (mixed case and digits, 10+ characters) makes each copy unique to dodge filters. */
const RANDOM_CODE = /(?:^|[\s\-_:#.([])(?=[A-Za-z0-9]{10,40}(?:$|[\s\-_.,)\]]))(?=[A-Za-z0-9]*[a-z])(?=[A-Za-z0-9]*[A-Z])(?=[A-Za-z0-9]*\d)[A-Za-z0-9]{10,40}/;
/**
 * The same code cut into pieces by hyphens ("7893vBvF1-278ZKCc8-17", "ULTIMATE-hGH17283"): one piece of 8 or
 * more characters mixes lower case, capitals and digits. "x86-64", "Win2K-SP3" or "50-Dollar-Aktion" do not.
 */
const HYPHENATED_CODE =
  /(?:^|[\s_:#.([])(?=[A-Za-z0-9-]{12,60}(?:$|[\s_.,)\]]))(?=(?:[A-Za-z0-9]*-)*(?=[A-Za-z0-9]{8})(?=[A-Za-z0-9]*[a-z])(?=[A-Za-z0-9]*[A-Z])(?=[A-Za-z0-9]*\d))[A-Za-z0-9]+(?:-[A-Za-z0-9]+)+/;
/** The same trick, older style: the subject padded with a run of spaces, then a code ("Get Out of Debt Fast          12244"). */
const PADDED_CODE = /\S[ \t]{8,}[A-Za-z0-9]{3,12}[ \t]*$/;

/**
 * A run of lower-case letters that is no word of any language ("gcoakgwnibgafjecarccjbj"): bulk mailers add
 * one to each copy so that no two copies look alike to a filter. A run counts when it holds three letter
 * pairs that words of the languages we read all but never contain (q without u, j or v before a consonant,
 * five consonants in a row...); a German compound or a Dutch "-lijk" word has one at most.
 */
const LETTER_RUN = /(?<![\w/.=+\-@&?#%:~])[a-z]{12,80}(?![\w/.=+\-@&?#%:~])/g;
const UNWORDLY_PAIR =
  /q[^u]|(?<!i)j[^aeiouy]|x[bdfgjkmnqrsvwz]|v[bcdfghjkmnpqstwxz]|z[bcdfgjkpqrsvx]|k[bcgjqxz]|g[bcjkqvxz]|f[bcdgjkpqvwxz]|w[cfgjmpqvxz]|[bcdfghjklmnpqrstvwxz]{5}/g;
const UNWORDLY_PAIRS_IN_A_RUN = 3;

/** A quoted line, "> ..." or Supercite's "jm> ...": someone else's words, e.g. a spam quoted in a discussion. */
const QUOTED_LINE = /^[ \t]*[A-Za-z]{0,3}>.*$/gm;

/** True when the text, quoted lines aside, holds a run of random letters (see above). */
export function hasRandomLetters(text: string): boolean {
  for (const run of text.replace(QUOTED_LINE, '').match(LETTER_RUN) ?? []) {
    if ((run.match(UNWORDLY_PAIR) ?? []).length >= UNWORDLY_PAIRS_IN_A_RUN) return true;
  }
  return false;
}

export function disguiseDetector(ctx: EmailContext): Finding[] {
  const head = `${ctx.email.subject ?? ''} ${ctx.email.from?.name ?? ''}`.slice(0, 1200);
  const body = ctx.rawAll.slice(0, 8000);
  const findings: Finding[] = [];
  const inBoth = (re: RegExp): number => count(head, re) + count(body, re);
  const mixed = inBoth(MIXED_SCRIPT) + inBoth(SPRINKLED_MARK);
  // A single mixed pair can be a genuine bilingual name; several are a disguise.
  if (mixed >= 2) {
    findings.push(signal('disguised-letters', `${mixed} words mixing Latin and look-alike letters or marks`));
  }
  const leet = count(head, LEET_CAPS) * 2 + count(body, LEET_CAPS);
  const styled = inBoth(STYLED_WORD);
  if (leet >= 2) {
    findings.push(signal('disguised-words', `${leet} words with 0 for O or l for I`));
  } else if (styled >= 2) {
    findings.push(signal('disguised-words', `${styled} words spelled in styled mathematical letters`));
  }
  const subject = (ctx.email.subject ?? '').slice(0, 300);
  if (RANDOM_CODE.test(subject) || HYPHENATED_CODE.test(subject) || PADDED_CODE.test(subject)) {
    findings.push(signal('subject-random-code', 'random code in the subject'));
  }
  if (hasRandomLetters(body)) {
    findings.push(signal('random-letters', 'a run of random letters in the text'));
  }
  return findings;
}
