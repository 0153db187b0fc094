import { LinkClaims, signLink, verifyLink } from './signed-link';

const SECRET = 'a-test-secret-of-enough-length-0123456789';
const NOW = Date.parse('2026-11-26T12:00:00Z');
const claims: LinkClaims = { p: 'feedback', s: 'row-1', a: 'safe', e: NOW / 1000 + 3600, n: 'nonce-1' };

describe('signed links', () => {
  const token = signLink(SECRET, claims);

  it.each([
    ['the token as signed', token, 'feedback', { ok: true, claims }],
    ['another purpose', token, 'household-confirm', { ok: false, reason: 'invalid' }],
    ['a changed body', `${Buffer.from(JSON.stringify({ ...claims, a: 'scam' })).toString('base64url')}.${token.split('.')[1]}`, 'feedback', { ok: false, reason: 'invalid' }],
    ['a changed signature', `${token.split('.')[0]}.${'A'.repeat(43)}`, 'feedback', { ok: false, reason: 'invalid' }],
    ['another secret', signLink(`${SECRET}x`, claims), 'feedback', { ok: false, reason: 'invalid' }],
    ['no dot', token.replace('.', ''), 'feedback', { ok: false, reason: 'invalid' }],
    ['not a string', 42, 'feedback', { ok: false, reason: 'invalid' }],
    ['an expired token', signLink(SECRET, { ...claims, e: NOW / 1000 - 1 }), 'feedback', { ok: false, reason: 'expired' }],
    ['a signed body that is not claims', `${Buffer.from('{"p":"feedback"}').toString('base64url')}.x`, 'feedback', { ok: false, reason: 'invalid' }],
  ] as const)('%s', (_name, input, purpose, expected) => {
    expect(verifyLink(SECRET, input, purpose, NOW)).toEqual(expected);
  });
});
