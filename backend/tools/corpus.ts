/**
 * Reading the labelled corpus (labels.tsv: file, label, source, part). Used by eval and train only;
 * the application never needs the corpus.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

/**
 * Half K (0 or 1) of a part: every other entry, starting at K. `train --holdout K` learns from the other
 * half and `eval --holdout K` scores this one, so both commands must split the same way.
 */
export function holdoutHalf(entries: CorpusEntry[], half: number): CorpusEntry[] {
  return entries.filter((_, i) => i % 2 === half);
}

/** The other half: what `train --holdout K` learns from. */
export function withoutHoldoutHalf(entries: CorpusEntry[], half: number): CorpusEntry[] {
  return entries.filter((_, i) => i % 2 !== half);
}

/** Scam-like labels: the engine should rate these suspicious or dangerous. */
export function isScamLabel(label: CorpusLabel): boolean {
  return label !== 'ham';
}

/**
 * The project's own training supplement (training/supplement/<label>/*.eml): modern
 * legitimate mail and modern scams the corpus lacks. Always part of training, never of an evaluation.
 */
export function readSupplement(dir: string): CorpusEntry[] {
  const entries: CorpusEntry[] = [];
  for (const label of ['ham', 'phishing', 'spam'] as const) {
    const sub = join(dir, label);
    if (!existsSync(sub)) continue;
    for (const file of readdirSync(sub).filter((f) => f.endsWith('.eml')).sort()) {
      entries.push({ file: `${label}/${file}`, path: join(sub, file), label, source: 'supplement', part: 'train' });
    }
  }
  return entries;
}
