/**
 * What the message asks, read the way a person reads a request: sentence by sentence. A sentence is a
 * request when it is put to the reader ("can you…", "please…", "I need you to…", "peux-tu…", an
 * imperative); what it asks is read from what the request is about and where that thing ends up:
 * - gift cards bought for the asker, or their numbers or a photo of their back sent to the asker;
 * - a code or PIN that someone else's message delivers, sent back to the asker;
 * - money wired to an account whose numbers the message gives, or paid to banking details it says changed;
 * - money asked by someone who says they write from a new number, a new address or a locked account;
 * - goods from a stranger paid before they come ("I'll transfer them as soon as I get your e-Transfer",
 *   "first to send gets them"), or money overpaid to you that you should send on ("I sent $850 instead of
 *   $350, send the $500 to my mover"): said as a promise or a story as often as a request.
 * The ask rules (asks.ts) name how scams have said these things; this reads what is said, so a favour
 * worded as no rule has seen ("could you grab five cards on your way home and snap a pic of the
 * back?") is still the gift-card ask. English and French, on the folded text (lower case, no accents).
 * Patterns are bounded (no open-ended repeat inside another) and read one sentence of at most 400 characters.
 */
import { PrefilteredText, requiredLiterals } from '../text/required-literals';
import type { AskId } from './asks';

/** Where a sentence ends in the folded text (line breaks are already spaces). */
const SENTENCE_END = /(?<=[.!?;])\s+/;
const MAX_SENTENCE = 400;
const MAX_SENTENCES = 300;

/** Put to the reader: a question or a plea ("can you", "please", "j'ai besoin que tu"). */
const REQUEST = new RegExp(
  [
    String.raw`\b(?:can|could|would|will) (?:you|u)\b`,
    String.raw`\b(?:please|pls|plz|kindly)\b`,
    String.raw`\b(?:i|we) (?:need|want|would like|'d like|d like) (?:you|u) to\b`,
    String.raw`\bneed (?:you|u) to\b`,
    String.raw`\b(?:if )?(?:you|u) (?:can|could)\b`,
    String.raw`\b(?:we|i) (?:ask|require|request)\b|\b(?:on|nous|je) (?:vous |te |t')?(?:demande|demandons|exige|exigeons)\b`,
    // An obligation put in the passive: "fees must be paid by e-Transfer to…", "les frais doivent être payés à…".
    String.raw`\b(?:must|has to|have to|need to|needs to|is to|are to) be (?:paid|sent|made|remitted|transferred)\b|\b(?:doit|doivent|devra|devront) etre (?:payee?s?|envoyee?s?|effectuee?s?|versee?s?|faite?s?|regle(?:e|s|es)?)\b`,
    String.raw`\byou (?:need|have|must|will need|will have) to\b`,
    String.raw`\bdo me a (?:big |huge |quick |small )?favou?r\b`,
    String.raw`\b(?:peux|pourrais|pouvez|pourriez|veux|voudrais|voulez|voudriez)[- ](?:tu|vous)\b`,
    String.raw`\b(?:tu|vous) (?:peux|pourrais|pourras|pouvez|pourriez|pourrez)\b`,
    String.raw`\b(?:svp|stp)\b|\bs'il (?:te|vous) plait\b|\bmerci de\b|\bveuillez\b`,
    String.raw`\b(?:j'ai|on a|nous avons) besoin que (?:tu|vous)\b|\bil (?:faut|faudrait|faudra) que (?:tu|vous)\b`,
    String.raw`\b(?:tu dois|vous devez|tu devras|vous devrez|tu devrais|vous devriez)\b`,
  ].join('|'),
);

/** An imperative that opens the sentence ("send…", "grab…", "envoie…"), after "so", "just", "alors"… */
const IMPERATIVE = /^(?:(?:so|ok|okay|and|just|please|then|alors|donc|pis|et|juste|ensuite|svp)[ ,]+){0,2}(?:send|buy|get|grab|pick up|purchase|wire|transfer|arrange|reply|text|email|e-mail|forward|give|read|tell|snap|take|scratch|pay|deposit|e-?transfer|use|update|envoie|envoyez|achete|achetez|prends|prenez|fais|faites|vire|virez|transfere|transferez|reponds|repondez|texte|textez|donne|donnez|lis|lisez|gratte|grattez|paie|paye|payez|depose|deposez|mets|mettez|ecris|ecrivez|utilise|utilisez)\b/;

/** A refusal or a warning about the very thing ("never buy gift cards for…", "ne donnez jamais ce code"). */
const NEGATED = /\b(?:never|don'?t|dont|do not|won'?t|will not|not|no one|nobody|jamais)\b|\bn'|\bne (?:\S+ ){0,2}pas\b/;

const GIFT_CARD = /\b(?:gift ?cards?|prepaid (?:credit |visa |mastercard |debit )?cards?|(?:apple|itunes|google play|steam|amazon|ebay|vanilla|walmart|best buy|sephora|razer gold) (?:gift )?cards?|(?:visa|mastercard) (?:gift|prepaid) cards?|cartes?[- ]cadeaux?|cartes? prepayees?|cartes? (?:apple|itunes|google play|steam|amazon|vanilla))\b/;
/** The cards end up with the asker: photos, numbers, "for me", "I'll pay you back". */
const CARD_TO_ASKER = /\b(?:pics?|pictures?|photos?|snap|screenshot|scratch|the back|the numbers|the codes|for me|for us|pay you back|paid back|reimburse|i'?ll (?:e-?transfer|pay|send) you|numeros|le dos|l'endos|gratte|grattez|pour moi|pour nous|rembours\w*)\b/;

/**
 * A one-time code or a PIN: a code with a security name ("6-digit", "verification", "texto"), one that
 * arrives ("the code you got", "un code par texto"), never a program's source code or a postal code.
 */
const CODE = new RegExp(
  [
    String.raw`\b(?:pin|nip|passcode|otp)\b`,
    String.raw`\b(?:(?:\d|four|six|eight)[- ]digits?|verification|security|confirmation|one[- ]time|login|sign[- ]in|access|authentication|activation|whatsapp|text|sms|reset) codes?\b`,
    String.raw`\bcodes? (?:de (?:verification|securite|confirmation|validation|connexion|acces|activation)|a (?:\d|quatre|six|huit) chiffres|(?:par|by) (?:texto|sms|text|message|courriel|e-?mail))\b`,
    String.raw`\bcodes? (?:(?:that )?(?:you|they|we|it) (?:just )?(?:get|got|receive|received|will get|'ll get|sent)|qu'?(?:il|on|ils|tu|vous) (?:va|vont|vas|allez)? ?(?:recevoir|recois|recevez|as recu|avez recu|t'envoie|vous envoie|a envoye))\b`,
    String.raw`\b(?:get|receive|recevoir|recevras|recevrez|recois|recevez) (?:a |an |un )?(?:text|texto|sms|message|courriel|e-?mail)? ?(?:with|avec)? ?(?:a |an |un )?codes?\b`,
  ].join('|'),
);
/** Handed back to the asker: "send it to me", "reply here with it", "tell me what it says", "envoie-le-moi". */
const BACK_TO_ASKER = new RegExp(
  [
    String.raw`\b(?:send|text|give|tell|read|forward|share|pass|email|e-mail|message)(?: (?:it|them|that|this|the code|the pin|the digits))?(?: back)? (?:to )?(?:me|us)\b`,
    String.raw`\breply (?:here |back |to (?:me|this (?:email|message)) )?with (?:it|that|the|this|them)\b`,
    String.raw`\btell (?:me|us) what (?:it|the \w+) says\b`,
    String.raw`\b(?:renvoie|envoie|donne|dis|lis|texte|transfere|transmets|renvoyez|envoyez|donnez|dites|lisez|textez|transferez|transmettez)(?:-le|-la|-les)?-(?:moi|nous)\b`,
    String.raw`\b(?:me|nous) (?:le |la |les |l')?(?:envoyer|renvoyer|donner|dire|lire|texter|transferer|transmettre|ecrire|envoies|renvoies|donnes|dis|lis|textes|transferes|transmets|ecris|envoyez|renvoyez|donnez|dites|lisez|textez|transferez|transmettez|ecrivez)\b`,
    // Written or pasted into the conversation: "type it here", "écrivez-le ici".
    String.raw`\b(?:type|write|copy|paste|put|enter) (?:it|them|that|this|the code|the digits|the numbers) (?:here|in (?:the |this |our )?(?:chat|reply|message|conversation))\b|\b(?:ecri(?:s|re|vez)|copi(?:e|er|ez)|tape[rz]?|inscri(?:s|re|vez))(?:-le|-la|-les)? (?:ici|dans (?:le|la|notre) (?:chat|clavardage|conversation|message|reponse))\b`,
    String.raw`\brepond(?:s|ez|re)(?:-moi|-nous)? (?:ici |juste |simplement )?avec\b`,
  ].join('|'),
);

/** Money moved: "wire", "transfer the funds", "pay", "virer", "faire le virement". */
const MONEY_MOVE = /\b(?:wire|transfer|send|pay|remit|deposit|process|virer|virez|vire|transferer|transferez|envoyer|envoyez|envoie|payer|payez|paie|verser|versez|effectuer|effectuez|faire le (?:virement|paiement))\b/;
/** A bank's routing numbers given in the message (transit, institution, SWIFT, IBAN…): where to wire it. */
const ROUTING_NUMBER = /\b(?:transit|institution|iban|swift|bic|routing|aba|succursale)\b(?: (?:number|no|numero|code))?(?: ?[:#])? ?[a-z]{0,4}\d{3}/;
/** Banking details that changed ("our banking details have changed", "nouvelles coordonnees bancaires"). */
const NEW_DETAILS = /\b(?:(?:update|change|switch) (?:my|our) (?:direct deposit|bank(?:ing)? (?:details|information|info|account)|payment (?:details|information))|(?:mettre a jour|changer|modifier|mettez a jour|modifiez|changez) (?:mon|mes|notre|nos) (?:depot direct|coordonnees bancaires|informations bancaires|compte bancaire)|(?:new|changed|updated) (?:bank(?:ing)? (?:details|information|info|account)|direct deposit|payment (?:details|information|instructions))|(?:bank(?:ing)? (?:details|information|info)|direct deposit|payment (?:details|information|instructions)) (?:have |has )?(?:changed|been (?:changed|updated))|(?:nouvelles?|nouveaux) (?:coordonnees bancaires|informations bancaires|renseignements bancaires|compte bancaire|infos bancaires)|(?:coordonnees|informations|renseignements|infos) bancaires (?:ont ete |ont )?(?:modifiees|changees|mises a jour|change)|(?:we(?: are|'re)?|we have|we've) (?:switch|chang|mov)(?:ed|ing) (?:to a new |our )?(?:banks?|financial institutions?)|(?:change|changeons|changer|changera|avons change) (?:de banque|d'institution financiere))\b/;
/** Records to update or payment to send to the new details. */
const USE_NEW_DETAILS = /\b(?:update|change|use|send|pay|paid|remit|record|switch|a jour|modifier|modifiez|changement|changer|changez|utiliser|utilisez|envoyer|payer|payee?s?|payez|verser|versee?s?|effectuer)\b/;

/**
 * The asker says they cannot be reached the usual way (a new number or address, a locked account, a
 * phone that died or a borrowed one, a bank app they cannot get into).
 */
const NEW_IDENTITY = /\b(?:my )?phone (?:died|is dead|broke|is broken|got (?:broken|smashed|stolen|wet)|is (?:at|in) the (?:repair|shop))\b|\b(?:using|borrowing|on) (?:this|a friend'?s|my friend'?s|someone'?s|a buddy'?s|a coworker'?s|a co-worker'?s) (?:phone|cell|number)\b|\busing this (?:one|number) for now\b|\bcan'?t (?:log ?in|get in|sign in) (?:to )?(?:my )?(?:bank(?:ing)?(?: app)?|online banking)\b|\b(?:mon|ma) (?:cell|cellulaire|telephone|tel) (?:est mort|a (?:brise|casse|tombe)|est (?:brise|casse|en reparation))\b|\bj'?utilise (?:le (?:cell|telephone) d'une? (?:ami|amie|chum|collegue)|ce (?:numero|cell) (?:pour l'instant|en attendant))\b|\b(?:je peux|j'arrive) pas (?:a )?(?:me connecter|rentrer|acceder) (?:a|dans) (?:mon|ma) (?:app|appli|compte|banque)\b|\b(?:my|this is my|i got a|i have a|using my|from my) (?:new|backup|other|temporary|second|personal|different) (?:phone|number|cell|email|e-mail|address)\b|\bmy (?:phone|cell|account|email|e-mail|bank(?:ing)? app|bank account) (?:is |was |got |has been )?(?:locked|broken|broke|stolen|dead|lost|hacked|full|blocked|frozen)\b|\b(?:mon|ma) (?:nouveau|nouvelle|autre) (?:numero|cell|cellulaire|telephone|adresse|courriel)\b|\b(?:mon|ma) (?:telephone|cell|cellulaire|compte|courriel|adresse|app de banque|application bancaire|appli de banque) (?:est |a ete |etait )?(?:bloquee?|brisee?|volee?|perdue?|piratee?|pleine?|gelee?)\b|\b(?:mon|ma) (?:app|appli|application) (?:de banque|bancaire) (?:ne )?(?:marche|fonctionne) (?:pu|plus|pas)\b|\b(?:mon|ma) (?:app|appli|application) (?:de banque|bancaire) (?:est |a ete )?bloquee\b|\b(?:mon|ma) (?:cell|cellulaire|telephone) est tombe (?:dans l'eau|a l'eau|dans (?:la toilette|le lac|la piscine))\b|\bj'ai un (?:nouveau|autre) (?:numero|cell)\b|\b(?:dropped|fell) (?:my phone |it )?in(?:to)? the (?:water|toilet|lake|pool)\b/;
/**
 * Paid first from person to person (an e-Transfer, money), the goods or the help after: the money is the
 * condition ("as soon as I get your e-Transfer", "once the e-Transfer comes in", "first to send gets them",
 * "dès que je reçois le virement", "le premier qui envoie le virement", "vous envoyez le virement et…").
 * A shop's "once we receive your payment, we ship your order" is not: it names no person-to-person payment.
 */
const PAY_FIRST = new RegExp(
  [
    String.raw`\b(?:as soon as|soon as|once|the moment|right after) (?:i|we) (?:get|receive|see|have|got|'ve got) (?:your |the |ur )?(?:e-?transfer|etransfer|interac|money)\b`,
    String.raw`\b(?:as soon as|soon as|once|the moment|right after|when) (?:your |the |ur )?(?:e-?transfer|etransfer|interac|money) (?:comes in|is in|arrives|clears|lands|goes through|comes through|hits|is received|has arrived)\b`,
    String.raw`\bfirst (?:one |person )?(?:to|who) (?:send|sends|pay|pays|e-?transfer|e-?transfers)\b`,
    String.raw`\b(?:des que|aussitot que|une fois que|apres que|quand) (?:je|j'|on) ?(?:recois|recoit|aurai recu|ai recu|vois|verrai) (?:le |ton |votre |l')?(?:virement|interac|argent)\b`,
    String.raw`\b(?:des que|aussitot que|une fois que|quand) (?:le |ton |votre |l')?(?:virement|argent) (?:est |sera )?(?:rentre|entre|recu|arrive|passe)\b`,
    String.raw`\b(?:le|la) premiere? (?:personne )?qui (?:envoie|fait|paie|m'envoie|me fait) (?:le |l'|son |un )?(?:virement|paiement|argent)\b`,
    String.raw`\b(?:vous envoyez|tu envoies|tu m'envoies|vous m'envoyez|vous faites|tu fais) (?:le |un |votre |ton )?virement(?: interac)? et\b`,
  ].join('|'),
);
/** The goods or the help that come once the money is in: handed over, sent, transferred, "they're yours". */
const GOODS_AFTER =
  /\b(?:transfer|send|ship|mail|courier|deliver|release|post|drop off|bring|hold)\b|\b(?:gets?|has|have|are yours|is yours)\b|\b(?:transfere|transferer|envoie|envoyer|enverrai|expedie|expedier|poste|livre|livrer|apporte|garde|les a|l'a)\b|\bchez (?:vous|toi)\b/;
/**
 * Money overpaid to you: an amount sent "instead of" the price, or "including" someone else's share,
 * for you to send on (the payment you got is fake or stolen; the one you send is real).
 */
const OVERPAID =
  /\b(?:sent|paid|transferred|e-?transferred|deposited|envoye|paye|vire|transfere|depose)\b[^.!?]{0,30}(?:\$ ?\d[\d,.]*|\d[\d,.]* ?\$)(?: (?:instead of|au lieu de)\b|[^.!?]{0,40}\b(?:that |which |ca )?(?:includes?|including|comprend|inclut|incluant)\b[^.!?]{0,40}(?:\$ ?\d|\d ?\$))/;
/** Money asked for: a verb of paying and an amount or a bill. */
const MONEY = /(?:\$ ?\d|\d ?\$|\b(?:money|cash|bill|bills|invoice|argent|facture|montant|somme|loyer|rent)\b)/;
const PAY = /\b(?:pay|send|e-?transfer|transfer|lend|spot me|cover|wire|payer|paye|payes|envoyer|envoie|envoies|virement|preter|prete|avancer|avance|regler|regle)\b/;

function sentencesOf(text: string): string[] {
  return text
    .split(SENTENCE_END, MAX_SENTENCES)
    .map((s) => (s.length > MAX_SENTENCE ? s.slice(0, MAX_SENTENCE) : s));
}

function isRequest(sentence: string): boolean {
  return REQUEST.test(sentence) || IMPERATIVE.test(sentence) || sentence.endsWith('?');
}

/** Sentences i-before … i+after, as one string. */
function around(sentences: string[], i: number, before: number, after: number): string {
  return sentences.slice(Math.max(0, i - before), i + after + 1).join(' ');
}

/** The cards named in the request or in the sentence before it ("I need iTunes cards. Could you grab two?"). */
function giftCardsForAsker(sentences: string[], i: number): boolean {
  const s = sentences[i];
  return GIFT_CARD.test(around(sentences, i, 1, 0)) && !NEGATED.test(s) && CARD_TO_ASKER.test(around(sentences, i, 0, 3).replace(GIFT_CARD, ' '));
}

function codeBackToAsker(sentences: string[], i: number): boolean {
  const s = sentences[i];
  return BACK_TO_ASKER.test(s) && !NEGATED.test(s) && CODE.test(around(sentences, i, 2, 0));
}

function wireToAccount(sentences: string[], i: number): boolean {
  const s = sentences[i];
  return MONEY_MOVE.test(s) && MONEY.test(around(sentences, i, 0, 1)) && !NEGATED.test(s);
}

function newDetails(sentences: string[], i: number): boolean {
  const s = around(sentences, i, 3, 1);
  return NEW_DETAILS.test(s) && USE_NEW_DETAILS.test(sentences[i]) && !NEGATED.test(sentences[i]);
}

function moneyFromNewIdentity(sentences: string[], i: number): boolean {
  const s = sentences[i];
  return PAY.test(s) && MONEY.test(around(sentences, i, 2, 1)) && !NEGATED.test(s);
}

/** The money is the condition of the goods, which come afterwards (the sentence or the one beside it). */
function paidFirst(sentences: string[], i: number): boolean {
  return PAY_FIRST.test(sentences[i]) && !NEGATED.test(sentences[i]) && GOODS_AFTER.test(around(sentences, i, 1, 1).replace(PAY_FIRST, ' '));
}

/** Money overpaid to you, and a request to send some of it on (that sentence or the next ones). */
function overpaidToSendOn(sentences: string[], i: number): boolean {
  return isRequest(sentences[i]) && PAY.test(sentences[i]) && MONEY.test(sentences[i]) && !NEGATED.test(sentences[i]) && OVERPAID.test(around(sentences, i, 3, 0));
}

/** The literals one of which each whole-text test needs (read off the patterns once, on first use). */
let literals: Map<RegExp, string[] | null> | null = null;
function literalsOf(re: RegExp): string[] | null {
  literals ??= new Map([GIFT_CARD, CODE, ROUTING_NUMBER, NEW_DETAILS, NEW_IDENTITY, PAY_FIRST, OVERPAID].map((r) => [r, requiredLiterals(r)] as const));
  return literals.get(re) ?? null;
}

/**
 * The asks read from the requests of a message (ids of asks.ts). `prefiltered`: the same text, when the
 * caller already holds it for its own patterns (its table of character sequences is shared).
 */
export function readRequests(text: string, prefiltered = new PrefilteredText(text)): AskId[] {
  // What a request could be about, looked for once in the whole text: most messages hold none of it.
  const has = (re: RegExp): boolean => prefiltered.test(re, literalsOf(re));
  const gift = has(GIFT_CARD);
  const code = has(CODE);
  const routing = has(ROUTING_NUMBER);
  const details = has(NEW_DETAILS);
  const newIdentity = has(NEW_IDENTITY);
  const payFirst = has(PAY_FIRST);
  const overpaid = has(OVERPAID);
  if (!gift && !code && !routing && !details && !newIdentity && !payFirst && !overpaid) return [];
  const sentences = sentencesOf(text);
  const found = new Set<AskId>();
  sentences.forEach((s, i) => {
    // A promise or a story: the goods once the money is in, money overpaid to send on.
    if ((payFirst && paidFirst(sentences, i)) || (overpaid && overpaidToSendOn(sentences, i))) found.add('pay-deposit-or-fee');
    if (!isRequest(s)) return;
    if (gift && giftCardsForAsker(sentences, i)) found.add('pay-gift-card');
    if (code && codeBackToAsker(sentences, i)) found.add('give-code');
    if (routing && wireToAccount(sentences, i)) found.add('pay-wire');
    if (details && newDetails(sentences, i)) found.add('pay-new-bank-details');
    if (newIdentity && moneyFromNewIdentity(sentences, i)) found.add('pay-family-emergency');
  });
  return [...found];
}
