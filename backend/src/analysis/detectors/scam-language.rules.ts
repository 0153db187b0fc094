/**
 * Scam language, English and French, as concepts. Every pattern runs on folded text (lower-case, no
 * accents), so French rules are written without accents. Patterns use only bounded gaps
 * (`.{0,40}`), never nested quantifiers, so they stay linear on hostile input.
 */
import type { ReasonKey } from '../messages/reason-catalogue';
import type { FindingTopic } from './finding';

export interface LanguageRule {
  id: string;
  topic: FindingTopic;
  weight: number;
  reason?: ReasonKey;
  /** Any of these matching means the concept is present. */
  any: RegExp[];
  /** When set, one of these must also match (the concept needs two ingredients). */
  with?: RegExp[];
  /** When set, one of these must match as well (a third ingredient). */
  and?: RegExp[];
  /** The concept counts only in a message that carries a link (the lure is the link). */
  needsLink?: true;
  /**
   * A scam sentence the rule detects (folded text, every ingredient present), and a near-miss from
   * legitimate mail on the same topic that it must not detect (scam-language.rules.spec.ts).
   */
  examples: { hit: string; miss: string };
}

/** "I'm a single humble lady" and "looking for / trying to find": the two halves of the dating lure. */
const SELF_AS_WOMAN = String.raw`(?:i'?m|i am|im) (?:a |an )?(?:[a-z0-9-]+ ){0,4}(?:girl|woman|lady|female)\b`;
const SEEKING = String.raw`(?:(?:looking|searching|seeking|waiting) for|(?:trying|want|hoping|hope) to (?:find|meet))\b`;
/** Whatever your credit: "regardless of credit", "no credit check", "bad credit OK", "no collateral". */
const ANY_CREDIT = String.raw`(?:regardless of (?:your )?credit|no credit checks?|without (?:a )?credit check|(?:bad|poor|no) credit (?:ok|okay|accepted|welcome|approved|no problem)|even (?:with|if you have) (?:bad|poor|no) credit|no collateral|without collateral)\b`;
const ANY_CREDIT_FR = String.raw`(?:meme (?:avec|si vous avez|si tu as) (?:un )?mauvais (?:credit|dossier de credit)|malgre (?:un |votre |ton )?mauvais credit|sans (?:enquete|verification) de credit|mauvais credit accepte|sans garantie|sans collateral)\b`;

export const LANGUAGE_RULES: LanguageRule[] = [
  {
    id: 'urgency', topic: 'general', weight: 0.5, reason: 'urgency',
    any: [
      /\b(?:dentro de (?:las )?24 horas|em ate 24 horas|entro (?:le )?24 ore|innerhalb von 24 stunden|binnen 24 uur|inmediatamente|immediatamente|umgehend)\b/,
      /\b(?:urgent(?:ly)?|immediately|right away|as soon as possible|act now|final (?:notice|reminder|warning)|last (?:notice|warning|chance)|expires? (?:today|soon|in \d+)|within (?:\d+|twenty[- ]four|forty[- ]eight) ?(?:hours|hrs|h\b|days)|limited time|don'?t delay|time.sensitive)/,
      /\b(?:urgent|immediatement|sans delai|des que possible|dernier avis|dernier rappel|derniere chance|expire (?:aujourd'hui|bientot)|(?:dans les|d'ici) (?:\d+|vingt-quatre|quarante-huit) ?(?:heures|h\b|jours)|au plus vite)/,
      // Today, or else: "acquittez-le aujourd'hui, sinon votre enfant ne pourra pas participer".
      /\b(?:today|tonight|aujourd'hui|ce soir)\b.{0,80}\b(?:otherwise|or else|sinon)\b/,
      /\b(?:urgente|imediatamente|ultimo aviso|dringend|sofort|letzte mahnung|onmiddellijk|dringend)\b/,
      /\b(?:por tempo limitado|tempo limitado|ultimas horas|ultima chance|ultima oportunidad|solo por hoy|so hoje|apenas hoje|nur (?:noch )?heute|nur fur kurze zeit|laatste kans|alleen vandaag|ultima possibilita|solo per oggi|scade (?:oggi|tra)|expira (?:hoje|em breve)|caduca (?:hoy|pronto)|lauft (?:heute|bald) ab|verloopt (?:vandaag|binnenkort))\b/,
    ],
    examples: { hit: 'urgent: act now, your access expires today', miss: 'reminder: the meeting is tomorrow at 7' },
  },
  {
    id: 'account-threat', topic: 'credentials', weight: 1.0, reason: 'accountThreat',
    any: [
      /\b(?:su cuenta (?:ha sido|sera|fue) (?:suspendida|bloqueada|cerrada|limitada)|actividad (?:sospechosa|inusual)|sua conta (?:foi|sera) (?:suspensa|bloqueada|encerrada)|atividade suspeita|il tuo (?:account|conto) (?:e stato|sara) (?:sospeso|bloccato|limitato)|attivita sospetta|ihr konto wurde (?:gesperrt|eingeschrankt|deaktiviert)|ungewohnliche aktivitat|uw (?:account|rekening) is (?:geblokkeerd|opgeschort)|verdachte activiteit)/,
      /\b(?:account|access|card|profile|mailbox|service|membership|subscription|wallet)s? (?:has|have|will|may|is|are)(?: been| be)? (?:temporar(?:il)?y |permanent(?:ly)? )?(?:suspended|locked|closed|disabled|deactivated|terminated|restricted|limited|blocked|frozen|on hold|compromised|deleted)/,
      /\b(?:unusual|suspicious|unauthori[sz]ed|irregular) (?:sign-?in|log-?in|activity|activities|access|transaction|payment|charge)/,
      /\b(?:avoid|prevent) (?:the )?(?:suspension|closure|deactivation|termination|interruption)/,
      /\b(?:have |has )?(?:fallen victim|suffered|experienced) (?:to )?(?:a |an )?(?:cyber ?attack|data breach|security (?:breach|incident))\b.{0,300}\byour\b/,
      /\b(?:compte|acces|carte|profil|abonnement|service)s? (?:a ete|ont ete|sera|seront|est|sont|va etre) (?:temporairement |definitivement )?(?:suspendu|bloque|ferme|desactive|restreint|limite|gele|compromis|supprime)/,
      /\b(?:activite|connexion|transaction|tentative de connexion) (?:suspecte|inhabituelle|non autorisee)/,
      /\b(?:conta|cartao|acesso) (?:foi |sera |esta )?(?:bloquead|suspens|desativad)/,
      /\b(?:bloqueamos sua conta|bloqueio preventivo|dispositivo bloqueado|efetuar o desbloqueio|cuenta (?:ha sido )?(?:bloqueada|suspendida))/,
      /\b(?:konto|karte|zugang) (?:wurde|wird|ist) (?:gesperrt|eingeschrankt|deaktiviert)/,
      /\b(?:rekening|account) (?:is|wordt) (?:geblokkeerd|opgeschort)/,
      /\b(?:(?:sua|tua|su|la tua|ihre?|uw|je) (?:conta|cuenta|account|konto|rekening|carta|tarjeta|cartao|karte|pas) .{0,30}(?:suspens|bloquead|bloccat|sospes|gesperrt|deaktiviert|geblokkeerd|gedeactiveerd|desativad|desactivad|cancelad)|acesso (?:nao autorizado|suspeito)|acceso no autorizado|accesso non autorizzato|unbefugte(?:r)? zugriff|ongeautoriseerde toegang|inicio de sesion (?:inusual|sospechoso)|nuovo accesso|neue anmeldung|nieuwe aanmelding)/,
    ],
    examples: { hit: 'your account has been suspended after unusual sign-in activity', miss: 'we noticed a new sign-in to your account from chrome on windows. if this was you, no action is needed' },
  },
  {
    id: 'legal-threat', topic: 'general', weight: 1.2, reason: 'legalThreat',
    any: [
      // A threat aimed at the reader, not news of someone else's lawsuit: "legal action will be taken", "you will face deportation".
      /\b(?:arrest warrant|warrant (?:for|of) (?:your )?arrest|warrants? (?:being |will be |has been |have been )?(?:issued|out) (?:in|for|under) your (?:name|arrest)|garnish(?:ment|ing|ee)? (?:of )?your (?:wages|salary|pay|bank accounts?)|you will be arrested)/,
      /\b(?:legal action|lawsuit|legal proceedings|criminal (?:charges|investigation|case)|court (?:order|summons|action|case)|prosecution) (?:against you|(?:will|shall|may|would) be (?:taken|initiated|filed|started|issued|opened|brought)|(?:has|have) been (?:initiated|filed|opened|issued) (?:against|in) your)/,
      /\b(?:take|taking|initiate|pursue|commence|face|facing|result in|lead to|subject to) (?:a |an |the )?(?:immediate |further )?(?:legal action|lawsuit|legal proceedings|criminal charges|prosecution|court action)\b|\b(?:file|filed|press|pressing|bring|brought) (?:a |an )?(?:lawsuit|criminal charges|charges|complaint) against you\b|\b(?:avoid|prevent|stop) (?:any |further |a |an |the )?(?:legal action|lawsuit|legal proceedings|prosecution|court action|criminal charges|arrest)\b/,
      /\b(?:police will (?:come|arrive|visit|arrest|be (?:sent|dispatched|notified|informed|at your))|(?:face|facing|risk of|subject to) deportation|deport you|you will be deported|penalty of \$? ?\d)/,
      /\b(?:intimacao (?:eletronica|judicial)|notificacao (?:extrajudicial|judicial)|acao trabalhista|mandado de (?:citacao|intimacao)|infracao de transito|multa pendente|fechamento da sua empresa|atraso no pagamento (?:das|de) (?:taxas|tributos))/,
      /\b(?:notificacion (?:judicial|de citacion|de embargo)|citacion judicial|ejecucion fiscal|demanda (?:judicial|laboral) en su contra|orden de (?:arresto|embargo))\b/,
      /\b(?:mandat d'arret|mandat d'arrestation|saisie (?:de|sur) (?:votre|vos|ton|tes) (?:salaire|paie|comptes?|biens)|vous serez arrete|vous serez expulse|expulsion du pays)/,
      /\b(?:(?:intenter|entamer|engager|intentees?|engagees?|entamees?|faire l'objet de|vous exposer a|vous expose a|entrainer|entrainera) (?:des |une )?(?:poursuites?|action en justice|plainte penale)|(?:eviter|empecher) (?:des |toute |une |les )?(?:poursuites?|action en justice|plainte|arrestation)|(?:poursuites? (?:judiciaires|penales)|action en justice|plainte penale) (?:contre vous|(?:sera|seront) (?:intentees?|engagees?|deposees?|entamees?)|a ete deposee contre))/,
      // Property seized: "notice of intent to seize", "an agent will seize personal property", "avis de saisie".
      /\b(?:intent to seize|seize (?:your |the |personal )?(?:property|assets|belongings|vehicle|car|goods|furniture)|seizure of (?:your )?(?:property|assets|goods|vehicle)|wage garnishment|avis de saisie|saisir (?:vos|tes|les) (?:biens|meubles|vehicules?|actifs))\b/,
    ],
    examples: { hit: "un mandat d'arret a ete emis contre vous, vous serez arrete si vous ne payez pas aujourd'hui", miss: 'rappel : votre audience a la cour municipale pour le constat de stationnement est le 3 mars' },
  },
  {
    id: 'credentials', topic: 'credentials', weight: 1.5, reason: 'credentials',
    any: [
      /\b(?:atualize seus dados|confirme sua identidade|valide seu acesso|verifique su cuenta|actualice sus datos|confirme su identidad|inicie sesion para|verifica il tuo account|aggiorna i tuoi dati|conferma la tua identita|bestatigen sie ihre (?:daten|identitat|konto)|aktualisieren sie ihre (?:daten|zahlungsinformationen)|bevestig uw gegevens|verifieer uw account)\b/,
      /\b(?:clique aqui para|haga clic aqui para|clicca qui per|klicken sie hier,? um|klik hier om) (?:atualizar|confirmar|regularizar|desbloquear|verificar|actualizar|aggiornare|confermare|verificare|zu bestatigen|zu aktualisieren|te bevestigen|te verifieren)/,
      /\b(?:verify|confirm|validate|update|re-?activate|restore|unlock|secure|reconfirm|authenticate) (?:your |the )?(?:account|identity|information|info|details|login|credentials|password|e-?mail(?: account)?|mailbox|banking|billing|card|access|wallet|wallets)|\b(?:verify|confirm|validate|re-?activate|restore|unlock|reconfirm|authenticate) (?:your |the )?profile/,
      /\b(?:verify|confirm|prove) (?:that )?you (?:own|are the owner of) (?:the|your|this) (?:account|wallet|e-?mail|mailbox)/,
      /\b(?:seed phrase|recovery phrase|secret phrase|private key|12-word|24-word|phrase de recuperation|cle privee)\b/,
      /\b(?:enter|provide|submit|send|give|share|type|reply with|tell us) (?:us |me )?(?:your |the )?(?:password|passcode|pin\b|login|credentials|username and password|one[- ]time (?:code|passcode|password)|security code|verification code|otp\b|access code)/,
      /\b(?:log ?in|sign ?in|click (?:here|below|the link)) (?:now |here |below )?(?:to|and) (?:verify|confirm|restore|unlock|reactivate|update|secure|avoid|keep|continue using|validate|review)/,
      /\b(?:verifier|confirmer|valider|mettre a jour|reactiver|retablir|debloquer|securiser|authentifier) (?:votre |vos |le |la |les )?(?:compte|identite|informations|coordonnees|donnees|identifiants|mot de passe|acces|carte|adresse courriel)/,
      /\b(?:entrez|entrer|fournir|fournissez|saisir|saisissez|envoyez|communiquez|transmettez|partagez) (?:nous |moi )?(?:votre |vos |le )?(?:mot de passe|nip\b|code (?:de verification|de securite|a usage unique)|identifiants)/,
      /\b(?:connectez-vous|cliquez (?:ici|sur le lien|ci-dessous)) (?:pour|afin de) (?:verifier|confirmer|retablir|debloquer|reactiver|mettre a jour|eviter|securiser|valider)/,
      /\b(?:atualize|confirme|verifique|valide|regularize) (?:seus|sua|seu|os|a|o) (?:dados|conta|cadastro|cartao|identidade|informacoes)/,
      /\b(?:bestatigen|verifizieren|aktualisieren) sie (?:ihr|ihre|jetzt)/,
      /\b(?:bevestig|verifieer|controleer) (?:uw|je) (?:gegevens|account|identiteit|rekening)/,
      /\b(?:verifique|confirme|actualice|valide) (?:su|sus|tu|tus) (?:cuenta|datos|identidad|informacion|contrasena|tarjeta)|(?:verifica|conferma|aggiorna) (?:il tuo|la tua|i tuoi|le tue) (?:account|dati|identita|password|carta)|(?:bestatigen|verifizieren|aktualisieren) sie (?:ihr|ihre) (?:konto|daten|identitat|zahlungsdaten|passwort)|(?:update|verifieer|bevestig) (?:uw|je) (?:wachtwoord|betaalgegevens|e-?mailadres)|(?:atualize|confirme) (?:sua|seus) (?:senha|e-?mail)/,
    ],
    examples: { hit: 'your mailbox will be closed. click here to verify your account', miss: 'we have updated our privacy policy. you do not need to do anything' },
  },
  {
    id: 'share-code', topic: 'credentials', weight: 2.0, reason: 'shareCode',
    any: [
      /\b(?:send|give|read|share|forward|tell) (?:me|us|him|her) (?:back )?(?:the |that )?(?:\d-digit )?(?:code|verification code|pin)\b/,
      /\b(?:envoyez|envoie|donnez|donne|transmettez|lisez|partagez)(?:-moi|-nous| moi| nous) (?:le |ce )?(?:code|nip)\b/,
    ],
    examples: { hit: 'i sent a code to your phone by mistake, please send me the code', miss: 'your verification code is 443921. do not share it with anyone' },
  },
  {
    id: 'personal-data', topic: 'personal-data', weight: 1.4, reason: 'personalData',
    any: [
      /\b(?:social insurance number|sin number|your sin\b|social security number|ssn\b|(?:credit|debit|bank) card (?:number|details|information)|card number|cvv|cvc|security code on the back|expiry date|expiration date|date of birth|mother'?s maiden name|bank(?:ing)? (?:details|information|account number|login)|online banking (?:password|credentials)|copy of your (?:id|passport|driver'?s licen[cs]e)|photo id)/,
      /\b(?:numero d'assurance sociale|votre nas\b|numero de carte|(?:details|informations|renseignements|coordonnees) de (?:votre |la )?carte(?: de (?:credit|debit))?|cryptogramme|date d'expiration|date de naissance|nom de jeune fille|coordonnees bancaires|informations bancaires|numero de compte|piece d'identite|copie de votre (?:passeport|permis))/,
      /\b(?:numero do cartao|dados do cartao|senha do cartao|cpf\b|codigo de seguranca|kartennummer|kreditkarte|pruefziffer)/,
    ],
    examples: { hit: "envoyez-nous une copie de votre passeport et votre numero d'assurance sociale", miss: 'le paiement peut se faire par carte de credit ou par cheque' },
  },
  {
    id: 'gift-card', topic: 'payment', weight: 2.2, reason: 'giftCard',
    any: [
      /\b(?:buy|purchase|get|pick up|send|scratch|(?:pay|paid|payable) (?:with|in|using|by)|payment in) .{0,40}\b(?:gift ?cards?|itunes cards?|google play cards?|steam cards?|apple cards?|amazon cards?|ebay cards?|vanilla (?:visa|cards?))/,
      /\b(?:gift ?cards?|itunes cards?|google play cards?|steam cards?)\b.{0,200}\b(?:codes?|scratch|pictures?|photos?|pics?|back of the cards?|pin)\b/,
      /\b(?:achetez|acheter|achetes?|procurez|procurer|envoyez|envoie|payer en|paiement en) .{0,40}\bcartes?[- ]cadeaux?/,
      /\bcartes?[- ]cadeaux?\b.{0,200}\b(?:codes?|grattez|gratte|gratter|photos?|numeros|le dos)\b/,
    ],
    examples: { hit: 'i need you to buy 4 google play gift cards and send me the codes on the back', miss: 'gift cards make great presents this holiday season' },
  },
  {
    id: 'crypto-payment', topic: 'payment', weight: 1.3, reason: 'cryptoPayment',
    any: [
      /\b(?:bitcoin|btc|ethereum|eth|usdt|tether|crypto ?currency|cryptocurrenc|crypto wallet|bitcoin atm|litecoin|monero|airdrop|defi|nft|token sale)\b/,
      /\b(?:cryptomonnaies?|crypto-monnaies?|guichet bitcoin|portefeuille (?:bitcoin|crypto))/,
      /\b(?:stake your [a-z]{2,6}\b|staking (?:rewards?|pool|yields?|feature)|withdraw(?:ing|als?)? (?:of )?(?:your )?digital assets|usd-?c\b|stablecoins?)/,
      /\bwithdraw (?:your )?\+?\$?\d[\d,. ]{0,12}\$?/,
    ],
    with: [/\b(?:send|pay|payment|transfer|deposit|invest|wallet|address|profit|returns?|yields?|apy|withdraw|withdrawal|claim|balance|reward|bonus|envoyer|payer|paiement|verser|deposer|investir|adresse|rendement|gains|retrait|reclamer|solde)\b/],
    examples: { hit: "envoyez le paiement en bitcoin a l'adresse suivante", miss: 'bitcoin fell 4% this week, our analysts say' },
  },
  {
    // "We have deposited 27 BTC into your portfolio at <site>. Customer ID: ... Password: ...": the
    // login given away is the bait (the site then asks for a "withdrawal fee").
    id: 'crypto-login-bait', topic: 'payment', weight: 2.0, reason: 'cryptoLoginBait',
    any: [/\b(?:deposited|funded|credited|transferred|sent)\b.{0,80}(?:\d[\d,.]* ?(?:btc|bitcoins?|eth|usdt)\b|\b(?:bitcoin|btc|crypto) (?:wallet|portfolio|account))/],
    with: [/\b(?:password|passcode|code|pin)\s?:\s?[a-z0-9]{4,}/],
    examples: { hit: 'we have deposited 2.7 btc into your portfolio. customer id: 55812 password: x7k29q', miss: 'your purchase of 0.01 btc was credited to your wallet. open the app to see it' },
  },
  {
    // Free coins for the taking: airdrops, "token allocation programs", celebrity giveaways, a "mining
    // balance" waiting. Claiming means connecting a wallet to the scam site or paying a "fee".
    id: 'crypto-giveaway', topic: 'payment', weight: 1.4, reason: 'cryptoGiveaway',
    any: [
      /\b(?:airdrops?|(?:token|coin|xrp|eth) (?:allocation|distribution|giveaway)s?|claim (?:your |the )?(?:free |reserved )?(?:(?:[a-z]{2,5} )?(?:tokens?|coins?|nfts?)|(?:xrp|eth|btc|usdt|bnb|sol|ada|doge) share)\b|mining (?:balance|rewards?|income)|cloud mining)\b/,
      /\b(?:giv(?:e|es|ing) ?away|free) (?:\d[\d,.]* )?(?:bitcoins?|btc|eth|ethereum|crypto ?currenc(?:y|ies)|cryptos?|doge|usdt|xrp)\b/,
      /\b(?:earned|received|credited) \+?\d[\d,.]* ?(?:btc|eth|usdt|xrp)\b/,
    ],
    examples: { hit: 'claim your free tokens in our exclusive airdrop before it ends', miss: 'we are giving away free concert tickets to our members' },
  },
  {
    id: 'wire-transfer', topic: 'payment', weight: 1.2, reason: 'wireTransfer',
    any: [
      /\b(?:western union|moneygram|ria money|wire (?:transfer|the money|the funds)|bank transfer|money transfer|transfer the (?:sum|amount|funds|money)|remit(?:tance)?\b)/,
      /\b(?:virement (?:bancaire|telegraphique)|transfert d'argent|envoi d'argent|mandat postal|transferer (?:la somme|les fonds|l'argent))/,
    ],
    examples: { hit: "envoyez l'argent par western union au nom de notre agent", miss: 'your pay is deposited directly into your account every other friday' },
  },
  {
    id: 'etransfer-request', topic: 'payment', weight: 1.2, reason: 'etransferRequest',
    any: [
      /\b(?:send|pay|make) (?:me |us |him |her )?(?:an? |the )?(?:interac )?e-?transfer/,
      // e-Transfer as the verb of a request: "if you can e-transfer the $340", "please e-transfer me".
      /\b(?:if you (?:can|could)|can you|could you|would you|please|pls|just) (?:interac )?e-?transfer\b(?! (?:was|is|has|came))/,
      /\b(?:peux-tu|pouvez-vous|pourrais-tu|pourriez-vous|tu peux|vous pouvez|tu pourrais|vous pourriez|si tu peux|si vous pouvez) (?:m'|me |nous )?(?:envoyer|faire) (?:un |le |ton |votre )?virement\b/,
      /\b(?:envoy(?:ez|er|e|es)|fai(?:tes|re|s)|effectu(?:ez|er)) (?:moi |nous |lui |leur )?(?:un )?virement interac/,
      /\b(?:send|pay|wire)\b.{0,60}\bby (?:interac )?e-?transfer\b|\b(?:envoyez|payez|versez)\b.{0,60}\bpar virement interac\b/,
      // Gifts collected by e-Transfer to an address: "you can e-Transfer donations to…", "contributions can be sent by e-Transfer to…".
      /\be-?transfer (?:your |any |all )?(?:donations?|contributions?|gifts?)\b.{0,20}\bto\b|\b(?:donations?|contributions?|gifts?) (?:can|may|should) be (?:sent|made) by (?:interac )?e-?transfer\b/,
      /\b(?:dons|contributions) (?:peuvent|doivent) etre (?:envoyes|faits|effectues) par virement\b|\b(?:faites|envoyez) (?:vos|votre) (?:dons?|contributions?) par virement\b/,
    ],
    examples: { hit: "peux-tu m'envoyer un virement interac de 300 $ aujourd'hui?", miss: 'thanks, i received your e-transfer for the hockey fees' },
  },
  {
    id: 'etransfer-deposit', topic: 'payment', weight: 0.7, reason: 'etransferDeposit',
    any: [/\b(?:e-?transfer|virement interac|interac)\b/],
    // The payee's own "auto-deposit is on" says where your payment lands, not that money waits for you.
    with: [/\b(?:(?<!auto-)(?<!auto )deposit|claim|accept|select your (?:financial institution|bank)|pending|expire|depose[rz]|reclame[rz]|accepte[rz]|choisissez votre (?:institution|banque)|en attente)/],
    examples: { hit: 'interac e-transfer: you have received $500. select your financial institution to deposit your money', miss: 'to pay your membership, send an interac e-transfer to the treasurer' },
  },
  {
    id: 'prize', topic: 'prize', weight: 1.6, reason: 'prize',
    any: [
      /\b(?:usted ha ganado|ha sido seleccionado|hai vinto|sei stato selezionato|sie wurden ausgewahlt|u bent geselecteerd|voce foi selecionad[oa])\b/,
      /\b(?:you(?: have|'ve) won(?! (?:our|my|their|the|everyone's|over) (?:hearts?|respect|admiration|trust|support|votes?|game|match|round))|you are (?:a|the|our) (?:lucky )?winner|you(?: have|'ve) been (?:selected|chosen) (?:to receive|as|for)|lottery|jackpot|sweepstake|claim your (?:prize|reward|winnings|gift|bonus)|winning (?:number|notification)|lucky draw)/,
      /\b(?:vous avez gagne|vous etes (?:le|l'heureux|notre) gagnant|gagnante?s? du|loterie|gros lot|tirage au sort|reclamez votre (?:prix|recompense|gain|cadeau)|vous avez ete selectionne)/,
      // Named on a list of the lucky: "I saw your name on the list of people who qualify", "ton nom sur la liste des gagnants".
      /\b(?:saw|seen|found|is) your name (?:is )?on the (?:list|winners'? list)\b|\b(?:vu |trouve )?(?:ton|votre) nom (?:est )?sur la liste (?:des (?:gens|personnes|gagnants|beneficiaires|admissibles)|de)\b/,
      // Chosen by a count: "you are our 100,000th visitor", "vous êtes notre 100 000e visiteur".
      /\b(?:you are|you'?re|vous etes|tu es) (?:our|the|notre|le|la) \d[\d ,.]*(?:th|st|nd|rd|e|eme|ieme) (?:visitor|customer|caller|user|visiteur|visiteuse|client|cliente|utilisateur)\b/,
      /\b(?:your (?:reward )?points (?:will )?expire|redeem your (?:reward )?points|vos points (?:vont )?expir|pontos (?:expiram|vao expirar)|resgat(?:e|ar) (?:dos |os )?(?:seus )?pontos)/,
      /\b(?:(?:has|have) won you|your e-?mail(?: address)? (?:has )?(?:won|been selected)|won (?:the sum of|a cash (?:prize|grant|award)|an? (?:award|grant|prize) (?:sum )?of))\b/,
      /\b(?:sie wurden .{0,80}\bausgewahlt|verlosung|gewinnen? sie (?:einen?|ein) |gewinne (?:einen?|ein) .{0,40}gutschein)\b/,
      /\b(?:voce ganhou|parabens.{0,40}(?:premio|ganhou)|sie haben gewonnen|gewinnspiel|u heeft gewonnen)/,
      /\b(?:has ganado|hai vinto|premio (?:in denaro|gratuito)|resgate (?:seu|o seu) premio|reclame (?:seu|su) premio|(?:ihr|uw) (?:preis|prijs|gewinn|cadeau) (?:wartet|wacht)|voce foi sorteado|ha sido sorteado)\b/,
      // Money you never earned, waiting for you to withdraw: "withdraw your 12,346$", "mining balance 0.7495 btc".
      /\bwithdraw (?:your|the) \+?[$€£]? ?\d|\b(?:balance|solde|saldo)\W{0,3}\d[\d.,]* ?(?:btc|usdt|eth|bitcoins?)\b|\b(?:funds|balance|earnings|profits?) (?:is |are )?(?:ready|waiting|available) (?:for|to be) withdrawn?|\bretirer (?:vos|votre) \+?[$€]? ?\d|\b(?:vos fonds|votre solde|vos gains) (?:sont|est) (?:prets?|disponibles?) (?:a etre retires?|pour (?:le |un )?retrait)/,
    ],
    examples: { hit: 'felicitations! vous avez gagne un iphone, reclamez votre prix', miss: 'la remise des prix du concours de dessin aura lieu vendredi au gymnase' },
  },
  {
    id: 'advance-fee', topic: 'payment', weight: 2.0, reason: 'advanceFee',
    any: [
      /\b(?:next of kin|inheritance|late (?:client|husband|father|uncle)|deceased (?:client|customer)|barrister|consignment box|diplomatic (?:courier|agent)|dormant account|unclaimed (?:fund|estate|inheritance)|compensation fund|atm (?:visa )?card worth|beneficiary of|strictly confidential|business proposal|foreign partner|(?:investment|business) partner in your country|transfer of (?:the )?fund|(?:\d+|twenty|thirty|forty|fifty)% of the (?:total )?(?:sum|fund|money)|million (?:united states )?(?:dollars|usd|us dollars|euros|pounds)|crude oil|contract fund|over-?invoiced|yours faithfully.{0,80}(?:barrister|dr\.|prince))/,
      /\b(?:(?:dying of|suffering from|diagnosed (?:of|with)) (?:[a-z]+ ){0,2}(?:cancer|tumou?r|leuka?emia)\b.{0,600}\b(?:fund|funds|money|inheritance|donate|donation|charity|charitable|philanthrop[a-z]*|wealth|estate)\b|(?:huge|substantial|large|considerable) (?:amount|sum|business|investment)\b.{0,80}\bin your country|(?:invest(?:ment)?|business|fund|funds|project)s? in your country\b)/,
      /\b(?:donation (?:of (?:us ?|usd ?)?\$? ?(?:\d{1,3}(?:[,. ]?\d{3}){2,}|\d+(?:[.,]\d+)? ?million)|fund|to you)|(?:has|have) donated .{0,40}\bto you\b|claim (?:your|the) donation|i (?:want|wish|have decided|decided) to donate|my donation|fonds de don|heranca|minha doacao|fundo de doacao|falecido (?:marido|sr)|sou viuv)/,
      /\bkindly (?:respond|reply|get back|contact me|furnish|send)\b.{0,200}\b(?:opportunity|proposal|transaction|fund|funds|business|partnership)\b|\b(?:opportunity|proposal|transaction|partnership)\b.{0,200}\bkindly (?:respond|reply|get back|contact me)\b/,
      /\b(?:herencia|mi difunto (?:esposo|marido|padre)|soy viuda|fondos? (?:no reclamados|inactivos)|eredita|mio defunto (?:marito|padre)|sono vedova|erbschaft|mein verstorbener (?:ehemann|mann|vater)|ich bin witwe|nicht beanspruchte|erfenis|mijn overleden (?:man|echtgenoot|vader)|ik ben weduwe|milhoes de (?:dolares|euros)|millones de (?:dolares|euros)|milioni di (?:dollari|euro)|millionen (?:dollar|euro)|miljoen (?:dollar|euro))\b/,
      /\b(?:plus proche parent|un heritage\b|l'heritage (?:de|du|laisse)|heritage de (?:\d|feu|mon|ma|votre)|defunt client|feu mon (?:mari|pere)|avocat.{0,20}succession|fonds non reclames|proposition d'affaires|strictement confidentiel|millions? de (?:dollars|euros)|partenaire etranger|transfert de fonds|(?:\d+)% de la somme)/,
      // The 419 business proposal: a contract "over-invoiced" whose surplus a stranger needs your help to move.
      /\bsolicit (?:for )?your (?:[a-z]+ )?(?:assistance|co-?operation|partnership|consent)\b|\bover[- ]?invoiced\b|\b(?:solliciter|sollicite|sollicitons) votre (?:aide|assistance|cooperation|collaboration)\b|\bsurfactur(?:e|es|ee|ees|ation)\b/,
      // An estate with no heir, and the reader its distant relative: "sans héritier direct connu", "no known heirs".
      /\b(?:no (?:known )?(?:heirs?|next of kin)|without (?:any )?(?:known )?heirs?|sans heritiers? (?:direct )?(?:connu|connus)?|aucun heritier)\b|\b(?:distant relative|parente? eloignee?)\b.{0,200}\b(?:estate|inheritance|fortune|succession|heritage|defunt|deceased)\b/,
    ],
    examples: { hit: 'i am barrister james, the lawyer of your late client who left 10.5 million dollars', miss: 'the notary will read the will on tuesday at 10, the whole family is welcome' },
  },
  {
    // A loan promised whatever your credit: the bait of advance-fee loans (the "insurance" or "file fee" comes next).
    id: 'loan-lure', topic: 'loan', weight: 1.6, reason: 'loanLure',
    any: [
      new RegExp(String.raw`\b(?:loans?|financing)\b.{0,200}\b${ANY_CREDIT}|\b${ANY_CREDIT}.{0,200}\b(?:loans?|financing)\b`),
      new RegExp(String.raw`\b(?:prets?|financement)\b.{0,200}\b${ANY_CREDIT_FR}|\b${ANY_CREDIT_FR}.{0,200}\b(?:prets?|financement)\b`),
    ],
    examples: { hit: "you've been pre-approved for a $5,000 loan regardless of credit! reply yes", miss: 'your mortgage renewal: we will review your credit report before we offer a rate' },
  },
  {
    // A code word to text to a short number that bills every message received: a paid subscription hidden in an offer.
    id: 'premium-text', topic: 'premium-text', weight: 1.4, reason: 'premiumText',
    any: [
      /\b(?:txt|text|sms|send|reply|texte|textez|envoie|envoyez)\b [a-z0-9]{2,12} (?:to|au|a) \d{4,6}\b.{0,160}(?:\$ ?\d+(?:[.,]\d\d)? ?(?:\/|per|a|par) ?(?:msg|sms|txt|text|message|texto|wk|week|sem|semaine)|\d+(?:[.,]\d\d)? ?\$ ?(?:\/|par) ?(?:msg|sms|message|texto|wk|sem|semaine)|\d+p ?\/ ?(?:msg|sms))/,
      // "Text me back if you want to chat (msgs $3 each)": the answer itself is what is billed.
      // "Reply TONE to get 3 free tones. Club membership $9.99/wk": a keyword answer that starts a weekly charge.
      /\b(?:txt|text|sms|reply|texte|textez|repond(?:s|ez)?)\b [a-z0-9]{2,12}\b.{0,160}(?:\$ ?\d+(?:[.,]\d\d)? ?(?:\/|per|a|par) ?(?:wk|week|sem|semaine)\b|\d+(?:[.,]\d\d)? ?\$ ?(?:\/|par) ?(?:wk|sem|semaine)\b)/,
      /\b(?:txt|text|texte|textez|reply|repond(?:s|ez)?|write|ecris)(?: me| moi|-moi)?(?: back)?\b.{0,120}(?:\b(?:msgs?|messages?|texts?|sms|textos?) (?:are |cost |coutent )?\$ ?\d+(?:[.,]\d\d)? (?:each|chacun)|\$ ?\d+(?:[.,]\d\d)? ?(?:\/|per|a) ?(?:msg|sms|txt|text|message)\b|\d+(?:[.,]\d\d)? ?\$ ?(?:\/|par) ?(?:msg|sms|message|texto)\b)/,
    ],
    examples: { hit: 'free ringtone! txt tone to 87077 now to claim. $2/msg recd, 18+', miss: 'text give to 20222 to donate $10 to the red cross. msg & data rates may apply' },
  },
  {
    id: 'romance', topic: 'romance', weight: 1.0, reason: 'romance',
    any: [
      // The persona: a widow, a soldier or engineer far away ("deployed to production" or "my dear friend, can you help" is none).
      /\b(?:i am a widow(?:er)?|lonely (?:man|woman|heart)|looking for (?:a )?(?:true love|serious relationship|honest partner)|my (?:dearest|love|darling|sweetheart)\b.{0,200}\b(?:money|help|send|funds|flight|ticket)|(?:i am|i'?m|currently|now) (?:deployed|stationed) (?:in|overseas|abroad|on)|(?:soldier|army|military|marine|navy|sergeant|captain|general|officer)\b.{0,60}\b(?:deployed|stationed) (?:in|to|overseas|abroad)|(?:on|in) (?:a|an|the) (?:un |united nations )?peace ?keeping mission|(?:i am|i'?m|i work|working|currently|stationed) (?:on|at) (?:an? |the )?(?:offshore )?oil rig|i want to know you better)/,
      // The "lonely girl looking for a good man" lure, and dating offers built on a nationality.
      new RegExp(String.raw`\b${SELF_AS_WOMAN}.{0,200}\b${SEEKING}|\b${SEEKING}.{0,200}\b${SELF_AS_WOMAN}`),
      /\b(?:(?:looking|searching|seeking|waiting) for|(?:trying|want|hoping|hope) to find) (?:a |an |the |my )?(?:fine|good|kind|nice|serious|honest|real|reliable|caring|loving|strong|hot|invaluable|decent|mature|worthy|generous|sincere|handsome|lovely|true|cool|ideal|perfect|special|romantic|faithful|loyal|unspoiled) (?:guy|male|man|gentleman|husband|boyfriend|soulmate)\b/,
      // The stranger's opener: "do you want to know me?", "I wish to get to know you".
      /\b(?:want|wish|like|wanna) to (?:get to )?know me\b|\bi (?:wish|want|would like) to get to know you\b/,
      /\b(?:(?:i am|i'?m) (?:so )?(?:lonely|horny|bored) and (?:so )?(?:sexy|hot|horny|lonely)|eager to (?:have sex|hook ?up)|(?:dating|chat) for (?:sex|s3x)|wants? to (?:have sex|hook ?up) with you|sex dating\b)/,
      /\b(?:(?:girl|woman|lady|girlfriend|bride)s? from (?:ukraine|russia|kazakhstan|belarus|moldova|the philippines|philippines|thailand)|(?:ukrainian|russian|slavic) (?:women|girls|ladies|beauties|brides|singles|wives)|oekraiense (?:vrouwen|meisjes|schoonheid|schoonheden|vrouw|meisje)|(?:ukrainische|russische) (?:frauen|madchen|schonheiten)|femmes (?:ukrainiennes|russes))\b/,
      /\b(?:(?:meet|date) (?:beautiful|lonely|single|hot|sexy|ukrainian|russian|local) (?:women|girls|ladies|singles)|looking for a (?:discreet|casual) (?:date|affair|encounter)|your (?:perfect )?match is waiting|spannende afspraak|vrouwen die op zoek|ragazz[ae] (?:ucrain|russ)|single frauen|rencontrer? des (?:femmes|celibataires))/,
      // The adult-dating lure: "Berenice dreams of meeting you", "only available girls", "have sex today".
      /\b(?:dreams? of meeting you|(?:lonely|horny|available|single|naughty) (?:girls|women|ladies|milfs)\b|(?:girls|women|ladies|singles) (?:near|in) your (?:area|city|town)|have sex (?:today|tonight)|wants? to suck|selection of girls|(?:esposa|novia|chica|mujer)s? (?:ucranian|rusa)|(?:ucranian|rus)as? (?:hermosas?|solteras?))/,
      /\b(?:je suis (?:veuve|veuf)|recherche (?:le vrai amour|une relation serieuse)|mon amour.{0,200}\b(?:argent|aide|envoyer|billet)|(?:je suis|je travaille|je suis en poste) sur une plateforme petroliere|en mission de paix)/,
      // A stranger who found you through a dating agency, and the woman "looking for a serious man from abroad".
      /\b(?:(?:got|found) your (?:e-?mail|address|profile|contact) (?:from|on|through|at) (?:a |an |the )?(?:dating|marriage|matrimonial) (?:site|agency|service)|(?:trouve|eu) (?:votre|ton) (?:adresse|courriel|profil) (?:dans|sur|par|aupres d') (?:une |un |l')?(?:agence|site) (?:de rencontres?|matrimonial))\b/,
      /\b(?:je cherche|je recherche|a la recherche d') (?:un |l')(?:homme|mari|compagnon|partenaire|ame soeur) (?:serieux|gentil|honnete|fidele|sincere|attentionne|bon|de l'etranger|pour (?:la vie|une relation|partager))\b/,
    ],
    examples: { hit: "je suis veuve et j'ai vu votre profil, je voudrais mieux vous connaitre", miss: 'ma chere, merci pour les fleurs, on se voit dimanche' },
  },
  {
    // Unsolicited sex and adult-content offers: bait for paid traps, malware and blackmail.
    id: 'adult-lure', topic: 'romance', weight: 1.6, reason: 'adultLure',
    any: [
      // An offer, not a topic: not "porn" or "xxx" alone (lists discuss filtering porn, and "xxx" stands
      // in for numbers), nor "sex partners" or "they want sex" (a discussion of a study, a joke).
      /\b(?:nude (?:pics|photos|videos|girls)|sex (?:chat|videos?|dates?|contacts?|cams?|shows?)|horny|hot (?:babes|chicks|girls|girl ?friends|singles|wives|teens)|(?:web)?cam girls?|(?:teens?|girls?) (?:on|playing .{0,30}on) (?:my |our )?(?:web)?cam|my (?:webcam|cam) (?:show|page|site)|adult (?:dating|videos?|site|content|entertainment)|you want sex|looking (?:4|for) (?:real |some )?fun|erotik\w*|sexabenteuer|seitensprung|sexy (?:girls|singles|women|teens)|cheating (?:wives|housewives)|(?:teen|amateur|asian|free) hotties)\b/,
      // Free porn as bait ("get porn for free", "you won a free porn password"), not a joke's "the best free porn".
      /\b(?:(?:get|getting|100% free|totally free) (?:porn|xxx)|porn for free|free (?:porn|xxx|adult) (?:passwords?|access|sites?|memberships?)|free passwords? (?:to|for)\b)/,
      /\b(?:rencontres? (?:coquines?|sexy|adultes?|discretes?)|femmes? (?:coquines?|chaudes?)|contenu (?:pour )?adultes?|webcam (?:sexy|coquine))\b/,
    ],
    examples: { hit: 'hot singles are waiting for you, free sex chat tonight', miss: 'the community centre offers adult education classes in the evening' },
  },
  {
    id: 'sextortion', topic: 'sextortion', weight: 3.0, reason: 'sextortion',
    any: [
      /\b(?:recorded you|filmed you|video of you|(?:webcam|camera) (?:recording|footage) of you|i have (?:installed|access to) (?:a )?(?:malware|trojan|virus|spyware|your (?:device|computer|accounts|camera|webcam))|(?:visited|watching|watched) (?:adult|porn)|adult (?:site|website|videos?|content)|porn|masturbat|intimate (?:video|images|photos)|compromising (?:video|photos|material))/,
      /\b(?:sites? (?:pour adultes|pornographiques?)|video (?:intime|de vous)|je vous ai filme|j'ai (?:installe|acces a) (?:un )?(?:logiciel|virus|cheval de troie|votre (?:appareil|ordinateur|camera|webcam)))/,
    ],
    with: [/\b(?:bitcoin|btc|crypto|cryptocurrency|cryptomonnaie|wallet|portefeuille)\b/],
    examples: { hit: 'i recorded you through your webcam while you watched porn. pay 1500 $ in bitcoin', miss: "our parental controls block adult websites on the kids' tablets" },
  },
  {
    id: 'tech-support', topic: 'tech-support', weight: 1.6, reason: 'techSupport',
    any: [
      /\b(?:virus(?:es)? (?:detected|found|alert)|(?:computer|pc|device|system) (?:is|has been|was) (?:infected|compromised|blocked|locked)|call (?:microsoft|apple|windows|norton|mcafee|geek squad|our)? ?(?:technical )?support|tech(?:nical)? support (?:team|line|number)|remote (?:access|desktop|session)|anydesk|teamviewer|ultraviewer|logmein|(?:refund|billing) (?:department|desk|team)|(?:subscription|membership|plan|order) (?:has been |was )?(?:renewed|auto-?renewed|charged|processed).{0,200}\b(?:call|contact|cancel|dispute))/,
      /\b(?:virus detecte|ordinateur (?:est|a ete) (?:infecte|bloque|compromis)|support technique|soutien technique|acces a distance|prise de controle a distance|abonnement (?:a ete )?renouvele.{0,200}\b(?:appelez|contactez|annuler))/,
    ],
    with: [/(?:\b(?:call|phone|dial|toll[- ]free|helpline|remote|anydesk|teamviewer|appelez|composez|telephonez|sans frais)\b|\d{3}[ .)-]{1,2}\d{3}[ .-]\d{4})/],
    examples: { hit: 'your computer is infected. call microsoft support at 1-888-555-0100', miss: 'your antivirus subscription has been renewed. to cancel, visit your account page' },
  },
  {
    id: 'job-offer', topic: 'job', weight: 1.1, reason: 'jobOffer',
    any: [
      /\b(?:work (?:from|at) home\b.{0,100}(?:\$ ?\d|\d ?\$|\bearn|\bpaid\b|\bincome|\bsalary|\bper (?:week|day|hour))|(?:\$ ?\d|\bearn|\bincome|\bsalary).{0,100}\bwork (?:from|at) home|earn (?:up to )?(?:\$|usd ?)?\d[\d,]*(?: ?(?:-|to) ?\$?\d[\d,]*)? (?:(?:per|a|every) (?:week|day|hour|month)|daily|weekly|hourly)|mystery shopper|secret shopper|personal assistant (?:position|job)|no experience (?:needed|required|necessary)\b.{0,100}(?:\$ ?\d|\d ?\$|\bearn|\bpaid\b|\bpay\b|\bsalary|\bincome)|(?:(?<=\$ ?)\d|\d+ ?\$|\bearn|\bpaid\b|\bsalary|\bincome).{0,100}\bno experience (?:needed|required|necessary)|payment processing (?:agent|officer)|package (?:reshipping|forwarding) (?:job|agent)|financial (?:agent|representative) position|part-?time (?:job|position) .{0,40}\$\d|(?:earn|make|paid|pay|salary|wage)\b.{0,20}\$\d+ (?:to|-) \$\d+ (?:per|a) day)/,
      /\b(?:travail a domicile\b.{0,100}(?:\$ ?\d|\d ?\$|\bgagne|\bpaye|\bsalaire|\brevenu|\bpar (?:semaine|jour|heure))|(?:\$ ?\d|\d ?\$|\bgagne|\bsalaire|\brevenu).{0,100}\btravail a domicile|teletravail .{0,40}\$\d|gagne[rz]? (?:jusqu'a )?\d[\d ]*(?: ?\$)?(?: ?(?:-|a) ?\d[\d ]*)? ?\$? (?:par (?:semaine|jour|heure|mois)|quotidiennement)|client mystere|assistant(?:e)? personnel(?:le)? (?:poste|emploi)|poste d'assistant\S* personnel|aucune experience (?:requise|necessaire)\b.{0,100}(?:\$ ?\d|\d ?\$|\bgagne|\bpaye|\bsalaire|\brevenu)|(?:(?<=\$ ?)\d|\d+ ?\$|\bgagne|\bsalaire|\brevenu).{0,100}\baucune experience (?:requise|necessaire)|agent de traitement des paiements|temps partiel\b.{0,60}\d+ ?\$ (?:par|la|\/) ?(?:semaine|heure|sem|jour)|\d+ ?\$ (?:a|-) \d+ ?\$ par jour)/,
      // The recruiter who writes out of the blue: "your resume was recommended to us by an online platform", remote part-time work.
      /\b(?:your|votre|ton) (?:resume|cv|profile|profil|contact information|coordonnees) (?:was|has been|were|a ete|nous a ete|m'a ete) (?:recommended|referred|passed|shared|forwarded|recommande|transmis|refere|partage)e?s?\b|\b(?:part-?time|temps partiel)\b.{0,60}\b(?:remote|from home|work from anywhere|(?:100 ?% )?a distance|de la maison|en teletravail)\b/,
    ],
    examples: { hit: 'travail a domicile : gagnez 900 $ par semaine, aucune experience requise', miss: 'la bibliotheque embauche un commis a temps partiel, envoyez votre cv avant le 15 mai' },
  },
  {
    id: 'money-mule', topic: 'job', weight: 2.0, reason: 'moneyMule',
    any: [
      /\b(?:deposit (?:it|the (?:cheque|check|funds))|cash the (?:cheque|check)).{0,160}\b(?:send|transfer|wire|forward|e-?transfer)\b.{0,30}\b(?:rest|remainder|balance|difference|supplier|vendor)/,
      /\b(?:deposez|deposerez|deposer|encaissez|encaisserez|encaisser) (?:le |ce )?(?:cheque|montant).{0,160}\b(?:envoyez|enverrez|renvoyez|transferez|transfererez|virez|(?:ferez|faites|faire) (?:le|un) virement)\b.{0,30}\b(?:reste|surplus|solde|difference|fournisseur)/,
      // A cheque that "also includes the funds for the first purchases / the equipment": the overpayment set-up.
      /\b(?:cheque|check)\b.{0,80}\b(?:inclu\w*|includ\w*|contain\w*|compren\w*|cover\w*) (?:also |aussi |egalement )?(?:the |les |des )?(?:funds?|money|fonds|argent|montant)s? (?:for|pour) (?:the |your |les |vos |des )?(?:first |premiers? )?(?:purchases?|achats?|supplies|fournitures|materiel|equipment|equipement|shopping|courses)/,
    ],
    examples: { hit: 'deposit the cheque in your account and send the rest to our supplier', miss: 'please deposit the cheque from the insurance before the end of the month' },
  },
  {
    id: 'locked-attachment', topic: 'attachment', weight: 1.4, reason: 'lockedAttachment',
    any: [
      /\b(?:pdf|zip|file|document|attachment|arquivo|anexo|archivo|fichier|piece jointe|datei)\b.{0,40}\b(?:password|passcode|senha|contrasena|passwort|wachtwoord|mot de passe|code d'acces)\b.{0,12}:\s?[a-z0-9]{3,10}(?![:/\w])/,
      /\b(?:password|senha|contrasena|passwort|mot de passe)(?: (?:do|for the|of the|du|pour le|de acesso))? ?(?:pdf|zip|arquivo|anexo|fichier|attachment|file|document)?\s?:\s?\d{3,8}(?![:/\w])/,
      /\b(?:siga as instrucoes do arquivo|instrucoes no arquivo|arquivo (?:em )?anexo|veja (?:como )?no arquivo)/,
    ],
    examples: { hit: 'your invoice is attached. pdf password: 4471', miss: 'your statement is attached as a pdf; open it with the password you chose for online banking' },
  },
  {
    id: 'rental', topic: 'payment', weight: 1.2, reason: 'rentalScam',
    any: [
      /\b(?:(?:i am|i'm|we are|we're) (?:currently )?(?:out of the country|abroad|overseas|on a mission|working offshore)|keys? (?:will be )?(?:mailed|sent|couriered|shipped) to you|(?:send|pay|wire) (?:the |a |your )?(?:deposit|first month'?s rent|security deposit).{0,60}\b(?:first|before|to (?:reserve|hold|secure))|can'?t show you (?:the (?:apartment|house|unit|condo|place)|around|it in person))/,
      /\b(?:je suis (?:actuellement |presentement )?a l'etranger|les cles (?:et (?:le |les )?[a-z]+(?: signes?)? )?(?:vous |te )?seront (?:envoyee?s|postee?s|expediee?s)|(?:envoyez|payez|versez) (?:le |un )?(?:depot|premier mois|loyer).{0,60}\b(?:d'abord|avant|pour (?:le |la )?reserver)|pour (?:le |la )?reserver, il (?:faut|faudrait) (?:verser|payer|envoyer) (?:le |un )?(?:depot|premier mois|loyer)|je (?:ne )?(?:peux|pourrai) pas (?:vous |te )?(?:le |la )?faire visiter)/,
    ],
    examples: { hit: 'i am currently out of the country, the keys will be mailed to you once you send the deposit', miss: "the landlord will show you the apartment on saturday; bring the first month's rent to sign the lease" },
  },
  {
    id: 'delivery-fee', topic: 'delivery', weight: 1.4, reason: 'deliveryFee',
    any: [
      /\b(?:su paquete (?:esta|ha sido) (?:retenido|pendiente)|no pudimos entregar|gastos de envio|il tuo pacco (?:e|risulta) in (?:attesa|giacenza)|spese di spedizione|consegna (?:fallita|non riuscita)|zustellung (?:fehlgeschlagen|nicht moglich)|zollgebuhr|uw pakket (?:is|wordt) (?:vastgehouden|in afwachting)|bezorging (?:is )?mislukt|verzendkosten)\b/,
      /\b(?:package|parcel|shipment|delivery|item|order)s? .{0,60}\b(?:on hold|is pending|could not be delivered|couldn'?t be delivered|unable to (?:be )?deliver|delivery (?:failed|attempt failed)|was returned|held at|awaiting (?:payment|confirmation)|suspended)/,
      // A delivery that failed, told as the carrier's attempt: "we tried to deliver your parcel", "nous avons tenté de livrer votre colis".
      /\b(?:tried|attempted|were unable|could not|couldn'?t) to deliver (?:your |the |a )?(?:package|parcel|shipment|order|item)|\b(?:tente|essaye) de (?:vous )?livrer (?:votre|le|un) (?:colis|envoi|commande)/,
      /\b(?:redelivery|re-delivery|customs|shipping|delivery|handling|storage|duty) (?:fee|charge|payment|cost)s?\b.{0,80}(?:\b(?:pay|cad|usd|eur)\b|[$€])/,
      /\b(?:colis|envoi|livraison|commande)s? .{0,60}\b(?:en attente|retenu|n'a pas pu etre livre|suspendu|bloque|non livre|retourne)/,
      /\bfrais (?:de (?:re)?livraison|de douane|d'expedition|de manutention|d'entreposage|de dedouanement)\b/,
      /\b(?:encomenda|pacote|sua entrega) .{0,60}\b(?:retida|pendente|aguardando|nao (?:foi|pode ser) entregue)/,
      /\b(?:paket|sendung) .{0,60}\b(?:zuruckgehalten|nicht zugestellt|ausstehend)/,
      /\b(?:(?:entrega|paquete|envio)s? (?:del |de su |de tu )?(?:paquete |pedido )?(?:esta |ha sido |fue )?(?:suspendid[oa]|retenid[oa]|detenid[oa]|bloquead[oa])|cargos? aduaner[oa]s?|tasas? de aduana|confirm[ae]r? (?:tus|sus) datos de (?:entrega|envio))\b/,
      /\b(?:taxa de importacao|pedido (?:foi )?bloqueado|fiscalizacao alfandegaria|taxas? alfandegarias?)/,
    ],
    // The lure is a fee to pay, or details to "update", for the parcel: a carrier's own "we could not deliver, it is held at the depot" asks neither.
    with: [/\b(?:(?:update|confirm|verify|complete|correct) (?:your |the )?(?:delivery |shipping )?(?:address|details|information|info)|(?:mettre a jour|confirmer|mettez a jour|confirmez|completez|verifiez) (?:votre|vos) (?:adresse|coordonnees|informations)|(?:atualize|confirme|actualice|confirme) (?:seu|sua|seus|su|sus) (?:endereco|dados|direccion|datos)|fees?|charges?|pay|payment|paid|unpaid|frais|payer|payez|paiement|impaye|tasas?|taxas?|pago|pagar|pagamento|pague|cargos?|gebuhr|zahlung|zahlen|bezahlen|betaling|betalen|kosten|spese|pagare|costo|customs|duty|duties|douane|aduan[a-z]*|alfandeg[a-z]*|zoll[a-z]*|dogan[a-z]*)\b|[$€]/],
    examples: { hit: 'your package is on hold. pay the redelivery fee of $1.99 to reschedule', miss: 'we attempted delivery of your parcel today; it is held at the depot for 5 business days, bring photo id' },
  },
  {
    id: 'tax-refund', topic: 'tax', weight: 1.3, reason: 'taxRefund',
    any: [
      /\b(?:you are (?:eligible|entitled|qualified) (?:for|to receive) (?:a |an )?(?:tax )?(?:refund|rebate|benefit|payment|reimbursement|compensation)|tax (?:refund|rebate|return) (?:of|is|has been|notification|pending)|(?:refund|rebate) of \$?\d|pending (?:refund|deposit|payment) (?:of|in your)|claim your (?:refund|rebate|benefit)|unclaimed (?:tax )?(?:payment|refund|rebate|benefit|credit)s?\b|outstanding (?:tax|balance|debt) .{0,40}\b(?:pay|owe))/,
      /\b(?:restituicao|valores a receber|pendentes de saque|liberad[oa]s? para (?:restituicao|saque|resgate)|saldo disponivel para saque)/,
      /\b(?:vous etes (?:admissible|eligible) (?:a|au) (?:un )?(?:remboursement|credit|versement|prestation)|remboursement (?:d'impot|de taxe|en attente|de \d)|(?:paiement|remboursement|credit|remise|versement|prestation|indemnite)s? non reclamee?s?|reclamez votre (?:remboursement|credit|prestation)|solde impaye|dette fiscale)/,
    ],
    examples: { hit: "vous etes admissible a un remboursement d'impot de 612 $", miss: 'votre declaration de revenus a ete recue, votre avis de cotisation suivra' },
  },
  {
    id: 'payment-problem', topic: 'credentials', weight: 1.0, reason: 'paymentProblem',
    any: [
      /\b(?:su pago (?:fue rechazado|ha fallado)|actualice su metodo de pago|pagamento (?:rifiutato|non riuscito)|aggiorna (?:il tuo )?metodo di pagamento|zahlungsmethode aktualisieren|werk uw betaalgegevens bij|seu pagamento (?:foi )?recusado)\b/,
      /\b(?:payment (?:was |has been |is )?(?:declined|failed|unsuccessful|rejected|not processed)|unable to (?:process|charge|authori[sz]e) your (?:payment|card)|update your (?:payment|billing) (?:method|information|details)|(?:card|payment method) (?:has )?expired|billing (?:problem|issue|information)|invoice (?:is )?(?:overdue|past due|unpaid))/,
      /\b(?:paiement (?:a ete )?(?:refuse|rejete|echoue|decline)|mettre a jour (?:vos|votre) (?:informations|mode|moyen) de (?:paiement|facturation)|carte (?:a )?expiree|facture (?:impayee|en souffrance|en retard))/,
      /\b(?:pagamento (?:recusado|pendente|nao aprovado)|fatura (?:em aberto|vencida)|zahlung (?:fehlgeschlagen|abgelehnt)|betaling (?:mislukt|geweigerd))/,
      /\b(?:factura (?:pendiente|vencida|impagada)|pago (?:pendiente|rechazado)|fattura (?:scaduta|non pagata|in sospeso)|pagamento (?:in sospeso|scaduto)|(?:offene|unbezahlte|ausstehende) rechnung|zahlungserinnerung|mahnung|(?:openstaande|onbetaalde|achterstallige) (?:factuur|facturen|rekening)|betalingsherinnering|boleto (?:vencido|em aberto|pendente)|debito pendente|facture (?:non payee|echue)|relance de paiement)\b/,
    ],
    examples: { hit: 'your payment was declined. update your payment method to keep your subscription', miss: 'your payment was received, thank you. your next bill is due on may 3' },
  },
  {
    id: 'mailbox-quota', topic: 'credentials', weight: 1.5, reason: 'mailboxQuota',
    any: [
      /\b(?:mailbox|inbox|email storage|mail storage|storage) (?:is |has )?(?:full|almost full|exceeded|over (?:its|the) (?:limit|quota)|quota)|(?:storage|mailbox|email) quota|(?:pending|incoming|undelivered|held) (?:incoming )?(?:e-?mails?|messages?) .{0,60}\b(?:release|retrieve|recover|deliver|held|blocked)|upgrade your (?:mailbox|storage|email)|email (?:account )?(?:will be )?(?:deactivated|deleted|closed|shut down)|password (?:for [^ ]{1,80} )?(?:will )?expires? (?:today|soon|in)/,
      /\b(?:boite (?:de reception|aux lettres|courriel) (?:est )?(?:pleine|saturee)|quota (?:de stockage|de messagerie)|messages? en attente .{0,60}\b(?:recuperer|liberer|debloquer)|votre mot de passe expire)/,
      /\b(?:caixa de (?:entrada|correio) (?:esta )?(?:cheia|lotada)|postfach (?:ist )?voll|mensagens pendentes)/,
      /\b(?:buzon (?:de correo )?(?:esta )?(?:lleno|casi lleno)|casella (?:di posta )?(?:e )?piena|(?:mailbox|postvak|brievenbus) (?:is )?vol\b|speicherplatz (?:ist )?(?:voll|fast voll|uberschritten)|speicher(?:limit|kontingent)|opslag(?:limiet| is vol)|espaco de armazenamento|limite de armazenamento|(?:senha|contrasena|password|passwort|wachtwoord|mot de passe) (?:(?:para|de|do|for|fur|voor|pour) [^ ]{1,80} )?(?:expira|caduca|scade|lauft ab|verloopt|va expirer)|mensajes (?:pendientes|retenidos)|messaggi (?:in sospeso|bloccati)|nachrichten (?:zuruckgehalten|ausstehend)|berichten (?:in de wachtrij|tegengehouden))/,
    ],
    examples: { hit: 'votre boite de reception est pleine, recuperez vos messages en attente', miss: 'your photos are backed up; you have 12 gb of storage left' },
  },
  {
    id: 'family-emergency', topic: 'family-emergency', weight: 2.0, reason: 'familyEmergency',
    any: [/\b(?:grandma|grandpa|grandmother|grandfather|granny|nana|mamie|papi|grand-maman|grand-papa|grand-mere|grand-pere|nephew|niece|neveu|niece|your (?:son|daughter|grandson|granddaughter)|votre (?:fils|fille|petit-fils|petite-fille))\b/],
    with: [/\b(?:in jail|arrested|bail|car accident|in (?:the )?hospital|lawyer|don'?t tell (?:mom|dad|mum|anyone|my parents)|keep (?:this|it) between us|en prison|arrete|caution|accident|a l'hopital|avocat|ne (?:le )?dis (?:rien|pas) a|dis(?:-le)? (?:rien|pas) a|dites?-le pas a)\b/],
    // ...and asks for money or for silence: a grandmother's letter about a hospital visit is not a scam.
    and: [/\b(?:don'?t tell (?:mom|dad|mum|anyone|my parents)|keep (?:this|it) between us|ne (?:le )?dis (?:rien|pas) a|dis(?:-le)? (?:rien|pas) a|money|cash|bail|(?:a|the|his|her|my|pay) fine|fine of|fees?|\$ ?\d|\d ?\$|dollars|e-?transfer|wire|western union|moneygram|gift ?cards?|send me|lend me|pay (?:for|the|my)|argent|caution|amende|frais|virement|cartes?[- ]cadeaux?|envoie-moi|envoyez-moi|prete-moi|payer|rembourse)\b/],
    examples: { hit: "grandma, i was arrested after a car accident and need money for bail. don't tell mom", miss: 'grandpa had a car accident last week but he is fine, he is home now' },
  },
  {
    // A friend "stranded abroad": wallet and phone stolen, "could you help me out, I'll pay you back".
    id: 'stranded-traveller', topic: 'family-emergency', weight: 1.6, reason: 'strandedTraveller',
    any: [
      /\b(?:(?:wallet|purse|passport|bag|phone|cards?)(?: and (?:my )?(?:phone|passport|wallet|cards?))? (?:was|were|got|have been|has been) (?:stolen|taken|snatched|pickpocketed)|(?:i was|i got|we were|we got) (?:mugged|robbed)|stranded (?:in|at)|(?:portefeuille|passeport|sac|telephone|cellulaire)(?: et (?:mon |ma |mes )?(?:telephone|passeport|portefeuille|cartes))? (?:a|ont) ete vole(?:e|s|es)?|je me suis fait (?:voler|agresser|devaliser))/,
        // Told with the thief as the subject: "someone stole my wallet", "on m'a volé mon sac".
      /\b(?:someone|somebody|they|a thief|a pickpocket) (?:stole|took|snatched) my (?:wallet|purse|passport|bag|phone|cards?)\b|\b(?:on m'a|ils m'ont|quelqu'un m'a|un voleur m'a) (?:vole|pris|arrache) (?:mon|ma|mes) (?:sac|sacoche|portefeuille|passeport|telephone|cell(?:ulaire)?|cartes?)\b/,
    // A card blocked while away from home (a declined card at the corner store is no story).
      /\b(?:my (?:credit |debit |bank )?cards? (?:was|were|got|has been|have been) (?:blocked|frozen|declined|cancell?ed|swallowed)|(?:ma |mes )cartes? (?:de credit |de debit |bancaires? )?(?:a|ont) ete (?:bloquee|suspendue|refusee|avalee)s?)\b.{0,300}\b(?:abroad|overseas|hotel|trip|vacation|holiday|airport|resort|cruise|embassy|out of (?:the )?country|a l'etranger|hotel|voyage|vacances|aeroport|croisiere|ambassade|hors du pays)\b/,
      /\b(?:abroad|overseas|hotel|trip|vacation|holiday|airport|resort|cruise|out of (?:the )?country|a l'etranger|voyage|vacances|aeroport|croisiere|hors du pays)\b.{0,300}\b(?:my (?:credit |debit |bank )?cards? (?:was|were|got|has been|have been) (?:blocked|frozen|declined|cancell?ed|swallowed)|(?:ma |mes )cartes? (?:de credit |de debit |bancaires? )?(?:a|ont) ete (?:bloquee|suspendue|refusee|avalee)s?)/,
    ],
    // ...and asks for help with money: a story about a stolen wallet told afterwards, or a cancelled
    // flight home, asks for nothing.
    with: [
      /\b(?:help me out|lend me|loan|pay you back|repay you|wire|western union|moneygram|send (?:me )?(?:some )?money|e-?transfer|pay (?:my|the) hotel|m'aider|me depanner|preter|m'avancer|me l'avancer|te rembourse|vous rembourse|virement|envoyer de l'argent)\b/,
    ],
    examples: { hit: "i'm in lisbon and my wallet and phone were stolen. could you help me out? i'll pay you back", miss: 'my wallet was stolen at the market, but the police found it the next day' },
  },
  {
    // "Please vote for my niece in this contest": the voting page asks for the reader's account password.
    id: 'vote-request', topic: 'credentials', weight: 0.8, reason: 'voteRequest', needsLink: true,
    any: [
      /\b(?:(?:please |can you |could you )?vote for (?:my|our) (?:niece|nephew|granddaughter|grandson|daughter|son|cousin|friend|sister|brother|kid|child|little girl|little boy)|vote(?:z|r)? pour (?:ma|mon|notre) (?:niece|neveu|petite-fille|petit-fils|fille|fils|cousine?|amie?|soeur|frere|petite|petit))\b/,
    ],
    examples: { hit: 'votez pour ma petite-fille au concours de dessin!', miss: 'please vote in the school board election on tuesday' },
  },
  {
    id: 'favour-request', topic: 'payment', weight: 1.0, reason: 'favourRequest',
    any: [
      /\b(?:are you available|are you free|i need (?:a|you to do me a) (?:quick |small )?favou?r|i'?m (?:in a meeting|tied up|busy) .{0,60}\b(?:can you|could you|text me|email me)|can you (?:do|handle) (?:something|a task) for me)/,
      /\b(?:es-tu disponible|etes-vous disponible|j'ai besoin d'un (?:petit )?service|je suis en reunion .{0,60}\b(?:peux-tu|pouvez-vous))/,
      // The boss's or the pastor's opener: checking you are at your desk, a task left unnamed, a reason
      // they cannot be called (then gift cards or a transfer, once you answer).
      /\bare you at your desk\b|\b(?:i need you to|can you|could you|would you) (?:quickly |urgently |discreetly )?(?:take care of|handle|do|sort out) (?:something|a (?:quick |small |little |discreet |confidential )?(?:task|errand)) for me\b/,
      /\bi'?m (?:in|at|stuck in|attending|tied up in) (?:a|an) (?:[a-z]+ ){0,2}(?:meeting|conference|seminar|retreat)\b.{0,60}\b(?:can'?t|cannot|unable to|won'?t be able to) (?:talk|take (?:any |your )?calls?|answer (?:the |my )?phone|call you)\b/,
      /\b(?:es-tu a ton bureau|etes-vous a votre bureau)\b|\b(?:j'ai besoin que (?:tu t'occupes|vous vous occupiez)|peux-tu t'occuper|pourrais-tu t'occuper|pouvez-vous vous occuper|pourriez-vous vous occuper) (?:rapidement |discretement )?de quelque chose pour moi\b/,
      /\bje suis (?:en|dans une|a une|coince en|coincee en) (?:[a-z]+ ){0,2}(?:reunion|conference|seminaire|retraite)\b.{0,60}\b(?:je ne peux pas|je ne pourrai pas|impossible de) (?:parler|repondre|prendre (?:d'|les |tes |vos )?appels|t'appeler|vous appeler)\b/,
    ],
    examples: { hit: "es-tu disponible? j'ai besoin d'un petit service", miss: 'let me know which evening works for the committee meeting' },
  },
  {
    // The opener of investment and romance scams: a "wrong number" that turns into a friendly chat.
    id: 'wrong-number', topic: 'payment', weight: 0.8, reason: 'wrongNumber',
    any: [
      // A message "sent to the wrong number" (or address) that turns friendly: the opener of a long con.
      /\b(?:wrong (?:number|person|contact|e-?mail|address)|(?:typed|wrote|spelled|got) (?:[a-z']+ ){0,3}(?:number|address|e-?mail) wrong|mistyped)\b.{0,300}\b(?:be friends|make friends|stay friends|keep in touch|stay in touch|you (?:seem|sound) (?:like )?(?:an? )?(?:very |so |really )?[a-z]+ (?:person|man|woman|lady|gentleman|guy)|get to know (?:you|each other)|nice to (?:meet|chat with) (?:you|nice people|someone)|where (?:are you|you are) from|you (?:seem|sound|are) (?:like )?(?:a )?(?:very |so |really )?(?:nice|kind|friendly|lovely|sweet|gentleman|good person)|most people (?:would (?:just )?ignore|(?:don'?t|do not|wouldn'?t|would not|never) (?:reply|answer|respond|bother|write back)|(?:don'?t|do not|wouldn'?t|would not)[.!])|you'?re (?:so |very |really )?(?:nice|kind|friendly|sweet)|where you (?:are|live)\b|(?:thank you|thanks) for being so (?:kind|nice)|no accidents|fate|destiny)\b/,
      /\b(?:mauvais numero|trompe de numero|trompee de numero|mauvaise personne|mauvaise adresse|trompee? d'adresse|mal (?:ecrit|ecrire|tape|taper) (?:l'adresse|le numero|le courriel))\b.{0,300}\b(?:(?:vous avez|tu as) l'air (?:d'une personne |d'un |d'une )?(?:tres |vraiment |si )?(?:gentil|gentille|fin|fine|aimable|sympathique)|la plupart des gens ne|(?:c'est |c'est tellement )?rare que (?:les gens|le monde) (?:soient|repondent|sont)|rester en contact|par hasard pour une raison|etre ami(?:e)?s|devenir ami(?:e)?s|faire connaissance|enchante|enchantee|vous semblez|tu sembles|d'ou venez-vous|d'ou viens-tu|le destin|(?:vous etes|tu es|t'es) (?:bien |tres |vraiment |si |tellement )?(?:gentil|gentille|fin|fine|aimable|sympathique)|(?:vous habitez|tu habites|vous restez|tu restes) (?:dans quel|ou))/,
    ],
    examples: { hit: "oh sorry, wrong number! you seem nice though, maybe we can be friends? i'm jenny", miss: 'sorry, wrong number, my mistake. have a good day' },
  },
  {
    // The opener of advance-fee scams: checking that the address is alive before the story comes.
    id: 'cold-contact', topic: 'payment', weight: 0.8, reason: 'coldContact',
    any: [
      /\bdid you (?:receive|get) (?:the|my) (?:e-?mail|message|mail|letter) i sent (?:to )?you (?:regarding|concerning|about|on) (?:an? |the |my )?(?:estate|inheritance|fund|funds|donation|business|proposal|transaction|late|deceased|consignment|compensation)/,
      /\b(?:is this (?:e-?mail|address|e-?mail address) (?:still )?(?:valid|active|in use|working)|do you still use this (?:e-?mail|address)|(?:haven'?t|have not|did not|didn'?t) (?:yet )?(?:replied|reply|respond(?:ed)?|answer(?:ed)?) (?:to )?my (?:previous|last|first|earlier) (?:message|e-?mail|mail|letter)|i (?:have |had )?(?:sent|written|wrote) (?:to )?you (?:a |an )?(?:message|e-?mail|mail|letter) (?:before|earlier|previously),? but you)/,
      /\b(?:cette adresse (?:courriel )?est-elle (?:toujours )?(?:valide|active)|utilisez-vous toujours cette adresse|recebeu minha (?:primeira|ultima) mensagem|ainda usa o mesmo (?:endereco|e-?mail))/,
    ],
    examples: { hit: 'did you receive my email i sent you regarding the inheritance of my late client?', miss: 'did you get the email i sent you about the potluck on sunday?' },
  },
  {
    // "Hi Grandpa, it's me, new number, my phone fell in the river... could you send an e-Transfer?"
    id: 'new-number-money', topic: 'family-emergency', weight: 1.6, reason: 'newNumberMoney',
    any: [
      /\b(?:(?:texting|writing|messaging) (?:you )?(?:from|on) (?:another|a different|a friend'?s|my friend'?s) (?:number|phone|cell)|(?:je t'ecris|je vous ecris|je te texte|je vous texte|j'ecris) (?:d'un|du|avec un|avec le|sur un|sur le) (?:autre (?:numero|cell(?:ulaire)?|telephone)|cell(?:ulaire)? d'une? amie?|telephone d'une? amie?)|(?:my |a )?new (?:phone )?number|new (?:cell|mobile)|my (?:phone|cell) (?:broke|is broken|fell|died|got stolen|was stolen)|(?:lost|broke|dropped) my (?:phone|cell)|(?:mon |un )?nouveau (?:numero|cell(?:ulaire)?)|mon (?:cell(?:ulaire)?|telephone) est (?:tombe|brise|bris|mort|vole)|(?:perdu|brise|echappe) mon (?:cell(?:ulaire)?|telephone))\b/,
    ],
    with: [
      /\b(?:e-?transfer|send (?:me |him |her )?(?:the |some )?money|pay (?:my|the|his|her) (?:rent|bill|landlord)|lend me|borrow|virement|envoy(?:er|ez|e) (?:de l'argent|un virement)|pay(?:er|e) (?:mon|le|son) (?:loyer|compte|facture)|preter|rembourse|(?:a |some |two |2 )?bills? (?:to pay|due)|(?:une |des |deux |2 )?factures? a payer)\b/,
    ],
    examples: { hit: "salut maman, c'est mon nouveau numero. peux-tu me faire un virement pour payer mon loyer?", miss: 'hi mom, my phone broke so this is my new number. call me tonight, love you' },
  },
  {
    // Invoice fraud: a supplier's (hacked) mailbox announces new bank details before a payment.
    id: 'payment-details-change', topic: 'payment', weight: 1.6, reason: 'paymentDetailsChange',
    any: [
      // The usual account is "blocked" or "changing signatories", so the money goes to another address or account.
      /\b(?:our|my) (?:usual |regular |church |parish |business |company |charity )?(?:bank )?account (?:is|was|has been) (?:temporarily |currently )?(?:blocked|frozen|closed|suspended|under (?:review|audit)|unavailable|being (?:changed|updated))\b|\b(?:le compte (?:de la fabrique|de la paroisse|de l'entreprise|de l'organisme|habituel)|notre compte|mon compte bancaire) (?:est|a ete) (?:temporairement |actuellement )?(?:bloque|gele|ferme|suspendu|indisponible)\b/,
      /\b(?:(?:new|updated|changed|different) (?:business )?(?:bank(?:ing)? (?:details|information|info|account)|account (?:details|information|info)|payment (?:details|information|instructions|account)|remittance (?:details|information))|(?<!not |never |n't )(?:moved|switched|changed) (?:our |my )?(?:business )?bank(?:ing)?\b|(?:don'?t|do not|please don'?t) (?:use|send (?:it |any |your )?(?:payments? |money |e-?transfers? )?to) (?:the |our |my |his |her )?(?:old|previous|former) (?:account|bank|details|info|address|e-?mail))/,
      // Whose bank changed: ours ("nous avons change de banque"), not the reader's ("sauf si vous avez change de banque"), never a denial ("n'a pas change").
      // The usual way to pay is "having problems", so pay somewhere else: "trouble with the school's online payment
      // site, so send it directly by e-Transfer to…", "le portail de paiement a des problèmes… directement à mon adresse".
      /\b(?:(?:trouble|problems?|issues?|difficult(?:y|ies)) with (?:the |our |their )?(?:[a-z']+ )?(?:online )?(?:payment|billing) (?:site|portal|system|page|platform)|(?:payment|billing) (?:site|portal|system|platform) (?:is|was|has been) (?:down|not working|unavailable|having (?:trouble|problems|issues)))\b.{0,200}\b(?:directly|instead|to (?:this|my) (?:address|e-?mail))\b/,
      /\b(?:(?:portail|site|systeme|plateforme) de paiement\b.{0,80}\b(?:a des problemes|a des difficultes|est en panne|ne fonctionne pas|est hors service|est indisponible|fonctionne mal)|(?:problemes?|difficultes?) (?:avec|sur) le (?:portail|site|systeme) de paiement)\b.{0,200}\b(?:directement|exceptionnellement|a (?:mon|cette) adresse)\b/,
      // The money goes somewhere new from now on: "send the rent e-Transfer to this address instead of my old email".
      /\b(?:send|pay|e-?transfer|deposit)\b.{0,80}\binstead of (?:my|our|the) (?:old|usual|previous|former|regular) (?:e-?mail|address|account|bank)\b|\b(?:envoy\w*|pay\w*|vir\w*|depos\w*)\b.{0,80}\bau lieu de (?:mon|notre|l'|votre) ?(?:ancien(?:ne)?|habituel(?:le)?) (?:courriel|adresse|compte|banque)\b/,
      /\b(?:nouvel+es? coordonnees bancaires|nouveau compte bancaire|changement (?:de|des) coordonnees bancaires|changement (?:de|d') ?(?:banque|institution financiere)|(?:nous avons|j'ai|avons|\ba) change (?:de|d') ?(?:banque|institution financiere)|n'utilisez (?:plus|pas) (?:l'ancien|notre ancien) compte)/,
      // Nothing more to the old address: "merci de ne pas envoyer de paiement à l'ancienne adresse".
      /\b(?:ne (?:pas|plus) (?:envoyer|payer|faire)|n'envoyez (?:pas|plus)|ne payez (?:pas|plus))\b.{0,40}\b(?:a )?(?:l'ancienne (?:adresse|banque)|l'ancien (?:compte|courriel|numero))\b/,
      // The banking details themselves "have changed" or "are no longer valid" ("nos coordonnees bancaires ont change").
      /\b(?:our|my|the firm's|the company's) (?:trust account |trust |escrow )?(?:bank(?:ing)?|wire|payment) (?:details|information|info|instructions|coordinates) (?:have|has) (?:recently |just )?(?:changed|been (?:changed|updated))\b|\b(?:bank(?:ing)?|wire) (?:details|instructions) (?:in|on|from) (?:the|our|my) (?:previous|last|earlier|original) (?:letter|email|message|invoice|instructions)\b.{0,40}\b(?:are )?no longer valid\b/,
      /\b(?:nos|mes|les) coordonnees bancaires\b.{0,30}\b(?:ont (?:ete )?(?:change|changees|modifie|modifiees|mises a jour)|ne sont plus valides)\b/,
      // The address that takes the payments has changed, and what goes to the old one "will be refused".
      /\b(?:e-?transfer|interac|payment|deposit) (?:e-?mail |email address |address )(?:is|has|has been|was) (?:temporarily |now |recently )?(?:changed|moved|updated|replaced)\b|\b(?:payments?|e-?transfers?|transfers?) (?:sent|made) to the (?:old|previous|former) (?:address|e-?mail|account) (?:will be|are|get|may be) (?:refused|rejected|returned|declined|bounced|lost)\b/,
      /\badresse (?:de virement|de paiement|courriel de paiement|interac)\b.{0,60}\b(?:est|a ete) (?:temporairement |maintenant |recemment )?(?:changee|modifiee|remplacee)\b|\b(?:virements?|paiements?) (?:envoyes?|faits?) a l'ancienne adresse (?:seront|sont|vont etre|pourraient etre) (?:refuses|rejetes|retournes|annules|perdus)\b/,
      // The usual way to pay is cancelled or broken (pre-authorized debits, the school's portal), so the
      // money now goes by e-Transfer to an address the message gives.
      /\b(?:pre-?authori[sz]ed (?:debits?|payments?|withdrawals?)|automatic (?:debits?|withdrawals?|payments?)|direct debits?)\b.{0,80}\b(?:cancel+ed|discontinued|terminated|stopped|no longer (?:be )?(?:taken|renewed|processed|active))\b.{0,300}\b(?:e-?transfer|interac)\b.{0,60}\bto\b/,
      /\b(?:prelevements? (?:pre-?autorises?|automatiques?)|debits? pre-?autorises?|paiements? pre-?autorises?)\b.{0,80}\b(?:annules?|cesse|interrompus?|ne seront plus (?:preleves|renouveles|effectues)|prennent fin)\b.{0,300}\b(?:virement|interac)\b.{0,60}\ba\b/,
      /\b(?:portal|site|system|platform)\b.{0,40}\b(?:has|is having) (?:a |some )?(?:problem|problems|issue|issues|trouble|glitch) with (?:the |online )?payments\b.{0,200}\b(?:directly|instead|to (?:this|my) (?:address|e-?mail))\b/,
      /\b(?:portail|site|systeme|plateforme)\b.{0,40}\ba (?:un|des) (?:probleme|problemes|difficultes|bogue|pepin) (?:avec|pour) les paiements\b.{0,200}\b(?:directement|exceptionnellement|a (?:mon|cette) adresse)\b/,
    ],
    with: [/\b(?:invoice|payment|pay|wire|e-?transfer|deposit|facture|paiement|payer|virement|depot)\b/],
    examples: { hit: 'please note our new bank details for the payment of invoice 1047', miss: 'we have moved our office to 12 main street; please send invoices to the new address' },
  },
  {
    id: 'secrecy', topic: 'general', weight: 0.8, reason: 'secrecy',
    any: [
      /\b(?:keep (?:this|it) (?:confidential|secret|between us|private)|(?:do not|don'?t) (?:tell|inform|discuss (?:this |this matter |it )?with|mention (?:this|it) to) (?:anyone|your bank|the bank|(?:your |the )?(?:local )?(?:branch|bank) (?:staff|employees|personnel|tellers?)|branch staff|family|your family|others)|don'?t tell anyone)/,
      /\b(?:gard(?:ez|er) (?:ceci|cela|ca|le) (?:confidentiel|secret)|n'en parlez (?:a personne|pas (?:a votre|au personnel de (?:votre|la)) (?:banque|caisse|succursale))|ne (?:discutez|parlez) pas de (?:ce dossier|cette affaire|cela) (?:avec|a) (?:personne|votre (?:banque|caisse|famille)|le personnel)|ne dites rien a (?:personne|votre banque)|(?:ne )?(?:le )?dis(?:-le)? (?:rien|pas) a (?:maman|papa|ma mere|mon pere|personne|mes parents)|dites?-le pas a)/,
    ],
    examples: { hit: "gardez ceci confidentiel et n'en parlez a personne", miss: 'la fete surprise pour papa est samedi, ne lui en parle pas!' },
  },
  {
    id: 'fee-request', topic: 'payment', weight: 0.9, reason: 'feeRequest',
    any: [
      /\b(?:processing|release|clearance|administrative|activation|transfer|small|handling) fee\b|\bpay (?:a|the) (?:small |one-time )?(?:fee|charge)\b/,
      /\bfrais (?:de traitement|de liberation|administratifs|d'activation|de transfert)\b|\bpayer (?:des|les) frais\b/,
    ],
    examples: { hit: 'to release your funds, pay the small processing fee of $50', miss: 'the registration fee for the soccer season is $80 per child' },
  },
  {
    id: 'generic-greeting', topic: 'general', weight: 0.4,
    any: [
      /^[\s\S]{0,300}?\b(?:dear (?:valued )?(?:customer|client|user|member|account holder|beneficiary|friend|sir(?:\/madam)?|madam|winner)|hello (?:dear|user|customer)|attention(?: dear)? (?:customer|user|beneficiary))\b/,
      /^[\s\S]{0,300}?\b(?:cher client|chere cliente|cher\(e\) client|cher utilisateur|cher membre|cher beneficiaire|madame, monsieur|cher ami)\b/,
      /^[\s\S]{0,300}?\b(?:prezado cliente|caro cliente|sehr geehrter kunde|beste klant|estimado cliente)\b/,
      /^[\s\S]{0,300}?\b(?:prezad[oa] (?:usuario|cliente|senhor)|querid[oa] (?:cliente|usuario|amig[oa])|estimad[oa] (?:usuario|cliente)|gentile (?:cliente|utente)|car[oa] (?:utente|amic[oa])|sehr geehrte(?:r)? (?:kunde|kundin|nutzer|benutzer|damen und herren)|liebe(?:r)? (?:kunde|kundin|nutzer)|geachte (?:klant|heer|mevrouw|gebruiker)|beste (?:gebruiker|klant)|ola cliente)\b/,
    ],
    examples: { hit: 'dear customer, we noticed a problem with your order', miss: 'dear marie, thanks for the lovely visit' },
  },
  {
    id: 'spam-pitch', topic: 'general', weight: 0.6, reason: 'spamPitch',
    any: [
      /\b(?:this is not (?:a )?spam|not spam|to be removed from (?:our|this|any future) (?:mailing )?list|reply with "?remove"?|100% (?:free|guaranteed|satisfaction)|risk[- ]free|no obligation|order (?:now|today)|buy now|lowest (?:price|rates)|(?:viagra|cialis|levitra|(?:online|internet|canadian|mexican|discount) pharmacy|prescription drugs|no prescription (?:needed|required)|without (?:a )?prescription|vicodin|xanax)|weight loss|lose weight|mortgage rates?|refinanc|debt consolidation|credit repair|make money|extra (?:cash|income)|financial freedom|income opportunity|multi-?level marketing|\bmlm\b|online casino|casino bonus|online (?:degree|diploma)|hot singles|meet (?:local )?singles|stock (?:alert|pick)|penny stock|guaranteed (?:returns|profit|income)|double your (?:money|income)|be your own boss|cash bonus|free (?:gift|trial|iphone|ipad|money)|amazing (?:offer|deal))/,
      /(?:^adv\b|\b(?:bill (?:s\.? )?1618|s\. ?1618|section 301|cannot be considered spam|to be removed,? (?:call|click|send|reply|e-?mail)|(?:remove|removal) (?:link|instructions)|opt[- ]?out (?:below|here|at any time)|one[- ]time (?:mailing|offer)|limited supply|while supplies last|special (?:offer|promotion)|satisfaction guaranteed|money[- ]back guarantee|no credit check|pre-?approved|as seen on|dear friend\b(?!s)))/,
      /\b(?:(?:oferta|promocao|promocion|offerta|angebot|aanbieding) (?:exclusiva|especial|imperdivel|limitada|esclusiva|speciale|exklusiv|exclusief)|condicao especial|(?:ate|hasta|fino al|bis zu|tot) \d{2} ?% (?:de desconto|de descuento|di sconto|rabatt|korting|menores|mas barato)|frete gratis|envio gratis|spedizione gratuita|kostenloser versand|gratis verzending|(?:compre|cote|aproveite|garanta) (?:ja|agora)|compra (?:ya|ahora)|acquista (?:ora|subito)|jetzt (?:kaufen|bestellen|sichern)|(?:nu|direct) (?:kopen|bestellen)|vrijblijvende offerte|ganhe dinheiro|gane dinero|guadagna(?:re)? soldi|geld verdienen|renda extra|ingresos extra|perder peso|emagrecer|abnehmen|afvallen)\b/,
      // Chinese, Korean and Japanese self-declared unsolicited adverts ("sorry if this disturbs you, delete it",
      // "to refuse further mail", the mandatory "(advert)" subject tag). Written as folded (NFKD) text.
      new RegExp(['如有打扰', '如有打擾', '深感抱歉，请将此信删除', '请删除', '請刪除', '不願收到', '不愿收到', '수신거부', '수신을 원치', '(광고)', '[광고]', '未承諾広告'].map((w) => w.normalize('NFKD').replace(/[()[\]]/g, '\\$&')).join('|')),
      /\b(?:ceci n'est pas (?:un )?pourriel|argent facile|revenus? supplementaires?|liberte financiere|perte de poids|perdre du poids|taux hypothecaire|rachat de credit|casino en ligne|rendement garanti|gagnez de l'argent|offre exceptionnelle|cadeau gratuit|essai gratuit|100% gratuit)/,
    ],
    examples: { hit: '100% free trial! order now, risk-free, no obligation', miss: 'our spring catalogue is out; visit the store to see the new garden tools' },
  },
  {
    id: 'click-pressure', topic: 'link', weight: 0.4, reason: undefined,
    any: [
      /\b(?:haga clic aqui|clicca qui|hier klicken)\b/,/\b(?:clique (?:no|neste) (?:botao|link|bot[aã]o abaixo)|acesse (?:agora|ja|o link)|haz clic (?:aqui|en el enlace)|pulse aqui|clicca sul (?:link|pulsante)|klicken sie auf (?:den|die|diesen) (?:link|schaltflache|button)|klik op (?:de|deze) (?:link|knop))\b/,/\b(?:click (?:here|the link|below|on the (?:link|button))|cliquez (?:ici|sur le lien|ci-dessous)|clique aqui|klicken sie hier|klik hier)\b/],
    examples: { hit: 'cliquez ici pour confirmer la livraison de votre colis', miss: 'the minutes of the meeting are on our website under news' },
  },
  {
    id: 'investment', topic: 'payment', weight: 1.2, reason: 'investment',
    any: [
      /\b(?:investment (?:opportunity|platform|plan)|trading (?:platform|bot|account)|guaranteed (?:profit|returns?|income)|(?:daily|weekly|monthly) (?:profit|returns?) of \d|\d+% (?:daily|weekly|monthly|per day|per week) (?:profit|return)|forex|binary options)/,
      /\b(?:daily payments? from \$?\d|promo code worth|account top-?up|earn (?:passive income|daily)|double your (?:bitcoin|crypto))/,
      /\b(?:occasion d'investissement|plateforme (?:de trading|d'investissement)|profits? garantis?|rendements? garantis?|\d+ ?% par (?:jour|semaine|mois)|depot initial de (?:seulement )?\d|(?:nos membres|nos clients|nos investisseurs) ont (?:fait|gagne|obtenu) (?:plus de |pres de )?\d+ ?%|(?:encaissent|gagnent|gagnez|empochent) jusqu'a [\d ,.]+ ?\$? par jour)/,
      // A testimonial of quick gains, the hook of investment-club and crypto lures ("mon placement a presque doublé").
      /\b(?:(?:i'?m|i am|we'?re|we are) (?:already )?up (?:almost |nearly |over |about |more than )?\d+ ?%|(?:i|we) (?:made|earned|gained) \$[\d,]+ (?:this|last|in one|in a|in just one) (?:week|day|month)|you (?:can |could )?(?:just |only )?(?:start|begin)(?: small)? with (?:only |just )?\$\d|i (?:make|earn|get) (?:about |around |almost )?\d+(?:-\d+)? ?% (?:a|per|every) (?:week|day|month)|(?:the )?minimum (?:to (?:start|join|get started)|investment|deposit) is (?:only |just )?\$?\d|(?:je suis|on est|nous sommes) (?:deja )?en hausse de (?:presque |pres de |plus de )?\d+ ?%|le minimum pour (?:commencer|debuter|embarquer) (?:est de |c'est )?\d)\b|\b(?:my (?:investment|money|portfolio|savings) (?:has )?(?:almost |nearly |more than |just )?(?:doubled|tripled)|(?:mon placement|mon argent|mon portefeuille|mes placements) (?:a|ont) (?:presque |pratiquement |plus que )?(?:double|triple)s?)\b/,
      /\b(?:initial deposit of (?:only |just )?\$?\d|(?:our members|our clients|our investors) (?:made|earned|gained|got) (?:over |nearly |almost )?\d+ ?%|(?:make|making|earn|earning|earns) (?:up to )?\$?[\d,.]+ (?:a|per|every) day\b.{0,80}\b(?:crypto|bitcoin|platform|trading|invest))/,
      // Celebrity and TV endorsements of a trading platform ("what the Dragons didn't want you to know").
      /\b(?:dragons'? den|l'oeil du dragon|shark tank)\b.{0,400}\b(?:crypto|bitcoin|plateforme|platform|invest|trading)|\b(?:crypto|bitcoin|plateforme|platform|trading)\b.{0,400}\b(?:dragons'? den|l'oeil du dragon|shark tank)\b/,
    ],
    examples: { hit: 'join our trading platform and earn a guaranteed profit of 5% daily', miss: 'your rrsp contribution deadline is march 1; talk to your advisor about your options' },
  },
];
