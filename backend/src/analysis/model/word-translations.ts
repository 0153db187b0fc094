/**
 * A small bilingual dictionary: common words of French, Portuguese, Spanish, German, Dutch and
 * Italian mapped onto the English word the word model knows. The word model learns from English
 * only (the one language with both scams and legitimate mail in the corpus); a message in another
 * language is read through this dictionary, so "compte bloqué" weighs what "account blocked" weighs
 * and "merci, à demain" what "thanks, tomorrow" weighs. Nothing here was learnt from the corpus: it
 * is ordinary vocabulary, ham words as well as scam words, so translating cannot push a message
 * either way by itself.
 *
 * Format: `english: forms...` — forms are lower case without accents (the tokenizer folds them),
 * three letters or more, and never an English word of another meaning ("die", "was", "will", "son").
 * Function words ("the", "and", "you", "que", "und") are not words of the model at all: languages use
 * them too differently (English says "the" in every sentence) for a translation to weigh the same.
 * The `-:` line lists other languages' function words, which are dropped like English ones.
 */

import { translateCjk } from './cjk-translations';
import { buildDictionaryTable } from './dictionary-table';

/** English function words: never learnt, in any language (see above). */
export const FUNCTION_WORDS = new Set(
  ('the and that but not which what when there then its they have this for are was with you your our all here ' +
    'please can will from who how about more some any also just only other into than them these those been were has had ' +
    'would could should may might must very really their his her him she one two get got out use see yes did does ' +
    'doing done being our ours yours mine hers theirs she he we us me myself yourself itself where why because while ' +
    'upon over under again once same such both each few most own off too nor just don doesn didn isn aren wasn ' +
    "i'm i've i'd i'll you're you've you'll we're we've they're it's that's there's can't won't don't doesn't isn't").split(' '),
);

const DICTIONARY = `
-: les des une uns unes aux est sont dans par pour sur avec qui que quoi mais pas ses son leur leurs cette ces ceci cela
-: nous vous ils elles elle lui moi toi mon mes ton tes notre votre vos nos tout tous toute toutes tres bien plus moins
-: dos das nos nas uma umas uns com sem para pelo pela pelos pelas que quem mas nao sim seu sua seus suas voce voces ele ela eles elas isso isto esse essa este esta muito mais menos
-: los las del una unos unas con sin para por pero como cuando donde este esta estos estas ese esa eso usted ustedes ellos ellas muy mas menos
-: der die das dem den des ein eine einen einem einer und oder aber nicht mit fur von auf aus bei nach ist sind war ihr ihre sie wir ich sich auch noch nur sehr wenn wie was dass
-: het een van voor met niet maar ook naar bij aan uit zijn hebben wij jij jou zij ons onze mijn hun wat wie waar dat deze die dit zeer
-: gli che con per della delle degli dei del non sono questo questa quello quella molto piu meno anche loro
account: compte comptes conta contas cuenta cuentas konto kontos kontoen rekening rekeningen conto conti
access: acces acceder acesso acessar acceso acceder zugang zugriff toegang accesso accedere
accept: accepter accepte aceitar aceite aceptar acepte akzeptieren accepteren accetta accettare
activity: activite atividade actividad aktivitat activiteit attivita
address: adresse endereco direccion adres indirizzo
adult: adulte adultos adulto erwachsene volwassen adulti
after: apres depois despues nach nachdem daarna dopo
again: encore novamente nuevamente wieder opnieuw nuovamente ancora
already: deja vorher reeds gia
amount: montant valor monto importe betrag bedrag importo
answer: reponse reponds responder respuesta antwort antwoord risposta rispondere
approved: approuve aprovado aprobado genehmigt goedgekeurd approvato
assets: actifs ativos activos vermogen vermogenswaarden beni
attached: joint jointe anexo anexado adjunto anhang bijlage allegato allegata
attention: atencao atencion achtung aandacht attenzione
available: disponible disponivel disponibles verfugbar beschikbaar disponibile
balance: solde saldo guthaben tegoed
bank: banque banco banca bancaire bancario bancaria
before: avant antes vorher voordat voor prima
beautiful: belle beau bela bonita bella mooie mooi
below: dessous abaixo abajo unten onderstaande hieronder sotto
best: meilleur meilleure meilleurs melhor mejores mejor beste besten migliore migliori
bitcoin: bitcoins
blocked: bloque bloquee bloqueado bloqueada bloqueio gesperrt blokkeert geblokkeerd bloccato bloccata
business: entreprise affaires negocio negocios empresa geschaft unternehmen bedrijf zaken azienda affari
buy: acheter achetez comprar compre kaufen kopen acquistare acquista
call: appel appelez appeler ligue ligar llamar llame anrufen anruf bellen chiamare chiami
cancel: annuler annulez cancelar cancele stornieren annuleren annullare
card: carte cartes cartao cartoes tarjeta tarjetas karte kaart kaarten carta
casino: casinos cassino kasino
chance: chances oportunidade oportunidad chancen kans kansen possibilita
change: changer changement mudar mudanca cambiar cambio andern anderung wijzigen wijziging cambiare modifier modifiez alterar modificare
chat: bavarder conversar charlar plaudern kletsen chiacchierare
check: prufen prufe controleer controleren controllare
claim: reclamer reclamez reivindicar resgatar resgate reclamar anfordern einfordern claimen claim reclamare
click: cliquez cliquer clique clicar clique clic klicken klick klik klikken cliccare clicca
code: codigo kodex codice
company: societe compagnie companhia compania firma unternehmens societa
computer: ordinateur computador ordenador rechner computador
confirm: confirmer confirmez confirmar confirme bestatigen bestatige bevestigen bevestig confermare conferma
congratulations: felicitations parabens felicidades enhorabuena gluckwunsch herzlichen gefeliciteerd congratulazioni complimenti
contact: contacter contactez contato contatar contacto kontakt kontaktieren contatto contattare
continue: continuer continuez continuar weiter fortfahren doorgaan verder continuare
cost: cout custo costo kosten costi
country: pays pais paese
credit: credito kredit krediet
crypto: cripto krypto cripto
customer: cliente clientes kunde kunden klant klanten
data: donnees dados datos daten gegevens dati
date: rencontre encontro cita treffen afspraakje appuntamento
day: jour jours dia dias tag tage dag dagen giorno giorni journee
dear: cher chere caro cara prezado prezada querido querida estimado estimada sehr geehrte geehrter liebe lieber beste geachte gentile carissimo carissima
delete: supprimer supprimez excluir eliminar borrar loschen verwijderen eliminare cancellare
delivery: livraison entrega lieferung zustellung levering bezorging consegna spedizione
details: details detalhes detalles einzelheiten gegevens dettagli
discount: remise reduction desconto descuento rabatt korting sconto
discover: decouvrir decouvrez descobrir descubra descubrir entdecken entdecke ontdek ontdekken scoprire scopri
document: documents documento documentos dokument dokumente documenten
download: telecharger telechargez baixar descargar herunterladen downloaden scaricare scarica
earn: gagner gagnez ganhar ganhe ganar gane verdienen verdien guadagnare guadagna
easy: facile facil einfach makkelijk eenvoudig facile
email: courriel mail correio correo posta
error: erreur erro fehler fout errore
exclusive: exclusif exclusive exclusivo exclusiva exklusiv exclusief esclusivo esclusiva
expired: expire expiree expirado expirada abgelaufen verlopen scaduto scaduta
fast: rapide rapido rapida schnell snel veloce
fee: frais taxa tarifa gebuhr kosten tariffa
file: fichier arquivo archivo datei bestand
final: finale ultimo ultima letzte laatste
follow: suivre suivez seguir folgen volgen seguire
free: gratuit gratuite gratuits gratis gratuito gratuita kostenlos gratis gratuiti
friday: vendredi sexta viernes freitag vrijdag venerdi
friend: ami amie amigo amiga freund freundin vriend vriendin amico amica
funds: fonds fundos fondos gelder fondi
future: avenir futuro zukunft toekomst
gift: cadeau cadeaux presente regalo geschenk cadeautje regali
girls: filles garotas meninas chicas madchen meisjes ragazze
guaranteed: garanti garantie garantido garantizado garantiert gegarandeerd garantito
happy: heureux heureuse feliz glucklich gelukkig felice
health: sante saude salud gesundheit gezondheid salute
hello: bonjour salut ola hola hallo ciao
help: aide aider ajuda ajudar ayuda hilfe helfen hulp helpen aiuto
hours: heures horas stunden uren ore
immediately: immediatement imediatamente inmediatamente sofort onmiddellijk subito
important: importante wichtig belangrijk
income: revenu revenus renda ingresos einkommen inkomen reddito
information: informations informacao informacoes informacion informationen informatie informazioni renseignements informaciones
inheritance: heritage heranca herencia erbschaft erfenis eredita
investment: investissement investimento inversion investition investering investimento
invoice: facture fatura factura rechnung factuur fattura
kindly: veuillez favor gentilmente bitte vriendelijk cortesemente
last: dernier derniere ultima letzte laatste
life: vie vida leben leven vita
limited: limite limitee limitado limitada begrenzt beperkt limitato limitata
link: lien liens enlace enlaces verknupfung koppeling collegamento
login: connexion connecter identifier entrar iniciar anmelden anmeldung inloggen accedi
lose: perdre perder verlieren verliezen perdere
loss: perte perda perdida verlust verlies perdita
love: amour amor liebe liefde amore aime aimons adore amo lieve
meeting: reunion reuniao besprechung vergadering riunione
message: messages mensagem mensagens mensaje mensajes nachricht nachrichten bericht berichten messaggio
million: milhoes millones millionen miljoen milioni
minutes: minutos minuten minuti
money: argent dinheiro dinero geld soldi denaro
month: mois meses monat monate maand maanden mese mesi
new: nouveau nouvelle nouveaux novo nova nuevo nueva neue neuer nieuw nieuwe nuovo nuova
news: nouvelles noticias nachrichten nieuws notizie
now: maintenant agora ahora jetzt adesso
notification: notificacao notificacion benachrichtigung melding notifica
offer: offre offres oferta ofertas angebot angebote aanbieding aanbod offerta
online: ligne linea internet
opportunity: opportunite oportunidade oportunidad gelegenheit gelegenheid opportunita
order: commande pedido pedidos encomenda bestellung bestelling ordine
password: senha contrasena passwort wachtwoord
payment: paiement pagamento pago zahlung betaling
pay: payer payez pagar pague bezahlen betalen pagare paga
personal: personnel personnelle pessoal personales personlich persoonlijk personale
phone: telephone telefone telefono telefon telefoon
price: prix preco precio preis prijs prezzo
prize: prix premio premios preis prijs premio
problem: probleme problema problemas problem probleem
product: produit produto producto produkt product prodotto
profile: profil perfil profiel profilo
program: programme programa programm programma
question: questions pergunta pregunta frage vraag domanda
receive: recevoir recevez receber receba recibir reciba erhalten ontvangen ricevere ricevi
received: recu recue recebido recebeu recibido erhalten ontvangen ricevuto
refund: remboursement reembolso ruckerstattung terugbetaling rimborso
regards: cordialement atenciosamente saludos atentamente gruessen grussen groeten saluti
registered: inscrit cadastrado registrado registriert geregistreerd registrato
remove: retirer desabonner remover descadastrar quitar entfernen verwijder rimuovere
reply: repondre repondez responda responder antworten antwoord rispondi
required: requis necessario necesario erforderlich vereist richiesto requise obligatoire obrigatorio obligatorio verplicht obbligatorio
reward: recompense recompensa recompensas belohnung beloning ricompensa
risk: risque risco riesgo risiko risico rischio
safe: securise seguro sicher veilig sicuro
save: economiser economize ahorrar sparen besparen risparmiare
secure: securiser proteger schutzen beveiligen proteggere
security: securite seguranca seguridad sicherheit beveiliging sicurezza
send: envoyer envoyez enviar envie senden versenden sturen verzenden inviare invia
sent: envoye envoyee enviado enviada gesendet verzonden inviato
service: servico servicio dienst servizio
share: partager compartilhar compartir teilen delen condividere
simple: simples sencillo einfach eenvoudig semplice
soon: bientot breve pronto bald binnenkort presto
special: speciale especial spezial speciaal speciale
start: commencer comecar empezar comenzar beginnen starten iniziare inizia
suspended: suspendu suspendue suspenso suspensa suspendido suspendida gesperrt opgeschort sospeso sospesa
team: equipe equipo mannschaft equipe squadra
thanks: merci obrigado obrigada gracias danke bedankt dank grazie
time: temps tempo tiempo zeit tijd
today: aujourd'hui hoje hoy heute vandaag oggi
tomorrow: demain amanha manana morgen domani
transaction: transacao transaccion transaktion transactie transazione
transfer: virement transferencia uberweisung overboeking trasferimento bonifico
unlock: debloquer desbloquear entsperren ontgrendelen sbloccare
update: atualizar atualize actualizar actualice aktualisieren bijwerken aggiornare aggiorna
urgent: urgente dringend
user: utilisateur usuario benutzer gebruiker utente
valid: valide valido valida gultig geldig valido
verify: verifier verifiez verificar verifique verifizieren verifieren verificare verifica
verification: verification verificacao verificacion verifizierung verificatie verifica
wallet: portefeuille carteira billetera cartera wallet geldborse portafoglio
want: veux voulez quero quer quiero quiere mochte mochten wil willen voglio vuoi
website: site sitio webseite webpagina website
week: semaine semana woche week settimana
welcome: bienvenue bienvenido bienvenida bemvindo willkommen welkom benvenuto benvenuta
win: gagnez gagner ganhe ganhar gane ganar gewinnen gewinn winnen vincere vinci
winner: gagnant vencedor ganador gewinner winnaar vincitore
women: femmes mulheres mujeres frauen vrouwen donne
work: travail trabalho trabajo arbeit werk lavoro
year: annee ans ano anos jahr jahre jaar jaren anno anni
-: ici comme aussi parce meme memes chez vers pendant depuis sous entre puis quand etre suis etes etait etaient seront sera serait ete deja encore ainsi donc alors car lorsque lors selon afin soit
-: ont avons avez aura avoir fait faire faites peut peux pouvez pourrait pourrais pourriez doit doivent devez faut vais vont allez aucun aucune chaque quelques plusieurs autre autres celle celui ceux dont rien toujours jamais oui svp
monday: lundi segunda lunes montag maandag lunedi
tuesday: mardi terca martes dienstag dinsdag martedi
wednesday: mercredi quarta miercoles mittwoch woensdag mercoledi
thursday: jeudi quinta jueves donnerstag donderdag giovedi
saturday: samedi sabado samstag zaterdag sabato
sunday: dimanche domingo sonntag zondag domenica
january: janvier janeiro enero januar januari gennaio
february: fevrier fevereiro febrero februar februari febbraio
april: avril abril aprile
june: juin junho junio juni giugno
july: juillet julho julio juli luglio
august: aout agosto augustus
september: septembre setembro septiembre settembre
october: octobre outubro octubre oktober ottobre
november: novembre novembro noviembre
december: decembre dezembro diciembre dezember
christmas: noel navidad weihnachten kerstmis natale
mom: maman mamae mama mamma
dad: papa papai
mother: mere madre moeder
father: pere vater vader
children: enfants filhos ninos kinderen bambini
child: enfant bambino
family: famille familles familia familie famiglia
friends: amis amies amigos amigas freunde vrienden amici
sister: soeur irma hermana schwester zus sorella
brother: frere irmao hermano bruder broer fratello
little: petit petite petits petites pequeno kleine
evening: soir soiree noite abend avond sera
morning: matin manha manana morgen mattina
noon: midi mezzogiorno
night: nuit notte
hour: heure heures hora horas stunde stunden uur ora ore
weeks: semaines semanas wochen weken settimane
winter: hiver inverno invierno
autumn: automne outono otono herbst herfst autunno
season: saison temporada saison seizoen stagione
party: fete festa fiesta feier feest
next: prochain prochaine proximo proxima naechste volgende prossimo prossima
late: tard tarde laat tardi
return: retour retorno regreso ruckkehr terugkeer ritorno
need: besoin precisamos necesitamos brauchen nodig bisogno
give: donner donne dar geben geven
take: prendre tomar nehmen nemen prendere
come: venir viens venez vir komm kommen komen venire vieni
talk: parler parle parlons falar hablar sprechen praten parlare
know: savoir sais savez wissen weten sapere
bring: apporter apportez apporte trazer traer bringen brengen portare
wait: attendre esperar warten wachten aspettare
kisses: bisous becos besos kusse kusjes baci
hugs: embrasse abracos abrazos
house: maison casa haus huis
kitchen: cuisine cozinha cocina kuche keuken
hall: salle sala saal zaal
church: eglise messe paroisse igreja iglesia kirche kerk chiesa
school: ecole escola escuela schule school scuola
office: bureau escritorio oficina buro kantoor ufficio
pharmacy: pharmacie farmacia apotheke apotheek
hospital: hopital krankenhaus ziekenhuis ospedale
park: parc parque
beach: plage praia playa spiaggia
parking: stationnement estacionamento estacionamiento parkplatz parkeren parcheggio
neighbours: voisins voisin vizinhos vecinos nachbarn buren vicini
volunteers: benevoles voluntarios freiwillige vrijwilligers volontari
members: membres membre membros miembros mitglieder leden membri
committee: comite comissao comite ausschuss commissie comitato
dinner: souper jantar cena abendessen avondeten
lunch: diner almoco almuerzo mittagessen lunch pranzo
soup: soupe sopa suppe soep zuppa
tickets: billets bilhetes entradas tickets kaartjes biglietti
registration: inscription inscriptions inscrire inscrite inscricao anmeldung inschrijving iscrizione
schedule: horaire horario zeitplan orario
activities: activites atividades actividades aktivitaten activiteiten attivita
workshop: atelier oficina werkstatt werkplaats laboratorio
donations: dons doacoes donaciones spenden donaties donazioni
bulletin: feuillet boletim boletin
number: numero numeros nummer
notice: avis aviso hinweis kennisgeving avviso
reminder: rappel lembrete recordatorio erinnerung herinnering promemoria
request: demande pedido solicitud anfrage verzoek richiesta
text: texto textos sms
automatic: automatique automatiquement automatico automatica automatisch automatico
manage: gerer gerez gerenciar gestionar verwalten beheren gestire
privacy: confidentialite privacidade privacidad datenschutz privacy riservatezza
policy: politique politica richtlinie beleid
due: echeance vencimento vencimiento falligkeit vervaldatum scadenza
identity: identite identidade identidad identitat identiteit identita
form: formulaire formulario formular formulier
copy: copie copia kopie
licence: permis licenca licencia fuhrerschein rijbewijs patente
vehicle: vehicule veiculo vehiculo fahrzeug voertuig veicolo
parcel: colis encomenda paquete paket pakket pacco
statement: releve extrato extracto kontoauszug afschrift estratto
mail: courrier correio correo post posta
emails: courriels correos
alert: alerte alertes alerta alertas warnung waarschuwing avviso
fraud: fraude fraudes betrug fraude frode
portal: portail portal portale
book: reserver reservar buchen reserveren prenotare
deadline: delai prazo plazo frist termijn scadenza
tracking: suivi rastreamento seguimiento sendungsverfolgung tracering tracciamento
shipment: envoi envio sendung zending spedizione
dues: cotisation cotisations
renewal: renouvellement renovacao renovacion verlangerung verlenging rinnovo
renew: renouveler renouvelez renovar verlangern verlengen rinnovare
`;

/** Phrases that mean one English word (run on the folded text before it is split into words). */
const PHRASES: [RegExp, string][] = [
  [/\bmots? de passe\b/g, 'password'],
  [/\bmettre a jour\b|\bmise a jour\b/g, 'update'],
  [/\bsehr geehrte[rn]?\b/g, 'dear'],
  [/\bhaga clic\b|\bfaca login\b/g, 'click'],
  [/\bcarte de credit\b|\bcartao de credito\b|\btarjeta de credito\b/g, 'credit card'],
];

/** Replaces the multi-word phrases of the dictionary (and its Chinese, Japanese and Korean words) by their English word. */
export function translatePhrases(folded: string): string {
  let out = translateCjk(folded);
  for (const [re, english] of PHRASES) out = out.replace(re, english);
  return out;
}

const ELISION = /^(?:l|d|j|n|s|c|m|t|qu|dell|all|nell|dall|sull)'(.+)$/;

const TABLE = buildDictionaryTable(DICTIONARY, (form) => form.length >= 3);

/** The English word for a folded token of another language ('' for a function word), or the token itself when unknown. */
export function translateToken(token: string): string {
  const bare = ELISION.exec(token)?.[1] ?? token;
  return TABLE.get(bare) ?? bare;
}

/** How many forms the dictionary holds (for its spec). */
export function dictionarySize(): number {
  return TABLE.size;
}
