/**
 * Reading the labelled corpus (labels.tsv: file, label, source, part). Used by eval and train only;
 * the application never needs the corpus.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export type CorpusLabel = 'phishing' | 'spam' | 'ham';

export interface CorpusEntry {
  file: string;
  path: string;
  label: CorpusLabel;
  source: string;
  part: 'train' | 'test';
}

export function readCorpus(dir: string): CorpusEntry[] {
  const lines = readFileSync(join(dir, 'labels.tsv'), 'utf8').split(/\r?\n/);
  const entries: CorpusEntry[] = [];
  for (const line of lines.slice(1)) {
    if (!line.trim()) continue;
    const [file, label, source, part] = line.split('\t');
    if (label !== 'phishing' && label !== 'spam' && label !== 'ham') continue;
    if (part !== 'train' && part !== 'test') continue;
    entries.push({ file, path: join(dir, file), label, source, part });
  }
  return entries;
}

/** Scam-like labels: the engine should rate these suspicious or dangerous. */
export function isScamLabel(label: CorpusLabel): boolean {
  return label !== 'ham';
}
