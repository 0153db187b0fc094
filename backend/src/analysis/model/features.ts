/**
 * Features of the statistical model. They are deliberately language-neutral (concepts expressed the
 * same way in English, French and other languages) and ignore everything that identifies where a
 * corpus message came from: no headers, no dates, no mailing-list footers, no HTML layout (old
 * spam and new phishing are HTML while the corpus ham is plain-text mailing lists, so layout would be
 * a proxy for the source, not for scams), and no raw vocabulary.
 */
import { brandOwnsDomain, FREEMAIL_DOMAINS } from '../domains/brands';
import type { EmailContext } from '../detectors/email-context';
import type { Finding } from '../detectors/finding';
import type { ConceptHit } from '../detectors/scam-language.detector';
import { LANGUAGE_RULES } from '../detectors/scam-language.rules';
import { countMatches } from '../text/normalize';

/** Multilingual lexicons (folded, no accents): each maps several languages onto one feature. */
const LEXICONS: Record<string, RegExp> = {
  secondPerson: /\b(?:you|your|yours|vous|votre|vos|voce|seu|sua|seus|suas|usted|su|sus|sie|ihr|ihre|ihren|uw|u)\b/g,
  firstPerson: /\b(?:i|i'm|i've|my|we|our|je|j'ai|mon|ma|mes|nous|nos|eu|meu|minha|yo|mi|ich|mein|wir|ik|mijn)\b/g,
  action: /\b(?:click|verify|confirm|update|login|log in|sign in|activate|validate|claim|download|access|unlock|cliquez|verifiez|confirmez|connectez|activez|reclamez|telechargez|clique|acesse|confirme|atualize|verifique|klicken|bestatigen|aktualisieren|klik|bevestig|haga clic|confirme|verifique)\b/g,
  money: /(?:[$€£]\s?\d|\d\s?[$€£]|\b(?:usd|cad|eur|dollars?|euros?|reais|r\$)\b)/g,
  account: /\b(?:account|password|login|security|compte|mot de passe|securite|identifiant|conta|senha|seguranca|cuenta|contrasena|konto|passwort|sicherheit|rekening|wachtwoord)\b/g,
  promo: /\b(?:free|offer|discount|sale|deal|win|winner|bonus|gift|exclusive|limited|gratuit|offre|rabais|promo|cadeau|exclusif|gratis|oferta|desconto|promocao|presente|angebot|rabatt|kostenlos|aanbieding|korting)\b/g,
  urgencyWords: /\b(?:now|today|immediately|urgent|expire|expires|last|final|maintenant|aujourd'hui|immediatement|urgent|dernier|agora|hoje|urgente|ultimo|jetzt|heute|sofort|nu|vandaag)\b/g,
};

export const FEATURE_NAMES: string[] = [
  'bias_guard',
  'text_len_log',
  'links_log',
  'link_domains_log',
  'links_offsite_frac',
  'links_none',
  'exclaim_density',
  'caps_subject',
  'subject_exclaim',
  'money_density',
  'big_amount',
  'digit_ratio',
  ...Object.keys(LEXICONS).map((k) => `lex_${k}`),
  'sender_freemail',
  'sender_missing',
  'sender_brand_claim_mismatch',
  'brand_mentioned',
  ...LANGUAGE_RULES.map((r) => `concept_${r.id}`),
  'concept_count',
  'f_link_mismatch',
  'f_link_ip',
  'f_link_shortener',
  'f_link_risky_tld',
  'f_link_free_hosting',
  'f_link_login',
  'f_link_foreign',
  'f_lookalike',
  'f_brand_impersonation',
  'f_reply_to',
  'f_display_name',
  'f_attachment',
  'f_html_form',
  'f_image_only',
  'f_hidden_text',
];

function density(count: number, length: number): number {
  return Math.min(5, (count * 1000) / Math.max(200, length));
}

export function extractFeatures(ctx: EmailContext, hits: ConceptHit[], findings: Finding[]): number[] {
  const text = ctx.body.slice(0, 20000);
  const len = text.length;
  const web = ctx.links.filter((l) => l.scheme === 'http' || l.scheme === 'https');
  const domains = new Set(web.map((l) => l.registrable));
  const offsite = web.filter((l) => l.registrable !== ctx.fromRegistrable).length;
  const rawSubject = ctx.email.subject ?? '';
  const letters = rawSubject.replace(/[^A-Za-z]/g, '');
  const caps = letters.length >= 6 ? letters.replace(/[^A-Z]/g, '').length / letters.length : 0;
  const digits = (text.match(/\d/g) ?? []).length;
  const has = (prefix: string): number => (findings.some((f) => f.detector.startsWith(prefix)) ? 1 : 0);
  const concepts = new Set(hits.map((h) => h.rule.id));
  const claimMismatch =
    ctx.headerBrands.length > 0 && ctx.fromRegistrable !== '' && !ctx.headerBrands.some((b) => brandOwnsDomain(b, ctx.fromRegistrable)) ? 1 : 0;

  const values: number[] = [
    1,
    Math.log1p(len) / 10,
    Math.log1p(web.length) / 3,
    Math.log1p(domains.size) / 3,
    web.length > 0 ? offsite / web.length : 0,
    web.length === 0 ? 1 : 0,
    density(countMatches(text, /!/g, 500), len),
    caps > 0.6 ? 1 : 0,
    rawSubject.includes('!') ? 1 : 0,
    density(countMatches(text, LEXICONS.money, 500), len),
    /\b\d{1,3}(?:[,. ]\d{3}){2,}\b|\bmillion\b|\bmillions\b/.test(text) ? 1 : 0,
    len > 0 ? Math.min(1, (digits / len) * 5) : 0,
    ...Object.values(LEXICONS).map((re) => density(countMatches(text, re, 2000), len) / 5),
    FREEMAIL_DOMAINS.has(ctx.fromRegistrable) ? 1 : 0,
    ctx.fromAddress === '' ? 1 : 0,
    claimMismatch,
    ctx.headerBrands.length + ctx.bodyBrands.length > 0 ? 1 : 0,
    ...LANGUAGE_RULES.map((r) => (concepts.has(r.id) ? 1 : 0)),
    Math.min(5, concepts.size) / 5,
    has('link-mismatch'),
    has('link-ip'),
    has('link-shortener'),
    has('link-risky-tld'),
    has('link-free-hosting'),
    has('link-login-path'),
    has('link-foreign'),
    has('lookalike-domain') || has('homoglyph-domain') ? 1 : 0,
    has('brand-impersonation'),
    has('reply-to'),
    has('display-name'),
    has('attachment-'),
    has('html-form'),
    has('html-image-only'),
    has('html-hidden-text'),
  ];
  return values;
}
