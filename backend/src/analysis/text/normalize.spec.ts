import { makeEmail } from '../../../test/fixtures/analysis/make-email';
import { findAsks } from '../decision/asks';
import { buildContext } from '../detectors/email-context';
import { decodeTextEntities, foldText } from './normalize';

describe('text normalisation', () => {
  it.each([
    ['named entities with their semicolon', 'instru&ccedil;&otilde;es', 'instruções'],
    ['decimal and hexadecimal entities', 'r&#233;activez &#xE9;', 'réactivez é'],
    ['an ampersand in a name', 'AT&T and R&D', 'AT&T and R&D'],
    ['an entity without its semicolon', 'a &copy 2026', 'a &copy 2026'],
    ['no entity at all', 'Hello', 'Hello'],
  ])('decodes only complete HTML entities: %s', (_case, input, expected) => {
    expect(decodeTextEntities(input)).toBe(expected);
  });

  it('folds case, accents, invisible marks and spaces', () => {
    expect(foldText('Ré\u200bactivez   VOTRE  cœur')).toBe('reactivez votre coeur');
  });

  it('lets every rule read a plain-text part that still holds HTML entities', () => {
    const ctx = buildContext(makeEmail({ text: 'Ol&aacute;! Informe o c&oacute;digo de seguran&ccedil;a para concluir a verifica&ccedil;&atilde;o.' }));
    expect(ctx.body).toContain('informe o codigo de seguranca para concluir a verificacao');
    expect(findAsks(ctx, new Set()).map((a) => a.id)).toContain('give-password');
  });
});
