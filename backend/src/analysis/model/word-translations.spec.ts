import { makeEmail } from '../../../test/fixtures/analysis/make-email';
import { buildContext } from '../detectors/email-context';
import { contentWords, textTokens } from './text-tokens';
import { cjkDictionarySize, translateCjk } from './cjk-translations';
import { dictionarySize, translatePhrases, translateToken } from './word-translations';

describe('word translations', () => {
  it('maps words of other languages onto the English word, function words onto nothing', () => {
    expect(translateToken('compte')).toBe('account');
    expect(translateToken('senha')).toBe('password');
    expect(translateToken('rekening')).toBe('account');
    expect(translateToken("l'argent")).toBe('money');
    expect(translateToken('merci')).toBe('thanks');
    expect(translateToken('vous')).toBe('');
    expect(translateToken('und')).toBe('');
    expect(translateToken('zzzunknown')).toBe('zzzunknown');
    expect(translatePhrases('votre mot de passe expire')).toBe('votre password expire');
    expect(dictionarySize()).toBeGreaterThan(500);
  });

  it('reads Chinese, Japanese and Korean words inside unspaced text, family words as well as sales words', () => {
    const words = (text: string): string[] => translatePhrases(text.normalize('NFKD')).match(/[a-z]+/g) ?? [];
    expect(words('免费优惠，请点击网站')).toEqual(['free', 'discount', 'click', 'website']);
    expect(words('您好，发送电子邮件')).toEqual(['hello', 'email']);
    expect(words('週末に家族と夕食')).toEqual(['weekend', 'family', 'dinner']);
    expect(words('광고 무료 이벤트')).toEqual(['advertising', 'free', 'event']);
    expect(words('엄마, 주말에 사진 보내줄게')).toEqual(['mother', 'weekend', 'photos']);
    expect(translateCjk('no CJK here')).toBe('no CJK here');
    expect(cjkDictionarySize()).toBeGreaterThan(250);
  });

  it('reads a French message through the dictionary and leaves an English one as it is', () => {
    const fr = textTokens(buildContext(makeEmail({ subject: 'Votre compte', text: 'Bonjour, votre compte est bloqué. Cliquez ici pour vérifier votre mot de passe. Merci.' })));
    expect(fr.translated).toBe(true);
    expect(fr.tokens).toEqual(expect.arrayContaining(['account', 'blocked', 'click', 'verify', 'password', 'thanks']));
    expect(fr.tokens).not.toContain('votre');
    const en = textTokens(buildContext(makeEmail({ subject: 'Your account', text: 'Hello, your account is blocked. Please click here to verify the password.' })));
    expect(en.translated).toBe(false);
    expect(en.tokens).toEqual(expect.arrayContaining(['your', 'the', 'account', 'click']));
    // The content-word model never sees function words, so translated text is scored like English.
    expect(contentWords(en.tokens)).not.toContain('the');
    expect(contentWords(en.tokens)).toContain('account');
  });
});
