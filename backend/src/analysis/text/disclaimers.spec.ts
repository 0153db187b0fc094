import { withoutSafetyNotices } from './disclaimers';

describe('withoutSafetyNotices', () => {
  it.each([
    'TD will never ask you for your password, PIN or a one-time code by email.',
    'A Scotiabank employee will never call, text or email you to ask for this code.',
    'We will never ask for payment in gift cards or cryptocurrency.',
    'Never share this code with anyone.',
    'The CRA does not send links to forms you must fill out to get a refund.',
    'Scammers sometimes pretend to be BC Hydro.',
    'Learn to identify phishing ( https://www.paypal.com/ca/security )',
    'La SAAQ ne vous demandera jamais de renseignements bancaires ou de numéro de\ncarte de crédit par courriel.',
    'Ne communiquez jamais ce code à qui que ce soit.',
    "L'ARC n'envoie pas de liens vers des formulaires.",
    'Protégez-vous contre la fraude : consultez notre site.',
  ])('sets aside the notice "%s"', (notice) => {
    expect(withoutSafetyNotices(`Your bill is ready.\n\n${notice}\n\nThank you.`).replace(/\s+/g, ' ').trim()).toBe('Your bill is ready. Thank you.');
  });

  it.each([
    'Buy 6 Apple gift cards and send me a photo of the back of each card.',
    'Your account has been suspended. Verify your password now.',
    'Confirm your SIN and date of birth to receive your refund at canada.ca today.',
    'Do not tell mom, I need $2,000 for bail.',
    'Vous ne reverrez jamais votre colis si vous ne payez pas les frais.',
  ])('keeps the scam wording "%s"', (text) => {
    expect(withoutSafetyNotices(text)).toBe(text);
  });

  it('reads a sentence wrapped over several lines as one, and a line break before a capital as an end', () => {
    const text = 'Hydro will never ask for\npayment by bitcoin.\nPay your bill of $40 today\nAnd call us';
    expect(withoutSafetyNotices(text)).toBe(' \nPay your bill of $40 today\nAnd call us');
  });
});
