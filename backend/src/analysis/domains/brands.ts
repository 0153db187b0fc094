/**
 * Brands and agencies scammers impersonate, with the domains they really send from.
 * `claims` match the folded text (lower-case, no accents); acronyms that are ordinary words in
 * lower case (CRA, ARC, TD, UPS) are matched case-sensitively on the raw text instead via `acronyms`.
 */
import brandData from '../data/brands.json';
import freemail from '../data/freemail.json';
import { foldText } from '../text/normalize';

export type BrandCategory = 'bank' | 'government' | 'delivery' | 'utility' | 'payment' | 'tech' | 'shop' | 'telecom' | 'charity';

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
  /** Its own name under any country code or country zone (dhl.it, amazon.co.jp, paypal.com.br). */
  countryLabels?: string[];
  /**
   * Its exact domain cannot be spoofed into an inbox (DMARC p=reject or quarantine): a forward whose
   * authentication is gone still counts as proven when its From is on the brand's own domain and
   * every link stays on the brand's domains.
   */
  dmarcEnforced?: boolean;
}

interface BrandData extends Omit<Brand, 'claims' | 'acronyms' | 'category'> {
  category: string;
  claims: string[];
  acronyms?: string[];
}

/** The brands of `data/brands.json`, their patterns compiled once. */
export const BRANDS: Brand[] = (brandData.brands as BrandData[]).map(({ acronyms, claims, category, ...rest }) => ({
  ...rest,
  category: category as BrandCategory,
  claims: claims.map((source) => new RegExp(source)),
  ...(acronyms ? { acronyms: acronyms.map((source) => new RegExp(source)) } : {}),
}));

/** Providers anyone can get an address at: a "bank" writing from one of these is not the bank. */
export const FREEMAIL_DOMAINS = new Set<string>(freemail.domains);

/** Reason parameters naming a brand in both languages. */
export function brandParams(brand: Brand): Record<string, string> {
  return { brand: brand.label, brandFr: brand.labelFr ?? brand.label };
}

/**
 * The brand a name (folded text) is: its label, French label or id, without an article ("bell",
 * "postes canada", "td", "saaq"). How a brand signs a text message ("Bell : …").
 */
export function brandByName(folded: string): Brand | undefined {
  return BRAND_BY_NAME.get(folded.trim());
}
const BRAND_BY_NAME = new Map<string, Brand>(
  BRANDS.flatMap((b) => [b.label, b.labelFr ?? '', b.id.replace(/-/g, ' ')].filter(Boolean).map((name) => [foldText(name).replace(/^(?:the|la|le|l')\s*/, ''), b] as const)),
);

/** A country zone: a two-letter code, alone or under a generic second level (co.uk, com.br). */
const COUNTRY_ZONE = /^(?:(?:com|co|net|org)\.)?[a-z]{2}$/;

/** Whether a registrable domain belongs to the brand (its own domain or a subdomain of it, or its name under a country code). */
export function brandOwnsDomain(brand: Brand, registrable: string): boolean {
  if (brand.domains.some((d) => registrable === d || registrable.endsWith(`.${d}`))) return true;
  if (!brand.countryLabels) return false;
  const dot = registrable.indexOf('.');
  return dot > 0 && brand.countryLabels.includes(registrable.slice(0, dot)) && COUNTRY_ZONE.test(registrable.slice(dot + 1));
}
