import {
  renderAllowanceReachedEmail,
  renderContactMessage,
  renderOversizedEmail,
  renderPasswordRecoveryEmail,
  renderSignupConfirmationEmail,
  renderUnreadableEmail,
  renderUnverifiedForwardEmail,
  renderUnregisteredSenderEmail,
} from './index';
import { fillText } from './interpolate';

const BASE = 'https://scamcheck.example.ca';

describe('renderUnregisteredSenderEmail', () => {
  const email = renderUnregisteredSenderEmail({
    language: 'en',
    attemptedEmailSubject: 'Your account is locked',
    attemptedEmailSender: 'security@rbc-verify.co',
    appBaseUrl: `${BASE}/`,
    scanAddress: 'check@scamcheck.example.ca',
  });

  it('invites to sign up at {appBaseUrl}/auth, with a button', () => {
    expect(email.text).toContain(`${BASE}/auth`);
    expect(email.html).toContain(`href="${BASE}/auth"`);
    expect(email.text).toContain('free');
    expect(email.text).toContain('closed beta');
  });

  it('says we did not check it, names the forward and asks to forward again', () => {
    expect(email.text).toContain('we did not check it');
    expect(email.text).toContain('Subject: Your account is locked');
    expect(email.text).toContain('From: security@rbc-verify.co');
    expect(email.text).toContain('Forward the email to check@scamcheck.example.ca again');
  });

  it('gives general advice', () => {
    expect(email.text).toContain("Don't click links");
    expect(email.text).toContain("Don't reply");
    expect(email.text).toContain('call them using a number you trust');
  });
});

describe('renderAllowanceReachedEmail', () => {
  it('states the limit, that the email was not analysed, and to try later', () => {
    const { text, subject } = renderAllowanceReachedEmail({ language: 'en', dailyLimit: 2, originalSubject: 'CRA refund', appBaseUrl: BASE });
    expect(subject).toBe('Daily limit reached. Your email was not checked');
    expect(text).toContain('up to 2 emails checked in any 24 hours');
    expect(text).toContain('We did not check the email "CRA refund".');
    expect(text).toContain('Please forward it to us again later.');
    expect(text).toContain("Don't click links");
  });

  it('uses the singular for a limit of 1 and adds the reset hint', () => {
    const { text } = renderAllowanceReachedEmail({ language: 'en', dailyLimit: 1, originalSubject: 'x', resetHint: 'after 4:30 p.m.', appBaseUrl: BASE });
    expect(text).toContain('You can have 1 email checked');
    expect(text).toContain('You can try again after 4:30 p.m.');
  });

  it('falls back to the default limit when given nonsense', () => {
    expect(renderAllowanceReachedEmail({ language: 'en', dailyLimit: Number.NaN, originalSubject: 'x', appBaseUrl: BASE }).text).toContain('up to 2 emails');
  });
});

describe('auth emails', () => {
  const confirmUrl = `${BASE}/auth/v1/verify?token=abc&type=signup`;

  it('sign-up confirmation: button and plain link, 24 h, ignore if not you', () => {
    const { html, text, subject } = renderSignupConfirmationEmail({ language: 'en', name: 'Margaret', confirmUrl });
    expect(subject).toBe('Confirm your ScamCheck account');
    expect(html.split(`href="${confirmUrl.replace(/&/g, '&amp;')}"`).length - 1).toBe(2);
    expect(text).toContain(confirmUrl);
    expect(text).toContain('Hello Margaret,');
    expect(text).toContain('24 hours');
    expect(text).toContain("If you didn't create a ScamCheck account, you can ignore this email.");
  });

  it('password recovery: button and plain link, 24 h, ignore if not you', () => {
    const resetUrl = `${BASE}/auth/v1/verify?token=def&type=recovery`;
    const { html, text } = renderPasswordRecoveryEmail({ language: 'fr', resetUrl });
    expect(html).toContain(`href="${resetUrl.replace(/&/g, '&amp;')}"`);
    expect(text).toContain(resetUrl);
    expect(text).toContain('24 heures');
    expect(text).toContain("Si vous n'avez rien demandé, ignorez ce courriel.");
  });

  it('never puts a non-http link in an href', () => {
    const { html } = renderSignupConfirmationEmail({ language: 'en', confirmUrl: 'javascript:alert(1)' });
    expect(html).not.toMatch(/href="javascript:/i);
    expect(html).toContain('javascript:alert(1)');
  });
});

describe('renderOversizedEmail / renderUnreadableEmail', () => {
  it('oversized: polite, states the maximum, not analysed', () => {
    const { text, subject } = renderOversizedEmail({ language: 'en', maxMegabytes: 10, originalSubject: 'Cottage photos' });
    expect(subject).toBe('Your email was too large to check');
    expect(text).toContain('The email "Cottage photos" is larger than 10 MB');
    expect(text).toContain('we did not analyse it');
    expect(renderOversizedEmail({ language: 'fr', maxMegabytes: 2.5, originalSubject: 'x' }).text).toContain('2,5\u00a0Mo');
  });

  it('unreadable: asks to forward as an attachment', () => {
    const { text } = renderUnreadableEmail({ language: 'en', originalSubject: 'Re: invoice' });
    expect(text).toContain('We received "Re: invoice", but we could not read');
    expect(text).toContain('Forward as attachment');
  });
});

describe('renderUnverifiedForwardEmail', () => {
  it('says the forward could not be confirmed and gives no verdict, in English and French', () => {
    const en = renderUnverifiedForwardEmail({ language: 'en', originalSubject: 'Your <b>parcel</b>' });
    expect(en.subject).toBe('We could not confirm this forward came from you');
    expect(en.text).toContain('We received "Your <b>parcel</b>" from your address, but we could not confirm that you sent it');
    expect(en.html).not.toContain('<b>parcel</b>');
    expect(en.text).not.toMatch(/\b(SAFE|CAUTION|SCAM)\b/);
    const fr = renderUnverifiedForwardEmail({ language: 'fr', originalSubject: 'Colis' });
    expect(fr.text).toContain("nous n'avons pas pu confirmer que vous l'avez envoyé");
  });
});

describe('renderContactMessage', () => {
  it('escapes everything in the HTML and carries the message in the text part', () => {
    const { html, text, subject } = renderContactMessage({
      language: 'en',
      name: '<b>Eve</b>',
      email: 'eve@example.ca"><script>',
      subject: 'Help\r\nBcc: all@example.ca',
      message: 'Line one\n<script>alert(1)</script>\nLine three',
    });
    expect(subject).toBe('Contact form: Help Bcc: all@example.ca');
    expect(html).not.toMatch(/<script|<b>Eve/);
    expect(html).toContain('&lt;b&gt;Eve&lt;/b&gt;');
    expect(html).toContain('Line one<br>&lt;script&gt;alert(1)&lt;/script&gt;<br>Line three');
    expect(text).toContain('Line one\n<script>alert(1)</script>\nLine three');
    expect(text).toContain('Email: eve@example.ca"><script>');
  });

  it('names the visitor in the subject when there is no topic', () => {
    expect(renderContactMessage({ language: 'en', name: 'Jean', email: 'j@example.ca', message: 'Hi' }).subject).toBe(
      'Contact form: message from Jean',
    );
  });

  it.each([
    ['en', 'Anne', 'Contact form: message from Anne'],
    ['fr', 'Jean', 'Formulaire de contact\u00a0: message de Jean'],
    ['fr', 'Anne', "Formulaire de contact\u00a0: message d'Anne"],
    ['fr', 'Émilie', "Formulaire de contact\u00a0: message d'Émilie"],
    ['fr', 'Hugo', "Formulaire de contact\u00a0: message d'Hugo"],
  ] as const)('(%s) from %s: %j (French elides before a vowel sound)', (language, name, subject) => {
    expect(renderContactMessage({ language, name, email: 'x@example.ca', message: 'Hi' }).subject).toBe(subject);
  });
});

describe('fillText', () => {
  it.each([
    ['message de {name}', 'Anne', "message d'Anne"],
    ['Le mot de {name}', 'Yves', "Le mot d'Yves"],
    ['plus {x} que {name}', 'Olivier', "plus {x} qu'Olivier"],
    ['{name} de {name}', 'Anne', "Anne d'Anne"],
    ['message de {name}', 'Robert', 'message de Robert'],
    ['fonde {name}', 'Anne', 'fonde Anne'],
  ])('in French, %j with %j gives %j', (template, name, expected) => {
    expect(fillText(template, { name }, 'fr')).toBe(expected);
  });

  it('leaves English and unspecified languages alone', () => {
    expect(fillText('message de {name}', { name: 'Anne' }, 'en')).toBe('message de Anne');
    expect(fillText('message de {name}', { name: 'Anne' })).toBe('message de Anne');
  });
});
