/**
 * Reading the labelled corpus (labels.tsv: file, label, source, part). Used by eval and train only;
 * the application never needs the corpus.
 */
import { closeSync, existsSync, openSync, readdirSync, readFileSync, readSync } from 'node:fs';
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

/** The Date header of a message file (its first 64 kB), as epoch ms; NaN when absent or unreadable. */
export function messageDate(path: string): number {
  const fd = openSync(path, 'r');
  try {
    const buf = Buffer.alloc(65536);
    const n = readSync(fd, buf, 0, buf.length, 0);
    const head = buf.subarray(0, n).toString('latin1');
    const end = head.search(/\r?\n\r?\n/);
    const m = /^date:[ \t]*(.+)$/im.exec(end > 0 ? head.slice(0, end) : head);
    return m ? Date.parse(m[1].replace(/\s*\([^)]*\)\s*$/, '').trim()) : Number.NaN;
  } finally {
    closeSync(fd);
  }
}

/**
 * The time split: inside each source, the newest `share` of the messages (by Date header) on one side,
 * the older ones on the other. Messages without a readable date count as oldest. `newest`: which side.
 */
export function timeSplit(entries: CorpusEntry[], share: number, newest: boolean): CorpusEntry[] {
  const out: CorpusEntry[] = [];
  const sources = [...new Set(entries.map((e) => e.source))];
  for (const source of sources) {
    const dated = entries.filter((e) => e.source === source).map((e) => ({ e, t: messageDate(e.path) }));
    dated.sort((a, b) => (Number.isNaN(a.t) ? -Infinity : a.t) - (Number.isNaN(b.t) ? -Infinity : b.t) || a.e.file.localeCompare(b.e.file));
    const cut = Math.floor(dated.length * (1 - share));
    out.push(...(newest ? dated.slice(cut) : dated.slice(0, cut)).map((d) => d.e));
  }
  return out;
}
