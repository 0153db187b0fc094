/**
 * Concrete next steps, English and French, chosen from the verdict and the kinds of danger found. A
 * step that names the email has its own wording for a text message (`text`).
 */
import type { Language, RiskLevel } from '../analysis.types';
import type { FindingTopic } from '../detectors/finding';

type Text = Record<Language, string> & { text?: Record<Language, string> };

const CAFC: Text = {
  en: 'Report it to the Canadian Anti-Fraud Centre: 1-888-495-8501 or antifraudcentre-centreantifraude.ca.',
  fr: 'Signalez-le au Centre antifraude du Canada : 1-888-495-8501 ou antifraudcentre-centreantifraude.ca.',
};

const DANGEROUS: Text[] = [
  {
    en: 'Do not click any link, open any attachment or reply to this email.', fr: 'Ne cliquez sur aucun lien, n’ouvrez aucune pièce jointe et ne répondez pas à ce courriel.',
    text: { en: 'Do not tap any link in this text message, and do not reply to it.', fr: 'N’appuyez sur aucun lien de ce texto et n’y répondez pas.' },
  },
  {
    en: 'Never send money, gift cards, cryptocurrency, passwords or security codes because of this email.', fr: 'N’envoyez jamais d’argent, de cartes-cadeaux, de cryptomonnaie, de mots de passe ou de codes à cause de ce courriel.',
    text: { en: 'Never send money, gift cards, cryptocurrency, passwords or security codes because of this text message.', fr: 'N’envoyez jamais d’argent, de cartes-cadeaux, de cryptomonnaie, de mots de passe ou de codes à cause de ce texto.' },
  },
  { en: 'If you already clicked or gave information, call your bank using the number on the back of your card and change your passwords.', fr: 'Si vous avez déjà cliqué ou donné des renseignements, appelez votre banque au numéro inscrit au dos de votre carte et changez vos mots de passe.' },
  CAFC,
  {
    en: 'Then delete the email.', fr: 'Ensuite, supprimez le courriel.',
    text: { en: 'Then forward the text message to 7726 (SPAM), which reports it to your phone company, and delete it.', fr: 'Ensuite, transférez le texto au 7726 (SPAM), qui le signale à votre fournisseur de téléphonie, puis supprimez-le.' },
  },
];

const SUSPICIOUS: Text[] = [
  {
    en: 'Do not click links or open attachments until you have checked.', fr: 'Ne cliquez pas sur les liens et n’ouvrez pas les pièces jointes avant d’avoir vérifié.',
    text: { en: 'Do not tap its links until you have checked.', fr: 'N’appuyez pas sur ses liens avant d’avoir vérifié.' },
  },
  { en: 'Check by another route: type the company’s website yourself or call a number you already have (for a bank, the number on the back of your card).', fr: 'Vérifiez par un autre moyen : tapez vous-même l’adresse du site ou appelez un numéro que vous connaissez déjà (pour une banque, celui au dos de votre carte).' },
  {
    en: 'Never give passwords, security codes or card numbers in reply to an email.', fr: 'Ne donnez jamais de mot de passe, de code de sécurité ou de numéro de carte en réponse à un courriel.',
    text: { en: 'Never give passwords, security codes or card numbers in reply to a text message.', fr: 'Ne donnez jamais de mot de passe, de code de sécurité ou de numéro de carte en réponse à un texto.' },
  },
];

const SAFE: Text[] = [
  {
    en: 'It looks safe. Still, never share passwords or security codes by email.', fr: 'Il semble sûr. Ne partagez tout de même jamais vos mots de passe ou codes par courriel.',
    text: { en: 'It looks safe. Still, never share passwords or security codes by text message.', fr: 'Il semble sûr. Ne partagez tout de même jamais vos mots de passe ou codes par texto.' },
  },
  { en: 'If something feels wrong, contact the sender by a phone number or website you already know.', fr: 'Si quelque chose vous semble étrange, contactez l’expéditeur par un numéro ou un site que vous connaissez déjà.' },
];

const BY_TOPIC: Partial<Record<FindingTopic, Text>> = {
  brand: {
    en: 'If you are worried about your account, open the company’s app or type its website yourself; do not use the email’s links.', fr: 'Si vous êtes inquiet pour votre compte, ouvrez l’application de l’entreprise ou tapez vous-même son adresse; n’utilisez pas les liens du courriel.',
    text: { en: 'If you are worried about your account, open the company’s app or type its website yourself; do not use the text message’s links.', fr: 'Si vous êtes inquiet pour votre compte, ouvrez l’application de l’entreprise ou tapez vous-même son adresse; n’utilisez pas les liens du texto.' },
  },
  tax: { en: 'To check your taxes, sign in to CRA My Account by typing canada.ca yourself, or call the CRA at 1-800-959-8281.', fr: 'Pour vérifier vos impôts, connectez-vous à Mon dossier de l’ARC en tapant vous-même canada.ca, ou appelez l’ARC au 1-800-959-8281.' },
  delivery: {
    en: 'To check a parcel, type the carrier’s website yourself (for example canadapost.ca) and enter your tracking number. Canada Post does not ask for fees by email.', fr: 'Pour suivre un colis, tapez vous-même l’adresse du transporteur (par exemple postescanada.ca) et entrez votre numéro de suivi. Postes Canada ne demande pas de frais par courriel.',
    text: { en: 'To check a parcel, type the carrier’s website yourself (for example canadapost.ca) and enter your tracking number. Canada Post does not ask for fees by text message.', fr: 'Pour suivre un colis, tapez vous-même l’adresse du transporteur (par exemple postescanada.ca) et entrez votre numéro de suivi. Postes Canada ne demande pas de frais par texto.' },
  },
  'personal-link': { en: 'If it comes from someone you know, ask them by phone or text, on a number you already have, whether they sent it before you open the link.', fr: 'Si le message vient de quelqu’un que vous connaissez, demandez-lui par téléphone ou par texto, à un numéro que vous avez déjà, s’il l’a bien envoyé avant d’ouvrir le lien.' },
  'family-emergency': { en: 'Call your family member (or another relative) on a number you already know before doing anything.', fr: 'Appelez votre proche (ou un autre membre de la famille) à un numéro que vous connaissez avant de faire quoi que ce soit.' },
  sextortion: { en: 'Do not pay and do not reply: they have no video. If it shows one of your passwords, change that password.', fr: 'Ne payez pas et ne répondez pas : ils n’ont aucune vidéo. S’il montre un de vos mots de passe, changez-le.' },
  'tech-support': { en: 'Never let a stranger connect to your computer. Microsoft, Apple and banks do not email or call about viruses or refunds.', fr: 'Ne laissez jamais un inconnu se connecter à votre ordinateur. Microsoft, Apple et les banques n’écrivent pas au sujet de virus ou de remboursements.' },
  payment: { en: 'No real company or agency asks to be paid in gift cards, cryptocurrency or by wire to a stranger.', fr: 'Aucune vraie entreprise ni aucun organisme ne demande d’être payé en cartes-cadeaux, en cryptomonnaie ou par virement à un inconnu.' },
  attachment: { en: 'Do not open the attachment, even to “see what it is”.', fr: 'N’ouvrez pas la pièce jointe, même « pour voir ».' },
  download: { en: 'Do not download or run a program from an email link. If you need a program, get it from its maker’s website or your device’s app store.', fr: 'Ne téléchargez et ne lancez jamais un programme à partir d’un lien dans un courriel. Si vous en avez besoin, prenez-le sur le site de son fabricant ou dans la boutique d’applications de votre appareil.' },
  investment: { en: 'Never buy shares or cryptocurrency on a tip from an email. Before you invest, check that the adviser is registered at aretheyregistered.ca.', fr: 'N’achetez jamais d’actions ni de cryptomonnaie sur le conseil d’un courriel. Avant d’investir, vérifiez que le conseiller est inscrit sur sontilsinscrits.ca.' },
  shopping: { en: 'A “free” offer that asks for your card to pay shipping often signs you up for monthly charges. Do not give your card number; if you already did, call the number on the back of your card.', fr: 'Une offre « gratuite » qui demande votre carte pour la livraison vous inscrit souvent à des frais mensuels. Ne donnez pas votre numéro de carte; si c’est déjà fait, appelez le numéro au dos de votre carte.' },
  'government-service': { en: 'Government rebates and benefits are free to apply for. Look them up yourself on canada.ca or your province’s website, not through a company that emails you.', fr: 'Les subventions et prestations du gouvernement sont gratuites. Cherchez-les vous-même sur canada.ca ou le site de votre province, pas auprès d’une entreprise qui vous écrit.' },
  health: { en: 'Before you buy a health product from an email, ask your pharmacist or doctor. Hearing aids and medicines need a health professional.', fr: 'Avant d’acheter un produit de santé vu dans un courriel, parlez-en à votre pharmacien ou à votre médecin. Les appareils auditifs et les médicaments exigent un professionnel de la santé.' },
  credentials: {
    en: 'Never type your password after clicking an email link; go to the site by typing its address yourself.', fr: 'N’entrez jamais votre mot de passe après avoir cliqué sur un lien dans un courriel; allez sur le site en tapant vous-même son adresse.',
    text: { en: 'Never type your password after tapping a link in a text message; go to the site by typing its address yourself.', fr: 'N’entrez jamais votre mot de passe après avoir appuyé sur un lien dans un texto; allez sur le site en tapant vous-même son adresse.' },
  },
  phone: {
    en: 'Do not call the number in the email; use the number on the company’s official website or your statement.', fr: 'N’appelez pas le numéro du courriel; utilisez celui du site officiel de l’entreprise ou de votre relevé.',
    text: { en: 'Do not call the number in the text message; use the number on the company’s official website or your statement.', fr: 'N’appelez pas le numéro du texto; utilisez celui du site officiel de l’entreprise ou de votre relevé.' },
  },
  job: { en: 'Real employers do not send you money to forward or ask you to pay to start a job.', fr: 'Un vrai employeur ne vous envoie pas d’argent à transférer et ne vous demande pas de payer pour commencer.' },
  loan: { en: 'No real lender promises a loan before checking your credit, or asks for a fee before paying it out.', fr: 'Aucun vrai prêteur ne promet un prêt avant de vérifier votre crédit, ni ne demande des frais avant de le verser.' },
  'premium-text': { en: 'Do not text the code word: each message you then receive is billed to your phone. To stop one, text STOP and call your carrier.', fr: 'Ne textez pas le mot demandé : chaque message reçu ensuite est facturé sur votre téléphone. Pour arrêter, textez ARRET et appelez votre fournisseur.' },
  prize: { en: 'You cannot win a contest you did not enter, and real prizes never require a fee.', fr: 'On ne gagne pas à un concours auquel on n’a pas participé, et un vrai prix n’exige jamais de frais.' },
  romance: { en: 'Never send money to someone you have only met online.', fr: 'N’envoyez jamais d’argent à quelqu’un que vous n’avez rencontré qu’en ligne.' },
};

/** The step's words for the channel: a text message's own wording where the step has one. */
function words(t: Text, language: Language, textMessage: boolean): string {
  return (textMessage && t.text ? t.text : t)[language];
}

function pick(list: Text[], language: Language, textMessage: boolean): string[] {
  return list.map((t) => words(t, language, textMessage));
}

/** `textMessage`: the verdict is about a text message, not an email. */
export function buildRecommendations(riskLevel: RiskLevel, topics: FindingTopic[], language: Language, textMessage = false): string[] {
  const topical: string[] = [];
  for (const topic of topics) {
    const t = BY_TOPIC[topic];
    const step = t ? words(t, language, textMessage) : undefined;
    if (step && !topical.includes(step)) topical.push(step);
    if (topical.length >= 2) break;
  }
  if (riskLevel === 'dangerous') {
    const [first, second, ...rest] = pick(DANGEROUS, language, textMessage);
    return [first, second, ...topical, ...rest];
  }
  if (riskLevel === 'suspicious') return [...pick(SUSPICIOUS, language, textMessage), ...topical, CAFC[language]];
  return pick(SAFE, language, textMessage);
}
