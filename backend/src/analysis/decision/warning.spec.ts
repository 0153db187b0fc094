import { foldText } from '../text/normalize';
import { warnsOfScam } from './warning';

/** A warning that retells a scam, beside a message that uses the same words to make its own ask. */
const CASES: [string, string, string][] = [
  [
    'a club member warns the list that a friend\'s account was taken over',
    "Ne répondez surtout pas au courriel de Gilles : il est chez lui et va très bien. Son compte Hotmail a été piraté et quelqu'un a écrit à tous ses contacts.",
    "Je suis à Londres et on m'a volé mon portefeuille. Mon compte Hotmail a été piraté, ne m'appelez pas, envoyez l'argent par Western Union.",
  ],
  [
    'a son answers his mother about a "new number" text',
    "Mom, that's not me, it's a scam. Don't reply to that number and don't send anything. > Hi Mum it's me, this is my new number, can you pay a bill for me today?",
    "Mom, it's me, this is my new number. Can you pay a bill for me today? Don't tell Dad.",
  ],
  [
    'a grandchild tells the family what grandma nearly fell for',
    "Grand-maman a failli se faire avoir hier. Le soi-disant petit-fils voulait des cartes-cadeaux. Elle a fait un signalement au Centre antifraude du Canada.",
    "Grand-maman, c'est moi. Peux-tu acheter des cartes-cadeaux et m'envoyer les codes en photo? Dis-le pas à papa.",
  ],
  [
    'a neighbour copies a fake Hydro email',
    "Voici un bout du faux courriel. « Un code vous sera envoyé par texto, veuillez nous le transmettre. » C'est une fraude. Appelez au numéro sur votre vraie facture.",
    "Un code vous sera envoyé par texto, veuillez nous le transmettre en réponse à ce courriel pour recevoir votre remboursement.",
  ],
  [
    'a cabinet-maker answers a client about a fake delivery text',
    "Le texto de « livraison en attente » n'a rien à voir avec nous. C'est une arnaque qui circule beaucoup. Vous avez bien fait de ne pas cliquer.",
    'Votre livraison est en attente. Des frais de 2,99 $ sont requis, répondez à ce courriel avec votre numéro de carte.',
  ],
  [
    'a father tells the family about a "new number" text his son disowned',
    "Hier j'ai reçu un texto « Salut papa, nouveau numéro, envoie le virement à cette adresse ». Simon a répondu : c'était pas moi. J'ai bloqué le numéro.",
    "Salut papa, c'est moi, nouveau numéro. Envoie le virement à cette adresse aujourd'hui, c'est pas moi qui décide de la date.",
  ],
  [
    'a son disowns an email sent in his name, without the word "scam"',
    "Dad, that's NOT me. My number and my email haven't changed. Please don't answer it and don't give them anything, just delete it.",
    "Hi Dad, it's me, my phone broke so this is my new email. Send me your cell number so I can add you on WhatsApp.",
  ],
  [
    'a daughter answers "is this real?" about a tax threat',
    'No, that one is fake. The tax agency never wants to be paid in Bitcoin. You can just delete it, and you were right not to call.',
    'This is not fake, it is your final notice. Pay the balance in Bitcoin today to avoid an arrest, and do not discuss it with anyone.',
  ],
  [
    'a father tells his daughter about a text he reported, without the word "scam"',
    "J'ai reçu un texto « salut papa, nouveau numéro » qui voulait 900 $ en bitcoin. J'ai appelé ton frère sur son vrai numéro. Je l'ai signalé au Centre antifraude du Canada.",
    "Salut papa, nouveau numéro. J'ai besoin de 900 $ en bitcoin aujourd'hui, dépose-les au guichet du dépanneur et garde ça entre nous.",
  ],
  [
    'grandparents tell the family they hung up on a fake grandson',
    "Un homme a appelé en disant « grand-papa, c'est moi », il voulait 4 000 $ pour sa caution. C'est une arnaque. On a raccroché et rappelé Samuel à son numéro habituel.",
    "Grand-papa, c'est moi, j'ai eu un accident. J'ai besoin de 4 000 $ pour ma caution, un messager va passer. Dis-le pas à maman.",
  ],
  [
    'a condo board tells owners an email in its name is not from it',
    'Some owners received an email asking for fees to be sent to a new e-Transfer address. That email is NOT from the board. Please do not send anything and delete it.',
    'The board has a new e-Transfer address for fees. Please send the June payment there and do not use the old one.',
  ],
  [
    "a seniors' centre newsletter's scam alert",
    "SCAM ALERT. Three members got calls from a \"grandson\" who needed $9,000 bail, sent by courier, \"and don't tell Mom\". Hang up! Call your family member directly.",
    "Grandma, it's me. I need $9,000 for bail, a courier will pick it up tonight. Don't tell Mom.",
  ],
  [
    'un bulletin de club met en garde contre les fraudes',
    "Mise en garde contre les fraudes : de faux agents de la banque demandent de retirer de l'argent comptant. Raccrochez et appelez votre caisse.",
    "Ici l'agent de la caisse : retirez 3 000 $ en argent comptant aujourd'hui, un messager passera le chercher.",
  ],
  [
    'a club list reminds members how to tell a fake lottery',
    'Two members got emails saying they won an overseas lottery. Remember: real lotteries never ask you to pay a fee first. Do not reply, just delete it.',
    'Congratulations, you won our international lottery! Pay the $250 processing fee first to release your prize. Do not reply to anyone else about it.',
  ],
  [
    'une liste de club dit comment reconnaître un faux courriel de la caisse',
    "Des membres ont reçu un courriel de « leur caisse ». C'est de l'hameçonnage : une vraie caisse ne vous demandera jamais votre NIP. Supprimez-le.",
    'Votre caisse a détecté une activité inhabituelle. Confirmez votre NIP en répondant à ce courriel. Supprimez ensuite ce message.',
  ],
  [
    'a seniors\' newsletter scam alert, beside a fake bank "fraud alert" text',
    'SCAM ALERT: the grandparent calls are back in our area. If a "grandchild" calls asking for bail money, hang up and call the family on the number you already have. Do not send anything.',
    'RBC Fraud Alert: did you attempt a purchase of $1,249.99? Reply YES or NO. A specialist will call you shortly. Do not share this case with branch staff.',
  ],
  [
    'une mise en garde d\'une caisse, à côté d\'une fausse « alerte de fraude »',
    'Mise en garde contre les fraudes : des fraudeurs se font passer pour votre caisse. Ne donnez jamais votre NIP et raccrochez.',
    'Alerte fraude Desjardins : avez-vous fait un achat de 899 $? Un agent vous appellera. Ne partagez pas ce dossier avec le personnel de votre caisse.',
  ],
  [
    'a newsletter names the scam by its kind',
    "SCAM WATCH. Two members were called by a crying \"grandson\" who needed bail right away. Hang up and call your grandchild on the number you already have: that is the grandparent scam.",
    'Grandma, it\'s me. I was arrested and need bail right away. A courier will pick up the cash, please hang up if Dad calls and don\'t tell him.',
  ],
  [
    "un bulletin nomme l'arnaque par son genre",
    "L'arnaque des grands-parents est de retour : un faux petit-fils demande de l'argent pour sa caution. Raccrochez et appelez la famille au numéro habituel.",
    "Grand-maman, c'est moi, j'ai besoin d'argent pour ma caution. Un messager passera chercher l'argent, raccroche si papa appelle.",
  ],
  [
    "une infolettre cite un texto frauduleux",
    "Plusieurs membres ont reçu des textos frauduleux. « Hydro-Québec : réclamez votre crédit avant minuit. » Ce message est une arnaque. Ne cliquez jamais sur un lien reçu par texto.",
    "Hydro-Québec : votre compte présente un crédit de 87,50 $. Ce message est important, ne le supprimez pas et réclamez-le avant minuit.",
  ],
];

describe('warnsOfScam: a warning retells a scam, it does not make its asks', () => {
  it.each(CASES)('%s', (_name, warning, scam) => {
    expect(warnsOfScam(foldText(warning), 0)).toBe(true);
    expect(warnsOfScam(foldText(scam), 0)).toBe(false);
  });

  it('a "warning" that carries a link of its own still asks you to open it', () => {
    const phish = "We detected fake emails sent in our name. Don't reply to them. Confirm your account at the secure link below.";
    expect(warnsOfScam(foldText(phish), 0)).toBe(true);
    expect(warnsOfScam(foldText(phish), 1)).toBe(false);
  });

  it("a son quotes the scam's link and says not to open it: the link is the scam's", () => {
    const warning = "Papa, fais attention : ma tante a reçu un texto « de Postes Canada ». C'est une fraude, clique jamais sur le lien (postes-livraison.info). Si t'as un doute, appelle-moi.";
    expect(warnsOfScam(foldText(warning), 1)).toBe(true);
    const spoken = "Mom that text about the toll is a scam. Don't tap the link in it (etr-pay.info), just delete it.";
    expect(warnsOfScam(foldText(spoken), 1)).toBe(true);
  });

  it('a "warning" that also says to click its own link is no warning', () => {
    const phish = "Fake emails are going around: it's a scam, don't click links in them. To keep your account safe, click here to verify it.";
    expect(warnsOfScam(foldText(phish), 1)).toBe(false);
  });

  it('"this is not a scam" is no warning', () => {
    expect(warnsOfScam(foldText("This is not a scam, I promise. Don't tell anyone and send the gift cards today."), 0)).toBe(false);
    const chainLetter = 'Make money fast! This is NOT a scam. If you are not interested, simply delete it. The news examined the so-called chain letter and found it legal.';
    expect(warnsOfScam(foldText(chainLetter), 0)).toBe(false);
    expect(warnsOfScam(foldText("Ce n'est pas une arnaque, c'est légal! La soi-disant lettre en chaîne rapporte. Ne jetez pas ce courriel."), 0)).toBe(false);
  });
});
