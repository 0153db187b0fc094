import { makeEmail } from '../../../test/fixtures/analysis/make-email';
import { brandDetector, matchLookalike } from './brand.detector';
import { buildContext } from './email-context';

describe('brand detector', () => {
  it('does not read "pay your dues by Interac e-Transfer" as speaking for Interac', () => {
    const ctx = buildContext(makeEmail({ from: { name: 'Marie', address: 'marie.club@videotron.ca' }, text: 'Dues are $20, pay by Interac e-Transfer. Sign up here.', links: [{ href: 'https://www.fadoq.ca/inscription' }] }));
    expect(brandDetector(ctx)).toEqual([]);
  });

  it('flags an agency\'s or a bank\'s staff writing in the first person from a personal mailbox, not a relative who works there', () => {
    const found = (text: string) => brandDetector(buildContext(makeEmail({ from: { name: 'Nadia Saïdi', address: 'n.saidi.dossiers@gmail.com' }, text }))).map((f) => f.detector);
    expect(found('Je suis agente de traitement à Immigration, Réfugiés et Citoyenneté Canada. Des frais sont dus.')).toContain('brand-staff-freemail');
    expect(found('I am an officer with the Canada Revenue Agency and your file is overdue.')).toContain('brand-staff-freemail');
    expect(found('Big news: I start at the Canada Revenue Agency in January! Dinner Sunday?')).not.toContain('brand-staff-freemail');
  });

  it('keeps a brand that speaks in the body and links elsewhere', () => {
    const ctx = buildContext(makeEmail({ from: { name: 'Support', address: 'help@mail.example.net' }, text: 'Your Netflix membership is on hold.', links: [{ href: 'https://renew-member.example.org/' }] }));
    expect(brandDetector(ctx).map((f) => f.detector)).toContain('brand-links');
  });

  it('does not take a customer’s own Microsoft 365 space for Microsoft, nor a SAAQ address for a lookalike', () => {
    expect(matchLookalike('saaq.gouv.qc.ca')).toBeNull();
    const ctx = buildContext(makeEmail({ from: { name: 'Microsoft 365', address: 'no-reply@bcr7k2mq.onmicrosoft.com' } }));
    expect(brandDetector(ctx).map((f) => f.detector)).toContain('brand-impersonation');
  });

  it('spots lookalike, homoglyph and same-name-other-TLD domains', () => {
    expect(matchLookalike('rbc-secure-alerts.com')?.brand.id).toBe('rbc');
    expect(matchLookalike('paypa1.com')?.kind).toBe('homoglyph');
    expect(matchLookalike('canadapost-redelivery.info')?.brand.id).toBe('canada-post');
    expect(matchLookalike('paypal.xyz')?.brand.id).toBe('paypal');
    expect(matchLookalike('login.paypal.com.account-check.top')?.kind).toBe('subdomain');
    expect(matchLookalike('xn--pypal-4ve.com')?.brand.id).toBe('paypal');
    expect(matchLookalike('instagrarn-video.com')?.kind).toBe('homoglyph');
  });

  it('leaves the brands’ own domains and ordinary domains alone', () => {
    for (const host of ['rbc.com', 'mail.rbc.com', 'canadapost-postescanada.ca', 'cra-arc.gc.ca', 'paypal.ca', 'example.org', 'applebees.com', 'tdameritrade.com', 'modern-video.com', 'burn-rate.com']) {
      expect(matchLookalike(host)).toBeNull();
    }
  });

  it('flags a brand claimed in the display name but sent from a personal mailbox', () => {
    const ctx = buildContext(makeEmail({ from: { name: 'Canada Revenue Agency', address: 'refunds.cra@gmail.com' }, subject: 'Refund' }));
    const f = brandDetector(ctx).find((x) => x.detector === 'brand-impersonation');
    expect(f?.reason).toBe('brandFromFreemail');
    expect(f?.weight).toBeGreaterThanOrEqual(2);
  });

  it('does not flag the brand writing from its own domain', () => {
    const ctx = buildContext(makeEmail({ from: { name: 'RBC Royal Bank', address: 'alerts@mail.rbc.com' }, subject: 'Your statement' }));
    // Only a weightless note that the sender is the brand itself.
    expect(brandDetector(ctx).map((f) => [f.detector, f.weight])).toEqual([['sender-is-brand', 0]]);
  });

  it('knows the large cities that send tax and fine notices, from their own domains only', () => {
    const fake = buildContext(makeEmail({ from: { name: 'Ville de Montréal - Constats', address: 'avis@montreal-constats.example.info' }, subject: 'Constat impayé' }));
    expect(brandDetector(fake).map((f) => f.detector)).toContain('brand-impersonation');
    const real = buildContext(makeEmail({ from: { name: 'Ville de Montréal', address: 'infolettre@montreal.ca' }, subject: 'Collecte des feuilles' }));
    expect(brandDetector(real).map((f) => f.detector)).toEqual(['sender-is-brand']);
    // A business named after its city is not the city: a city's name is no look-alike token.
    expect(matchLookalike('ottawa-pizza.ca')).toBeNull();
  });

  it('reports punycode hosts', () => {
    const ctx = buildContext(makeEmail({ links: [{ href: 'https://xn--80ak6aa92e.com/login', text: 'Sign in' }] }));
    expect(brandDetector(ctx).some((f) => f.detector === 'punycode')).toBe(true);
  });

  it('notes a brand’s own address whose links all lead elsewhere', () => {
    const away = (links: { href: string }[]): string[] =>
      brandDetector(buildContext(makeEmail({ from: { name: 'Bradesco', address: 'notifica@bradesco.com.br' }, subject: 'Bradesco Prime', links }))).map((f) => f.detector);
    expect(away([{ href: 'https://prime-cadastro.example.net/form' }])).toContain('brand-address-links-away');
    // A link home, or links through a mailing service's click tracker, are what the brand's own mail does.
    expect(away([{ href: 'https://prime-cadastro.example.net/form' }, { href: 'https://banco.bradesco/' }, { href: 'https://www.bradesco.com.br/privacidade' }])).not.toContain('brand-address-links-away');
    expect(away([{ href: 'https://u123.ct.sendgrid.net/ls/click?upn=abc' }])).not.toContain('brand-address-links-away');
  });

  it('does not take a personal mailbox at a brand’s mail service for the brand', () => {
    const chatter = buildContext(makeEmail({ from: { name: 'Mr. FoRK', address: 'fork_list@hotmail.com' }, subject: 'Microsoft buys XDegrees', links: [{ href: 'http://www.openp2p.com/pub/a/p2p/xdegrees.html' }] }));
    expect(brandDetector(chatter)).toEqual([]);
    const support = buildContext(makeEmail({ from: { name: 'Microsoft Support', address: 'ms.support.desk@outlook.com' }, subject: 'Your licence' }));
    expect(brandDetector(support).find((f) => f.detector === 'brand-impersonation')?.reason).toBe('brandFromFreemail');
  });

  it('knows the crypto wallets and the parcel carriers scammers sign as', () => {
    const claims = (name: string, subject: string): string[] => buildContext(makeEmail({ from: { name, address: 'x@staroflife.example.de' }, subject })).headerBrands.map((b) => b.id);
    expect(claims('LEDGER', 'Mandatory activation of two-factor authentication')).toContain('ledger');
    expect(claims('Trust WaIIet', 'Your account KYC is unverified')).toContain('trust-wallet');
    expect(claims('GLS | Seguimiento del paquete', 'Entrega en curso')).toContain('gls');
    expect(claims('#Walmart_Rewards_', '_Exclusive_Rewards_For_You_')).toContain('walmart');
    // "ledger" is also an ordinary word.
    expect(claims('Accounting', 'Closing the general ledger for October')).not.toContain('ledger');
  });
});
