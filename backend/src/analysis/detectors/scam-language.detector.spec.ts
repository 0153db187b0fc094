import { makeEmail } from '../../../test/fixtures/analysis/make-email';
import { contactOnlyDetector } from './contact-only.detector';
import { buildContext } from './email-context';
import { findConcepts, scamLanguageDetector } from './scam-language.detector';

const concepts = (subject: string, text: string): string[] => findConcepts(buildContext(makeEmail({ subject, text })).all).map((h) => h.rule.id);

describe('scam language detector', () => {
  it.each([
    ['Please buy 4 Google Play gift cards and send me the codes on the back', 'gift-card'],
    ['Achetez des cartes-cadeaux Apple et envoyez-moi les codes', 'gift-card'],
    ["J'ai besoin que tu achètes 6 cartes-cadeaux Apple de 100 $ chacune (au Jean Coutu ou au Walmart). Je te rembourse. Une fois achetées, gratte le dos des cartes et envoie-moi une photo", 'gift-card'],
    ['Le premier paiement se fera par chèque, qui inclura également les fonds pour les premiers achats.', 'money-mule'],
    ['The cheque will also include the funds for the supplies you will buy for the charity.', 'money-mule'],
    ["Une plateforme d'investissement automatisée en cryptomonnaies : avec un dépôt initial de seulement 350 $", 'investment'],
    ["Lors du tournage de Dans l'œil du dragon, un entrepreneur a présenté sa plateforme de cryptomonnaies", 'investment'],
    ["Je cherche un(e) étudiant(e) pour un poste d'assistant(e) personnel(le) à temps partiel. Rémunération : 450 $ par semaine.", 'job-offer'],
    ["C'est moi Maxime, j'ai un nouveau numéro, mon cell est tombé dans la rivière. Pourrais-tu payer mon loyer par virement?", 'new-number-money'],
    ['Hi Grandma, this is my new number, I lost my phone. Can you send me the money by e-Transfer?', 'new-number-money'],
    ["Salut papa, j'ai un nouveau numéro, mon cell est tombé dans l'eau. J'ai deux factures à payer aujourd'hui, je t'explique.", 'new-number-money'],
    ['Your file is under internal review. Please do not discuss this matter with your branch staff until it is closed.', 'secrecy'],
    ["Votre dossier fait l'objet d'une enquête interne. N'en parlez pas au personnel de votre caisse.", 'secrecy'],
    ["We've moved our business banking to a new bank, please don't use the old account. Invoice #1047: pay by wire.", 'payment-details-change'],
    ['Veuillez noter nos nouvelles coordonnées bancaires pour le paiement de la facture.', 'payment-details-change'],
    ['Est-ce que tu pourrais lui envoyer un virement Interac? Dis-le pas à maman.', 'etransfer-request'],
    ['Hot babes waiting on my webcam show tonight, click to join', 'adult-lure'],
    ['Rencontres coquines près de chez vous, inscription gratuite', 'adult-lure'],
    ['Hi sweetie, come see me and my hot girl friends at our new web site', 'adult-lure'],
    ["I'm in Lisbon and my wallet and phone were stolen. Could you help me out? I'll pay you back.", 'stranded-traveller'],
    ['Je suis à Cancún, mon portefeuille a été volé. Peux-tu me dépanner? Je te rembourse dès mon retour.', 'stranded-traveller'],
    ['Please vote for my niece in the photo contest, it only takes a second', 'vote-request'],
    ['Votez pour ma petite-fille au concours de dessin!', 'vote-request'],
    ['Peux-tu voter pour ma nièce? Ça prend une seconde', 'vote-request'],
    ['Wanna see curious teens playing with each other on webcam? Our webcam link is below', 'adult-lure'],
    ['Free passwords! Get porn for free: free password to the largest membership sites', 'adult-lure'],
    ['Congratulations, you won a free porn password!!', 'adult-lure'],
    ['I joined their investment group in January and my investment has almost doubled.', 'investment'],
    ['Mon placement a presque doublé en trois semaines, je n’en reviens pas.', 'investment'],
    ['Your account has been suspended. Verify your identity to restore access.', 'credentials'],
    ['Votre compte a été suspendu. Veuillez vérifier votre identité.', 'credentials'],
    ['There is an arrest warrant in your name for unpaid taxes', 'legal-threat'],
    ['Un mandat d’arrêt a été émis contre vous', 'legal-threat'],
    ['Please provide your social insurance number and date of birth', 'personal-data'],
    ['Veuillez fournir votre numéro d’assurance sociale', 'personal-data'],
    ['You have won the lottery! Claim your prize now', 'prize'],
    ['Vous avez gagné! Réclamez votre prix', 'prize'],
    ['I am the barrister of your late client, next of kin to 10.5 million dollars', 'advance-fee'],
    ['Hello, this is Jessica from HR. Your resume was recommended to us by an online recruiting platform. May I take a moment of your time?', 'job-offer'],
    ['Bonjour, votre profil nous a été recommandé. Seriez-vous disponible pour un poste à temps partiel, 100 % à distance?', 'job-offer'],
    ["Allô Denise, c'est Francine, on m'a volé mon sac à Cancún avec mes cartes. Pourrais-tu m'envoyer 600 $ par virement? Je te rembourse mardi.", 'stranded-traveller'],
    ["Allô, c'est Francine, je t'écris d'un autre numéro. Pourrais-tu m'envoyer 600 $ par virement? Je te rembourse mardi.", 'new-number-money'],
    ["Hi it's Jake, texting you from a friend's phone. Can you e-transfer me $300 for the rent? I'll pay you back.", 'new-number-money'],
    ["Oh I'm so sorry, wrong number! But you seem like a very polite person. Would it be ok if we stay friends?", 'wrong-number'],
    ['Gouvernement du Canada : vous avez un paiement non réclamé de 448 $ de la remise sur le carbone.', 'tax-refund'],
    ['The Canada Revenue Agency has an unclaimed tax refund of $512 in your name.', 'tax-refund'],
    ['I recorded you through your webcam while you watched adult videos. Pay in bitcoin.', 'sextortion'],
    ['Je vous ai filmé avec votre webcam sur des sites pour adultes. Payez en bitcoin.', 'sextortion'],
    ['Your computer is infected. Call Microsoft support at 1-888-555-0100 and allow remote access', 'tech-support'],
    ['Work from home and earn $900 per week, no experience required', 'job-offer'],
    ['Your package could not be delivered. Pay the redelivery fee of $1.99', 'delivery-fee'],
    ['Votre colis est en attente. Frais de livraison de 2,99 $', 'delivery-fee'],
    ['You are eligible for a tax refund of $612', 'tax-refund'],
    ['Vous êtes admissible à un remboursement de 612 $', 'tax-refund'],
    ['Your mailbox is full. Release pending messages now', 'mailbox-quota'],
    ['Grandma, I was arrested after a car accident and need bail. Don’t tell mom', 'family-emergency'],
    ['Mamie, je suis en prison après un accident, ne le dis pas à papa', 'family-emergency'],
    ['Please send me an e-Transfer for the deposit', 'etransfer-request'],
    ['If you could e-Transfer the $260 to this address tonight, that would help a lot', 'etransfer-request'],
    ['Pouvez-vous me faire un virement de 200 $ ce soir?', 'etransfer-request'],
    ['An agent will attend your residence on Friday to seize personal property.', 'legal-threat'],
    ['Avis de saisie : un huissier se présentera à votre domicile vendredi.', 'legal-threat'],
    ["Merci de ne plus envoyer de paiement à l'ancienne adresse de Paul.", 'payment-details-change'],
    ["Please don't send any payment to my old email anymore.", 'payment-details-change'],
    ['Notaire chargé de la succession de feu M. Gendron, décédé sans héritier direct connu; vous pourriez être une parente éloignée.', 'advance-fee'],
    ['The estate of the deceased has no known heirs, and our research shows you are a distant relative.', 'advance-fee'],
    ['Deposit the cheque and send the rest to my supplier by e-Transfer', 'money-mule'],
    ['Veja como no arquivo em anexo. Senha do PDF: 123', 'locked-attachment'],
    ['Open the attached PDF file, the password: 4471', 'locked-attachment'],
    ['Geachte klant, ondanks een eerdere herinnering blijven de volgende facturen openstaan: onbetaalde factuur', 'payment-problem'],
    ['Sehr geehrter Kunde, Zahlungserinnerung: offene Rechnung', 'payment-problem'],
    ['Su buzón está lleno. Mensajes pendientes', 'mailbox-quota'],
    ['Ihr Passwort läuft ab. Jetzt aktualisieren', 'mailbox-quota'],
    ['Verifique su cuenta para evitar el bloqueo', 'credentials'],
    ['Conferma la tua identità entro 24 ore', 'credentials'],
    ['Oferta exclusiva: até 40% de desconto, compre já!', 'spam-pitch'],
    ['如有打擾在此致上萬分歉意，如不願收到此信，請刪除。', 'spam-pitch'],
    ['수신을 원치않으시면 수신거부를 클릭', 'spam-pitch'],
    ['Estimado cliente, haz clic aquí', 'click-pressure'],
    ['Hi. I’m a lonely 28 years old girl from Kyiv. Presently I’m looking for a kind man to talk with.', 'romance'],
    ['Your email address has won you $2,500,000.00, kindly get back to me', 'prize'],
    ['Mr. Bernard has donated $3,500,000.00 USD to you for the purpose of charity', 'advance-fee'],
    ['I was diagnosed with cancer last year and wish to give my wealth to charity through you', 'advance-fee'],
    ['I sent you a message before but you haven’t replied. Is this email still valid?', 'cold-contact'],
    ['Your wallet is temporary disabled! Verify that you own the account', 'account-threat'],
    ['Welcome to De.Fi: exclusive 48-hours airdrop for early badge holders', 'crypto-giveaway'],
    ['SpaceX and CEO Elon Musk are giving away cryptocurrencies! BTC & ETH & DOGE', 'crypto-giveaway'],
    ['Are you ready to claim your XRP share?', 'crypto-giveaway'],
    ['You have earned +0.303472 BTC using our cloud mining service!', 'crypto-giveaway'],
    ['The goddess of classic sex. Berenice dreams of meeting you.', 'romance'],
    ['¡Conoce a tu hermosa esposa ucraniana hoy!', 'romance'],
    ['¡ENTREGA DEL PAQUETE SUSPENDIDO! Estado: detenido (cargo aduanero pendiente)', 'delivery-fee'],
    ['Notificación Judicial: atención requerida', 'legal-threat'],
    ['Hi Mary, are you at your desk? Let me know.', 'favour-request'],
    ['For security the insurance can be paid with Google Play or Apple gift cards. Send us the codes here.', 'gift-card'],
    ['My purse was taken on the tram in Lisbon. Would you be able to lend me $1,200 until I get home?', 'stranded-traveller'],
    ['Je suis à Cancún et ma carte de crédit a été bloquée hier. Est-ce que tu pourrais m’avancer 900 $ pour l’hôtel?', 'stranded-traveller'],
    ['On our trip my bank card got blocked, could you lend me $500? I will pay you back.', 'stranded-traveller'],
    ['I started small in the spring and I’m up almost 40%. The minimum to start is $1,000.', 'investment'],
    ['Le minimum pour commencer est de 1 000 $, et je suis déjà en hausse de 30 %.', 'investment'],
    ['Salaire : 200 $ à 500 $ par jour, payé chaque jour.', 'job-offer'],
    ['Le compte de la fabrique est temporairement bloqué, faites vos dons par virement à cette adresse.', 'payment-details-change'],
    ['Our church account is frozen this week, please send the e-Transfer to my personal email.', 'payment-details-change'],
    ["Some parents had trouble with the school's online payment site, so you can send the payment directly by e-Transfer to the trip fund.", 'payment-details-change'],
    ["Le portail de paiement a des problèmes depuis la mise à jour; exceptionnellement, envoyez le virement à mon adresse.", 'payment-details-change'],
    ['From this month please send the rent e-Transfer to rentals.jd@mailbox.example instead of my old email.', 'payment-details-change'],
    ['Dès ce mois-ci, envoyez le virement du loyer à cette adresse au lieu de mon ancienne adresse.', 'payment-details-change'],
    ['Please note that our trust account banking details have recently changed after a routine audit; send the balance by wire to the new account.', 'payment-details-change'],
    ['Veuillez prendre note que nos coordonnées bancaires en fidéicommis ont changé récemment. Voici les nouvelles pour le virement.', 'payment-details-change'],
    ['Est-ce que tu pourrais faire un virement de 850$ directement à la clinique?', 'etransfer-request'],
    ["Congratulations! You've been selected to receive an EXCLUSIVE OFFER!", 'prize'],
    ['My reason for contacting you is to solicit your candid assistance: these executed contracts were over invoiced during the bidding.', 'advance-fee'],
    ['Je me permets de solliciter votre aide : le contrat a été surfacturé et le surplus doit être transféré.', 'advance-fee'],
    ["You've won a brand new Le Creuset set, claim it today", 'prize'],
    ["Im a unmarried 28 yo beautiful female from Ukraine, at this moment I'm waiting for cool male from United States", 'romance'],
    ['Now I am trying to find unspoiled man. Do you wish to know me?', 'romance'],
    ['Even $25 helps. You can e-Transfer donations to relief.fund@mailbox.example.', 'etransfer-request'],
    ['If you would like to help, contributions can be sent by e-Transfer to funeral.fund@mailbox.example.', 'etransfer-request'],
    ['Les dons peuvent être envoyés par virement Interac à aide.sinistres@courriel.example.', 'etransfer-request'],
    ['Our e-Transfer address has temporarily changed. Payments sent to the old address will be refused.', 'payment-details-change'],
    ["L'adresse de virement Interac de l'Association est temporairement changée; les virements envoyés à l'ancienne adresse seront refusés.", 'payment-details-change'],
    ['The pre-authorized debits set up with the previous manager have been cancelled. Fees must now be sent by Interac e-Transfer to the following address.', 'payment-details-change'],
    ["Les prélèvements préautorisés sont annulés; envoyez dorénavant le paiement par virement Interac à l'adresse suivante.", 'payment-details-change'],
    ['The school portal has a problem with payments this week, so please send the second instalment directly by e-Transfer.', 'payment-details-change'],
    ["Le portail de l'école a un problème avec les paiements cette semaine : faites le versement directement par virement Interac.", 'payment-details-change'],
    ['Sorry, wrong number. You are very kind, many people do not reply.', 'wrong-number'],
    ['I make about 15-20% a week on the side, you can start small with $500.', 'investment'],
    ["Sorry, wrong number! You seem very kind though. Can I ask where you are from?", 'wrong-number'],
    ["Merci d'acquitter le solde aujourd'hui par virement, sinon la place sera donnée à un autre.", 'urgency'],
    ["Réglez le montant d'ici 48 h pour éviter des frais.", 'urgency'],
    ["So sorry, I must have typed Margaret's address wrong. Thank you for being so kind about it, most people would just ignore it.", 'wrong-number'],
    ["Désolée, j'ai dû mal écrire l'adresse de mon amie. Vous avez l'air d'une personne très gentille, on reste en contact?", 'wrong-number'],
    ["Oh, je me suis trompée de numéro! Vous êtes bien gentil de répondre. Vous habitez dans quel coin?", 'wrong-number'],
    ['My uncle taught me a strategy, I made $4,200 this week. You just start with $500.', 'investment'],
    ['This may result in a garnishment of your wages and a warrant being issued in your name.', 'legal-threat'],
    ["Pour éviter la délivrance d'un mandat d'arrestation et la saisie de votre salaire, appelez.", 'legal-threat'],
    ['Failure to respond will result in legal action against you.', 'legal-threat'],
    ['Pay the balance today to avoid legal action.', 'legal-threat'],
    ['Des poursuites judiciaires seront intentées contre vous.', 'legal-threat'],
    ['You will be deported and fined a penalty of $5,000.', 'legal-threat'],
    ['Your withdrawal is simple: withdraw your 12,346$ before it expires.', 'prize'],
    ['Earn $200 to $500 per day from your phone.', 'job-offer'],
    ["Désolée, je me suis trompée de numéro! Vous semblez gentille, d'où venez-vous?", 'wrong-number'],
    ['I need you to take care of something for me right away.', 'favour-request'],
    ["I'm in a board meeting and can't talk, email me back.", 'favour-request'],
    ['Bonjour Marie, es-tu à ton bureau?', 'favour-request'],
    ["J'ai besoin que tu t'occupes de quelque chose pour moi rapidement.", 'favour-request'],
    ['Je suis en réunion de direction et je ne peux pas parler.', 'favour-request'],
  ])('finds the concept in “%s”', (text, concept) => {
    expect(concepts('', text)).toContain(concept);
  });

  it('finds nothing alarming in ordinary family mail (EN and FR)', () => {
    expect(concepts('Photos from Sunday', 'It was lovely to see you on Sunday. The kids loved your apple pie. Call me when you can!')).toEqual([]);
    expect(concepts('Souper dimanche?', 'Est-ce que vous êtes libres dimanche pour souper? Hélène prépare sa tourtière.')).toEqual([]);
    expect(concepts('Sunday service', 'Dear friends, this Sunday’s service will be held online.')).toEqual([]);
    expect(concepts('Business proposal', 'Dear friend, I am writing to you in confidence.')).toContain('spam-pitch');
    expect(concepts('New number', 'Hi Mom, my phone broke so this is my new number. Call me tonight, love you.')).toEqual([]);
    expect(concepts('Nouvelles', "Ma chère petite-fille, grand-papa est sorti de l'hôpital mardi, tout va bien. Je t'embrasse, grand-maman.")).toEqual([]);
  });

  // A lure is aimed at the reader: a persona far away, pay for little work, a threat to you, money you never earned.
  it.each([
    ['Release', 'The new version was deployed to production last night; please test and send feedback.', 'romance', false],
    ['Moving', 'My dear friend, could you help me move on Saturday? Send me your address.', 'romance', false],
    ['Hello', 'I am a soldier deployed in Syria and I want to know you better, my darling, I need help for a flight.', 'romance', true],
    ['Poste', "J'ai vu votre profil LinkedIn et je recrute pour un poste d'analyste. Disponible pour un appel?", 'romance', false],
    ['Job', 'I saw your profile on LinkedIn; are you open to a senior analyst role?', 'romance', false],
    ['Food bank', 'They need hands to sort and pack hampers. No experience needed, just comfortable shoes.', 'job-offer', false],
    ['Re: budget', "I'm thinking to work at home using my computer, but didn't find anything yet.", 'job-offer', false],
    ['Emploi', 'Travail à domicile, aucune expérience requise : gagnez 900 $ par semaine.', 'job-offer', true],
    ['EFFector', 'The RIAA filed a lawsuit against the service on Monday; the criminal investigation continues.', 'legal-threat', false],
    ['Nouvelles', 'La ville a intenté des poursuites contre le promoteur; la police enquête.', 'legal-threat', false],
    ['RRSP', 'You can withdraw your funds at any time from the app.', 'prize', false],
    ['Bonjour', "J'ai trouvé votre adresse dans une agence de rencontres. Je cherche un homme sérieux de l'étranger.", 'romance', true],
    ['Annonce', 'Je cherche un homme à tout faire pour repeindre le chalet en mai.', 'romance', false],
    ['Félicitations', 'Vous êtes notre 100 000e visiteur! Répondez au sondage.', 'prize', true],
    ['Stats', 'Our site had its 100,000th visitor this week, thanks to all of you.', 'prize', false],
    ['Colis', "Nous avons tenté de livrer votre colis. Des frais de 1,99 $ s'appliquent pour une nouvelle livraison.", 'delivery-fee', true],
    ['Parcel', 'We tried to deliver your parcel today; it is at the depot, bring photo ID to pick it up.', 'delivery-fee', false],
    ['Prêt', "Prêt de 5 000 $ approuvé en 24 h, même avec un mauvais crédit! Répondez OUI.", 'loan-lure', true],
    ['Mortgage', 'People with bad credit often pay more for a mortgage; talk to your bank before you sign.', 'loan-lure', false],
    ['SMS', 'GRATUIT! Texte TOP au 33033 pour ta sonnerie. 3$/msg reçu, 18 ans+.', 'premium-text', true],
    ['SMS', 'Textez DON au 45678 pour donner 10 $ à la Croix-Rouge. Les frais de messagerie peuvent s’appliquer.', 'premium-text', false],
    ['SMS', "FREE RINGTONE! Reply TONE to 84422 to get this week's top hit. Ur subscription is $2/wk, txt STOP to quit.", 'premium-text', true],
    ['SMS', 'Sonnerie gratuite! Texte TOP au 55811. Abonnement 3$/sem. Texte ARRET pour annuler.', 'premium-text', true],
    ['SMS', 'Reply YES to 24680 to confirm your weekly flyer alerts. Msg & data rates may apply.', 'premium-text', false],
    ['Branch', 'Our branch staff can discuss this with you at your next visit.', 'secrecy', false],
    ['Cell', "Salut papa, j'ai un nouveau numéro, mon cell est tombé dans l'eau. Appelle-moi ce soir!", 'new-number-money', false],
    ['SMS', 'Hot new games! Reply PLAY for your first game free. Members billed $4.99/week, txt STOP to cancel.', 'premium-text', true],
    ['SMS', 'Reply YES to book your weekly grocery delivery; the $4.99 fee is charged per order.', 'premium-text', false],
    ['SMS', 'Jeux gratuits! Répondez JEU pour commencer. Abonnement 4,99$/sem, ARRET pour annuler.', 'premium-text', true],
    ['SMS', "hey its Jess, saw ur pic n thought ur cute. txt me back if u wanna chat xx (msgs $3 each, 18+)", 'premium-text', true],
    ['SMS', 'Text me back when you land, the parking is $3 each hour at the airport.', 'premium-text', false],
    ['Job', 'Your profile matches a flexible online position: 60-90 mins a day, earn $200-$500 daily. Reply YES to learn more.', 'job-offer', true],
    ['Job', 'Your profile matches a senior analyst role on our team; the salary range is in the posting.', 'job-offer', false],
    ['Emploi', 'Travail en ligne flexible : gagnez 200 à 500 $ par jour, payé chaque jour.', 'job-offer', true],
    ['Texto', "Oh I'm so sorry to bother you, wrong number! You're very kind to reply though, most people don't. May I ask where you are?", 'wrong-number', true],
    ['Texto', "Sorry, wrong number! Most people don't check before texting, my mistake. Have a good day.", 'wrong-number', false],
    ['Texto', "Vous avez le mauvais numéro. Oh désolée! C'est rare que les gens soient aussi gentils. On pourrait être amies?", 'wrong-number', true],
    ['Fees', 'February fees are due Saturday. Please send them by e-Transfer to this address, auto-deposit is on so no password is needed.', 'etransfer-deposit', false],
    ['Interac', 'You have received an Interac e-Transfer of $500. Deposit your money before it expires.', 'etransfer-deposit', true],
    ['Emploi', "35 $ de l'heure, payé chaque semaine, aucune expérience requise.", 'job-offer', true],
    ['Location', 'Je ne peux pas vous faire visiter moi-même; les clés et le bail signé vous seront envoyés par messagerie.', 'rental', true],
    ['Location', 'Je ne peux pas être là samedi, mon concierge va vous faire visiter.', 'rental', false],
    ['Crypto', 'Nos membres ont fait 30 % la semaine dernière. Faites un premier dépôt de 500 $.', 'investment', true],
    ['CPG', 'Taux promotionnel de 3,60 % pour un dépôt minimum de 500 $ dans un REER.', 'investment', false],
    ['Grant', 'I saw your name on the list of people who qualify for the seniors grant!', 'prize', true],
    ['Liste', 'Ton nom est sur la liste des bénévoles pour samedi.', 'prize', false],
  ])('“%s: %s” → %s %s', (subject, text, concept, found) => {
    expect(concepts(subject, text).includes(concept)).toBe(found);
  });

  it('does not read list mail talk as a dating lure or a crypto pitch', () => {
    expect(concepts('man page', 'I am looking for the man page of this tool, as the new woman on the team.')).toEqual([]);
    expect(concepts('Re: averages', 'The average number of sex acts and sex partners is equal between the sexes.')).not.toContain('adult-lure');
    expect(concepts('Quotes', "You know 'that look' women get when they want sex? Me neither.")).not.toContain('adult-lure');
    expect(concepts('Re: the book', 'You mean that catalogue? That book is where all the best free porn is!!')).not.toContain('adult-lure');
    expect(concepts('Re: trip', 'When my wallet was stolen in Rome, the embassy was a great help.')).not.toContain('stranded-traveller');
    expect(concepts('delayed', "Stranded at Pearson, our flight home is cancelled. I'll call you tomorrow.")).not.toContain('stranded-traveller');
    expect(concepts('SAP results', 'It includes a 318 million euros charge from its 20 percent stake in Commerce One.')).not.toContain('crypto-payment');
    expect(concepts('Re: free software', 'We are giving away free software and the mining of old logs is done.')).not.toContain('crypto-giveaway');
    expect(concepts('Class action settlement', 'Submit the form to claim your share of the settlement.')).not.toContain('crypto-giveaway');
    // A desk, a task and a meeting that are nobody's favour.
    expect(concepts('Move', 'Is your desk by the window? The movers will take care of the boxes for me.')).not.toContain('favour-request');
    expect(concepts('Notes', "I'm in a meeting until 3, I'll call you after.")).not.toContain('favour-request');
    expect(concepts('Trip', 'My card was declined at the restaurant in Lisbon, so funny, Anne paid and I paid her back.')).not.toContain('stranded-traveller');
    expect(concepts('Fees', 'Just e-Transfer was easier than cash, thanks again for the fees.')).not.toContain('etransfer-request');
    expect(concepts('Souper', "J'ai payé ma part par virement Interac hier, merci!")).not.toContain('etransfer-request');
    // A gift the reader is asked to give is a charity's appeal; a fortune given to the reader is advance-fee.
    expect(concepts('Appeal', 'A donation of $75 keeps a family of four in a safe room for one night.')).not.toContain('advance-fee');
    expect(concepts('Grant', 'You have been selected for a donation of $1,500,000.00 from the Hope Foundation.')).toContain('advance-fee');
    expect(concepts('Grant', 'Mrs. Helen wants to make a donation of 2.5 million dollars to you.')).toContain('advance-fee');
    expect(concepts('Trip', "Someone stole my bag at the market in Lyon, but the police found it the next day.")).not.toContain('stranded-traveller');
    expect(concepts('Cell', "Je t'écris d'un autre numéro, le mien est brisé. On se voit samedi!")).not.toContain('new-number-money');
    expect(concepts('Oops', 'Sorry, wrong number! You seem like a nice person, have a good evening.')).toContain('wrong-number');
    expect(concepts('Oops', 'Sorry, wrong number, my mistake. Have a good evening.')).not.toContain('wrong-number');
    expect(concepts('Impôts', 'Votre remboursement a été versé par dépôt direct le 12 mai.')).not.toContain('tax-refund');
    expect(concepts('Job', 'Thanks for applying online; we have your resume and will call you for an interview.')).not.toContain('job-offer');
    expect(concepts('Généalogie', 'Ma tante était une parente éloignée du curé Labelle, on a trouvé sa photo au musée.')).not.toContain('advance-fee');
    expect(concepts('Loan', 'The bank will not seize anything; we refinanced the car.')).not.toContain('legal-threat');
    expect(concepts('Déménagement', "Notre adresse a changé, mais vous pouvez encore écrire à l'ancienne adresse courriel.")).not.toContain('payment-details-change');
    expect(concepts('Souper', 'Tu peux faire le virement quand tu veux, pas de presse.')).toContain('etransfer-request');
    expect(concepts('gas', 'Dad my card got declined at the Petro Canada, can you etransfer me 40 for gas')).not.toContain('stranded-traveller');
    expect(concepts('Banking', 'Your account is temporarily blocked after three wrong passwords; reset it in the app.')).not.toContain('payment-details-change');
    // A denial, and the reader's own bank: "we have not changed banks", "sauf si vous avez changé de banque".
    expect(concepts('Condo fees', "Le syndicat n'a pas changé d'institution financière; vos prélèvements continuent, paiement comme d'habitude.")).not.toContain('payment-details-change');
    expect(concepts('Bail', 'Signez le formulaire de débit préautorisé pour le paiement du loyer. Pas besoin de spécimen, sauf si vous avez changé de banque.')).not.toContain('payment-details-change');
    expect(concepts('Invoices', 'We have not changed banks; please pay invoice 1047 as usual.')).not.toContain('payment-details-change');
    expect(concepts('Re: invoice', 'Sorry, I typed the address wrong on the invoice; the corrected copy is attached. Thanks for your patience.')).not.toContain('wrong-number');
    expect(concepts('Portal', 'The payment portal is down today; please pay on the portal next week as usual, the deadline moves to Friday.')).not.toContain('payment-details-change');
    expect(concepts('Moving', 'Please send the birthday card to our new house instead of the old place.')).not.toContain('payment-details-change');
    expect(concepts('Notaire', "Vos coordonnées bancaires n'ont pas à changer : le prélèvement se fait comme avant.")).not.toContain('payment-details-change');
    expect(concepts('Profile', 'Your banking details have been saved in your profile for the next payment.')).not.toContain('payment-details-change');
    expect(concepts('Appeal', 'We solicit your support for the food bank this winter.')).not.toContain('advance-fee');
    expect(concepts('Volunteers', "You've won our hearts with your volunteering this summer.")).not.toContain('prize');
    expect(concepts('Delivery', "I'm waiting for the delivery man, then I'll come over.")).not.toContain('romance');
    expect(concepts('Blog', 'If you want to know more about me, my blog has the whole story.')).not.toContain('romance');
    expect(concepts('Thanks', 'Thank you, your e-Transfer donation was received and a receipt is attached.')).not.toContain('etransfer-request');
    expect(concepts('Merci', 'Merci, votre don par virement a bien été reçu.')).not.toContain('etransfer-request');
    expect(concepts('Dues', 'Our e-Transfer address has not changed: send your dues to the treasurer as usual.')).not.toContain('payment-details-change');
    expect(concepts('Dues', "L'adresse de virement du club n'a pas changé; envoyez votre cotisation au trésorier.")).not.toContain('payment-details-change');
    expect(concepts('Fees', 'If you cancel your pre-authorized debit, you can still pay by cheque at the office.')).not.toContain('payment-details-change');
    expect(concepts('Frais', 'Vos prélèvements préautorisés continuent comme d’habitude; aucun virement à faire.')).not.toContain('payment-details-change');
    expect(concepts('Portal', 'The portal has a problem with payments today; please try again tomorrow on the portal.')).not.toContain('payment-details-change');
    expect(concepts('Portail', "Le portail a un problème avec les paiements aujourd'hui; réessayez demain sur le portail.")).not.toContain('payment-details-change');
    expect(concepts('Factures', 'Nous avons changé de banque : le paiement de la facture 1047 va au nouveau compte.')).toContain('payment-details-change');
    expect(concepts('Mise de fonds', "Notre étude a changé d'institution financière ce mois-ci; effectuez le virement au nouveau compte.")).toContain('payment-details-change');
    expect(concepts('RRSP', 'The minimum contribution is set by the plan; the fund is up 4% this year.')).not.toContain('investment');
    expect(concepts('Bureau', "Ton bureau est prêt. Je suis en réunion jusqu'à midi, je t'appelle après.")).not.toContain('favour-request');
  });

  it('reads underscores in a subject as spaces', () => {
    expect(concepts('Mining_balance_0.7495_BTC', '')).toContain('crypto-giveaway');
  });

  it('does not mistake a reset link for a locked attachment', () => {
    expect(concepts('Reset your password', 'Reset password: https://www.netflix.com/password?g=1')).not.toContain('locked-attachment');
  });

  it.each([
    ['You will be asked to provide: your full name and date of birth, your Social Insurance Number and your direct deposit information.', true],
    ['Veuillez soumettre vos coordonnées bancaires pour recevoir le remboursement.', true],
    ['Mode de paiement : paiement préautorisé par carte de crédit. Numéro de compte : 2104 887 319.', false],
    ['Please bring photo ID when you pick up your order.', false],
    ["J'aurais besoin de votre numéro de carte de crédit pour la franchise.", true],
    ["J'aurais besoin de votre avis sur le menu du souper.", false],
    ["Déposez-les dans notre portail sécurisé. N'envoyez pas votre NAS par courriel.", false],
    ['Do not send your card number by email; use the secure portal.', false],
    ['Envoyez votre NAS par courriel avant vendredi.', true],
  ])('tells a request for secrets from a mention: "%s"', (text, asks) => {
    const found = scamLanguageDetector(buildContext(makeEmail({ text }))).map((f) => f.detector);
    expect(found.includes('asks-secrets')).toBe(asks);
  });

  it('counts a request to vote for a relative only when it comes with a link', () => {
    const text = 'Please vote for my niece in the photo contest, it only takes a second';
    const detectors = (links: { href: string; text?: string }[]): string[] =>
      scamLanguageDetector(buildContext(makeEmail({ text, links }))).map((f) => f.detector);
    expect(detectors([{ href: 'https://photo-contest-vote.example.net/entry/4411' }])).toContain('language:vote-request');
    expect(detectors([])).not.toContain('language:vote-request');
  });

  it('spots a stranger pushing a share traded off the exchanges, not a warning or a bank newsletter', () => {
    const detectors = (text: string): string[] => scamLanguageDetector(buildContext(makeEmail({ text }))).map((f) => f.detector);
    expect(detectors('Amnis Systems, Inc. (OTCBB: AMNM): this Thursday AMNM will be profiled by major newsletters.')).toContain('language:stock-tip');
    expect(detectors('Notre choix de la semaine : Lithium Nord (OTCQB) — symbole : LNRDF, cours cible 2,50 $.')).toContain('language:stock-tip');
    expect(detectors('Beware of penny stocks promoted by email: check that the adviser is registered.')).not.toContain('language:stock-tip');
    expect(detectors("Keep this between us. Ticker is ARCMF in the US (OTC). Once it hits the wire the stock goes to $2 easy.")).toContain('language:stock-tip');
    // Naming the scheme is warning about it, even when the warning itself was set aside as the sender's notice.
    expect(detectors('Marion got an email about a hot AI stock on the OTC market with a price target ten times the current price. See the OSC page on pump-and-dump schemes.')).not.toContain('language:stock-tip');
    expect(detectors('Small-cap stocks rallied this week; our analysts raised their price target on Shopify (TSX: SHOP).')).not.toContain('language:stock-tip');
    expect(detectors('INVESTOR ALERT - STRONG BUY. Symbol: CNXR. Current Price: $0.14. 5 Day Target: $0.85.')).toContain('language:stock-tip');
    expect(detectors('Quarterly dividend: $0.14 per share, paid June 30. Our price target is unchanged.')).not.toContain('language:stock-tip');
  });

  it('spots a bitcoin wallet address', () => {
    const ctx = buildContext(makeEmail({ text: 'Send it to my bitcoin wallet bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh today' }));
    expect(scamLanguageDetector(ctx).map((f) => f.detector)).toContain('language:bitcoin-address');
  });
});

describe('scam language detector: where a greeting is read', () => {
  it.each([
    ['in the subject', { subject: 'Dear customer', text: 'We noticed a problem with your order.' }, true],
    ['at the top of the body', { subject: 'Your order', text: 'Dear Customer, we noticed a problem with your order.' }, true],
    ['far down the body', { subject: 'Your order', text: `${'Thanks for shopping with us. '.repeat(20)}Dear customer` }, false],
  ] as const)('a generic greeting %s', (_where, email, found) => {
    const ids = findConcepts(buildContext(makeEmail(email)).all).map((h) => h.rule.id);
    expect(ids.includes('generic-greeting')).toBe(found);
  });
});

describe('contact-only detector', () => {
  it('flags a phone-only scam with no link', () => {
    const ctx = buildContext(makeEmail({ text: 'Your subscription has been renewed for $399.99. To cancel and get a refund call 1-844-555-0123 now.' }));
    expect(contactOnlyDetector(ctx, findConcepts(ctx.all)).map((f) => f.detector)).toEqual(['phone-only']);
  });

  it('does not flag a phone number in harmless mail', () => {
    const ctx = buildContext(makeEmail({ text: 'Bingo is on Thursday. To sign up, call Lise at 819-555-0147.' }));
    expect(contactOnlyDetector(ctx, findConcepts(ctx.all))).toEqual([]);
  });
});
