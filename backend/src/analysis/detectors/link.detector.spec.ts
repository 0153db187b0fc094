import { makeEmail } from '../../../test/fixtures/analysis/make-email';
import { buildContext } from './email-context';
import { linkDetector, showsBrandSiteElsewhere } from './link.detector';

const detectors = (links: { href: string; text?: string }[], from = 'news@shop.example.ca'): string[] =>
  linkDetector(buildContext(makeEmail({ from: { name: '', address: from }, links }))).map((f) => f.detector);

describe('link detector', () => {
  it('flags a link whose text shows another address than its target', () => {
    expect(detectors([{ href: 'http://evil.example.net/x', text: 'https://www.rbcroyalbank.com' }])).toContain('link-mismatch');
  });

  it('notes a link that shows another organisation\'s site and leads to the sender\'s own domain', () => {
    const found = detectors([{ href: 'https://donate-today.example.org/give', text: 'www.centraide-example.ca' }], 'appeal@donate-today.example.org');
    expect(found).toContain('link-shown-elsewhere');
    expect(found).not.toContain('link-mismatch');
    expect(detectors([{ href: 'https://school.us5.list-manage.com/track/click?u=1', text: 'www.cbe.ab.ca' }], 'news@cbe.ab.ca')).not.toContain('link-shown-elsewhere');
  });

  it.each([
    ['shows the Red Cross\'s site, leads elsewhere', 'https://aide-sinistres.example.org/don', 'www.croixrouge.ca/inondations', 'dons@secours.example.net', true],
    ['shows a bank\'s site, leads to an IP', 'http://198.51.100.9/login', 'https://www.rbcroyalbank.com', 'alerts@notice.example.com', true],
    ['shows an unknown site, leads elsewhere', 'https://other.example.org/x', 'www.club-example.ca', 'news@club.example.ca', false],
    ['through a mailing service\'s click tracker', 'https://school.us5.list-manage.com/track/click?u=1', 'www.croixrouge.ca', 'news@school.example.ca', false],
    ['through the sender\'s own redirector', 'https://go.centraide.example.ca/r/1', 'www.croixrouge.ca', 'info@centraide.example.ca', false],
    ['to the brand\'s own site', 'https://www.redcross.ca/donate', 'www.croixrouge.ca', 'info@centraide.example.ca', false],
  ])('a link that shows a brand\'s own site and leads elsewhere: %s', (_name, href, text, from, expected) => {
    expect(showsBrandSiteElsewhere(buildContext(makeEmail({ from: { name: '', address: from }, links: [{ href, text }] })))).toBe(expected);
  });

  it('reads a link through a well-known redirect page as where it leads', () => {
    const viaGoogle = `https://www.google.com/url?q=${encodeURIComponent('http://198.51.100.7/microsoft/login')}`;
    expect(detectors([{ href: viaGoogle, text: 'Review sign-in' }], 'alerts@shop.example.ca')).toContain('link-ip');
    const ctx = buildContext(makeEmail({ links: [{ href: viaGoogle, text: '' }] }));
    expect(ctx.links[0]).toMatchObject({ host: '198.51.100.7', registrable: '198.51.100.7' });
    // An Outlook safe link shown as its own text is no mismatch.
    const safeLink = `https://nam10.safelinks.protection.outlook.com/?url=${encodeURIComponent('https://files.example.org/manual.pdf')}&data=05`;
    expect(detectors([{ href: safeLink, text: safeLink }], 'ann@uni.example.edu')).not.toContain('link-mismatch');
  });

  it("does not call the sender's own name under another suffix a mismatch, only the sender's", () => {
    expect(detectors([{ href: 'https://www.ikea.com/ca/fr/rappel', text: 'www.ikea.ca/rappel' }], 'rappels@ikea.ca')).not.toContain('link-mismatch');
    expect(detectors([{ href: 'https://www.ikea.com/ca/fr/rappel', text: 'www.ikea.ca/rappel' }], 'avis@rappels-produits.example.net')).toContain('link-mismatch');
  });

  it('does not call a link between two sites of one brand a mismatch', () => {
    expect(detectors([{ href: 'https://www.canadiantire.ca/en/triangle.html', text: 'triangle.com' }], 'offers@e.canadiantire.ca')).not.toContain('link-mismatch');
  });

  it('counts a mailing service’s click tracker as the way home, not as a link elsewhere', () => {
    expect(detectors([{ href: 'https://school.us5.list-manage.com/track/click?u=1', text: 'Read on Facebook' }], 'news@cbe.ab.ca')).toEqual([]);
  });

  it('reads a shared document from a personal mailbox as a mild hint, from anyone else as free hosting', () => {
    expect(detectors([{ href: 'https://docs.google.com/forms/d/e/1FAIpQL/viewform' }], 'club.president@gmail.com')).toEqual(['link-shared-document']);
    expect(detectors([{ href: 'https://docs.google.com/forms/d/e/1FAIpQL/viewform' }], 'security@rbc-alerts.example.com')).toContain('link-free-hosting');
  });

  it('flags a link that downloads a program, web or FTP, and names the file as the link writes it', () => {
    const found = linkDetector(buildContext(makeEmail({ links: [{ href: 'https://example.com/news' }, { href: 'http://www.sms-example.com/dl/SMS%20Tool.EXE?v=7' }] })));
    expect(found.find((f) => f.detector === 'link-program')).toMatchObject({ weight: 2, params: { name: 'SMS Tool.EXE' }, topic: 'download' });
    expect(detectors([{ href: 'ftp://203.0.113.9/a/m/liveshows.scr' }])).toContain('link-program');
    expect(detectors([{ href: 'https://cdn.example.net/files/FamilyPhotos.apk' }])).toContain('link-program');
  });

  it('does not take a page, a script, a redirect through a .com name or a project’s release archive for a program', () => {
    const found = detectors([
      { href: 'https://www.example.com/download.exe.html' },
      { href: 'https://cdn.ampproject.org/v0.js' },
      { href: 'http://rd.example.com/news/*http://Listen4ever.com' },
      { href: 'https://files.ettus.example.com/binaries/e3xx_sdimg_default-v4.1.0.2.zip' },
      { href: 'https://www.example.com/setup?file=setup.exe' },
      { href: 'mailto:setup.exe@example.com' },
    ]);
    expect(found).not.toContain('link-program');
  });

  it('flags a consent page of a real sign-in service that hands the account to an app on another site', () => {
    const grant = (redirect: string): string =>
      `https://login.microsoftonline.com/common/oauth2/v2.0/authorize?client_id=5f2c9a71&response_type=code&redirect_uri=${encodeURIComponent(redirect)}&scope=Mail.Send`;
    expect(detectors([{ href: grant('https://sheetview-docs.azurewebsites.net/auth/callback'), text: 'Open' }], 'marie@curling.example.ca')).toContain('link-app-consent');
    // The service signing you in to its own site, and an ordinary link with a client id, are not.
    expect(detectors([{ href: grant('https://login.microsoftonline.com/common/oauth2/nativeclient'), text: 'Sign in' }])).not.toContain('link-app-consent');
    expect(detectors([{ href: 'https://shop.example.ca/track?client_id=42&order=9', text: 'Track' }])).not.toContain('link-app-consent');
  });

  it('flags public IP hosts but not private network addresses', () => {
    expect(detectors([{ href: 'http://203.0.113.9/login' }])).toContain('link-ip');
    expect(detectors([{ href: 'http://192.168.1.1/admin' }])).not.toContain('link-ip');
  });

  it('flags shorteners, risky TLDs, free hosting and login pages on unrelated sites', () => {
    const found = detectors([
      { href: 'https://bit.ly/3abc' },
      { href: 'https://secure-update.top/account' },
      { href: 'https://my-bank-login.web.app/' },
      { href: 'https://random-site.example.com/signin/verify.php' },
    ]);
    expect(found).toEqual(expect.arrayContaining(['link-shortener', 'link-risky-tld', 'link-free-hosting', 'link-login-path']));
  });

  it("does not take a brand's shortener that only opens its own service (a Maps pin, a Photos album) for a shortener", () => {
    expect(detectors([{ href: 'https://maps.app.goo.gl/r8TcK2vWqPn5HxZ97' }])).not.toContain('link-shortener');
    expect(detectors([{ href: 'https://goo.gl/abc123' }])).toContain('link-shortener');
  });

  it('flags a page planted in a WordPress site’s program folders, not an old homepage or script', () => {
    expect(detectors([{ href: 'https://bakery.example.com/wp-content/plugins/x/secure/index.php' }])).toContain('link-compromised-site');
    expect(detectors([{ href: 'http://www.example.edu/~smith/notes.html' }])).not.toContain('link-compromised-site');
    expect(detectors([{ href: 'http://www.example.org/cgi-bin/search.pl/' }])).not.toContain('link-compromised-site');
  });

  it('flags many distinct domains and javascript: links', () => {
    const many = Array.from({ length: 9 }, (_, i) => ({ href: `https://site${i}.example${i}.com/` }));
    expect(detectors(many)).toContain('link-many-domains');
    expect(detectors([{ href: 'javascript:alert(1)' }])).toContain('link-script');
  });

  it('only notes consistency for links to the sender’s own site', () => {
    expect(detectors([{ href: 'https://shop.example.ca/sale', text: 'Shop now' }, { href: 'https://www.shop.example.ca/unsubscribe' }])).toEqual(['links-consistent']);
  });

  it('lets no personal mailbox vouch for links to its provider’s own sites', () => {
    expect(detectors([{ href: 'https://drive.google.com/file/d/119Mu/view' }], 'ana.stark9648@gmail.com')).toEqual([]);
  });

  it('lets links to the sender’s own site vouch only when that site is who the message speaks for', () => {
    const speaking = (name: string, address: string, href: string): string[] =>
      linkDetector(buildContext(makeEmail({ from: { name, address }, links: [{ href, text: 'Sign in' }] }))).map((f) => f.detector);
    // A throw-away domain in the name of a bank, linking only to itself, is consistent but not the bank.
    expect(speaking('RBC Royal Bank', 'alerts@secure-client-review.example.com', 'https://secure-client-review.example.com/login')).not.toContain('links-consistent');
    expect(speaking('RBC Royal Bank', 'alerts@rbc.com', 'https://www.rbcroyalbank.com/online')).toContain('links-consistent');
    expect(speaking('Les Pinsons hockey club', 'info@pinsons-hockey.example.ca', 'https://pinsons-hockey.example.ca/dues')).toContain('links-consistent');
  });

  it.each([
    ['Purolator : votre envoi sera livré aujourd’hui. Suivi : purolator.com', 'https://www.purolator.com/fr/suivi', ['links-brand-site']],
    ['Purolator: your parcel is held. Pay the fee here', 'https://purolator-redelivery.example.top/pay', ['link-risky-tld']],
    ['Your parcel is out for delivery today', 'https://www.purolator.com/track', []],
    // A text signed with the brand's sender tag ("Bell : …", "Rogers FREE MSG: …") speaks for the brand.
    ['Bell : Nous avons bien reçu votre paiement de 112,55 $. Merci! Factures : bell.ca/monbell', 'https://bell.ca/monbell', ['links-brand-site']],
    ['Rogers FREE MSG: You have used 90% of your data. Details: rogers.com/myrogers', 'https://rogers.com/myrogers', ['links-brand-site']],
    ['Note: the payment went through, see bell.ca/monbell', 'https://bell.ca/monbell', []],
  ])('in copied words (a text, a note), vouches for links only when all go to the brand they speak for: %s', (text, href, expected) => {
    const ctx = buildContext(makeEmail({ from: { name: 'Family', address: 'family.member@example.org' }, text, links: [{ href }] }));
    expect(linkDetector(ctx, true).map((f) => f.detector)).toEqual(expected);
  });

  it('counts a link to another site of the sender’s own brand as a link home', () => {
    const found = detectors([{ href: 'https://www.paypal.com/ca/smarthelp/home' }], 'service@paypal.ca');
    expect(found).not.toContain('link-foreign');
    expect(found).toContain('links-consistent');
  });
});
