/**
 * A warning about a scam retells the scam: "Mom, that's not me, it's a scam. Don't answer it", then the
 * text it quotes, gift cards, secrecy and all. A careful reader sees who is talking: the writer calls
 * something a scam in their own words and tells the reader not to act on it, so the scam's asks are
 * reported, not made. A warning with a link of its own still asks you to open it (a phishing "security
 * notice" often opens with a warning about fake emails), so a message with a web link counts only when
 * it tells the reader not to open the links and asks nowhere to open one (the scam's link, quoted).
 * English and French, on the folded text.
 */

/** The writer calls a message or a call a scam ("it's a scam", "fake email", "c'est une arnaque"). */
const CALLS_IT_A_SCAM = new RegExp(
  [
    String.raw`\b(?:it'?s|it is|this is|that'?s|that is|was) (?:a |an |another |the )?(?:(?:well-known|known|classic|common|typical|new|total) )?(?:scam|fraud|hoax|phishing(?: attempt)?)\b`,
    String.raw`\b(?:fake|scam|phishing|fraudulent) (?:email|e-mail|text|texts|message|messages|call|calls|letter|emails)\b`,
    // A scam named by its kind: "the grandparent scam", "the 'grandchild in trouble' scam", "l'arnaque des grands-parents".
    String.raw`\b(?:the|this|that|these) (?:["'][^"'\n]{3,40}["'] |(?:[a-z-]+ ){1,3})scams?\b|\bl'arnaque (?:du |de la |des |aux |au )[a-z-]+`,
    String.raw`\b(?:email|text|message|call|letter)\b.{0,30}\b(?:is|was) (?:a |an )?(?:scam|fraud|phishing)\b`,
    String.raw`\bc'est (?:une |un |de l'|de la |du )?(?:(?:vieille|nouvelle|belle|classique|grosse) )?(?:arnaque|fraude|escroquerie|hameconnage|phishing)\b`,
    String.raw`\b(?:faux|fausse|frauduleux|frauduleuse)s? (?:courriels?|messages?|textos?|appels?|lettres?)\b`,
    String.raw`\b(?:courriels?|messages?|textos?|appels?|lettres?) (?:frauduleux|frauduleuses?)\b|\b(?:ce|cet|le) (?:courriel|message|texto|appel|lettre)\b.{0,30}\b(?:est|etait) (?:une |un |de l')?(?:arnaque|fraude|escroquerie|hameconnage)\b`,
    // The one it pretends to be disowns it: "that wasn't me", "c'était pas moi".
    String.raw`\b(?:it|that|this) (?:wasn'?t|was not|isn'?t|is not) me\b|\b(?:it|that|this)'s not me\b(?! who)|\bc'(?:etait|est) pas moi\b(?! qui)|\bce n'(?:etait|est) pas moi\b(?! qui)`,
    // The one it names disowns it: "that email is NOT from the board", "ce courriel ne vient pas de nous".
    String.raw`\b(?:email|e-mail|message|text|letter|call)s? (?:is|are|was|were) not (?:from|sent by) (?:us|me|the|our|him|her)\b|\b(?:courriel|message|texto|appel|lettre)s? ne (?:vien(?:t|nent)|provien(?:t|nent)) pas (?:de|du|des)\b`,
    // "No, that one is fake", "this email was bogus".
    String.raw`\b(?:it|that|this)(?: one| email| e-mail| text| message| letter| call)? (?:is|was|'s) (?:a |an )?(?:fake|bogus)\b`,
    // A newsletter's scam alert: "SCAM ALERT", "beware: the grandparent calls are back", "mise en garde contre les fraudes".
    // A bank's "fraud alert" ("did you attempt this purchase?") is about your account, not a scam it retells.
    String.raw`\bscams? (?:alert|warning|watch)s?\b|\bfrauds? warnings?\b|\bbeware\b.{0,40}\b(?:scams?|frauds?|calls?|texts?|emails?)\b|\b(?:mise en garde|avertissement)s? (?:aux |a la |contre (?:les |la )?|sur (?:les |la )?)?(?:fraudes?|arnaques?)\b|\balertes? (?:aux |a la |contre (?:les |la )?|sur (?:les |la )?)?arnaques?\b`,
    // Someone else's account was taken over and wrote in their name: "son compte Hotmail a été piraté".
    String.raw`\b(?:his|her|their|son|sa|leur) (?:(?:e-?mail|hotmail|gmail|outlook|yahoo|facebook|messenger|instagram) )?(?:account|compte|courriel|adresse)(?: (?:e-?mail|hotmail|gmail|outlook|yahoo|facebook|messenger|instagram))? (?:was|has been|got|a ete|s'est fait) (?:hacked|compromised|pirate|piratee|hacke|hackee|voler|vole)\b`,
    // How to tell the real from the fake: "real lotteries never ask you to pay fees", "une vraie banque ne vous demandera jamais".
    String.raw`\b(?:real|legitimate|genuine|actual) (?:lotter(?:y|ies)|banks?|charit(?:y|ies)|companies|compan(?:y)|government agenc(?:y|ies)|police|lawyers?|buyers?|landlords?|employers?|recruiters?)\b.{0,20}\b(?:never|don'?t|do not|won'?t|will not|would never)\b`,
    String.raw`\b(?:une vraie|un vrai|les vraies|les vrais|aucune vraie|aucun vrai) (?:loterie|banque|caisse|organisme|compagnie|entreprise|agence|police|avocat|acheteur|proprio|proprietaire|employeur|recruteur)s?\b.{0,40}\b(?:jamais|pas)\b`,
    // Reported to the anti-fraud centre as one.
    String.raw`\b(?:reported (?:it |this |them )?to the (?:canadian )?anti-?fraud cent(?:re|er)|signale\w* au centre antifraude)\b`,
    // Someone pretended, and someone nearly fell for it.
    String.raw`\b(?:so-called|soi-disant|pretending to be|pretended to be|se faisant passer pour)\b|\b(?:almost|nearly) (?:fell for|got scammed)\b|\ba failli se faire (?:avoir|arnaquer|prendre)\b|\b(?:j'ai|il a|elle a) failli (?:le faire|payer|envoyer|tomber)\b`,
  ].join('|'),
);

/** And tells the reader not to act on it: don't answer, delete it, report it, call the real number. */
const DO_NOT_ACT = new RegExp(
  [
    String.raw`\b(?:don'?t|do not|never) (?:reply|respond|answer|send|click|call|buy|give|share|pay|open)\b`,
    String.raw`\b(?:ignore|delete|block|report) (?:it|this|them|that|the)\b`,
    String.raw`\b(?:ne|n') ?(?:repond|clique|envoie|envoy|donne|achete|appel|pay|ouvr|partag)[a-z]*\b.{0,10}\b(?:pas|jamais|rien)\b`,
    String.raw`\bne (?:pas|jamais|rien) (?:repondre|cliquer|envoyer|donner|acheter|appeler|payer|ouvrir|partager)\b`,
    // Spoken Quebec French drops the "ne": "clique jamais sur les liens", "reponds pas".
    String.raw`\b(?:clique|cliques|cliquez|reponds|repondez|ouvre|ouvrez|donne|donnez|achete|achetez|paye|payez)(?:-y)? (?:jamais|pas|rien)\b`,
    String.raw`\b(?:efface|effacez|supprime|supprimez|bloque|bloquez|signale|signalez|ignore|ignorez)\b`,
    String.raw`\b(?:anti-?fraud|antifraude) (?:centre|center|du canada)\b|\bcentre antifraude\b`,
    // Check with the real person or company: "call him on his real number", "le numero sur votre vraie facture".
    String.raw`\b(?:real|regular|usual|old) (?:number|phone number|cell)\b|\b(?:vrai|vraie|ancien|bon) (?:numero|facture)\b|\bnumero habituel\b|\bvotre vraie\b`,
    // Hang up on the caller.
    String.raw`\b(?:hang up|hung up|raccroche[rz]?|raccrochez|on a raccroche|j'ai raccroche)\b`,
    String.raw`\b(?:number|numbers) you (?:already )?have\b|\bnumero que (?:vous avez|tu as) deja\b|\b(?:send|pay) nothing\b|\b(?:envoyez|envoie|envoies|payez|paie) rien\b`,
  ].join('|'),
);

/** The writer says not to open the links: they are the scam's, quoted. */
const DO_NOT_CLICK = new RegExp(
  [
    String.raw`\b(?:don'?t|do not|never) (?:click|tap|open|follow|visit)\b.{0,30}\b(?:links?|urls?|it|that|this|site|website)\b`,
    String.raw`\b(?:ne |n')?(?:clique|cliques|cliquez|ouvre|ouvrez|appuie|appuyez)(?: pas| jamais)\b.{0,30}\b(?:liens?|dessus|ca|site)\b`,
    String.raw`\bne (?:pas|jamais) (?:cliquer|ouvrir|appuyer)\b`,
  ].join('|'),
);

/** Yet a call to open one: "click here", "confirm your account at the link below". */
const OPEN_A_LINK = new RegExp(
  [
    String.raw`\b(?:click|tap) (?:here|below|on the (?:button|link) below|the (?:button|link) below)\b`,
    String.raw`\b(?:confirm|verify|update|sign in|log in|login)\b.{0,40}\b(?:link|button) below\b|\b(?:at|via|through|using) (?:the|this) (?:secure )?link\b`,
    String.raw`\bcliquez (?:ici|sur le lien ci-dessous|sur le bouton)\b|\b(?:lien|bouton) ci-dessous\b`,
  ].join('|'),
);

/** The writer insists the offer is not a scam ("this is NOT a scam"): what a scam says of itself, never a warning. */
const NOT_A_SCAM = /\b(?:this|it|that) (?:is|'s) (?:not|no|never) (?:a |an )?(?:scam|fraud|hoax|pyramid scheme)\b|\b(?:ce|c') ?(?:n'est|est) (?:pas|jamais) (?:une |un )?(?:arnaque|fraude|escroquerie|pyramide)\b/;

/** How much of the text is read. */
const SCAN_LIMIT = 20000;

/**
 * True when the message warns the reader about a scam it retells, and carries no web link of its own.
 * `webLinks`: the links that could be the scam's (a link to the site of the brand the message speaks for
 * cannot be: nobody else publishes there; asks.ts `retellsAScam` leaves those out).
 */
export function warnsOfScam(folded: string, webLinks: number): boolean {
  const text = folded.slice(0, SCAN_LIMIT);
  if (webLinks > 0 && (!DO_NOT_CLICK.test(text) || OPEN_A_LINK.test(text))) return false;
  return CALLS_IT_A_SCAM.test(text) && DO_NOT_ACT.test(text) && !NOT_A_SCAM.test(text);
}
