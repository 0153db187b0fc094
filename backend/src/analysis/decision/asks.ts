/**
 * What does the message ask me to do? The first of the three questions a careful person asks
 * (then: can we prove who is asking — proof.ts; how does it try to deceive — deception.ts).
 *
 * An ask is a concept, in English and French, read on the folded text (lower case, no accents; the
 * sender's own anti-fraud notices set aside). Its severity says what it takes to trust it:
 * - `severe`: money by a channel that cannot be taken back (gift cards, crypto, wire, cash handed to a
 *   courier, new bank details), a code, a password, a SIN or card or bank numbers, remote access to a
 *   computer, a move to WhatsApp or another address, secrecy. Only a proven brand makes these SAFE.
 * - `moderate`: confirming an account, a password or card details through a link that leaves the sites
 *   of whoever the message speaks for; a deposit, a fee, an investment; a file to open with a password
 *   or instructions the message gives. A proven brand, or an authenticated sender speaking only for
 *   its own domain, makes these SAFE.
 * - `mild`: send an e-Transfer, call a number, reply with your details, follow a link, act now. They never block SAFE alone; with
 *   deception they are what a scam asks for.
 * Every rule carries a hit and a miss (asks.spec.ts checks them all).
 */
import { isClickTracker } from '../domains/click-trackers';
import { brandOwnsDomain } from '../domains/brands';
import { isWebLink, type EmailContext } from '../detectors/email-context';
import { isAbusedHosting } from '../detectors/link.detector';

export type AskSeverity = 'mild' | 'moderate' | 'severe';

export type AskId =
  | 'sign-in-link'
  | 'give-password'
  | 'give-code'
  | 'give-personal-numbers'
  | 'pay-gift-card'
  | 'pay-crypto'
  | 'pay-wire'
  | 'pay-cash-courier'
  | 'pay-new-bank-details'
  | 'pay-family-emergency'
  | 'send-money'
  | 'pay-deposit-or-fee'
  | 'pay-through-link'
  | 'remote-access'
  | 'open-attachment'
  | 'move-channel'
  | 'keep-secret'
  | 'call-number'
  | 'reply-details'
  | 'follow-link'
  | 'act-now';

export interface AskRule {
  id: AskId;
  severity: AskSeverity;
  /** Patterns on the folded text; any one is enough. */
  any: RegExp[];
  /** Concepts of the language rules (detectors/scam-language.rules.ts) and finding ids that mean this ask. */
  via?: string[];
  /** The ask is made through a link: it counts only when a web link leaves the sites of whoever the message speaks for. */
  throughLink?: true;
  /** A message that asks this (folded text), and one that does not. */
  examples: { hit: string; miss: string };
}

const PHONE = String.raw`(?:\+?1[ .-]?)?\(?\d{3}\)?[ .-]?\d{3}[ .-]?\d{4}`;

export const ASK_RULES: AskRule[] = [
  {
    id: 'sign-in-link', severity: 'moderate', throughLink: true,
    any: [
      /\b(?:sign ?in|log ?in|log on)\b.{0,40}\bto (?:verify|confirm|restore|unlock|update|secure|reactivate|avoid|keep|validate)\b/,
      /\b(?:connectez-vous|connecte-toi|ouvrez une session|identifiez-vous)\b.{0,40}\b(?:pour|afin de) (?:verifier|confirmer|retablir|debloquer|mettre a jour|securiser|reactiver|eviter|conserver|valider)\b/,
      /\b(?:update|confirm|verify) (?:your )?(?:payment|billing|card) (?:details|information|method)\b/,
      /\b(?:mettez a jour|mettre a jour|confirmez) (?:vos|votre) (?:informations|coordonnees|mode) (?:de paiement|bancaires|de facturation)/,
      // "Not you? Cancel it here": the cancel page asks for the account it claims was used.
      /\b(?:if (?:this|it) was(?:n't| not) you|if you did(?:n't| not) (?:make|authori[sz]e|place|request) (?:this|it|the))\b.{0,60}\b(?:cancel|click|tap|here|link|verify|secure)/,
      /\bsi ce n'(?:etait|est) pas vous\b.{0,60}\b(?:annul|cliquez|appuyez|ici|lien|verifi|securis)/,
      // Money "waiting" to be deposited is claimed by choosing your bank and signing in to it.
      /\b(?:deposit|claim|accept|receive) (?:your|the) (?:funds|money|transfer|e-?transfer|payment|refund)\b/,
      /\b(?:deposez|reclamez|acceptez|recevez|deposer|reclamer|accepter) (?:vos|les|votre|le) (?:fonds|argent|virement|paiement|remboursement)\b/,
    ],
    via: ['language:credentials', 'language:mailbox-quota', 'language:payment-problem', 'language:vote-request'],
    examples: { hit: 'your account is on hold. sign in to your account to verify your identity', miss: 'sign in to the school portal to see the photos from the field trip' },
  },
  {
    id: 'give-password', severity: 'severe',
    any: [
      /\b(?:enter|provide|send|give|share|type|reply with|confirm|tell us) (?:us |me )?(?:your |the )?(?:current |old )?(?:password|passcode|pin\b|seed phrase|recovery phrase|secret phrase|private key|username and password)/,
      /\b(?:entrez|fournissez|envoyez|donnez|partagez|confirmez|saisissez|indiquez)(?:-nous| nous)? (?:votre |vos |le )?(?:mot de passe|nip\b|phrase de recuperation|cle privee|identifiants)/,
    ],
    via: ['attachment-html-form', 'html-form-password'],
    examples: { hit: 'please reply with your username and password so we can upgrade your mailbox', miss: 'you changed your password on monday. if this was you, no action is needed' },
  },
  {
    id: 'give-code', severity: 'severe',
    any: [
      /\b(?:send|give|read|share|forward|tell|text) (?:me|us|him|her) (?:back )?(?:the |that |this )?(?:\d-digit |6 digit |six-digit )?(?:code|verification code|pin)\b/,
      /\bthe code (?:you (?:just )?(?:got|received)|we (?:just )?sent (?:you|to your phone))\b.{0,60}\b(?:send|give|read|tell|reply|text)\b/,
      /\b(?:envoie|envoyez|donne|donnez|transmets|transmettez|lis|lisez|partage|partagez|texte)(?:-moi|-nous| moi| nous) (?:le |ce )?(?:code|nip)\b/,
      /\ble code (?:que (?:tu as|vous avez) recu|recu par (?:texto|sms|message))\b/,
    ],
    via: ['language:share-code'],
    examples: { hit: 'i sent a code to your phone by mistake, can you send me the code please', miss: 'your verification code is 443 921. never share this code with anyone' },
  },
  {
    id: 'give-personal-numbers', severity: 'severe',
    any: [],
    via: ['asks-secrets'],
    examples: { hit: '(the asks-secrets finding: a request for a sin, card or bank numbers)', miss: '' },
  },
  {
    id: 'pay-gift-card', severity: 'severe',
    any: [],
    via: ['language:gift-card'],
    examples: { hit: '(the gift-card concept)', miss: '' },
  },
  {
    id: 'pay-crypto', severity: 'severe',
    any: [
      /\b(?:send|pay|deposit|transfer)\b.{0,40}\b(?:bitcoin|btc|ethereum|usdt|crypto ?currency)\b/,
      /\b(?:bitcoin|crypto) (?:atm|machine)\b/,
      /\b(?:envoy(?:ez|er)|pay(?:ez|er)|depos(?:ez|er)|transfer(?:ez|er))\b.{0,40}\b(?:bitcoin|btc|cryptomonnaie|crypto-monnaie)/,
      /\bguichet (?:automatique )?(?:bitcoin|crypto)\b/,
    ],
    via: ['language:crypto-payment', 'language:crypto-login-bait', 'language:sextortion', 'language:bitcoin-address'],
    examples: { hit: 'pay the fine at a bitcoin atm near you today', miss: 'bitcoin fell 4% this week, our analysts say' },
  },
  {
    id: 'pay-wire', severity: 'severe',
    any: [
      /\b(?:send|wire|transfer|remit)\b.{0,60}\b(?:by|via|through|using|with) (?:western union|moneygram|ria\b|a wire transfer|wire|bank transfer|money transfer)/,
      /\b(?:western union|moneygram)\b.{0,60}\b(?:send|transfer|mtcn|control number)\b/,
      /\b(?:envoy(?:ez|er)|vire(?:z|r)|transfer(?:ez|er))\b.{0,60}\b(?:par|via|avec) (?:western union|moneygram|virement (?:bancaire|telegraphique))/,
    ],
    via: ['language:money-mule'],
    examples: { hit: 'send the processing fee via western union to the agent named below', miss: 'our bank transfer fees went down this year, see the new schedule' },
  },
  {
    id: 'pay-cash-courier', severity: 'severe',
    any: [
      /\b(?:courier|someone|an agent|an officer|a driver|a representative|our associate|a bailiff)\b.{0,60}\b(?:will (?:come|pick|collect|stop)|to (?:pick up|collect)|pick(?:s)? up|come by)\b.{0,60}\b(?:cash|money|the funds|envelope|the bail)/,
      /\b(?:withdraw|take out)\b.{0,30}\bcash\b.{0,120}\b(?:courier|(?:will|to) (?:be )?pick(?:ed)? (?:it )?up|collect(?:ed)? (?:it|the (?:cash|envelope|money)))/,
      /\b(?:coursier|messager|quelqu'un|un agent|un huissier|un representant|un chauffeur)\b.{0,60}\b(?:passera|viendra|va passer|va venir)\b.{0,40}\b(?:chercher|prendre|recuperer|ramasser)\b.{0,60}\b(?:argent|comptant|especes|enveloppe|caution)/,
      /\bretir(?:er|ez|e)\b.{0,40}\b(?:argent|comptant|especes)\b.{0,120}\b(?:coursier|messager|passera|viendra|remettre)/,
    ],
    examples: { hit: 'withdraw the cash for the bail, a courier will come to your house to pick up the envelope', miss: 'before the victims can get their hands on the cash, they are asked to hand over more money' },
  },
  {
    id: 'pay-new-bank-details', severity: 'severe',
    any: [],
    via: ['language:payment-details-change'],
    examples: { hit: '(the payment-details-change concept)', miss: '' },
  },
  {
    id: 'pay-family-emergency', severity: 'severe',
    any: [],
    via: ['language:family-emergency', 'language:stranded-traveller', 'language:new-number-money'],
    examples: { hit: '(the family-emergency, stranded-traveller and new-number-money concepts)', miss: '' },
  },
  {
    // Clubs, neighbours and landlords ask for e-Transfers every day: with deception it is a scam's ask.
    id: 'send-money', severity: 'mild',
    any: [],
    via: ['language:etransfer-request', 'language:wire-transfer'],
    examples: { hit: '(the etransfer-request and wire-transfer concepts)', miss: '' },
  },
  {
    id: 'pay-deposit-or-fee', severity: 'moderate',
    any: [
      /\b(?:deposit|first month'?s rent)\b.{0,80}\b(?:before|prior to) (?:the |a |any )?(?:visit|viewing|showing|you see)/,
      /\b(?:send|pay|transfer)\b.{0,40}\b(?:deposit|first month)\b.{0,80}\b(?:hold|reserve|secure)\b.{0,30}\b(?:apartment|unit|house|home|place|room|keys)/,
      /\b(?:depot|premier mois)\b.{0,80}\b(?:avant (?:la|toute|une) visite)/,
      /\b(?:envoy(?:ez|er)|pay(?:ez|er)|vers(?:ez|er))\b.{0,40}\b(?:depot|premier mois)\b.{0,80}\b(?:reserver|garder|retenir)\b/,
    ],
    via: ['language:rental', 'language:fee-request', 'language:delivery-fee', 'language:subscription-trap', 'language:stock-tip', 'language:investment'],
    examples: { hit: 'i am abroad, send the deposit by e-transfer to hold the apartment and i will mail you the keys', miss: 'the damage deposit is returned at the end of the lease, as the act requires' },
  },
  {
    // A fine, a toll, a bill or a balance paid through a link that leaves the sites of whoever the
    // message speaks for: the payment page is the scammer's (a real bill's link stays on the biller's site).
    id: 'pay-through-link', severity: 'moderate', throughLink: true,
    any: [
      /\bpay (?:your|the|this) (?:outstanding |unpaid |overdue |remaining )?(?:fine|ticket|toll|tolls|balance|amount due|invoice|bill|penalty)\b.{0,60}\b(?:now|today|here|online|within|immediately|before|to avoid)\b/,
      /\b(?:unpaid|overdue|outstanding|past due)\b.{0,20}\b(?:toll|fine|ticket|balance|invoice|bill|violation|notice)\b.{0,120}\bpay (?:now|today|here|immediately|within|online|at)\b/,
      /\bpay (?:\$ ?\d[\d,.]*|\d[\d,.]* ?\$)\b.{0,30}\b(?:within|today|now|immediately|before|to avoid)\b/,
      /\b(?:payez|reglez|acquittez) (?:votre |la |cette |l')?(?:amende|contravention|constat|peage|solde|facture|penalite)\b/,
      /\b(?:payez|reglez|acquittez) \d[\d,.]* ?\$/,
      /\b(?:amende|contravention|constat|peage|solde|facture)\b.{0,60}\b(?:impayee?s?|en souffrance|en retard|echue?s?)\b.{0,120}\bpayez\b/,
    ],
    examples: { hit: 'unpaid toll balance of $4.35. pay now to avoid a penalty', miss: 'the toll road is closed for repairs this weekend' },
  },
  {
    id: 'remote-access', severity: 'severe',
    any: [
      /\b(?:install|download|open|run|allow|give|grant|let (?:us|me|our technician))\b.{0,60}\b(?:anydesk|teamviewer|ultraviewer|rustdesk|supremo|screenconnect|quick ?assist|remote (?:access|desktop|support|control|session))/,
      /\b(?:anydesk|teamviewer|ultraviewer|rustdesk)\b.{0,80}\b(?:code|id|install|download|connect)\b/,
      /\b(?:installe(?:z|r)?|telecharge(?:z|r)?|ouvre(?:z)?|autorise(?:z)?|donne(?:z)?)\b.{0,60}\b(?:anydesk|teamviewer|ultraviewer|acces a distance|prise en main a distance|controle a distance)/,
    ],
    examples: { hit: 'our technician will fix it, please download anydesk and give us the access code', miss: 'the it department will update all laptops over the weekend' },
  },
  {
    // A file to open with a password the message itself gives (filters cannot look inside a locked
    // file), or whose instructions are "in the attachment": how malware and fake forms get past filters.
    id: 'open-attachment', severity: 'moderate',
    any: [
      /\b(?:open|see|view|follow|read)\b.{0,30}\b(?:the )?(?:instructions?|details|steps|form) (?:in|inside) the (?:attached|enclosed) (?:file|document|pdf|form)\b/,
      /\b(?:ouvrez|consultez|suivez|voyez|lisez)\b.{0,30}\b(?:les )?(?:instructions?|details|etapes|formulaire) (?:dans|du) (?:le )?(?:fichier|document|pdf|formulaire) (?:joint|ci-joint|en piece jointe)\b/,
    ],
    via: ['language:locked-attachment'],
    examples: { hit: 'your refund is on hold. follow the steps in the attached form to release it', miss: 'the minutes of the last meeting are in the attached document' },
  },
  {
    id: 'move-channel', severity: 'severe',
    any: [
      /\b(?:text|message|contact|reach|add|write to|chat with|talk to|call) (?:me|us) (?:on|via|through|at|using|over) (?:whatsapp|telegram|signal|wechat|viber|kik)\b/,
      /\b(?:(?:whatsapp|telegram)(?: me)?|signal me) (?:at|on) \+?\d/,
      /\bjoin (?:our|my|the) (?:private |free |vip )?(?:whatsapp|telegram|signal) (?:group|chat|channel|community)\b/,
      /\brejoignez (?:notre|mon|le) (?:groupe|canal|clavardage) (?:prive )?(?:whatsapp|telegram|signal)\b/,
      /\b(?:text|message) me (?:at|on) (?:my new|this new|this|my other) (?:number|cell|phone)/,
      // "It's me, new number": the asker moves to a number nobody can check (text, WhatsApp, "delete the old one").
      /\b(?:(?:my|a|this is my) new (?:phone |cell |mobile )?number|(?:i )?(?:changed|switched) (?:my )?(?:phone |cell )?numbers?)\b.{0,120}\b(?:text|message|whatsapp|write|reach|contact|save|delete (?:the|my) old)\b/,
      /\b(?:reply|write|respond|send (?:it|your reply|your answer|the details)) (?:only )?(?:to|at) (?:my|our|this) (?:private|personal|other|alternative|alternate|direct|new|confidential) (?:e-?mail|address|mailbox)/,
      /\b(?:ecri(?:s|vez)|texte(?:z)?|contacte(?:z)?|rejoin(?:s|dre|gnez)|ajoute(?:z)?)(?:-moi|-nous| moi| nous)? (?:sur|via|par) (?:whatsapp|telegram|signal)\b/,
      /\b(?:texte-moi|textez-moi|ecris-moi|ecrivez-moi) (?:a|au|sur) (?:mon nouveau|ce nouveau|ce) (?:numero|cell)/,
      /\b(?:(?:mon|un|c'est mon) nouveau (?:numero|cell(?:ulaire)?)|(?:j'ai )?change de (?:numero|cell(?:ulaire)?))\b.{0,120}\b(?:texte|ecri[sv]|whatsapp|rejoin|contacte|enregistre|efface)/,
      /\b(?:repondez|ecrivez|repondre|ecrire) (?:uniquement )?a (?:mon|notre|cette) adresse (?:personnelle|privee|directe|confidentielle)/,
    ],
    via: ['reply-elsewhere'],
    examples: { hit: 'this is my new number, text me on whatsapp when you get this', miss: 'i am capturing the signal at 200 msps and need to decimate it' },
  },
  {
    id: 'keep-secret', severity: 'severe',
    any: [
      /\bkeep (?:this|it|the [a-z]+|this [a-z]+|our [a-z]+) (?:strictly |completely |totally )?(?:confidential|secret|private|between us)\b/,
      /\b(?:don'?t|do not) (?:tell|mention (?:this|it) to|discuss (?:this|it) with) (?:anyone|your (?:bank|family|children|kids|wife|husband)|mom|dad|mum)\b/,
      /\bgard(?:ez|er|e) (?:ceci|cela|ca|le|la|les|ce|cette)(?: [a-z]+)? (?:confidentiel(?:le)?s?|secret(?:e)?s?|entre nous)\b/,
      /\b(?:n'en parle(?:z)? a personne|ne (?:le )?dites? (?:rien|pas) a (?:personne|votre banque|votre famille))\b/,
    ],
    via: ['language:secrecy'],
    examples: { hit: 'for security reasons, keep this award confidential until the funds are released', miss: 'the minutes are confidential to the board until approved at the next meeting' },
  },
  {
    id: 'call-number', severity: 'mild',
    any: [
      new RegExp(String.raw`\b(?:call|phone|dial|contact)\b(?: us| our [a-z ]{1,30}| the (?:number|helpline|hotline)| this number| toll[- ]free| immediately| now| right away){0,2}.{0,30}${PHONE}`),
      new RegExp(String.raw`\b(?:appelez|composez|telephonez|contactez)(?:-nous| nous)?\b.{0,40}${PHONE}`),
    ],
    via: ['phone-only', 'language:tech-support'],
    examples: { hit: 'your subscription renewed for $399. to cancel, call us now at 1-888-555-0147', miss: 'the office reopens on tuesday at 9' },
  },
  {
    id: 'reply-details', severity: 'mild',
    any: [
      /\b(?:reply|respond|send|forward|provide|furnish|include)\b.{0,20}\b(?:your|the following)\b.{0,20}\b(?:full names?|home address|phone number|telephone number|occupation|date of birth|next of kin)\b/,
      /\b(?:contact|write to|e-?mail)\b.{0,30}\b(?:claims? (?:agent|officer|department|desk)|paying (?:bank|agent)|our (?:agent|barrister|attorney)|the (?:barrister|fiduciary))\b/,
      /\b(?:envoyez|transmettez|fournissez|repondez avec|indiquez|joignez)\b.{0,20}\b(?:vos|votre)\b.{0,20}\b(?:nom complet|adresse (?:postale|domicile)|numero de telephone|date de naissance|profession)\b/,
      /\b(?:contactez|ecrivez a)\b.{0,30}\b(?:agent (?:des reclamations|payeur)|responsable des reclamations|notre (?:agent|avocat|notaire))\b/,
    ],
    // Replies routed to another address than the sender's: the message wants an answer, elsewhere.
    via: ['reply-only', 'language:cold-contact', 'language:favour-request', 'language:prize', 'language:job-offer', 'reply-to', 'reply-to-other-org'],
    examples: { hit: 'to claim the funds, send your full names, home address and phone number', miss: 'we moved! our new address is 12 elm street' },
  },
  {
    // Go to a page through a link that leaves the sites of whoever the message speaks for: where a
    // message that speaks as a brand sends you to claim, pay, sign in or "see the document". Also when
    // it names a brand and its links lead elsewhere (findAsks).
    id: 'follow-link', severity: 'mild', throughLink: true,
    any: [
      /\b(?:click|tap|press|follow|open|visit|use)\b.{0,30}\b(?:here|below|the link|this link|the button|the secure link)\b/,
      /\b(?:cliquez|cliquer|clique|appuyez|suivez|ouvrez|visitez|utilisez)\b.{0,30}\b(?:ici|ci-dessous|le lien|ce lien|le bouton)\b/,
    ],
    via: [
      'language:click-pressure', 'language:etransfer-deposit', 'language:tax-refund', 'language:prize', 'language:crypto-giveaway', 'language:delivery-fee',
      'link-brand-text', 'link-shared-document', 'link-shortener', 'link-free-hosting', 'link-ip', 'link-mismatch', 'link-login-path',
    ],
    examples: { hit: 'your refund is ready. click here to claim it', miss: 'click-and-collect orders are ready at the front desk' },
  },
  {
    id: 'act-now', severity: 'mild',
    any: [],
    via: ['language:urgency', 'language:account-threat', 'language:legal-threat'],
    examples: { hit: '(the urgency, account-threat and legal-threat concepts)', miss: '' },
  },
];

export interface Ask {
  id: AskId;
  severity: AskSeverity;
  /** Found by the ask's own patterns only: no detector's reason already says it. */
  ownWords: boolean;
}

const SEVERITY_RANK: Record<AskSeverity, number> = { mild: 1, moderate: 2, severe: 3 };

/** How much of the text the ask patterns read. */
const SCAN_LIMIT = 20000;

/**
 * A web link that leaves the sites of whoever the message speaks for: the brands it names (their own
 * domains) and the sender's own domain when it names none. A mailing service's click tracker hides
 * where it leads, so it counts as leaving.
 */
export function hasOffSiteLink(ctx: EmailContext): boolean {
  const brands = [...ctx.headerBrands, ...ctx.bodyBrands];
  return ctx.links.some((l) => {
    if (!isWebLink(l) || l.registrable === '') return false;
    // A page anyone can publish on a brand's platform (x.sharepoint.com, sites.google.com) is not the brand's.
    if (isAbusedHosting(l.host)) return true;
    if (brands.some((b) => brandOwnsDomain(b, l.registrable))) return false;
    if (brands.length === 0 && l.registrable === ctx.fromRegistrable && !isClickTracker(l.registrable)) return false;
    return true;
  });
}

/**
 * The asks of a message, from its text and from the ids of what the detectors found. `deceptive`: the
 * message already deceives (strong deception), so any link that leaves its claimed sites is an ask.
 */
export function findAsks(ctx: EmailContext, foundIds: ReadonlySet<string>, deceptive = false): Ask[] {
  const text = ctx.all.slice(0, SCAN_LIMIT);
  let offSite: boolean | undefined;
  const asks: Ask[] = [];
  for (const rule of ASK_RULES) {
    // A link in a message that names a brand, or whose sender deceives, is what it wants you to open.
    const brandLink = rule.id === 'follow-link' && (deceptive || ctx.headerBrands.length + ctx.bodyBrands.length > 0);
    const viaFinding = brandLink || (rule.via ?? []).some((id) => foundIds.has(id));
    const byPattern = !viaFinding && rule.any.some((re) => re.test(text));
    if (!viaFinding && !byPattern) continue;
    if (rule.throughLink) {
      offSite ??= hasOffSiteLink(ctx);
      if (!offSite) continue;
    }
    asks.push({ id: rule.id, severity: rule.severity, ownWords: byPattern });
  }
  return asks.sort((a, b) => SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity]);
}

const PHONE_NUMBER = new RegExp(PHONE);

/**
 * Something to act on: a web link, a phone number, or an ask. A message with none of them (a short
 * "landed, call you tonight") asks nothing of the reader, whatever its wording.
 */
export function hasSomethingToActOn(ctx: EmailContext, foundIds: ReadonlySet<string>): boolean {
  return ctx.links.some(isWebLink) || PHONE_NUMBER.test(ctx.all.slice(0, SCAN_LIMIT)) || findAsks(ctx, foundIds).length > 0;
}

/** The most serious severity among the asks ('none' when nothing is asked). */
export function strongestAsk(asks: Ask[]): AskSeverity | 'none' {
  return asks.length === 0 ? 'none' : asks[0].severity;
}

/** How each ask is named in a reason ("it asks you to …"), English and French. */
export const ASK_WORDS: Record<AskId, { en: string; fr: string }> = {
  'sign-in-link': { en: 'confirm your account or card details through a link to another website', fr: 'confirmer votre compte ou votre carte par un lien vers un autre site' },
  'give-password': { en: 'give your password', fr: 'donner votre mot de passe' },
  'give-code': { en: 'give a security code', fr: 'donner un code de sécurité' },
  'give-personal-numbers': { en: 'give your SIN, card or bank numbers', fr: 'donner votre NAS ou vos numéros de carte ou de compte' },
  'pay-gift-card': { en: 'pay with gift cards', fr: 'payer en cartes-cadeaux' },
  'pay-crypto': { en: 'pay in cryptocurrency', fr: 'payer en cryptomonnaie' },
  'pay-wire': { en: 'send money by wire or a money-transfer service', fr: 'envoyer de l’argent par virement ou par un service de transfert d’argent' },
  'pay-cash-courier': { en: 'hand cash to a courier', fr: 'remettre de l’argent comptant à un messager' },
  'pay-new-bank-details': { en: 'pay to new bank details', fr: 'payer à de nouvelles coordonnées bancaires' },
  'pay-family-emergency': { en: 'send money for a relative in trouble', fr: 'envoyer de l’argent pour un proche en difficulté' },
  'send-money': { en: 'send money', fr: 'envoyer de l’argent' },
  'pay-deposit-or-fee': { en: 'pay a deposit, a fee or an investment up front', fr: 'payer d’avance un dépôt, des frais ou un placement' },
  'open-attachment': { en: 'open an attached file, with a password or instructions it gives', fr: 'ouvrir un fichier joint, avec un mot de passe ou des instructions qu’il donne' },
  'pay-through-link': { en: 'pay a fine, a toll or a bill through a link to another website', fr: 'payer une amende, un péage ou une facture par un lien vers un autre site' },
  'remote-access': { en: 'let someone into your computer from a distance', fr: 'laisser quelqu’un prendre le contrôle de votre ordinateur à distance' },
  'move-channel': { en: 'continue the conversation on WhatsApp, by text or at another address', fr: 'poursuivre la conversation sur WhatsApp, par texto ou à une autre adresse' },
  'keep-secret': { en: 'keep it secret', fr: 'garder le secret' },
  'call-number': { en: 'call a phone number it gives', fr: 'appeler un numéro qu’il donne' },
  'reply-details': { en: 'reply with your personal details', fr: 'répondre avec vos renseignements personnels' },
  'follow-link': { en: 'open a link to another website', fr: 'ouvrir un lien vers un autre site' },
  'act-now': { en: 'act right away', fr: 'agir tout de suite' },
};
