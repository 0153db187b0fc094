/**
 * Brands and agencies scammers impersonate, with the domains they really send from.
 * `claims` match the folded text (lower-case, no accents); acronyms that are ordinary words in
 * lower case (CRA, ARC, TD, UPS) are matched case-sensitively on the raw text instead via `acronyms`.
 */
export type BrandCategory = 'bank' | 'government' | 'delivery' | 'utility' | 'payment' | 'tech' | 'shop' | 'telecom';

export interface Brand {
  id: string;
  /** How we name it to the user. */
  label: string;
  /** The French name, when it differs. */
  labelFr?: string;
  category: BrandCategory;
  /** Folded-text patterns meaning "this message speaks as this brand". */
  claims: RegExp[];
  /** Case-sensitive patterns on the raw text (acronyms). */
  acronyms?: RegExp[];
  /** Registrable domains the brand legitimately uses. */
  domains: string[];
  /** Distinctive tokens of the brand for lookalike domains (>= 4 letters, or used only as whole labels). */
  tokens: string[];
  /**
   * A way of paying that anyone names ("pay by Interac e-Transfer", "via PayPal"): named in the body
   * only, it is not the message speaking as the brand.
   */
  paymentMethod?: boolean;
}

export const BRANDS: Brand[] = [
  { id: 'rbc', label: 'RBC Royal Bank', labelFr: 'RBC Banque Royale', category: 'bank', claims: [/\brbc\b/, /\broyal bank\b/, /\bbanque royale\b/], domains: ['rbc.com', 'rbcroyalbank.com', 'rbcinsurance.com', 'rbcdirectinvesting.com'], tokens: ['rbc', 'rbcroyalbank', 'royalbank'] },
  { id: 'td', label: 'TD Bank', labelFr: 'la Banque TD', category: 'bank', claims: [/\btd canada trust\b/, /\btd bank\b/, /\beasyweb\b/], acronyms: [/\bTD\b/], domains: ['td.com', 'tdbank.com', 'tdcanadatrust.com', 'tdassurance.com', 'tdinsurance.com'], tokens: ['td', 'tdbank', 'tdcanadatrust', 'easyweb'] },
  { id: 'bmo', label: 'BMO Bank of Montreal', labelFr: 'BMO Banque de Montréal', category: 'bank', claims: [/\bbmo\b/, /\bbank of montreal\b/, /\bbanque de montreal\b/], domains: ['bmo.com', 'bmoinvestorline.com'], tokens: ['bmo', 'bankofmontreal'] },
  { id: 'scotiabank', label: 'Scotiabank', category: 'bank', claims: [/\bscotia ?bank\b/, /\bbanque scotia\b/, /\bscotia\b/], domains: ['scotiabank.com', 'scotiaonline.com', 'scotiaitrade.com'], tokens: ['scotiabank', 'scotia'] },
  { id: 'cibc', label: 'CIBC', category: 'bank', claims: [/\bcibc\b/], domains: ['cibc.com', 'cibc.ca'], tokens: ['cibc'] },
  { id: 'desjardins', label: 'Desjardins', category: 'bank', claims: [/\bdesjardins\b/, /\baccesd\b/], domains: ['desjardins.com', 'desjardins.ca', 'disnat.com'], tokens: ['desjardins', 'accesd'] },
  { id: 'national-bank', label: 'National Bank', labelFr: 'la Banque Nationale', category: 'bank', claims: [/\bnational bank of canada\b/, /\bbanque nationale\b/], domains: ['nbc.ca', 'bnc.ca'], tokens: ['banquenationale', 'nationalbank'] },
  { id: 'tangerine', label: 'Tangerine', category: 'bank', claims: [/\btangerine bank\b/, /\bbanque tangerine\b/, /\btangerine\b(?=.{0,40}\b(?:account|compte|bank|banque)\b)/], domains: ['tangerine.ca'], tokens: ['tangerine'] },
  { id: 'simplii', label: 'Simplii Financial', category: 'bank', claims: [/\bsimplii\b/], domains: ['simplii.com', 'simplii.ca'], tokens: ['simplii'] },
  { id: 'cra', label: 'the Canada Revenue Agency (CRA)', labelFr: 'l’Agence du revenu du Canada (ARC)', category: 'government', claims: [/\bcanada revenue agency\b/, /\bagence du revenu du canada\b/, /\brevenue canada\b/], acronyms: [/\bCRA\b/, /\bARC\b/], domains: ['canada.ca', 'gc.ca', 'cra-arc.gc.ca'], tokens: ['cra', 'arc', 'craarc', 'canadarevenue', 'revenuecanada'] },
  { id: 'service-canada', label: 'Service Canada', category: 'government', claims: [/\bservice canada\b/, /\bgovernment of canada\b/, /\bgouvernement du canada\b/], domains: ['canada.ca', 'gc.ca'], tokens: ['servicecanada', 'gouvcanada', 'govcanada'] },
  { id: 'canada-post', label: 'Canada Post', labelFr: 'Postes Canada', category: 'delivery', claims: [/\bcanada post\b/, /\bpostes canada\b/], domains: ['canadapost.ca', 'postescanada.ca', 'canadapost-postescanada.ca'], tokens: ['canadapost', 'postescanada', 'postcanada'] },
  { id: 'interac', label: 'Interac e-Transfer', labelFr: 'Virement Interac', category: 'payment', claims: [/\binterac\b/, /\be-?transfer\b/, /\bvirement interac\b/], domains: ['interac.ca'], tokens: ['interac', 'etransfer'], paymentMethod: true },
  { id: 'hydro-quebec', label: 'Hydro-Québec', category: 'utility', claims: [/\bhydro-? ?quebec\b/], domains: ['hydroquebec.com', 'hydro.qc.ca'], tokens: ['hydroquebec'] },
  { id: 'hydro-one', label: 'Hydro One', category: 'utility', claims: [/\bhydro one\b/], domains: ['hydroone.com'], tokens: ['hydroone'] },
  { id: 'bc-hydro', label: 'BC Hydro', category: 'utility', claims: [/\bbc hydro\b/], domains: ['bchydro.com'], tokens: ['bchydro'] },
  { id: 'paypal', label: 'PayPal', category: 'payment', claims: [/\bpaypal\b/], domains: ['paypal.com', 'paypal.ca', 'paypal.fr', 'paypal.de', 'paypal-communication.com', 'paypalobjects.com', 'paypal.me'], tokens: ['paypal'], paymentMethod: true },
  { id: 'apple', label: 'Apple', category: 'tech', claims: [/\bapple id\b/, /\bidentifiant apple\b/, /\bicloud\b/, /\bitunes\b/, /\bapple support\b/, /\bapp store\b/, /\bapple pay\b/], domains: ['apple.com', 'icloud.com', 'me.com', 'mac.com', 'itunes.com'], tokens: ['apple', 'icloud', 'itunes', 'appleid'] },
  { id: 'microsoft', label: 'Microsoft', category: 'tech', claims: [/\bmicrosoft\b/, /\boffice ?365\b/, /\bmicrosoft 365\b/, /\bonedrive\b/, /\bsharepoint\b/, /\boutlook\b(?=.{0,30}\b(?:account|compte|team|mailbox)\b)/], domains: ['microsoft.com', 'office.com', 'office365.com', 'outlook.com', 'live.com', 'hotmail.com', 'msn.com', 'sharepoint.com', 'microsoftonline.com', 'windows.com', 'microsoftstore.com', 'skype.com', 'xbox.com', 'bing.com'], tokens: ['microsoft', 'office365', 'onedrive', 'sharepoint', 'hotmail'] },
  { id: 'amazon', label: 'Amazon', category: 'shop', claims: [/\bamazon\b/, /\bprime video\b/], domains: ['amazon.com', 'amazon.ca', 'amazon.fr', 'amazon.de', 'amazon.co.uk', 'amazon.es', 'amazon.it', 'amazon.com.br', 'amazonses.com', 'amazonaws.com', 'primevideo.com', 'a2z.com'], tokens: ['amazon'] },
  { id: 'netflix', label: 'Netflix', category: 'shop', claims: [/\bnetflix\b/], domains: ['netflix.com', 'netflix.net', 'nflxext.com', 'nflximg.net'], tokens: ['netflix'] },
  { id: 'google', label: 'Google', category: 'tech', claims: [/\bgoogle account\b/, /\bcompte google\b/, /\bgmail\b/, /\bgoogle security\b/, /\bgoogle drive\b/], domains: ['google.com', 'gmail.com', 'googlemail.com', 'youtube.com', 'google.ca', 'googleusercontent.com', 'gstatic.com', 'googlegroups.com'], tokens: ['google', 'gmail'] },
  { id: 'meta', label: 'Facebook / Meta', category: 'tech', claims: [/\bfacebook\b/, /\binstagram\b/, /\bmeta business\b/, /\bwhatsapp\b/], domains: ['facebook.com', 'facebookmail.com', 'meta.com', 'instagram.com', 'fb.com', 'whatsapp.com', 'metamail.com'], tokens: ['facebook', 'instagram', 'whatsapp'] },
  { id: 'dhl', label: 'DHL', category: 'delivery', claims: [/\bdhl\b/], domains: ['dhl.com', 'dhl.ca', 'dhl.de', 'dhl.fr', 'dpdhl.com', 'dhl-news.com'], tokens: ['dhl'] },
  { id: 'fedex', label: 'FedEx', category: 'delivery', claims: [/\bfedex\b/], domains: ['fedex.com'], tokens: ['fedex'] },
  { id: 'ups', label: 'UPS', category: 'delivery', claims: [/\bups (?:delivery|package|parcel|shipment|store)\b/, /\bunited parcel service\b/], domains: ['ups.com'], tokens: ['ups'] },
  { id: 'purolator', label: 'Purolator', category: 'delivery', claims: [/\bpurolator\b/], domains: ['purolator.com'], tokens: ['purolator'] },
  { id: 'usps', label: 'USPS', category: 'delivery', claims: [/\busps\b/, /\bunited states postal\b/], domains: ['usps.com', 'usps.gov'], tokens: ['usps'] },
  { id: 'docusign', label: 'DocuSign', category: 'tech', claims: [/\bdocusign\b/], domains: ['docusign.com', 'docusign.net'], tokens: ['docusign'] },
  { id: 'dropbox', label: 'Dropbox', category: 'tech', claims: [/\bdropbox\b/], domains: ['dropbox.com', 'dropboxmail.com'], tokens: ['dropbox'] },
  { id: 'adobe', label: 'Adobe', category: 'tech', claims: [/\badobe (?:sign|document cloud|acrobat|pdf)\b/], domains: ['adobe.com', 'adobesign.com', 'echosign.com'], tokens: ['adobe'] },
  { id: 'linkedin', label: 'LinkedIn', category: 'tech', claims: [/\blinkedin\b/], domains: ['linkedin.com', 'lnkd.in'], tokens: ['linkedin'] },
  { id: 'bell', label: 'Bell', category: 'telecom', claims: [/\bbell canada\b/, /\bbell mobility\b/], domains: ['bell.ca', 'bell.net', 'sympatico.ca'], tokens: ['bellcanada'] },
  { id: 'rogers', label: 'Rogers', category: 'telecom', claims: [/\brogers (?:wireless|communications|bill|account)\b/], domains: ['rogers.com'], tokens: ['rogers'] },
  { id: 'telus', label: 'TELUS', category: 'telecom', claims: [/\btelus\b/], domains: ['telus.com', 'telus.net'], tokens: ['telus'] },
  { id: 'videotron', label: 'Vidéotron', category: 'telecom', claims: [/\bvideotron\b/], domains: ['videotron.com', 'videotron.ca'], tokens: ['videotron'] },
  { id: 'fido', label: 'Fido', category: 'telecom', claims: [/\bfido (?:mobile|solutions|account|bill|customer|compte|facture)\b/], domains: ['fido.ca'], tokens: ['fidomobile'] },
  { id: 'koodo', label: 'Koodo', category: 'telecom', claims: [/\bkoodo\b/], domains: ['koodomobile.com', 'koodo.com'], tokens: ['koodo', 'koodomobile'] },
  { id: 'virgin-plus', label: 'Virgin Plus', category: 'telecom', claims: [/\bvirgin (?:plus|mobile canada)\b/], domains: ['virginplus.ca', 'virginmobile.ca'], tokens: ['virginplus'] },
  { id: 'freedom-mobile', label: 'Freedom Mobile', category: 'telecom', claims: [/\bfreedom mobile\b/], domains: ['freedommobile.ca'], tokens: ['freedommobile'] },
  { id: 'sasktel', label: 'SaskTel', category: 'telecom', claims: [/\bsasktel\b/], domains: ['sasktel.com', 'sasktel.net'], tokens: ['sasktel'] },
  { id: 'revenu-quebec', label: 'Revenu Québec', category: 'government', claims: [/\brevenu quebec\b/], domains: ['revenuquebec.ca'], tokens: ['revenuquebec'] },
  { id: 'saaq', label: 'the SAAQ', labelFr: 'la SAAQ', category: 'government', claims: [/\bsaaq(?:clic)?\b/, /\bsociete de l'assurance automobile du quebec\b/], domains: ['saaq.gouv.qc.ca', 'saaq.qc.ca'], tokens: ['saaq', 'saaqclic'] },
  { id: 'ramq', label: 'the RAMQ', labelFr: 'la RAMQ', category: 'government', claims: [/\bramq\b/, /\bregie de l'assurance maladie du quebec\b/], domains: ['ramq.gouv.qc.ca'], tokens: ['ramq'] },
  { id: 'service-ontario', label: 'ServiceOntario', category: 'government', claims: [/\bservice ?ontario\b/], domains: ['ontario.ca'], tokens: ['serviceontario'] },
  { id: '407-etr', label: 'the 407 ETR', labelFr: 'l’autoroute 407 ETR', category: 'government', claims: [/\b407 ?etr\b/, /\bhighway 407\b/, /\bautoroute 407\b/], domains: ['407etr.com'], tokens: ['407etr'] },
  { id: 'icbc', label: 'ICBC', category: 'government', claims: [/\binsurance corporation of british columbia\b/], acronyms: [/\bICBC\b/], domains: ['icbc.com'], tokens: ['icbc'] },
  { id: 'enbridge', label: 'Enbridge Gas', category: 'utility', claims: [/\benbridge\b/], domains: ['enbridge.com', 'enbridgegas.com'], tokens: ['enbridge', 'enbridgegas'] },
  { id: 'toronto-hydro', label: 'Toronto Hydro', category: 'utility', claims: [/\btoronto hydro\b/], domains: ['torontohydro.com'], tokens: ['torontohydro'] },
  { id: 'hydro-ottawa', label: 'Hydro Ottawa', category: 'utility', claims: [/\bhydro ottawa\b/], domains: ['hydroottawa.com'], tokens: ['hydroottawa'] },
  { id: 'alectra', label: 'Alectra Utilities', category: 'utility', claims: [/\balectra\b/], domains: ['alectrautilities.com', 'alectra.com'], tokens: ['alectra'] },
  { id: 'fortisbc', label: 'FortisBC', category: 'utility', claims: [/\bfortis ?bc\b/], domains: ['fortisbc.com'], tokens: ['fortisbc'] },
  { id: 'manitoba-hydro', label: 'Manitoba Hydro', category: 'utility', claims: [/\bmanitoba hydro\b/], domains: ['hydro.mb.ca'], tokens: ['manitobahydro'] },
  { id: 'saskpower', label: 'SaskPower', category: 'utility', claims: [/\bsaskpower\b/], domains: ['saskpower.com'], tokens: ['saskpower'] },
  { id: 'nb-power', label: 'NB Power', labelFr: 'Énergie NB', category: 'utility', claims: [/\bnb power\b/, /\benergie nb\b/], domains: ['nbpower.com'], tokens: ['nbpower'] },
  { id: 'ns-power', label: 'Nova Scotia Power', category: 'utility', claims: [/\bnova scotia power\b/], domains: ['nspower.ca'], tokens: ['nspower'] },
  { id: 'epcor', label: 'EPCOR', category: 'utility', claims: [/\bepcor\b/], domains: ['epcor.com'], tokens: ['epcor'] },
  { id: 'enmax', label: 'ENMAX', category: 'utility', claims: [/\benmax\b/], domains: ['enmax.com'], tokens: ['enmax'] },
  { id: 'wealthsimple', label: 'Wealthsimple', category: 'bank', claims: [/\bwealthsimple\b/], domains: ['wealthsimple.com'], tokens: ['wealthsimple'] },
  { id: 'eq-bank', label: 'EQ Bank', category: 'bank', claims: [/\beq bank\b/], domains: ['eqbank.ca'], tokens: ['eqbank'] },
  { id: 'pc-financial', label: 'PC Financial', labelFr: 'Services financiers le Choix du Président', category: 'bank', claims: [/\bpc financial\b/, /\bpc optimum\b/], domains: ['pcfinancial.ca', 'pcoptimum.ca', 'pc.ca', 'loblaw.ca'], tokens: ['pcfinancial', 'pcoptimum'] },
  { id: 'koho', label: 'KOHO', category: 'bank', claims: [/\bkoho (?:account|card|app|financial|compte|carte)\b/], domains: ['koho.ca'], tokens: ['kohofinancial'] },
  { id: 'atb', label: 'ATB Financial', category: 'bank', claims: [/\batb financial\b/], domains: ['atb.com'], tokens: ['atbfinancial'] },
  { id: 'laurentian', label: 'Laurentian Bank', labelFr: 'la Banque Laurentienne', category: 'bank', claims: [/\blaurentian bank\b/, /\bbanque laurentienne\b/], domains: ['laurentianbank.ca', 'banquelaurentienne.ca'], tokens: ['laurentianbank', 'banquelaurentienne'] },
  { id: 'canadian-tire', label: 'Canadian Tire', category: 'shop', claims: [/\bcanadian tire\b/, /\btriangle rewards\b/], domains: ['canadiantire.ca', 'canadiantire.com', 'triangle.com', 'ctfs.com'], tokens: ['canadiantire'] },
  { id: 'tim-hortons', label: 'Tim Hortons', category: 'shop', claims: [/\btim hortons\b/, /\btims rewards\b/], domains: ['timhortons.ca', 'timhortons.com'], tokens: ['timhortons'] },
  { id: 'air-canada', label: 'Air Canada', category: 'shop', claims: [/\bair canada\b/, /\baeroplan\b/], domains: ['aircanada.com', 'aircanada.ca', 'aeroplan.com'], tokens: ['aircanada', 'aeroplan'] },
  { id: 'westjet', label: 'WestJet', category: 'shop', claims: [/\bwestjet\b/], domains: ['westjet.com'], tokens: ['westjet'] },
  { id: 'shoppers', label: 'Shoppers Drug Mart', labelFr: 'Pharmaprix', category: 'shop', claims: [/\bshoppers drug mart\b/, /\bpharmaprix\b/], domains: ['shoppersdrugmart.ca', 'pharmaprix.ca'], tokens: ['shoppersdrugmart', 'pharmaprix'] },
  { id: 'uber', label: 'Uber', category: 'shop', claims: [/\buber ?eats\b/, /\buber (?:account|trip|receipt|compte|course)\b/], domains: ['uber.com', 'ubereats.com'], tokens: ['ubereats'] },
  { id: 'costco', label: 'Costco', category: 'shop', claims: [/\bcostco\b/], domains: ['costco.com', 'costco.ca'], tokens: ['costco'] },
  { id: 'walmart', label: 'Walmart', category: 'shop', claims: [/\bwalmart\b/], domains: ['walmart.com', 'walmart.ca'], tokens: ['walmart'] },
  { id: 'coinbase', label: 'Coinbase', category: 'payment', claims: [/\bcoinbase\b/], domains: ['coinbase.com'], tokens: ['coinbase'] },
  { id: 'binance', label: 'Binance', category: 'payment', claims: [/\bbinance\b/], domains: ['binance.com'], tokens: ['binance'] },
  { id: 'metamask', label: 'MetaMask', category: 'payment', claims: [/\bmetamask\b/], domains: ['metamask.io', 'consensys.net'], tokens: ['metamask'] },
  { id: 'ledger', label: 'Ledger', category: 'payment', claims: [/\bledger (?:live|nano|wallet|support|security|device|recovery)\b/], acronyms: [/^Ledger\b/, /\bLEDGER\b/], domains: ['ledger.com'], tokens: ['ledger'] },
  { id: 'trust-wallet', label: 'Trust Wallet', category: 'payment', claims: [/\btrust ?wa(?:ll|ii|1l|l1|il|li)et\b/], domains: ['trustwallet.com'], tokens: ['trustwallet'] },
  { id: 'ripple', label: 'Ripple (XRP)', category: 'payment', claims: [/\bripple (?:team|labs|news|foundation)\b/, /\bxrp (?:token|community|allocation|distribution|airdrop|giveaway)\b/], acronyms: [/^Ripple\b/], domains: ['ripple.com', 'xrpl.org'], tokens: ['ripple'] },
  { id: 'opensea', label: 'OpenSea', category: 'payment', claims: [/\bopensea\b/], domains: ['opensea.io'], tokens: ['opensea'] },
  { id: 'gls', label: 'GLS', category: 'delivery', claims: [/\bgls (?:track|parcel|paket|paquete|pakket|colis|canada|spain|italy)/], acronyms: [/\bGLS\b/], domains: ['gls-group.eu', 'gls-group.com', 'gls-canada.com', 'gls-spain.es', 'gls-pakete.de', 'gls-italy.com', 'gls-france.com', 'gls-info.nl'], tokens: ['glsgroup'] },
  { id: 'shein', label: 'Shein', category: 'shop', claims: [/\bshein\b/], domains: ['shein.com', 'shein.ca', 'sheingroup.com'], tokens: ['shein'] },
  { id: 'wells-fargo', label: 'Wells Fargo', category: 'bank', claims: [/\bwells fargo\b/], domains: ['wellsfargo.com', 'wf.com'], tokens: ['wellsfargo'] },
  { id: 'chase', label: 'Chase', category: 'bank', claims: [/\bchase bank\b/, /\bjpmorgan chase\b/], domains: ['chase.com', 'jpmorgan.com', 'jpmchase.com'], tokens: ['chase'] },
  { id: 'bank-of-america', label: 'Bank of America', category: 'bank', claims: [/\bbank of america\b/], domains: ['bankofamerica.com', 'bofa.com'], tokens: ['bankofamerica'] },
  { id: 'hsbc', label: 'HSBC', category: 'bank', claims: [/\bhsbc\b/], domains: ['hsbc.com', 'hsbc.ca', 'hsbc.co.uk'], tokens: ['hsbc'] },
  { id: 'santander', label: 'Santander', category: 'bank', claims: [/\bsantander\b/], domains: ['santander.com', 'santander.co.uk', 'santander.com.br'], tokens: ['santander'] },
  { id: 'itau', label: 'Itaú', category: 'bank', claims: [/\bitau(?:card)?\b/], domains: ['itau.com.br', 'itau.com'], tokens: ['itau'] },
  { id: 'bradesco', label: 'Bradesco', category: 'bank', claims: [/\bbradesco\b/], domains: ['bradesco.com.br', 'bradesco.com'], tokens: ['bradesco'] },
  { id: 'caixa', label: 'Caixa', category: 'bank', claims: [/\bcaixa economica\b/, /\bcaixa tem\b/], domains: ['caixa.gov.br'], tokens: ['caixa'] },
  { id: 'banco-do-brasil', label: 'Banco do Brasil', category: 'bank', claims: [/\bbanco do brasil\b/, /\bourocard\b/, /\bbb informa\b/], domains: ['bb.com.br'], tokens: ['bancodobrasil', 'ourocard'] },
  { id: 'receita-federal', label: 'Receita Federal', category: 'government', claims: [/\breceita federal\b/, /\bministerio da fazenda\b/, /\bdetran\b/], domains: ['gov.br'], tokens: ['receitafederal'] },
  { id: 'nubank', label: 'Nubank', category: 'bank', claims: [/\bnubank\b/], domains: ['nubank.com.br', 'nu.com.br'], tokens: ['nubank'] },
  { id: 'mercado-livre', label: 'Mercado Livre', category: 'shop', claims: [/\bmercado ?(?:livre|libre|pago)\b/], domains: ['mercadolivre.com.br', 'mercadolibre.com', 'mercadopago.com', 'mercadolivre.com'], tokens: ['mercadolivre', 'mercadolibre', 'mercadopago'] },
  { id: 'ing', label: 'ING', category: 'bank', claims: [/\bing bank\b/, /\bing-?bank\b/], domains: ['ing.com', 'ing.nl', 'ing.de', 'ing.be'], tokens: ['ingbank'] },
  { id: 'sparkasse', label: 'Sparkasse', category: 'bank', claims: [/\bsparkasse\b/], domains: ['sparkasse.de', 's-finanzgruppe.de'], tokens: ['sparkasse'] },
  { id: 'postnl', label: 'PostNL', category: 'delivery', claims: [/\bpostnl\b/], domains: ['postnl.nl', 'postnl.com'], tokens: ['postnl'] },
  { id: 'correios', label: 'Correios', category: 'delivery', claims: [/\bcorreios\b/], domains: ['correios.com.br'], tokens: ['correios'] },
  { id: 'spotify', label: 'Spotify', category: 'shop', claims: [/\bspotify\b/], domains: ['spotify.com'], tokens: ['spotify'] },
  { id: 'disney', label: 'Disney+', category: 'shop', claims: [/\bdisney ?\+|\bdisney plus\b/], domains: ['disneyplus.com', 'disney.com'], tokens: ['disneyplus'] },
  { id: 'norton', label: 'Norton', category: 'tech', claims: [/\bnorton\b/, /\bnortonlifelock\b/], domains: ['norton.com', 'nortonlifelock.com', 'gen.com'], tokens: ['norton'] },
  { id: 'mcafee', label: 'McAfee', category: 'tech', claims: [/\bmcafee\b/], domains: ['mcafee.com'], tokens: ['mcafee'] },
  { id: 'geek-squad', label: 'Geek Squad', category: 'tech', claims: [/\bgeek ?squad\b/], domains: ['geeksquad.com', 'bestbuy.com', 'bestbuy.ca'], tokens: ['geeksquad'] },
  { id: 'ebay', label: 'eBay', category: 'shop', claims: [/\bebay\b/], domains: ['ebay.com', 'ebay.ca', 'ebay.de', 'ebay.co.uk'], tokens: ['ebay'] },
];

/** Providers anyone can get an address at: a "bank" writing from one of these is not the bank. */
export const FREEMAIL_DOMAINS = new Set([
  'gmail.com', 'googlemail.com', 'yahoo.com', 'yahoo.ca', 'yahoo.fr', 'ymail.com', 'hotmail.com', 'hotmail.fr',
  'outlook.com', 'outlook.fr', 'live.com', 'live.ca', 'msn.com', 'aol.com', 'icloud.com', 'me.com', 'mail.com',
  'gmx.com', 'gmx.de', 'gmx.net', 'protonmail.com', 'proton.me', 'zoho.com', 'yandex.ru', 'yandex.com',
  'mail.ru', 'qq.com', '163.com', 'web.de', 'videotron.ca', 'sympatico.ca', 'shaw.ca', 'rogers.com', 'bell.net',
  'telus.net', 'cogeco.ca', 'laposte.net', 'orange.fr', 'free.fr', 'sfr.fr', 'tutanota.com', 'inbox.com',
]);

/** Whether a registrable domain belongs to the brand (its own domain or a subdomain of it). */
/** Reason parameters naming a brand in both languages. */
export function brandParams(brand: Brand): Record<string, string> {
  return { brand: brand.label, brandFr: brand.labelFr ?? brand.label };
}

export function brandOwnsDomain(brand: Brand, registrable: string): boolean {
  return brand.domains.some((d) => registrable === d || registrable.endsWith(`.${d}`));
}
