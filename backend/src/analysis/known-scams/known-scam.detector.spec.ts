import { knownScamDetector, simhashDistance } from './known-scam.detector';

describe('known-scam detector', () => {
  const known = [{ contentHash: 'f'.repeat(64), fingerprint: '00000000000000ff' }];

  it('matches the same content hash', () => {
    expect(knownScamDetector({ contentHash: 'f'.repeat(64), fingerprint: '1234567812345678' }, known)[0]).toMatchObject({ detector: 'known-scam', reason: 'knownScam' });
  });

  it('matches a near-identical text by simhash, not a different one', () => {
    expect(knownScamDetector({ contentHash: 'a'.repeat(64), fingerprint: '00000000000000fe' }, known)).toHaveLength(1);
    expect(knownScamDetector({ contentHash: 'a'.repeat(64), fingerprint: 'ffffffffffff0000' }, known)).toEqual([]);
  });

  it('trusts near-duplicates only for texts long enough', () => {
    expect(knownScamDetector({ contentHash: 'a'.repeat(64), fingerprint: '00000000000000fe' }, known, 50)).toEqual([]);
  });

  it('counts differing bits', () => {
    expect(simhashDistance('0000000000000000', '000000000000000f')).toBe(4);
    expect(simhashDistance('zz', '0000000000000000')).toBe(64);
  });
});
