/**
 * How does it try to deceive? The third question, answered from the ids of what the detectors found.
 *
 * - `strong`: a trick no honest sender plays: a link whose text shows one address and leads to another,
 *   a lookalike or homoglyph domain, a brand's name on a foreign or personal address, a forged sender
 *   line, failed authentication, hidden or disguised text, a link to a bare IP or a free hosting page
 *   page, a program to download, a known scam.
 * - `weak`: pressure and cover that honest senders also use, if rarely together with a request: urgency,
 *   threats to an account or of the law, replies routed elsewhere, shortened links, cheap top-level
 *   domains, sign-in paths and forms in the message (newsletters have both), codes added to slip past filters.
 */
import { idsWhere } from '../signals/signal-registry';

export type DeceptionLevel = 'none' | 'weak' | 'strong';

/**
 * Finding ids (and `language:` concepts) that are deception, by level: the `deception` flags of the
 * signal registry (signals/signal-registry.ts).
 */
export const DECEPTION: Record<Exclude<DeceptionLevel, 'none'>, readonly string[]> = {
  strong: idsWhere((s) => s.deception === 'strong'),
  weak: idsWhere((s) => s.deception === 'weak'),
};

/**
 * The pretext that keeps you from checking: the asker cannot be met, shown the place or called (abroad,
 * on a mission, in a meeting), and the keys or goods come by courier. Folded text, English and French.
 */
const PRETEXT: RegExp[] = [
  /\b(?:i am|i'm|we are|we're|currently)\b.{0,40}\b(?:abroad|overseas|out of (?:the )?country|on (?:a |an )?(?:mission|deployment|oil rig|peacekeeping)|offshore)\b/,
  /\b(?:cannot|can't|can not|unable to|won't be able to) (?:show (?:you )?(?:the|it)|meet (?:you|in person)|take (?:your )?calls?|talk on the phone|speak on the phone|call you|phone you)\b/,
  /\bkeys?\b.{0,80}\b(?:by (?:mail|post|courier)|mailed to you|purolator|fedex|ups|canada post)\b/,
  /\b(?:je suis|nous sommes|actuellement)\b.{0,40}\b(?:a l'etranger|hors du pays|en mission|outre-mer)\b/,
  /\b(?:je ne peux pas|je ne pourrai pas|je peux pas|je pourrai pas|impossible de) (?:faire visiter|vous rencontrer|vous parler|te parler|parler au telephone|prendre (?:vos |les |tes )?appels|t'appeler|vous appeler|te telephoner|vous telephoner)\b/,
  /\bcles?\b.{0,80}\b(?:par la poste|par courrier|par messager|postes canada|purolator)\b/,
  // The buyer who cannot come and sends a mover, a courier or a relative (then a fake payment).
  /\b(?:can'?t|cannot|won'?t be able to|am unable to|i'?m unable to) (?:come|pick (?:it|them) up|make it) (?:myself|in person)\b.{0,100}\b(?:mover|movers|courier|driver|shipping agent|pick-?up agent|my (?:cousin|son|daughter|assistant|friend))\b/,
  /\b(?:je ne (?:peux|pourrai) pas|impossible de) (?:venir|passer|le chercher|la chercher|les chercher) (?:moi-meme|en personne)\b.{0,100}\b(?:demenageur|livreur|messager|transporteur|chauffeur|mon (?:cousin|fils|assistant|ami)|ma (?:cousine|fille|soeur))\b/,
  /\bje ne fais (?:pas|aucune) (?:de )?visites?\b|\b(?:i|we) (?:don'?t|do not) (?:do|offer) (?:any )?(?:viewings|visits|showings)\b/,
  // The buyer who is away and sends someone: "I'm out of town, my mover will pick it up".
  /\b(?:i'?m|i am|i will be)\b.{0,20}\b(?:out of town|away|travell?ing|at sea|offshore)\b.{0,60}\b(?:my|a) (?:mover|movers|courier|driver|shipping agent|pick-?up agent)\b.{0,20}\b(?:will|'ll|is going to|can) (?:pick|come|collect|get)\b/,
  /\b(?:je suis|je serai)\b.{0,20}\b(?:en deplacement|a l'exterieur|en voyage|hors de la ville|au large)\b.{0,60}\b(?:mon|un) (?:livreur|demenageur|transporteur|chauffeur|messager)\b.{0,20}\b(?:va|vont|viendra|passera|peut)\b/,
];

/** How much of the text the pretext patterns read. */
const SCAN_LIMIT = 20000;

/** `pretext` when the folded text gives a reason why the asker cannot be met or called. */
export function findPretext(folded: string): string[] {
  const text = folded.slice(0, SCAN_LIMIT);
  return PRETEXT.some((re) => re.test(text)) ? ['pretext'] : [];
}

const STRONG = new Set(DECEPTION.strong);
const WEAK = new Set(DECEPTION.weak);
/**
 * Weak deception that ordinary newsletters share too (a form, a sign-in path, replies to a mailing
 * service, urgency, a link on a cheap top-level domain): the registry's `genericHint` and `bulkHint`.
 */
const COMMON_IN_BULK = new Set(idsWhere((s) => s.deception === 'weak' && (s.genericHint === true || s.bulkHint === true)));
/** An advertisement's own sales words (registry `salesPitch`). */
const SALES_PITCH = new Set(idsWhere((s) => s.salesPitch === true));
/** Deception aimed at the ask itself (registry `aimedAtAsk`). */
const STORY = new Set(idsWhere((s) => s.aimedAtAsk === 'story'));
const HIDDEN_LINK = new Set(idsWhere((s) => s.aimedAtAsk === 'hidden-link'));
/** A false identity: a lookalike of the brand's domain, or its own address with every link elsewhere (registry `falseIdentity`). */
const FALSE_IDENTITY = new Set(idsWhere((s) => s.falseIdentity === true));
const LURE = new Set(idsWhere((s) => s.lure === true));

export interface Deception {
  level: DeceptionLevel;
  /** The ids that made it so, strongest first. */
  ids: string[];
  /**
   * Only weak hints that honest bulk mail shares too (registry: `genericHint`, `bulkHint`); in an
   * advertisement (registry `salesPitch`), the model's reading of its sales wording is one of them.
   */
  bulkOnly: boolean;
  /** The cover story that keeps you from checking with the person (registry `aimedAtAsk: 'story'`). */
  story: boolean;
  /** A link that hides where it leads (registry `aimedAtAsk: 'hidden-link'`). */
  hiddenLink: boolean;
  /** A false identity no sender of the brand's own mail shows (registry `falseIdentity`). */
  falseIdentity: boolean;
  /** Something promised to make you act: a prize, a loan, free crypto, a refund, a parcel fee (registry `lure`). */
  lure: boolean;
}

/** The model reads the wording as almost the same as the scams it studied (analyze.ts adds it). */
export const MODEL_WORDING = 'model-scam-wording';

/**
 * The message plays a trick the detectors can point at: any deception but the model's reading of the
 * wording, which is the weight of the evidence rather than a trick. A link that leaves the sender's
 * sites is then what the message wants opened (asks.ts `findAsks`, `deceptive`).
 */
export function playsATrick(deception: Deception): boolean {
  return deception.ids.some((id) => id !== MODEL_WORDING);
}

export function findDeception(foundIds: Iterable<string>): Deception {
  const found = [...foundIds];
  const strong: string[] = [];
  const weak: string[] = [];
  for (const id of found) {
    if (STRONG.has(id)) strong.push(id);
    else if (WEAK.has(id)) weak.push(id);
  }
  const level: DeceptionLevel = strong.length > 0 ? 'strong' : weak.length > 0 ? 'weak' : 'none';
  const pitch = found.some((id) => SALES_PITCH.has(id));
  const ids = [...strong, ...weak];
  return {
    level,
    ids,
    bulkOnly: level === 'weak' && weak.every((id) => COMMON_IN_BULK.has(id) || (pitch && id === MODEL_WORDING)),
    story: ids.some((id) => STORY.has(id)),
    hiddenLink: ids.some((id) => HIDDEN_LINK.has(id)),
    falseIdentity: ids.some((id) => FALSE_IDENTITY.has(id)),
    lure: ids.some((id) => LURE.has(id)),
  };
}
