/**
 * A warning about a scam retells the scam: "Mom, that's not me, it's a scam. Don't answer it", then the
 * text it quotes, gift cards, secrecy and all. A careful reader sees who is talking: the writer calls
 * something a scam in their own words and tells the reader not to act on it, so the scam's asks are
 * reported, not made. A warning with a link of its own still asks you to open it (a phishing "security
 * notice" often opens with a warning about fake emails), so only a message with no web link counts.
 * English and French, on the folded text.
 */

/** The writer calls a message or a call a scam ("it's a scam", "fake email", "c'est une arnaque"). */
const CALLS_IT_A_SCAM = new RegExp(
  [
    String.raw`\b(?:it'?s|it is|this is|that'?s|that is|was) (?:a |an |another |the )?(?:(?:well-known|known|classic|common|typical|new|total) )?(?:scam|fraud|hoax|phishing(?: attempt)?)\b`,
    String.raw`\b(?:fake|scam|phishing|fraudulent) (?:email|e-mail|text|texts|message|messages|call|calls|letter|emails)\b`,
    String.raw`\bc'est (?:une |un )?(?:(?:vieille|nouvelle|belle|classique|grosse) )?(?:arnaque|fraude|escroquerie|hameconnage)\b`,
    String.raw`\b(?:faux|fausse|frauduleux|frauduleuse)s? (?:courriels?|messages?|textos?|appels?|lettres?)\b`,
    // Someone pretended, and someone nearly fell for it.
    String.raw`\b(?:so-called|soi-disant|pretending to be|pretended to be|se faisant passer pour)\b|\b(?:almost|nearly) (?:fell for|got scammed)\b|\ba failli se faire (?:avoir|arnaquer|prendre)\b`,
  ].join('|'),
);

/** And tells the reader not to act on it: don't answer, delete it, report it, call the real number. */
const DO_NOT_ACT = new RegExp(
  [
    String.raw`\b(?:don'?t|do not|never) (?:reply|respond|answer|send|click|call|buy|give|share|pay|open)\b`,
    String.raw`\b(?:ignore|delete|block|report) (?:it|this|them|that|the)\b`,
    String.raw`\b(?:ne|n') ?(?:repond|clique|envoie|envoy|donne|achete|appel|pay|ouvr|partag)[a-z]*\b.{0,10}\b(?:pas|jamais|rien)\b`,
    String.raw`\bne (?:pas|jamais|rien) (?:repondre|cliquer|envoyer|donner|acheter|appeler|payer|ouvrir|partager)\b`,
    String.raw`\b(?:efface|effacez|supprime|supprimez|bloque|bloquez|signale|signalez|ignore|ignorez)\b`,
    String.raw`\b(?:anti-?fraud|antifraude) (?:centre|center|du canada)\b|\bcentre antifraude\b`,
    // Check with the real person or company: "call him on his real number", "le numero sur votre vraie facture".
    String.raw`\b(?:real|regular|usual|old) (?:number|phone number|cell)\b|\b(?:vrai|vraie|ancien|bon) (?:numero|facture)\b|\bvotre vraie\b`,
    String.raw`\b(?:number|numbers) you (?:already )?have\b|\bnumero que (?:vous avez|tu as) deja\b|\b(?:send|pay) nothing\b|\b(?:envoyez|envoie|envoies|payez|paie) rien\b`,
  ].join('|'),
);

/** How much of the text is read. */
const SCAN_LIMIT = 20000;

/** True when the message warns the reader about a scam it retells, and carries no web link of its own. */
export function warnsOfScam(folded: string, webLinks: number): boolean {
  if (webLinks > 0) return false;
  const text = folded.slice(0, SCAN_LIMIT);
  return CALLS_IT_A_SCAM.test(text) && DO_NOT_ACT.test(text);
}
