import type { Dictionary } from './dictionary';
import { applyFrenchTypography, mapStrings } from './french-typography';

/**
 * Français canadien. Vocabulary choices, for reviewers:
 * - "courriel" (never "e-mail"/"mail"), "infolettre", "virement Interac", "hameçonnage";
 * - verdicts: SANS DANGER / PRUDENCE / ARNAQUE. "SÛR" alone reads oddly as a stamp in Quebec
 *   ("c'est sûr" = "for sure"); "SANS DANGER" is what people say. "ARNAQUE" is widely used in
 *   Canada (the Centre antifraude du Canada uses "fraude" and "arnaque").
 * - the Canadian Anti-Fraud Centre is "le Centre antifraude du Canada".
 * Typed with ordinary spaces; applyFrenchTypography adds the non-breaking ones.
 */
const frRaw: Dictionary = {
  common: {
    brandName: 'ScamCheck',
    colon: ' : ',
    tagline: 'La sécurité des courriels pour les familles canadiennes',
    greeting: 'Bonjour {name},',
    greetingNoName: 'Bonjour,',
    footerAbout:
      'ScamCheck vérifie les courriels douteux pour les familles. Conçu au Canada. Gratuit pendant notre bêta fermée, offert tel quel.',
    footerPrivacy: 'Nous ne conservons, ne suivons et ne vendons jamais les courriels que vous nous transférez.',
    footerSupportEmail: 'Des questions? Écrivez-nous à {email}.',
    footerSupportUrl: 'Des questions? Joignez-nous à {url}',
    footerCafc:
      "Vous avez perdu de l'argent ou donné des renseignements personnels? Appelez votre banque sans tarder, puis signalez-le au Centre antifraude du Canada au 1-888-495-8501.",
    footerAutomatic: 'Ce message a été envoyé automatiquement.',
    linkRemoved: '[lien retiré]',
    noSubject: '(sans objet)',
    unknownSender: '(expéditeur inconnu)',
    fromLabel: 'De',
    subjectLabel: 'Objet',
    forwardedEmailTitle: 'Le courriel que vous avez transféré',
    safetyTipsTitle: 'En attendant, restez prudent',
    safetyTips: [
      "Ne cliquez sur aucun lien et n'ouvrez aucune pièce jointe d'un courriel que vous n'attendiez pas.",
      "Ne répondez pas et n'envoyez jamais d'argent, de mots de passe, de codes ni de renseignements bancaires.",
      "Si le courriel dit venir de votre banque, du gouvernement ou d'une entreprise que vous connaissez, appelez-les à un numéro de confiance : celui au dos de votre carte, sur une facture ou sur leur site officiel. N'utilisez jamais le numéro indiqué dans le courriel.",
      "Dans le doute, demandez l'avis d'un proche avant de faire quoi que ce soit.",
    ],
    buttonFallback: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
    testNotice:
      "TEST : ceci est un courriel d'exemple envoyé par un administrateur de ScamCheck. Il ne concerne pas un vrai message.",
    visitSite: 'ScamCheck : {url}',
  },
  analysis: {
    verdictLabels: { safe: 'SANS DANGER', suspicious: 'PRUDENCE', dangerous: 'ARNAQUE', unknown: 'INCONNU' },
    riskLevelNames: { safe: 'Sans danger', suspicious: 'Suspect', dangerous: 'Dangereux', unknown: 'Inconnu' },
    riskLevelLine: 'Niveau de risque : {level}',
    headlines: {
      safe: 'Ce courriel semble sans danger.',
      suspicious: 'Soyez prudent avec ce courriel.',
      dangerous: 'Ce courriel est une arnaque.',
      unknown: "Nous n'avons pas pu arriver à une conclusion claire.",
    },
    summaries: {
      safe: "Nous n'avons rien trouvé d'inquiétant. Si quelque chose vous semble quand même louche, vérifiez auprès de l'expéditeur par téléphone ou en personne.",
      suspicious:
        "Certains éléments de ce courriel ressemblent à une arnaque. Ne cliquez pas, ne répondez pas et ne payez rien avant d'avoir vérifié auprès de l'expéditeur autrement, par exemple en appelant un numéro de confiance.",
      dangerous:
        "Ne cliquez sur aucun lien, n'ouvrez aucune pièce jointe, ne répondez pas et n'envoyez pas d'argent. Le plus sûr est de le supprimer.",
      unknown:
        "Traitez ce courriel avec prudence. Ne cliquez sur aucun lien et ne répondez pas avant d'avoir vérifié auprès de l'expéditeur autrement.",
    },
    preheaders: {
      safe: 'Bonne nouvelle : ce courriel semble sans danger.',
      suspicious: "Prudence : vérifiez auprès de l'expéditeur avant d'agir.",
      dangerous: 'Ceci est une arnaque. Ne cliquez pas, ne répondez pas, ne payez pas.',
      unknown: "Nous n'avons pas pu conclure. Soyez prudent.",
    },
    confidence: 'Degré de certitude : {percent} %',
    notSeparatedTitle: 'À noter',
    notSeparated:
      "Nous n'avons pas pu séparer le message d'origine de votre transfert. Nous avons donc analysé tout ce que nous avons reçu, y compris la note que vous avez pu ajouter.",
    reasonsTitle: 'Pourquoi nous le pensons',
    groupCritical: "Signaux d'alarme",
    groupWarning: 'Points à surveiller',
    groupSafe: 'Bons signes',
    groupAi: 'Éléments repérés par notre IA',
    aiLabel: 'IA',
    noReasons: "Nous n'avons rien relevé de particulier.",
    whatToDoTitle: 'Que faire',
    defaultRecommendations: {
      safe: [
        'Vous pouvez lire ce courriel normalement.',
        "S'il vous demande un jour de l'argent ou des renseignements personnels, vérifiez d'abord auprès de l'expéditeur.",
      ],
      suspicious: [
        "Ne cliquez sur aucun lien et n'ouvrez aucune pièce jointe de ce courriel.",
        "Communiquez avec l'expéditeur à un numéro de téléphone ou sur un site Web que vous connaissez déjà.",
      ],
      dangerous: [
        "Ne cliquez sur aucun lien, n'ouvrez aucune pièce jointe et ne répondez pas.",
        'Supprimez le courriel.',
        'Si vous avez déjà donné des renseignements ou payé, appelez votre banque sans tarder.',
      ],
      unknown: [
        'Pour le moment, ne cliquez sur aucun lien et ne répondez pas.',
        "Communiquez avec l'expéditeur à un numéro de téléphone ou sur un site Web que vous connaissez déjà.",
      ],
    },
    aiRecommendationTitle: 'Le conseil de notre assistant IA',
    checkedEmailTitle: 'Le courriel que vous nous avez demandé de vérifier',
    excerptTitle: 'Le début du message',
  },
  unregistered: {
    subject: 'Courriel reçu : inscrivez-vous pour le faire vérifier',
    preheader: "Votre adresse n'est pas encore inscrite. Nous n'avons donc pas vérifié ce courriel.",
    heading: "Merci de nous avoir transféré ce courriel",
    intro:
      "Nous avons bien reçu le courriel que vous avez transféré à {scanAddress}, mais votre adresse courriel n'est pas encore inscrite à ScamCheck.",
    notAnalysed: "Nous ne l'avons donc pas vérifié. Traitez-le avec prudence d'ici là.",
    signupTitle: "L'inscription prend quelques minutes. C'est gratuit.",
    signupSteps: [
      'Créez votre compte gratuit à {url} (ScamCheck est en bêta fermée).',
      "Utilisez la même adresse courriel que celle d'où vous avez transféré ce message.",
      'Transférez de nouveau le courriel à {scanAddress}. Vous recevrez notre réponse en quelques instants.',
    ],
    button: 'Créer mon compte gratuit',
  },
  allowance: {
    subject: "Limite quotidienne atteinte : votre courriel n'a pas été vérifié",
    preheader: 'Vous avez atteint votre limite quotidienne. Veuillez réessayer plus tard.',
    heading: 'Vous avez atteint votre limite quotidienne',
    limitOne: 'Vous pouvez faire vérifier {limit} courriel par période de 24 heures, et vous avez atteint cette limite.',
    limitMany:
      "Vous pouvez faire vérifier jusqu'à {limit} courriels par période de 24 heures, et vous avez atteint cette limite.",
    notChecked: "Nous n'avons pas vérifié le courriel « {subject} ».",
    tryLater: 'Veuillez nous le transférer de nouveau plus tard.',
    tryLaterHint: 'Vous pourrez réessayer {hint}.',
    rushWarning:
      "Si le courriel vous presse d'agir vite, c'est déjà un signal d'alarme. Les fraudeurs pressent les gens exprès. Vous avez toujours le droit d'attendre.",
  },
  signup: {
    subject: 'Confirmez votre compte ScamCheck',
    preheader: 'Dernière étape : confirmez votre adresse courriel.',
    heading: 'Bienvenue chez ScamCheck',
    body: 'Veuillez confirmer votre adresse courriel pour terminer la création de votre compte.',
    button: 'Confirmer mon courriel',
    expiry: 'Ce lien est valide pendant 24 heures.',
    ignore: "Si vous n'avez pas créé de compte ScamCheck, vous pouvez ignorer ce courriel. Rien ne se passera.",
  },
  recovery: {
    subject: 'Réinitialisez votre mot de passe ScamCheck',
    preheader: 'Choisissez un nouveau mot de passe pour votre compte ScamCheck.',
    heading: 'Réinitialisez votre mot de passe',
    body: "Nous avons reçu une demande de réinitialisation du mot de passe de votre compte ScamCheck. Vous pouvez en choisir un nouveau à l'aide du lien ci-dessous.",
    button: 'Choisir un nouveau mot de passe',
    expiry: 'Ce lien est valide pendant 24 heures.',
    ignore: "Si vous n'avez rien demandé, ignorez ce courriel. Votre mot de passe ne changera pas.",
    neverAsk: 'ScamCheck ne vous demandera jamais votre mot de passe par courriel ni par téléphone.',
  },
  oversized: {
    subject: 'Votre courriel était trop volumineux pour être vérifié',
    preheader: "Nous n'avons pas pu vérifier ce courriel parce qu'il est trop volumineux.",
    heading: 'Ce courriel est trop volumineux pour que nous le vérifiions',
    body: "Le courriel « {subject} » dépasse {max} Mo, la taille maximale que nous pouvons vérifier. Nous ne l'avons donc pas analysé. Désolés!",
    tryTitle: 'Ce que vous pouvez essayer',
    tips: [
      'Transférez-le-nous de nouveau sans les pièces jointes (photos, documents).',
      'Ou copiez le texte du courriel, collez-le dans un nouveau courriel et envoyez-le-nous.',
    ],
  },
  textMessage: {
    subjectFrom: 'Texto de {sender}',
    subjectNoSender: 'Texto',
    readScreenshotTitle: "Ce que nous avons lu sur votre capture d'écran",
    readPastedTitle: 'Le texto que nous avons vérifié',
    readNote: "Vérifiez qu'il s'agit bien du message voulu. Si nous l'avons mal lu, envoyez une capture d'écran plus nette, ou copiez les mots du message dans un courriel.",
    senderLabel: 'Envoyé par',
    wordsLabel: 'Début du message',
    senderNotShown: "non visible sur la capture d'écran",
    headlines: {
      safe: 'Ce texto semble sans danger.',
      suspicious: 'Soyez prudent avec ce texto.',
      dangerous: 'Ce texto est une arnaque.',
      unknown: "Nous n'avons pas pu arriver à une conclusion claire.",
    },
    summaries: {
      safe: "Nous n'avons rien trouvé d'inquiétant. Si quelque chose vous semble quand même louche, vérifiez auprès de l'expéditeur par téléphone ou en personne.",
      suspicious:
        "Certains éléments de ce texto ressemblent à une arnaque. N'appuyez pas sur ses liens, ne répondez pas et ne payez rien avant d'avoir vérifié auprès de l'expéditeur autrement, par exemple en appelant un numéro de confiance.",
      dangerous: "N'appuyez sur aucun lien, ne répondez pas et n'envoyez pas d'argent. Le plus sûr est de le supprimer.",
      unknown: "Traitez ce texto avec prudence. N'appuyez sur aucun lien et ne répondez pas avant d'avoir vérifié auprès de l'expéditeur autrement.",
    },
    preheaders: {
      safe: 'Bonne nouvelle : ce texto semble sans danger.',
      suspicious: "Prudence : vérifiez auprès de l'expéditeur avant d'agir.",
      dangerous: "Ce texto est une arnaque. N'appuyez pas, ne répondez pas, ne payez pas.",
      unknown: "Nous n'avons pas pu conclure. Soyez prudent.",
    },
  },
  screenshotProblem: {
    subject: "Nous n'avons pas pu lire votre capture d'écran",
    preheader: 'Voici quoi envoyer à la place.',
    heading: "Nous n'avons pas pu lire l'image que vous avez envoyée",
    reasons: {
      'too-large': "L'image est plus grande que ce que nous pouvons lire.",
      'too-small': "L'image est trop petite pour que nous puissions en lire les mots.",
      unsupported: "Nous ne pouvons pas ouvrir cette image : le fichier est peut-être abîmé, ou d'un type que nous ne lisons pas.",
      unreadable: "Nous n'y avons pas trouvé les mots d'un texto. L'image est peut-être floue, coupée, ou ce n'est pas un message.",
    },
    notChecked: "Nous ne l'avons donc pas encore vérifiée. Il suffit d'une minute pour nous la renvoyer :",
    tryTitle: 'Quoi envoyer à la place',
    steps: [
      "Une capture d'écran du message : sur un iPhone, appuyez en même temps sur le bouton latéral et le bouton d'augmentation du volume; sur Android, sur le bouton d'alimentation et le bouton de baisse du volume. Envoyez la capture telle quelle, sans la rogner.",
      "Ou les mots eux-mêmes : appuyez longuement sur le message, choisissez « Copier », puis collez-le dans un nouveau courriel à notre adresse. Ajoutez le numéro de l'expéditeur sur la première ligne, par exemple « De : +1 514 555 0199 ».",
      "Évitez de photographier l'écran avec un autre téléphone : la photo est souvent trop floue pour être lue.",
    ],
    thenSend: "Envoyez-la à la même adresse que d'habitude. Vous recevrez notre réponse en une minute ou deux. D'ici là, ne touchez à aucun lien du message et n'y répondez pas.",
  },
  unreadable: {
    subject: "Nous n'avons pas pu lire votre courriel",
    preheader: 'Essayez de le transférer en pièce jointe.',
    heading: "Nous n'avons pas pu lire le courriel que vous avez transféré",
    body: "Nous avons reçu « {subject} », mais nous n'avons pas pu en lire le contenu. Nous ne l'avons donc pas vérifié.",
    tryTitle: 'Essayez de le transférer en pièce jointe',
    steps: [
      'Gmail : ouvrez le courriel, cliquez sur les trois points (⋮) en haut à droite, puis choisissez « Transférer en tant que pièce jointe ».',
      'Outlook : ouvrez le courriel, choisissez « Autres actions » (…), puis « Transférer en tant que pièce jointe ».',
      "Apple Mail : ouvrez le courriel, puis dans le menu Message, choisissez « Réexpédier en tant que pièce jointe ».",
    ],
    thenSend: "Envoyez-le-nous ensuite comme d'habitude.",
  },
  unverified: {
    subject: "Nous n'avons pas pu confirmer que ce transfert vient de vous",
    preheader: "Pour protéger votre compte, nous ne l'avons pas vérifié.",
    heading: "Nous n'avons pas pu confirmer que ce courriel vient de vous",
    body: "Nous avons reçu « {subject} » à partir de votre adresse, mais nous n'avons pas pu confirmer que vous l'avez envoyé. Nous ne l'avons donc pas vérifié. Pour protéger votre compte, nous répondons seulement aux transferts dont votre fournisseur de courriel confirme qu'ils viennent de vous.",
    tryTitle: 'Ce que vous pouvez faire',
    tips: [
      "Transférez-le de nouveau directement à partir de votre boîte de courriel habituelle, et non au moyen d'une règle de transfert automatique ou d'un autre service.",
      "Si vous ne l'avez pas envoyé, vous pouvez ignorer ce courriel : rien n'a été compté dans vos vérifications quotidiennes.",
    ],
  },
  contact: {
    subjectWithTopic: 'Formulaire de contact : {subject}',
    subjectWithoutTopic: 'Formulaire de contact : message de {name}',
    heading: 'Nouveau message du formulaire de contact',
    nameLabel: 'Nom',
    emailLabel: 'Courriel',
    subjectLabel: 'Objet',
    languageLabel: 'Langue',
    messageLabel: 'Message',
    languageName: 'Français',
    noTopic: '(aucun)',
  },
  samples: {
    dangerous: {
      recipientName: 'Ginette',
      originalSender: 'Virement Interac <notify@interac-etransfer-deposit.com>',
      originalSubject: 'Virement INTERAC : vous avez reçu 450,00 $ (CAD)',
      contentExcerpt:
        "Bonjour Ginette,\nVous avez reçu 450,00 $ (CAD) de ROGER MILLER.\nCliquez ici pour déposer les fonds : https://interac-deposit-secure.com/claim?id=8841\nCe virement expirera dans 24 heures. Choisissez votre institution financière et connectez-vous pour l'accepter.",
      reasons: [
        'Délai urgent : le virement « expirera dans 24 heures », pour vous presser',
        "Lien suspect : il mène à interac-deposit-secure.com, qui n'est pas un site d'Interac ni d'une banque",
        "Expéditeur suspect : l'adresse ne vient pas d'Interac (les vrais avis viennent de notify@payments.interac.ca)",
        "Prudence : on vous demande de vous connecter à votre banque à partir d'un lien dans le courriel",
      ],
      aiReasons: [
        'Correspond à une arnaque connue de faux dépôt de virement Interac qui circule partout au Canada',
        'Le texte et la mise en page imitent un vrai avis Interac pour inspirer confiance',
      ],
      recommendations: [
        "Ne cliquez pas sur le lien et n'entrez aucun renseignement bancaire.",
        'Supprimez le courriel.',
        "Si vous attendiez de l'argent, ouvrez vous-même l'application ou le site de votre banque pour vérifier. N'utilisez jamais un lien reçu par courriel.",
        'Si vous avez déjà entré vos renseignements bancaires, appelez votre banque sans tarder au numéro inscrit au dos de votre carte.',
      ],
      aiEnhancedRecommendation:
        "Les fraudeurs copient de très près les courriels d'Interac. Avant d'accepter un virement, demandez à la personne qui l'aurait envoyé, par téléphone et non par courriel, si elle vous a vraiment envoyé de l'argent. Bien des banques déposent maintenant les virements automatiquement : vous n'avez peut-être rien à cliquer du tout.",
    },
    suspicious: {
      recipientName: 'Gilles',
      originalSender: 'Livraison Postes Canada <avis-livraison@cp-parcel-info.net>',
      originalSubject: 'Action requise : votre colis est en attente',
      contentExcerpt:
        "Nous avons tenté de livrer votre colis aujourd'hui, mais personne n'était à la maison.\nVotre colis est retenu en raison de frais d'expédition impayés de 1,99 $.\nVeuillez confirmer votre adresse d'ici 48 heures, sinon le colis sera retourné à l'expéditeur : https://cp-parcel-info.net/redeliver",
      reasons: [
        'Ton urgent : « d\'ici 48 heures, sinon le colis sera retourné »',
        'Prudence : on vous demande de petits frais pour libérer un colis, une ruse courante pour obtenir des numéros de carte',
        "Avertissement : l'adresse Web de l'expéditeur n'est pas celle de Postes Canada (canadapost-postescanada.ca)",
        'Le courriel ne contient aucune pièce jointe',
      ],
      aiReasons: ['Ressemble à des avis de livraison qui sont souvent, mais pas toujours, frauduleux'],
      recommendations: [
        'Ne payez rien et ne cliquez pas sur le lien de ce courriel.',
        'Si vous attendez un colis, vérifiez-le en tapant vous-même postescanada.ca dans votre navigateur, ou avec le numéro de suivi fourni par le magasin.',
        'Méfiez-vous de tout courriel qui réclame de petits frais pour livrer un colis.',
      ],
      aiEnhancedRecommendation:
        'Ce message ressemble à un avis de livraison, mais il mise sur un délai et de petits frais pour obtenir les renseignements de votre carte. Si vous avez commandé quelque chose, allez vous-même sur le site du magasin ou du transporteur pour suivre la livraison.',
    },
    safe: {
      recipientName: 'Sophie',
      originalSender: 'École publique Maple Grove <infolettre@maplegrove-ps.ca>',
      originalSubject: 'Infolettre de Maple Grove : novembre',
      contentExcerpt:
        "Chères familles,\nLa reprise des photos scolaires aura lieu le mardi 18 novembre. La collecte de denrées de la 3e année se poursuit jusqu'à vendredi. Merci de votre générosité!\nRappel : le conseil d'établissement se réunit jeudi à 18 h 30 à la bibliothèque.",
      reasons: [
        "L'adresse de l'expéditeur correspond au site Web de l'école",
        "Aucune demande d'argent, de mot de passe ni de renseignements personnels",
        'Les liens mènent uniquement au site du centre de services scolaire',
      ],
      aiReasons: ['Se lit comme une infolettre scolaire habituelle'],
      recommendations: [
        'Vous pouvez lire ce courriel normalement.',
        "Comme toujours, si un courriel vous demande un jour de l'argent ou des renseignements personnels, vérifiez d'abord auprès de l'école par téléphone.",
      ],
    },
    unregistered: {
      attemptedEmailSubject: 'Virement INTERAC : vous avez reçu 450,00 $ (CAD)',
      attemptedEmailSender: 'Virement Interac <notify@interac-etransfer-deposit.com>',
    },
    textMessage: {
      recipientName: 'Marguerite',
      originalSender: '+1 (514) 555-0173',
      originalSubject: 'Est-ce que c’est vrai?',
      contentExcerpt: 'Postes Canada : votre colis est retenu, des frais de livraison de 1,99 $ sont impayés. Réglez-les ici pour recevoir votre colis : https://postescanada-livraison.top/payer',
      reasons: [
        'Danger : l’adresse postescanada-livraison.top imite Postes Canada mais ne lui appartient pas.',
        'Suspect : le message dit qu’un colis est retenu et demande des frais ou des renseignements.',
        'Attention : il parle de Postes Canada, mais ses liens mènent à d’autres sites.',
      ],
      aiReasons: ['La formulation ressemble aux textos frauduleux de frais de livraison vus partout au Canada'],
      recommendations: [
        'Ne touchez pas au lien et ne répondez pas au texto.',
        'Postes Canada ne demande pas de frais par texto. Pour suivre un colis, allez vous-même sur canadapost-postescanada.ca et entrez le numéro de suivi.',
        'Supprimez le texto. Vous pouvez aussi le transférer au 7726 (SPAM) pour le signaler à votre fournisseur de téléphonie.',
        'Si vous avez déjà entré votre numéro de carte, appelez votre banque sans tarder au numéro inscrit au dos de votre carte.',
      ],
    },
  },
};

export const fr: Dictionary = mapStrings(frRaw, applyFrenchTypography);
