import { makeEmail } from '../../../test/fixtures/analysis/make-email';
import { brandDetector, matchLookalike } from './brand.detector';
import { buildContext } from './email-context';

describe('brand detector', () => {
  it('spots lookalike, homoglyph and same-name-other-TLD domains', () => {
    expect(matchLookalike('rbc-secure-alerts.com')?.brand.id).toBe('rbc');
    expect(matchLookalike('paypa1.com')?.kind).toBe('homoglyph');
    expect(matchLookalike('canadapost-redelivery.info')?.brand.id).toBe('canada-post');
    expect(matchLookalike('paypal.xyz')?.brand.id).toBe('paypal');
    expect(matchLookalike('login.paypal.com.account-check.top')?.kind).toBe('subdomain');
    expect(matchLookalike('xn--pypal-4ve.com')?.brand.id).toBe('paypal');
  });

  it('leaves the brands’ own domains and ordinary domains alone', () => {
    for (const host of ['rbc.com', 'mail.rbc.com', 'canadapost-postescanada.ca', 'cra-arc.gc.ca', 'paypal.ca', 'example.org', 'applebees.com', 'tdameritrade.com']) {
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

  it('reports punycode hosts', () => {
    const ctx = buildContext(makeEmail({ links: [{ href: 'https://xn--80ak6aa92e.com/login', text: 'Sign in' }] }));
    expect(brandDetector(ctx).some((f) => f.detector === 'punycode')).toBe(true);
  });
});
