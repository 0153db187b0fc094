/**
 * A reply quotes the conversation it answers: "On Tue, Mar 4, Louise <louise@…> wrote:" (or "Le mar.
 * 4 mars, Louise a écrit :"), then the earlier message with each line behind ">". What the quoted part
 * asks was asked before, often by the reader: the reply asks only what its writer wrote above or
 * between the quotes. Quoted lines with no such line before them (an old client's forward, a pasted
 * scam) stay: nothing says they are the earlier conversation. Outlook puts the earlier message below
 * the reply instead, under "-----Original Message-----" (or a rule) and its From/Sent lines. A reply
 * that points at its quote ("please process the request below") asks what the quote asks: a fake
 * earlier conversation carries the scam's ask there.
 */

/** The line that introduces a quote (a wrapped one ends in "wrote:", or is "écrit :" alone), in the languages families write in. */
const ATTRIBUTION = /(?:^|\s|\b)(?:wrote|writes|a (?:é|e)crit|(?:é|e)crit|schrieb|escribi(?:ó|o)|escreveu|ha scritto|schreef)\s*:?\s*$/i;
const QUOTED = /^\s*>/;
/** Outlook's line above the earlier message, then that message's header lines. */
const OUTLOOK_MARKER = /^\s*(?:-{3,}\s*(?:original message|message d'origine|message original|mensaje original|mensagem original|urspr(?:ü|u)ngliche nachricht)\s*-{3,}|_{10,})\s*$/i;
const HEADER_LINE = /^\s*\*?(?:from|de|von|van)\s?\*?\s?:/i;
/** The writer's words send the reader to the quote. */
const POINTS_BELOW = /\b(?:below|see (?:the )?(?:thread|trail|chain|email|message|request)|ci-dessous|plus bas|voir (?:le |la )?(?:fil|courriel|message|demande))\b/i;
/** The dated first line of an attribution that wrapped ("On Tue, Mar 4, 2025 at 9:12 PM Louise <"). */
const ATTRIBUTION_START = /^\s*(?:on|le|am|el|em|il|op)\b.*\d/i;

/**
 * The text without the quoted parts of a reply; the text as it is when the writer wrote nothing of their own.
 * `sender`: the From address and name; a quote of the sender's own earlier message stays (what they asked
 * then, "are you at your desk? I need a discreet favour", is part of what they ask now).
 */
export function withoutQuotedReplies(text: string, sender: readonly string[] = []): string {
  const replyQuotes = text.includes('>') && /wrote|crit|schrieb|escrib|escreveu|scritto|schreef/i.test(text);
  if (!replyQuotes && !/original|origine|urspr|_{10}/i.test(text)) return text;
  const all = text.split(/\r?\n/);
  const names = sender.map((n) => n.trim().toLowerCase()).filter((n) => n.length >= 6);
  const bySender = (quote: string): boolean => names.some((n) => quote.toLowerCase().includes(n));
  const outlookAt = all.findIndex((l, i) => OUTLOOK_MARKER.test(l) && HEADER_LINE.test(all.slice(i + 1, i + 3).find((n) => n.trim() !== '') ?? ''));
  const outlook = outlookAt > 0 && !bySender(all.slice(outlookAt).join('\n')) ? outlookAt : -1;
  const lines = outlook > 0 ? all.slice(0, outlook) : all;
  const quoted = lines.map((l) => QUOTED.test(l));
  const blank = lines.map((l) => l.trim() === '');
  // A blank line inside a quote: the next line with words is quoted too.
  const inQuote = new Array<boolean>(lines.length).fill(false);
  for (let i = lines.length - 2; i >= 0; i -= 1) inQuote[i] = blank[i] && (quoted[i + 1] || inQuote[i + 1]);
  const drop = new Array<boolean>(lines.length).fill(false);
  for (let i = 0; i < lines.length; i += 1) {
    if (!quoted[i] || (i > 0 && (quoted[i - 1] || drop[i - 1]))) continue;
    // The first line of a quoted run: is it introduced as the earlier conversation?
    let attribution = i - 1;
    while (attribution >= 0 && blank[attribution]) attribution -= 1;
    if (attribution < 0 || !ATTRIBUTION.test(lines[attribution])) continue;
    if (attribution > 0 && !ATTRIBUTION_START.test(lines[attribution]) && ATTRIBUTION_START.test(lines[attribution - 1])) attribution -= 1;
    let end = i;
    while (end < lines.length && (quoted[end] || inQuote[end])) end += 1;
    if (bySender(lines.slice(attribution, end).join('\n'))) continue;
    for (let j = attribution; j < end; j += 1) drop[j] = true;
  }
  const own = lines.filter((_, i) => !drop[i]).join('\n');
  // A writer who points at the quote ("as discussed below", "voir ci-dessous") asks what it asks.
  return /\p{L}{3}/u.test(own) && !POINTS_BELOW.test(own) ? own : text;
}
