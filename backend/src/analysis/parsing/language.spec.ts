import { guessLanguage, guessNoteLanguage } from './language';

describe('guessLanguage', () => {
  it.each([
    ['Is this real? I never ordered anything from them.', 'en'],
    ['Est-ce une arnaque ? Je ne connais pas cette banque.', 'fr'],
    ['Votre colis est en attente, merci de régler les frais de livraison.', 'fr'],
    ['Você possui valores a receber, acesse o link para não perder o prazo.', 'other'],
    ['Bitte bestätigen Sie Ihr Konto, sonst wird es gesperrt und die Karte ist nicht mehr gültig.', 'other'],
    ['', 'other'],
  ])('%s → %s', (text, lang) => {
    expect(guessLanguage(text)).toBe(lang);
  });

  it('returns undefined for a note that says nothing', () => {
    expect(guessNoteLanguage('')).toBeUndefined();
    expect(guessNoteLanguage('???')).toBeUndefined();
  });
});
