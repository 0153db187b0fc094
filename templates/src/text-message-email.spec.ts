import { renderAnalysisEmail, renderUnreadableEmail } from './index';

const BASE = 'https://scamcheck.example.ca';

describe('verdict on a text message', () => {
  const model = {
    language: 'en' as const,
    riskLevel: 'dangerous',
    confidence: 0.92,
    reasons: ['Danger: the address canadapost-redelivery.info imitates Canada Post but does not belong to them.'],
    recommendations: ['Do not tap the link.'],
    originalSender: '+1 (604) 555-0199',
    originalSubject: '',
    contentExcerpt: 'Canada Post: your parcel is held <b>now</b>. Pay $1.99: https://canadapost-redelivery.info/pay',
    textMessage: { source: 'screenshot' as const, sender: '+1 (604) 555-0199' },
    appBaseUrl: BASE,
  };
  const email = renderAnalysisEmail(model);

  it('says it read a screenshot and names the sender in the subject', () => {
    expect(email.subject).toBe('SCAM — Text message from +1 (604) 555-0199');
    expect(email.text).toContain('WHAT WE READ IN YOUR SCREENSHOT');
    expect(email.text).toContain('Sent by: +1 (604) 555-0199');
    expect(email.html).toContain('What we read in your screenshot');
  });

  it('quotes the first words escaped, with the link removed', () => {
    expect(email.text).toContain('> Canada Post: your parcel is held <b>now</b>. Pay $1.99: [link removed]');
    expect(email.html).toContain('&lt;b&gt;now&lt;/b&gt;');
    expect(email.html).not.toContain('canadapost-redelivery.info/pay');
    expect(email.text).not.toContain('https://canadapost-redelivery.info');
  });

  it('calls it a text message, not an email, in the banner and the preheader', () => {
    expect(email.text).toContain('This text message is a scam.');
    expect(email.text).not.toContain('This email is a scam.');
    expect(email.html).toContain('This text message is a scam. Do not tap, reply or pay.');
    const fr = renderAnalysisEmail({ ...model, language: 'fr', riskLevel: 'safe' });
    expect(fr.text).toContain('Ce texto semble sans danger.');
  });

  it('has no email sender/subject block for a text', () => {
    expect(email.text).not.toContain('The email you asked us to check');
  });

  it('says so in French for pasted words, and when no sender was read', () => {
    const fr = renderAnalysisEmail({ ...model, language: 'fr', textMessage: { source: 'pasted', sender: '' } });
    expect(fr.subject).toBe('ARNAQUE — Texto');
    expect(fr.html).toContain('Le texto que nous avons vérifié');
    expect(fr.text).toContain('non visible');
  });
});

describe('screenshot we could not read', () => {
  it.each([
    ['too-large', 'larger than we can read'],
    ['too-small', 'too small'],
    ['unsupported', 'may be damaged'],
    ['unreadable', 'blurred'],
  ] as const)('%s: says why and what to send instead', (problem, words) => {
    const email = renderUnreadableEmail({ language: 'en', originalSubject: 'is this real', screenshotProblem: problem });
    expect(email.subject).toBe('We could not read your screenshot');
    expect(email.text).toContain(words);
    expect(email.html).toContain('What to send instead');
    expect(email.text).toContain('From: +1 604 555 0199');
  });

  it('speaks French', () => {
    const email = renderUnreadableEmail({ language: 'fr', originalSubject: '', screenshotProblem: 'unreadable' });
    expect(email.subject).toBe('Nous n’avons pas pu lire votre capture d’écran'.replace(/’/g, "'"));
    expect(email.html).toContain('Quoi envoyer à la place');
  });
});
