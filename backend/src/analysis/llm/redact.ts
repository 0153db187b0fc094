/**
 * The only part of an email that may leave for an LLM: a short excerpt with addresses, links,
 * long numbers (cards, accounts, SIN, phone numbers) and personal names replaced by placeholders.
 * Names are those of greetings ("Dear Margaret"), titles ("Mrs. Gagnon", "Mme Roy"), sign-offs
 * ("Regards,\nPeter Wilson") and any name the caller knows (the forwarder's own).
 */
export const MAX_EXCERPT_CHARS = 600;

/** A capitalised word of a name (Jean-Philippe, O'Neil, Côté). */
const NAME_WORD = "\\p{Lu}[\\p{L}'’-]+";
const NAME = `${NAME_WORD}(?:[ \\t]+${NAME_WORD}){0,2}`;

/** Salutation words that are not names: kept, they say something about the email. */
const NOT_NAMES = new Set([
  'customer', 'client', 'cliente', 'sir', 'madam', 'madame', 'monsieur', 'friend', 'ami', 'amie', 'member', 'membre', 'user', 'utilisateur',
  'taxpayer', 'contribuable', 'beneficiary', 'bénéficiaire', 'winner', 'gagnant', 'valued', 'account', 'holder', 'team', 'équipe', 'the', 'your',
  'our', 'votre', 'notre', 'le', 'la', 'les', 'all', 'tous', 'everyone', 'service', 'support', 'customers', 'clients', 'dear', 'cher', 'chère',
]);

const GREETING = new RegExp(`\\b((?:[Dd]ear|[Hh]i|[Hh]ello|[Hh]ey|[Gg]reetings|[Bb]onjour|[Bb]onsoir|[Ss]alut|[Cc]her|[Cc]hère|[Cc]here)[ \\t]+)(${NAME})`, 'gu');
const TITLE = new RegExp(`\\b((?:Mr|Mrs|Ms|Miss|Dr|Mme|Mlle|Monsieur|Madame|Mademoiselle)\\.?[ \\t]+|M\\.[ \\t]*)(${NAME})`, 'gu');
const SIGN_OFF = new RegExp(
  `\\b((?:[Bb]est |[Kk]ind |[Ww]arm )?[Rr]egards|[Ss]incerely|[Tt]hanks|[Tt]hank you|[Cc]heers|[Cc]ordialement|[Ss]alutations|[Mm]erci|[Bb]ien à vous|[Aa]mitiés)([ \\t]*,?[ \\t]*\\r?\\n\\s*)(${NAME})`,
  'gu',
);

function isName(words: string): boolean {
  return !NOT_NAMES.has(words.split(/[ \t]+/)[0].toLowerCase());
}

function escapeRegex(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Replaces personal names by [name]. */
export function redactNames(text: string, knownNames: readonly string[] = []): string {
  let out = text
    .replace(GREETING, (all, lead: string, name: string) => (isName(name) ? `${lead}[name]` : all))
    .replace(TITLE, (_all, lead: string) => `${lead}[name]`)
    .replace(SIGN_OFF, (all, word: string, gap: string, name: string) => (isName(name) ? `${word}${gap}[name]` : all));
  // A display name that is an address ("rose@family.test") names nobody: its words are left alone.
  const known = [...new Set(knownNames.filter((n) => !n.includes('@')).flatMap((n) => n.split(/[^\p{L}'’-]+/u)).filter((w) => w.length >= 2 && !NOT_NAMES.has(w.toLowerCase())))];
  if (known.length > 0) {
    out = out.replace(new RegExp(`(?<![\\p{L}\\p{N}])(?:${known.map(escapeRegex).join('|')})(?![\\p{L}\\p{N}])`, 'giu'), '[name]');
  }
  return out.replace(/\[name\](?:[ \t]+\[name\])+/g, '[name]');
}

export function redactExcerpt(subject: string, text: string, max = MAX_EXCERPT_CHARS, knownNames: readonly string[] = []): string {
  const redact = (s: string): string =>
    redactNames(
      s
        .replace(/[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}/gi, '[email]')
        .replace(/\b(?:https?:\/\/|www\.)[^\s<>"')]+/gi, (url) => {
          const host = /^(?:https?:\/\/)?([^/?#:]+)/i.exec(url)?.[1] ?? 'site';
          return `[link to ${host.toLowerCase().slice(0, 60)}]`;
        }),
      knownNames,
    )
      .replace(/\b(?:[a-km-zA-HJ-NP-Z1-9]{26,35}|bc1[a-z0-9]{25,59})\b/g, '[wallet]')
      .replace(/(?:\+?\d[\d ().-]{6,}\d)/g, '[number]')
      .replace(/\s+/g, ' ')
      .trim();
  const s = redact(subject.slice(0, 200));
  const body = redact(text.slice(0, max * 3));
  return `Subject: ${s}\n${body}`.slice(0, max);
}
