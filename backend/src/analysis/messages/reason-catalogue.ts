/**
 * Plain-language reasons, English and French: one idea each, no jargon, written for a senior.
 * Reasons about real danger use the words "danger", "suspicious" or "threat" (FR: "danger", "suspect",
 * "menace") and milder ones "warning"/"caution" (FR: "avertissement", "prudence"), because the reply
 * templates group reasons by those words (templates/src/group-reasons.ts). Good signs use none of them.
 */
import type { Language } from '../analysis.types';

type Text = Record<Language, string>;

export const REASONS = {
  knownScam: { en: 'Danger: this exact message is a known scam already reported to us.', fr: 'Danger : ce message est une fraude connue qui nous a déjà été signalée.' },
  knownPattern: { en: 'Suspicious: it matches a scam our team has seen before.', fr: 'Suspect : il correspond à une fraude que notre équipe a déjà vue.' },
  blockedSender: { en: 'Danger: the sender is on our list of known scammers.', fr: 'Danger : l’expéditeur figure sur notre liste de fraudeurs connus.' },
  authFailed: { en: 'Suspicious sender: the email failed the checks that prove who really sent it.', fr: 'Expéditeur suspect : le courriel a échoué aux vérifications qui prouvent qui l’a vraiment envoyé.' },
  senderLineForged: { en: 'Suspicious sender: the sender line is faked. It hides the real sender’s address, a trick to look like someone you trust.', fr: 'Expéditeur suspect : la ligne de l’expéditeur est truquée. Elle cache la vraie adresse, une ruse pour ressembler à quelqu’un de confiance.' },
  displayNameAddress: { en: 'Suspicious sender: the name shows one email address, but the message came from another.', fr: 'Expéditeur suspect : le nom affiche une adresse, mais le message vient d’une autre.' },
  replyElsewhere: { en: 'Warning: it asks you to write to a different email address than the one it came from.', fr: 'Avertissement : il vous demande d’écrire à une autre adresse courriel que celle d’où il vient.' },
  replyToMismatch: { en: 'Warning: if you reply, your answer goes to a different address than the sender’s.', fr: 'Avertissement : si vous répondez, votre réponse ira à une autre adresse que celle de l’expéditeur.' },
  displayNameSite: { en: 'Suspicious sender: the name shows one website, but the message came from another address.', fr: 'Expéditeur suspect : le nom affiche un site Web, mais le message vient d’une autre adresse.' },
  hiddenRecipients: { en: 'Warning: it was sent to a hidden list of people, not to you by name.', fr: 'Avertissement : il a été envoyé à une liste cachée de personnes, pas à vous personnellement.' },
  manyRecipients: { en: 'Warning: it was sent to a long list of people at once, not to you alone.', fr: 'Avertissement : il a été envoyé à une longue liste de personnes à la fois, pas à vous seulement.' },
  serviceNameFreemail: { en: 'Warning: it signs as a company service but was sent from a personal email account.', fr: 'Avertissement : il se présente comme un service d’entreprise mais vient d’une adresse courriel personnelle.' },
  serviceNameElsewhere: { en: 'Warning: it signs as a company service, but it was sent from an address that has nothing to do with that company.', fr: 'Avertissement : il se présente comme le service d’une entreprise, mais vient d’une adresse sans lien avec cette entreprise.' },
  punycodeDomain: { en: 'Suspicious web address: it uses special letters that imitate a normal address.', fr: 'Adresse Web suspecte : elle utilise des caractères spéciaux qui imitent une adresse normale.' },
  lookalikeDomain: { en: 'Danger: the address {domain} imitates {brand} but does not belong to them.', fr: 'Danger : l’adresse {domain} imite {brand} mais ne lui appartient pas.' },
  brandFromFreemail: { en: 'Danger: it claims to be {brand}, but it was sent from a personal email account.', fr: 'Danger : il prétend venir de {brand}, mais il a été envoyé d’une adresse courriel personnelle.' },
  brandWrongSender: { en: 'Suspicious sender: it claims to be {brand}, but it did not come from {brand}’s email address.', fr: 'Expéditeur suspect : il prétend venir de {brand}, mais il ne vient pas d’une adresse de {brand}.' },
  brandLinksElsewhere: { en: 'Warning: it talks about {brand}, but its links go to other websites.', fr: 'Avertissement : il parle de {brand}, mais ses liens mènent à d’autres sites.' },
  brandAddressLinksAway: { en: 'Suspicious: it shows {brand}’s email address, but none of its links lead to {brand}’s website.', fr: 'Suspect : il affiche l’adresse courriel de {brand}, mais aucun de ses liens ne mène au site de {brand}.' },
  linkMismatch: { en: 'Suspicious link: the link shows one address but really leads to {domain}.', fr: 'Lien suspect : le lien affiche une adresse mais mène en réalité à {domain}.' },
  linkHidden: { en: 'Suspicious link: a link hides where it really goes.', fr: 'Lien suspect : un lien cache sa vraie destination.' },
  linkIp: { en: 'Suspicious link: a link goes to a bare number address instead of a company website.', fr: 'Lien suspect : un lien mène à une adresse en chiffres plutôt qu’au site d’une entreprise.' },
  linkShortener: { en: 'Warning: a link is shortened, so you cannot see where it leads.', fr: 'Avertissement : un lien est raccourci, on ne peut pas voir où il mène.' },
  linkRiskyTld: { en: 'Warning: a link goes to {domain}, a kind of web address often used by scammers.', fr: 'Avertissement : un lien mène à {domain}, un type d’adresse souvent utilisé par les fraudeurs.' },
  linkFreeHosting: { en: 'Warning: a link leads to a page on a free website service, not a company’s own site.', fr: 'Avertissement : un lien mène à une page hébergée gratuitement, pas au site de l’entreprise.' },
  linkLogin: { en: 'Suspicious link: it leads to a sign-in page on a website that is not the company’s.', fr: 'Lien suspect : il mène à une page de connexion sur un site qui n’est pas celui de l’entreprise.' },
  attachmentProgram: { en: 'Danger: the attachment “{name}” is a program that could harm your computer.', fr: 'Danger : la pièce jointe « {name} » est un programme qui pourrait endommager votre ordinateur.' },
  attachmentForm: { en: 'Danger: the attachment “{name}” is a web page that asks you to type information.', fr: 'Danger : la pièce jointe « {name} » est une page Web qui vous demande d’entrer des renseignements.' },
  attachmentHtml: { en: 'Suspicious attachment: “{name}” is a web page, a common trick to steal passwords.', fr: 'Pièce jointe suspecte : « {name} » est une page Web, une ruse courante pour voler des mots de passe.' },
  attachmentMacro: { en: 'Danger: the document “{name}” contains hidden programs (macros).', fr: 'Danger : le document « {name} » contient des programmes cachés (macros).' },
  attachmentArchive: { en: 'Danger: the compressed file “{name}” contains a program.', fr: 'Danger : le fichier compressé « {name} » contient un programme.' },
  attachmentArchiveUnknown: { en: 'Warning: the compressed file “{name}” could hide a harmful program.', fr: 'Avertissement : le fichier compressé « {name} » pourrait cacher un programme nuisible.' },
  htmlForm: { en: 'Suspicious: the email itself contains a form asking you to type information.', fr: 'Suspect : le courriel contient un formulaire qui vous demande d’entrer des renseignements.' },
  imageOnly: { en: 'Warning: the message is a picture with almost no text, a trick to avoid filters.', fr: 'Avertissement : le message est une image presque sans texte, une ruse pour éviter les filtres.' },
  urgency: { en: 'Warning: it pushes you to act fast, a classic pressure tactic.', fr: 'Avertissement : il vous presse d’agir rapidement, une tactique de pression classique.' },
  accountThreat: { en: 'Suspicious: it threatens that your account will be blocked or closed.', fr: 'Suspect : il menace de bloquer ou de fermer votre compte.' },
  legalThreat: { en: 'Threat: it threatens arrest, a lawsuit or a fine. Real agencies do not do this by email.', fr: 'Menace : il parle d’arrestation, de poursuites ou d’amende. Les vrais organismes ne font pas cela par courriel.' },
  credentials: { en: 'Suspicious: it asks you to confirm your account or enter your password.', fr: 'Suspect : il vous demande de confirmer votre compte ou d’entrer votre mot de passe.' },
  shareCode: { en: 'Danger: it asks you to give a security code. Never share these codes with anyone.', fr: 'Danger : il vous demande de donner un code de sécurité. Ne partagez jamais ces codes.' },
  personalData: { en: 'Suspicious: it asks for private information such as card numbers, your SIN or date of birth.', fr: 'Suspect : il demande des renseignements privés comme un numéro de carte, votre NAS ou votre date de naissance.' },
  giftCard: { en: 'Danger: it asks for payment with gift cards. Only scammers ask for this.', fr: 'Danger : il demande un paiement en cartes-cadeaux. Seuls les fraudeurs demandent cela.' },
  cryptoPayment: { en: 'Suspicious: it asks for money in Bitcoin or another cryptocurrency.', fr: 'Suspect : il demande de l’argent en Bitcoin ou autre cryptomonnaie.' },
  wireTransfer: { en: 'Suspicious: it asks you to send money by wire or money transfer.', fr: 'Suspect : il vous demande d’envoyer de l’argent par virement ou transfert.' },
  etransferRequest: { en: 'Suspicious: it asks you to send an Interac e-Transfer.', fr: 'Suspect : il vous demande d’envoyer un virement Interac.' },
  etransferDeposit: { en: 'Warning: it talks about money waiting for you by e-Transfer. Check it in your bank’s app, not by a link.', fr: 'Avertissement : il parle d’un virement qui vous attend. Vérifiez dans l’application de votre banque, pas par un lien.' },
  prize: { en: 'Suspicious: it says you won a prize or were specially selected.', fr: 'Suspect : il dit que vous avez gagné un prix ou été spécialement choisi.' },
  advanceFee: { en: 'Danger: it promises a large sum of money from a stranger, a classic scam.', fr: 'Danger : il promet une grosse somme d’argent venant d’un inconnu, une fraude classique.' },
  cryptoGiveaway: { en: 'Suspicious: it offers free cryptocurrency (a “giveaway” or “airdrop”), a common trick to empty your wallet.', fr: 'Suspect : il offre de la cryptomonnaie gratuite (un « cadeau » ou « airdrop »), une ruse courante pour vider votre portefeuille.' },
  romance: { en: 'Suspicious: it uses words of affection from someone you may not know, common in romance scams.', fr: 'Suspect : il utilise des mots affectueux d’une personne que vous ne connaissez peut-être pas, typique des fraudes amoureuses.' },
  sextortion: { en: 'Threat: it claims to have embarrassing videos of you and demands money. This is a bluff.', fr: 'Menace : il prétend avoir des vidéos gênantes de vous et exige de l’argent. C’est du bluff.' },
  techSupport: { en: 'Suspicious: it talks about a computer problem, a renewal or a refund and wants you to call or give access.', fr: 'Suspect : il parle d’un problème d’ordinateur, d’un renouvellement ou d’un remboursement et veut que vous appeliez ou donniez accès.' },
  jobOffer: { en: 'Warning: it offers easy money or a job you did not apply for.', fr: 'Avertissement : il offre de l’argent facile ou un emploi que vous n’avez pas demandé.' },
  moneyMule: { en: 'Danger: it asks you to deposit a cheque and send part of the money on. The cheque will bounce and you will lose the money.', fr: 'Danger : il vous demande de déposer un chèque et de renvoyer une partie de l’argent. Le chèque sera refusé et vous perdrez l’argent.' },
  lockedAttachment: { en: 'Suspicious: it sends a locked attachment with its password, a trick to get past virus checks.', fr: 'Suspect : il envoie une pièce jointe verrouillée avec son mot de passe, une ruse pour éviter les antivirus.' },
  disguisedText: { en: 'Suspicious: some words are disguised with look-alike letters or numbers, a trick to get past filters.', fr: 'Suspect : certains mots sont déguisés avec des lettres ou des chiffres qui se ressemblent, une ruse pour éviter les filtres.' },
  numberInName: { en: 'Warning: the sender’s name contains a long reference number, typical of mass scam mailings.', fr: 'Avertissement : le nom de l’expéditeur contient un long numéro, typique des envois frauduleux en masse.' },
  randomCode: { en: 'Warning: the subject ends with a random code, used to slip past spam filters.', fr: 'Avertissement : l’objet contient un code aléatoire, utilisé pour déjouer les filtres.' },
  rentalScam: { en: 'Suspicious: it asks for a deposit before you can see the home.', fr: 'Suspect : il demande un dépôt avant que vous puissiez visiter le logement.' },
  deliveryFee: { en: 'Suspicious: it says a parcel is on hold and asks for a fee or details.', fr: 'Suspect : il dit qu’un colis est retenu et demande des frais ou des renseignements.' },
  taxRefund: { en: 'Suspicious: it offers a refund or claims you owe money. The CRA does not do this by email links.', fr: 'Suspect : il offre un remboursement ou dit que vous devez de l’argent. L’ARC ne fait pas cela par lien courriel.' },
  paymentProblem: { en: 'Warning: it says a payment failed and asks you to update your payment details.', fr: 'Avertissement : il dit qu’un paiement a échoué et vous demande de mettre à jour vos informations de paiement.' },
  mailboxQuota: { en: 'Suspicious: it says your mailbox is full or your messages are blocked, a common password trap.', fr: 'Suspect : il dit que votre boîte de courriel est pleine ou vos messages bloqués, un piège courant pour voler un mot de passe.' },
  familyEmergency: { en: 'Danger: it says a family member is in trouble and needs money. Call them directly first.', fr: 'Danger : il dit qu’un proche est en difficulté et a besoin d’argent. Appelez-le directement d’abord.' },
  cryptoLoginBait: { en: 'Danger: it gives you a login to a cryptocurrency account full of money. That account is bait: it will ask you to pay a fee to withdraw.', fr: 'Danger : il vous donne l’accès à un compte de cryptomonnaie rempli d’argent. Ce compte est un appât : on vous demandera des frais pour retirer l’argent.' },
  coldContact: { en: 'Warning: a stranger checks whether your address still works, often the first step of a money scam.', fr: 'Avertissement : un inconnu vérifie si votre adresse fonctionne encore, souvent la première étape d’une fraude.' },
  favourRequest: { en: 'Warning: it asks for an urgent favour, often the first step of a payment scam.', fr: 'Avertissement : il demande un service urgent, souvent la première étape d’une fraude.' },
  secrecy: { en: 'Suspicious: it asks you to keep this secret. Scammers do this so no one can warn you.', fr: 'Suspect : il vous demande de garder le secret. Les fraudeurs font cela pour que personne ne vous avertisse.' },
  feeRequest: { en: 'Warning: it asks you to pay a fee before you get something.', fr: 'Avertissement : il vous demande de payer des frais avant de recevoir quelque chose.' },
  spamPitch: { en: 'Caution: it reads like an unwanted sales pitch (junk mail).', fr: 'Prudence : il ressemble à de la publicité non sollicitée (pourriel).' },
  investment: { en: 'Suspicious: it promises guaranteed profits from an investment.', fr: 'Suspect : il promet des profits garantis sur un placement.' },
  phoneOnly: { en: 'Warning: it wants you to call a phone number about money or your account. Use a number you already trust.', fr: 'Avertissement : il veut que vous appeliez un numéro au sujet d’argent ou de votre compte. Utilisez un numéro que vous connaissez déjà.' },
  replyOnly: { en: 'Warning: it asks you to write back about money or personal details.', fr: 'Avertissement : il vous demande de répondre au sujet d’argent ou de renseignements personnels.' },
  modelCertain: { en: 'Danger: the wording is almost the same as in the scam emails we have studied.', fr: 'Danger : la formulation est presque la même que dans les fraudes que nous avons étudiées.' },
  modelHigh: { en: 'Suspicious: the overall wording and layout strongly resemble scam emails we have studied.', fr: 'Suspect : la formulation et la présentation ressemblent fortement aux fraudes que nous avons étudiées.' },
  modelMedium: { en: 'Caution: the overall wording and layout look somewhat like junk or scam emails.', fr: 'Prudence : la formulation et la présentation ressemblent un peu à des pourriels ou des fraudes.' },
  safeNoSigns: { en: 'We found no signs of a scam: no risky links, attachments or requests for money or passwords.', fr: 'Nous n’avons trouvé aucun signe de fraude : pas de lien risqué, de pièce jointe à risque ni de demande d’argent ou de mot de passe.' },
  safeAuthenticated: { en: 'The sender’s address passed the checks that prove it really came from {domain}.', fr: 'L’adresse de l’expéditeur a réussi les vérifications prouvant qu’il vient bien de {domain}.' },
  safeLowEvidence: { en: 'Caution: we found no clear scam signs, but we could not confirm who sent it.', fr: 'Prudence : nous n’avons trouvé aucun signe clair de fraude, mais nous n’avons pas pu confirmer l’expéditeur.' },
} satisfies Record<string, Text>;

export type ReasonKey = keyof typeof REASONS;

/** Fills {name} slots; a `nameFr` parameter, when present, is used for French text. */
export function renderReason(key: ReasonKey, language: Language, params: Record<string, string> = {}): string {
  const template = REASONS[key][language] ?? REASONS[key].en;
  return template.replace(/\{(\w+)\}/g, (_, name: string) => (language === 'fr' ? params[`${name}Fr`] : undefined) ?? params[name] ?? '');
}
