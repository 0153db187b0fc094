import type { PerRiskLevel } from './dictionary';

/**
 * The words of the family emails (household, trusted family member, alerts, "was this right?").
 * Kept apart from dictionary.ts so the family feature can grow without touching every other email.
 */
export interface FamilyDictionary {
  readonly languageName: string;
  readonly householdInvite: {
    /** {inviter} */
    readonly subject: string;
    readonly preheader: string;
    /** {inviter} */
    readonly heading: string;
    /** {inviter}, {inviterEmail}, {memberEmail}, {memberName} */
    readonly added: string;
    /** {scanAddress} */
    readonly whatItMeans: string;
    /** {inviter} */
    readonly privacy: string;
    readonly button: string;
    readonly expiry: string;
    /** {inviter} */
    readonly ignore: string;
  };
  readonly trustedInvite: {
    /** {inviter} */
    readonly subject: string;
    readonly preheader: string;
    readonly heading: string;
    /** {inviter}, {inviterEmail} */
    readonly named: string;
    readonly whatYouGet: string;
    readonly neverContent: string;
    readonly button: string;
    readonly stopAnyTime: string;
    readonly expiry: string;
    /** {inviter} */
    readonly ignore: string;
  };
  readonly alert: {
    /** {member}, {verdict} */
    readonly subject: string;
    /** {member} */
    readonly headings: PerRiskLevel;
    readonly intro: string;
    readonly whoLabel: string;
    readonly verdictLabel: string;
    readonly advisedTitle: string;
    readonly whatYouCanDoTitle: string;
    /** {member} */
    readonly whatYouCanDo: readonly string[];
    readonly neverContent: string;
    /** {inviter} */
    readonly why: string;
    readonly stopButton: string;
  };
  readonly feedback: {
    readonly title: string;
    readonly question: string;
    readonly yes: string;
    readonly noScam: string;
    readonly noSafe: string;
    readonly note: string;
  };
  readonly help: {
    readonly title: string;
    readonly text: string;
    readonly button: string;
  };
  readonly helpAlert: {
    /** {member} */
    readonly subject: string;
    /** {member} */
    readonly heading: string;
    /** {member} */
    readonly told: string;
    readonly situations: Readonly<Record<'clicked' | 'password' | 'card' | 'etransfer' | 'giftcards' | 'crypto' | 'remote' | 'sin' | 'cra', string>>;
    /** {member} */
    readonly callNow: string;
    readonly stepsButton: string;
  };
}

export const familyEn: FamilyDictionary = {
  languageName: 'English',
  householdInvite: {
    subject: 'Please confirm: {inviter} added your address to ScamCheck',
    preheader: 'One tap to confirm your address and start checking suspicious emails.',
    heading: 'Join {inviter}’s ScamCheck household',
    added: '{inviter} ({inviterEmail}) added this address, {memberEmail}, to their ScamCheck account under the name {memberName}.',
    whatItMeans:
      'Once you confirm, you can forward any suspicious email to {scanAddress} and get back SAFE, CAUTION or SCAM, why, and what to do. You do not need an account or a password.',
    privacy:
      'Your checks count towards {inviter}’s account and appear in its history: the date, the sender, the subject and the verdict of each email you forward. Never its content.',
    button: 'Yes, this is my address and I agree',
    expiry: 'This link works once, for 7 days.',
    ignore: 'If you do not know {inviter} or do not want this, ignore this email. Nothing will happen.',
  },
  trustedInvite: {
    subject: '{inviter} would like you to be their trusted family member on ScamCheck',
    preheader: 'Agree to be told when someone in their household receives a scam.',
    heading: 'Will you be the trusted family member?',
    named: '{inviter} ({inviterEmail}) named you as the trusted family member of their ScamCheck household.',
    whatYouGet:
      'If you agree, we will email you when someone in that household forwards us an email that is a scam: who received it, who sent it, its subject, our verdict and what we advised.',
    neverContent: 'We never send you the content of their emails.',
    button: 'I agree to receive these alerts',
    stopAnyTime: 'You can stop at any time with the link at the bottom of every alert.',
    expiry: 'This link works once, for 7 days.',
    ignore: 'If you do not know {inviter} or do not want this, ignore this email. You will receive nothing.',
  },
  alert: {
    subject: 'ScamCheck alert: {member} received an email rated {verdict}',
    headings: {
      dangerous: '{member} received a scam',
      suspicious: '{member} received an email that calls for caution',
      safe: '{member} received an email',
      unknown: '{member} received an email we could not rate',
    },
    intro: 'We checked an email for them and told them what to do. Here is what you should know.',
    whoLabel: 'Received by',
    verdictLabel: 'Verdict',
    advisedTitle: 'What we advised',
    whatYouCanDoTitle: 'What you can do',
    whatYouCanDo: [
      'Call {member} to check they are fine and did not click, pay or give out a code.',
      'If they did, open the “I already clicked” steps together: {helpUrl}',
    ],
    neverContent: 'We never send you the content of their emails.',
    why: 'You get this alert because {inviter} named you as the trusted family member of their ScamCheck household, and you agreed.',
    stopButton: 'Stop these alerts',
  },
  feedback: {
    title: 'Was this right?',
    question: 'One tap tells us whether our verdict was right. No sign-in needed.',
    yes: 'Yes, it was right',
    noScam: 'No, it is a scam',
    noSafe: 'No, it is safe',
    note: 'These links work once, for 30 days.',
  },
  help: {
    title: 'Already clicked, paid or gave a code?',
    text: 'Do not panic. These steps, in order, help you limit the damage.',
    button: 'Show me what to do now',
  },
  helpAlert: {
    subject: 'ScamCheck: {member} needs your help now',
    heading: '{member} needs your help',
    told: '{member} told us, from the ScamCheck page “I already clicked”:',
    situations: {
      clicked: 'I clicked a link',
      password: 'I typed a password',
      card: 'I gave my card number or bank details',
      etransfer: 'I sent an Interac e-Transfer',
      giftcards: 'I bought gift cards',
      crypto: 'I sent cryptocurrency',
      remote: 'I let someone control my computer',
      sin: 'I gave my Social Insurance Number',
      cra: 'I paid a “CRA” debt',
    },
    callNow: 'Please call {member} now and go through the steps together. Acting fast limits the damage.',
    stepsButton: 'See the steps',
  },
};

export const familyFrRaw: FamilyDictionary = {
  languageName: 'Français',
  householdInvite: {
    subject: 'À confirmer : {inviter} a ajouté votre adresse à ScamCheck',
    preheader: 'Un clic pour confirmer votre adresse et faire vérifier les courriels douteux.',
    heading: 'Rejoignez le foyer ScamCheck de {inviter}',
    added: '{inviter} ({inviterEmail}) a ajouté cette adresse, {memberEmail}, à son compte ScamCheck sous le nom {memberName}.',
    whatItMeans:
      'Une fois l’adresse confirmée, vous pourrez transférer tout courriel douteux à {scanAddress} et recevoir SANS DANGER, PRUDENCE ou ARNAQUE, pourquoi, et quoi faire. Aucun compte ni mot de passe requis.',
    privacy:
      'Vos vérifications comptent pour le compte de {inviter} et figurent dans son historique : la date, l’expéditeur, l’objet et le verdict de chaque courriel transféré. Jamais son contenu.',
    button: 'Oui, c’est mon adresse et j’accepte',
    expiry: 'Ce lien fonctionne une seule fois, pendant 7 jours.',
    ignore: 'Si vous ne connaissez pas {inviter} ou ne voulez pas de ce service, ignorez ce courriel. Rien ne se passera.',
  },
  trustedInvite: {
    subject: '{inviter} aimerait que vous soyez son proche de confiance sur ScamCheck',
    preheader: 'Acceptez d’être prévenu quand quelqu’un de son foyer reçoit une arnaque.',
    heading: 'Voulez-vous être le proche de confiance?',
    named: '{inviter} ({inviterEmail}) vous a désigné comme proche de confiance de son foyer ScamCheck.',
    whatYouGet:
      'Si vous acceptez, nous vous écrirons quand une personne de ce foyer nous transfère un courriel qui est une arnaque : qui l’a reçu, qui l’a envoyé, son objet, notre verdict et nos conseils.',
    neverContent: 'Nous ne vous envoyons jamais le contenu de leurs courriels.',
    button: 'J’accepte de recevoir ces alertes',
    stopAnyTime: 'Vous pouvez arrêter en tout temps avec le lien au bas de chaque alerte.',
    expiry: 'Ce lien fonctionne une seule fois, pendant 7 jours.',
    ignore: 'Si vous ne connaissez pas {inviter} ou ne voulez pas de ce service, ignorez ce courriel. Vous ne recevrez rien.',
  },
  alert: {
    subject: 'Alerte ScamCheck : {member} a reçu un courriel jugé {verdict}',
    headings: {
      dangerous: '{member} a reçu une arnaque',
      suspicious: '{member} a reçu un courriel qui demande de la prudence',
      safe: '{member} a reçu un courriel',
      unknown: '{member} a reçu un courriel que nous n’avons pas pu évaluer',
    },
    intro: 'Nous avons vérifié un courriel pour cette personne et lui avons dit quoi faire. Voici ce que vous devez savoir.',
    whoLabel: 'Reçu par',
    verdictLabel: 'Verdict',
    advisedTitle: 'Nos conseils',
    whatYouCanDoTitle: 'Ce que vous pouvez faire',
    whatYouCanDo: [
      'Appelez {member} pour vérifier que tout va bien et qu’aucun lien n’a été cliqué, rien payé, aucun code donné.',
      'Si c’est le cas, ouvrez ensemble les étapes « J’ai déjà cliqué » : {helpUrl}',
    ],
    neverContent: 'Nous ne vous envoyons jamais le contenu de leurs courriels.',
    why: 'Vous recevez cette alerte parce que {inviter} vous a désigné comme proche de confiance de son foyer ScamCheck, et que vous avez accepté.',
    stopButton: 'Arrêter ces alertes',
  },
  feedback: {
    title: 'Avions-nous raison?',
    question: 'Un clic nous dit si notre verdict était juste. Aucune connexion requise.',
    yes: 'Oui, c’était juste',
    noScam: 'Non, c’est une arnaque',
    noSafe: 'Non, c’est sans danger',
    note: 'Ces liens fonctionnent une seule fois, pendant 30 jours.',
  },
  help: {
    title: 'Déjà cliqué, payé ou donné un code?',
    text: 'Pas de panique. Ces étapes, dans l’ordre, aident à limiter les dégâts.',
    button: 'Quoi faire maintenant',
  },
  helpAlert: {
    subject: 'ScamCheck : {member} a besoin de votre aide maintenant',
    heading: '{member} a besoin de votre aide',
    told: '{member} nous a dit, depuis la page ScamCheck « J’ai déjà cliqué » :',
    situations: {
      clicked: 'J’ai cliqué sur un lien',
      password: 'J’ai tapé un mot de passe',
      card: 'J’ai donné mon numéro de carte ou mes renseignements bancaires',
      etransfer: 'J’ai envoyé un virement Interac',
      giftcards: 'J’ai acheté des cartes-cadeaux',
      crypto: 'J’ai envoyé de la cryptomonnaie',
      remote: 'J’ai laissé quelqu’un prendre le contrôle de mon ordinateur',
      sin: 'J’ai donné mon numéro d’assurance sociale',
      cra: 'J’ai payé une « dette » à l’ARC',
    },
    callNow: 'Appelez {member} maintenant et suivez les étapes ensemble. Agir vite limite les dégâts.',
    stepsButton: 'Voir les étapes',
  },
};
