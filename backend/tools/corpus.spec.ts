import { type CorpusEntry, holdoutHalf, withoutHoldoutHalf } from './corpus';

describe('corpus holdout halves', () => {
  it('splits a part into two halves that eval scores and train leaves out, with nothing shared or lost', () => {
    const entries = Array.from({ length: 7 }, (_, i): CorpusEntry => ({ file: `m${i}.eml`, path: `/c/m${i}.eml`, label: 'ham', source: 's', part: 'train' }));
    const files = (list: CorpusEntry[]): string[] => list.map((e) => e.file);
    expect(files(holdoutHalf(entries, 0))).toEqual(['m0.eml', 'm2.eml', 'm4.eml', 'm6.eml']);
    expect(files(withoutHoldoutHalf(entries, 0))).toEqual(files(holdoutHalf(entries, 1)));
    expect(files(withoutHoldoutHalf(entries, 1))).toEqual(files(holdoutHalf(entries, 0)));
  });
});
