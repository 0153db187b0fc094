/**
 * Words of a message for the token model, with everything that identifies a corpus source removed:
 * quoted replies, mailing-list footers, addresses, URLs, numbers and list/software names. Only the
 * words someone wrote to the reader remain.
 */
import type { EmailContext } from '../detectors/email-context';
import { guessLanguage } from '../parsing/language';
import { FUNCTION_WORDS, translatePhrases, translateToken } from './word-translations';

/** Tokens that name corpus sources or their software: never learnt, whatever they correlate with. */
const SOURCE_TOKENS = new Set([
  'sourceforge', 'spamassassin', 'exmh', 'razor', 'ilug', 'usrp', 'ettus', 'listinfo', 'mailman', 'mailing',
  'unsubscribe', 'subscribe', 'yahoogroups', 'lists', 'list', 'digest', 'freshrpms', 'rpm', 'zzzz', 'jmason',
  'linux', 'irish', 'gnuradio', 'redhat', 'sponsored', 'geocrawler', 'egroups', 'satalk', 'forteana', 'fork',
  'xent', 'wrote', 'writes', 'original', 'message', 'forwarded', 'fwd', 'subject', 'date', 'sent', 'from',
  'http', 'https', 'www', 'com', 'net', 'org', 'html', 'nbsp', 'amp', 'quot',
]);

const FOOTER_START = /^(?:_{5,}|-{5,}|={5,})\s*$/;
const FOOTER_HINT = /(?:mailing list|listinfo|list-?id|unsubscribe|sourceforge|yahoo! groups|egroups)/i;
const MAX_TOKENS = 1500;

/** Removes quoted lines and a trailing mailing-list footer. */
export function stripQuotesAndFooters(text: string): string {
  const lines = text.slice(0, 40000).split(/\r?\n/);
  const kept: string[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i];
    if (/^\s*>/.test(line)) continue;
    if (FOOTER_START.test(line) && lines.slice(i + 1, i + 6).some((l) => FOOTER_HINT.test(l))) break;
    kept.push(line);
  }
  return kept.join('\n');
}

export interface TextTokens {
  tokens: string[];
  /** True when the message was not English and its words were read through the dictionary. */
  translated: boolean;
}

/** English words without the function words and word pairs: what the content-word model learns from. */
export function contentWords(tokens: string[]): string[] {
  return tokens.filter((t) => !FUNCTION_WORDS.has(t) && !t.includes('_'));
}

/**
 * The message's words; `translate: false` keeps the words of other languages as they are (training).
 * `language`: the original's language when the parser already guessed it (saves guessing it again).
 */
export function textTokens(ctx: EmailContext, translate = true, language?: string): TextTokens {
  const body = stripQuotesAndFooters(ctx.rawText)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\b(?:https?:\/\/|www\.)\S{0,2000}/g, ' ')
    // Bounded on both sides: an unbounded \S+@ backtracks quadratically on a long run without "@".
    .replace(/[^\s@]{1,64}@[^\s@]{1,255}/g, ' ');
  const subject = ctx.subject;
  const seen = new Set<string>();
  const re = /[a-z][a-z']{2,19}/g;
  // The word model knows English words only: other languages are read through a dictionary.
  const english = !translate || (language ?? guessLanguage(`${ctx.email.subject ?? ''}\n${ctx.email.text ?? ''}`)) === 'en';
  const text = english ? `${subject} ${body}` : translatePhrases(`${subject} ${body}`);
  let m: RegExpExecArray | null;
  let previous = '';
  while ((m = re.exec(text)) !== null && seen.size < MAX_TOKENS) {
    const word = m[0].replace(/'s$|'$/, '');
    const t = english ? word : translateToken(word);
    if (t.length < 3 || SOURCE_TOKENS.has(t) || (!english && FUNCTION_WORDS.has(t))) {
      previous = '';
      continue;
    }
    seen.add(t);
    // English is also read in word pairs ("verify_your", "your_account"): pairs carry more than single
    // words. Words read through the dictionary are not: a word-by-word reading does not keep English order.
    if (english && previous !== '') seen.add(`${previous}_${t}`);
    previous = t;
  }
  return { tokens: [...seen], translated: !english };
}
