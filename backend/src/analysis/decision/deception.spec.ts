import { findDeception, findPretext } from './deception';

describe('deception', () => {
  it.each([
    [['link-mismatch', 'language:urgency'], 'strong', ['link-mismatch', 'language:urgency']],
    [['pattern:phrase'], 'strong', ['pattern:phrase']],
    [['language:urgency', 'link-foreign'], 'weak', ['language:urgency']],
    [['link-foreign', 'mass-mailing', 'model'], 'none', []],
  ])('%j → %s', (ids, level, kept) => {
    expect(findDeception(ids as string[])).toEqual({ level, ids: kept });
  });

  it.each([
    ['i am currently in dublin on a 2 year contract abroad, so i cannot show you the apartment', true],
    ['je suis a l\'etranger, les cles vous seront envoyees par la poste', true],
    ['we were abroad last summer, the kids loved it', false],
    ['the keys are at the front desk', false],
  ])('pretext: %s → %s', (text, found) => {
    expect(findPretext(text).length > 0).toBe(found);
  });
});
