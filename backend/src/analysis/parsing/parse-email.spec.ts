import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ForwardStyle, ParsedMessage } from '../analysis.types';
import { buildForward, EmailTooLargeError, MalformedEmailError, parseEmail } from './index';

const FIXTURES = join(__dirname, '../../../test/fixtures/forwards');

function fixture(name: string): Buffer {
  return readFileSync(join(FIXTURES, name));
}

/** A multipart/alternative message with the given plain-text and HTML parts. */
function alternative(from: string, text: string, html: string): Buffer {
  return Buffer.from(
    `From: ${from}\r\nTo: you@example.com\r\nSubject: Note\r\nMIME-Version: 1.0\r\nContent-Type: multipart/alternative; boundary="b"\r\n\r\n` +
      `--b\r\nContent-Type: text/plain\r\n\r\n${text}\r\n--b\r\nContent-Type: text/html\r\n\r\n${html}\r\n--b--\r\n`,
  );
}

interface Expected {
  file: string;
  style: ForwardStyle;
  from: { name: string; address: string };
  subject: string;
  links: string[];
  /** Words of the family member's note that must not leak into the original. */
  note: string;
  wrapperLanguage: 'en' | 'fr';
  language: 'en' | 'fr';
  replyTo?: string;
  bodyStart: string;
}

const CASES: Expected[] = [
  {
    file: 'gmail-en.eml', style: 'gmail', from: { name: 'PayPal Service', address: 'service@paypa1-secure.com' },
    subject: 'Your account access has been limited', links: ['https://paypa1-secure.com/signin/confirm?case=PP-0043-1177'],
    note: 'Mum x', wrapperLanguage: 'en', language: 'en', bodyStart: 'Dear Customer,',
  },
  {
    file: 'gmail-fr.eml', style: 'gmail', from: { name: 'Colissimo', address: 'suivi@colissimo-livraison-fr.com' },
    subject: 'Votre colis est en attente de livraison', links: ['https://colissimo-livraison-fr.com/suivi/paiement?colis=6A21948837012'],
    note: 'Jacqueline', wrapperLanguage: 'fr', language: 'fr', bodyStart: 'Bonjour,',
  },
  {
    file: 'gmail-mobile-en.eml', style: 'gmail', from: { name: 'USPS', address: 'no-reply@usps-redelivery-center.info' },
    subject: 'Delivery attempt failed - action required', links: ['https://usps-redelivery-center.info/track/US9514901185421'],
    note: 'text-like email', wrapperLanguage: 'en', language: 'en', bodyStart: 'USPS: Your package',
  },
  {
    file: 'gmail-html-only-en.eml', style: 'gmail', from: { name: 'Apple Support', address: 'noreply@appleid-verify-account.com' },
    subject: 'Your Apple ID has been locked', links: ['https://appleid-verify-account.com/unlock?token=a8f3e2'],
    note: 'Dad', wrapperLanguage: 'en', language: 'en', bodyStart: 'Dear Customer,',
  },
  {
    file: 'outlook-desktop-en.eml', style: 'outlook', from: { name: 'Microsoft 365 Admin', address: 'admin@m365-account-security.com' },
    subject: 'Password expiry notice for linda.park@outlook.com', links: ['https://m365-account-security.com/owa/keep-password?user=linda.park'],
    note: 'genuine', wrapperLanguage: 'en', language: 'en', bodyStart: 'Your password for',
  },
  {
    file: 'outlook-desktop-fr.eml', style: 'outlook', from: { name: 'DGFiP - Impots.gouv', address: 'remboursement@impots-gouv-remboursement.fr' },
    subject: 'Avis de remboursement - Montant : 248,36 EUR', links: ['https://impots-gouv-remboursement.fr/particulier/formulaire?ref=FR-2025-88412'],
    note: 'Monique', wrapperLanguage: 'fr', language: 'fr', bodyStart: 'Madame, Monsieur,',
  },
  {
    file: 'outlook-web-en.eml', style: 'outlook', from: { name: 'Netflix', address: 'billing@netflix-account-update.net' },
    subject: 'Your payment was declined', links: ['https://netflix-account-update.net/billing/update?uid=55120'],
    note: 'I do have Netflix', wrapperLanguage: 'en', language: 'en', bodyStart: 'Hi David,',
  },
  {
    file: 'outlook-web-html-only-fr.eml', style: 'outlook', from: { name: 'La Poste', address: 'notification@laposte-suivi-colis.com' },
    subject: 'Votre colis ne peut pas être livré', links: ['https://laposte-suivi-colis.com/reprogrammer?ref=LP99887766FR'],
    note: 'que dois-je faire', wrapperLanguage: 'fr', language: 'fr', bodyStart: 'Bonjour,',
  },
  {
    file: 'apple-en.eml', style: 'apple', from: { name: 'Amazon.com', address: 'order-update@amazon-orders-support.com' },
    subject: 'Your order #114-3941689-8772232 has been dispatched', links: ['http://amazon-orders-support.com/cancel?o=114-3941689-8772232'],
    note: 'Sent from my iPad', wrapperLanguage: 'en', language: 'en', replyTo: 'refunds.amazon.desk@gmail.com', bodyStart: 'Hello Susan,',
  },
  {
    file: 'apple-fr.eml', style: 'apple', from: { name: 'Assurance Maladie', address: 'ne-pas-repondre@ameli-carte-vitale.info' },
    subject: 'Renouvellement de votre carte Vitale', links: ['https://ameli-carte-vitale.info/assure/commande?id=1850775123456'],
    note: 'Mamie', wrapperLanguage: 'fr', language: 'fr', bodyStart: 'Madame, Monsieur,',
  },
  {
    file: 'yahoo-en.eml', style: 'yahoo', from: { name: 'Mrs. Grace Williams', address: 'grace.williams.foundation@yahoo.com' },
    subject: 'CHARITY DONATION OF $2,500,000.00 USD', links: [],
    note: 'bank details.', wrapperLanguage: 'en', language: 'en', bodyStart: 'Dear Beloved,',
  },
  {
    file: 'yahoo-fr.eml', style: 'yahoo', from: { name: 'Crédit Agricole', address: 'securite@ca-alerte-client.com' },
    subject: 'Alerte sécurité : activité inhabituelle sur votre compte', links: ['https://ca-alerte-client.com/particulier/reactivation'],
    note: 'vraiment eux', wrapperLanguage: 'fr', language: 'fr', bodyStart: 'Cher(e) client(e),',
  },
  {
    file: 'thunderbird-en.eml', style: 'thunderbird', from: { name: 'DHL Express', address: 'customs@dhl-express-clearance.com' },
    subject: 'Your shipment is held at customs', links: ['https://dhl-express-clearance.com/pay?awb=7788124055'],
    note: 'Real or not', wrapperLanguage: 'en', language: 'en', replyTo: 'payments@dhl-clearance-desk.com', bodyStart: 'Dear customer,',
  },
  {
    file: 'thunderbird-fr.eml', style: 'thunderbird', from: { name: 'SNCF Connect', address: 'noreply@sncf-connect.com' },
    subject: 'Confirmation de votre réservation - Paris > Lyon', links: ['https://www.sncf-connect.com/app/trips'],
    note: 'bien vrai', wrapperLanguage: 'fr', language: 'fr', bodyStart: 'Bonjour Annie,',
  },
  {
    file: 'attached-rfc822-en.eml', style: 'attached', from: { name: 'Barclays Business', address: 'accounts@barclays.co.uk' },
    subject: 'Overdue invoice INV-20931 - final notice', links: ['https://secure-invoice-payments.co/pay/INV-20931'],
    note: 'The original is attached', wrapperLanguage: 'en', language: 'en', replyTo: 'accounts.dept@secure-invoice-payments.co', bodyStart: 'Dear Client,',
  },
  {
    file: 'attached-rfc822-fr.eml', style: 'attached', from: { name: 'Service Client Free', address: 'client@free-mobile-facture.net' },
    subject: "Votre facture n'a pas pu être réglée", links: ['https://free-mobile-facture.net/espace-abonne/regularisation'],
    note: 'jamais eu Free', wrapperLanguage: 'fr', language: 'fr', bodyStart: 'Bonjour,',
  },
];

describe('parseEmail on forwarded fixtures', () => {
  const parsed = new Map<string, ParsedMessage>();
  beforeAll(async () => {
    for (const c of CASES) parsed.set(c.file, await parseEmail(fixture(c.file)));
  });

  it.each(CASES)('$file: separates the original and names the client style', (c) => {
    const p = parsed.get(c.file)!;
    expect(p.forwardStyle).toBe(c.style);
    expect(p.originalSeparated).toBe(true);
    expect(p.original.from).toEqual(c.from);
    expect(p.original.subject).toBe(c.subject);
  });

  it.each(CASES)("$file: keeps the original's links and body, not the note", (c) => {
    const p = parsed.get(c.file)!;
    const hrefs = p.original.links.map((l) => l.href);
    for (const href of c.links) expect(hrefs).toContain(href);
    expect(hrefs.some((h) => h.startsWith('mailto:'))).toBe(false);
    expect(p.original.text.startsWith(c.bodyStart)).toBe(true);
    expect(p.original.text).not.toContain(c.note);
    expect(p.original.html ?? '').not.toContain(c.note);
  });

  it.each(CASES)('$file: guesses both languages', (c) => {
    const p = parsed.get(c.file)!;
    expect(p.wrapper.language).toBe(c.wrapperLanguage);
    expect(p.language).toBe(c.language);
  });

  it.each(CASES.filter((c) => c.replyTo))('$file: reads the Reply-To shown in the forward', (c) => {
    expect(parsed.get(c.file)!.original.replyTo.map((r) => r.address)).toEqual([c.replyTo]);
  });

  it('keeps the visible text of HTML links (text that differs from the real destination)', () => {
    const p = parsed.get('gmail-html-only-en.eml')!;
    expect(p.original.links).toEqual([{ href: 'https://appleid-verify-account.com/unlock?token=a8f3e2', text: 'https://appleid.apple.com/unlock' }]);
  });

  it('describes the wrapper: forwarder, subject, ids and every Authentication-Results topmost first', () => {
    const p = parsed.get('gmail-en.eml')!;
    expect(p.wrapper.from).toEqual({ name: 'Margaret Hill', address: 'margaret.hill@gmail.com' });
    expect(p.wrapper.subject).toBe('Fwd: Your account access has been limited');
    expect(p.wrapper.messageId).toBe('<CAGx8T2pZq+1R0fwd@mail.gmail.com>');
    expect(p.wrapper.references).toEqual(['<CAF=kq7Lm1x@mail.gmail.com>']);
    expect(p.wrapper.date).toBe('2025-11-03T14:11:52.000Z');
    expect(p.wrapper.authenticationResults).toHaveLength(2);
    expect(p.wrapper.authenticationResults[0]).toMatch(/^mx\.scamcheck\.test;/);
    expect(p.wrapper.authenticationResults[1]).toMatch(/^mx\.google\.com;/);
    // the original of an inline forward carries no authentication headers of its own
    expect(p.original.authHeaders).toEqual([]);
  });

  it('an attached original keeps its own headers, authentication results and attachments', () => {
    const p = parsed.get('attached-rfc822-en.eml')!;
    expect(p.original.authHeaders.map((h) => h.name)).toEqual(['Authentication-Results', 'Received-SPF']);
    expect(p.original.authHeaders[0].value).toContain('dmarc=fail');
    expect(p.original.returnPath).toBe('bounce-77@secure-invoice-payments.co');
    expect(p.original.headers['message-id']).toBe('<20251115075519.4411@secure-invoice-payments.co>');
    expect(p.original.attachments).toEqual([
      expect.objectContaining({ filename: 'Invoice_INV-20931.zip', contentType: 'application/zip', innerFilenames: ['Invoice_INV-20931.pdf.exe', 'readme.txt'] }),
    ]);
    expect(p.wrapper.from.address).toBe('richard.hughes@btinternet.com');
  });

  it('records the date shown in an inline header block', () => {
    expect(parsed.get('thunderbird-en.eml')!.original.headers.date).toBe('Thu, 13 Nov 2025 09:12:40 +0000');
    expect(parsed.get('outlook-desktop-fr.eml')!.original.headers.date).toBe('vendredi 7 novembre 2025 10:02');
  });
});

describe('parseEmail on messages that are not separable forwards', () => {
  it('passes a bare original through as itself', async () => {
    const p = await parseEmail(fixture('bare-original-en.eml'));
    expect(p.forwardStyle).toBe('none');
    expect(p.originalSeparated).toBe(true);
    expect(p.original.from).toEqual({ name: 'NatWest', address: 'notifications@natwest.com' });
    expect(p.original.authHeaders.map((h) => h.name)).toEqual(['Authentication-Results', 'DKIM-Signature']);
    expect(p.original.headers['list-unsubscribe']).toBe('<https://www.natwest.com/preferences>');
    expect(p.original.returnPath).toBe('bounce@notifications.natwest.com');
    expect(p.original.links).toEqual([{ href: 'https://www.natwest.com' }]);
  });

  it.each([
    ['Spray-X, <info@amazon.de>', { name: 'Spray-X', address: 'info@amazon.de' }],
    ['LuckyWins,(<reply@telekom.com>)', { name: 'LuckyWins', address: '' }],
  ])('marks a forged From line "%s", bare and forwarded inline', async (fromLine, shown) => {
    const raw = Buffer.from(`From: ${fromLine}\r\nTo: you@example.com\r\nSubject: Bonus\r\nMIME-Version: 1.0\r\nContent-Type: text/plain\r\n\r\nClaim your bonus today.\r\n`);
    const bare = await parseEmail(raw, { detectForwards: false });
    expect(bare.original.from).toEqual(shown);
    expect(bare.original.irregularFrom).toBe(true);
    for (const style of ['gmail', 'outlook'] as const) {
      const fwd = await parseEmail(await buildForward(raw, { style, from: 'family@example.net', to: 'check@scamcheck.example' }));
      expect(fwd.original.irregularFrom).toBe(true);
      expect(fwd.original.forwardedInline).toBe(true);
    }
  });

  it('marks a From line without an address in a bare original (a forward may print names only)', async () => {
    const raw = Buffer.from('From: "Facebook" <>\r\nTo: you@example.com\r\nSubject: Login\r\nMIME-Version: 1.0\r\nContent-Type: text/plain\r\n\r\nSomeone tried to log in.\r\n');
    expect((await parseEmail(raw, { detectForwards: false })).original.irregularFrom).toBe(true);
  });

  it('reads an HTML page sent without an HTML content type as HTML: visible words and link texts, no tags', async () => {
    const raw = Buffer.from(
      'From: Support <help@example-support.biz>\r\nTo: you@example.com\r\nSubject: Notice\r\n\r\n' +
        '<HTML><BODY><p>Your <b>account</b> is on hold.</p><a href="http://198.51.100.7/login">www.mybank.ca</a></BODY></HTML>\r\n',
    );
    const p = await parseEmail(raw, { detectForwards: false });
    expect(p.original.text).toContain('Your account is on hold.');
    expect(p.original.text).not.toContain('<');
    expect(p.original.links).toEqual([{ href: 'http://198.51.100.7/login', text: 'www.mybank.ca' }]);
    expect(p.language).toBe('en');
  });

  it('reads the HTML part when the plain-text part is only a stub, as the reader sees the HTML', async () => {
    const words = 'Your parcel is waiting at the depot and a customs fee must be paid before we can deliver it to you. '.repeat(4);
    const raw = alternative('Parcel <info@parcel-notice.biz>', 'View this email in your browser.', `<html><body><p>${words}</p><a href="https://parcel-fee.example/pay">Pay now</a></body></html>`);
    const p = await parseEmail(raw, { detectForwards: false });
    expect(p.original.text).toContain('customs fee must be paid');
    expect(p.original.text).not.toContain('View this email in your browser');
  });

  it('reads both parts when an HTML part stands beside a plain one and says something else (multipart/mixed)', async () => {
    const advert = '<html><body><p>Lose 30 pounds in 30 days with our herbal formula. Order today and save!</p><a href="https://herbal-slim.example/order">Order</a></body></html>';
    const footer = 'This message was scanned by the mail server of the sender.';
    const raw = Buffer.from(
      'From: Deals <deals@herbal-slim.example>\r\nTo: you@example.com\r\nSubject: Offer\r\nMIME-Version: 1.0\r\nContent-Type: multipart/mixed; boundary="m"\r\n\r\n' +
        `--m\r\nContent-Type: text/html\r\n\r\n${advert}\r\n--m\r\nContent-Type: text/plain\r\n\r\n${footer}\r\n--m--\r\n`,
    );
    const p = await parseEmail(raw, { detectForwards: false });
    expect(p.original.text).toContain('Lose 30 pounds in 30 days');
    expect(p.original.text).toContain('scanned by the mail server');
    expect(p.original.links.map((l) => l.href)).toEqual(['https://herbal-slim.example/order']);
  });

  it('reads a forwarded original by the same rule: the HTML that says more, both parts that differ', async () => {
    const words = 'Your parcel is waiting at the depot and a customs fee must be paid before we can deliver it to you. '.repeat(4);
    const stub = alternative('Parcel <info@parcel-notice.biz>', 'View this email in your browser.', `<html><body><p>${words}</p><a href="https://parcel-fee.example/pay">Pay now</a></body></html>`);
    const advert = '<html><body><p>Lose 30 pounds in 30 days with our herbal formula. Order today and save!</p></body></html>';
    const mixed = Buffer.from(
      'From: Deals <deals@herbal-slim.example>\r\nTo: you@example.com\r\nSubject: Offer\r\nMIME-Version: 1.0\r\nContent-Type: multipart/mixed; boundary="m"\r\n\r\n' +
        `--m\r\nContent-Type: text/html\r\n\r\n${advert}\r\n--m\r\nContent-Type: text/plain\r\n\r\nThis message was scanned by the mail server of the sender.\r\n--m--\r\n`,
    );
    for (const style of ['gmail', 'outlook'] as const) {
      const parcel = await parseEmail(await buildForward(stub, { style, from: 'family@example.net', to: 'check@scamcheck.example' }));
      expect(parcel.original.text).toContain('customs fee must be paid');
      const offer = await parseEmail(await buildForward(mixed, { style, from: 'family@example.net', to: 'check@scamcheck.example' }));
      expect(offer.original.text).toContain('Lose 30 pounds in 30 days');
      expect(offer.original.text).toContain('scanned by the mail server');
    }
  });

  it('keeps the plain-text part when it says as much as the HTML part', async () => {
    const raw = alternative('Ann <ann@example.org>', 'Supper at our place on Friday at six?', '<div dir="ltr">Supper at our place on <b>Friday</b> at six?</div>');
    const p = await parseEmail(raw, { detectForwards: false });
    expect(p.original.text.trim()).toBe('Supper at our place on Friday at six?');
  });

  it('keeps a plain-text message that merely mentions a tag as plain text', async () => {
    const raw = Buffer.from('From: Ann <ann@example.org>\r\nTo: you@example.com\r\nSubject: Site\r\n\r\nThe <body> tag on our club page is broken, can you look?\r\n');
    const p = await parseEmail(raw, { detectForwards: false });
    expect(p.original.text).toContain('The <body> tag');
    expect(p.original.html).toBeUndefined();
  });

  it('does not mark an ordinary From line, or a quoted name with a comma, as forged', async () => {
    const raw = Buffer.from('From: "Smith, John" <john.smith@example.ca>\r\nTo: you@example.com\r\nSubject: Lunch\r\nMIME-Version: 1.0\r\nContent-Type: text/plain\r\n\r\nLunch on Friday?\r\n');
    expect((await parseEmail(raw, { detectForwards: false })).original.irregularFrom).toBeUndefined();
    const fwd = await parseEmail(await buildForward(raw, { style: 'gmail', from: 'family@example.net', to: 'check@scamcheck.example' }));
    expect(fwd.original.irregularFrom).toBeUndefined();
    expect(fwd.original.from.address).toBe('john.smith@example.ca');
  });

  it('flags a Fwd: whose original cannot be separated and analyses the whole content', async () => {
    const p = await parseEmail(fixture('gmail-unseparated-en.eml'));
    expect(p.forwardStyle).toBe('generic');
    expect(p.originalSeparated).toBe(false);
    expect(p.original.text).toContain('Euro Millions');
    // the sender and authentication on the message are the forwarder's, not the original's
    expect(p.original.from).toEqual({ name: '', address: '' });
    expect(p.original.authHeaders).toEqual([]);
    expect(p.original.subject).toBe('You have won');
    expect(p.wrapper.from.address).toBe('carol.king@gmail.com');
  });

  describe('a forward of a forward (a relative forwarded it to the family member)', () => {
    const twice = (relativeNote: string): Buffer =>
      Buffer.from(
        'From: Rose <rose@family.test>\r\nTo: check@scamcheck.example\r\nSubject: Fwd: Fwd: Urgent\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n' +
          'Is this real?\r\n\r\n---------- Forwarded message ---------\r\nFrom: Paul <paul@family.test>\r\nDate: Mon, 3 Nov 2025\r\nSubject: Fwd: Urgent\r\nTo: Rose <rose@family.test>\r\n\r\n' +
          `${relativeNote}\r\n\r\n---------- Forwarded message ---------\r\nFrom: Boss <boss.office@mail.example>\r\nDate: Mon, 3 Nov 2025\r\nSubject: Urgent\r\nTo: Paul <paul@family.test>\r\n\r\n` +
          'Are you available? I need a discreet favour: buy five gift cards for a client and send me the codes.\r\n',
      );

    it('goes down to the message the relative only passed on', async () => {
      const p = await parseEmail(twice('FYI, look at this one.'));
      expect(p.original.from.address).toBe('boss.office@mail.example');
    });

    it("stops at the relative's own message (a warning that retells the scam)", async () => {
      const warning = 'Mom, I am sending you this because someone pretended to be my boss last week and asked me for gift cards. '.repeat(3) + 'If anyone asks you for money by email, send nothing and call us on the number you already have.';
      const p = await parseEmail(twice(warning));
      expect(p.original.from.address).toBe('paul@family.test');
      expect(p.original.text).toContain('send nothing');
    });
  });

  it('does not unwrap anything when told the message is a bare original', async () => {
    const p = await parseEmail(fixture('gmail-en.eml'), { detectForwards: false });
    expect(p.forwardStyle).toBe('none');
    expect(p.original.from.address).toBe('margaret.hill@gmail.com');
  });

  it('does not mistake a quoted reply ("-----Original Message-----" under RE:) for a forward', async () => {
    const raw = Buffer.from(
      'From: Alan <alan@example.org>\r\nTo: bea@example.org\r\nSubject: RE: lunch\r\nDate: Mon, 3 Nov 2025 10:00:00 +0000\r\n\r\n' +
        'Thursday works.\r\n\r\n-----Original Message-----\r\nFrom: Bea [mailto:bea@example.org]\r\nSent: Monday, November 3, 2025 9:00 AM\r\n' +
        'To: Alan <alan@example.org>\r\nSubject: lunch\r\n\r\nLunch this week?\r\n',
    );
    const p = await parseEmail(raw);
    expect(p.forwardStyle).toBe('none');
    expect(p.original.from.address).toBe('alan@example.org');
  });

  it('accepts an Outlook "-----Original Message-----" block when the subject says FW:', async () => {
    const raw = Buffer.from(
      'From: Alan <alan@example.org>\r\nTo: check@scamcheck.test\r\nSubject: FW: prize\r\n\r\n' +
        'Is this real?\r\n\r\n-----Original Message-----\r\n*From:* Lottery Board <win@lotto-board.example>\r\n*Sent:* Monday, November 3, 2025 9:00 AM\r\n' +
        '*To:* alan@example.org; bea@example.org;\r\n    carl@example.org\r\nSubject: prize\r\n\r\nYou won. Visit www.lotto-board.example/claim.\r\n',
    );
    const p = await parseEmail(raw);
    expect(p.forwardStyle).toBe('outlook');
    expect(p.original.from).toEqual({ name: 'Lottery Board', address: 'win@lotto-board.example' });
    expect(p.original.headers.to).toBe('alan@example.org; bea@example.org; carl@example.org');
    expect(p.original.links).toEqual([{ href: 'http://www.lotto-board.example/claim' }]);
    expect(p.original.text).toBe('You won. Visit www.lotto-board.example/claim.');
  });
});

describe('parseEmail on other forward shapes', () => {
  it('unquotes an iOS Mail plain-text forward ("> " before every forwarded line)', async () => {
    const raw = Buffer.from(
      'From: Gran <gran@icloud.example>\r\nTo: check@scamcheck.test\r\nSubject: Fwd: Parcel\r\n\r\n' +
        'Is this ok?\r\n\r\nSent from my iPhone\r\n\r\nBegin forwarded message:\r\n\r\n' +
        '> From: Royal Mail <info@royalmail-fees.example>\r\n> Date: 3 November 2025 at 14:02:11 GMT\r\n> To: gran@icloud.example\r\n' +
        '> Subject: Parcel\r\n> \r\n> Pay the GBP 1.45 fee: https://royalmail-fees.example/pay\r\n> Royal Mail\r\n',
    );
    const p = await parseEmail(raw);
    expect(p.forwardStyle).toBe('apple');
    expect(p.original.from).toEqual({ name: 'Royal Mail', address: 'info@royalmail-fees.example' });
    expect(p.original.text).toBe('Pay the GBP 1.45 fee: https://royalmail-fees.example/pay\nRoyal Mail');
    expect(p.original.links).toEqual([{ href: 'https://royalmail-fees.example/pay' }]);
  });

  it('unwraps an Outlook block even when the forwarder removed the FW: prefix', async () => {
    const raw = Buffer.from(
      'From: Alan <alan@example.org>\r\nTo: check@scamcheck.test\r\nSubject: is this real\r\n\r\n' +
        'see below\r\n\r\nFrom: IT Helpdesk <helpdesk@mailbox-quota.example<mailto:helpdesk@mailbox-quota.example>>\r\n' +
        'Sent: Monday, November 3, 2025 9:00 AM\r\nTo: alan@example.org\r\nSubject: Mailbox full\r\n\r\n' +
        'Your mailbox is full. Click here<https://mailbox-quota.example/upgrade> to upgrade.\r\n',
    );
    const p = await parseEmail(raw);
    expect(p.forwardStyle).toBe('outlook');
    expect(p.original.from).toEqual({ name: 'IT Helpdesk', address: 'helpdesk@mailbox-quota.example' });
    expect(p.original.subject).toBe('Mailbox full');
    expect(p.original.links).toEqual([{ href: 'https://mailbox-quota.example/upgrade' }]);
  });
});

describe('parseEmail limits and errors', () => {
  it('refuses a message over the size cap with a typed error', async () => {
    const raw = Buffer.concat([Buffer.from('Subject: big\r\n\r\n'), Buffer.alloc(2048, 'a')]);
    await expect(parseEmail(raw, { maxBytes: 1024 })).rejects.toBeInstanceOf(EmailTooLargeError);
    await expect(parseEmail(raw, { maxBytes: 1024 })).rejects.toMatchObject({ size: raw.length, maxBytes: 1024 });
  });

  it('refuses an empty message with a typed error', async () => {
    await expect(parseEmail(Buffer.alloc(0))).rejects.toBeInstanceOf(MalformedEmailError);
    await expect(parseEmail(Buffer.from('\r\n\r\n   \r\n'))).rejects.toBeInstanceOf(MalformedEmailError);
  });

  it('gives identical hashes to the same original however it was forwarded', async () => {
    const a = await parseEmail(fixture('outlook-desktop-en.eml'));
    const b = await parseEmail(Buffer.from(fixture('outlook-desktop-en.eml').toString('utf8').replace('Hi, is this genuine?', 'Hello, real?')));
    expect(a.contentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(a.fingerprint).toMatch(/^[0-9a-f]{16}$/);
    expect(b.contentHash).toBe(a.contentHash);
  });
});
