import { tokenScore, wordShare } from './token-model';

describe('token model', () => {
  it('counts every word fully without a length norm, and less in long messages with one', () => {
    expect(wordShare(500, undefined)).toBe(1);
    expect(wordShare(30, 40)).toBe(1);
    expect(wordShare(160, 40)).toBeCloseTo(0.5);
  });

  it('scores a long message by the share of its words, not their number', () => {
    const model = { bias: -1, weights: { prize: 2, claim: 1 }, lengthNorm: 4 };
    const short = ['prize', 'claim'];
    const long = ['prize', 'claim', ...Array.from({ length: 14 }, (_, i) => `word${i}`)];
    expect(tokenScore(model, short)).toBeCloseTo(2);
    // 16 words: each counts sqrt(4/16) = 0.5
    expect(tokenScore(model, long)).toBeCloseTo(0.5);
    expect(tokenScore({ bias: -1, weights: { prize: 2, claim: 1 } }, long)).toBeCloseTo(2);
  });
});
