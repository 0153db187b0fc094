/**
 * Who the message claims to be from versus where it really comes from and where replies go.
 */
import { BRANDS, brandOwnsDomain, FREEMAIL_DOMAINS } from '../domains/brands';
import { addressDomain, registrableDomain } from '../domains/domain-utils';
import type { EmailContext } from './email-context';
import type { Finding } from './finding';
import { signal } from '../signals/signal-registry';

const ADDRESS_IN_NAME = /([a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,})/i;
/** Display names that present the sender as an organisation's service, not a person. */
const SERVICE_WORDS_SOURCE = String.raw`(?:support|service|security|securite|team|equipe|account|compte|billing|facturation|admin|administrator|administrateur|helpdesk|help desk|notification|alert|alerte|customer|client|department|service desk|it desk|webmaster|postmaster|mailbox|no-?reply|atendimento|central|suporte|notificacao|protocolo|cliente|seguranca|soporte|servicio|kundenservice|klantenservice|servizio clienti|rewards?|surveys?|promotions?|giveaway|sweepstakes?|winners?|prizes?)`;
const SERVICE_NAME = new RegExp(String.raw`\b${SERVICE_WORDS_SOURCE}\b`);
/** The same words anywhere in a name, glued or plural ("MashreqAlert", "Nano Security Teams"). */
const SERVICE_WORDS = new RegExp(SERVICE_WORDS_SOURCE, 'g');
/** A service word glued to a name: "MashreqAlert", "AppleSupport". */
const GLUED_SERVICE_NAME = /[a-z]{3,}(?:alerts?|support|security|team|service)\b/;
/** A display name that is just a web address ("ethereum.org"), written by someone else's mailbox. */
const DOMAIN_AS_NAME = /^[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|org|net|io|ca|co|info|biz|app|me|us|uk|de|fr|br)$/i;
const ADDRESS = String.raw`([a-z0-9._%+-]{1,64}@[a-z0-9.-]{1,100}\.[a-z]{2,})`;
const PRIVATE = '(?:private |personal |direct |prive |personnel )?';
/**
 * The text asks the reader to write to a mailbox of its own ("write me at lena1990@gmail.com",
 * "my private email: ..."): the address a reply should go to, not the one the message came from.
 */
const WRITE_TO_ADDRESS = new RegExp(
  String.raw`\b(?:write|contact|reply|respond|response|get back|reach|send (?:it|them|your [a-z]+|me [a-z]+)|ecrivez|ecris|m'ecrire|nous ecrire|contactez|repondez|(?:e-?mail|courriel)(?: to)? (?:me|us|moi|nous))` +
    String.raw`(?: (?:to|me|us|back|directly|only|privately|a|moi|nous)){0,3}(?: (?:at|on|via|through|with|to|a|sur))?` +
    String.raw`(?: (?:my|this|mon|ce|cette) ${PRIVATE}(?:e-?mail|address|adresse|courriel)(?: address| personnelle| privee)?)?\s?[:(]?\s?${ADDRESS}` +
    String.raw`|\b(?:my|our|mon|notre) ${PRIVATE}(?:e-?mail|adresse|courriel)(?: address| electronique)?(?: is| est)?\s?:?\s?${ADDRESS}`,
);

/**
 * The original went to a hidden list ("To: undisclosed-recipients:;", a placeholder "Recipients"):
 * the reader was one of many blind copies. Services and shops write to each customer by name or
 * address; a stranger's mass mailing hides its list (or shows it whole, see MANY_RECIPIENTS).
 */
const HIDDEN_RECIPIENTS = /\bundisclosed[\s._-]*recipients?\b|\bdestinataires?[\s._-]*(?:non[\s._-]*divulgu|masqu|cach)|^\s*"?recipients"?\s*(?:<|:|$)/i;
/** A mailing list writes to itself (the list address in From and To); its addresses look like this. */
/** Money asked to an address: "payable by Interac e-Transfer to …", "envoyez le virement à …". */
const PAY_TO_ADDRESS = new RegExp(
  String.raw`\b(?:e-?transfers?|etransfer|interac|virements?|payable|payment|paiement|pay|send (?:it|the (?:money|payment|deposit|funds|fee))|envoyez|envoie)\b[^.!?@]{0,60}?\b(?:to|a|au|at)\s?:?\s?${ADDRESS}`,
);
const LIST_ADDRESS = /(?:^|[.@-])lists?[.-]|-(?:admin|request|bounces|owner)@|^(?:list|announce|owner-)/;
const EMAIL_ADDRESS = /[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}/g;
/** So many addresses at so many providers in To/Cc: a list of strangers, not a circle of friends. */
const MANY_RECIPIENTS = { addresses: 10, domains: 3 };

type RecipientsKind = 'hidden' | 'many';

/**
 * Sent to a hidden list ("undisclosed recipients", a placeholder name, or the sender's own address in
 * To with everyone else in blind copy; a mailing list writing to its own address is not one), or to
 * a long visible list of addresses at many providers.
 */
function massMailing(ctx: EmailContext): RecipientsKind | null {
  const headers = ctx.email.headers ?? {};
  const to = (headers.to ?? '').slice(0, 300);
  if (HIDDEN_RECIPIENTS.test(to)) return 'hidden';
  const toAddresses = to.toLowerCase().match(EMAIL_ADDRESS) ?? [];
  const isList = LIST_ADDRESS.test(ctx.fromAddress) || Boolean(headers['list-id']);
  if (toAddresses.length === 1 && toAddresses[0] === ctx.fromAddress && !isList) return 'hidden';
  const visible = new Set(`${headers.to ?? ''} ${headers.cc ?? ''}`.slice(0, 20000).toLowerCase().match(EMAIL_ADDRESS) ?? []);
  const domains = new Set([...visible].map(addressDomain));
  return visible.size >= MANY_RECIPIENTS.addresses && domains.size >= MANY_RECIPIENTS.domains ? 'many' : null;
}

/** Words of a display name that say nothing about who the organisation is. */
const NAME_FILLER = /^(?:the|of|and|for|your|our|my|de|du|des|la|le|les|et|votre|vos|mon|notre|da|do|das|dos|e|el|los|del|der|die|und|ihr|ihre|het|en|van|online|official|officiel|canada|inc|ltd|llc|corp|co|group|groupe)$/;

/**
 * Whether the display name's own words ("Nano" in "Nano Security Team") show up in the sender's
 * address, or the address's name in the display name: "TD Fraud Alerts" <alerts@td.com>,
 * "MashreqAlert" <postmaster@mg.demo-salon.ru> (no). Null when the name has no words of its own.
 */
function nameFitsAddress(name: string, address: string): boolean | null {
  const [local = '', host = ''] = address.replace(/[^a-z0-9@.-]/g, '').split('@');
  const words = name
    .replace(SERVICE_WORDS, ' ')
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 3 && !NAME_FILLER.test(w));
  if (words.length === 0) return null;
  const compactName = name.replace(/[^a-z0-9]/g, '');
  const compactHost = host.replace(/-/g, '');
  const labels = host.split('.').map((l) => l.replace(/-/g, '')).filter((l) => l.length >= 3);
  return words.some((w) => compactHost.includes(w) || local.includes(w)) || labels.some((l) => compactName.includes(l));
}

/** Long reference numbers in a display name ("Ourocard - Cod. 586467716701849933"): bulk phishing, not people. */
const NUMBER_IN_NAME = /\d{8,}/;

/** `copied`: words copied from a text or into a family member's note (their From is not the writer's). */
export function senderDetector(ctx: EmailContext, blockedSenders: readonly string[] = [], copied = false): Finding[] {
  const findings: Finding[] = [];
  const from = ctx.fromAddress;
  if (from && blockedSenders.includes(from)) {
    findings.push(signal('blocked-sender', `sender ${from} is blocked`));
  }

  // A From line listing several mailboxes, or none with an address: mail programs show the trusted
  // address it carries ("Spray-X, <info@amazon.de>"), not where the message really came from.
  if (ctx.email.irregularFrom) {
    findings.push(signal('sender-line-forged', from ? 'several senders in the From line' : 'no sender address'));
  }

  // "PayPal <service@paypal.com>" as the display name, but the real address is elsewhere.
  const inName = ADDRESS_IN_NAME.exec(ctx.fromName);
  if (inName && from && inName[1].toLowerCase() !== from) {
    const nameReg = registrableDomain(addressDomain(inName[1]));
    if (nameReg && nameReg !== ctx.fromRegistrable) {
      findings.push(signal('display-name', `name shows ${inName[1]} but sent from ${ctx.fromRegistrable}`, { weight: 1.6 }));
    }
  }

  // "ethereum.org" <miller8j32@icloud.com>: the name shows a site the address does not belong to.
  const nameAsDomain = ctx.fromName.trim().replace(/^["']|["']$/g, '');
  if (!inName && from && DOMAIN_AS_NAME.test(nameAsDomain) && registrableDomain(nameAsDomain.toLowerCase()) !== ctx.fromRegistrable) {
    findings.push(signal('display-name', `name shows ${nameAsDomain} but sent from ${ctx.fromRegistrable}`, { weight: 1.2, reason: 'displayNameSite' }));
  }

  // Replies diverted to a different organisation (or to a free mailbox) than the sender. Mailing lists
  // (a school's, a club's) send replies to the list itself (its List-Id domain, or the address it posts
  // to: List-Post, Mailing-List), where they reach everyone who got the message: that is expected.
  const listId = (ctx.email.headers?.['list-id'] ?? '').toLowerCase();
  const listAddresses = new Set(`${ctx.email.headers?.['list-post'] ?? ''} ${ctx.email.headers?.['mailing-list'] ?? ''}`.slice(0, 2000).toLowerCase().match(EMAIL_ADDRESS) ?? []);
  const replyRegs = [...new Set(ctx.replyToAddresses.filter((a) => !listAddresses.has(a)).map((a) => registrableDomain(addressDomain(a))).filter(Boolean))];
  // Nor is a reply address at another domain of the sender's own brand (canada.ca → servicecanada.gc.ca).
  const senderBrands = BRANDS.filter((b) => brandOwnsDomain(b, ctx.fromRegistrable));
  // A list that writes its own address in From ("Ann via Gardeners") puts the author in Reply-To.
  const fromIsList = listId !== '' && ctx.fromRegistrable !== '' && (listAddresses.has(ctx.fromAddress) || listId.includes(ctx.fromRegistrable));
  const foreign = fromIsList ? [] : replyRegs.filter((r) => r !== ctx.fromRegistrable && !(listId && listId.includes(r)) && !senderBrands.some((b) => brandOwnsDomain(b, r)));
  if (from && foreign.length > 0) {
    const toFree = foreign.some((r) => FREEMAIL_DOMAINS.has(r));
    const fromFree = FREEMAIL_DOMAINS.has(ctx.fromRegistrable);
    // Freemail to freemail is how many people write; an organisation diverting replies to a free
    // mailbox is what advance-fee and impersonation scams do.
    // Organisation to organisation is also how newsletter services route replies: a mild hint only.
    const evidence = `reply-to ${foreign.join(',')} differs from ${ctx.fromRegistrable}`;
    findings.push(toFree ? signal('reply-to', evidence, { weight: fromFree ? 0.6 : 1.4 }) : signal('reply-to-other-org', evidence));
  }

  // Asked to write to a free mailbox that is not the one the message came from: advance-fee, romance
  // and "business proposal" scams move the conversation to an address no provider can trace back.
  const writeTo = WRITE_TO_ADDRESS.exec(ctx.all.slice(0, 20000));
  const target = (writeTo?.[1] ?? writeTo?.[2] ?? '').toLowerCase();
  if (target && from && target !== from && FREEMAIL_DOMAINS.has(registrableDomain(addressDomain(target)))) {
    findings.push(signal('reply-elsewhere', `asks for replies to ${registrableDomain(addressDomain(target))}, not the sender's address`));
  }

  // Money asked to a personal mailbox by a sender writing from an organisation's own domain: an agency, a
  // landlord's company or a shop takes payment at its own address; the scam's money goes to whoever holds the mailbox.
  const payTo = (PAY_TO_ADDRESS.exec(ctx.all.slice(0, 20000))?.[1] ?? '').toLowerCase();
  if (payTo && from && !copied && !FREEMAIL_DOMAINS.has(ctx.fromRegistrable) && FREEMAIL_DOMAINS.has(registrableDomain(addressDomain(payTo)))) {
    findings.push(signal('pay-elsewhere', `asks for payment to ${registrableDomain(addressDomain(payTo))}, not the sender's ${ctx.fromRegistrable}`));
  }

  // A service-sounding name writing from a personal mailbox ("Security Team" <bob1987@gmail.com>).
  if (FREEMAIL_DOMAINS.has(ctx.fromRegistrable) && SERVICE_NAME.test(ctx.fromName)) {
    findings.push(signal('display-name', `service name on a free mailbox (${ctx.fromRegistrable})`, { weight: 0.8, reason: 'serviceNameFreemail' }));
  }

  const mass = from ? massMailing(ctx) : null;
  if (mass) {
    findings.push(signal('mass-mailing', mass === 'hidden' ? 'sent to a hidden list of recipients' : 'sent to a long list of addresses', { reason: mass === 'hidden' ? 'hiddenRecipients' : 'manyRecipients' }));
  }

  // "Nano Security Team" <security@bohme.com>: an organisation's service writing from an address
  // that has nothing to do with that organisation.
  const serviceName = SERVICE_NAME.test(ctx.fromName) || GLUED_SERVICE_NAME.test(ctx.fromName);
  if (from && !FREEMAIL_DOMAINS.has(ctx.fromRegistrable) && serviceName && nameFitsAddress(ctx.fromName, from) === false) {
    findings.push(signal('service-name-elsewhere', `service name "${ctx.fromName.slice(0, 40)}" from ${ctx.fromRegistrable}`));
  }

  if (NUMBER_IN_NAME.test(ctx.fromName)) {
    findings.push(signal('display-name-number', 'long number in the sender name'));
  }

  // Long random-looking sender domains are typical of throwaway phishing infrastructure.
  const label = ctx.fromRegistrable.split('.')[0] ?? '';
  if (label.length >= 12 && !/[aeiouy]{1}/.test(label.slice(0, 6)) && /\d/.test(label)) {
    findings.push(signal('sender-domain', `random-looking sender domain ${ctx.fromRegistrable}`));
  }
  return findings;
}
