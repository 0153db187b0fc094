import { findDeception, findPretext, MODEL_WORDING, playsATrick } from './deception';

describe('deception', () => {
  it.each([
    [['link-mismatch', 'language:urgency'], 'strong', ['link-mismatch', 'language:urgency'], false, false, true, false, false],
    [['pattern:phrase'], 'strong', ['pattern:phrase'], false, false, false, false, false],
    [['language:urgency', 'link-foreign'], 'weak', ['language:urgency'], true, false, false, false, false],
    [['html-form', 'link-login-path'], 'weak', ['html-form', 'link-login-path'], true, false, false, false, false],
    [['html-form', 'link-shortener'], 'weak', ['html-form', 'link-shortener'], false, false, true, false, false],
    [['language:favour-request', 'pretext'], 'weak', ['language:favour-request', 'pretext'], false, true, false, false, false],
    [['link-free-hosting'], 'strong', ['link-free-hosting'], false, false, false, false, false],
    [['link-foreign', 'mass-mailing', 'model'], 'none', [], false, false, false, false, false],
    [['lookalike-domain', 'link-foreign'], 'strong', ['lookalike-domain'], false, false, false, true, false],
    [['brand-address-links-away'], 'strong', ['brand-address-links-away'], false, false, false, true, false],
    [['brand-impersonation'], 'strong', ['brand-impersonation'], false, false, false, false, false],
    // An advertisement: the model's reading of its sales words is no trick; elsewhere it is.
    [['language:spam-pitch', 'html-form', MODEL_WORDING], 'weak', ['html-form', MODEL_WORDING], true, false, false, false, false],
    [['html-form', MODEL_WORDING], 'weak', ['html-form', MODEL_WORDING], false, false, false, false, false],
    [['language:spam-pitch', 'link-shortener', MODEL_WORDING], 'weak', ['link-shortener', MODEL_WORDING], false, false, true, false, false],
    // A lure: something promised to make you act.
    [['language:prize', 'link-foreign'], 'weak', ['language:prize'], false, false, false, false, true],
  ])('%j → %s', (ids, level, kept, bulkOnly, story, hiddenLink, falseIdentity, lure) => {
    expect(findDeception(ids as string[])).toEqual({ level, ids: kept, bulkOnly, story, hiddenLink, falseIdentity, lure });
  });

  it.each([
    [['link-mismatch'], true],
    [['language:urgency'], true],
    [['reply-to-other-org', MODEL_WORDING], true],
    [[MODEL_WORDING], false],
    [['link-foreign', 'model'], false],
  ])('plays a trick: %j → %s', (ids, trick) => {
    expect(playsATrick(findDeception(ids as string[]))).toBe(trick);
  });

  it.each([
    ['i am currently in dublin on a 2 year contract abroad, so i cannot show you the apartment', true],
    ['je suis a l\'etranger, les cles vous seront envoyees par la poste', true],
    ['we were abroad last summer, the kids loved it', false],
    ['the keys are at the front desk', false],
    ["i can't come myself, my mover will pick it up. i will send you the payment by zelle", true],
    ["je ne peux pas venir moi-meme, c'est mon demenageur qui va passer", true],
    ["i'm out of town this week, my courier will pick it up friday", true],
    ["i'm out of town this week, can i pick it up friday?", false],
    ['je suis en deplacement, mon livreur va passer le chercher demain', true],
    ['je ne fais pas de visite avant la location, la cle est dans la boite a code', true],
    ['les visites se font le samedi, appelez-moi', false],
    ['je suis en deplacement, je passe le chercher a mon retour', false],
    ["i can't come myself tonight, can we do saturday?", false],
    ["je peux pas t'appeler, j'ai presque pas de reseau ici. reponds-moi par courriel", true],
    ["i can't call you right now, i have almost no signal here. reply by email", true],
    ["je peux t'appeler ce soir si tu veux", false],
    ['i can call you tonight after dinner', false],
  ])('pretext: %s → %s', (text, found) => {
    expect(findPretext(text).length > 0).toBe(found);
  });
});
