/**
 * The catalogue of every signal the engine knows, one entry per id, in the spirit of SpamAssassin's and
 * rspamd's rule files: its weight, the reason it gives, its topic, what it means, and the flags the
 * decision reads (deception, always-check, bulk hints, harmful, the model feature it feeds). Detectors
 * build their findings through `signal()`, so an id, weight or reason key cannot exist outside this file;
 * `decision/deception.ts`, `scoring/verdict.ts` and `model/features.ts` read their lists from here.
 *
 * Language concepts (`language:<concept>`) keep their patterns, weight, reason and topic in
 * `detectors/scam-language.rules.ts`; the flags the decision reads about them are in `CONCEPT_FLAGS` below.
 */
import { PATTERN_TYPES, type PatternType } from '@scamcheck/shared';
import type { FindingTopic } from '../detectors/finding';
import type { Finding } from '../detectors/finding';
import { LANGUAGE_RULES } from '../detectors/scam-language.rules';
import type { ReasonKey } from '../messages/reason-catalogue';

/**
 * The model's features that say whether a finding is present, in the order of the committed model
 * artifact (model/features.ts appends them to its other features): never reorder, rename or remove
 * one without retraining.
 */
export const FINDING_FEATURES = [
  'f_link_mismatch',
  'f_link_ip',
  'f_link_shortener',
  'f_link_risky_tld',
  'f_link_free_hosting',
  'f_link_login',
  'f_links_consistent',
  'f_lookalike',
  'f_brand_impersonation',
  'f_reply_to',
  'f_display_name',
  'f_attachment',
  'f_html_form',
  'f_image_only',
  'f_hidden_text',
] as const;
export type FindingFeature = (typeof FINDING_FEATURES)[number];

/** How the decision's third question counts a signal (decision/deception.ts). */
export type DeceptionFlag = 'strong' | 'weak';

/** What the decision reads about a signal besides its weight. */
export interface SignalFlags {
  /** Deception: `strong`, a trick no honest sender plays; `weak`, pressure and cover honest senders also use. */
  deception?: DeceptionFlag;
  /** Never SAFE from a sender not proven to be who it claims (scoring/verdict.ts `mustCheck`). */
  alwaysCheck?: true;
  /** Too common in legitimate bulk mail to back a SCAM with the model; also counts half among bulk hints. */
  genericHint?: true;
  /** Shared with ordinary newsletters: counts half when nothing stronger is present (scoring/verdict.ts). */
  bulkHint?: true;
  /**
   * A sales pitch (an advertisement's own words): the model, which learnt bulk sales mail beside scams,
   * reads its wording as a scam's; in an advertisement that reading is not a trick (decision/deception.ts).
   */
  salesPitch?: true;
  /** An attachment that does harm when opened: SCAM whatever the words say. */
  harmful?: true;
  /** A scam or scammer the team already knows: SCAM. */
  known?: true;
  /**
   * Deception aimed at the ask itself, so that even a mild ask (reply, follow a link) is never SAFE:
   * `story`, the cover that keeps you from checking with the person (a discreet favour, a reason they
   * cannot be met, a family emergency, secrecy); `hidden-link`, a link that hides where it leads, when
   * it is the point of a short note (decision/deception.ts, analyze.ts).
   */
  aimedAtAsk?: 'story' | 'hidden-link';
  /**
   * A lure: something promised to make you act (a prize, a loan whatever your credit, free crypto, a
   * refund, a parcel held for a fee). In words copied from a text, where no sender can be checked, a lure
   * with any ask is never SAFE (decision/decision-table.ts).
   */
  lure?: true;
  /**
   * A false identity no sender of the brand's own mail shows: a domain that imitates the brand, or the
   * brand's own address while no link leads to the brand. What it asks you to open, call or answer leads
   * to whoever hides behind it (decision/decision-table.ts row 6). A brand's name on another address is
   * not one: brands send from service domains our data may not list yet.
   */
  falseIdentity?: true;
}

export interface SignalSpec extends SignalFlags {
  /**
   * The weight a finding carries; `computed`: set per message by its detector (given to `signal()`);
   * `not-a-finding`: an id the decision derives (never a finding, no weight).
   */
  weight: number | 'computed' | 'not-a-finding';
  /** The reason it gives unless its detector picks another of `otherReasons` (or none). */
  reason?: ReasonKey;
  otherReasons?: readonly ReasonKey[];
  /** What the recommendations should say something about, unless its detector says otherwise. */
  topic?: FindingTopic;
  description: string;
  /** The model feature (FINDING_FEATURES) its presence sets to 1. */
  feature?: FindingFeature;
}

/** Every signal a detector emits or the decision derives, language concepts and admin patterns aside. */
const SIGNALS = {
  // Authentication (detectors/auth.detector.ts).
  auth: {
    weight: 'computed', otherReasons: ['authFailed'], topic: 'sender',
    description: 'The receiving server\'s verdict on the sender: failed DMARC or SPF (positive), or an aligned DMARC pass (negative; -1.5 on the domain of the brand it speaks for).',
  },
  'auth-unseen': { weight: 0, description: 'Forwarded inline: the original\'s authentication results are gone, so the wording carries more of the verdict.' },
  'auth-failed': { weight: 'not-a-finding', deception: 'strong', description: 'The sender\'s proof failed (decision/proof.ts): DMARC failed for the From domain.' },

  // The sender (detectors/sender.detector.ts).
  'blocked-sender': { weight: 4, reason: 'blockedSender', topic: 'sender', deception: 'strong', known: true, description: 'The sender\'s address is on the admins\' block list.' },
  'sender-line-forged': { weight: 1.2, reason: 'senderLineForged', topic: 'sender', deception: 'strong', description: 'The From line lists several mailboxes, or none with an address.' },
  'display-name': {
    weight: 'computed', reason: 'displayNameAddress', otherReasons: ['displayNameSite', 'serviceNameFreemail'], topic: 'sender', deception: 'strong', feature: 'f_display_name',
    description: 'The display name shows another address (1.6) or a web site (1.2) than the sender\'s, or a service name on a personal mailbox (0.8).',
  },
  'display-name-number': { weight: 0.8, reason: 'numberInName', topic: 'sender', deception: 'weak', feature: 'f_display_name', description: 'A long reference number in the display name, the mark of bulk phishing.' },
  'reply-to': {
    weight: 'computed', reason: 'replyToMismatch', topic: 'sender', deception: 'weak', feature: 'f_reply_to',
    description: 'Replies go to a personal mailbox other than the sender: 1.4 from an organisation, 0.6 from another personal mailbox.',
  },
  'reply-to-other-org': { weight: 0.5, reason: 'replyToMismatch', topic: 'sender', deception: 'weak', genericHint: true, feature: 'f_reply_to', description: 'Replies go to another organisation\'s domain (newsletter services do this too).' },
  'reply-elsewhere': { weight: 0.9, reason: 'replyElsewhere', topic: 'sender', deception: 'weak', description: 'The text asks for replies to a personal mailbox that is not the sender\'s.' },
  'pay-elsewhere': { weight: 0.9, reason: 'payElsewhere', topic: 'payment', deception: 'weak', description: 'An organisation\'s domain asks for payment to a personal mailbox, not to its own address.' },
  'mass-mailing': { weight: 0.6, reason: 'hiddenRecipients', otherReasons: ['manyRecipients'], topic: 'sender', genericHint: true, description: 'Sent to a hidden list of recipients, or to a long visible list at many providers.' },
  'service-name-elsewhere': { weight: 0.8, reason: 'serviceNameElsewhere', topic: 'sender', deception: 'strong', description: 'A service name ("Security Team") whose own words have nothing to do with the sender\'s address.' },
  'sender-domain': { weight: 0.4, description: 'A long, random-looking sender domain with digits (throw-away infrastructure).' },

  // Brands (detectors/brand.detector.ts).
  punycode: { weight: 1.5, reason: 'punycodeDomain', topic: 'link', deception: 'strong', description: 'A sender, reply or link host written in punycode (xn--).' },
  'lookalike-domain': {
    weight: 'computed', reason: 'lookalikeDomain', topic: 'brand', deception: 'strong', falseIdentity: true, feature: 'f_lookalike',
    description: 'A domain imitating a brand it does not belong to: 2.6 as sender or reply address, 2.4 as a link of a message speaking for that brand, 1.0 as another link.',
  },
  'homoglyph-domain': { weight: 3, reason: 'lookalikeDomain', topic: 'brand', deception: 'strong', falseIdentity: true, feature: 'f_lookalike', description: 'A domain spelling a brand\'s name with look-alike letters.' },
  'sender-is-brand': { weight: 0, description: 'Sent from the very domain of the brand it speaks for: the model\'s conviction alone no longer makes a scam of it.' },
  'brand-address-links-away': { weight: 0.8, reason: 'brandAddressLinksAway', topic: 'brand', deception: 'strong', falseIdentity: true, description: 'Sent from a brand\'s own domain, yet no link leads to that brand.' },
  'brand-staff-freemail': {
    weight: 2.0, reason: 'brandFromFreemail', topic: 'brand', deception: 'strong', aimedAtAsk: 'story',
    description: 'Writes as a brand\'s or an agency\'s staff in the first person ("I am a processing agent with IRCC") from a personal mailbox: the cover that keeps you from checking with the agency.',
  },
  'brand-impersonation': {
    weight: 'computed', reason: 'brandWrongSender', otherReasons: ['brandFromFreemail'], topic: 'brand', deception: 'strong', feature: 'f_brand_impersonation',
    description: 'Speaks as a brand in its display name (2.0) or subject (0.8) from an address that is not the brand\'s (+0.8 from a personal mailbox, -0.6 when every link goes to the brand).',
  },
  'brand-links': { weight: 0.7, reason: 'brandLinksElsewhere', topic: 'brand', description: 'Speaks for a brand in the body and every link goes elsewhere.' },

  // Links (detectors/link.detector.ts).
  'link-script': { weight: 1.5, reason: 'linkHidden', topic: 'link', description: 'A javascript: or data: link.' },
  'link-mismatch': {
    weight: 'computed', reason: 'linkMismatch', topic: 'link', deception: 'strong', aimedAtAsk: 'hidden-link', feature: 'f_link_mismatch',
    description: 'A link whose text shows another domain than where it leads: 2.4 when the text shows a brand\'s, 1.3 otherwise (through a click tracker or the sender\'s own redirector only for a brand\'s).',
  },
  'link-shown-elsewhere': {
    weight: 0.8, reason: 'linkMismatch', topic: 'link', deception: 'weak', aimedAtAsk: 'hidden-link', genericHint: true,
    description: 'A link whose text shows another organisation\'s site (not a brand\'s) and leads to the sender\'s own domain, not through a mailing service: newsletters\' own redirectors do it too.',
  },
  'link-brand-text': { weight: 0.6, genericHint: true, description: 'A link whose text names a brand and that leads elsewhere.' },
  'link-program': { weight: 2.0, reason: 'linkProgram', topic: 'download', deception: 'strong', alwaysCheck: true, description: 'A link that downloads a program (.exe, .apk, .js...).' },
  'link-ip': { weight: 2.0, reason: 'linkIp', topic: 'link', deception: 'strong', aimedAtAsk: 'hidden-link', feature: 'f_link_ip', description: 'A link to a bare public IP address.' },
  'link-app-consent': {
    weight: 2.0, reason: 'linkAppConsent', topic: 'link', deception: 'strong', aimedAtAsk: 'hidden-link',
    description: 'A link to a sign-in service\'s consent page (OAuth client_id and redirect_uri) that hands access to the account to an app on another site.',
  },
  'link-userinfo': { weight: 1.5, reason: 'linkHidden', topic: 'link', deception: 'strong', aimedAtAsk: 'hidden-link', description: 'A link with a user name before its host (http://paypal.com@evil.example).' },
  'link-shortener': { weight: 0.9, reason: 'linkShortener', topic: 'link', deception: 'weak', aimedAtAsk: 'hidden-link', feature: 'f_link_shortener', description: 'A shortened link (data/shorteners.json).' },
  'link-risky-tld': {
    weight: 'computed', reason: 'linkRiskyTld', topic: 'link', deception: 'weak', bulkHint: true, feature: 'f_link_risky_tld',
    description: 'A link on a top-level domain that dominates phishing reports (0.9), or on a somewhat risky one (0.4, no reason).',
  },
  'sender-risky-tld': { weight: 0.6, deception: 'weak', description: 'The sender\'s domain is on a risky top-level domain.' },
  'link-shared-document': { weight: 0.4, genericHint: true, description: 'A shared document, form or album on an everyday sharing service, from a personal mailbox.' },
  'link-free-hosting': { weight: 1.0, reason: 'linkFreeHosting', topic: 'link', deception: 'strong', feature: 'f_link_free_hosting', description: 'A page on a free host abused for phishing (data/hosting.json).' },
  'link-login-path': { weight: 0.8, reason: 'linkLogin', topic: 'link', deception: 'weak', genericHint: true, feature: 'f_link_login', description: 'A sign-in-looking path on a site that is neither the sender\'s nor a known brand\'s.' },
  'link-compromised-site': { weight: 0.8, deception: 'strong', description: 'A page inside a WordPress site\'s program folders, where phishing kits are planted.' },
  'link-many-domains': { weight: 0.5, genericHint: true, description: 'Links to eight or more different sites.' },
  'link-foreign': { weight: 0.3, genericHint: true, description: 'No link goes to the sender\'s own site (sender not a personal mailbox).' },
  'links-brand-site': { weight: -1.5, description: 'Words copied from a text or into a note (no sender address of their own): every link goes to the own site of the brand they speak for, so following it leads to the real brand.' },
  'links-consistent': { weight: 'computed', feature: 'f_links_consistent', description: 'Every link stays on the sender\'s own site: -1.5 when that site is a brand it names, -0.8 otherwise; never when its sender name or subject speaks for a brand that does not own that site.' },
  'link-flood': { weight: 0.5, description: 'More than 150 links.' },

  // Attachments (detectors/attachment.detector.ts).
  'attachment-executable': { weight: 3.5, reason: 'attachmentProgram', topic: 'attachment', deception: 'strong', harmful: true, feature: 'f_attachment', description: 'A program attached.' },
  'attachment-double-extension': { weight: 3, reason: 'attachmentProgram', topic: 'attachment', deception: 'strong', harmful: true, feature: 'f_attachment', description: 'A file name hiding its real extension ("invoice.pdf.exe").' },
  'attachment-html-form': { weight: 3, reason: 'attachmentForm', topic: 'attachment', deception: 'strong', harmful: true, feature: 'f_attachment', description: 'A web page attached that holds a form.' },
  'attachment-html': { weight: 1.6, reason: 'attachmentHtml', topic: 'attachment', deception: 'strong', feature: 'f_attachment', description: 'A web page attached.' },
  'attachment-macro': { weight: 2.5, reason: 'attachmentMacro', topic: 'attachment', deception: 'strong', feature: 'f_attachment', description: 'An Office document carrying macros.' },
  'attachment-archive-program': { weight: 3.2, reason: 'attachmentArchive', topic: 'attachment', deception: 'strong', harmful: true, feature: 'f_attachment', description: 'An archive holding a program, a web page or a macro document.' },
  'attachment-archive': { weight: 0.8, reason: 'attachmentArchiveUnknown', topic: 'attachment', feature: 'f_attachment', description: 'An archive whose content could not be listed or holds nothing harmful.' },
  'attachment-old-office': { weight: 0.3, feature: 'f_attachment', description: 'An old-format Office document (.doc, .xls, .ppt), which may carry macros.' },

  // HTML (detectors/html.detector.ts).
  'html-form': {
    weight: 'computed', reason: 'htmlForm', topic: 'credentials', deception: 'weak', genericHint: true, feature: 'f_html_form',
    description: 'A form inside the email: 3 with a password field, 0.6 otherwise.',
  },
  'html-script': { weight: 0.5, bulkHint: true, description: 'A script inside the email.' },
  'html-refresh': { weight: 0.8, description: 'An automatic redirect (meta refresh).' },
  'html-image-only': { weight: 0.7, reason: 'imageOnly', deception: 'weak', feature: 'f_image_only', description: 'A picture with almost no text.' },
  'html-hidden-text': { weight: 0.5, deception: 'strong', feature: 'f_hidden_text', description: 'Two or more blocks of text styled invisible, beyond the preview line.' },

  // Disguise (detectors/disguise.detector.ts).
  'disguised-letters': { weight: 2.0, reason: 'disguisedText', topic: 'brand', deception: 'strong', description: 'Words mixing Latin and look-alike Cyrillic or Greek letters, or with marks sprinkled over their letters ("e̷ntrega").' },
  'disguised-words': { weight: 1.2, reason: 'disguisedText', deception: 'strong', description: 'Capitalised words with 0 for O or l for I, or words spelled in styled mathematical letters ("𝐘𝐎𝐔 𝐇𝐀𝐕𝐄 𝐖𝐎𝐍").' },
  'subject-random-code': { weight: 0.7, reason: 'randomCode', deception: 'weak', description: 'A random code in the subject, making each copy unique.' },
  'random-letters': { weight: 1.0, reason: 'randomLetters', deception: 'strong', alwaysCheck: true, description: 'A run of random letters added to slip past filters.' },

  // Scam language beyond the concepts of the rules file (detectors/scam-language.detector.ts).
  'asks-secrets': { weight: 0, alwaysCheck: true, description: 'A request (not a mention) for a SIN, card or bank numbers, a date of birth.' },
  'language:bitcoin-address': { weight: 1.5, reason: 'cryptoPayment', topic: 'payment', description: 'A bitcoin wallet address in a message about bitcoin.' },
  'language:stock-tip': { weight: 1.6, reason: 'stockTip', topic: 'investment', alwaysCheck: true, description: 'A stranger\'s buy call on a share traded off the main exchanges.' },

  // Small print (detectors/small-print.detector.ts).
  'language:subscription-trap': { weight: 1.6, reason: 'subscriptionTrap', topic: 'shopping', alwaysCheck: true, description: 'A "free" offer for the shipping cost with recurring charges in the small print.' },
  'language:not-government': { weight: 1.4, reason: 'notGovernment', topic: 'government-service', alwaysCheck: true, description: 'The sender says it is not the government.' },
  'language:unchecked-health-claims': { weight: 1.0, reason: 'uncheckedHealthClaims', topic: 'health', alwaysCheck: true, description: 'Health claims no health authority has checked, in its own words.' },

  // Phone-only and reply-only scams (detectors/contact-only.detector.ts).
  'phone-only': { weight: 0.9, reason: 'phoneOnly', topic: 'phone', description: 'No link; asks to call a number about money, a refund, a prize or a problem.' },
  'reply-only': { weight: 0.7, reason: 'replyOnly', topic: 'payment', description: 'No link; asks to write back about money, a refund, a prize or a problem.' },

  // Known scams (known-scams/known-scam.detector.ts).
  'known-scam': {
    weight: 'computed', reason: 'knownScam', topic: 'known-scam', deception: 'strong', known: true,
    description: 'The same content as a confirmed scam (6), or its simhash within 3 bits (5).',
  },

  // The statistical model (analyze.ts) and what the decision derives from it (decision/deception.ts).
  model: {
    weight: 'computed', otherReasons: ['modelCertain', 'modelHigh', 'modelMedium', 'modelShortNoteLink', 'modelText'],
    description: 'The model\'s log-odds, between -1.5 and +3.0, tempered by proof of the sender.',
  },
  'model-scam-wording': { weight: 'not-a-finding', deception: 'weak', description: 'The model reads the wording as almost the same as scams studied (p ≥ 0.98).' },
  pretext: { weight: 'not-a-finding', deception: 'weak', aimedAtAsk: 'story', description: 'A reason why the asker cannot be met or called (abroad, keys by courier; decision/deception.ts).' },
} as const satisfies Record<string, SignalSpec>;

/** An admin pattern that matched (patterns/pattern-matcher.ts): its weight comes from its severity and confidence. */
const PATTERN_SIGNAL = {
  weight: 'computed', reason: 'knownPattern', topic: 'general', deception: 'strong',
  description: 'An active admin pattern matched; its weight comes from its severity and confidence.',
} as const satisfies SignalSpec;

/**
 * Flags of the language concepts of detectors/scam-language.rules.ts (their weight, reason and topic
 * live with their patterns). A concept without flags is absent.
 */
export const CONCEPT_FLAGS: Readonly<Record<string, SignalFlags>> = {
  urgency: { deception: 'weak', genericHint: true },
  'account-threat': { deception: 'weak' },
  'legal-threat': { deception: 'weak' },
  secrecy: { deception: 'weak', aimedAtAsk: 'story' },
  prize: { deception: 'weak', lure: true },
  // A loan promised whatever your credit: the promise before the advance fee.
  'loan-lure': { deception: 'weak', lure: true },
  // A code word texted to a short number that bills each message: the charge hides in the offer.
  'premium-text': { alwaysCheck: true },
  // Free crypto to claim (an airdrop, a "mining balance"): the prize lure of crypto drainers.
  'crypto-giveaway': { deception: 'weak', lure: true },
  // A stranger's dating lure (a lonely widow, a "28 yo girl waiting for a good man"): the persona is the bait.
  romance: { deception: 'weak', aimedAtAsk: 'story' },
  // The bait of a job scam (easy money for little work, a recruiter who "found your profile"): what makes you answer.
  'job-offer': { deception: 'weak', aimedAtAsk: 'story' },
  'tax-refund': { deception: 'weak', lure: true },
  'delivery-fee': { deception: 'weak', lure: true },
  'mailbox-quota': { deception: 'weak' },
  'family-emergency': { deception: 'weak', aimedAtAsk: 'story' },
  'stranded-traveller': { deception: 'weak', aimedAtAsk: 'story' },
  'new-number-money': { deception: 'weak', aimedAtAsk: 'story' },
  'payment-details-change': { deception: 'weak', alwaysCheck: true },
  // The pretext that keeps you from calling to check ("I'm in a meeting, can you do me a favour?").
  'favour-request': { deception: 'weak', aimedAtAsk: 'story' },
  // The reason a stranger writes at all ("sorry, wrong number… but you seem nice").
  'wrong-number': { deception: 'weak', aimedAtAsk: 'story' },
  sextortion: { deception: 'strong' },
  'advance-fee': { deception: 'strong' },
  'crypto-login-bait': { deception: 'strong' },
  'money-mule': { deception: 'strong' },
  'share-code': { alwaysCheck: true },
  'adult-lure': { alwaysCheck: true },
  'vote-request': { alwaysCheck: true },
  'click-pressure': { genericHint: true },
  'spam-pitch': { genericHint: true, salesPitch: true },
  'generic-greeting': { genericHint: true },
};

type Catalogue = typeof SIGNALS;
export type PatternSignalId = `pattern:${PatternType}`;
/** Every id in the catalogue, language concepts aside. */
export type RegisteredId = keyof Catalogue | PatternSignalId;
/** Ids a detector may emit through `signal()` (the derived ones are never findings). */
export type FindingId = { [K in keyof Catalogue]: Catalogue[K]['weight'] extends 'not-a-finding' ? never : K }[keyof Catalogue] | PatternSignalId;
/** Any signal id: a catalogue entry or a language concept of the rules file. */
export type SignalId = RegisteredId | `language:${string}`;

type SpecOf<Id extends FindingId> = Id extends keyof Catalogue ? Catalogue[Id] : typeof PATTERN_SIGNAL;
/** The reason keys a signal may give: its own and its alternatives. */
type ReasonOf<Id extends FindingId> =
  | (SpecOf<Id> extends { reason: infer R extends ReasonKey } ? R : never)
  | (SpecOf<Id> extends { otherReasons: readonly (infer O extends ReasonKey)[] } ? O : never);

export interface SignalOptions<Id extends FindingId> {
  /** Required when the catalogue says `computed`; otherwise the catalogue's weight is used. */
  weight?: number;
  /** Another of the signal's reasons, or null for none. */
  reason?: ReasonOf<Id> | null;
  /** Another topic, or null for none. */
  topic?: FindingTopic | null;
  params?: Record<string, string>;
  patternIds?: string[];
}
type OptionsArgs<Id extends FindingId> = SpecOf<Id>['weight'] extends number
  ? [options?: SignalOptions<Id>]
  : [options: SignalOptions<Id> & { weight: number }];

/** The ids of the catalogue above (language concepts and admin pattern types aside). */
export const CATALOGUE_IDS: readonly string[] = Object.keys(SIGNALS);

const PATTERN_ENTRIES = PATTERN_TYPES.map((t) => [`pattern:${t}`, PATTERN_SIGNAL] as const);

/** Every entry: the catalogue, one per admin pattern type, one per language concept (flags from CONCEPT_FLAGS). */
export const SIGNAL_REGISTRY: ReadonlyMap<string, SignalSpec> = new Map<string, SignalSpec>([
  ...(Object.entries(SIGNALS) as [string, SignalSpec][]),
  ...PATTERN_ENTRIES,
  ...LANGUAGE_RULES.map((rule): [string, SignalSpec] => [
    `language:${rule.id}`,
    {
      weight: rule.weight,
      ...(rule.reason ? { reason: rule.reason } : {}),
      topic: rule.topic,
      description: `Scam-language concept "${rule.id}" (detectors/scam-language.rules.ts).`,
      ...CONCEPT_FLAGS[rule.id],
    },
  ]),
]);

/** The catalogue's entry for an id, or undefined for an id it does not know. */
export function signalSpec(id: string): SignalSpec | undefined {
  return SIGNAL_REGISTRY.get(id);
}

/** The ids whose entry has a flag, for the decision's lists. */
export function idsWhere(test: (spec: SignalSpec) => boolean): string[] {
  return [...SIGNAL_REGISTRY].filter(([, spec]) => test(spec)).map(([id]) => id);
}

/**
 * A finding for a catalogued signal: weight, reason and topic from the catalogue unless the detector
 * gives them (a `computed` weight must be given; a reason only among the signal's own).
 */
export function signal<Id extends FindingId>(id: Id, evidence: string, ...[options]: OptionsArgs<Id>): Finding {
  const spec = (SIGNALS as Record<string, SignalSpec>)[id] ?? PATTERN_SIGNAL;
  const finding: Finding = { detector: id, weight: options?.weight ?? (spec.weight as number), evidence };
  const reason: ReasonKey | null | undefined = options?.reason === undefined ? spec.reason : options.reason;
  if (reason) finding.reason = reason;
  if (options?.params) finding.params = options.params;
  const topic = options?.topic === undefined ? spec.topic : options.topic;
  if (topic) finding.topic = topic;
  if (options?.patternIds) finding.patternIds = options.patternIds;
  return finding;
}
