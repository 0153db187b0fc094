import { buildForward, type ForwardClientStyle } from './forward-builder';
import { parseEmail } from './parse-email';

/** Corpus-like originals written for these tests: plain text, HTML only, multipart with a file. */
const ORIGINALS: Record<string, { raw: string; from: { name: string; address: string }; subject: string; links: string[] }> = {
  'plain-text advance fee': {
    raw: [
      'Return-Path: <barrister.okafor@mail-office.example>',
      'From: "Barrister James Okafor" <barrister.okafor@mail-office.example>',
      'To: you@example.com',
      'Subject: URGENT BUSINESS PROPOSAL',
      'Date: Tue, 4 Nov 2025 03:21:09 +0100',
      'Message-ID: <a1b2c3@mail-office.example>',
      'Content-Type: text/plain; charset=us-ascii',
      '',
      'Dear Friend,',
      '',
      'I am Barrister James Okafor, personal attorney to the late Mr. Peter Hansen who died',
      'with USD 10.5 million in a bank account. Reply with your bank details to receive 40%.',
      'Visit http://inheritance-claims.example/form?ref=8891 for the claim form.',
      '',
      'Regards,',
      'Barrister James Okafor',
      '',
    ].join('\r\n'),
    from: { name: 'Barrister James Okafor', address: 'barrister.okafor@mail-office.example' },
    subject: 'URGENT BUSINESS PROPOSAL',
    links: ['http://inheritance-claims.example/form?ref=8891'],
  },
  'html-only bank phish': {
    raw: [
      'From: Chase Online <alerts@chase-secure-login.example>',
      'To: you@example.com',
      'Subject: =?UTF-8?Q?Unusual_sign=E2=80=91in_activity?=',
      'Date: Wed, 5 Nov 2025 10:00:00 +0000',
      'MIME-Version: 1.0',
      'Content-Type: text/html; charset=utf-8',
      '',
      '<html><head><title>Chase</title><style>p{color:#333}</style></head><body>',
      '<p>Dear member,</p><p>We detected an unusual sign-in. <a href="https://chase-secure-login.example/verify?u=77">Verify your identity</a>',
      'or your card will be blocked.</p><p><a href="https://www.chase.com/privacy">Privacy</a> &middot; &copy; 2025 JPMorgan Chase</p>',
      '</body></html>',
      '',
    ].join('\r\n'),
    from: { name: 'Chase Online', address: 'alerts@chase-secure-login.example' },
    subject: 'Unusual sign‑in activity',
    links: ['https://chase-secure-login.example/verify?u=77', 'https://www.chase.com/privacy'],
  },
  'multipart newsletter with attachment': {
    raw: [
      'From: news@shop.example',
      'To: you@example.com',
      'Subject: Your weekly deals',
      'Date: Thu, 6 Nov 2025 08:00:00 +0000',
      'List-Unsubscribe: <https://shop.example/unsub?u=1>',
      'MIME-Version: 1.0',
      'Content-Type: multipart/mixed; boundary="m1"',
      '',
      '--m1',
      'Content-Type: multipart/alternative; boundary="a1"',
      '',
      '--a1',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'This week: 20% off garden tools. https://shop.example/deals',
      '--a1',
      'Content-Type: text/html; charset=utf-8',
      '',
      '<p>This week: <a href="https://shop.example/deals?utm_source=mail">20% off garden tools</a></p>',
      '--a1--',
      '--m1',
      'Content-Type: application/pdf; name="catalogue.pdf"',
      'Content-Disposition: attachment; filename="catalogue.pdf"',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from('%PDF-1.4 fake catalogue').toString('base64'),
      '--m1--',
      '',
    ].join('\r\n'),
    from: { name: '', address: 'news@shop.example' },
    subject: 'Your weekly deals',
    links: ['https://shop.example/deals?utm_source=mail', 'https://shop.example/deals'],
  },
};

const STYLES: { style: ForwardClientStyle; expected: string }[] = [
  { style: 'gmail', expected: 'gmail' },
  { style: 'gmail-mobile', expected: 'gmail' },
  { style: 'outlook', expected: 'outlook' },
  { style: 'outlook-web', expected: 'outlook' },
  { style: 'apple', expected: 'apple' },
  { style: 'yahoo', expected: 'yahoo' },
  { style: 'thunderbird', expected: 'thunderbird' },
  { style: 'attached', expected: 'attached' },
];

const CASES = Object.keys(ORIGINALS).flatMap((name) =>
  STYLES.flatMap(({ style, expected }) => (['en', 'fr'] as const).map((language) => ({ name, style, expected, language }))),
);

describe('buildForward → parseEmail round trip', () => {
  it.each(CASES)('$style/$language of $name recovers the original', async ({ name, style, expected, language }) => {
    const original = ORIGINALS[name];
    const note = language === 'fr' ? 'Bonjour, est-ce une arnaque ? Merci' : 'Hi, is this real? Thanks';
    const raw = await buildForward(Buffer.from(original.raw), {
      style, language, note, from: 'Jane Doe <jane@example.org>', to: 'check@scamcheck.test', date: new Date('2025-11-07T12:00:00Z'),
    });
    const parsed = await parseEmail(raw);
    expect(parsed.forwardStyle).toBe(expected);
    expect(parsed.originalSeparated).toBe(true);
    expect(parsed.original.from.address).toBe(original.from.address);
    if (original.from.name) expect(parsed.original.from.name).toBe(original.from.name);
    expect(parsed.original.subject).toBe(original.subject);
    const hrefs = parsed.original.links.map((l) => l.href);
    for (const href of original.links) expect(hrefs).toContain(href);
    expect(parsed.original.text).not.toContain(note.slice(0, 12));
    expect(parsed.wrapper.from).toEqual({ name: 'Jane Doe', address: 'jane@example.org' });
    expect(parsed.wrapper.language).toBe(language);
  });

  it('keeps the original fingerprint close whatever the client', async () => {
    const raw = Buffer.from(ORIGINALS['plain-text advance fee'].raw);
    const bare = await parseEmail(raw);
    for (const { style } of STYLES) {
      const parsed = await parseEmail(await buildForward(raw, { style, from: 'jane@example.org', to: 'check@scamcheck.test' }));
      expect(parsed.contentHash).toBe(bare.contentHash);
      expect(parsed.fingerprint).toBe(bare.fingerprint);
    }
  });

  it("re-attaches the original's files to inline forwards, as clients do", async () => {
    const raw = Buffer.from(ORIGINALS['multipart newsletter with attachment'].raw);
    const parsed = await parseEmail(await buildForward(raw, { style: 'gmail', from: 'jane@example.org', to: 'check@scamcheck.test' }));
    expect(parsed.original.attachments.map((a) => a.filename)).toEqual(['catalogue.pdf']);
  });

  it('uses the client subject prefix and date format of the chosen language', async () => {
    const raw = Buffer.from(ORIGINALS['plain-text advance fee'].raw);
    const fr = (await buildForward(raw, { style: 'outlook', language: 'fr', from: 'jane@example.org', to: 'check@scamcheck.test' })).toString('utf8');
    expect(fr).toMatch(/^Subject: TR: URGENT BUSINESS PROPOSAL/m);
    expect(fr).toContain("-----Message d'origine-----");
    expect(fr).toMatch(/Envoy=C3=A9 : mardi 4 novembre 2025 02:21|Envoyé : mardi 4 novembre 2025 02:21/);
    const en = (await buildForward(raw, { style: 'apple', from: 'jane@example.org', to: 'check@scamcheck.test' })).toString('utf8');
    expect(en).toMatch(/^Subject: Fwd: URGENT BUSINESS PROPOSAL/m);
    expect(en).toContain('Begin forwarded message:');
  });

  it.each([
    ['apple', 'gmail'],
    ['gmail', 'outlook'],
    ['thunderbird', 'yahoo'],
    ['outlook-web', 'apple'],
    ['attached', 'gmail'],
  ] as const)('finds the original through a relative\'s %s forward re-forwarded with %s', async (first, second) => {
    const original = ORIGINALS['html-only bank phish'];
    const fromRelative = await buildForward(Buffer.from(original.raw), { style: first, from: 'Mum <mum@example.org>', to: 'jane@example.org', note: 'Is this real?' });
    const toUs = await buildForward(fromRelative, { style: second, from: 'Jane <jane@example.org>', to: 'check@scamcheck.test', language: 'fr', note: 'Maman a reçu ça, arnaque ?' });
    const parsed = await parseEmail(toUs);
    expect(parsed.original.from.address).toBe(original.from.address);
    expect(parsed.original.subject).toBe(original.subject);
    expect(parsed.original.links.map((l) => l.href)).toContain(original.links[0]);
    expect(parsed.original.text).not.toContain('Is this real?');
    expect(parsed.wrapper.language).toBe('fr');
  });

  it("takes the forwarder's language from the client's labels when there is no note", async () => {
    const raw = Buffer.from(ORIGINALS['plain-text advance fee'].raw);
    for (const style of ['gmail', 'outlook', 'apple', 'yahoo', 'thunderbird'] as const) {
      const parsed = await parseEmail(await buildForward(raw, { style, language: 'fr', from: 'jane@example.org', to: 'check@scamcheck.test' }));
      expect(parsed.wrapper.language).toBe('fr');
      expect(parsed.language).toBe('en');
    }
  });

  it('adds the extra headers asked for (e.g. Authentication-Results of the receiving server)', async () => {
    const raw = await buildForward(Buffer.from(ORIGINALS['plain-text advance fee'].raw), {
      style: 'attached', from: 'jane@example.org', to: 'check@scamcheck.test',
      headers: { 'Authentication-Results': 'mx.scamcheck.test; dkim=pass header.d=example.org' },
    });
    const parsed = await parseEmail(raw);
    expect(parsed.wrapper.authenticationResults).toEqual(['mx.scamcheck.test; dkim=pass header.d=example.org']);
  });
});
