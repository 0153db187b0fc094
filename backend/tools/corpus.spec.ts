import { type CorpusEntry, holdoutHalf, timeSplit, withoutHoldoutHalf } from './corpus';

describe('corpus holdout halves', () => {
  it('splits a part into two halves that eval scores and train leaves out, with nothing shared or lost', () => {
    const entries = Array.from({ length: 7 }, (_, i): CorpusEntry => ({ file: `m${i}.eml`, path: `/c/m${i}.eml`, label: 'ham', source: 's', part: 'train' }));
    const files = (list: CorpusEntry[]): string[] => list.map((e) => e.file);
    expect(files(holdoutHalf(entries, 0))).toEqual(['m0.eml', 'm2.eml', 'm4.eml', 'm6.eml']);
    expect(files(withoutHoldoutHalf(entries, 0))).toEqual(files(holdoutHalf(entries, 1)));
    expect(files(withoutHoldoutHalf(entries, 1))).toEqual(files(holdoutHalf(entries, 0)));
  });
});

describe('corpus time split', () => {
  it('puts the newest fifth of each source on one side and the rest on the other', () => {
    const { mkdtempSync, writeFileSync } = require('node:fs') as typeof import('node:fs');
    const { join } = require('node:path') as typeof import('node:path');
    const { tmpdir } = require('node:os') as typeof import('node:os');
    const dir = mkdtempSync(join(tmpdir(), 'corpus-'));
    const entries: CorpusEntry[] = [];
    for (const source of ['a', 'b']) {
      for (let i = 0; i < 5; i += 1) {
        const path = join(dir, `${source}${i}.eml`);
        writeFileSync(path, `Date: Mon, ${10 + i} Jun 2002 10:00:00 +0000\r\nSubject: x\r\n\r\nbody\r\n`);
        entries.push({ file: `${source}${i}.eml`, path, label: 'ham', source, part: 'train' });
      }
    }
    const files = (list: CorpusEntry[]): string[] => list.map((e) => e.file).sort();
    expect(files(timeSplit(entries, 0.2, true))).toEqual(['a4.eml', 'b4.eml']);
    expect(files(timeSplit(entries, 0.2, false))).toHaveLength(8);
  });
});
