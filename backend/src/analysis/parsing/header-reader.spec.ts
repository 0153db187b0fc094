import { authProp, authservIdOf, parseAuthenticationResults, readHeaderLine, stripForwardPrefix, unfoldHeaderValue } from './header-reader';

describe('header reader', () => {
  it('unfolds a header field and keeps its name', () => {
    expect(unfoldHeaderValue('Subject: Your\r\n  parcel\r\n\tis here ')).toBe('Your parcel is here');
    expect(readHeaderLine('Authentication-Results: mx.ours;\r\n spf=pass')).toEqual({ key: 'authentication-results', name: 'Authentication-Results', value: 'mx.ours; spf=pass' });
    expect(unfoldHeaderValue('no colon')).toBe('');
  });

  it.each([
    ['Fwd: TR: Votre colis', 'Votre colis'],
    ['[Fwd: prize]', 'prize'],
    ['FW: Fw: Invoice', 'Invoice'],
    ['Réf: Avis', 'Avis'],
    ['WG: Rechnung', 'Rechnung'],
    ['RV: Factura', 'Factura'],
    ['Re: Fwd: Lunch', 'Lunch'],
    ['Trans : Facture', 'Facture'],
    ['Fwd: Fwd: Fwd: Fwd: Fwd: Fwd: Fwd: x', 'x'],
    ['Re: Lunch', 'Re: Lunch'],
    ['Tree planting', 'Tree planting'],
  ])('strips the forward prefix of %j', (subject, expected) => {
    expect(stripForwardPrefix(subject)).toBe(expected);
  });

  it('reads Authentication-Results: authserv-id, methods, results and properties, comments dropped', () => {
    const ar = parseAuthenticationResults(
      'mx.Google.com; dkim=pass (test mode; ok) header.i=@example.ca header.s=s1; spf=softfail (domain of x) smtp.mailfrom=bounce@example.ca; dmarc=fail (p=NONE) header.from=example.ca;compauth=pass reason=100',
    );
    expect(ar.authservId).toBe('mx.google.com');
    expect(ar.results.map((r) => `${r.method}=${r.result}`)).toEqual(['dkim=pass', 'spf=softfail', 'dmarc=fail', 'compauth=pass']);
    expect(authProp(ar.results[0], 'header.i')).toBe('@example.ca');
    expect(authProp(ar.results[1], 'smtp.mailfrom')).toBe('bounce@example.ca');
    expect(authProp(ar.results[2], 'header.from')).toBe('example.ca');
    expect(authservIdOf(' MX.Example.org 1; none')).toBe('mx.example.org');
    expect(parseAuthenticationResults('mx.ours; none').results).toEqual([]);
  });
});
