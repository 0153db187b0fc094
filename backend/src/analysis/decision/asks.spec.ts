import { makeEmail } from '../../../test/fixtures/analysis/make-email';
import { buildContext } from '../detectors/email-context';
import { type Ask, ASK_RULES, type AskId, askWordsOnly, findAsks, retellsAScam, strongestAsk } from './asks';

/** A link that leaves every site the message speaks for, so asks made "through a link" count. */
const AWAY = [{ href: 'https://secure-check.example.xyz/login', text: 'Open' }];

/**
 * More phrasings of each ask (as written, before folding), each beside a near-miss: what a genuine
 * bank, school, shop or relative writes on the same topic. Every pattern of every rule is met by its
 * rule's own example or by one of these (checked below).
 */
const PHRASINGS: [AskId, string, string][] = [
  // The first phrasings, English and French.
  ['pay-deposit-or-fee', "Avant de céduler une visite, je demande à tout le monde de sortir le rapport d'historique sur ce site-là. Ça coûte 39,99$.", 'Avant la visite, sachez que le prix demandé est de 14 900 $, négociable.'],
  ['pay-deposit-or-fee', 'Before we schedule a test drive I ask buyers to get the history report from this site, it is $39.99.', 'Before the test drive, note the asking price is $14,900, a bit negotiable.'],
  ['pay-new-bank-details', "Afin de protéger vos épargnes, nous vous demandons de les transférer temporairement dans un compte protégé.", 'Vos épargnes sont protégées; votre compte reste ouvert pendant les travaux.'],
  ['keep-secret', "Ne discutez de cette affaire avec aucun membre du personnel de votre succursale.", 'Ne discutez de cette affaire que lors de la réunion du comité.'],
  ['move-channel', "C'est plus simple de t'expliquer par WhatsApp, mon numéro est le 438-555-0171.", "Je t'explique tout samedi, par téléphone ou en personne."],
  ['pay-to-receive', "Mon oncle me donne ses signaux sur l'or, j'ai fait 38 %. Si tu veux, je peux t'aider à ouvrir un compte sur sa plateforme.", "Mon oncle m'a aidée à ouvrir un compte à la caisse pour mes placements."],
  ['pay-to-receive', "Afin de procéder à la libération et au transfert vers votre compte bancaire, des frais de vérification de conformité de 950 $ doivent être acquittés.", "Afin de procéder au transfert de votre dossier, vos relevés doivent être signés."],
  ['pay-to-receive', 'To proceed with the release of your recovered funds, a compliance fee of $950 must be paid to the exchange.', 'To proceed with the release of your order, your address must be confirmed.'],
  ['pay-to-receive', 'My uncle gives me his gold trading signals, I made 38%. I can help you open an account on the platform he uses.', 'My uncle helped me open a savings account at the credit union.'],
  ['sign-in-link', "I put the reading list in a shared document. You may need to sign in with your email and password to open it, it's secure.", 'The reading list is in the shared folder; no need to sign in, the link opens it.'],
  ['sign-in-link', 'Le document est en ligne : connectez-vous avec votre courriel et mot de passe pour le consulter.', 'Le document est en ligne, aucun mot de passe requis pour le consulter.'],
  ['pay-to-receive', 'Des frais de 300 $ sont exigés avant le versement de votre indemnité.', 'Aucuns frais ne sont retenus sur le versement de votre indemnité.'],
  ['pay-to-receive', "I've sent you $900 by mistake instead of $600. Please e-Transfer the difference back to my mover today.", 'I sent you $900 by mistake instead of $600, no rush, just keep the extra for the next lessons.'],
  ['pay-to-receive', 'Je vous ai envoyé 200 $ de trop avec le paiement. Pouvez-vous me rembourser le surplus par virement?', 'Je vous ai envoyé 200 $ de trop, gardez-le pour la prochaine session.'],
  ['pay-to-receive', 'The payment is pending: you need to send $150 first to release it.', 'The payment is pending: it will be released to your account on Friday.'],
  ['pay-through-link', 'Unpaid parking ticket ($60.00). To avoid a late fee, pay by Apr 2: https://x', 'Unpaid parking tickets can be paid by credit card at any service counter.'],
  ['pay-deposit-or-fee', 'We ask a 50% deposit to confirm ($900) by Interac e-Transfer to this email.', 'We ask a 50% deposit to confirm; you can pay it at the front desk when you arrive.'],
  ['pay-deposit-or-fee', 'Je réserve seulement avec un dépôt de 30 % par virement Interac.', 'Je réserve seulement par téléphone, le paiement se fait sur place.'],
  ['pay-deposit-or-fee', "Tu m'envoies le virement à cette adresse-ci, pis je te transfère les billets tout de suite.", "Je te transfère les billets ce soir, tu me feras le virement quand tu veux."],
  ['pay-deposit-or-fee', "Send me the e-Transfer first and then I'll send you the tickets.", "I'll send you the tickets tonight, e-Transfer me whenever you can."],
  ['give-password', 'A file was shared with you. Sign in with your email and password to view the document.', 'A file was shared with you. Sign in to your OneDrive to view the document.'],
  ['give-password', "Pour des raisons de sécurité, vous devrez vous connecter avec votre adresse courriel et le mot de passe de votre messagerie pour consulter le fichier.", 'Pour consulter le fichier, ouvrez une session dans votre espace client.'],
  ['pay-deposit-or-fee', "Yes I still have the 2 tickets, $380 for both. E-transfer to mikeb.tix@outlook.com and I'll transfer them to your Ticketmaster right after.", 'Thanks for the e-transfer to mike.b@outlook.com. I transferred the tickets to your Ticketmaster yesterday.'],
  // Payment only in gift cards; savings moved to a "safe" account; keys mailed once the money is in; silence kept from the branch.
  ['pay-gift-card', 'The leave fee is $800 and they only accept Steam gift cards here at the base.', 'The store accepts gift cards, cash and debit at every counter.'],
  ['pay-new-bank-details', "Un enquêteur vous appellera aujourd'hui pour transférer vos épargnes dans un compte sécurisé.", 'Votre compte épargne est sécurisé et assuré par la SADC.'],
  ['pay-deposit-or-fee', 'I work in Calgary, my agent can send you the keys by courier as soon as first and last month ($3,200) is received by Interac.', 'The keys are at the front desk; first and last month ($3,200) were received, thanks.'],
  ['keep-secret', 'Vos fonds sont à risque. Ne discutez de rien avec le personnel en succursale.', 'Ne discutez de rien de personnel dans le groupe Facebook du club.'],
  ['pay-deposit-or-fee', "Re: tickets. You send the e-Transfer to this email, and as soon as it's in I'll do the transfer to your email.", "Re: tickets. I'll send you the e-Transfer as soon as I'm home tonight."],
  ['pay-deposit-or-fee', 'Les billets sont encore disponibles. Faites le virement Interac et dès que je le reçois, je vous les transfère.', 'Les billets sont encore disponibles. Je vous fais le virement Interac dès que je suis à la maison.'],
  ['reply-details', 'I will send you the payment by Zelle, I just need your email and full name to send it.', 'We will send the receipt to the email on your account.'],
  ['reply-details', 'Virement Interac. Donnez-moi votre courriel svp', 'Votre reçu sera envoyé à votre courriel.'],
  ['scan-qr-code', 'To verify your account and avoid suspension, scan the QR code with your phone.', 'To find the cottage, scan the QR code on the invitation for the map.'],
  ['scan-qr-code', 'Scannez le code QR ci-dessous pour payer le solde avant vendredi.', 'Scannez le code QR à l’entrée du musée.'],
  ['scan-qr-code', 'Pour réactiver votre compte, scannez le code QR avec votre cellulaire.', 'Pour le menu, scannez le code QR sur la table.'],
  ['keep-secret', 'We ask that you do not discuss this file with your broker or your bank.', 'Do not discuss your grades with other students, the school will post them.'],
  ['keep-secret', "N'en parlez pas à votre banque avant la fin du dossier.", "N'en parlez pas trop fort, le bébé dort."],
  ['pay-deposit-or-fee', 'Found your cat near the rink. Just e-Transfer the $120 for the vet to this email, I will drive her over Sunday.', 'I sent the $120 for the vet by e-Transfer this morning, I will drive her over Sunday.'],
  ['pay-deposit-or-fee', 'So sorry, I accidentally sent my rent money ($850) to your email. Could you please send it back to my landlord?', 'So sorry, I accidentally sent the photos to your old email. Could you forward them to Paul?'],
  ['pay-deposit-or-fee', 'Le chiot est réservé! Le transporteur demande des frais de transport et d’assurance de 385 $.', 'Le chiot est réservé! Vous pouvez venir le chercher samedi, on vous montrera les parents.'],
  ['pay-deposit-or-fee', "Just e-Transfer me first to this email and I'll transfer the tickets to your account right after.", "I'll e-Transfer you first thing tomorrow, then you can transfer the tickets to my account."],
  ['pay-wire', 'Please do not bring a bank draft; make a wire transfer to the following account before 3 p.m.', 'We received your wire transfer for the closing; the keys are ready.'],
  ['pay-wire', "Merci d'effectuer plutôt un virement télégraphique au compte suivant avant demain.", 'Nous avons bien reçu votre virement télégraphique, merci.'],
  ['pay-deposit-or-fee', 'Your home is pre-selected for a window grant of up to $5,000. To reserve it, pay the $95 file fee here.', 'Your home qualifies for a window grant of up to $5,000; there is no fee to apply.'],
  ['pay-to-receive', "Vous êtes admissible à une subvention de 5 000 $. Complétez votre demande et acquittez les frais d'ouverture de dossier de 95 $.", "Vous êtes admissible à une subvention de 5 000 $. L'ouverture du dossier est gratuite."],
  ['pay-deposit-or-fee', "Des frais d'inspection de 149 $ sont payables par carte de crédit lors de la prise de rendez-vous.", "L'inspection est gratuite; prenez rendez-vous en ligne."],
  ['pay-deposit-or-fee', 'The replacement fee of $89 must be paid before the technician visit.', 'The replacement is free; the technician will visit on Tuesday morning.'],
  ['pay-deposit-or-fee', 'Les frais de 89,95 $ doivent être payés avant la visite du technicien.', 'Les frais de 89,95 $ apparaîtront sur votre prochaine facture, après la visite.'],
  ['pay-deposit-or-fee', 'To hold the unit I ask the first month ($1,200) by e-Transfer.', 'Tickets are $35 for members; call Denise to reserve your seat.'],
  ['pay-deposit-or-fee', 'You can send half ($600) to hold it then.', 'The rack can hold it then.'],
  ['pay-deposit-or-fee', 'Pour la réserver, il faut un dépôt de 300 $ par virement Interac.', 'Pour réserver une table, appelez le restaurant.'],
  ['pay-deposit-or-fee', 'Le chalet est libre. Pour réserver je demande 40 % de dépôt par virement Interac.', 'Pour réserver, appelez-nous; le dépôt se paie sur place par carte.'],
  ['pay-deposit-or-fee', 'A 30% deposit by e-Transfer is needed to book the week.', 'To book the week, call us; the deposit is paid by card at check-in.'],
  ['pay-deposit-or-fee', 'The trailer is with a shipping company now, they can deliver it for a look, just a refundable deposit of $500.', 'Your sofa will be delivered Tuesday; the deposit of $200 you paid in store is on your receipt.'],
  ['pay-deposit-or-fee', "Le VTT est chez un transporteur, il peut vous le livrer, il faut juste un dépôt remboursable de 600 $.", 'Votre colis est arrivé au dépôt de Laval, la livraison se fera demain.'],
  ['pay-deposit-or-fee', "I'll send them to your email as soon as the e-Transfer comes in.", "I'll send you the photos as soon as I get home."],
  ['pay-to-receive', 'Customs is holding my luggage and I need $1,800 to release it.', 'I need $20 to buy the cake, can you bring it?'],
  ['pay-deposit-or-fee', 'Pour bloquer la semaine, on demande 40 % (900 $) par virement Interac.', 'Pour bloquer la semaine, écrivez-nous; on vous rappelle.'],
  ['pay-deposit-or-fee', 'Since we don’t know each other I do e-transfer first then I transfer the seats to your email.', 'I paid by e-transfer first, then we went for dinner.'],
  ['pay-deposit-or-fee', 'Comment ça marche : tu m’envoies le virement à cette adresse pis je te transfère les billets.', 'Tu m’envoies la photo pis je te dis si c’est le bon modèle.'],
  ['pay-deposit-or-fee', 'The material is paid at the plant today, so we need full payment up front.', 'Full payment is due at the end of the job, once you are happy.'],
  ['move-channel', 'Seriez-vous disponible pour un court échange sur WhatsApp?', 'Merci pour l’échange de cadeaux de dimanche!'],
  ['pay-deposit-or-fee', 'Un acompte de 200 $ pour la réserver ce soir.', 'Coût : 45 $ non-membre. Date limite pour réserver : 28 novembre.'],
  ['pay-deposit-or-fee', 'I sent too much by mistake, please e-Transfer me back the difference.', 'We will refund the difference to your card.'],
  ['pay-deposit-or-fee', 'La banque a bloqué le virement jusqu’à ce que vous remboursiez la différence de 500 $.', 'Nous vous rembourserons la différence sur votre carte.'],
  ['pay-to-receive', 'My uncle shares his trading signals with family. If you want I can show you, it is very simple.', 'My uncle loves gardening. If you want I can show you his roses.'],
  ['pay-to-receive', 'Ma tante fait du placement en cryptomonnaie. Si vous voulez, je peux vous montrer comment faire.', 'Ma tante fait du tricot. Si vous voulez, je peux vous montrer ses foulards.'],
  ['pay-deposit-or-fee', 'So sorry, I think I e-Transferred you $280 by mistake, it was meant for my sitter. Could you send it back to this number?', 'So sorry, I e-Transferred you $280 by mistake, the bank already reversed it, nothing to do on your side.'],
  ['pay-deposit-or-fee', 'Je vous ai envoyé 150 $ par erreur avec Interac. Pourriez-vous me les renvoyer svp?', 'Je vous ai envoyé le mauvais fichier par erreur, pourriez-vous me le renvoyer signé?'],
  ['move-channel', 'We loved your profile. Would you be open to a quick chat on Telegram about the role?', 'We loved your profile. Would you be open to a quick call on Thursday about the role?'],
  ['move-channel', 'On pourrait continuer la jasette sur WhatsApp, c’est plus simple pour moi.', 'On pourrait continuer la jasette au souper, c’est plus simple pour moi.'],
  ['give-code', "I'm going to send a verification code to your phone, can you tell me what it says?", 'We sent a verification code to your phone. It expires in 10 minutes.'],
  ['give-code', 'You should get a 6 digit code from Google, just send it to me here.', 'You should get a 6 digit code from Google; enter it on the sign-in page.'],
  ['give-code', 'Tu vas recevoir un code par texto, envoie-le-moi tout de suite.', 'Tu vas recevoir un code par texto, entre-le dans l’application.'],
  ['follow-link', 'Donate now to help the families who lost everything.', 'Thank you to everyone who donated to the food bank last year.'],
  ['follow-link', 'Faites un don pour aider les sinistrés.', 'Merci aux gens qui ont donné l’an dernier.'],
  ['sign-in-link', 'Connectez-vous à votre compte pour vérifier votre identité.', "Connectez-vous au portail de l'école pour voir les photos."],
  ['sign-in-link', 'Update your payment details to keep your subscription active.', 'Your payment details were updated on May 3.'],
  ['sign-in-link', "Mettez à jour vos informations de paiement pour éviter l'interruption du service.", 'Vos informations de paiement ont été mises à jour.'],
  ['sign-in-link', "If this wasn't you, tap here to cancel the order.", 'If this was you, there is nothing to do.'],
  ['sign-in-link', "Si ce n'était pas vous, cliquez ici pour annuler.", "Si c'était vous, vous n'avez rien à faire."],
  ['sign-in-link', 'You have received an Interac e-Transfer. Deposit your funds before they expire.', 'Your refund was deposited to your account on Monday.'],
  ['sign-in-link', 'Vous avez reçu un virement Interac. Déposez vos fonds avant leur expiration.', 'Votre remboursement a été déposé dans votre compte lundi.'],
  ['give-password', 'Confirmez votre mot de passe pour conserver votre boîte de courriel.', 'Votre mot de passe a été modifié lundi.'],
  ['give-code', 'The code you just received, can you read it to me?', 'The code you received is valid for 10 minutes.'],
  ['give-code', 'Donnez-nous le code reçu pour annuler la commande.', 'Donnez-nous votre avis sur notre service.'],
  ['pay-crypto', "Payez l'amende en bitcoin aujourd'hui.", 'Le bitcoin a chuté de 4 % cette semaine.'],
  ['pay-crypto', "Apportez l'argent au guichet bitcoin du dépanneur.", 'Le guichet automatique de la caisse est fermé.'],
  ['pay-wire', 'Go to Western Union and send the money to the agent named below.', 'Western Union has a new office downtown.'],
  ['pay-wire', 'Envoyez les frais par Western Union au nom de notre agent.', 'Les frais de virement bancaire ont baissé cette année.'],
  ['pay-cash-courier', "Un coursier passera chercher l'argent chez vous ce soir.", 'Un coursier passera livrer votre colis demain.'],
  ['pay-cash-courier', "Retirez l'argent comptant, un messager viendra le chercher.", "Retirez de l'argent au guichet avant le voyage."],
  ['pay-deposit-or-fee', 'The owner asks for the deposit before the viewing.', 'The deposit is due at the signing of the lease, after the viewing.'],
  ['pay-deposit-or-fee', 'Le dépôt doit être envoyé avant la visite.', 'Le dépôt est remis à la fin du bail.'],
  ['pay-deposit-or-fee', "Envoyez le dépôt aujourd'hui pour réserver le logement.", 'Nous vous rendrons le dépôt à la fin du bail.'],
  ['pay-through-link', 'Pay your outstanding toll balance today to avoid a penalty.', 'Pay your respects to the family at the service on Saturday.'],
  ['pay-through-link', 'Pay $6.99 within 24 hours to avoid a late fee.', 'Tickets cost $6.99 at the door.'],
  ['pay-through-link', 'Payez votre amende en ligne dès maintenant.', 'Votre amende a été annulée.'],
  ['pay-through-link', "Payez 4,35 $ aujourd'hui pour éviter des frais.", 'Le péage coûte 4,35 $.'],
  ['pay-through-link', 'Votre facture est impayée depuis 30 jours. Payez maintenant.', 'Votre facture est payée, merci.'],
  ['pay-through-link', "Un constat de stationnement (52 $) est impayé. Évitez des frais en payant d'ici 48 h.", 'Le constat de stationnement impayé a été annulé, rien à faire.'],
  ['remote-access', 'Téléchargez AnyDesk et donnez-nous le code affiché.', 'Le service informatique mettra à jour les ordinateurs ce week-end.'],
  ['open-attachment', 'Suivez les instructions dans le fichier joint pour débloquer votre remboursement.', 'Le procès-verbal est dans le document joint.'],
  ['move-channel', 'WhatsApp me at +1 604 555 0199.', 'We use WhatsApp at work.'],
  ['move-channel', 'Join our private WhatsApp group for daily signals.', 'Our family WhatsApp group has the photos.'],
  ['move-channel', 'Rejoignez notre groupe WhatsApp pour les signaux.', 'Notre groupe WhatsApp de famille a les photos.'],
  ['move-channel', 'Text me at my new number when you see this.', 'Text me when you get home.'],
  ['move-channel', 'Reply only to my private email address.', 'Reply to this email with your questions.'],
  ['move-channel', 'Écris-moi sur WhatsApp dès que tu peux.', 'Je ne suis pas sur WhatsApp.'],
  ['move-channel', 'Texte-moi à ce nouveau numéro.', 'Texte-moi quand tu arrives.'],
  ['move-channel', "C'est mon nouveau numéro, enregistre-le et efface l'ancien.", 'Mon nouveau numéro de bureau est sur mon site.'],
  ['move-channel', 'Répondez uniquement à mon adresse personnelle.', 'Répondez à ce courriel pour confirmer votre présence.'],
  ['keep-secret', "Don't tell your family about this award.", "Don't tell me the ending of the movie."],
  ['keep-secret', "Gardez ceci confidentiel jusqu'au versement.", 'Gardez ce reçu pour vos dossiers.'],
  ['keep-secret', "N'en parlez à personne, c'est confidentiel.", 'Parlez-en à votre médecin.'],
  ['reply-details', 'Contact our claims agent with the reference number.', 'Contact the front desk for parking.'],
  ['reply-details', 'Envoyez vos nom complet et adresse postale pour recevoir les fonds.', 'Nous avons votre adresse postale au dossier.'],
  ['reply-details', 'Contactez notre agent payeur au plus vite.', 'Contactez le secrétariat pour le stationnement.'],
  ['follow-link', 'Cliquez ici pour réclamer votre remboursement.', 'Cliquer-ramasser : vos commandes sont prêtes au comptoir.'],
  // sign-in-link: Portuguese, Spanish, German.
  ['sign-in-link', 'Sua conta foi bloqueada. Atualize seus dados agora pelo link abaixo.', 'Seus dados foram atualizados com sucesso. Obrigado!'],
  ['sign-in-link', 'Acesse o link para regularizar sua situação e evitar o bloqueio.', 'Acesse o aplicativo para ver o seu extrato do mês.'],
  ['sign-in-link', 'Su cuenta ha sido suspendida. Verifique su identidad en el siguiente enlace.', 'Su identidad fue verificada correctamente, no tiene que hacer nada.'],
  ['sign-in-link', 'Inicie sesión para confirmar sus datos antes de 24 horas.', 'Inicie sesión para ver su factura de marzo.'],
  ['sign-in-link', 'Bestätigen Sie jetzt Ihre Zahlungsdaten, sonst wird Ihr Konto gesperrt.', 'Ihre Zahlungsdaten wurden erfolgreich gespeichert.'],
  ['sign-in-link', 'Bestätige jetzt deine Daten, damit dein Konto aktiv bleibt.', 'Danke, dass du deine Daten aktuell hältst.'],
  ['sign-in-link', 'Um Ihr Kundenkonto zu verifizieren, nutzen Sie den folgenden Link.', 'Sie können Ihre Daten jederzeit im Kundenkonto ändern.'],
  ['sign-in-link', 'Melden Sie sich an und bestätigen Sie die Transaktion, um eine Sperrung zu vermeiden.', 'Melden Sie sich an, um Ihre Rechnung einzusehen.'],
  ['sign-in-link', 'Ihre Karte wurde eingeschränkt. Jetzt freischalten:', 'Ihre neue Karte ist jetzt freigeschaltet.'],
  ['sign-in-link', 'Bitte führen Sie die Aktualisierung durch, sonst wird der Zugang gesperrt.', 'Die Aktualisierung der App wird automatisch durchgeführt.'],
  ['sign-in-link', 'Realize a atualização cadastral para continuar usando o app.', 'A atualização cadastral foi concluída com sucesso.'],
  ['sign-in-link', 'Complete la verificación de su cuenta en las próximas 24 horas.', 'La verificación de su cuenta se completó correctamente.'],
  ['sign-in-link', 'Confirmez votre identité pour éviter la suspension de votre compte.', 'Votre identité a été confirmée, merci.'],
  ['sign-in-link', 'Your password expires today. Keep your current password here.', 'Your password was changed today from a new device.'],
  // give-password: English, French (tu and vous), Portuguese, Spanish, German.
  ['give-password', "What's your email password? I need it to fix your mailbox.", 'Confirm your new password by typing it twice.'],
  ['give-password', 'Envoie-moi ton mot de passe Facebook, je vais arranger ton compte.', "Change ton mot de passe chaque année, c'est plus prudent."],
  ['give-password', "Quel est ton NIP? J'en ai besoin pour payer l'épicerie.", 'Quel est ton film préféré?'],
  ['give-password', 'Para liberar o acesso, informe sua senha respondendo a este e-mail.', 'Nunca informe sua senha a ninguém.'],
  ['give-password', 'Para evitar el bloqueo, envíenos su contraseña y su usuario.', 'Nunca comparta su contraseña con nadie.'],
  ['give-password', 'Me manda a senha do cartão que eu resolvo isso para você.', 'O banco envia a senha do cartão por correio, separada do cartão.'],
  ['give-password', 'Envíame tu clave y lo arreglo hoy mismo.', 'El banco le envía su clave por correo; no le envíe su clave a nadie.'],
  ['give-password', 'Bitte senden Sie uns Ihr Passwort, damit wir Ihr Postfach erweitern können.', 'Teilen Sie Ihr Passwort niemals mit anderen.'],
  ['give-password', 'Schick mir bitte dein Passwort, ich richte das Konto ein.', 'Schick mir bitte die Fotos vom Wochenende.'],
  // answer-fraud-alert: French, the near future ("va vous appeler").
  ['answer-fraud-alert', "Une tentative de virement de 1 980 $ a été bloquée. Si ce n'est pas vous, répondez NON. Un agent va vous appeler dans quelques minutes.", "Une tentative de virement de 1 980 $ a été bloquée. Si ce n'est pas vous, répondez NON, puis appelez le numéro au dos de votre carte."],
  // sign-in-link: a buyer's payment to confirm on the page it links to.
  ['sign-in-link', "J'ai déjà payé par le service de livraison. Pour recevoir l'argent, confirmez la réception des fonds ici.", "J'ai déjà payé par virement Interac. Dites-moi quand vous l'aurez reçu."],
  ['sign-in-link', 'I already paid through the secure delivery service. Confirm receipt of the funds on this page to get your money.', 'I already paid by e-Transfer. Let me know when you get it.'],
  // pay-to-receive: the money comes once a fee is paid.
  ['pay-to-receive', "There's just a small delivery fee, then they bring the cash to your home.", "There's a small delivery fee, then they bring the sofa on Tuesday."],
  ['pay-to-receive', "Y a juste des petits frais de livraison pis ils t'apportent l'argent à la maison.", "Y a des frais de livraison pis ils t'apportent le divan mardi."],
  // give-code: English.
  ['give-code', 'Reply with the 6-digit code we just sent to confirm your identity.', 'Reply STOP to unsubscribe from these alerts.'],
  ['give-code', 'Please read the code back to our agent when he calls.', 'Read the code of conduct before the first practice.'],
  ['give-code', 'Can you read us your security code so we can stop the transfer?', 'Read us your favourite poem at the party.'],
  ['give-code', 'Share the verification code with our representative to cancel the order.', 'Share this code with your driver when your order arrives.'],
  ['give-code', 'I sent my code to your number by mistake, can you send it back to me?', 'If you received this code by mistake, do not share it with anyone.'],
  ['give-code', 'Sorry, I accidentally had a code sent to your phone. Can you text it to me?', 'We accidentally sent you a duplicate code; please ignore it.'],
  ['give-code', "What's the code you just got? I need it now.", "What's the code for the wifi at the cottage?"],
  // give-code: French, tutoiement and vouvoiement.
  ['give-code', 'Pourrais-tu me renvoyer le code à 6 chiffres?', 'Peux-tu me donner le code de la porte du garage?'],
  ['give-code', 'Pouvez-vous me lire le code que vous venez de recevoir?', 'Pouvez-vous me dire les chiffres de ventes du mois?'],
  ['give-code', "Tu peux m'envoyer le code que tu viens d'avoir?", "Je vais t'envoyer le code promo demain."],
  ['give-code', 'Transfère-moi le code que Desjardins vient de t\'envoyer.', 'Transfère-moi les photos du chalet.'],
  ['give-code', "J'attends un code de Facebook, quand tu l'as, texte-le-moi.", 'Le code de la porte a changé, je te le texte ce soir.'],
  ['give-code', "Je t'ai envoyé un code par erreur, peux-tu me le renvoyer?", 'Si vous avez reçu ce code par erreur, ne le partagez pas et ignorez ce message.'],
  ['give-code', "Par erreur j'ai donné ton numéro, tu as reçu un code? Tu peux le transférer?", 'Par erreur, un code vous a été envoyé deux fois; utilisez le plus récent.'],
  ['give-code', "Répondez à ce message avec le code reçu pour confirmer l'annulation.", 'Répondez avec le mot ARRET pour ne plus recevoir nos messages.'],
  ['give-code', "C'est quoi le code que tu viens de recevoir?", "C'est quoi le code postal du chalet?"],
  ['give-code', "Un code t'a été envoyé par erreur : envoie-le-moi vite.", "Le code promo de la pizzeria, peux-tu me le renvoyer? Je l'ai perdu."],
  ['give-code', "Lisez le code reçu par texto à l'agent qui vous appellera.", 'Ne donnez votre code à personne, pas même à un agent.'],
  // give-code: Portuguese, Spanish, German.
  ['give-code', 'Oi! Me passa o código que chegou aí no seu celular?', 'Me passa o endereço da festa?'],
  ['give-code', 'Envie-me o código de 6 dígitos para concluir.', 'Envie-me o comprovante de pagamento.'],
  ['give-code', 'Enviei um código para o seu número por engano, pode me mandar?', 'Se recebeu este código por engano, não o repasse e ignore esta mensagem.'],
  ['give-code', 'Por engano coloquei seu número e chegou um código aí, pode repassar?', 'Por engano enviamos o código duas vezes; use o mais recente.'],
  ['give-code', '¿Me pasas el código que te llegó por SMS?', '¿Me pasas la dirección de la fiesta?'],
  ['give-code', 'Envíame el código de verificación, es urgente.', 'Envíame las fotos del viaje.'],
  ['give-code', 'Te envié un código por error, ¿me lo reenvías?', 'Si recibiste este código por error, ignora este mensaje.'],
  ['give-code', 'Bitte nennen Sie uns den Bestätigungscode aus der SMS.', 'Bitte nennen Sie uns Ihre Kundennummer.'],
  ['give-code', 'Schick mir bitte den Code, der gerade gekommen ist.', 'Schick mir bitte den Link zum Video.'],
  ['give-code', 'Kannst du mir den Code aus der SMS schicken?', 'Kannst du mir den Link schicken?'],
  ['give-code', 'Kannst du mir bitte den Code vorlesen, der per SMS kam?', 'Kannst du mir den Code für das WLAN schicken?'],
  ['give-code', '¿Me dices el código que te llegó? Es para mi cuenta.', '¿Me dices el código del wifi de la casa?'],
  ['give-code', 'Der Code ging versehentlich an deine Nummer, schick ihn mir bitte.', 'Der Code wurde versehentlich zweimal gesendet, der neuere gilt.'],
  // pay-crypto and pay-gift-card.
  ['pay-crypto', 'Take the cash to the crypto kiosk at the gas station.', 'Our gas station now has a coffee kiosk.'],
  ['pay-crypto', 'Insert the cash into the machine and scan the QR code I sent you.', 'Insert your card and enter your PIN to withdraw cash.'],
  ['pay-crypto', 'Envoie 500 USDT à cette adresse pour activer ton compte.', "Le cours de l'ethereum a baissé cette semaine."],
  ['pay-gift-card', "Vous devez payer en cartes Google Play ou en coupons PCS aujourd'hui.", 'Vous pouvez payer par carte prépayée ou par carte de débit.'],
  ['pay-gift-card', 'You can settle the balance with 3 Steam cards from any pharmacy.', 'You can pay with a prepaid card or a debit card.'],
  ['pay-gift-card', 'Gratte le dos de la carte et envoie-moi une photo.', 'Gratte le billet pour voir si tu as gagné.'],
  // pay-deposit-or-fee: English.
  ['pay-deposit-or-fee', 'Send the $250 shipping fee by e-Transfer to receive your puppy.', 'The shipping fee is included in the price; your order ships Monday.'],
  ['pay-to-receive', 'Good news, your loan is approved! To finish, e-Transfer the $350 insurance deposit today.', 'Your loan is approved. Your first payment will be withdrawn on June 1.'],
  ['pay-to-receive', 'Congratulations, you won the prize draw! To claim it, pay the $49.99 shipping fee.', 'The prize draw is on Friday; tickets are $5 at the door.'],
  ['pay-deposit-or-fee', 'The puppy is ready to go; she just needs the $400 crate and flight fee.', 'The puppy had her first vet visit and is doing great.'],
  ['pay-deposit-or-fee', "You've been hired! Before your first day you will need to buy the equipment from our approved vendor.", "You've been hired! We provide the training and all the equipment you need."],
  ['pay-deposit-or-fee', 'Send the e-Transfer first and then I will send the tickets.', 'Thanks for the e-Transfer; I will send the receipt tonight.'],
  ['pay-deposit-or-fee', 'As soon as I receive the e-Transfer I will ship the console.', 'Once we receive your payment, we will ship your order.'],
  ['pay-deposit-or-fee', 'Send me $150 and I will send you the tickets right after.', 'Send me the photos and I will print them.'],
  ['pay-to-receive', 'Deposit $250 today and earn 20% daily on our platform.', 'Deposit your paycheque and earn points on every purchase.'],
  ['pay-to-receive', 'To withdraw your profits you must first pay a 10% tax.', 'To withdraw money from your RRSP, visit your branch.'],
  ['pay-to-receive', 'Your balance is ready; a release fee of $95 applies.', 'The release date of the film is June 3.'],
  ['pay-to-receive', 'Deposit funds into the platform to activate your trading bot.', 'Deposit funds into your savings account at any branch.'],
  // pay-deposit-or-fee: French.
  ['pay-deposit-or-fee', "Vous devez payer les frais d'assurance pour débloquer votre prêt.", "Les frais d'assurance sont inclus dans votre prêt."],
  ['pay-deposit-or-fee', 'Il faut un acompte de 300 $ avant la livraison du chiot.', 'Les frais de livraison sont inclus; vous payez à la livraison.'],
  ['pay-to-receive', 'Votre prêt est approuvé! Il reste à payer les frais de dossier de 200 $ par virement Interac.', 'Votre prêt est approuvé; le premier versement sera prélevé le 1er juin.'],
  ['pay-deposit-or-fee', 'Le chiot est prêt, il reste seulement les frais de transport de 350 $.', 'Le chiot a reçu ses vaccins et se porte bien.'],
  ['pay-deposit-or-fee', 'Félicitations pour le poste! Vous devez acheter le matériel auprès de notre fournisseur.', 'Félicitations pour le poste! Nous fournissons le matériel et la formation.'],
  ['pay-deposit-or-fee', "Fais-moi le virement Interac d'abord, et je t'envoie les billets ce soir.", "J'ai reçu ton virement Interac, merci! Je t'envoie les billets ce soir."],
  ['pay-deposit-or-fee', "Dès que je reçois le virement, je t'expédie le téléphone.", 'Dès que nous recevons votre paiement, nous expédions votre commande.'],
  ['pay-to-receive', "Pour retirer vos gains, vous devez d'abord payer des frais de 15 %.", 'Vous pouvez retirer vos gains de loterie au kiosque.'],
  ['pay-to-receive', 'Des frais de déblocage de 500 $ sont requis.', 'Le déblocage de votre carte a été fait.'],
  ['pay-to-receive', 'Déposez des fonds sur la plateforme pour activer votre compte.', 'Déposez des fonds dans votre CELI avant le 31 décembre.'],
  ['pay-to-receive', 'Déposez 300 $ et gagnez 15 % par jour, garanti.', "Déposez votre chèque et gagnez du temps avec l'appli."],
  ['pay-to-receive', "Investissez dès aujourd'hui : rendement garanti de 30 %.", 'Investissez dans votre REER avant la date limite.'],
  // pay-through-link: Portuguese, Spanish, German.
  ['pay-through-link', 'Sua encomenda está retida. Pague a taxa de importação pelo link.', 'Sua encomenda foi entregue. Obrigado pela compra.'],
  ['pay-through-link', 'Consta uma multa pendente em seu nome. Regularize agora.', 'Sua fatura de março já foi paga. Obrigado!'],
  ['pay-through-link', 'Seu CPF possui pendências. Regularize seu CPF hoje para evitar bloqueio.', 'Seu CPF foi cadastrado com sucesso.'],
  ['pay-through-link', 'Su paquete está retenido. Pague la tasa de aduana aquí.', 'Su paquete ha sido entregado.'],
  ['pay-through-link', 'Tiene una multa pendiente de pago. Abone hoy para evitar recargos.', 'Su multa fue anulada, no tiene que pagar nada.'],
  ['pay-through-link', 'Bitte bezahlen Sie die ausstehende Zollgebühr über den folgenden Link.', 'Vielen Dank, Sie haben die Rechnung bereits bezahlt.'],
  ['pay-through-link', 'Um die offene Mautgebühr zu begleichen, klicken Sie hier.', 'Die Mautgebühr wurde von Ihrem Konto abgebucht.'],
  ['pay-through-link', 'Bezahle jetzt die Versandkosten, damit dein Paket zugestellt wird.', 'Die Versandkosten sind im Preis enthalten.'],
  // open-attachment: Portuguese, Spanish, German.
  ['open-attachment', 'Siga as instruções do arquivo em anexo para liberar seu pagamento.', 'Segue em anexo o relatório mensal.'],
  ['open-attachment', 'Abra o documento anexo para regularizar sua situação.', 'Abra a porta para o entregador, por favor.'],
  ['open-attachment', 'Siga las instrucciones del archivo adjunto para recibir su reembolso.', 'Adjunto le enviamos la factura del mes.'],
  ['open-attachment', 'Abra el documento adjunto para confirmar su pedido.', 'Abra la aplicación para ver su pedido.'],
  ['open-attachment', 'Folgen Sie den Anweisungen im Anhang, um Ihr Konto freizuschalten.', 'Im Anhang finden Sie das Protokoll der letzten Sitzung.'],
  ['open-attachment', 'Öffnen Sie die beigefügte Datei, um die Zahlung zu bestätigen.', 'Öffnen Sie die beigefügte Datei, wenn Sie Zeit haben.'],
  // remote-access.
  ['pay-deposit-or-fee', 'Top up your account with $50 to unlock the next orders; it is refunded with your commission tonight.', 'Top up your transit card at any station.'],
  ['pay-deposit-or-fee', 'Il faut recharger votre compte avec un petit montant, tout est remboursé avec la commission.', 'Vous pouvez recharger votre carte Opus en station.'],
  ['call-about-charge', 'We are reviewing two pending transactions on your card. Please call me back directly at 1-833-555-0142.', 'Your pending transactions will post tomorrow. Questions? Call the number on the back of your card.'],
  ['call-about-charge', 'Deux transactions sont en attente sur votre carte. Rappelez-moi directement au 1-833-555-0142.', 'Deux transactions sont en attente; elles seront traitées demain.'],
  ['pay-gift-card', 'For security the fee can be paid with Google Play or Apple gift cards.', 'Google Play or Apple gift cards make nice presents.'],
  ['move-channel', "If you're curious I can give you his WhatsApp, he is very patient.", 'I can give you his email for the choir schedule.'],
  ['move-channel', 'Je peux te donner son WhatsApp si ça t’intéresse.', 'Je peux te donner son courriel pour la chorale.'],
  ['call-about-charge', "Si vous n'avez pas fait cet achat, appelez-nous au 1 800 555-0146.", "Votre code de sécurité est 604218. Si vous n'avez pas fait cette demande, appelez-nous au 1 800 555-0146."],
  ['keep-secret', 'Ne discutez pas de ce dossier avec votre institution financière avant de parler à l’agent.', 'Ne discutez pas de ce dossier avec vos voisins, la liste sera publiée.'],
  ['call-number', "Vous devez communiquer immédiatement avec l'agent responsable de votre dossier. Téléphone : 1-855-555-0182", "Vous devez communiquer avec l'agent par courriel seulement."],
  ['call-number', 'Call the Collections Division directly at 1-877-555-0139 and quote your file reference.', 'The Collections Division closes at 5 pm on Fridays.'],
  ['pay-deposit-or-fee', 'Some tasks need a small top-up from your account, which is refunded with commission.', 'Top up your account online and the pass is mailed to you.'],
  ['pay-to-receive', 'Il faut que vous m’envoyez 300 $ pour débloquer la mise à niveau.', 'Je vous envoie 300 $ pour le vélo demain.'],
  ['move-channel', 'Your mentor will add you to the Telegram group.', 'The coach will add you to the team roster.'],
  ['move-channel', "Je vais t'ajouter au groupe Telegram des investisseurs.", "Je vais t'ajouter à la liste de la chorale."],
  ['pay-through-link', 'The total amount of $500.00 CAD must be paid within 3 business days at: https://portal.example/pay', 'The total amount of $500.00 was paid on March 3; thank you.'],
  ['pay-through-link', 'Le solde de 500 $ doit être payé d’ici 3 jours ouvrables sur le portail.', 'Le solde de 500 $ a été payé le 3 mars, merci.'],
  ['give-code', 'You should get a text with a code, just send me a screenshot of it here.', 'You should get a text with a code; type it on the sign-in page.'],
  ['pay-deposit-or-fee', 'To hold your spot on the route we need full payment by e-Transfer.', 'To hold your spot at the dinner, reply to this email by Friday.'],
  ['pay-deposit-or-fee', 'Nous devons recevoir un dépôt de 780 $ pour garantir le camion et l’équipe.', 'Nous avons reçu votre dépôt; le camion est réservé.'],
  ['pay-deposit-or-fee', 'Vous faites le virement de 410 $ et je la fais ramasser demain matin.', 'Vous faites le virement après l’avoir essayée, pas de presse.'],
  ['grant-app-access', "Pour ouvrir le fichier, autorisez l'application à accéder à vos courriels.", "Pour suivre votre colis, installez l'application."],
  ['remote-access', 'Go to the Zoho Assist website and type the session number I give you.', 'Our IT team uses Zoho Assist internally.'],
  ['remote-access', 'Please share your screen with our agent so we can see the refund.', 'Share your screen during the team meeting to present the slides.'],
  ['remote-access', 'Give our technician remote access to your computer to remove the virus.', 'Give your children access to your computer only with parental controls.'],
  ['remote-access', 'Install this app so our technician can check your phone for viruses.', 'Install the app so you can track your order.'],
  ['remote-access', "Installez l'application pour que notre technicien puisse vérifier votre ordinateur.", "Installez l'application pour suivre votre colis."],
  ['remote-access', "Partagez votre écran avec notre agent pour annuler la transaction.", "Partagez votre écran pendant la réunion d'équipe."],
  ['remote-access', "Donne-moi l'accès à ton ordinateur, je vais régler ça.", 'Donne-moi accès au document partagé.'],
  ['remote-access', 'Le technicien va prendre le contrôle de votre ordinateur.', 'Reprenez le contrôle de vos finances avec notre atelier.'],
  ['remote-access', 'Je vais me connecter à votre ordinateur pour supprimer le virus.', 'Je vais me connecter à la réunion en retard.'],
  // keep-secret.
  ['keep-secret', 'If the teller asks, tell them the money is for home renovations.', 'If the teller asks for ID, show your driver licence.'],
  ['keep-secret', 'Bank staff may be involved in the fraud, so be careful.', 'Bank staff are available on weekends.'],
  ['keep-secret', 'Do not tell the bank why you are withdrawing the money.', 'Do not tell the kids about the surprise party.'],
  ['pay-to-receive', 'Our analysts traced the funds recovered from the BitNova platform to your old account. To open your claim, a file fee of $1,200 is required, refunded on restitution.', 'Our analysts traced the outage to a faulty router. A service fee of $40 is required for a technician visit.'],
  ['pay-to-receive', "Notre équipe a retracé des fonds bloqués associés à votre compte. Pour ouvrir votre réclamation, des frais d'ouverture de dossier de 1 200 $ sont exigés.", "Notre équipe a retracé la fuite d'eau. Des frais de déplacement de 90 $ sont exigés pour la visite du plombier."],
  ['keep-secret', 'A specialist will call you shortly. Do not share this case with branch staff.', 'Do not share this case number with anyone outside the family.'],
  ['keep-secret', 'Do not discuss this file with third parties, including your bank, as this may be considered obstruction.', 'Do not discuss this file with third parties; your bank may receive a copy of the statement.'],
  ['call-number', 'You must contact the officer in charge of your file within 24 hours of this notice: Officer Daniel Brooks, Badge 5512. Direct line: 1-888-555-0147', 'You must contact the officer in charge of your file within 24 hours of this notice, at the office named on your assessment.'],
  ['keep-secret', 'Keep this between you and me until the funds arrive.', 'Keep this receipt for your records.'],
  ['keep-secret', "Si le caissier te demande, dis que c'est pour des rénovations.", 'Si le caissier te demande ta carte, montre-la.'],
  ['keep-secret', 'Les employés de la banque sont peut-être impliqués, soyez prudent.', 'Les employés de la banque sont en grève lundi.'],
  ['keep-secret', "Ça doit rester entre nous jusqu'à la fin de l'enquête.", "Ça doit rester au frais jusqu'à samedi."],
  ['keep-secret', 'Garde ça pour toi, personne ne doit savoir.', 'Garde ça au frigo.'],
  ['keep-secret', "N'en parle pas à ta banque, ils vont bloquer le virement.", "N'en parle pas à table, on en discutera demain."],
  ['keep-secret', "Ne parlez pas de ceci à votre conseiller, l'enquête est confidentielle.", 'Parlez de vos projets à votre conseiller.'],
  // answer-fraud-alert and call-about-charge.
  ['answer-fraud-alert', 'Reply 1 if you approve, 2 if not. Our fraud team will call you within minutes.', 'Reply YES to confirm your appointment. Call us if you need to reschedule.'],
  ['answer-fraud-alert', 'Unusual activity: a $2,000 withdrawal was attempted. Reply NO if it was not you and a specialist will contact you.', 'Your order #4471 is ready. Reply YES to confirm pickup; our staff will call you at the door.'],
  ['answer-fraud-alert', 'Transaction non autorisée de 1 500 $? Répondez NON et notre équipe vous contactera.', 'Votre commande est prête. Répondez OUI pour confirmer, nous vous appellerons à votre arrivée.'],
  ['answer-fraud-alert', 'Alerte Desjardins : transaction suspecte de 842,99 $. Répondez OUI ou NON. Un agent vous appellera sous peu.', "Alerte : transaction de 42,10 $ chez Metro. Répondez OUI ou NON. Si ce n'est pas vous, appelez le numéro au dos de votre carte."],
  ['call-about-charge', 'Call 1-888-555-0199 to cancel the renewal of your antivirus.', 'Call 1-888-555-0199 to book your appointment.'],
  ['call-about-charge', "Votre abonnement a été renouvelé pour 399,99 $. Si vous n'avez pas autorisé ce paiement, appelez le 1 888 555 0147.", "Si vous n'avez pas fait cet achat, appelez le numéro au dos de votre carte."],
  ['call-about-charge', 'Appelez le 1-844-555-0123 pour annuler la commande.', 'Appelez le 1-844-555-0123 pour prendre rendez-vous.'],
  ['call-number', 'Rappelez-nous au 514 555-0198.', 'Le bureau rouvre mardi à 9 h.'],
  ['pay-deposit-or-fee', 'Your parcel is on hold: a redelivery fee of $2.99 must be paid today.', 'We attempted delivery of your package today. It will be held at the depot for 5 business days; bring photo ID.'],
  ['pay-deposit-or-fee', 'Des frais de douane de 4,50 $ doivent être réglés pour livrer votre colis.', 'Votre colis est retenu au comptoir postal; apportez une pièce d’identité.'],
  ['pay-deposit-or-fee', 'Su paquete está retenido: debe pagar los gastos de envío de 1,99 €.', 'Su paquete fue entregado en la recepción.'],
  ['pay-gift-card', 'The fine must be paid with Google Play cards today.', 'Holiday offer: buy a $100 gift card and get a $20 bonus card, in store and online.'],
  ['call-number', 'Veuillez communiquer avec moi au 418-555-0124 avant 15 h.', 'Veuillez communiquer avec moi par courriel avant 15 h.'],
  // sign-in-link: English imperatives and new terms; "if this wasn't you" in five more languages; Dutch and Italian.
  ['sign-in-link', 'Your account is limited. Verify your account within 24 hours.', 'Your account was verified on May 3, thank you.'],
  ['sign-in-link', 'Confirm your identity to restore full access.', 'Thanks, your identity was confirmed at the branch.'],
  ['sign-in-link', 'You must agree to the new user agreement to continue using your account. Update my agreement', 'We updated our user agreement; nothing changes in how you keep using your account.'],
  ['sign-in-link', 'Vous devez accepter les nouvelles conditions pour continuer à utiliser votre compte.', 'Nos conditions ont changé; vous pouvez continuer à utiliser votre compte sans rien faire.'],
  ['sign-in-link', 'Se não foi você, clique no link abaixo para bloquear o acesso.', 'Se foi você, pode ignorar este e-mail.'],
  ['sign-in-link', 'Si no fue usted, haga clic aquí para cancelar.', 'Si fue usted, no tiene que hacer nada.'],
  ['sign-in-link', 'Wenn Sie das nicht waren, klicken Sie hier.', 'Wenn Sie das waren, müssen Sie nichts tun.'],
  ['sign-in-link', 'Was u dit niet? Klik hier om uw account te beveiligen.', 'Was u dit? Dan hoeft u niets te doen.'],
  ['sign-in-link', 'Se non sei stato tu, clicca qui per bloccare il tuo conto.', 'Se sei stato tu, non devi fare nulla.'],
  ['sign-in-link', 'Bevestig uw gegevens via de onderstaande link.', 'Uw gegevens zijn bevestigd, bedankt.'],
  ['sign-in-link', 'Werk uw gegevens bij om blokkering te voorkomen.', 'Uw gegevens zijn bijgewerkt.'],
  ['sign-in-link', 'Log in om uw account te verifiëren.', 'Log in om uw factuur te bekijken.'],
  ['sign-in-link', 'Conferma i tuoi dati entro 24 ore per evitare la sospensione.', 'I tuoi dati sono stati aggiornati.'],
  ['sign-in-link', 'Accedi al tuo conto per sbloccare la carta.', 'Accedi per vedere i tuoi ordini.'],
  // give-password and give-code: Dutch and Italian; replying with the code in Portuguese, German and Dutch.
  ['give-password', 'Stuur ons uw wachtwoord, dan zetten wij uw mailbox om.', 'Geef uw wachtwoord nooit door, ook niet aan ons.'],
  ['give-password', 'Comunicaci la tua password per completare la verifica.', 'Non comunicare mai la tua password a nessuno.'],
  ['give-code', 'Responda a este e-mail com o código recebido por SMS.', 'Responda com o seu nome completo.'],
  ['give-code', 'Antworten Sie mit dem Code aus der SMS.', 'Antworten Sie mit JA, um den Termin zu bestätigen.'],
  ['give-code', 'Antwoord met de code die u per sms ontving.', 'Antwoord met JA om uw afspraak te bevestigen.'],
  ['give-code', 'Antworten Sie bitte mit dem Code aus der SMS.', 'Antworten Sie niemals mit dem Code aus einer SMS.'],
  ['give-code', 'Beantwoord dit bericht met de code uit de sms.', 'Antwoord nooit met de code uit een sms.'],
  ['sign-in-link', 'Please verify your account today to continue using our services.', 'We will never ask you to verify your account by email.'],
  ['give-code', 'Stuur me even de code die je net kreeg.', 'Deel de code niet met anderen.'],
  ['give-code', 'Mandami il codice che ti è arrivato per SMS.', 'Mandami il codice fiscale per la fattura.'],
  // pay-deposit-or-fee: the one fee left.
  ['pay-to-receive', 'All you need to do is pay the $350 security keeping fee and the box will be delivered.', 'All you need to do is bring your library card.'],
  ['pay-to-receive', "Tout ce que vous avez à faire, c'est payer les frais de 200 $.", "Tout ce que vous avez à faire, c'est apporter votre carte."],
  // pay-through-link: English, French, Dutch, Italian.
  ['pay-through-link', 'Please settle the outstanding amount to release your parcel.', 'The outstanding amount was settled, thank you.'],
  ['pay-through-link', 'Réglez les frais de douane pour recevoir votre colis.', 'Les frais de douane sont inclus dans le prix.'],
  ['pay-through-link', 'Betaal de openstaande kosten om uw pakket te ontvangen.', 'U hoeft niets te betalen; het bedrag is al afgeschreven.'],
  ['pay-through-link', 'Klik hier om de verzendkosten te voldoen.', 'De verzendkosten zijn voldaan.'],
  ['pay-through-link', 'Paga la multa entro 5 giorni tramite il link.', 'La multa è stata annullata.'],
  // open-attachment: attached instructions, or money and "more information in the attachment", seven languages.
  ['open-attachment', 'Follow the attached instructions to unlock your account.', 'The attached photos are from the picnic.'],
  ['open-attachment', 'Your refund is ready. Check the PDF we attached and fill in your details.', 'Your refund was sent. See the attached photo of the team.'],
  ['open-attachment', 'Suivez les instructions en pièce jointe pour débloquer votre compte.', 'Les photos du pique-nique sont en pièce jointe.'],
  ['open-attachment', "Votre remboursement est prêt : plus d'informations en pièce jointe.", "Voici l'ordre du jour de la réunion; plus d'informations en pièce jointe."],
  ['open-attachment', 'Siga as instruções em anexo para liberar seus pontos.', 'Segue em anexo a ata da reunião.'],
  ['open-attachment', 'Veja como liberar sua conta nas instru&ccedil;&otilde;es anexadas.', 'Veja as fotos da festa em anexo.'],
  ['open-attachment', 'Existem valores a receber. Mais informações em anexo.', 'Segue a programação da festa, mais informações em anexo.'],
  ['open-attachment', 'Siga las instrucciones adjuntas para recibir su reembolso.', 'Adjuntas las fotos de la fiesta.'],
  ['open-attachment', 'Su reembolso está listo, más información en el archivo adjunto.', 'La agenda de la reunión, más información en el archivo adjunto.'],
  ['open-attachment', 'Volg de instructies in de bijlage om uw rekening te deblokkeren.', 'In de bijlage vindt u de notulen.'],
  ['open-attachment', 'Uw terugbetaling staat klaar, meer informatie in de bijlage.', 'Het programma van het feest: meer informatie in de bijlage.'],
  ['open-attachment', 'Segui le istruzioni in allegato per sbloccare il conto.', 'In allegato le foto della gita.'],
  ['open-attachment', 'Il rimborso è pronto, maggiori informazioni in allegato.', 'Il programma della festa: maggiori informazioni in allegato.'],
  ['open-attachment', 'Ihre Rückerstattung ist bereit, weitere Informationen im Anhang.', 'Das Programm des Festes: weitere Informationen im Anhang.'],
  // call-about-charge: "if you don't recognise it, call <a number it gives>", seven languages (the card's own number is not an ask).
  ['call-about-charge', 'If you do not recognise this transaction, call our security team on 0800 123 4567.', 'If you do not recognise this transaction, call the number on the back of your card.'],
  ['call-about-charge', 'Si vous ne reconnaissez pas cet achat, appelez le 01 23 45 67 89.', 'Si vous ne reconnaissez pas cet achat, appelez le numéro au dos de votre carte.'],
  ['call-about-charge', 'Compra em análise de R$1.499,99. Caso não reconheça, ligue para a área de segurança: 0800-323-5054.', 'Caso não reconheça, ligue para o número no verso do seu cartão.'],
  ['call-about-charge', 'Si no reconoce este cargo, llame al 900 123 456.', 'Si no reconoce este cargo, llame al número que figura en su tarjeta.'],
  ['call-about-charge', 'Sollten Sie diese Zahlung nicht veranlasst haben, rufen Sie uns unter 0800 123 4567 an.', 'Sollten Sie diese Zahlung nicht veranlasst haben, rufen Sie die Nummer auf Ihrer Karte an.'],
  ['call-about-charge', 'Als u deze betaling niet herkent, bel dan direct 088-1234567.', 'Als u deze betaling niet herkent, bel dan het nummer op uw pas.'],
  ['call-about-charge', 'Se non riconosci questo addebito, chiama subito il 800 123 456.', 'Se non riconosci questo addebito, chiama il numero sul retro della carta.'],
  // reply-details: write to someone to receive a donation or an inheritance.
  ['reply-details', 'Contact Mr. Bernard by email for details on how to receive your donation.', 'Contact the front desk for details on parking.'],
  ['reply-details', 'Écrivez à Maître Dupont pour recevoir votre don.', 'Écrivez à la mairie pour recevoir le bulletin.'],
  ['reply-details', 'Entre em contato com o advogado para receber sua herança.', 'Entre em contato com a escola para receber o boletim.'],
  ['reply-details', 'Contacte al abogado para recibir su herencia.', 'Contacte a la escuela para recibir el boletín.'],
  ['reply-details', 'For more details on the inheritance, please contact the assessor at his private email.', 'For more details on the school trip, please contact the office.'],
  ['reply-details', "Pour l'héritage, veuillez contacter notre notaire par courriel.", 'Pour la sortie scolaire, veuillez contacter le secrétariat.'],
  ['reply-details', 'Para liberar o empréstimo, envie seu nome completo e telefone.', 'Enviamos seu cartão para o endereço cadastrado.'],
  ['reply-details', 'Para recibir el premio, indíquenos su nombre completo y teléfono.', 'Le enviamos su tarjeta a la dirección registrada.'],
];

const asksOf = (text: string) => findAsks(buildContext(makeEmail({ text, links: AWAY })), new Set()).map((a) => a.id);

describe('asks: phrasings and their near-misses', () => {
  it.each(PHRASINGS)('%s: %s', (id, hit, miss) => {
    expect(asksOf(hit)).toContain(id);
    expect(asksOf(miss)).not.toContain(id);
  });

  it('every pattern of every rule is met by its own example or a phrasing', () => {
    const unmet: string[] = [];
    for (const rule of ASK_RULES) {
      const hits = [rule.examples.hit, ...PHRASINGS.filter(([id]) => id === rule.id).map(([, hit]) => hit)].map((t) => buildContext(makeEmail({ text: t })).all);
      rule.any.forEach((re, i) => {
        if (!hits.some((t) => re.test(t))) unmet.push(`${rule.id} #${i}: ${re.source.slice(0, 80)}`);
      });
    }
    expect(unmet).toEqual([]);
  });
});

describe('asks: every rule finds its own hit and misses its miss', () => {
  const withText = ASK_RULES.filter((r) => r.any.length > 0);
  it.each(withText.map((r) => [r.id, r] as const))('%s', (_id, rule) => {
    const hit = buildContext(makeEmail({ text: rule.examples.hit, links: AWAY }));
    const miss = buildContext(makeEmail({ text: rule.examples.miss, links: AWAY }));
    expect(findAsks(hit, new Set()).map((a) => a.id)).toContain(rule.id);
    expect(findAsks(miss, new Set()).map((a) => a.id)).not.toContain(rule.id);
  });

  it('every rule is reachable (patterns or concepts) and carries its examples', () => {
    for (const rule of ASK_RULES) {
      expect(rule.any.length + (rule.via ?? []).length + (rule.byRequests ? 1 : 0)).toBeGreaterThan(0);
      expect(rule.examples.hit.length).toBeGreaterThan(0);
    }
  });
});

describe('asks', () => {
  it.each([
    ['grandchild in trouble: gift cards and secrecy', 'grandma its me, i am in jail and need bail. please buy google play gift cards and send me the codes. dont tell mom', ['language:family-emergency', 'language:gift-card', 'language:secrecy'], 'severe'],
    ['a fake lawyer sending a courier for cash', 'your grandson was arrested. withdraw the cash for his bail today, a courier will come to your house to pick up the envelope', [], 'severe'],
    ['"new number, text me on WhatsApp"', 'hi dad its me, this is my new number, text me on whatsapp when you see this', [], 'severe'],
    ['« nouveau numéro, écris-moi sur WhatsApp »', 'salut maman, j ai un nouveau numero, ecris-moi sur whatsapp des que tu peux', [], 'severe'],
    ['"changed my number": save it, delete the old one', 'hey mom, i changed my number. save this one and delete the old one, message me here when you can', [], 'severe'],
    ['« j\'ai changé de numéro »', 'allo papa, j\'ai change de numero, enregistre celui-ci et efface l\'ancien', [], 'severe'],
    ['a locked attachment', 'your statement is attached. password of the pdf: 4471', ['language:locked-attachment'], 'moderate'],
    ['a relative\'s trip note', 'we landed safely, the hotel is lovely, call you sunday', [], 'none'],
        ['remote access', 'to get your refund, download anydesk and give us the code on the screen', [], 'severe'],
    ['a rental deposit before any visit', 'i am out of the country, send the deposit by e-transfer to hold the apartment and i will mail you the keys', [], 'moderate'],
    ['dépôt avant la visite', 'envoyez le depot du premier mois pour reserver le logement avant la visite', [], 'moderate'],
    ['a friend asking for an e-Transfer', 'can you send me an e-transfer for the concert tickets', ['language:etransfer-request'], 'mild'],
    ['a church newsletter', 'the bake sale is on saturday, bring your favourite pie', [], 'none'],
    ['a warning that retells a grandparent scam (warning.ts)', "that call was a scam. the so-called lawyer wanted gift cards and said keep it secret. don't answer if they call again", [], 'none'],
  ])('%s', (_name, text, found, severity) => {
    const ctx = buildContext(makeEmail({ text }));
    expect(strongestAsk(findAsks(ctx, new Set(found)))).toBe(severity);
  });

  it('a sign-in through a link counts only when the link leaves the sites of the brand it speaks for', () => {
    const text = 'Your RBC account is locked. Sign in to verify your identity.';
    const away = buildContext(makeEmail({ from: { name: 'RBC', address: 'alerts@rbc-secure.example' }, text, links: [{ href: 'https://rbc-verify.example.top/login' }] }));
    const home = buildContext(makeEmail({ from: { name: 'RBC', address: 'alerts@rbc.com' }, text, links: [{ href: 'https://www.rbc.com/signin' }] }));
    const sharepoint = buildContext(makeEmail({ from: { name: 'Microsoft', address: 'no-reply@example.org' }, text: 'Microsoft 365: sign in to verify your mailbox', links: [{ href: 'https://contoso.sharepoint.com/x' }] }));
    expect(findAsks(away, new Set()).map((a) => a.id)).toContain('sign-in-link');
    expect(findAsks(home, new Set()).map((a) => a.id)).not.toContain('sign-in-link');
    expect(findAsks(sharepoint, new Set()).map((a) => a.id)).toContain('sign-in-link');
  });

  it("the sender's own site is the sender's only when its address is proven; a link showing another site leaves it", () => {
    const own = buildContext(makeEmail({ from: { name: 'Complices', address: 'membres@rencontres.example' }, text: 'Pour lire ses messages, confirmez simplement votre profil.', links: [{ href: 'https://rencontres.example/m/inbox' }] }));
    expect(findAsks(own, new Set(), false, true).map((a) => a.id)).not.toContain('sign-in-link');
    expect(findAsks(own, new Set(), false, false).map((a) => a.id)).toContain('sign-in-link');
    const shown = buildContext(makeEmail({ from: { name: 'Relief', address: 'appeal@relief-fund.example' }, text: 'Donate now at www.redcross.ca', links: [{ href: 'https://relief-fund.example/give', text: 'www.redcross.ca' }] }));
    expect(findAsks(shown, new Set(), false, true).map((a) => a.id)).not.toContain('follow-link');
    expect(findAsks(shown, new Set(['link-shown-elsewhere']), false, true).map((a) => a.id)).toContain('follow-link');
  });
});

describe('asks read from what the detectors found', () => {
  it('an unsolicited fortune (the advance-fee story) asks for a reply, however it is worded', () => {
    const ctx = buildContext(makeEmail({ text: 'We need a re-confirmation from you before the release of the funds.' }));
    expect(findAsks(ctx, new Set(['language:advance-fee'])).map((a) => a.id)).toContain('reply-details');
    expect(findAsks(ctx, new Set()).map((a) => a.id)).not.toContain('reply-details');
  });
  it('a dating lure (the romance concept) asks you to write back to a stranger', () => {
    const ctx = buildContext(makeEmail({ text: "Hi. I'm a 28 year old woman and I am waiting for a kind man. Do you want to know me?" }));
    expect(findAsks(ctx, new Set(['language:romance'])).map((a) => a.id)).toEqual(['answer-stranger']);
    expect(findAsks(ctx, new Set()).map((a) => a.id)).toEqual([]);
  });
});

describe('askWordsOnly: the words that are the only ask are not also deception', () => {
  const ask = (id: AskId, severity: Ask['severity']): Ask => ({ id, severity, ownWords: false });
  it.each<[string, Ask[], string[]]>([
    ['secrecy is the only risky ask (a surprise)', [ask('keep-secret', 'severe'), ask('call-number', 'mild')], ['language:secrecy']],
    ['secrecy beside gift cards is also deception', [ask('pay-gift-card', 'severe'), ask('keep-secret', 'severe')], []],
    ['acting now is all it asks (renew or lose access)', [ask('act-now', 'mild')], ['language:urgency', 'language:account-threat', 'language:legal-threat']],
    ['pressure beside a link to follow is deception', [ask('follow-link', 'mild'), ask('act-now', 'mild')], []],
    ['nothing asked', [], []],
  ])('%s', (_name, asks, expected) => {
    expect([...askWordsOnly(asks)].sort()).toEqual([...expected].sort());
  });
});

describe('retellsAScam: links of its own that are not the scam\'s', () => {
  const newsletter = (links: { href: string; text?: string }[]) =>
    buildContext(makeEmail({
      from: { name: 'Maplewood Seniors', address: 'news@maplewood-seniors.example.org' },
      text: 'SCAM WATCH: a crying "grandson" asks for bail money right away. Hang up and call the family on the number you already have. More tips from the Canadian Anti-Fraud Centre. All events on our site.',
      links,
    }));
  it.each([
    ['its own pages, its address proven', [{ href: 'https://maplewood-seniors.example.org/events' }], true, true],
    ['its own pages, its address unproven (anyone can write from it)', [{ href: 'https://maplewood-seniors.example.org/events' }], false, false],
    ['the site of an agency it names', [{ href: 'https://antifraudcentre-centreantifraude.ca/' }], false, true],
    ['a site of nobody it names', [{ href: 'https://verify-now.example.xyz/' }], true, false],
  ])('%s', (_name, links, senderProven, expected) => {
    expect(retellsAScam(newsletter(links), senderProven)).toBe(expected);
  });
});
