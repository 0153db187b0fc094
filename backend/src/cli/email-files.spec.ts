import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listEmailFiles } from './email-files';

describe('listEmailFiles', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'email-files-'));
    mkdirSync(join(dir, 'scam'));
    for (const name of ['a.eml', 'MANIFEST-x.tsv', 'README.md', 'labels.csv', 'notes.json', 'make-email.ts', '.hidden.eml', '00001.7c7d7f5e8b']) {
      writeFileSync(join(dir, 'scam', name), 'x');
    }
    writeFileSync(join(dir, 'b.eml'), 'x');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads the emails in a folder and skips the notes beside them', () => {
    expect(listEmailFiles(dir).map((f) => f.slice(dir.length + 1))).toEqual(['b.eml', join('scam', '00001.7c7d7f5e8b'), join('scam', 'a.eml')]);
  });

  it('reads a file named on the command line whatever its name', () => {
    expect(listEmailFiles(join(dir, 'scam', 'README.md'))).toEqual([join(dir, 'scam', 'README.md')]);
  });
});
