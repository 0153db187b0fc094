import { foldText } from '../text/normalize';
import type { AskId } from './asks';
import { readRequests } from './requests';

/**
 * Each request as people put it, beside a near-miss on the same topic that asks nothing of the kind
 * (a warning, a notice, a request about something else). Written for this table, in English and French.
 */
const CASES: [AskId, string, string][] = [
  ['pay-gift-card', 'Could you pick up four gift cards at $50 each on your way? Just scratch the back and send me a photo of the numbers tonight.', 'Gift cards are on sale this week at the front counter, 10% off for members.'],
  ['pay-gift-card', 'Would you grab two Steam cards for my nephew? I will pay you back on Friday.', 'Never buy gift cards for someone who asks you by email, even your boss.'],
  ['pay-gift-card', 'Peux-tu acheter trois cartes-cadeaux de 100 $ chez Jean Coutu? Gratte le dos et envoie-moi une photo.', 'Les cartes-cadeaux sont en vente au comptoir, parfait pour Noël.'],
  ['pay-gift-card', "J'ai besoin que tu achètes des cartes prépayées pour moi, je te rembourse demain.", 'Ne donnez jamais les numéros d’une carte-cadeau à quelqu’un au téléphone.'],
  ['pay-gift-card', "I need Apple cards for my niece's birthday and my card won't go through online. Could you grab two at $100 and text me a photo of the back?", 'We are collecting for the teachers’ gift cards this year. Could you bring $10 on Friday?'],
  ['pay-gift-card', 'Je voudrais offrir des cartes Steam à mon neveu. Pourrais-tu en prendre deux et m’envoyer une photo de l’endos?', 'On fait une collecte pour des cartes-cadeaux aux éducatrices. Pourrais-tu apporter 10 $ vendredi?'],
  ['give-code', "You'll get a text with a six-digit code in a minute. Can you reply here with it? It only lasts 10 minutes.", "You'll get a text with a six-digit code in a minute. Enter it on the sign-in page to finish."],
  ['give-code', 'A verification code was just sent to your phone. Please send it to me so I can get back into my account.', 'Could you send me the code for the gate? We arrive Saturday.'],
  ['give-code', 'Tu vas recevoir un code par texto. Peux-tu me le texter dès que tu le reçois?', 'Tu vas recevoir un code par texto. Entre-le dans l’application pour confirmer.'],
  ['give-code', 'Vous recevrez un code de vérification. Veuillez me le dire au téléphone.', 'Pouvez-vous me dire quelle version du code source vous utilisez?'],
  ['give-code', 'Before I drive over I want to be sure you are a real person. I am sending you a verification code by text, can you type it here?', 'I am sending you a verification code by text. Type it on the sign-in page, not here.'],
  ['give-code', "Je vous envoie un code de vérification par texto, pouvez-vous me l'écrire ici?", 'Je vous envoie un code de vérification par texto, écrivez-le dans l’application.'],
  ['pay-wire', 'Please wire the $12,500 deposit today. Beneficiary: Northshore Events, Transit: 00418, Institution: 004, Account: 5520917.', 'Please pay the $125 balance at the front desk. Your account number is 5520917.'],
  ['pay-wire', 'Pouvez-vous effectuer le virement de 8 400 $ aujourd’hui? Transit : 30512, institution : 815, compte : 4471902.', 'Votre facture de 84 $ est payable avant le 30. Numéro de compte : 4471902.'],
  ['pay-new-bank-details', 'Can you update my direct deposit before Friday? I closed my old account.', 'To change your direct deposit, sign in to the HR portal with your own password.'],
  ['pay-new-bank-details', 'Our banking details have changed as of today. Please update your records before paying the March invoices.', 'Our banking details have not changed. Please pay the March invoices as usual.'],
  ['pay-new-bank-details', 'Nos coordonnées bancaires ont été modifiées. Merci de mettre votre fichier fournisseur à jour avant le prochain paiement.', 'Nos bureaux ont déménagé. Merci de mettre votre carnet d’adresses à jour.'],
  ['pay-new-bank-details', 'We are switching to a new bank on September 1. Fees must be paid by e-Transfer to payments@example.net from now on.', 'We are switching to a new bank on September 1. Nothing changes for you: pre-authorized payments continue.'],
  ['pay-new-bank-details', 'Le CPE change d’institution financière. Les frais de septembre doivent être payés par virement à paiements@example.net.', 'Le CPE change d’institution financière. Les prélèvements continuent sans changement de votre côté.'],
  ['pay-family-emergency', "Hi it's me, this is my backup email, my phone is broken. Could you pay the $640 garage bill for me? I'll pay you back.", 'Hi, my phone is broken so email me for now. Could you bring the cooler on Saturday?'],
  ['pay-family-emergency', "Phone died so I'm using this one for now. Two bills due today, $1,850 altogether. Can you send it for me? I'll pay you back Monday.", "Phone died so I'm using this one for now. Can you pick me up at the garage at 5?"],
  ['pay-family-emergency', "Papa, mon cell est mort, j'utilise celui d'un ami. J'arrive pas à me connecter à mon app. Peux-tu payer mon loyer de 900 $? Je te rembourse vendredi.", "Papa, mon cell est en réparation. Peux-tu m'appeler chez Julie ce soir?"],
  ['pay-family-emergency', 'Allo maman, mon app de banque marche pu depuis hier. Peux-tu payer ma facture d’Hydro de 318 $? Je te rembourse vendredi.', 'Allo maman, mon app de banque marche pu depuis hier. Peux-tu me rappeler ce soir?'],
  ['pay-family-emergency', 'Salut, c’est ma nouvelle adresse. Tu pourrais me prêter 500 $ pour le loyer? Je te rembourse lundi.', 'Salut, c’est ma nouvelle adresse. Tu pourrais m’envoyer la recette de tarte?'],
  ['pay-new-bank-details', "J'ai changé d'institution financière la semaine passée. Est-ce que tu peux faire le changement pour ma prochaine paie?", "J'ai changé d'institution financière la semaine passée. Est-ce que tu peux me dire quand arrive la prochaine paie?"],
  ['pay-family-emergency', "Maman, mon application de banque est bloquée. Peux-tu payer ma facture de 240 $ aujourd'hui?", 'Maman, mon application de banque est bloquée. Peux-tu venir avec moi à la caisse demain?'],
  ['pay-family-emergency', 'Dad, I dropped my phone in the lake, this is a loaner. Can you send $300 for the repair bill today?', 'Dad, I dropped my phone in the lake, this is a loaner. Can you call me at the cottage tonight?'],
  ['pay-deposit-or-fee', "I'm working up north so I'll transfer the tickets through Ticketmaster as soon as I get your e-Transfer.", "Thanks, I got your e-Transfer. I'll transfer the tickets through Ticketmaster tonight."],
  ['pay-deposit-or-fee', 'Je te les transfère par Ticketmaster dès que je reçois le virement Interac.', "J'ai reçu ton virement Interac, je te transfère les billets ce soir."],
  ['pay-deposit-or-fee', 'Lots of people are asking, so first to send the e-Transfer gets them.', "First to reply gets the extra hockey bag, it's free."],
  ['pay-deposit-or-fee', 'Il me reste une femelle. Vous envoyez le virement Interac et elle est chez vous vendredi.', 'Il me reste une femelle. Vous pouvez venir la voir samedi et payer sur place.'],
  ['pay-deposit-or-fee', "Sorry, I sent you $900 instead of $90 by mistake. Can you send back the $810 to my husband's email?", 'Fees are $185 per player (includes jersey, $20 value). Please send your payment by e-Transfer to the treasurer.'],
  ['pay-deposit-or-fee', "Oups, j'ai envoyé 850 $ au lieu de 350 $. Pourriez-vous renvoyer les 500 $ de différence par virement au déménageur?", 'Le camp coûte 350 $ (comprend le dîner, 40 $ de sortie). Pourriez-vous envoyer le paiement par virement?'],
];

describe('readRequests: what a request asks, read sentence by sentence', () => {
  it.each(CASES)('%s: %s', (id, hit, miss) => {
    expect(readRequests(foldText(hit))).toContain(id);
    expect(readRequests(foldText(miss))).not.toContain(id);
  });

  it('finds nothing in a long ordinary letter', () => {
    const letter = 'We had a lovely time at the lake. The kids swam every day and Grandpa caught a pike. '.repeat(400);
    expect(readRequests(foldText(letter))).toEqual([]);
  });
});
