/**
 * What does the message ask me to do? The first of the three questions a careful person asks
 * (then: can we prove who is asking — proof.ts; how does it try to deceive — deception.ts).
 *
 * An ask is a concept, in English and French (the main phishing asks also in Portuguese, Spanish,
 * German, Dutch and Italian), read on the folded text (lower case, no accents, letters a phishing kit
 * left as HTML entities read as letters; the sender's own anti-fraud notices set aside, in English and
 * French only: other languages' patterns skip negated verbs themselves). Its
 * severity says what it takes to trust it:
 * - `severe`: money by a channel that cannot be taken back (gift cards, crypto, wire, cash handed to a
 *   courier, new bank details), a code, a password, a SIN or card or bank numbers, remote access to a
 *   computer, a move to WhatsApp or another address, secrecy. Only a proven brand makes these SAFE.
 * - `moderate`: confirming an account, a password or card details through a link that leaves the sites
 *   of whoever the message speaks for; a deposit, a fee, an investment; a file to open with a password
 *   or instructions the message gives; a "fraud alert" to answer before a promised call; a number to
 *   call about a charge. A proven brand, or an authenticated sender speaking only for its own domain,
 *   makes these SAFE.
 * - `mild`: send an e-Transfer, call a number, reply with your details, follow a link, act now. They never block SAFE alone; with
 *   deception they are what a scam asks for.
 * Every rule carries a hit and a miss, and asks.spec.ts a hit and a near-miss for each further phrasing.
 * Patterns stay linear on hostile text: bounded gaps (.{0,60}), never an open-ended repeat inside another.
 */
import { isClickTracker } from '../domains/click-trackers';
import { brandOwnsDomain, type Brand } from '../domains/brands';
import { isWebLink, type EmailContext, type LinkInfo } from '../detectors/email-context';
import { isAbusedHosting } from '../detectors/link.detector';
import { foldText } from '../text/normalize';
import { PrefilteredText, requiredLiterals } from '../text/required-literals';
import { readRequests } from './requests';
import { warnsOfScam } from './warning';

export type AskSeverity = 'mild' | 'moderate' | 'severe';

export type AskId =
  | 'sign-in-link'
  | 'give-password'
  | 'give-code'
  | 'give-personal-numbers'
  | 'pay-gift-card'
  | 'pay-crypto'
  | 'pay-wire'
  | 'pay-cash-courier'
  | 'pay-new-bank-details'
  | 'pay-family-emergency'
  | 'send-money'
  | 'pay-deposit-or-fee'
  | 'pay-to-receive'
  | 'pay-through-link'
  | 'remote-access'
  | 'grant-app-access'
  | 'open-attachment'
  | 'scan-qr-code'
  | 'move-channel'
  | 'keep-secret'
  | 'answer-fraud-alert'
  | 'call-about-charge'
  | 'call-number'
  | 'reply-details'
  | 'answer-stranger'
  | 'follow-link'
  | 'act-now';

export interface AskRule {
  id: AskId;
  severity: AskSeverity;
  /** Patterns on the folded text; any one is enough. */
  any: RegExp[];
  /** Concepts of the language rules (detectors/scam-language.rules.ts) and finding ids that mean this ask. */
  via?: string[];
  /** Also read from the message's requests, sentence by sentence (requests.ts). */
  byRequests?: true;
  /** The ask is made through a link: it counts only when a web link leaves the sites of whoever the message speaks for. */
  throughLink?: true;
  /** A message that asks this (folded text), and one that does not. */
  examples: { hit: string; miss: string };
}

const PHONE = String.raw`(?:\+?1[ .-]?)?\(?\d{3}\)?[ .-]?\d{3}[ .-]?\d{4}`;
/** A phone number as Europe and Brazil write it too: 0800-323-5054, 4003-6514, 01 23 45 67 89, +31 20 123 4567. */
const PHONE_ANY = String.raw`(?:\+\d{1,3}[ .-]?)?(?:\(?\d{2,4}\)?[ .-]?\d{3,4}[ .-]?\d{3,4}|\d{4}[ .-]\d{4}|0\d(?:[ .]\d{2}){4})`;

/** A one-time code by any of its names (English), and the codes everyone shares (a door, a discount, a postcode). */
const CODE = String.raw`(?:\d-digit |6-digit |6 digit |six-digit |one-time |verification |security |confirmation |authentication |whatsapp |bank )?(?:code|pin|passcode)\b`;
const NOT_A_SECRET = String.raw`(?! ?(?:postal|promo|of conduct|de conduite|vestimentaire|for (?:the )?(?:door|gate|garage|wifi|alarm|lockbox|building|discount)|(?:de|du) (?:la porte|l'immeuble|l'alarme|garage|wifi|portail|reduction|rabais)|(?:do|da|del|de la) (?:wifi|wi-fi|portao|porta|garagem|alarme|puerta|porton|garaje|alarma|edificio|predio)|(?:fur|vom|von der|zur|zum) (?:das |die |den )?(?:wlan|wifi|tor|garagentor|garage|haustur|tur|alarmanlage|schliessfach)))`;
/** Who a caller claims to be, in English and French. */
const AGENT = String.raw`(?:agent|representative|advisor|adviser|specialist|officer|investigator|analyst|technician|caller|fraud (?:team|department|specialist|agent|analyst|unit)|security (?:team|department))`;
const AGENT_FR = String.raw`(?:agent|agente|conseiller|conseillere|representant|representante|specialiste|enqueteur|enqueteuse|technicien|technicienne|policier|policiere|service (?:de la )?(?:fraude|securite)|equipe (?:de la )?(?:fraude|securite))`;
/** A French verb of handing over (tutoiement, vouvoiement, infinitive): send, give, read, tell, forward… */
/** A negation just before a verb: "do not share it", "never give", "ne le partagez pas", "n'envoyez", "non inviare", "nooit". */
const NOT_NEGATED = String.raw`(?<!not )(?<!n't )(?<!never )(?<!ne )(?<!ne le )(?<!ne la )(?<!ne les )(?<!n')(?<!nao )(?<!nao o )(?<!nao a )(?<!nunca )(?<!no )(?<!no lo )(?<!no le )(?<!no les )(?<!nunca le )(?<!non )(?<!niet )(?<!nooit )`;
/** Portuguese verbs of handing a code over: "me passa", "pode me enviar", "devolve". */
const HAND_OVER_PT = String.raw`(?:envia|envie|enviar|manda|mande|mandar|passa|passe|passar|repassa|repasse|repassar|encaminha|encaminhe|encaminhar|devolve|devolva|devolver)`;
const HAND_OVER_FR = String.raw`(?:renvoie|renvoies|renvoyer|renvoyez|envoie|envoies|envoyer|envoyez|donne|donnes|donner|donnez|lis|lire|lisez|dis|dire|dites|transfere|transferes|transferer|transferez|texte|textes|texter|textez|retourne|retournes|retourner|retournez|partage|partages|partager|partagez|transmets|transmettre|transmettez|communique|communiques|communiquer|communiquez|redonne|redonner|redonnez|fais suivre|faire suivre|faites suivre)`;

export const ASK_RULES: AskRule[] = [
  {
    id: 'sign-in-link', severity: 'moderate', throughLink: true,
    any: [
      /\b(?:sign ?in|log ?in|log on|re-?log ?in|sign in again)\b.{0,40}\bto (?:verify|confirm|restore|unlock|update|secure|reactivate|avoid|keep|validate|ensure|prevent)\b/,
      /\b(?:connectez-vous|connecte-toi|ouvrez une session|identifiez-vous)\b.{0,40}\b(?:pour|afin de) (?:verifier|confirmer|retablir|debloquer|mettre a jour|securiser|reactiver|eviter|conserver|valider)\b/,
      /\b(?:update|confirm|verify) (?:your )?(?:payment|billing|card) (?:details|information|method)\b/,
      // A document behind a page that wants the reader's mailbox password: "sign in with your email and password to open it".
      /\b(?:sign|log) ?in (?:with|using) your (?:e-?mail|e-?mail address|microsoft|outlook|office 365|gmail|google|yahoo|hotmail)(?: address| account)? (?:and|&) (?:your )?password\b|\b(?:connectez-vous|connecte-toi|identifiez-vous) (?:avec|au moyen de) (?:votre|ton) (?:adresse )?(?:courriel|e-?mail|adresse de courriel) et (?:votre |ton )?mot de passe\b/,
      /\b(?:mettez a jour|mettre a jour|confirmez) (?:vos|votre) (?:informations|coordonnees|mode) (?:de paiement|bancaires|de facturation)/,
      // "Not you? Cancel it here": the cancel page asks for the account it claims was used.
      /\b(?:if (?:this|it) was(?:n't| not) you|if you did(?:n't| not) (?:make|authori[sz]e|place|request) (?:this|it|the))\b.{0,60}\b(?:cancel|click|tap|here|link|verify|secure)/,
      /\bsi ce n'(?:etait|est) pas vous\b.{0,60}\b(?:annul|cliquez|appuyez|ici|lien|verifi|securis)/,
      // Money "waiting" to be deposited is claimed by choosing your bank and signing in to it.
      /\b(?:deposit|claim|accept|receive) (?:your|the) (?:funds|money|transfer|e-?transfer|payment|refund)\b/,
      /\b(?:deposez|reclamez|acceptez|recevez|deposer|reclamer|accepter|recevoir) (?:vos |les |votre |le |l')(?:fonds|argent|virement|paiement|remboursement)\b/,
      // A buyer's "payment" waiting until you confirm it arrived, on the page the message links to.
      /\bconfirm(?:ing)? (?:the )?(?:receipt|reception) of (?:the |your |my )?(?:funds|money|payment|transfer)\b|\bconfirmer? (?:la )?reception (?:des fonds|de l'argent|du paiement|du virement)\b/,
      // Portuguese (Brazil and Portugal): "atualize seus dados", "acesse para regularizar".
      /\b(?:atualize|confirme|verifique|valide|regularize|desbloqueie|reative|recadastre|sincronize) (?:agora |ja |imediatamente )?(?:os |as |o |a )?(?:seus |suas |seu |sua |teus |tuas |teu |tua )?(?:dados|cadastro|conta|identidade|informacoes|acesso|cartao|chave pix|token|dispositivo|senha|e-?mail|registo)\b/,
      /\b(?:acesse|aceda|clique|carregue|toque|faca (?:o )?login|inicie (?:a )?sessao)\b.{0,40}\b(?:para|e) (?:atualizar|confirmar|verificar|validar|regularizar|desbloquear|evitar|manter|reativar|liberar|recadastrar)\b/,
      // Spanish: "verifique su cuenta", "inicie sesion para confirmar".
      /\b(?:verifique|verifica|confirme|confirma|actualice|actualiza|valide|valida|reactive|reactiva|desbloquee|desbloquea|regularice|regulariza|restablezca|restablece) (?:ahora |ya |inmediatamente |de inmediato )?(?:su |sus |tu |tus |la |las |los |el )?(?:cuenta|datos|identidad|informacion|acceso|tarjeta|metodo de pago|perfil|contrasena|correo|credenciales)\b/,
      /\b(?:inicie sesion|inicia sesion|ingrese|ingresa|acceda|accede|haga clic|haz clic|pulse|pulsa|toque|toca)\b.{0,40}\bpara (?:verificar|confirmar|actualizar|validar|reactivar|desbloquear|evitar|mantener|restablecer|regularizar)\b/,
      // German, Sie and du, verb first or last: "bestatigen Sie Ihr Konto", "um Ihre Daten zu aktualisieren".
      /\b(?:bestatigen|verifizieren|aktualisieren|uberprufen|validieren|entsperren|reaktivieren|hinterlegen) sie (?:jetzt |bitte |umgehend |sofort |einfach |kurz )?(?:ihr|ihre|ihren|die|das|den) (?:konto|kundenkonto|daten|kundendaten|identitat|angaben|informationen|zahlungsdaten|zahlungsinformationen|zahlungsmethode|kreditkarte|karte|zugang|profil|passwort|kontodaten|bankdaten)\b/,
      /\b(?:bestatige|verifiziere|aktualisiere|entsperre) (?:jetzt |bitte )?(?:dein|deine|deinen) (?:konto|daten|identitat|angaben|zahlungsdaten|zahlungsmethode|karte|zugang|profil)\b/,
      /\b(?:ihr|ihre|ihren|dein|deine|deinen) (?:konto|kundenkonto|daten|identitat|angaben|zahlungsdaten|zahlungsinformationen|zahlungsmethode|kontodaten|zugang) (?:jetzt |umgehend |sofort |erneut |bitte )?(?:zu )?(?:bestatigen|verifizieren|aktualisieren|entsperren|reaktivieren)\b/,
      /\b(?:melden sie sich|loggen sie sich|melde dich|logge dich|klicken sie|tippen sie)\b.{0,40}\b(?:um|und)\b.{0,40}\b(?:bestatigen|verifizieren|aktualisieren|entsperren|reaktivieren|vermeiden|sperrung)\b/,
      // The button's words ("Jetzt bestatigen", "Identitat verifizieren"), and the check as a noun ("Aktualisierung durchfuhren").
      /\b(?:jetzt|hier|sofort) (?:bestatigen|verifizieren|aktualisieren|entsperren|freischalten|reaktivieren|legitimieren)\b|\b(?:konto|kundenkonto|daten|identitat|zahlungsdaten|kontodaten|angaben|karte|zugang) (?:jetzt |hier |sofort )?(?:bestatigen|verifizieren|aktualisieren|entsperren|freischalten|reaktivieren)\b/,
      /\b(?:aktualisierung|verifizierung|bestatigung|legitimation|verifikation|uberprufung|sicherheitsuberprufung) (?:jetzt |bitte |umgehend |sofort )?(?:durchfuhren|abschliessen|abschließen|vornehmen)\b|\bfuhren sie (?:die|eine|jetzt die|bitte die) (?:aktualisierung|verifizierung|bestatigung|legitimation|uberprufung|sicherheitsuberprufung) durch\b/,
      // Portuguese and Spanish, the check as a noun: "realize a atualizacao cadastral", "complete la verificacion".
      /\b(?:realize|efetue|faca|conclua|finalize) (?:a |o |sua |seu )?(?:atualizacao cadastral|recadastramento|validacao|verificacao|sincronizacao|confirmacao de dados|atualizacao de (?:dados|seguranca))\b|\b(?:ative|ativar|habilite) (?:o |a |seu |sua )?(?:token|chave de seguranca|modulo de seguranca|dispositivo|cartao)\b/,
      /\b(?:complete|completa|finalice|finaliza|realice|realiza) (?:la |el |su |tu )?(?:verificacion|validacion|actualizacion|confirmacion)(?: de (?:datos|identidad|seguridad|su cuenta|tu cuenta))?\b|\b(?:active|activa|reactive|reactiva) (?:su |tu )(?:tarjeta|cuenta|token|clave|banca)\b/,
      // French imperatives, vous and tu: "confirmez votre identite", "valide ton compte"; and "keep the same password".
      /\b(?:verifiez|confirmez|validez|reactivez|retablissez|debloquez|securisez|authentifiez|mettez a jour|verifie|confirme|valide|reactive|debloque|securise|mets a jour) (?:simplement |seulement |rapidement |maintenant |vite )?(?:votre |vos |ton |ta |tes |le |la |les )?(?:compte|identite|informations|infos|coordonnees|donnees|identifiants|acces|carte|adresse courriel|profil|dossier)\b/,
      /\bkeep (?:using )?(?:your |the |my )?(?:same|current|old|existing) password\b|\b(?:conserver|garder|conservez|gardez) (?:le meme|votre) mot de passe\b/,
      // English imperatives ("verify your account", "confirm your identity"; not a sign-up's "confirm your account").
      new RegExp(String.raw`\b${NOT_NEGATED}(?:verify|validate|reactivate|unlock|restore|re-?confirm|re-?validate) your (?:account|identity|information|info|details|billing information|account information|account details)\b`),
      new RegExp(String.raw`\b${NOT_NEGATED}confirm your (?:identity|information|info|details|account information|account details|billing information)\b`),
      // New terms to accept to keep an account: the "agreement" page asks for the account.
      /\b(?:must|need to|required to|have to) (?:agree|accept|update|review and accept|sign)\b.{0,40}\b(?:agreement|terms|policy|conditions)\b.{0,40}\bto (?:continue|keep) (?:using|to use|accessing|access)\b/,
      /\b(?:devez|devrez|dois|devras|il (?:vous|te) faut) (?:accepter|approuver|mettre a jour|signer)\b.{0,40}\b(?:conditions|contrat|accord|politique|entente)\b.{0,40}\bpour (?:continuer a utiliser|continuer d'utiliser|conserver|garder|continuer a acceder)\b/,
      // "If this wasn't you, click here", in Portuguese, Spanish, German, Dutch and Italian.
      /\b(?:se|caso) (?:nao foi voce|voce nao reconhece|nao reconhece|voce nao reconheca|nao reconheca)\b.{0,60}\b(?:clique|siga|acesse|toque|cancele|link|aqui)/,
      /\bsi no (?:fue usted|fuiste tu|reconoce|reconoces)\b.{0,60}\b(?:haga clic|haz clic|pulse|pulsa|cancele|cancela|enlace|aqui)/,
      /\b(?:wenn|falls) (?:sie das|sie dies|du das|du dies|dies|das) nicht (?:waren|warst|veranlasst haben|veranlasst hast)\b.{0,60}\b(?:klicken|tippen|hier|link|stornieren)/,
      /\b(?:was u dit niet|was jij dit niet|bent u dit niet|ben jij dit niet|als u dit niet (?:was|heeft gedaan|bent geweest)|als jij dit niet (?:was|hebt gedaan))\b.{0,60}\b(?:klik|tik|hier|link|annuleer)/,
      /\bse non (?:sei stato tu|sei stata tu|e stato lei|eri tu|riconosci|riconosce)\b.{0,60}\b(?:clicca|clicchi|tocca|tocchi|qui|link|annulla)/,
      // Dutch: "bevestig uw gegevens", "werk je gegevens bij", "log in om uw account te verifieren".
      /\b(?:bevestig|verifieer|controleer|valideer|actualiseer|herstel|deblokkeer|activeer|update) (?:nu |direct |hier |snel |eenvoudig )?(?:uw|je|jouw) (?:gegevens|account|identiteit|rekening|betaalgegevens|bankgegevens|bankpas|betaalpas|pas|informatie|profiel|e-?mailadres|klantgegevens|inloggegevens)\b/,
      /\bwerk (?:nu |direct |hier )?(?:uw|je|jouw) (?:gegevens|account|betaalgegevens|klantgegevens|informatie|profiel) bij\b|\b(?:uw|je|jouw) (?:gegevens|account|identiteit|betaalgegevens|klantgegevens) (?:te |opnieuw te |nu te )?(?:bevestigen|verifieren|valideren|actualiseren)\b/,
      /\b(?:log (?:nu |direct )?in|meld (?:u|je) (?:nu )?aan|klik (?:op|hier))\b.{0,40}\bom\b.{0,40}\b(?:te (?:bevestigen|verifieren|controleren|herstellen|deblokkeren|voorkomen|activeren|valideren)|bij te werken)\b/,
      // Italian: "conferma i tuoi dati", "verifica il tuo account", "accedi per sbloccare".
      new RegExp(String.raw`\b${NOT_NEGATED}(?:conferma|confermi|verifica|verifichi|aggiorna|aggiorni|convalida|convalidi|sblocca|sblocchi|riattiva|riattivi|ripristina|ripristini) (?:subito |ora |adesso |immediatamente )?(?:i tuoi |il tuo |la tua |le tue |i suoi |il suo |la sua |le sue |i |il |la |le |l')?(?:dati|account|conto|identita|informazioni|carta|profilo|credenziali|accesso|utenza)\b`),
      /\b(?:accedi|acceda|effettua l'accesso|effettui l'accesso|clicca|clicchi|tocca)\b.{0,40}\bper (?:confermare|verificare|aggiornare|sbloccare|riattivare|evitare|ripristinare|mantenere|convalidare)\b/,
    ],
    via: ['language:credentials', 'language:mailbox-quota', 'language:payment-problem', 'language:vote-request'],
    examples: { hit: 'your account is on hold. sign in to your account to verify your identity', miss: 'sign in to the school portal to see the photos from the field trip' },
  },
  {
    id: 'give-password', severity: 'severe',
    any: [
      /\b(?:enter|provide|send|give|share|type|reply with|confirm|tell us) (?:us |me )?(?:your |the )?(?:current |old )?(?:password|passcode|pin\b|seed phrase|recovery phrase|secret phrase|private key|username and password)/,
      /\b(?:entrez|fournissez|envoyez|donnez|partagez|confirmez|saisissez|indiquez)(?:-nous| nous)? (?:votre |vos |le )?(?:mot de passe|nip\b|phrase de recuperation|cle privee|identifiants)/,
      // "What's your password?", "confirm your email password to keep your mailbox" (not "confirm your new password").
      /\b(?:what(?:'s| is) your|confirm your|verify your|validate your) (?:current |email |e-?mail |account |mailbox |online banking |banking )?(?:password|passcode)\b/,
      // Tutoiement and the rest of the vouvoiement: "envoie-moi ton mot de passe", "quel est votre NIP".
      /\b(?:envoie|donne|dis|ecris|texte|confirme|indique|transmets|partage|fournis|communique|envoyez|donnez|dites|ecrivez|textez|transmettez|communiquez)(?:-moi|-nous| moi| nous)? (?:ton |ta |tes |votre |vos )(?:mot de passe|nip\b|code secret|identifiants|code d'acces|phrase de recuperation|phrase secrete)/,
      /\b(?:quel est|c'est quoi) (?:ton|votre) (?:mot de passe|nip\b|code secret)/,
      // A shared document that opens only with the password of your own mailbox: "sign in with your email and password to view".
      /\b(?:sign|log) ?in with (?:your )?(?:e-?mail|email address|mailbox|webmail|outlook|gmail|office ?365)(?: address| account)? (?:and|&) (?:its |your |the )?password\b.{0,60}\b(?:to|in order to) (?:view|access|open|download|read|see)\b/,
      /\bvous (?:connecter|identifier) avec (?:l'adresse courriel|votre adresse courriel|votre courriel|votre adresse(?: de messagerie)?)(?: et| ainsi que)? (?:le |votre )?mot de passe\b.{0,80}\b(?:pour|afin de) (?:consulter|voir|ouvrir|acceder|telecharger|lire)\b/,
      // Portuguese, Spanish, German: "informe sua senha", "envienos su contrasena", "senden Sie uns Ihr Passwort"
      // (never the bank's own "nunca pedimos sua senha", "no comparta su clave").
      new RegExp(String.raw`\b${NOT_NEGATED}(?:(?:informe|envie|forneca|mande|passe|confirme|responda com|digite aqui)(?:-nos|-me)?|(?:me|nos) (?:informa|informe|envia|envie|manda|mande|passa|passe|fala|diz|diga)) (?:a |o |sua |seu |tua |teu )?(?:senha|senha do cartao|senha de acesso|codigo de seguranca|palavra-passe|frase de recuperacao)\b`),
      new RegExp(String.raw`\b${NOT_NEGATED}(?:(?:envie|indique|proporcione|facilite|comparta|confirme|escriba|dicte)(?:nos|me)?|(?:envia|indica|proporciona|facilita|comparte|confirma|escribe|dicta)(?:nos|me)|digame|dime|responda con|responde con) (?:su |tu |la |el )?(?:contrasena|clave de acceso|clave|pin|codigo de seguridad|frase de recuperacion|frase semilla)\b`),
      /\b(?:senden|schicken|nennen|bestatigen|ubermitteln|teilen) sie (?:uns |mir )?(?:bitte |jetzt |umgehend )?(?:ihr|ihre|ihren) (?:passwort|kennwort|pin|zugangsdaten|online-banking-pin|tan|wiederherstellungsphrase)\b(?! (?:niemals|nie|nicht|keinesfalls))/,
      /\b(?:schick|schicke|sende|gib|sag|nenn|nenne) (?:mir|uns) (?:bitte |mal |schnell )?(?:dein|deine|deinen) (?:passwort|kennwort|pin|zugangsdaten)\b/,
      // Dutch and Italian: "stuur ons uw wachtwoord" (not "deel uw wachtwoord nooit"), "comunicaci la tua password".
      new RegExp(String.raw`\b${NOT_NEGATED}(?:stuur|geef|deel|bevestig|stuurt u|geeft u|mail) (?:ons |mij |me )?(?:even |nu |hier |snel )?(?:uw|je|jouw) (?:wachtwoord|pincode|inloggegevens|toegangscode|herstelzin|wachtwoord en gebruikersnaam)\b(?! (?:niet|nooit|aan niemand|met niemand))`),
      new RegExp(String.raw`\b${NOT_NEGATED}(?:inviaci|inviami|mandaci|mandami|comunicaci|comunicami|dicci|dimmi|fornisci|fornisca|ci fornisca|conferma|confermi|scrivici|rispondi con|risponda con) (?:la tua |la sua |il tuo |il suo |la |il |le tue |le sue )?(?:password|pin|credenziali|parola d'ordine|frase di recupero|codice segreto)\b`),
    ],
    via: ['attachment-html-form', 'html-form-password'],
    examples: { hit: 'please reply with your username and password so we can upgrade your mailbox', miss: 'you changed your password on monday. if this was you, no action is needed' },
  },
  {
    id: 'give-code', severity: 'severe', byRequests: true,
    any: [
      // A picture of the code is the code: "you should get a text with a code, just send me a screenshot of it".
      /\bcode\b.{0,80}\b(?:send|text|forward|share)(?: me| us)? (?:a )?(?:screenshot|screen shot|screen ?cap|photo|picture|pic) of it\b|\b(?:screenshot|capture d'ecran|photo) (?:of|du|de) (?:the|that|le|ce) code\b/,
      /\b(?:send|give|read|share|forward|tell|text) (?:me|us|him|her) (?:back )?(?:the |that |this )?(?:\d-digit |6 digit |six-digit )?(?:code|verification code|pin)\b/,
      /\bthe code (?:you (?:just )?(?:got|received)|we (?:just )?sent (?:you|to your phone))\b.{0,60}\b(?:send|give|read|tell|reply|text)\b/,
      /\b(?:envoie|envoyez|donne|donnez|transmets|transmettez|lis|lisez|partage|partagez|texte)(?:-moi|-nous| moi| nous) (?:le |ce )?(?:code|nip)\b/,
      /\ble code (?:que (?:tu as|vous avez) recu|recu par (?:texto|sms|message))\b/,
      // "Reply with the code", "read us your code", "read out the code", "give the code to our agent".
      new RegExp(String.raw`\b${NOT_NEGATED}(?:reply|respond|text (?:back|us|me)|answer) (?:back )?(?:with|using) (?:the |that |this |your )?${CODE}${NOT_A_SECRET}`),
      new RegExp(String.raw`\bread (?:me |us )?(?:out |back )?(?:the |that |this |your )?(?:\d-digit |6-digit |six-digit |one-time |verification |security )?(?:code|pin|passcode|digits)\b (?:to|out to|back to) (?:me|us|(?:the|our) ${AGENT})\b`),
      new RegExp(String.raw`\bread (?:me|us) (?:the |that |this |your )?${CODE}${NOT_A_SECRET}`),
      new RegExp(String.raw`\b${NOT_NEGATED}(?:send|give|share|tell|text|forward|provide|confirm|read) (?:the |that |this |your )?${CODE}${NOT_A_SECRET} (?:(?:back )?to|with) (?:me|us|(?:the|our|your) ${AGENT})\b`),
      // The code, then "send it to me", "tell me what it says": whoever asks for it opens your account with it.
      new RegExp(String.raw`\b${CODE}${NOT_A_SECRET}.{0,120}\b${NOT_NEGATED}(?:send|give|tell|read|text|forward) (?:it|that|them|the whole (?:message|text)) (?:to me|back to me|to us)\b`),
      new RegExp(String.raw`\b${CODE}${NOT_A_SECRET}.{0,120}\btell (?:me|us) what it says\b`),
      /\bcode\b.{0,120}\b(?:envoie|envoyez|donne|donnez|dis|dites|lis|lisez|texte|textez|transfere|transferez)[- ]le[- ]moi\b/,
      // "I sent you a code by mistake, can you send it back?" (the code opens the reader's own account).
      new RegExp(String.raw`\b(?:code|pin)\b${NOT_A_SECRET}.{0,60}\b(?:by mistake|by accident|accidentally|in error|to the wrong number)\b.{0,60}\b${NOT_NEGATED}(?:send|text|forward|give|tell|share|read)\b.{0,20}\b(?:it|them|the code|that code|the numbers|the digits)\b`),
      new RegExp(String.raw`\b(?:by mistake|by accident|accidentally|in error)\b.{0,60}\b(?:code|pin)\b${NOT_A_SECRET}.{0,60}\b${NOT_NEGATED}(?:send|text|forward|give|tell|share|read)\b.{0,20}\b(?:it|them|the code|that code|the numbers|the digits)\b`),
      /\bwhat(?:'s| is| was) the (?:\d-digit |6-digit |six-digit |verification |security )?code (?:you|that you|they|we) (?:just )?(?:got|received|sent)\b/,
      // French, tutoiement and vouvoiement: "peux-tu me renvoyer le code", "tu me lis le code", "renvoie-le-moi".
      new RegExp(String.raw`\b(?:me|nous) ${HAND_OVER_FR} (?:le |ce |ton |votre |mon )?(?:code|nip)\b${NOT_A_SECRET}`),
      new RegExp(String.raw`\bm'(?:envoyer|envoies|envoie|envoyez) (?:le |ce |ton |votre )?(?:code|nip)\b${NOT_A_SECRET}`),
      new RegExp(String.raw`\b${HAND_OVER_FR}-(?:moi|nous) (?:le |ce |ton |votre )?(?:code|nip)\b${NOT_A_SECRET}`),
      new RegExp(String.raw`\b(?:code|nip)\b${NOT_A_SECRET}.{0,80}\b(?:${HAND_OVER_FR}-le-(?:moi|nous)|(?:me|nous) (?:le |l')${HAND_OVER_FR})\b`),
      new RegExp(String.raw`\b(?:code|nip)\b${NOT_A_SECRET}.{0,60}\b(?:par erreur|par accident|par megarde|sans faire expres)\b.{0,80}\b${NOT_NEGATED}${HAND_OVER_FR}\b`),
      new RegExp(String.raw`\b(?:par erreur|par accident|par megarde)\b.{0,60}\b(?:code|nip)\b${NOT_A_SECRET}.{0,80}\b${NOT_NEGATED}${HAND_OVER_FR}\b`),
      /\b(?:repon(?:ds|dez|dre)|texte|textez|ecris|ecrivez)\b.{0,30}\b(?:avec|par) (?:le |ce |ton |votre )?(?:code|nip)\b/,
      /\b(?:quel (?:est|etait)|c'est quoi) le code (?:que|qu'|recu|a \d|de \d)/,
      new RegExp(String.raw`\b${NOT_NEGATED}${HAND_OVER_FR}\b.{0,40}\b(?:code|nip)\b.{0,40}\ba (?:l'|la |le |au |notre |votre |ton |ta )${AGENT_FR}\b`),
      // Portuguese, Spanish, German: "me passa o codigo que chegou", "enviame el codigo", "schick mir den Code".
      new RegExp(String.raw`\b(?:me|nos) (?:envie|manda|mande|passa|passe|informe|diga|fale|repassa|repasse|encaminha|encaminhe|devolve|devolva) (?:o |esse |este |aquele |seu |teu )?(?:codigo|token|pin)\b${NOT_A_SECRET}`),
      new RegExp(String.raw`\b(?:envie|mande|passe|informe|repasse|encaminhe)-(?:me|nos) (?:o |esse |este |seu )?(?:codigo|token|pin)\b${NOT_A_SECRET}`),
      new RegExp(String.raw`\b(?:codigo|token)\b.{0,60}\bpor engano\b.{0,60}\b${NOT_NEGATED}${HAND_OVER_PT}\b`),
      new RegExp(String.raw`\bpor engano\b.{0,60}\b(?:codigo|token)\b.{0,60}\b${NOT_NEGATED}${HAND_OVER_PT}\b`),
      new RegExp(String.raw`\b(?:me|nos) (?:envias|envie|mandas|mande|pasas|pase|dices|diga|reenvias|reenvie|compartes|comparta|lees|lea|dictas|dicte) (?:el |ese |este |tu |su )?(?:codigo|pin)\b${NOT_A_SECRET}`),
      new RegExp(String.raw`\b(?:enviame|mandame|pasame|dime|reenviame|envianos|mandanos|pasanos|indiquenos|digame|dictame|dictenos|leanos|leeme)\b (?:el |ese |este |tu |su )?(?:codigo|pin)\b${NOT_A_SECRET}`),
      /\b(?:codigo|pin)\b.{0,60}\bpor (?:error|equivocacion)\b.{0,60}\b(?:reenvias|envias|mandas|pasas|reenvia|reenviame|reenviamelo|reenvialo|envia|enviame|enviamelo|envialo|manda|mandame|mandamelo|pasa|pasame|pasamelo|dime|dimelo|dicta|dictame|comparte|compartelo|reenviar|enviar|mandar|pasar(?:me|melo)|decir(?:me|melo))\b/,
      new RegExp(String.raw`\b(?:senden|schicken|geben|nennen|sagen|lesen|teilen|leiten) sie (?:mir|uns) (?:bitte )?(?:den |diesen |ihren )?(?:code|bestatigungscode|verifizierungscode|pin|tan|sicherheitscode)\b${NOT_A_SECRET}`),
      new RegExp(String.raw`\b(?:schick|schicke|sende|gib|sag|nenn|nenne|leite|lies) (?:mir|uns) (?:bitte |mal |schnell )?(?:den |diesen |deinen )?(?:code|pin|tan)\b${NOT_A_SECRET}`),
      new RegExp(String.raw`\b(?:mir|uns) (?:bitte |mal |schnell )?(?:den |diesen |deinen |ihren )?(?:code|pin|tan|bestatigungscode)\b${NOT_A_SECRET}.{0,30}\b(?:schicken|senden|geben|sagen|nennen|weiterleiten|zurucksenden|zuruckschicken|vorlesen|mitteilen|durchgeben)\b`),
      /\bcode\b.{0,60}\b(?:versehentlich|aus versehen|falschlicherweise)\b.{0,60}\b(?:schick|schicke|schickst|schicken|sende|sendest|senden|gib|gibst|geben|sag|sagst|sagen|weiterleiten|zuruckschicken|zurucksenden)\b/,
      // Reply with the code, Portuguese, Spanish, German, Dutch: "responda com o codigo", "antworten Sie mit dem Code".
      new RegExp(String.raw`\b${NOT_NEGATED}(?:responda|responde|respondam|conteste|contesta)\b.{0,30}\b(?:com|con) (?:o |el |seu |su |tu |este |esse |ese )?(?:codigo|pin|token)\b${NOT_A_SECRET}`),
      new RegExp(String.raw`\b(?:antworten sie|antworte|beantworten sie)\b(?! (?:nie|niemals|nicht|keinesfalls)\b).{0,30}\bmit (?:dem |diesem |ihrem |deinem )?(?:code|bestatigungscode|sicherheitscode|pin|tan)\b${NOT_A_SECRET}`),
      /\b(?:antwoord|reageer|beantwoord)\b(?! (?:nooit|niet)\b).{0,30}\bmet (?:de|die|deze|je|uw) (?:code|verificatiecode|sms-code|pincode|beveiligingscode)\b/,
      // Dutch and Italian: "stuur me even de code", "mandami il codice che ti e arrivato".
      new RegExp(String.raw`\b${NOT_NEGATED}(?:stuur|geef|stuurt u|geeft u|deel|lees|app) (?:mij |ons |me )?(?:even |snel |nu |alsjeblieft )?(?:de|die|deze|je|uw) (?:code|verificatiecode|sms-code|pincode|beveiligingscode|inlogcode)\b(?! (?:niet|nooit|aan niemand|met niemand|van de (?:deur|wifi|poort|garage|alarm)))`),
      new RegExp(String.raw`\b${NOT_NEGATED}(?:mandami|inviami|dimmi|leggimi|girami|passami|mandaci|inviaci|dicci|comunicami|comunicaci|inoltrami|rispondi con|risponda con) (?:il |quel |questo |tuo |il tuo |il suo )?(?:codice|pin)\b(?! (?:fiscale|postale|sconto|promo|cliente|del (?:wifi|portone|cancello|garage|allarme)))`),
    ],
    via: ['language:share-code'],
    examples: { hit: 'i sent a code to your phone by mistake, can you send me the code please', miss: 'your verification code is 443 921. never share this code with anyone' },
  },
  {
    id: 'give-personal-numbers', severity: 'severe',
    any: [],
    via: ['asks-secrets'],
    examples: { hit: '(the asks-secrets finding: a request for a sin, card or bank numbers)', miss: '' },
  },
  {
    id: 'pay-gift-card', severity: 'severe', byRequests: true,
    any: [
      // Prepaid cards and vouchers by name, and the photo of a scratched card: "pay the fine with Apple cards".
      /\b(?:pay|paid|payment|settle)\b.{0,40}\b(?:with|in|using|by|through) (?:\d+ |an? |the )?(?:(?:apple|google play|itunes|steam|amazon) (?:or|and|\/) )?(?:(?:apple|google play|itunes|steam|amazon|ebay|vanilla|walmart|target|best buy|sephora|razer gold) (?:gift )?cards?|paysafe ?cards?|neosurf|transcash|pcs (?:coupons?|vouchers?|mastercard)|steam wallet)\b/,
      /\bscratch\b.{0,40}\b(?:back|card|silver|strip)\b.{0,80}\b(?:send|photo|picture|pic|text)\b/,
      // Payment taken only in gift cards: no real fee, fine or bill is.
      /\b(?:only|just) (?:accepts?|takes?|take) (?:\w+ ){0,2}(?:gift ?cards?|itunes cards?|google play cards?|steam cards?|apple cards?|amazon cards?)\b|\bn'acceptent? que (?:les |des )?cartes?[- ]cadeaux?\b/,
      /\b(?:payer|payez|paie|paye|regler|reglez|regle)\b.{0,40}\b(?:en|avec|par) (?:\d+ |des |une |la )?(?:cartes? (?:apple|itunes|google play|steam|amazon)|coupons? (?:pcs|transcash|neosurf)|recharges? (?:pcs|transcash|neosurf)|paysafecard|neosurf|transcash)\b/,
      /\bgratt(?:e|ez|er)\b.{0,40}\b(?:dos|carte|bande)\b.{0,80}\b(?:envoie|envoyez|photo|texte)/,
    ],
    examples: { hit: 'the fine must be paid today with apple gift cards. scratch the back and send me a picture of the numbers', miss: 'apple gift cards make a great present; the store has them at the front counter' },
  },
  {
    id: 'pay-crypto', severity: 'severe',
    any: [
      /\b(?:send|pay|deposit|transfer)\b.{0,40}\b(?:bitcoin|btc|ethereum|usdt|crypto ?currency)\b/,
      /\b(?:bitcoin|crypto) (?:atm|machine)\b/,
      /\b(?:envoy(?:ez|er)|pay(?:ez|er)|depos(?:ez|er)|transfer(?:ez|er))\b.{0,40}\b(?:bitcoin|btc|cryptomonnaie|crypto-monnaie)/,
      /\bguichet (?:automatique )?(?:bitcoin|crypto)\b/,
      // The kiosk by another name, and "scan the QR code at the machine".
      /\b(?:crypto|bitcoin|btc) (?:kiosk|terminal)\b|\b(?:distributeur|borne|terminal) (?:de |a )?(?:bitcoin|crypto|cryptomonnaie)s?\b/,
      /\b(?:deposit|insert|put|depose|deposez|inserez|mets|mettez)\b.{0,40}\b(?:cash|argent|comptant|billets)\b.{0,60}\b(?:bitcoin|crypto|btc|qr code|code qr)\b/,
      /\b(?:envoie|envoies|envoyez|transfere|transferez|verse|versez)\b.{0,40}\b(?:usdt|ethereum|en crypto)\b/,
    ],
    via: ['language:crypto-payment', 'language:crypto-login-bait', 'language:sextortion', 'language:bitcoin-address'],
    examples: { hit: 'pay the fine at a bitcoin atm near you today', miss: 'bitcoin fell 4% this week, our analysts say' },
  },
  {
    id: 'pay-wire', severity: 'severe', byRequests: true,
    any: [
      /\b(?:send|wire|transfer|remit)\b.{0,60}\b(?:by|via|through|using|with) (?:western union|moneygram|ria\b|a wire transfer|wire|bank transfer|money transfer)/,
      /\b(?:western union|moneygram)\b.{0,60}\b(?:send|transfer|mtcn|control number)\b/,
      /\b(?:envoy(?:ez|er)|vire(?:z|r)|transfer(?:ez|er))\b.{0,60}\b(?:par|via|avec) (?:western union|moneygram|virement (?:bancaire|telegraphique))/,
      // A wire to the account it gives: "make a wire transfer to the following account", "effectuer plutôt un virement télégraphique au compte suivant".
      /\b(?:make|send|do|complete|effectuer|effectuez|faire|faites)\b (?:instead |plutot )?(?:a |an |un |the |le )?(?:wire transfer|wire|virement (?:bancaire|telegraphique))\b.{0,40}\b(?:to|au|a|vers) (?:the |this |our |le |ce |notre )?(?:following|account|compte|beneficiary|beneficiaire)\b/,
    ],
    via: ['language:money-mule'],
    examples: { hit: 'send the processing fee via western union to the agent named below', miss: 'our bank transfer fees went down this year, see the new schedule' },
  },
  {
    id: 'pay-cash-courier', severity: 'severe',
    any: [
      /\b(?:courier|someone|an agent|an officer|a driver|a representative|our associate|a bailiff)\b.{0,60}\b(?:will (?:come|pick|collect|stop)|to (?:pick up|collect)|pick(?:s)? up|come by)\b.{0,60}\b(?:cash|money|the funds|envelope|the bail)/,
      /\b(?:withdraw|take out)\b.{0,30}\bcash\b.{0,120}\b(?:courier|(?:will|to) (?:be )?pick(?:ed)? (?:it )?up|collect(?:ed)? (?:it|the (?:cash|envelope|money)))/,
      /\b(?:coursier|messager|quelqu'un|un agent|un huissier|un representant|un chauffeur)\b.{0,60}\b(?:passera|viendra|va passer|va venir)\b.{0,40}\b(?:chercher|prendre|recuperer|ramasser)\b.{0,60}\b(?:argent|comptant|especes|enveloppe|caution)/,
      /\bretir(?:er|ez|e)\b.{0,40}\b(?:argent|comptant|especes)\b.{0,120}\b(?:coursier|messager|passera|viendra|remettre)/,
    ],
    examples: { hit: 'withdraw the cash for the bail, a courier will come to your house to pick up the envelope', miss: 'before the victims can get their hands on the cash, they are asked to hand over more money' },
  },
  {
    id: 'pay-new-bank-details', severity: 'severe', byRequests: true,
    any: [
      // Savings moved to a "safe" account: no bank, police or agency ever asks it.
      /\b(?:move|transfer|put|deposit|wire)\b.{0,40}\b(?:your |the )?(?:savings|money|funds|balance)\b.{0,40}\b(?:safe|secure|secured|protected|safety|holding) account\b/,
      /\b(?:transferer|transferez|deplacer|deplacez|mettre|mettez|deposer|deposez|virer|virez)\b.{0,40}\b(?:vos |tes |votre |ton |les )?(?:epargnes?|economies|fonds|argent|solde)\b.{0,40}\bcompte (?:securise|protege|de securite|sur|temporaire)\b/,
      /\b(?:savings|funds|money)\b.{0,100}\b(?:move|transfer|put|deposit|wire) (?:them|it)\b.{0,40}\b(?:safe|secure|secured|protected|safety|holding) account\b|\b(?:epargnes?|economies|fonds|argent)\b.{0,100}\b(?:les |le )(?:transferer|deplacer|virer|deposer|mettre)\b.{0,40}\bcompte (?:securise|protege|de securite|sur|temporaire)\b/,
    ],
    via: ['language:payment-details-change'],
    examples: { hit: 'an investigator will call you today to move your savings to a safe account', miss: 'your savings account is safe, insured by cdic up to $100,000' },
  },
  {
    id: 'pay-family-emergency', severity: 'severe', byRequests: true,
    any: [],
    via: ['language:family-emergency', 'language:stranded-traveller', 'language:new-number-money'],
    examples: { hit: '(the family-emergency, stranded-traveller and new-number-money concepts)', miss: '' },
  },
  {
    // Clubs, neighbours and landlords ask for e-Transfers every day: with deception it is a scam's ask.
    id: 'send-money', severity: 'mild',
    any: [],
    via: ['language:etransfer-request', 'language:wire-transfer'],
    examples: { hit: '(the etransfer-request and wire-transfer concepts)', miss: '' },
  },
  {
    id: 'pay-deposit-or-fee', severity: 'moderate', byRequests: true,
    any: [
      // A fee for a parcel: redelivery, customs or storage, named with an amount or a payment (a parcel "held
      // at the depot, bring photo ID" asks no fee).
      /\b(?:redelivery|re-delivery|customs|shipping|delivery|handling|storage|duty|import) (?:fee|charge|payment|cost)s?\b.{0,80}(?:\bpa(?:y|id|yment)\b|\$|\bcad\b|\busd\b|€)|\bfrais (?:de (?:re)?livraison|de douane|d'expedition|de manutention|d'entreposage|de dedouanement)\b.{0,40}(?:\d[\d,.]* ?\$|\$ ?\d|\d ?€)/,
      /\b(?:gastos de envio|cargos? aduaner[oa]s?|tasas? de aduana|spese di spedizione|zollgebuhr\w*|taxa de importacao|taxas? alfandegarias?|verzendkosten|invoerrechten)\b/,
      // A deposit, or the whole price, to hold a date, a spot or a crew (a mover, a contractor, a seasonal service).
      /\bto (?:hold|reserve|secure|lock in|guarantee|book) (?:your|the|a|our) (?:[a-z]+ ){0,2}(?:spot|date|slot|booking|truck|crew|team|place|reservation|appointment)\b.{0,100}\b(?:e-?transfer|deposit|full payment|payment)\b|\b(?:deposit|full payment|e-?transfer)\b.{0,100}\bto (?:hold|reserve|secure|lock in|guarantee|book) (?:your|the|a|our) (?:[a-z]+ ){0,2}(?:spot|date|slot|booking|truck|crew|team|place|reservation|appointment)\b/,
      /\b(?:depot|acompte|paiement|virement)\b.{0,100}\b(?:pour|afin de) (?:garantir|reserver|retenir|bloquer|confirmer) (?:le |la |l'|les |votre |vos )(?:[a-z]+ ){0,2}?(?:camion|date|place|equipe|rendez-vous|reservation|plage|creneau)\b|\b(?:pour|afin de) (?:garantir|reserver|retenir|bloquer) (?:le |la |l'|les |votre |vos )(?:[a-z]+ ){0,2}?(?:camion|date|place|equipe|rendez-vous|reservation|plage|creneau)\b.{0,100}\b(?:depot|acompte|virement)\b/,
      // Goods from a stranger paid before they ship: "the carrier requires payment before delivery".
      /\b(?:e-?transfer|payment|pay|paid)\b.{0,60}\b(?:before|prior to) (?:shipping|delivery|it ships|i ship|the pick-?up|pickup)\b|\b(?:virement|paiement|payer|paye|payee|payez)\b.{0,60}\bavant (?:la livraison|l'envoi|l'expedition|le ramassage)\b|\b(?:vous faites|faites|fais|tu fais) le virement (?:de )?\d[\d ,.]* ?\$ et je (?:la |le |les |vous la |vous le )?(?:fais ramasser|envoie|expedie|poste|livre)\b|\b(?:tu m'envoies|vous m'envoyez|envoie-moi|envoyez-moi) le virement\b.{0,120}\b(?:pis|puis|et|ensuite)\b.{0,10}\bje (?:te|vous) (?:transfere|envoie|poste|expedie|donne)\b|\b(?:send|e-?transfer) me the (?:money|payment|e-?transfer|deposit)\b.{0,120}\b(?:then|and) i'?(?:ll| will) (?:send|transfer|forward|ship|mail) (?:you )?(?:the|them|it)\b/,
      // The task job: "top up your account" to unlock orders, "refunded with your commission at the end of the day".
      /\b(?:top up|top-up|recharge|reload|fund|deposit)\b.{0,30}\b(?:your|the) (?:work |task )?(?:account|balance|wallet)\b.{0,120}\b(?:commission|refunded|returned|paid back|get it back)\b/,
      /\b(?:recharger|rechargez|recharge|alimenter|alimentez|approvisionner|approvisionnez|renflouer) (?:votre|ton|le) (?:compte|solde|portefeuille)\b.{0,120}\b(?:commission|rembourse\w*|remis|recupere\w*)\b/,
      /\b(?:deposit|first month'?s rent)\b.{0,80}\b(?:before|prior to) (?:the |a |any )?(?:visit|viewing|showing|you see)/,
      /\b(?:send|pay|transfer)\b.{0,40}\b(?:deposit|first month)\b.{0,80}\b(?:hold|reserve|secure)\b.{0,30}\b(?:apartment|unit|house|home|place|room|keys)/,
      /\b(?:depot|premier mois)\b.{0,80}\b(?:avant (?:la|toute|une) visite)/,
      /\b(?:envoy(?:ez|er)|pay(?:ez|er)|vers(?:ez|er))\b.{0,40}\b(?:depot|premier mois)\b.{0,80}\b(?:reserver|garder|retenir)\b/,
      // Money to hold something not yet seen, in either order: "to hold the unit I ask the first month", "pour la reserver, il faut un depot".
      /\bto (?:hold|reserve|secure) (?:it|her|him|them|the (?:unit|apartment|suite|place|room|house|puppy|kitten|car|tickets?))\b.{0,60}(?:\b(?:deposit|first month|e-?transfer)\b|\$ ?\d|\d ?\$)/,
      /(?:\b(?:deposit|first month'?s?(?: rent)?)\b|\$ ?\d[\d,.]*\)?).{0,40}\bto (?:hold|reserve|secure) (?:it|her|him|them|the (?:unit|apartment|suite|place|room|house|puppy|kitten|car|tickets?))\b/,
      /\bpour (?:la |le |les |l')(?:reserver|garder|retenir|bloquer)\b.{0,60}(?:\b(?:depot|acompte|premier mois|virement)\b|\d ?\$)/,
      // A deposit by e-Transfer to book, whatever is booked: "pour réserver je demande 50 % de dépôt par virement Interac".
      /\b(?:to (?:book|reserve|hold|secure)|(?:pour|afin de) (?:reserver|garantir|retenir|bloquer))\b.{0,80}(?:\b(?:deposit|depot|acompte)\b|\d ?(?:\$|%)|\$ ?\d).{0,60}\b(?:e-?transfer|interac|virement)\b/,
      /\b(?:deposit|depot|acompte)\b.{0,60}\b(?:e-?transfer|interac|virement)\b.{0,60}\b(?:to (?:book|reserve|hold|secure)|(?:pour|afin de) (?:reserver|garantir|retenir|bloquer))\b/,
      // "50% deposit to confirm by Interac e-Transfer", "je reserve seulement avec un depot de 50 % par virement".
      /\bdeposit (?:to confirm|to hold it|to lock it in)\b.{0,60}\b(?:e-?transfer|interac)\b|\bje (?:reserve|confirme|garantis|bloque) (?:seulement |uniquement )?(?:avec|sur reception d'|contre) (?:un |le )?(?:depot|acompte)\b.{0,60}\b(?:virement|interac)\b/,
      // A deposit for goods a carrier holds: "the car is with a shipper, he can deliver it, just a refundable deposit of $800".
      /\b(?:shipper|carrier|shipping company|transport company|deliver it|deliver them|ship it|ship them)\b.{0,120}\b(?:just|only|needs?|requires?|asks? for)\b.{0,20}\b(?:refundable )?deposit of \$ ?\d|\b(?:transporteur|livrer|expedier)\b.{0,120}\b(?:il faut|juste|seulement|demande)\b.{0,20}\b(?:depot|acompte)(?: remboursable)? de \d[\d ,.]* ?\$/,
      /(?:\b(?:depot|acompte|premier mois)\b|\d ?\$).{0,40}\bpour (?:la |le |les |l')(?:reserver|garder|retenir|bloquer)\b/,
      // Goods from a stranger, paid first: "send the e-Transfer, and as soon as it's in I'll transfer the tickets"
      // (the goods may be named in the subject only, hence across the line that ends it).
      /\b(?:tickets?|seats?|puppy|puppies|kitten|item|console|phone|iphone|couch|sofa|bike)\b[\s\S]{0,600}\be-?transfer\b.{0,200}\b(?:as soon as|once|the moment) (?:it'?s|it is|it has) (?:in|received|been received|through|cleared|deposited|arrived)\b/,
      /\b(?:billets?|places|chiot|chaton|article|console|cellulaire|telephone)\b[\s\S]{0,600}\b(?:virement|interac)\b.{0,200}\b(?:des que|aussitot que|une fois que) (?:je (?:le |l')?(?:recois|aurai recu|ai recu)|(?:il|le virement) (?:est )?(?:entre|rentre|recu|passe))\b/,
      // An overpayment to send back before the buyer's money is "released".
      /\b(?:send|refund|return|transfer|e-?transfer) (?:me|us|him|her) (?:back )?(?:the )?(?:difference|extra|excess|overpayment)\b|\bsend back the (?:difference|extra|excess|overpayment)\b/,
      /\b(?:remboursez|remboursiez|renvoyez|renvoyiez|retournez|retourniez|envoyez|envoyiez) (?:-moi |moi |-nous |nous )?(?:la difference|l'excedent|le surplus|le trop-percu)\b/,
      // Money "sent to you by mistake" to send back: the payment that reached you is fake or stolen, the one you send is real.
      /\b(?:sent|transferred|e-?transferred|deposited|paid) (?:you|to you|into your account)\b(?=.{0,80}(?:\$ ?\d|\d ?\$|e-?transfer|interac|money|funds|payment)).{0,80}\b(?:by mistake|by accident|in error|accidentally)\b.{0,160}\b(?:send|transfer|e-?transfer|return|refund|pay)(?: it| the money| the funds| them)? back\b/,
      /\b(?:envoye|transfere|vire|depose|paye)\b(?=.{0,80}(?:\$ ?\d|\d ?\$|virement|interac|argent|paiement)).{0,80}\b(?:par erreur|par accident|par megarde)\b.{0,160}\b(?:renvoyer|renvoyez|renvoie|retourner|retournez|retourne|rembourser|remboursez|rembourse)\b/,
      // The same, told the other way round: "I accidentally sent my rent money to your email… could you send it back".
      /\b(?:by mistake|by accident|accidentally|mistakenly|in error)\b.{0,20}\b(?:sent|transferred|e-?transferred|deposited|paid)\b.{0,160}\b(?:send|transfer|e-?transfer|return|refund|pay)(?: it| the money| the funds| them)? back\b|\b(?:par erreur|par accident|par megarde)\b.{0,20}\b(?:envoye|transfere|vire|depose|paye)\b.{0,160}\b(?:renvoyer|renvoyez|renvoie|retourner|retournez|retourne|rembourser|remboursez|rembourse)\b/,
      // A fee before the thing is released: a loan, a prize, a parcel, a puppy, tickets ("pay the insurance fee to release your loan").
      /\b(?:pay|send|transfer|cover|e-?transfer)\b.{0,40}\b(?:fee|fees|insurance|deposit|taxes|charges|duties)\b.{0,60}\b(?:release|unlock|disburse|receive|claim|collect|ship|deliver|reserve|hold|secure)\b.{0,30}\b(?:your|the|my|this|her|his) (?:loan|funds|money|prize|winnings|reward|package|parcel|puppy|kitten|dog|pet|tickets?|car|vehicle|item|grant|refund|inheritance|compensation)\b/,
      /\b(?:puppy|puppies|kitten|kittens)\b.{0,120}\b(?:shipping|delivery|transport(?:ation)?|crate|flight|pet ?nanny|quarantine|insurance) (?:fee|fees|cost|costs|charge|charges)\b/,
      /\b(?:chiot|chiots|chaton|chatons)\b.{0,300}\b(?:frais|couts?) (?:de )?(?:transport|livraison|expedition|cage|vol|assurance|quarantaine)\b/,
      // A job that costs money to start: training, a starter kit, equipment from "our vendor".
      /\b(?:job|position|role|hired|employment|onboarding|recruit[a-z]*|candidate)\b.{0,200}\b(?:you (?:will )?(?:need|have) to|you must|you are required to|you'?ll need to)\b.{0,20}\b(?:pay|buy|purchase|send)\b.{0,40}\b(?:training|starter kit|equipment|software|certification|background check|work permit)\b/,
      // A fee paid before the visit or the work: "the fees must be paid before the visit", "doivent être payés avant la visite".
      /\b(?:fee|fees|payment|deposit|charge)\b.{0,40}\b(?:must|has to|have to|needs? to) be (?:paid|settled|received)\b.{0,20}\b(?:before|prior to) (?:the |your |our )?(?:visit|appointment|installation|technician|service call|work starts|work begins|replacement)\b|\b(?:frais|paiement|depot|montant)\b.{0,40}\b(?:doivent|doit) etre (?:payes?|reglee?s?|acquittee?s?|versee?s?)\b.{0,20}\bavant (?:la |le |l'|votre )?(?:visite|rendez-vous|installation|intervention|remplacement|debut des travaux)\b/,
      // Something to buy before the visit is even set: "before scheduling a viewing, get the vehicle history report (it costs $39.99)".
      /\bbefore (?:we |i )?(?:schedul\w*|book\w*|set(?:ting)? up|arrang\w*) (?:a |the |any )?(?:visit|viewing|showing|test drive|meeting)\b[\s\S]{0,400}(?:\$ ?\d|\d ?\$)|\bavant de (?:ceduler|fixer|planifier|prendre|booker|organiser) (?:une |la |un |le )?(?:visite|rendez-vous|essai routier|rencontre)\b[\s\S]{0,400}(?:\d ?\$|\$ ?\d)/,
      // A fee payable when you book (by card, on the phone): "payables par carte de crédit lors de la prise de rendez-vous".
      /\b(?:fee|fees|deposit)\b.{0,40}\b(?:is |are )?payable\b.{0,30}\b(?:when you book|at booking|when booking|to book)\b|\b(?:frais|depot)\b.{0,40}\b(?:sont |est )?payables?\b.{0,40}\b(?:lors de la prise de (?:rendez-vous|rdv)|a la reservation|pour reserver)\b/,
      // An e-Transfer first, the goods after: tickets, a phone, a puppy nobody has seen.
      /\b(?:e-?transfer|etransfer|interac)\b.{0,60}\b(?:first|up ?front|in advance|beforehand)\b.{0,80}\b(?:(?:i|we)(?:'ll| will| can)|then (?:i|we)(?:'ll| will)?) (?:ship|send|mail|courier|deliver|release|drop off|post|transfer)(?: (?:you )?(?:the |your )?(?:tickets?|item|phone|puppy|kitten|car|keys|console|package|parcel|tracking)| it| them)\b/,
      // The money first, then the goods or the work: "e-transfer first then I transfer them", "tu m'envoies le virement pis je te transfère les billets",
      // "we need full payment up front".
      /\b(?:e-?transfer|payment|pay|money)\b.{0,30}\b(?:first|up ?front|in advance)\b.{0,40}\bthen (?:i|we)(?:'ll| will)? (?:ship|send|mail|courier|transfer|deliver|release|drop)\b/,
      /\b(?:tu m'envoies|vous m'envoyez|envoie-moi|envoyez-moi|tu me fais|vous me faites) (?:le |un |ton |votre )?(?:virement|interac|paiement|depot)\b.{0,80}\b(?:pis|puis|et|ensuite) (?:je (?:te|vous) (?:les |le |la )?(?:transfere|envoie|expedie|poste|livre|donne))\b/,
      /\b(?:full payment|payment in full|the full amount|paiement complet|montant complet|le plein montant)\b.{0,10}\b(?:up ?front|in advance|d'avance|a l'avance)\b/,
      // The goods once the money "comes in": "I'll transfer them through Ticketmaster as soon as the e-Transfer comes in".
      /\b(?:i|we)(?:'ll| will) (?:ship|send|mail|courier|transfer|deliver|release|post)\b.{0,60}\b(?:as soon as|once|the moment|when) (?:the |your )?(?:e-?transfer|etransfer|payment|deposit|money)\b.{0,10}\b(?:comes in|is in|arrives|clears|lands|goes through|hits|is received)\b/,
      /\b(?:once|as soon as|when|after) (?:i|we) (?:receive|get|see|have) (?:the |your )?(?:e-?transfer|etransfer|interac|transfer|deposit)\b.{0,60}\b(?:i|we)(?:'ll| will| can) (?:ship|send|mail|courier|deliver|release|post) (?:the |your |you the |you )?(?:tickets?|item|phone|puppy|kitten|car|keys|console|package|parcel|tracking|it|them)\b/,
      /\b(?:send|e-?transfer)\b (?:me |us )?(?:the )?(?:money|payment|e-?transfer|funds|\$ ?\d[\d,.]*|\d[\d,.]* ?\$)\b.{0,60}\b(?:and|then) (?:i|we)(?:'ll| will) (?:ship|send|mail|courier|transfer|forward) (?:you )?(?:the |your )?(?:tickets?|item|phone|puppy|kitten|keys|tracking|it|them)\b/,
      // "E-transfer to this address and I'll transfer them right after": the address, then the goods.
      /\be-?transfer\b(?:[^.?!\n]|[.?!](?=\S)){0,60}\b(?:and|then) (?:i|we)(?:'ll| will) (?:ship|send|mail|courier|transfer|forward|deliver) (?:you )?(?:them|it|the (?:tickets?|item|phone|puppy|kitten|keys|seats))\b/,
      // Keys sent by courier or mail once the money is in: a place nobody has shown.
      /\bkeys?\b.{0,60}\b(?:by (?:courier|mail|post)|couriered|mailed)\b.{0,150}(?:\b(?:interac|e-?transfer|deposit|first (?:and last )?month)\b|\$ ?\d|\d ?\$)|\bcles?\b.{0,60}\b(?:par (?:la poste|courrier|messager|coursier)|messager|coursier)\b.{0,150}(?:\b(?:interac|virement|depot|premier mois)\b|\d ?\$)/,
      // Money asked, then a promise in the same sentence: "e-transfer the $340 to this email and I'll bring him back".
      /\b(?:send|e-?transfer)\b (?:me |us )?(?:the )?(?:money|payment|e-?transfer|funds|\$ ?\d[\d,.]*|\d[\d,.]* ?\$)[^.?!\n]{0,60}\b(?:i|we)(?:'ll| will) (?:ship|send|mail|courier|transfer|forward|bring|deliver|drive|return)\b/,
      // French: "frais d'assurance pour debloquer votre pret", "acompte avant la livraison du chiot".
      /\b(?:payer|payez|paye|paie|paies|envoyer|envoyez|envoie|envoies|verser|versez|verse|regler|reglez|regle|acquitter|acquittez|couvrir|couvrez|fais|faites|faire)\b.{0,40}\b(?:frais|acompte|depot|caution|assurance)\b.{0,80}\b(?:pour|afin de|avant de) (?:recevoir|debloquer|liberer|obtenir|reserver|garder|expedier|livrer|envoyer|toucher)\b.{0,30}\b(?:le|la|les|l'|votre|vos|ton|ta|tes) ?(?:pret|fonds|argent|chiot|chaton|chien|colis|prix|gains?|billets?|voiture|vehicule|logement|appartement|cles|emploi|poste|remboursement|heritage|subvention|article|telephone|lot|recompense)\b/,
      /\b(?:frais|acompte|depot|caution)\b.{0,60}\bavant (?:la livraison|l'envoi|l'expedition|que (?:je|nous) (?:t'|vous |te )?(?:envoie|expedie|livre|poste))\b/,
      /\b(?:chiots?|chatons?)\b.{0,120}\b(?:frais|cout) (?:de (?:transport|livraison|cage|quarantaine|vol)|d'(?:expedition|assurance))\b/,
      /\b(?:emploi|poste|embauchee?s?|candidature|recrutement|travail)\b.{0,200}\b(?:vous devez|tu dois|il (?:vous|te) faut|vous aurez a|tu auras a|veuillez)\b.{0,20}\b(?:payer|acheter|verser|envoyer)\b.{0,40}\b(?:formation|trousse de depart|materiel|equipement|logiciel|certification|verification des antecedents|permis de travail|uniforme|frais d'inscription)\b/,
      // French e-Transfers first: "fais-moi le virement d'abord et je t'envoie les billets".
      /\b(?:virement|interac|argent)\b.{0,60}\b(?:d'abord|en premier|d'avance|a l'avance)\b.{0,80}\b(?:j'|je |on )(?:t'|vous |te |les |le )?(?:envoie|enverrai|expedie|expedierai|poste|posterai|livre|livrerai|transfere)\b/,
      /\b(?:des que|aussitot que|lorsque|quand|une fois que|apres que) (?:je|j'|on) ?(?:recois|aurai recu|recevrai|vois|aurai|recoit)\b.{0,20}\b(?:le |ton |votre |les |l')?(?:virement|interac|argent|depot|acompte)\b.{0,60}\b(?:j'|je |on )(?:t'|vous |te |les |le )?(?:envoie|enverrai|expedie|expedierai|poste|posterai|livre|livrerai|transfere)\b/,
    ],
    via: ['language:rental', 'language:fee-request', 'language:subscription-trap'],
    examples: { hit: 'i am abroad, send the deposit by e-transfer to hold the apartment and i will mail you the keys', miss: 'the damage deposit is returned at the end of the lease, as the act requires' },
  },
  {
    // Money the reader is owed or promised (a loan, a prize, a grant, a refund, recovered funds, the returns
    // of an investment), and a fee or a deposit to pay first: no honest sender asks it, so its own
    // authenticated domain does not vouch for it (decision-table.ts).
    id: 'pay-to-receive', severity: 'moderate',
    any: [
      // A fee to "unlock" money already sent: the fake buyer's business-account upgrade.
      /\b(?:send|pay|e-?transfer|need|needs|require|requires)\b.{0,20}\$ ?\d[\d,.]* (?:first |back )?(?:to|for) (?:unlock|release|activate|upgrade)\b|\b(?:envoy\w*|pay\w*|vir\w*)\b.{0,20}\d[\d ,.]* ?\$ pour (?:debloquer|liberer|activer|recevoir)\b/,
      // Investing on a stranger's guidance: the "friend" who made 20% and will show you the app.
      /\b(?:invest\w*|trading|crypto\w*|bitcoin|forex|signals)\b.{0,250}\b(?:i'?ll|i will|i can|let me) (?:guide|show|teach|walk|coach) you\b|\b(?:i'?ll|i will|i can) help you (?:open|set up|start|invest|buy)\b/,
      /\b(?:placements?|investi\w*|crypto\w*|bitcoin|trading|bourse|signaux)\b.{0,250}\b(?:je (?:vais|peux) (?:vous|te) (?:guider|montrer|accompagner)|je (?:vous|te) (?:guide|montre|accompagne)|je (?:vais|peux) (?:vous |t')aider a (?:ouvrir|investir|commencer|placer|acheter))\b/,
      /\b(?:loan|financing)\b.{0,60}\b(?:approved|pre-?approved|granted|ready)\b.{0,160}\b(?:pay|send|transfer|e-?transfer)\b.{0,40}\b(?:fee|insurance|deposit|upfront|up front|in advance)\b/,
      // Money promised, and a fee to pay for it first: "eligible for a $5,000 grant… pay the $95 file fee", "acquittez les frais d'ouverture de dossier".
      /\b(?:grant|subsidy|rebate|loan|prize|refund|compensation|settlement)\b.{0,300}\b(?:pay|send|cover)\b (?:the |a |an |our )?(?:\$ ?\d[\d,.]* )?(?:non-refundable )?(?:application|processing|file|administration|release|activation|registration) fee\b|\b(?:subvention|pret|prix|remboursement|indemnite|credit d'impot)\b.{0,300}\b(?:acquitte[rz]?|paye[rz]?|regle[rz]?|verse[rz]?)\b.{0,20}\b(?:les |des )?frais (?:d'ouverture de dossier|de dossier|d'administration|de traitement|de deblocage|de liberation)\b/,
      /\b(?:prize|winnings|reward|lottery|sweepstakes?|jackpot)\b.{0,120}\b(?:pay|send|cover)\b.{0,40}\b(?:(?:shipping|handling|processing|release|clearance|delivery|customs|transfer|administrative|insurance) (?:fee|fees|charge|charges|cost|costs)|taxes on (?:your |the )?(?:prize|winnings))\b/,
      // Investments and crypto: gains promised on a deposit, a fee to withdraw "your profits".
      /\b(?:deposit|invest)\b.{0,60}\b(?:earn|get|receive|make|return|profit)\b.{0,30}(?:\d ?%|\$ ?\d|\d ?\$|\bdouble\b|\btriple\b).{0,20}\b(?:daily|a day|per day|weekly|a week|per week|in \d+ (?:days|hours)|within \d+|guaranteed)\b/,
      /\b(?:to|before you can|in order to|you must pay|pay)\b.{0,20}\bwithdraw\b.{0,60}\b(?:profits?|earnings|gains|winnings|bitcoin|crypto)\b.{0,80}\b(?:pay|deposit|fee|tax|commission|unlock)\b/,
      /\b(?:unlock|release) (?:fee|tax)\b/,
      // Money traced or owed to you (recovered funds, restitution) and a fee "required" first: the recovery scam.
      /\b(?:(?:funds|assets|money)(?: [a-z]+){0,3} (?:recovered|traced|located|frozen|held)|restitution|recovery of (?:your |the )?(?:funds|assets))\b.{0,400}\bfee\b.{0,60}\b(?:is|are|will be) (?:required|needed|payable|due)\b/,
      /\b(?:(?:fonds|actifs|argent)(?: [a-z]+){0,3} (?:retrouves|recuperes|retraces|bloques|geles)|restitution|recouvrement)\b.{0,400}\bfrais\b.{0,60}\b(?:sont|seront|est) (?:exiges|requis|payables|a payer|demandes)\b/,
      /\bdeposit (?:funds|money|\$ ?\d[\d,.]*|\d[\d,.]* ?\$|usdt|crypto) (?:in|into|on|to) (?:the|your|our|this) (?:platform|trading platform|mining pool|crypto wallet)\b/,
      /\b(?:pret|financement)\b.{0,60}\b(?:approuve|accorde|accepte|pre-?approuve)e?s?\b.{0,160}\b(?:payer|payez|paye|envoyer|envoyez|envoie|verser|versez|verse|virement)\b.{0,40}\b(?:frais|depot|assurance|acompte)\b/,
      // French investments: "deposer des fonds sur la plateforme", "payer des frais pour retirer vos gains".
      /\b(?:retirer|retrait de|recuperer|encaisser) (?:vos|tes|les|ses|mes) (?:gains|profits|benefices|rendements)\b.{0,80}\b(?:frais|payer|payez|deposer|deposez|taxe|impot|commission|debloquer)\b/,
      /\b(?:frais|taxe) de deblocage\b/,
      // "To release and transfer the funds to your account, a compliance fee of $950 must be paid."
      /\b(?:afin de|pour) (?:proceder a |permettre )?(?:la liberation|le deblocage|le transfert|le versement|debloquer|liberer|transferer)\b.{0,120}\bfrais\b.{0,60}\b(?:doivent|devront|doit|devra) etre (?:acquittes|payes|regles|verses)\b/,
      /\bto (?:proceed with|complete|process|finali[sz]e|allow) the (?:release|transfer|payout|withdrawal)\b.{0,120}\bfee\b.{0,60}\b(?:must|has to|needs to|will have to) be (?:paid|settled|covered)\b/,
      /\b(?:deposer|deposez|depose|verser|versez|transferer|transferez) (?:des |vos |tes |les )?fonds (?:sur|dans|a) (?:la|votre|ta|notre|cette) (?:plateforme|compte de trading|portefeuille crypto)\b/,
      /\b(?:deposer|deposez|depose|investir|investissez|investis|placer|placez|verser|versez)\b.{0,60}\b(?:gagner|gagnez|recevoir|recevez|obtenir|rapporte|rendement|profit)\b.{0,30}(?:\d ?%|\d ?\$|\$ ?\d|\bdouble\b|\btriple\b).{0,20}\b(?:par jour|quotidien|par semaine|en \d+ (?:jours|heures)|garanti)/,
      /\b(?:investissez|investis|investir|placez|deposez)\b.{0,60}\b(?:rendements? garantis?|profits? garantis?|\d+ ?% par (?:jour|semaine|mois))/,
      // "All you need to do is pay their security keeping fee": the one step left before the box, the funds, the prize.
      /\ball (?:you|that you) (?:need|have) to do (?:now )?is (?:to )?(?:pay|send|cover|remit)\b.{0,40}\b(?:fee|fees|charges?|deposit|costs?|taxes)\b/,
      /\btout ce que (?:vous avez|tu as) a faire(?:,)? (?:c'est|est) (?:de )?(?:payer|regler|envoyer|verser|couvrir)\b.{0,40}\b(?:frais|depot|montant|taxes?)\b/,
      /\b(?:frais|acompte|depot|caution)\b.{0,60}\bavant (?:le deblocage|le versement|le transfert|de (?:recevoir|debloquer|toucher|obtenir)|que (?:je|nous) (?:vous |te )?(?:verse|debloque))\b/,
      // "Just a small delivery fee, then they bring the cash to your home": the money comes once a fee is paid.
      /\b(?:fee|fees|charge)\b.{0,40}\b(?:then|and then|after that|once (?:it'?s|that'?s) paid)\b.{0,30}\b(?:they|we|he|she|the agent)(?:'ll| will)? (?:bring|deliver|send|release|transfer|drop off)\b.{0,30}\b(?:cash|money|funds|grant|cheque|check|prize|payment)\b/,
      /\bfrais\b.{0,40}\b(?:pis|puis|et|ensuite|apres)\b.{0,20}\b(?:ils|elles|on|il|elle|l'agent) (?:t'|vous |te )?(?:apportent|apporte|livrent|livre|envoient|envoie|versent|verse|deposent|depose|donnent|donne)\b.{0,30}\b(?:argent|fonds|cheque|prix|subvention|montant|cash)\b/,
      // The overpaying buyer: "I sent $650 by mistake, $300 extra for the mover. Send the $300 back first": you pay out of money you never receive.
      /\b(?:sent|paid|transferred|e-?transferred)\b.{0,60}\b(?:too much|more than|by mistake|by accident|extra)\b.{0,160}\b(?:send|pay|refund|give|e-?transfer|return)\b.{0,40}\b(?:back|the difference|the extra|the rest|to (?:the|my) (?:mover|courier|driver|shipper|agent))\b/,
      /\b(?:envoye|paye|vire|transfere|verse)\b.{0,60}\b(?:de trop|en trop|par erreur|de plus|pour (?:le|mon) (?:livreur|demenageur|transporteur|chauffeur|agent))\b.{0,160}\b(?:rembourse[rz]?|renvoye[rz]?|retourne[rz]?|redonne[rz]?|remettre|remettez)\b/,
    ],
    via: ['language:stock-tip', 'language:investment'],
    examples: { hit: 'your loan of $15,000 is approved. to release the funds, pay the $250 insurance fee by e-transfer', miss: 'your loan of $15,000 is approved; the funds will be deposited on friday, fees are taken from the loan' },
  },
  {
    // A fine, a toll, a bill or a balance paid through a link that leaves the sites of whoever the
    // message speaks for: the payment page is the scammer's (a real bill's link stays on the biller's site).
    id: 'pay-through-link', severity: 'moderate', throughLink: true,
    any: [
      /\bpay (?:your|the|this) (?:outstanding |unpaid |overdue |remaining )?(?:fine|ticket|toll|tolls|balance|amount due|invoice|bill|penalty)\b.{0,60}\b(?:now|today|here|online|within|immediately|before|to avoid)\b/,
      /\b(?:unpaid|overdue|outstanding|past due)\b.{0,20}\b(?:toll|fine|ticket|balance|invoice|bill|violation|notice)\b.{0,120}\bpay (?:now|today|here|immediately|within|online|at|(?:by|before) (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun|tomorrow|tonight|\d))/,
      /\bpay (?:\$ ?\d[\d,.]*|\d[\d,.]* ?\$)\b.{0,30}\b(?:within|today|now|immediately|before|to avoid)\b/,
      // The passive of a notice: "the total amount of $500.00 must be paid within 3 business days at: <link>".
      /\b(?:amount|balance|fee|fees|fine|total|sum|\$ ?\d[\d,.]*|\d[\d,.]* ?\$)\b.{0,40}\b(?:must|needs? to|has to|is to) be paid\b.{0,60}\b(?:at|via|through|online|here|on (?:the|our) (?:portal|site|website))\b/,
      /\b(?:montant|solde|frais|amende|total|somme|\d[\d,.]* ?\$)\b.{0,40}\b(?:doit|doivent) etre (?:paye|payes|payee|payees|regle|regles|reglee|acquitte)e?s?\b.{0,60}\b(?:sur|via|en ligne|ici|a l'adresse|au lien)\b/,
      /\b(?:payez|reglez|acquittez) (?:votre |la |cette |l')?(?:amende|contravention|constat|peage|solde|facture|penalite)\b/,
      /\b(?:payez|reglez|acquittez) \d[\d,.]* ?\$/,
      /\b(?:amende|contravention|constat|peage|solde|facture)\b.{0,60}\b(?:impayee?s?|en souffrance|en retard|echue?s?)\b.{0,120}\b(?:payez|payer|en payant|reglez|regler|acquittez|acquitter)\b/,
      // Portuguese: "pague a taxa de importacao", "regularize o debito", "efetue o pagamento da multa".
      /\b(?:pague|pagar|quite|quitar|regularize|regularizar|efetue o pagamento|realize o pagamento|liquide|liquidar)\b.{0,40}\b(?:taxa|taxas|multa|fatura|boleto|debito|debitos|divida|pendencia|pendencias|tarifa|imposto|portagem|pedagio|portes|valor em aberto|cpf|situacao fiscal|darf)\b/,
      /\b(?:taxa|multa|fatura|boleto|debito|divida|portagem|pedagio)\b.{0,60}\b(?:pendente|em aberto|vencid[oa]|em atraso|nao pag[oa])\b.{0,120}\b(?:pague|efetue|regularize|quite)\b/,
      // Spanish: "pague la tasa de aduana", "abone el importe pendiente", "regularice su deuda".
      /\b(?:pague|paga|abone|abona|liquide|liquida|regularice|regulariza|realice el pago|efectue el pago|realiza el pago)\b.{0,40}\b(?:tasa|tasas|multa|factura|deuda|importe|recibo|peaje|cargo|tarifa|gastos|impuesto|aranceles|saldo pendiente)\b/,
      /\b(?:multa|factura|deuda|peaje|recibo|tasa)\b.{0,60}\b(?:pendiente|impagad[oa]|vencid[oa]|sin pagar)\b.{0,120}\b(?:pague|abone|regularice|liquide)\b/,
      // German, verb first or last: "bezahlen Sie die Gebuhr", "um die offene Rechnung zu begleichen".
      /\b(?:bezahlen|begleichen|zahlen|uberweisen|entrichten) sie\b.{0,40}\b(?:gebuhr|gebuhren|betrag|rechnung|strafe|bussgeld|bußgeld|zoll|zollgebuhr|maut|mautgebuhr|versandkosten|nachgebuhr|mahngebuhr|ausstehend|offen)/,
      /\b(?:gebuhr|gebuhren|betrag|rechnung|bussgeld|bußgeld|zollgebuhr|maut|mautgebuhr|versandkosten|nachgebuhr|mahngebuhr)\b.{0,60}\b(?:zu )?(?:bezahlen|begleichen|entrichten)\b/,
      /\b(?:bezahle|begleiche|zahle|uberweise) (?:jetzt |bitte )?(?:die|deine|den) (?:gebuhr|gebuhren|betrag|rechnung|versandkosten|nachgebuhr|maut)\b/,
      // English and French, the amount still due: "settle the outstanding amount", "reglez les frais en attente".
      /\b(?:pay|settle|clear) (?:the|your|this) (?:pending|outstanding|unpaid|overdue|remaining) (?:amount|fee|fees|balance|charge|charges|payment|invoice|bill|debt|toll|dues)\b/,
      /\b(?:payez|reglez|acquittez|paie|regle|payer|regler) (?:le |les |la |vos |votre |ton |tes )?(?:montant|frais|somme|solde) (?:du\b|dus\b|restants?|en attente|impayes?|en souffrance|de livraison|de douane|de dedouanement|de reexpedition)/,
      // Dutch: "betaal de openstaande kosten", "om de verzendkosten te voldoen".
      new RegExp(String.raw`\b${NOT_NEGATED}(?:betaal|betaalt u|voldoe|voldoet u)\b(?! niet| nooit).{0,30}\b(?:de |het |uw |je )?(?:openstaande |achterstallige |verschuldigde |resterende )?(?:kosten|bedrag|rekening|factuur|boete|verzendkosten|invoerrechten|douanekosten|inklaringskosten|tol|tolgeld|heffing|saldo|betaling)\b`),
      /\bom (?:de |het |uw |je )?(?:openstaande |resterende |achterstallige )?(?:kosten|bedrag|boete|verzendkosten|invoerrechten|douanekosten|inklaringskosten|tolgeld|factuur) te (?:betalen|voldoen)\b/,
      // Italian: "paga la multa", "effettua il pagamento delle spese di spedizione".
      new RegExp(String.raw`\b${NOT_NEGATED}(?:paga|paghi|salda|saldi|regolarizza|regolarizzi|effettua il pagamento|effettui il pagamento)\b.{0,40}\b(?:multa|pedaggio|fattura|bolletta|importo|spese di spedizione|spese di consegna|tassa|dazi|debito|sanzione|contravvenzione|saldo|insoluto)\b`),
    ],
    examples: { hit: 'unpaid toll balance of $4.35. pay now to avoid a penalty', miss: 'the toll road is closed for repairs this weekend' },
  },
  {
    id: 'remote-access', severity: 'severe',
    any: [
      /\b(?:install|download|open|run|allow|give|grant|let (?:us|me|our technician))\b.{0,60}\b(?:anydesk|teamviewer|ultraviewer|rustdesk|supremo|screenconnect|quick ?assist|remote (?:access|desktop|support|control|session))/,
      /\b(?:anydesk|teamviewer|ultraviewer|rustdesk)\b.{0,80}\b(?:code|id|install|download|connect)\b/,
      /\b(?:installe(?:z|r)?|telecharge(?:z|r)?|ouvre(?:z)?|autorise(?:z)?|donne(?:z)?)\b.{0,60}\b(?:anydesk|teamviewer|ultraviewer|acces a distance|prise en main a distance|controle a distance)/,
      // Other remote-control tools, and the ask without a tool's name: "install this app so our technician can check".
      /\b(?:install|download|open|run|allow|accept|give|grant|connect|go to|visit|installe(?:z|r)?|telecharge(?:z|r)?|ouvre(?:z)?|autorise(?:z)?|accepte(?:z)?)\b.{0,60}\b(?:zoho assist|splashtop|logmein|airdroid|ammyy|alpemix|getscreen|aeroadmin|chrome remote desktop|any ?desk|team ?viewer|quicksupport)\b/,
      /\b(?:share|sharing) (?:your|the) screen\b.{0,60}\b(?:with (?:me|us|our|the (?:agent|technician|representative))|so (?:that )?(?:we|i|our [a-z]+|the [a-z]+) can)\b/,
      /\b(?:give|grant|allow|let) (?:me|us|our (?:technician|agent|team|specialist)|the (?:technician|agent|specialist)) (?:remote )?(?:access|control) (?:to|of) your (?:computer|pc|laptop|phone|device|screen|mac)\b/,
      /\binstall (?:an|the|this|our) (?:app|application|program|software)\b.{0,40}\bso (?:that )?(?:we|i|our technician|the technician|our agent|the agent|our team) can (?:see|access|check|fix|help|connect|secure|verify|view|monitor)\b/,
      /\b(?:installe|installez|installer|telecharge|telechargez|telecharger)\b.{0,40}\b(?:l'application|l'appli|le logiciel|le programme|cette application|ce logiciel)\b.{0,60}\bpour (?:que|qu') ?(?:notre technicien|le technicien|je|nous|on|notre agent|l'agent|notre equipe) (?:puisse|puissions|pourra) (?:voir|acceder|verifier|regler|reparer|securiser|vous aider|t'aider|se connecter|nous connecter|me connecter|proteger)\b/,
      /\b(?:partage|partagez|partager) (?:ton|votre) ecran\b.{0,60}\b(?:avec (?:moi|nous|notre|l'agent|le technicien)|pour (?:que|qu'))/,
      /\b(?:donne|donnez|donner|laisse|laissez)(?:-moi|-nous| moi| nous)? (?:l')?acces a (?:ton|votre) (?:ordinateur|ordi|telephone|cellulaire|appareil|ecran|poste)\b/,
      /\b(?:prendre|prenne|prendra) (?:le )?controle (?:de|a distance de) (?:ton|votre) (?:ordinateur|ordi|telephone|cellulaire|appareil|ecran)\b/,
      /\b(?:nous|je|notre technicien|le technicien) (?:allons|vais|va|pourra|pourrons|peux|pouvons) (?:nous |me |se )?connecter (?:a|sur) (?:ton|votre) (?:ordinateur|ordi|appareil|poste|telephone)\b/,
    ],
    examples: { hit: 'our technician will fix it, please download anydesk and give us the access code', miss: 'the it department will update all laptops over the weekend' },
  },
  {
    // Letting an app into your account: a consent page of the real sign-in service (its link passes every
    // other check) that grants an app the right to read and send your mail or open your files.
    id: 'grant-app-access', severity: 'severe',
    any: [
      /\b(?:accept|allow|approve|grant|give)\b.{0,30}\b(?:the |this |our )?(?:app|application|add-?in|plug-?in)\b.{0,40}\b(?:access to|permission to (?:read|access|send|manage))\b.{0,20}\byour (?:mail|mailbox|e-?mails?|inbox|account|files|onedrive|drive|contacts)\b/,
      /\b(?:acceptez|accepte|autorisez|autorise|approuvez|approuve|donnez|donne)\b.{0,30}\b(?:l'application|l'appli|cette application|le complement|l'extension)\b.{0,40}\b(?:acces a|a acceder a|a lire|a envoyer)\b.{0,20}\b(?:vos|votre|tes|ton) (?:courriels|courrier|boite|compte|fichiers|contacts)\b/,
    ],
    via: ['link-app-consent'],
    examples: { hit: 'to open the file, accept the app request and allow the app access to your mailbox', miss: 'install the app so you can track your order' },
  },
  {
    // A QR code to scan to sign in, pay or "re-enrol": the link is in a picture, out of reach of the
    // reader's eye and of the mail filter, and opens on a phone (the other name of phishing by QR code).
    id: 'scan-qr-code', severity: 'moderate',
    any: [
      /\bscan (?:the |this |our |that )?(?:attached |enclosed |following |below )?(?:qr|qr-code|qr code)\b.{0,80}\b(?:sign ?in|log ?in|verify|confirm|pay|payment|update|re-?enrol\w*|re-?register|re-?authenticate|authenticate|secure|reactivate|unlock|claim|validate|restore)\b/,
      /\b(?:sign ?in|log ?in|verify|confirm|pay|update|re-?enrol\w*|re-?authenticate|authenticate|reactivate|unlock|claim|validate|restore)\b.{0,60}\bscan (?:the |this |our |that )?(?:attached |enclosed |following |below )?(?:qr|qr-code|qr code)\b/,
      /\b(?:scannez|scanne|scanner|numerisez|numerise|numeriser|balayez|balaye|balayer) (?:le |ce |votre )?code qr\b.{0,80}\b(?:connect\w*|verifi\w*|confirm\w*|pay\w*|mettre a jour|mettez a jour|reactiv\w*|debloqu\w*|valid\w*|reclam\w*|reinscri\w*|authentifi\w*|securis\w*)/,
      /\b(?:connect\w*|verifi\w*|confirm\w*|pay\w*|mettre a jour|reactiv\w*|debloqu\w*|valid\w*|reclam\w*|authentifi\w*)\b.{0,60}\b(?:scannez|scanne|scanner|numerisez|numerise|numeriser|balayez|balaye|balayer) (?:le |ce |votre )?code qr\b/,
    ],
    examples: { hit: 'your mfa expires today. scan the qr code below with your phone to re-enrol', miss: 'show the qr code on your boarding pass at the gate' },
  },
  {
    // A file to open with a password the message itself gives (filters cannot look inside a locked
    // file), or whose instructions are "in the attachment": how malware and fake forms get past filters.
    id: 'open-attachment', severity: 'moderate',
    any: [
      /\b(?:open|see|view|follow|read)\b.{0,30}\b(?:the )?(?:instructions?|details|steps|form) (?:in|inside) the (?:attached|enclosed) (?:file|document|pdf|form)\b/,
      /\b(?:ouvrez|consultez|suivez|voyez|lisez)\b.{0,30}\b(?:les )?(?:instructions?|details|etapes|formulaire) (?:dans|du) (?:le )?(?:fichier|document|pdf|formulaire) (?:joint|ci-joint|en piece jointe)\b/,
      // Portuguese: "siga as instrucoes do anexo", "abra o arquivo anexo para regularizar".
      /\b(?:siga|leia|veja|consulte|confira)\b (?:as )?(?:instrucoes|orientacoes|etapas|passos) (?:do|no|em|contidas no|descritas no) (?:arquivo|anexo|documento|pdf|formulario)\b/,
      /\b(?:abra|baixe|descarregue|visualize|execute|instale) (?:o |a )?(?:arquivo|anexo|documento|pdf|formulario|nota fiscal|comprovante)(?: em anexo| anexo| anexado)? (?:para|e) (?:ver|visualizar|confirmar|regularizar|liberar|evitar|receber|conferir|atualizar|desbloquear|validar)\b/,
      // Spanish: "siga las instrucciones del archivo adjunto", "abra el documento adjunto para confirmar".
      /\b(?:siga|sigue|lea|lee|consulte|consulta|vea|revise|revisa)\b (?:las )?(?:instrucciones|indicaciones|pasos) (?:del|en el|que (?:se )?(?:encuentran|indican) en el) (?:archivo|adjunto|documento|pdf|formulario)\b/,
      /\b(?:abra|abre|descargue|descarga|ejecute|ejecuta|instale|instala) (?:el |la )?(?:archivo|adjunto|documento|pdf|factura|formulario|comprobante)(?: adjunto| adjunta)? (?:para|y) (?:ver|confirmar|regularizar|liberar|evitar|recibir|completar|verificar|actualizar|desbloquear|validar)\b/,
      // German: "folgen Sie den Anweisungen im Anhang", "offnen Sie die Datei, um ... zu bestatigen".
      /\b(?:folgen sie|befolgen sie|lesen sie|beachten sie|folge|befolge)\b (?:den |die )?(?:anweisungen|anleitung|schritten|hinweisen|schritte) (?:im|in der|in dem) (?:anhang|angehangten|beigefugten|pdf|dokument|datei)\b/,
      /\b(?:offnen|laden|fuhren) sie (?:den |die |das )?(?:anhang|datei|dokument|pdf|formular|beigefugte datei|angehangte datei)\b.{0,40}\b(?:um|und)\b.{0,40}\b(?:bestatigen|einzusehen|verifizieren|aktualisieren|vermeiden|begleichen|erhalten|ausfullen|auszufullen|freizugeben|entsperren)\b/,
      // The instructions are attached ("follow the attached instructions"), or about money or an account, "more
      // information in the attachment" (a generic "see attached for details" from a colleague is not enough).
      /\b(?:follow|see|read|complete)\b.{0,20}\b(?:the )?(?:attached|enclosed) (?:instructions|steps|guide|form)\b/,
      /\b(?:account|payment|transaction|refund|billing|card|funds|balance|tax return)\b.{0,200}\b(?:read|see|check|open|view)\b.{0,10}\b(?:the )?(?:attached|enclosed|pdf)\b.{0,40}\b(?:for (?:more|further) (?:detailed )?(?:information|details)|to complete|fill (?:in|out))/,
      /\b(?:suivez|suis|lisez|consultez|voir|voyez)\b.{0,30}\b(?:instructions|etapes|consignes)\b.{0,20}\b(?:en piece jointe|ci-jointes?|dans la piece jointe)\b/,
      /\b(?:compte|paiement|transaction|remboursement|carte|fonds|solde)\b.{0,200}\b(?:plus d'informations|plus de details|instructions|details)\b.{0,30}\b(?:en piece jointe|ci-joint|dans (?:la piece jointe|le fichier joint|le document joint|le pdf (?:ci-)?joint))/,
      // Portuguese: "siga as instrucoes em anexo", "veja como liberar sua conta nas instrucoes anexadas", "saldo para credito em conta, mais informacoes em anexo".
      /\b(?:siga|seguindo|leia|veja|consulte|confira)\b.{0,40}\b(?:instrucoes|intrucoes|orientacoes|passos|etapas)\b.{0,20}\b(?:em anexo|anexad[oa]s|no anexo|do anexo)\b/,
      /\b(?:saldo|valores?|credito|saque|restituicao|pontos|pagamento|conta|parcela|reembolso|beneficio)\b.{0,160}\b(?:mais informacoes|orientacoes|instrucoes|detalhes)\b.{0,40}\b(?:em anexo|anexad[oa]s?|no (?:arquivo|documento|pdf) (?:pdf )?(?:em )?anexo)\b/,
      // Spanish, Dutch, Italian, German: the instructions or, about money, the details are in the attachment.
      /\b(?:siga|sigue|lea|lee|consulte|consulta|vea|revise|revisa)\b.{0,40}\b(?:instrucciones|indicaciones|pasos)\b.{0,20}\b(?:adjuntas|adjuntos|en el (?:archivo |documento )?adjunto|del adjunto)\b/,
      /\b(?:cuenta|pago|transaccion|reembolso|saldo|tarjeta|fondos)\b.{0,160}\b(?:mas informacion|instrucciones|detalles)\b.{0,30}\b(?:en el (?:archivo |documento |pdf )?adjunto|adjuntas?|adjuntos?)\b/,
      /\b(?:volg|lees|bekijk|open)\b.{0,30}\b(?:instructies|aanwijzingen|stappen)\b.{0,20}\b(?:in de bijlage|in het bijgevoegde (?:bestand|document|pdf)|bijgevoegd)\b/,
      /\b(?:rekening|betaling|terugbetaling|teruggave|saldo|tegoed|bankpas|transactie|account)\b.{0,160}\b(?:meer informatie|details|instructies)\b.{0,30}\b(?:in de bijlage|in het bijgevoegde (?:bestand|document|pdf)|bijgevoegd)\b/,
      /\b(?:segui|segua|leggi|legga|consulta|consulti|apri|apra)\b.{0,30}\b(?:istruzioni|indicazioni|passaggi)\b.{0,20}\b(?:in allegato|allegate|nel (?:file|documento|pdf) allegato|nell'allegato)\b/,
      /\b(?:conto|pagamento|rimborso|saldo|carta|transazione|account|accredito)\b.{0,160}\b(?:maggiori informazioni|ulteriori informazioni|dettagli|istruzioni)\b.{0,30}\b(?:in allegato|nel (?:file|documento|pdf) allegato|nell'allegato)\b/,
      /\b(?:konto|zahlung|erstattung|ruckerstattung|guthaben|karte|transaktion)\b.{0,160}\b(?:weitere|nahere|alle) (?:informationen|details|anweisungen|hinweise)\b.{0,20}\b(?:im anhang|in der anlage|in der beigefugten datei|im beigefugten dokument)\b/,
    ],
    via: ['language:locked-attachment'],
    examples: { hit: 'your refund is on hold. follow the steps in the attached form to release it', miss: 'the minutes of the last meeting are in the attached document' },
  },
  {
    id: 'move-channel', severity: 'severe',
    any: [
      /\b(?:text|message|contact|reach|add|write to|chat with|talk to|call) (?:me|us|you) (?:on|via|through|at|using|over) (?:whatsapp|telegram|signal|wechat|viber|kik)\b/,
      // The conversation itself moved to a chat app: "a quick chat on Telegram", "on continue sur WhatsApp".
      /\b(?:chat|talk|conversation|continue|discuss|connect|explain)\b.{0,20}\b(?:on|via|over) (?:whatsapp|telegram|signal|wechat)\b|\b(?:jasette|jaser|discuter|discussion|parler|continuer|expliquer|clavarder|echanger|echange|conversation|entretien)\b.{0,20}\b(?:sur|via|par) (?:whatsapp|telegram|signal)\b/,
      /\b(?:(?:whatsapp|telegram)(?: me)?|signal me) (?:at|on) \+?\d/,
      /\bjoin (?:our|my|the) (?:private |free |vip )?(?:whatsapp|telegram|signal) (?:group|chat|channel|community)\b/,
      /\badd you to (?:the|our|a|my) (?:private |vip |investment |trading )?(?:whatsapp|telegram|signal) (?:group|chat|channel)\b|\bt'ajouter (?:au|a notre|dans le) (?:groupe|canal) (?:whatsapp|telegram|signal)\b/,
      // Handed on to someone else's WhatsApp: "I can give you his WhatsApp, he is very patient".
      /\b(?:give you|send you|pass you|share) (?:his|her|their|my (?:advisor|adviser|broker|mentor|coach)'s) (?:whatsapp|telegram|signal|wechat)\b|\b(?:te|vous) (?:donner|donne|envoyer|envoie|passer|passe) (?:son|leur) (?:whatsapp|telegram|signal)\b/,
      /\brejoignez (?:notre|mon|le) (?:groupe|canal|clavardage) (?:prive )?(?:whatsapp|telegram|signal)\b/,
      /\b(?:text|message) me (?:at|on) (?:my new|this new|this|my other) (?:number|cell|phone)/,
      // "It's me, new number": the asker moves to a number nobody can check (text, WhatsApp, "delete the old one").
      /\b(?:(?:my|a|this is my) new (?:phone |cell |mobile )?number|(?:i )?(?:changed|switched) (?:my )?(?:phone |cell )?numbers?)\b.{0,120}\b(?:text|message|whatsapp|write|reach|contact|save|delete (?:the|my) old)\b/,
      /\b(?:reply|write|respond|send (?:it|your reply|your answer|the details)) (?:only )?(?:to|at) (?:my|our|this) (?:private|personal|other|alternative|alternate|direct|new|confidential) (?:e-?mail|address|mailbox)/,
      /\b(?:ecri(?:s|vez)|texte(?:z)?|contacte(?:z)?|rejoin(?:s|dre|gnez)|ajoute(?:z)?)(?:-moi|-nous| moi| nous)? (?:sur|via|par) (?:whatsapp|telegram|signal)\b/,
      /\b(?:texte-moi|textez-moi|ecris-moi|ecrivez-moi) (?:a|au|sur) (?:mon nouveau|ce nouveau|ce) (?:numero|cell)/,
      /\b(?:(?:mon|un|c'est mon) nouveau (?:numero|cell(?:ulaire)?)|(?:j'ai )?change de (?:numero|cell(?:ulaire)?))\b.{0,120}\b(?:texte|ecri[sv]|whatsapp|rejoin|contacte|enregistre|efface)/,
      /\b(?:repondez|ecrivez|repondre|ecrire) (?:uniquement )?a (?:mon|notre|cette) adresse (?:personnelle|privee|directe|confidentielle)/,
    ],
    via: ['reply-elsewhere'],
    examples: { hit: 'this is my new number, text me on whatsapp when you get this', miss: 'i am capturing the signal at 200 msps and need to decimate it' },
  },
  {
    id: 'keep-secret', severity: 'severe',
    any: [
      /\bkeep (?:this|it|the [a-z]+|this [a-z]+|our [a-z]+) (?:strictly |completely |totally )?(?:confidential|secret|private|between us)\b/,
      /\b(?:don'?t|do not) (?:tell|mention (?:this|it) to|discuss (?:this|it) with) (?:anyone|your (?:bank|family|children|kids|wife|husband)|mom|dad|mum)\b/,
      /\bgard(?:ez|er|e) (?:ceci|cela|ca|le|la|les|ce|cette)(?: [a-z]+)? (?:confidentiel(?:le)?s?|secret(?:e)?s?|entre nous)\b/,
      /\b(?:n'en parle(?:z)? a personne|ne (?:le )?dites? (?:rien|pas) a (?:personne|votre banque|votre famille))\b/,
      // The bank-investigator script: "if the teller asks, say it is for renovations"; "bank staff may be involved".
      /\bif (?:the |your |a )?(?:bank|teller|cashier|clerk|staff|employee|advisor|manager|store|branch) (?:asks?|questions?|wants to know)\b.{0,60}\b(?:tell|say)\b/,
      /\b(?:bank|branch) (?:staff|employees?|tellers?|workers) (?:may|might|could|are) (?:be )?(?:involved|part of|in on|complicit)\b/,
      /\b(?:don'?t|do not) (?:tell|mention (?:this|it|anything) to|say anything to|talk to|speak to) (?:the (?:bank|teller|cashier|police|staff)|your (?:bank|advisor|son|daughter|friends|neighbou?rs)|anybody|bank staff)\b/,
      /\bkeep (?:this|it) (?:between you and me|quiet|to yourself)\b|\b(?:this|it|our conversation|the investigation) (?:must |should |has to |needs to )?(?:stay|stays|remain|remains) (?:between us|secret|between you and me)\b/,
      // French, tutoiement and vouvoiement: "si le caissier te demande, dis que c'est pour des renos", "ca reste entre nous".
      /\bsi (?:la banque|le caissier|la caissiere|le conseiller|la conseillere|l'employe|l'employee|le commis|ton conseiller|votre conseiller|le personnel)\b.{0,30}\b(?:demande|pose des questions|questionne)\b.{0,60}\b(?:dis|dites|reponds|repondez)\b/,
      /\b(?:les )?(?:employes|employees|caissiers|conseillers|gens) de (?:la|ta|votre) (?:banque|succursale|caisse) (?:sont|pourraient etre|peuvent etre|sont peut-etre) (?:impliques|complices|dans le coup)\b/,
      /\b(?:ca|cela|tout ca|c'est|ceci|notre conversation|l'enquete) (?:doit |devra )?(?:rester|reste) (?:entre nous|entre toi et moi|entre vous et moi|secret|secrete)\b/,
      // Kept from the people who would stop it: "do not discuss this file with your broker or your bank".
      /\b(?:don'?t|do not|never) (?:discuss|mention|share|talk about|bring up) (?:this|it|the [a-z]+|this [a-z]+|anything)\b.{0,30}\b(?:with|to|including|not even|especially) (?:your |the |any )?(?:bank|banker|branch|bank staff|tellers?|broker|advisor|adviser|accountant|lawyer|notary|family|children|kids|son|daughter|spouse|wife|husband|police)\b/,
      /\bn'en (?:parlez|parle|discutez|discute) (?:pas|jamais) (?:a|avec) (?:votre |ta |ton |vos |tes |la |le )?(?:banque|banquier|courtier|conseiller|conseillere|comptable|avocat|notaire|famille|enfants|fils|fille|conjoint|conjointe|police)\b/,
      /\bne (?:discutez|discute|parlez|parle) (?:pas|jamais) (?:de (?:ce|cet|cette) (?:dossier|affaire|enquete|demande)|de (?:ceci|cela|ca)) (?:a|avec) (?:votre |ta |ton |vos |tes |la |le |l')?(?:banque|banquier|institution financiere|caisse|courtier|conseiller|conseillere|comptable|famille|enfants|police)\b/,
      /\b(?:garde|gardez) (?:ca|cela|ceci|le|la) pour (?:toi|vous)\b/,
      /\b(?:n'en parle pas|ne dis rien|n'en dis rien|ne le dis pas|ne dis pas|pas un mot) a (?:personne|ta banque|la banque|ton conseiller|ta caisse|ta famille|tes enfants|ton fils|ta fille|la police)\b/,
      /\b(?:ne (?:parlez|parle) pas|n'en (?:parlez|parle) pas) (?:de (?:ceci|cela|ca) )?(?:a|au|aux) (?:votre banque|ta banque|la banque|personnel|employes|caissier|conseiller|votre conseiller|ton conseiller)\b/,
      /\bne (?:discutez|discute|parlez|parle) (?:pas |jamais )?(?:de rien|de quoi que ce soit|de cela|de ceci|de (?:ce|cet|cette) (?:dossier|affaire|enquete|demande)) (?:avec|a) (?:(?:aucun|aucune) (?:membre|employee?) (?:du |de la |de votre |de ta )?)?(?:le |la |les |l'|votre |ton |ta |vos )?(?:personnel|employes?|caissiers?|caissieres?|conseillers?|conseilleres?|banque|succursale|caisse|directeur)\b/,
    ],
    via: ['language:secrecy'],
    examples: { hit: 'for security reasons, keep this award confidential until the funds are released', miss: 'the minutes are confidential to the board until approved at the next meeting' },
  },
  {
    // "Fraud alert: did you attempt $1,249.99 at Best Buy? Reply YES or NO, an agent will call you": the
    // call that follows asks for the code, the card or a "safe account". A real alert sends you to the
    // number on the back of your card.
    id: 'answer-fraud-alert', severity: 'moderate',
    any: [
      /\b(?:fraud|suspicious|unusual|attempted|unauthori[sz]ed|transaction|purchase|charge|withdrawal)\b.{0,160}\b(?:reply|respond|text(?: back)?|answer)\b.{0,12}\b(?:yes|no|y|n|1|2|stop)\b.{0,200}\b(?:will|shall|is going to|are going to) (?:call|phone|contact|reach) you\b/,
      new RegExp(String.raw`\b(?:reply|respond|text(?: back)?|answer)\b.{0,12}\b(?:yes|no|y|n|1|2)\b.{0,120}\b(?:an? |our )?(?:${AGENT}|fraud (?:prevention|protection|services?))\b.{0,40}\b(?:will|shall|is going to) (?:call|phone|contact|reach) you\b`),
      /\b(?:fraude|suspecte|inhabituelle|tentative|non autorisee?|transaction|achat|retrait)\b.{0,160}\b(?:repond(?:ez|s|re)|texte(?:z)?|ecri(?:s|vez))\b.{0,12}\b(?:oui|non|o|n|1|2)\b.{0,200}\b(?:(?:vous|te) (?:appellera|appelleront|contactera|contacteront|rappellera|joindra|telephonera)|(?:vous|te) (?:appellerons|contacterons|rappellerons|joindrons)|(?:va|vont|allons) (?:vous|te) (?:appeler|contacter|rappeler|joindre|telephoner))\b/,
    ],
    examples: {
      hit: 'fraud alert: did you attempt a purchase of $1,249.99 at best buy? reply yes or no. if no, an agent will call you to secure your account',
      miss: 'fraud alert: did you attempt a purchase of $45.20 at metro? reply yes or no. if no, call us at the number on the back of your card',
    },
  },
  {
    // "Your subscription renewed for $399. Not you? Call 1-888-… to cancel": how the refund and
    // tech-support scams start (the "agent" then asks for remote access or a payment). A real charge is
    // disputed on the number on the card or in the account, not one the message gives.
    id: 'call-about-charge', severity: 'moderate',
    any: [
      // A "fraud team" holding transactions until you call the number it gives (not the one on your card).
      new RegExp(String.raw`\b(?:(?:transactions?|charges?|purchases?|payments?|withdrawals?)\b.{0,80}\b(?:on hold|pending|flagged|suspicious|unusual|under review|blocked|held)|(?:pending|flagged|suspicious|unusual|blocked) (?:card )?(?:transactions?|charges?|purchases?|payments?|withdrawals?))\b.{0,400}\b(?:call|phone|dial)(?: me| us)?(?: back)?(?: directly)?\b.{0,30}${PHONE}`),
      new RegExp(String.raw`\b(?:transactions?|achats?|paiements?|retraits?|prelevements?)\b.{0,80}\b(?:en attente|suspendue?s?|suspecte?s?|inhabituel(?:le)?s?|bloquee?s?|en (?:cours de )?verification|retenue?s?)\b.{0,400}\b(?:appelez|rappelez|appelle|rappelle|composez|telephonez)(?:-moi|-nous| moi| nous)?\b.{0,30}${PHONE}`),
      new RegExp(String.raw`\b(?:charged?|debited|renew(?:ed|al)|auto-?renew(?:ed|al)?|purchase[sd]?|order(?:ed)?|invoice|subscription|transaction|payment|withdrawal|membership)\b.{0,200}\b(?:cancel|dispute|refund|not (?:you|authori[sz]ed|recogni[sz]ed)|did(?:n'?t| not) (?:make|authori[sz]e|order|purchase|request|recogni[sz]e)|don'?t recogni[sz]e|unauthori[sz]ed)\b.{0,80}\b(?:call|phone|dial|contact|reach)\b.{0,40}${PHONE}`),
      new RegExp(String.raw`\b(?:call|phone|dial|contact)\b.{0,40}${PHONE}.{0,60}\b(?:to cancel|to dispute|to (?:get|request|claim) (?:a |your )?refund|to stop (?:the|this) (?:charge|payment|renewal|order|transaction)|if (?:you did(?:n'?t| not)|this was(?:n'?t| not) you))\b`),
      new RegExp(String.raw`\b(?:debite|preleve|facture|renouvel[a-z]*|achat|commande|abonnement|transaction|paiement)\b.{0,200}\b(?:annuler|annulation|contester|rembourse[a-z]*|pas vous|pas autorise|non autorise|(?:n'avez|n'as) pas (?:fait|effectue|autorise|commande)|ne (?:reconnaissez|reconnais) pas)\b.{0,80}\b(?:appelez|appelle|composez|compose|telephonez|contactez|contacte|joignez)\b.{0,40}${PHONE}`),
      new RegExp(String.raw`\b(?:appelez|appelle|composez|compose|telephonez|contactez|contacte)\b.{0,40}${PHONE}.{0,60}\b(?:pour (?:annuler|contester|obtenir (?:un|votre|ton) remboursement|arreter|bloquer)|si (?:vous n'avez|tu n'as|ce n'est|ce n'etait) pas)`),
      // "If you don't recognise it, call 0800-…", a number as any country writes it (the bank's own "number on
      // the back of your card" gives none): English, French, Portuguese, Spanish, German, Dutch, Italian.
      new RegExp(String.raw`\bif (?:you )?(?:do not|don'?t|did not|didn'?t) recogni[sz]e (?:this|the|these|it)\b.{0,80}\b(?:call|phone|dial|contact)\b.{0,40}${PHONE_ANY}`),
      new RegExp(String.raw`\bsi (?:vous ne reconnaissez pas|tu ne reconnais pas|vous n'etes pas a l'origine|tu n'es pas a l'origine|vous n'avez pas (?:effectue|autorise|fait)|tu n'as pas (?:effectue|autorise|fait))\b(?! (?:cette|la|une) demande)(?! de demande).{0,80}\b(?:appelez|appelle|composez|compose|contactez|contacte|telephonez)\b.{0,40}${PHONE_ANY}`),
      new RegExp(String.raw`\b(?:caso|se) (?:voce )?(?:nao (?:reconheca|reconhece|tenha (?:feito|realizado|autorizado|efetuado)|fez|realizou|autorizou)|nao foi voce)\b.{0,80}\b(?:ligue|liga|telefone|contate|entre em contato|chame|disque)\b.{0,50}${PHONE_ANY}`),
      new RegExp(String.raw`\bsi (?:usted )?no (?:reconoce|reconoces|ha (?:realizado|autorizado|hecho)|has (?:realizado|autorizado|hecho)|fue usted|fuiste tu)\b.{0,80}\b(?:llame|llama|comuniquese|comunicate|contacte|contacta|marque|marca)\b.{0,50}${PHONE_ANY}`),
      new RegExp(String.raw`\b(?:wenn|falls|sollten) (?:sie|du) (?:diese[nrs]? (?:zahlung|transaktion|bestellung|abbuchung|kauf|buchung|belastung) )?(?:nicht (?:erkennen|erkennst|veranlasst|autorisiert|getatigt|durchgefuhrt)|nicht wiedererkennen)\b.{0,80}\b(?:rufen sie|ruf|anrufen|kontaktieren sie|wenden sie sich|melden sie sich)\b.{0,50}${PHONE_ANY}`),
      new RegExp(String.raw`\b(?:als|indien|wanneer) (?:u|je|jij) (?:deze (?:betaling|transactie|aankoop|bestelling|afschrijving) )?(?:niet (?:herkent|herkend|herken)|dit niet (?:was|bent geweest)|niet (?:heeft|hebt) (?:gedaan|uitgevoerd|goedgekeurd))\b.{0,80}\b(?:bel|belt u|neem contact op|neem dan contact op|contacteer)\b.{0,50}${PHONE_ANY}`),
      new RegExp(String.raw`\bse non (?:riconosci|riconosce|hai (?:effettuato|autorizzato)|ha (?:effettuato|autorizzato)|sei stato tu|e stato lei)\b.{0,80}\b(?:chiama|chiami|contatta|contatti|telefona|telefoni)\b.{0,50}${PHONE_ANY}`),
    ],
    examples: {
      hit: 'your norton subscription was renewed for $399.99. if you did not authorize this charge, call 1-888-555-0147 within 24 hours',
      miss: 'if you did not make this purchase, call us at the number on the back of your card',
    },
  },
  {
    id: 'call-number', severity: 'mild',
    any: [
      new RegExp(String.raw`\b(?:call|phone|dial|contact)\b(?: us| our [a-z ]{1,30}| the (?:number|helpline|hotline)| this number| toll[- ]free| immediately| now| right away){0,2}.{0,50}${PHONE}`),
      new RegExp(String.raw`\b(?:appelez|composez|telephonez|contactez|appelle|compose|contacte|rappelez|rappelle)(?:-nous| nous|-moi| moi)?\b.{0,40}${PHONE}`),
      new RegExp(String.raw`\b(?:communiquer|communiquez|communique|entrer en contact|entrez en contact) avec (?:moi|nous)\b.{0,30}${PHONE}`),
      // "You must contact the officer in charge of your file: … Telephone: 1-855-…" (the number a line or two below).
      new RegExp(String.raw`\b(?:communiquer|communiquez|communique|joindre|joignez|contacter|must contact|need to contact|should contact|get in touch)\b.{0,40}\b(?:avec l'|avec le |avec la |l'|le |la |the |our |your )?(?:agent|agente|enqueteur|enqueteuse|officer|investigator|responsable|service|division|departement|department|representative|conseiller)\b.{0,160}${PHONE}`),
    ],
    via: ['phone-only', 'language:tech-support'],
    examples: { hit: 'your subscription renewed for $399. to cancel, call us now at 1-888-555-0147', miss: 'the office reopens on tuesday at 9' },
  },
  {
    id: 'reply-details', severity: 'mild',
    any: [
      /\b(?:reply|respond|send|forward|provide|furnish|include)\b.{0,20}\b(?:your|the following)\b.{0,20}\b(?:full names?|home address|phone number|telephone number|occupation|date of birth|next of kin)\b/,
      /\b(?:contact|write to|e-?mail)\b.{0,30}\b(?:claims? (?:agent|officer|department|desk)|paying (?:bank|agent)|our (?:agent|barrister|attorney)|the (?:barrister|fiduciary))\b/,
      /\b(?:envoyez|transmettez|fournissez|repondez avec|indiquez|joignez)\b.{0,20}\b(?:vos|votre)\b.{0,20}\b(?:nom complet|adresse (?:postale|domicile)|numero de telephone|date de naissance|profession)\b/,
      // A stranger who "just needs" your address and name (to send a payment, a prize, a parcel).
      /\b(?:i|we) (?:just |only )?need (?:your|ur)\b.{0,30}\b(?:e-?mail(?: address)?|full name|phone number|cell number|home address)\b/,
      /\b(?:j'ai|on a) (?:juste |seulement )?besoin de (?:votre|ton|ta|vos|tes)\b.{0,30}\b(?:courriel|adresse courriel|nom complet|numero de (?:telephone|cell)|adresse)\b|\bdonne(?:z)?-moi (?:votre|ton|ta) (?:courriel|adresse courriel|nom complet|numero)\b/,
      /\b(?:contactez|ecrivez a)\b.{0,30}\b(?:agent (?:des reclamations|payeur)|responsable des reclamations|notre (?:agent|avocat|notaire))\b/,
      // "Contact Bernard at this address for details on how to receive your donation", in four languages.
      /\b(?:contact|write to|e-?mail|reach|get in touch with)\b.{0,120}\b(?:how to|to|and) (?:receive|claim|collect|get|release) (?:your|the|this) (?:donation|funds|fund|inheritance|prize|winnings|award|compensation|restitution|grant|consignment|package|box|money|payment)\b/,
      /\b(?:contactez|contacte|ecrivez a|ecris a)\b.{0,120}\b(?:pour|afin de) (?:recevoir|reclamer|toucher|obtenir|recuperer) (?:votre|ton|ta|le|la|ce|cette|vos|tes) (?:don|fonds|heritage|prix|gain|gains|indemnisation|compensation|colis|argent|paiement)\b/,
      /\b(?:entre em contato|contate|contacte|escreva)\b.{0,120}\bpara (?:receber|reivindicar|resgatar|obter|liberar) (?:sua|seu|a|o|os|as) (?:doacao|heranca|premio|fundos|indenizacao|compensacao|encomenda|dinheiro|pagamento)\b/,
      /\b(?:contacte|contacta|comuniquese|comunicate|escriba|escribe)\b.{0,120}\bpara (?:recibir|reclamar|cobrar|obtener|liberar) (?:su|tu|la|el|sus|tus|los|las) (?:donacion|herencia|premio|fondos|indemnizacion|compensacion|paquete|dinero|pago)\b/,
      /\b(?:inheritance|donation|winnings|compensation|restitution|consignment)\b.{0,80}\b(?:please |kindly |simply |advised to |required to )?(?:contact|write to)\b/,
      /\b(?:heritage|(?:votre|ce|le|un) don|gains|indemnisation|dedommagement)\b.{0,80}\b(?:veuillez |merci de )?(?:contacter|contactez|ecrire a|ecrivez a)\b/,
      // Portuguese and Spanish: "envie seu nome completo e telefone", "indiquenos su direccion".
      /\b(?:envie|informe|responda com|mande|envie-nos|envie-me)\b.{0,20}\b(?:seu|sua|seus|suas)\b.{0,20}\b(?:nome completo|endereco|numero de telefone|telefone|data de nascimento|profissao|dados pessoais)\b/,
      /\b(?:envie|envienos|envia|enviame|indique|indiquenos|responda con)\b.{0,20}\b(?:su|sus|tu|tus)\b.{0,20}\b(?:nombre completo|direccion|numero de telefono|telefono|fecha de nacimiento|profesion|datos personales)\b/,
    ],
    // Replies routed to another address than the sender's: the message wants an answer, elsewhere.
    via: ['reply-only', 'language:advance-fee', 'language:cold-contact', 'language:favour-request', 'language:wrong-number', 'language:prize', 'language:job-offer', 'reply-to', 'reply-to-other-org'],
    examples: { hit: 'to claim the funds, send your full names, home address and phone number', miss: 'we moved! our new address is 12 elm street' },
  },
  {
    // Write back to a stranger who is looking for love, a chat or a date: how a romance scam begins (the
    // money comes later, once trust is built). The dating lure's own words are the ask.
    id: 'answer-stranger', severity: 'mild',
    any: [],
    via: ['language:romance', 'language:adult-lure'],
    examples: { hit: '(the romance and adult-lure concepts)', miss: '' },
  },
  {
    // Go to a page through a link that leaves the sites of whoever the message speaks for: where a
    // message that speaks as a brand sends you to claim, pay, sign in or "see the document". Also when
    // it names a brand and its links lead elsewhere (findAsks).
    id: 'follow-link', severity: 'mild', throughLink: true,
    any: [
      /\b(?:click|tap|press|follow|open|visit|use)\b.{0,30}\b(?:here|below|the link|this link|the button|the secure link)\b/,
      /\b(?:cliquez|cliquer|clique|appuyez|suivez|ouvrez|visitez|utilisez)\b.{0,30}\b(?:ici|ci-dessous|le lien|ce lien|le bouton)\b/,
      // A donation is given on the page the link opens.
      /\b(?:donate|give) (?:now|today|online|here)\b|\bmake (?:a|your) (?:donation|gift) (?:now|today|online|here)\b/,
      /\b(?:faites|faire|fais) (?:un|votre|ton) don\b|\bdonnez (?:maintenant|aujourd'hui|en ligne|ici)\b/,
    ],
    via: [
      'language:click-pressure', 'language:etransfer-deposit', 'language:tax-refund', 'language:prize', 'language:crypto-giveaway', 'language:delivery-fee',
      'link-brand-text', 'link-shared-document', 'link-shortener', 'link-free-hosting', 'link-ip', 'link-mismatch', 'link-login-path',
    ],
    examples: { hit: 'your refund is ready. click here to claim it', miss: 'click-and-collect orders are ready at the front desk' },
  },
  {
    id: 'act-now', severity: 'mild',
    any: [],
    via: ['language:urgency', 'language:account-threat', 'language:legal-threat'],
    examples: { hit: '(the urgency, account-threat and legal-threat concepts)', miss: '' },
  },
];

export interface Ask {
  id: AskId;
  severity: AskSeverity;
  /** Found by the ask's own patterns only: no detector's reason already says it. */
  ownWords: boolean;
}

const SEVERITY_RANK: Record<AskSeverity, number> = { mild: 1, moderate: 2, severe: 3 };
/** The asks a warning about a scam makes in its own words: a number to call. */
const OWN_IN_A_WARNING: ReadonlySet<AskId> = new Set<AskId>(['call-number', 'call-about-charge']);

/** Per pattern, the literals one of which it needs (the folded text is lower case): read once, on first use. */
let literals: Map<RegExp, string[] | null> | null = null;
function literalsOf(re: RegExp): string[] | null {
  literals ??= new Map(ASK_RULES.flatMap((rule) => rule.any.map((r) => [r, requiredLiterals(r)] as const)));
  return literals.get(re) ?? null;
}

/** How much of the text the ask patterns read. */
const SCAN_LIMIT = 20000;

/**
 * A link to the site of one of these brands: nobody else can publish there. A page anyone can publish on a
 * brand's platform (x.sharepoint.com, sites.google.com) is not the brand's.
 */
function onBrandSite(l: LinkInfo, brands: Brand[]): boolean {
  return l.registrable !== '' && !isAbusedHosting(l.host) && brands.some((b) => brandOwnsDomain(b, l.registrable));
}

/**
 * A web link that leaves the sites of whoever the message speaks for: the brands it names (their own
 * domains) and, when it names none, the sender's own domain if its authentication passed (an address
 * nothing proves makes its domain nobody's in particular). A mailing service's click tracker hides
 * where it leads, so it counts as leaving.
 */
export function hasOffSiteLink(ctx: EmailContext, senderProven = true): boolean {
  const brands = [...ctx.headerBrands, ...ctx.bodyBrands];
  return ctx.links.some((l) => {
    if (!isWebLink(l) || l.registrable === '') return false;
    if (isAbusedHosting(l.host)) return true;
    if (onBrandSite(l, brands)) return false;
    if (brands.length === 0 && senderProven && l.registrable === ctx.fromRegistrable && !isClickTracker(l.registrable)) return false;
    return true;
  });
}

/**
 * The asks of a message, from its text and from the ids of what the detectors found. `deceptive`: the
 * message already plays a trick (any deception but the model's reading of its wording: deception.ts
 * `playsATrick`), so any link that leaves its claimed sites is what it wants opened.
 * `senderProven`: the sender's own domain passed authentication (decision/proof.ts). `retold`: whether
 * the message warns of a scam (`retellsAScam`), when the caller already knows.
 */
export function findAsks(ctx: EmailContext, foundIds: ReadonlySet<string>, deceptive = false, senderProven = true, retold?: boolean): Ask[] {
  const text = new PrefilteredText(ctx.all.slice(0, SCAN_LIMIT));
  let offSite: boolean | undefined;
  const asks: Ask[] = [];
  for (const rule of ASK_RULES) {
    // A link in a message that names a brand, or whose sender deceives, is what it wants you to open.
    const brandLink = rule.id === 'follow-link' && (deceptive || ctx.headerBrands.length + ctx.bodyBrands.length > 0);
    const viaFinding = brandLink || (rule.via ?? []).some((id) => foundIds.has(id));
    const byPattern = !viaFinding && rule.any.some((re) => text.test(re, literalsOf(re)));
    if (!viaFinding && !byPattern) continue;
    if (rule.throughLink) {
      // A link whose text shows another site than the one it leads to leaves the site it shows.
      offSite ??= hasOffSiteLink(ctx, senderProven) || foundIds.has('link-shown-elsewhere') || foundIds.has('link-mismatch');
      if (!offSite) continue;
    }
    asks.push({ id: rule.id, severity: rule.severity, ownWords: byPattern });
  }
  // What the message's requests ask, read sentence by sentence, beside the rules' phrasings.
  for (const id of readRequests(ctx.all.slice(0, SCAN_LIMIT), text)) {
    const rule = ASK_RULES.find((r) => r.id === id && r.byRequests === true);
    if (rule && !asks.some((a) => a.id === id)) asks.push({ id, severity: rule.severity, ownWords: true });
  }
  // A warning about a scam retells its asks; only a number it gives to call is its own.
  if (asks.length > 0 && (retold ?? retellsAScam(ctx))) return asks.filter((a) => OWN_IN_A_WARNING.has(a.id));
  return asks.sort((a, b) => SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity]);
}

/**
 * A warning about a scam (warning.ts), read whole: its "never click the links" is what an anti-fraud
 * notice says too (set aside in ctx.all). It retells the scam's asks and its story alike.
 * `senderProven`: the sender's own domain passed authentication (decision/proof.ts).
 */
export function retellsAScam(ctx: EmailContext, senderProven = false): boolean {
  // A link to the site of a brand the message speaks for is not the scam's, nor one to the proven
  // sender's own site (a club's or a seniors' centre's newsletter linking to its own pages).
  const brands = [...ctx.headerBrands, ...ctx.bodyBrands];
  const own = (l: LinkInfo): boolean => senderProven && l.registrable !== '' && l.registrable === ctx.fromRegistrable && !isClickTracker(l.registrable) && !isAbusedHosting(l.host);
  return warnsOfScam(foldText(ctx.rawAll.slice(0, SCAN_LIMIT)), ctx.links.filter((l) => isWebLink(l) && !onBrandSite(l, brands) && !own(l)).length);
}

const PHONE_NUMBER = new RegExp(PHONE);

/**
 * Something to act on: a web link, a phone number, or an ask. A message with none of them (a short
 * "landed, call you tonight") asks nothing of the reader, whatever its wording.
 */
export function hasSomethingToActOn(ctx: EmailContext, foundIds: ReadonlySet<string>): boolean {
  return ctx.links.some(isWebLink) || PHONE_NUMBER.test(ctx.all.slice(0, SCAN_LIMIT)) || findAsks(ctx, foundIds).length > 0;
}

/** The concepts that are the pressure to act now (the `act-now` ask is made of nothing else). */
const ACT_NOW_WORDS: readonly string[] = ASK_RULES.find((r) => r.id === 'act-now')?.via ?? [];

/**
 * The findings that are the message's only ask, so that the same words do not also count as deception:
 * keeping a secret when it is the only risky ask (a surprise party), and urgency or a threat when
 * acting now is all it asks (an account notice: "renew by Friday or lose access"). With any other ask,
 * the pressure is a sign of deception beside it.
 */
export function askWordsOnly(asks: Ask[]): ReadonlySet<string> {
  if (asks.some((a) => a.id === 'keep-secret') && asks.every((a) => a.id === 'keep-secret' || a.severity === 'mild')) return new Set(['language:secrecy']);
  if (asks.length > 0 && asks.every((a) => a.id === 'act-now')) return new Set(ACT_NOW_WORDS);
  return new Set();
}

/** The most serious severity among the asks ('none' when nothing is asked). */
export function strongestAsk(asks: Ask[]): AskSeverity | 'none' {
  return asks.length === 0 ? 'none' : asks[0].severity;
}

/** How each ask is named in a reason ("it asks you to …"), English and French. */
export const ASK_WORDS: Record<AskId, { en: string; fr: string }> = {
  'sign-in-link': { en: 'confirm your account or card details through a link to another website', fr: 'confirmer votre compte ou votre carte par un lien vers un autre site' },
  'give-password': { en: 'give your password', fr: 'donner votre mot de passe' },
  'give-code': { en: 'give a security code', fr: 'donner un code de sécurité' },
  'give-personal-numbers': { en: 'give your SIN, card or bank numbers', fr: 'donner votre NAS ou vos numéros de carte ou de compte' },
  'pay-gift-card': { en: 'pay with gift cards', fr: 'payer en cartes-cadeaux' },
  'pay-crypto': { en: 'pay in cryptocurrency', fr: 'payer en cryptomonnaie' },
  'pay-wire': { en: 'send money by wire or a money-transfer service', fr: 'envoyer de l’argent par virement ou par un service de transfert d’argent' },
  'pay-cash-courier': { en: 'hand cash to a courier', fr: 'remettre de l’argent comptant à un messager' },
  'pay-new-bank-details': { en: 'pay to new bank details', fr: 'payer à de nouvelles coordonnées bancaires' },
  'pay-family-emergency': { en: 'send money for a relative in trouble', fr: 'envoyer de l’argent pour un proche en difficulté' },
  'send-money': { en: 'send money', fr: 'envoyer de l’argent' },
  'pay-deposit-or-fee': { en: 'pay a deposit or a fee up front', fr: 'payer d’avance un dépôt ou des frais' },
  'pay-to-receive': { en: 'pay a fee or invest first to receive money promised to you', fr: 'payer des frais ou investir d’abord pour recevoir l’argent qu’on vous promet' },
  'scan-qr-code': { en: 'scan a QR code to sign in or pay (a link hidden in a picture)', fr: 'scanner un code QR pour vous connecter ou payer (un lien caché dans une image)' },
  'open-attachment': { en: 'open an attached file, with a password or instructions it gives', fr: 'ouvrir un fichier joint, avec un mot de passe ou des instructions qu’il donne' },
  'pay-through-link': { en: 'pay a fine, a toll or a bill through a link to another website', fr: 'payer une amende, un péage ou une facture par un lien vers un autre site' },
  'grant-app-access': { en: 'let an app into your account (to read or send your mail, or open your files)', fr: 'laisser une application entrer dans votre compte (lire ou envoyer vos courriels, ouvrir vos fichiers)' },
  'remote-access': { en: 'let someone into your computer from a distance', fr: 'laisser quelqu’un prendre le contrôle de votre ordinateur à distance' },
  'move-channel': { en: 'continue the conversation on WhatsApp, by text or at another address', fr: 'poursuivre la conversation sur WhatsApp, par texto ou à une autre adresse' },
  'keep-secret': { en: 'keep it secret', fr: 'garder le secret' },
  'answer-fraud-alert': { en: 'answer a “fraud alert” and wait for a call (the caller then asks for a code or your card)', fr: 'répondre à une « alerte de fraude » et attendre un appel (l’appelant demande ensuite un code ou votre carte)' },
  'call-about-charge': { en: 'call a number it gives about a charge or a renewal you did not make', fr: 'appeler un numéro qu’il donne au sujet d’un paiement ou d’un renouvellement que vous n’avez pas fait' },
  'call-number': { en: 'call a phone number it gives', fr: 'appeler un numéro qu’il donne' },
  'reply-details': { en: 'reply with your personal details', fr: 'répondre avec vos renseignements personnels' },
  'answer-stranger': { en: 'write back to a stranger who wants a relationship or a chat (how romance scams begin)', fr: 'répondre à une personne inconnue qui cherche une relation ou à clavarder (le début des arnaques amoureuses)' },
  'follow-link': { en: 'open a link to another website', fr: 'ouvrir un lien vers un autre site' },
  'act-now': { en: 'act right away', fr: 'agir tout de suite' },
};
