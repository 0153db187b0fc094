import { findDeception, findPretext } from './deception';

describe('deception', () => {
  it.each([
    [['link-mismatch', 'language:urgency'], 'strong', ['link-mismatch', 'language:urgency'], false],
    [['pattern:phrase'], 'strong', ['pattern:phrase'], false],
    [['language:urgency', 'link-foreign'], 'weak', ['language:urgency'], true],
    [['html-form', 'link-login-path'], 'weak', ['html-form', 'link-login-path'], true],
    [['html-form', 'link-shortener'], 'weak', ['html-form', 'link-shortener'], false],
    [['link-foreign', 'mass-mailing', 'model'], 'none', [], false],
  ])('%j → %s', (ids, level, kept, bulkOnly) => {
    expect(findDeception(ids as string[])).toEqual({ level, ids: kept, bulkOnly });
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
