/**
 * The promise of the decision table, end to end: a scam that asks for money, a code, credentials or
 * secrecy, from a sender nothing proves, is never SAFE, bare or forwarded. The messages are written for
 * this test, in English and French, as families receive them.
 */
import { makeEmail, makeParsed } from '../../../test/fixtures/analysis/make-email';
import type { AnalyzableEmail } from '../analysis.types';
import { analyze, analyzeDetailed } from '../analyze';

const CASES: [string, Partial<AnalyzableEmail>][] = [
  ['a grandchild in trouble: gift cards and secrecy', {
    subject: 'Grandma please help', from: { name: 'Tyler', address: 'tyler.b.2009@gmail.com' },
    text: 'Grandma its me Tyler. I got in trouble and I need $900 for a lawyer today. Can you buy Google Play gift cards and send me pictures of the backs? Please dont tell mom and dad, I will explain later. Love you',
  }],
  ['a lawyer sending a courier for cash', {
    subject: 'Your grandson', from: { name: 'Me. Richard Cole, Barrister', address: 'r.cole.law@outlook.com' },
    text: 'Your grandson was arrested after a car accident. Bail is set at $6,500. Please withdraw the cash today; a courier from the court will come to your house at 4 pm to pick up the envelope. This matter is under a gag order, so keep it confidential.',
  }],
  ['"new number, text me on WhatsApp"', {
    subject: 'new number', from: { name: 'Dan', address: 'dan.m.phone2@yahoo.ca' },
    text: 'Hi dad, my phone broke so this is my new number 416 555 0199. Text me on WhatsApp when you get this, I need help paying a bill today.',
  }],
  ['« nouveau numéro », en français', {
    subject: 'nouveau numéro', from: { name: 'Julie', address: 'julie.tremblay.88@hotmail.com' },
    text: 'Salut maman, mon cellulaire est brisé, j’ai un nouveau numéro. Écris-moi sur WhatsApp, j’ai besoin que tu m’envoies un virement Interac pour mon loyer aujourd’hui.',
  }],
  ['a rental deposit before any visit', {
    subject: 'Re: 2 bedroom on Main St', from: { name: 'Paul Landry', address: 'paul.landry.rentals@gmail.com' },
    text: 'I am currently abroad on a mission so I cannot show the apartment. Send the first month and deposit by e-Transfer to hold it and the keys will be mailed to you by courier.',
  }],
  ['an agency asking for a code', {
    subject: 'Service Canada verification', from: { name: 'Service Canada', address: 'verify@servicecanada-benefits.info' },
    text: 'We sent a 6 digit code to your phone. Please reply and send us the code to confirm your identity and release your benefit payment.',
  }],
  ['a bank asking for a password through a link', {
    subject: 'RBC: account locked', from: { name: 'RBC Royal Bank', address: 'security@rbc-alerts.example.top' },
    text: 'Your RBC online banking is locked. Sign in to verify your identity within 24 hours.',
    links: [{ href: 'https://rbc-secure-login.example.top/signin', text: 'https://www.rbc.com/signin' }],
  }],
  ['technical support wanting remote access', {
    subject: 'Refund of $399', from: { name: 'Norton Billing', address: 'billing.dept.ca@gmail.com' },
    text: 'To receive your refund, download AnyDesk and give our technician the access code.',
  }],
  ['a coach asking for gift cards as a favour, in words no rule lists', {
    subject: 'quick favour', from: { name: 'Coach Rick', address: 'rick.coach.u11@outlook.com' },
    text: 'Hey, Rick here. We are doing a thank-you for the volunteers this weekend. Could you grab six cards from the grocery store, the prepaid Visa gift cards, $50 each? I am on the ice all night. Easiest is to snap a pic of the back of each and email it to me. I will e-transfer you Monday.',
  }],
  ['a friend whose account "needs a trusted contact" asking for the code', {
    subject: 'sorry to bug you', from: { name: 'Sylvie', address: 'sylvie.m.qc@videotron.ca' },
    text: 'Salut! Je suis bloquée hors de mon compte et j’ai mis ton numéro comme contact de confiance. Tu vas recevoir un code de vérification par texto. Peux-tu me l’envoyer ici? Merci mille fois!',
  }],
  ['a board chair wiring a venue deposit to the account below', {
    subject: 'venue deposit today', from: { name: 'Diane Okafor', address: 'diane.okafor.board@proton.me' },
    text: 'I am travelling with poor reception. Please arrange a wire of $9,800 to the venue today or we lose the date. Beneficiary: Salle Riverside Inc. Transit: 02214 Institution: 006 Account: 7781002.',
  }],
  ['a shared file that lets an app into the mailbox (a real sign-in page, a consent for another site)', {
    subject: 'Marie shared "Bonspiel registration.xlsx" with you', from: { name: 'Marie Leclair', address: 'marie@curling-club.example.ca' },
    authHeaders: [{ name: 'Authentication-Results', value: 'mx.example; spf=pass smtp.mailfrom=curling-club.example.ca; dkim=pass header.d=curling-club.example.ca; dmarc=pass header.from=curling-club.example.ca' }],
    text: 'Marie shared a file with you. Here is the registration sheet, can you add your team by Friday?',
    links: [{ href: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize?client_id=5f2c&response_type=code&redirect_uri=https%3A%2F%2Fsheet-view.example.net%2Fcallback&scope=Mail.Send', text: 'Open' }],
  }],
];

describe('never SAFE: a link that shows a brand\'s own site and leads elsewhere', () => {
  it('a charity appeal from an authenticated throw-away domain whose link shows the charity\'s site', () => {
    const email = makeEmail({
      subject: 'Inondations : chaque don compte ce soir', from: { name: 'Secours Inondations', address: 'dons@secours-inondations.example.org' },
      authHeaders: [{ name: 'Authentication-Results', value: 'mx.example; spf=pass smtp.mailfrom=secours-inondations.example.org; dkim=pass header.d=secours-inondations.example.org; dmarc=pass header.from=secours-inondations.example.org' }],
      text: 'Des centaines de familles ont dû quitter leur maison. Un don de 50 $ fournit des couvertures à une famille. Donnez maintenant : www.croixrouge.ca/inondations',
      links: [{ href: 'https://aide-sinistres-dons.example.net/don?c=qc', text: 'www.croixrouge.ca/inondations' }],
    });
    expect(analyzeDetailed(email).result.riskLevel).not.toBe('safe');
    // Without the model (which reads French through a dictionary and may find it ordinary), the lie alone decides.
    const bare = analyzeDetailed(email, undefined, { model: null });
    expect(bare.decision.row).toBe('mild-ask-aimed');
    expect(bare.result.riskLevel).not.toBe('safe');
  });
});

describe('never SAFE: a risky ask from an unproven sender', () => {
  it.each(CASES)('%s', (_name, over) => {
    const email = makeEmail(over);
    const bare = analyzeDetailed(email);
    expect(bare.asks.some((a) => a.severity !== 'mild')).toBe(true);
    expect(bare.proof.level).not.toBe('brand');
    expect(bare.result.riskLevel).not.toBe('safe');
    expect(analyze(makeParsed({ ...email, forwardedInline: true })).riskLevel).not.toBe('safe');
  });

  it('a proven brand may ask (its own domain, DMARC pass aligned with it)', () => {
    const email = makeEmail({
      subject: 'RBC: your statement is ready', from: { name: 'RBC Royal Bank', address: 'alerts@rbc.com' },
      authHeaders: [{ name: 'Authentication-Results', value: 'mx.example; spf=pass smtp.mailfrom=rbc.com; dkim=pass header.d=rbc.com; dmarc=pass header.from=rbc.com' }],
      text: 'Your statement is ready. Sign in to online banking to view it.', links: [{ href: 'https://www.rbc.com/signin' }],
    });
    const a = analyzeDetailed(email);
    expect(a.proof.level).toBe('brand');
    expect(a.result.riskLevel).toBe('safe');
  });

  it('a forward from a bank\'s own address proves nothing about a number it asks you to call when it has no link', () => {
    const notice = (links: { href: string; text?: string }[]) =>
      makeParsed({
        ...makeEmail({
          subject: 'RBC: pending transactions on hold', from: { name: 'RBC Royal Bank', address: 'fraud@rbc.com' },
          text: 'Two pending transactions on your Visa are on hold. Please call our fraud team directly at 1-833-555-0142 today.',
          links,
        }),
        forwardedInline: true,
      });
    const spoofed = analyzeDetailed(notice([]));
    expect(spoofed.proof.level).toBe('none');
    expect(spoofed.result.riskLevel).not.toBe('safe');
    // The same notice with its links on the bank's own site is the bank's.
    expect(analyzeDetailed(notice([{ href: 'https://www.rbc.com/security', text: 'rbc.com/security' }])).proof.level).toBe('brand');
  });

  it('a pass for a throw-away domain proves nothing about the brand it names', () => {
    const email = makeEmail({
      subject: 'Ledger: secure your wallet', from: { name: 'Ledger Support', address: 'support@ledger-wallet-help.com' },
      authHeaders: [{ name: 'Authentication-Results', value: 'mx.example; spf=pass smtp.mailfrom=ledger-wallet-help.com; dkim=pass header.d=ledger-wallet-help.com; dmarc=pass header.from=ledger-wallet-help.com' }],
      text: 'Your Ledger device needs an update. Enter your 24-word recovery phrase to keep your funds safe.',
    });
    const a = analyzeDetailed(email);
    expect(a.proof.level).toBe('none');
    expect(a.result.riskLevel).not.toBe('safe');
    expect(a.result.reasons.join(' ')).not.toMatch(/passed the checks/);
  });
});
