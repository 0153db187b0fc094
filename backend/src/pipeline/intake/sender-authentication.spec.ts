import { authservIdOf, isSenderAuthenticated, trustedAuthenticationResults } from './sender-authentication';

describe('sender authentication (only our receiving server counts)', () => {
  const ours = 'mx.scamcheck.ca; spf=pass smtp.mailfrom=rose@example.ca; dkim=pass header.d=example.ca; dmarc=pass header.from=example.ca';
  const forged = 'mx.attacker.example; spf=pass smtp.mailfrom=rose@example.ca; dmarc=pass header.from=example.ca';

  it('reads the authserv-id', () => {
    expect(authservIdOf(ours)).toBe('mx.scamcheck.ca');
    expect(authservIdOf(' MX.Example.org 1; none')).toBe('mx.example.org');
  });

  it('trusts the header with our authserv-id, else the topmost one', () => {
    expect(trustedAuthenticationResults([forged, ours], 'mx.scamcheck.ca')).toBe(ours);
    expect(trustedAuthenticationResults([forged, ours])).toBe(forged);
    expect(trustedAuthenticationResults([forged], 'mx.scamcheck.ca')).toBeUndefined();
  });

  it('passes on aligned DMARC, DKIM or SPF', () => {
    expect(isSenderAuthenticated([ours], 'rose@example.ca', 'mx.scamcheck.ca')).toBe(true);
    expect(isSenderAuthenticated(['mx.scamcheck.ca; dkim=pass header.d=mail.example.ca'], 'rose@example.ca', 'mx.scamcheck.ca')).toBe(true);
    expect(isSenderAuthenticated(['mx.scamcheck.ca; spf=pass smtp.mailfrom=bounce@example.ca'], 'rose@example.ca', 'mx.scamcheck.ca')).toBe(true);
  });

  it('fails on failures, unaligned passes and foreign headers', () => {
    expect(isSenderAuthenticated(['mx.scamcheck.ca; spf=fail smtp.mailfrom=rose@example.ca; dmarc=fail'], 'rose@example.ca', 'mx.scamcheck.ca')).toBe(false);
    expect(isSenderAuthenticated(['mx.scamcheck.ca; spf=pass smtp.mailfrom=x@other.com; dkim=pass header.d=other.com'], 'rose@example.ca', 'mx.scamcheck.ca')).toBe(false);
    expect(isSenderAuthenticated(['mx.scamcheck.ca; dmarc=pass header.from=other.com'], 'rose@example.ca', 'mx.scamcheck.ca')).toBe(false);
    expect(isSenderAuthenticated([forged], 'rose@example.ca', 'mx.scamcheck.ca')).toBe(false);
    expect(isSenderAuthenticated([], 'rose@example.ca')).toBe(false);
  });
});
