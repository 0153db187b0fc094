import { makeEmail } from '../../../test/fixtures/analysis/make-email';
import { authDetector, summariseAuth } from './auth.detector';
import { buildContext } from './email-context';
import { senderDetector } from './sender.detector';

describe('sender detector', () => {
  it('flags replies diverted to a free mailbox', () => {
    const ctx = buildContext(makeEmail({ from: { name: 'Ministry', address: 'office@gov-grants.example.org' }, replyTo: [{ name: '', address: 'claims.office@gmail.com' }] }));
    expect(senderDetector(ctx).find((f) => f.detector === 'reply-to')?.weight).toBeGreaterThan(1);
  });

  it('accepts replies going to the mailing list the message came through', () => {
    const ctx = buildContext(makeEmail({ from: { name: 'Ann', address: 'ann@example.org' }, replyTo: [{ name: '', address: 'parents@lists.school.example.ca' }], headers: { 'list-id': 'Parents <parents.lists.school.example.ca>' } }));
    expect(senderDetector(ctx)).toEqual([]);
  });

  it.each([
    ['List-Post', { 'list-post': '<mailto:fork@lists.example.org>' }],
    ['Mailing-List', { 'mailing-list': 'list fork@lists.example.org; contact fork-owner@lists.example.org' }],
  ])('accepts replies going to the address the list posts to (%s)', (_name, headers) => {
    const ctx = buildContext(makeEmail({ from: { name: 'Ann', address: 'ann@example.com' }, replyTo: [{ name: '', address: 'fork@lists.example.org' }], headers }));
    expect(senderDetector(ctx).map((f) => f.detector)).not.toContain('reply-to-other-org');
  });

  it('accepts the author in Reply-To of a list that writes its own address in From', () => {
    const ctx = buildContext(makeEmail({ from: { name: 'Ann via Gardeners', address: 'gardeners@lists.example.org' }, replyTo: [{ name: '', address: 'ann.b@gmail.com' }], headers: { 'list-id': 'Gardeners <gardeners.lists.example.org>' } }));
    expect(senderDetector(ctx).map((f) => f.detector)).not.toContain('reply-to');
  });

  it('still flags replies diverted elsewhere than the list posts to', () => {
    const ctx = buildContext(makeEmail({ from: { name: 'Ann', address: 'ann@example.com' }, replyTo: [{ name: '', address: 'claims@other.example.net' }], headers: { 'list-post': '<mailto:fork@lists.example.org>' } }));
    expect(senderDetector(ctx).map((f) => f.detector)).toContain('reply-to-other-org');
  });

  it('flags an address shown in the display name that is not the real sender', () => {
    const ctx = buildContext(makeEmail({ from: { name: 'service@paypal.com', address: 'x@mailer.example.net' } }));
    expect(senderDetector(ctx).map((f) => f.detector)).toContain('display-name');
  });

  it('treats a blocked sender as a strong signal', () => {
    const ctx = buildContext(makeEmail({ from: { name: '', address: 'scammer@example.net' } }));
    expect(senderDetector(ctx, ['scammer@example.net'])[0]).toMatchObject({ detector: 'blocked-sender', weight: 4 });
  });

  it('flags a request to write to another free mailbox than the sender’s', () => {
    const ctx = buildContext(makeEmail({ from: { name: 'Alice', address: 'noreply@mailer.example.net' }, text: 'I am going to send you my photos! Write to me at aliceedaster@gmail.com' }));
    expect(senderDetector(ctx).map((f) => f.detector)).toEqual(['reply-elsewhere']);
  });

  it.each([
    ['Hi, I am a single lady. I can send to you my photos, email to me lamant.g830@gmail.com', ['reply-elsewhere']],
    ['Our office moved. Email to me at the usual address if you have questions.', []],
  ])('reads "email to me <address>" as a request to write elsewhere: %s', (text, expected) => {
    const ctx = buildContext(makeEmail({ from: { name: 'Anna', address: 'anna@mailer.example.net' }, text }));
    expect(senderDetector(ctx).map((f) => f.detector)).toEqual(expected);
  });

  it.each([
    ['an agency asks the deposit to a personal mailbox', 'intake@care-agency.example.ca', 'Total: $1,710, payable by Interac e-Transfer to billing.care@gmail.com.', false, ['pay-elsewhere']],
    ['une association demande le virement à une boîte personnelle', 'info@club.example.ca', 'Envoyez le virement Interac à tresorier.club@hotmail.com avant le 15.', false, ['pay-elsewhere']],
    ['an organisation asks payment to its own address', 'intake@care-agency.example.ca', 'Total: $1,710, payable by Interac e-Transfer to billing@care-agency.example.ca.', false, []],
    ['a person writing from a personal mailbox gives another one', 'ann.b@gmail.com', 'Send the e-Transfer to my husband at paul.b@gmail.com, thanks!', false, []],
    ['words copied into a note (its From is the family member\'s)', 'family@home.example.net', 'Send the e-Transfer to tickets.seller@gmail.com', true, []],
  ])('payment asked to a personal mailbox by an organisation: %s', (_name, address, text, copied, expected) => {
    const ctx = buildContext(makeEmail({ from: { name: '', address }, text }));
    expect(senderDetector(ctx, [], copied).map((f) => f.detector).filter((d) => d === 'pay-elsewhere')).toEqual(expected);
  });

  it('reads a French request to write to a personal mailbox', () => {
    const ctx = buildContext(makeEmail({ from: { name: 'Marc', address: 'marc.lefebvre@umail.example.ca' }, text: "Veuillez m'écrire à mon adresse personnelle (prof.marc.l@gmail.com) avec votre nom." }));
    expect(senderDetector(ctx).map((f) => f.detector)).toEqual(['reply-elsewhere']);
  });

  it('accepts replies going to another domain of the sender’s own brand', () => {
    const ctx = buildContext(makeEmail({ from: { name: 'Service Canada', address: 'noreply@notification.canada.ca' }, replyTo: [{ name: '', address: 'msca@servicecanada.gc.ca' }] }));
    expect(senderDetector(ctx)).toEqual([]);
  });

  it('does not read an address in a signature as a request to write elsewhere', () => {
    const ctx = buildContext(makeEmail({ from: { name: 'Xiang', address: 'xiang@lists.example.org' }, text: 'Thanks!\n-- \nXiang Ma, Ph.D. student\nE-mail: marxwolfs@gmail.com' }));
    expect(senderDetector(ctx)).toEqual([]);
  });

  it.each([
    ['Undisclosed recipients:;', 'hiddenRecipients'],
    ['undisclosed-recipients: ;', 'hiddenRecipients'],
    ['Recipients <mary.l.jones@gmail.com>', 'hiddenRecipients'],
    ['deals4you@mail.example.net', 'hiddenRecipients'],
    [Array.from({ length: 12 }, (_, i) => `person${i}@${['gmail.com', 'hotmail.fr', 'yahoo.ca', 'aol.com'][i % 4]}`).join(', '), 'manyRecipients'],
  ])('flags a mass mailing sent to %s', (to, reason) => {
    const ctx = buildContext(makeEmail({ from: { name: 'Deals', address: 'deals4you@mail.example.net' }, headers: { to } }));
    expect(senderDetector(ctx)).toEqual([expect.objectContaining({ detector: 'mass-mailing', reason })]);
  });

  it('does not call a mailing list writing to its own address, or a few friends in copy, a mass mailing', () => {
    const list = buildContext(makeEmail({ from: { name: 'Ann via users', address: 'users@lists.example.org' }, headers: { to: 'users@lists.example.org' } }));
    const friends = buildContext(makeEmail({ from: { name: 'Ann', address: 'ann@gmail.com' }, headers: { to: 'bob@gmail.com, carl@videotron.ca, dee@hotmail.com', cc: 'ed@yahoo.ca' } }));
    expect(senderDetector(list)).toEqual([]);
    expect(senderDetector(friends)).toEqual([]);
  });

  it('flags a forged From line', () => {
    const ctx = buildContext(makeEmail({ from: { name: 'Spray-X', address: 'info@amazon.de' }, irregularFrom: true }));
    expect(senderDetector(ctx).map((f) => f.detector)).toEqual(['sender-line-forged']);
  });

  it.each([
    ['Nano Security Team', 'security@bohme.example.com', true],
    ['MashreqAlert', 'postmaster@mg.demo-salon.example.ru', true],
    ['TD Fraud Alerts', 'alerts@td.com', false],
    ['Koodo Customer Service', 'service@koodomobile.com', false],
    ['Service Canada', 'noreply@notification.canada.ca', false],
    ['Customer Service', 'help@shop.example.ca', false],
  ])('"%s" <%s>: a service name from an unrelated address is %s', (name, address, flagged) => {
    const found = senderDetector(buildContext(makeEmail({ from: { name, address } }))).map((f) => f.detector);
    expect(found.includes('service-name-elsewhere')).toBe(flagged);
  });

  it('says nothing about an ordinary personal email', () => {
    const ctx = buildContext(makeEmail({ from: { name: 'Linda Moore', address: 'linda.moore58@gmail.com' } }));
    expect(senderDetector(ctx)).toEqual([]);
  });
});

describe('auth detector', () => {
  const ar = (value: string) => [{ name: 'Authentication-Results', value }];

  it('reads SPF, DKIM and DMARC from Authentication-Results', () => {
    const s = summariseAuth(ar('mx.example.ca; spf=pass smtp.mailfrom=rbc.com; dkim=pass header.d=rbc.com; dmarc=pass header.from=rbc.com'));
    expect(s).toMatchObject({ spf: 'pass', dkim: 'pass', dmarc: 'pass', headerFrom: 'rbc.com', dkimPassDomains: ['rbc.com'] });
  });

  it('flags a failed DMARC check for the visible sender', () => {
    const ctx = buildContext(makeEmail({ from: { name: '', address: 'a@bank-alerts.example' }, authHeaders: ar('spf=fail; dkim=none; dmarc=fail header.from=bank-alerts.example') }));
    expect(authDetector(ctx)[0]).toMatchObject({ detector: 'auth', reason: 'authFailed' });
  });

  it('gives a strong safe push only when the pass is on the claimed brand’s domain', () => {
    const brand = buildContext(makeEmail({ from: { name: 'RBC Royal Bank', address: 'a@mail.rbc.com' }, authHeaders: ar('spf=pass; dkim=pass header.d=rbc.com; dmarc=pass header.from=mail.rbc.com') }));
    const other = buildContext(makeEmail({ from: { name: 'Deals', address: 'a@deals.example' }, authHeaders: ar('spf=pass; dkim=pass header.d=deals.example; dmarc=pass header.from=deals.example') }));
    expect(authDetector(brand)[0].weight).toBeLessThanOrEqual(-1);
    expect(authDetector(other)[0].weight).toBeGreaterThan(-1);
  });
});
