import { findInlineForward, hasForwardSubject, styleFromHtmlHints } from './forward-detector';
import { stripForwardPrefix } from './header-reader';

const FWD = { allowReplyMarkers: true };
const NOT_FWD = { allowReplyMarkers: false };

describe('findInlineForward', () => {
  it.each([
    ['---------- Forwarded message ---------', 'gmail', 'en'],
    ['---------- Message transféré ---------', 'gmail', 'fr'],
    ['-------- Forwarded Message --------', 'thunderbird', 'en'],
    ['-------- Message transféré --------', 'thunderbird', 'fr'],
    ['----- Forwarded Message -----', 'yahoo', 'en'],
    ['----- Message transféré -----', 'yahoo', 'fr'],
    ['Begin forwarded message:', 'apple', 'en'],
    ['Début du message réexpédié :', 'apple', 'fr'],
    ['-----Original Message-----', 'outlook', 'en'],
    ["-----Message d'origine-----", 'outlook', 'fr'],
    ['________________________________', 'outlook', undefined],
    ['----- Mail transféré -----', 'yahoo', 'fr'],
    ['----- Mail original -----', 'outlook', 'fr'],
  ])('recognises "%s"', (marker, style, language) => {
    const text = `My note\n\n${marker}\nFrom: Sender <s@x.example>\nDate: today\nSubject: Hello\nTo: me@y.example\n\nBody line\n`;
    const m = findInlineForward(text, FWD);
    expect(m).toMatchObject({ style, hasHeaderBlock: true, headers: { from: { name: 'Sender', address: 's@x.example' }, subject: 'Hello' } });
    if (language) expect(m?.markerLanguage).toBe(language);
    expect(text.slice(0, m?.markerStart).trim()).toBe('My note');
    expect(text.slice(m?.bodyStart)).toBe('Body line\n');
  });

  it('reads a To line listing hundreds of recipients as a header, not as the body', () => {
    const to = Array.from({ length: 300 }, (_, i) => `person${i}@example.net`).join(', ');
    const text = `---------- Forwarded message ---------\nFrom: Ether <e@x.example>\nDate: today\nTo: <${to}>\nSubject: Airdrop\n\nBody line\n`;
    const m = findInlineForward(text, FWD);
    expect(m?.headers).toMatchObject({ from: { address: 'e@x.example' }, subject: 'Airdrop' });
    expect(m?.headers.to?.startsWith('<person0@example.net, person1@')).toBe(true);
    expect(text.slice(m?.bodyStart)).toBe('Body line\n');
  });

  it('separates an Outlook forward of a message whose From was empty', () => {
    const text = '-----Original Message-----\nFrom: \nSent: Saturday, September 7, 2002 9:24 AM\nTo: ports@example.org\nSubject: Offer\n\nBody line\n';
    const m = findInlineForward(text, FWD);
    expect(m).toMatchObject({ hasHeaderBlock: true, headers: { subject: 'Offer' } });
    expect(text.slice(m?.bodyStart)).toBe('Body line\n');
  });

  it('reads French labels with a space before the colon, and tabs after it', () => {
    const text = 'Note\n-------- Message transféré --------\nSujet : \tAlerte\nDate : \tlundi\nDe : \tBanque <b@x.example>\nRépondre à : \tr@z.example\nPour : \tmoi@y.example\n\n\n\nCorps\n';
    const m = findInlineForward(text, NOT_FWD);
    expect(m?.headers).toEqual({ subject: 'Alerte', date: 'lundi', from: { name: 'Banque', address: 'b@x.example' }, replyTo: [{ name: '', address: 'r@z.example' }], to: 'moi@y.example' });
    expect(m?.markerLanguage).toBe('fr');
  });

  it('reads an Orange webmail forward, quoted, with "Copie à"', () => {
    const text = 'Regarde ça\n\n> Message du 03/11/25 14:02\n> De : "Impots" <remb@impots-remb.example>\n> A : moi@orange.fr\n> Copie à : \n> Objet : Remboursement\n> \n> Cliquez ici\n';
    const m = findInlineForward(text, FWD);
    expect(m).toMatchObject({ style: 'generic', markerLanguage: 'fr', quoted: true, headers: { from: { name: 'Impots', address: 'remb@impots-remb.example' }, subject: 'Remboursement', cc: '' } });
    expect(text.slice(m?.bodyStart)).toBe('> Cliquez ici\n');
  });

  it('finds a bare Outlook block (no marker line) only when forwards are expected', () => {
    const text = 'Is this ok?\n\nFrom: IT Desk <it@x.example>\nSent: Monday, November 3, 2025 9:00 AM\nTo: me@y.example\nSubject: Mailbox full\n\nClick here\n';
    expect(findInlineForward(text, FWD)).toMatchObject({ style: 'outlook', headers: { subject: 'Mailbox full' } });
    expect(findInlineForward(text, NOT_FWD)).toBeNull();
  });

  it('ignores reply markers when the subject is not a forward, but never forward markers', () => {
    expect(findInlineForward('x\n-----Original Message-----\nFrom: a@b.example\nSent: now\nSubject: s\n\nb', NOT_FWD)).toBeNull();
    expect(findInlineForward('x\nBegin forwarded message:\n\nFrom: a@b.example\n\nb', NOT_FWD)).not.toBeNull();
  });

  it('reports a marker without a header block as not separable', () => {
    const m = findInlineForward('note\n---------- Forwarded message ---------\nJust pasted text\n', NOT_FWD);
    expect(m?.hasHeaderBlock).toBe(false);
  });

  it('takes the topmost forward when forwards are nested', () => {
    const text = 'n\n---------- Forwarded message ---------\nFrom: Aunt <aunt@x.example>\nSubject: Fwd: prize\n\nlook\n---------- Forwarded message ---------\nFrom: Scam <s@evil.example>\nSubject: prize\n\nwin\n';
    expect(findInlineForward(text, NOT_FWD)?.headers.from?.address).toBe('aunt@x.example');
  });
});

describe('subject helpers', () => {
  it.each(['Fwd: x', 'FW: x', 'Fw : x', 'TR: x', 'TR : x', 'RE: Fwd: x', '[Fwd: x]'])('%s is a forward subject', (s) => {
    expect(hasForwardSubject(s)).toBe(true);
  });

  it.each(['RE: x', 'Forward planning', 'Trouble', 'x'])('%s is not', (s) => {
    expect(hasForwardSubject(s)).toBe(false);
  });

  it('strips forward prefixes', () => {
    expect(stripForwardPrefix('Fwd: TR: Votre colis')).toBe('Votre colis');
    expect(stripForwardPrefix('[Fwd: prize]')).toBe('prize');
  });
});

describe('styleFromHtmlHints', () => {
  it.each([
    ['<div class="gmail_quote">', 'gmail'],
    ['<div id="ydp1yahoo_quoted_12" class="ydp1yahoo_quoted">', 'yahoo'],
    ['<div class="moz-forward-container">', 'thunderbird'],
    ['<div id="divRplyFwdMsg" dir="ltr">', 'outlook'],
    ['<blockquote type="cite">Begin forwarded message:<br class="Apple-interchange-newline">', 'apple'],
    ['<div>plain</div>', null],
  ])('%s → %s', (html, style) => {
    expect(styleFromHtmlHints(html)).toBe(style);
  });
});
