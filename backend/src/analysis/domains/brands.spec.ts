import { BRANDS, brandOwnsDomain } from './brands';
import { registrableDomain } from './domain-utils';

const brand = (id: string) => BRANDS.find((b) => b.id === id)!;

describe('brand knowledge (data/brands.json)', () => {
  it.each([
    ['amazon', 'media-amazon.com', true], // Amazon's image host
    ['amazon', 'amazon.co.jp', true],
    ['amazon', 'amazon-security.com', false],
    ['red-cross', 'croixrouge.ca', true],
    ['ircc', 'cic.gc.ca', true],
    ['ircc', 'ircc-canada-portal.com', false],
    ['retraite-quebec', 'retraitequebec.gouv.qc.ca', true],
    ['retraite-quebec', 'retraitequebec-ajustement.ca', false],
    ['statistics-canada', 'statcan.gc.ca', true],
    ['statistics-canada', 'statcan-recensement.com', false],
    ['red-cross', 'crc-wildfire-appeal.org', false], // an appeal "from the Red Cross" on a domain of its own
    ['dhl', 'dhl.it', true], // a DHL country site
    ['dhl', 'dhl.co.uk', true],
    ['dhl', 'dhl.top', false], // a name under a generic TLD anyone can buy is not a country site
    ['dhl', 'dhl-express.xyz', false],
    ['paypal', 'paypal.com.br', true],
    ['loto-quebec', 'loto-quebec.com', true], // a lottery's own notice of a prize to claim
    ['loto-quebec', 'loto-quebec-gagnants.com', false],
    ['canadian-anti-fraud-centre', 'antifraudcentre-centreantifraude.ca', true],
    ['canadian-anti-fraud-centre', 'antifraudcentre-remboursement.ca', false],
    ['olg', 'olg.ca', true],
  ])('%s owns %s: %s', (id, domain, owns) => {
    expect(brandOwnsDomain(brand(id), domain)).toBe(owns);
  });

  it.each([
    ['rogers', 'Melissa | Rogers Loyalty', true], // a product or team name speaks for the brand
    ['rogers', 'Your Rogers Ignite bill is ready', true],
    ['rogers', 'Kenny Rogers live at the casino', false], // a surname alone does not
  ])('%s claimed in “%s”: %s', (id, text, claimed) => {
    expect(brand(id).claims.some((re) => re.test(text.toLowerCase()))).toBe(claimed);
  });

  it('compiles every claim pattern and knows which brands enforce DMARC', () => {
    expect(BRANDS.length).toBeGreaterThan(90);
    expect(BRANDS.every((b) => b.claims.every((r) => r instanceof RegExp))).toBe(true);
    expect(brand('paypal').dmarcEnforced).toBe(true);
  });
});

describe('registrableDomain (Public Suffix List)', () => {
  it.each([
    ['mail.rbc.com', 'rbc.com'],
    ['cra-arc.gc.ca', 'cra-arc.gc.ca'],
    ['www.saaq.gouv.qc.ca', 'saaq.gouv.qc.ca'],
    ['phish.github.io', 'phish.github.io'],
    ['x.y.example.co.uk', 'example.co.uk'],
    ['tenant.onmicrosoft.com', 'tenant.onmicrosoft.com'],
    ['m.media-amazon.com', 'media-amazon.com'],
    ['192.168.1.1', '192.168.1.1'],
  ])('%s → %s', (host, expected) => {
    expect(registrableDomain(host)).toBe(expected);
  });
});
