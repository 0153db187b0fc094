/**
 * The evaluations that need a model of their own, trained without what they score:
 * - time split: trained on the oldest 80% of each source's `train` part, scored on the newest fifth of
 *   each source's `test` part;
 * - leave one source out: trained without source X, scored on X's `test` part (left out a scam source,
 *   the other scam sources and the supplement are all the model knows of scams).
 * The models are trained once and kept in training/.held-out/ (not committed); they are trained again
 * when the shipped model is (its training date is their key) or with `--retrain-held-out`.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RiskLevel } from '../src/analysis/analysis.types';
import { FEATURE_NAMES } from '../src/analysis/model/features';
import { isCompatible, loadDefaultModel, type ScamModel } from '../src/analysis/model/scam-model';
import { DEFAULT_TRAIN_OPTIONS, trainModel } from '../training/train-model';
import { type CorpusEntry, isScamLabel, readSupplement, timeSplit } from './corpus';
import { analyseEntries } from './analyse-entries';
import type { EvalStyle } from './eval-style';

const CACHE_DIR = join(__dirname, '..', 'training', '.held-out');
const SUPPLEMENT_DIR = join(__dirname, '..', 'training', 'supplement');

interface HeldOut {
  name: string;
  train: CorpusEntry[];
  score: CorpusEntry[];
}

interface Counts {
  n: number;
  safe: number;
  dangerous: number;
}

function cacheKey(name: string, train: CorpusEntry[]): string {
  const shipped = loadDefaultModel()?.trainedAt ?? 'none';
  return createHash('sha256').update([name, shipped, FEATURE_NAMES.join(','), ...train.map((e) => e.file)].join('\n')).digest('hex').slice(0, 16);
}

async function heldOutModel(spec: HeldOut, retrain: boolean): Promise<ScamModel> {
  const key = cacheKey(spec.name, spec.train);
  const file = join(CACHE_DIR, `${spec.name.replace(/[^a-z0-9]+/gi, '-')}.json`);
  if (!retrain && existsSync(file)) {
    const cached = JSON.parse(readFileSync(file, 'utf8')) as { key: string; model: ScamModel };
    if (cached.key === key && isCompatible(cached.model)) return cached.model;
  }
  process.stderr.write(`  training the held-out model "${spec.name}" (${spec.train.length} messages; kept in training/.held-out/)\n`);
  const { model } = await trainModel([...spec.train, ...readSupplement(SUPPLEMENT_DIR)], DEFAULT_TRAIN_OPTIONS);
  mkdirSync(CACHE_DIR, { recursive: true });
  writeFileSync(file, `${JSON.stringify({ key, model })}\n`);
  return model;
}

async function score(entries: CorpusEntry[], model: ScamModel, styles: EvalStyle[]): Promise<Map<string, Counts>> {
  const counts = new Map<string, Counts>();
  for await (const { entry, style, analysis } of analyseEntries(entries, styles, model)) {
    // An unreadable message counts as SAFE: a miss for a scam.
    const level: RiskLevel = analysis?.result.riskLevel ?? 'safe';
    const key = `${style} ${isScamLabel(entry.label) ? 'scam' : 'ham'}`;
    const c = counts.get(key) ?? { n: 0, safe: 0, dangerous: 0 };
    c.n += 1;
    if (level === 'safe') c.safe += 1;
    if (level === 'dangerous') c.dangerous += 1;
    counts.set(key, c);
  }
  return counts;
}

const pct = (a: number, n: number): string => (n === 0 ? '-' : `${((100 * a) / n).toFixed(1)}%`);

function line(style: EvalStyle, counts: Map<string, Counts>, targets: { caught?: number; hamSafe?: number; hamDangerous?: number }): string {
  const scam = counts.get(`${style} scam`);
  const ham = counts.get(`${style} ham`);
  const parts: string[] = [];
  if (scam) {
    const caught = (100 * (scam.n - scam.safe)) / scam.n;
    const mark = targets.caught === undefined ? '' : caught >= targets.caught ? ' ok' : ' MISS';
    parts.push(`scams n=${scam.n} caught ${pct(scam.n - scam.safe, scam.n)}${mark}, SCAM ${pct(scam.dangerous, scam.n)}`);
  }
  if (ham) {
    const safe = (100 * ham.safe) / ham.n;
    const danger = (100 * ham.dangerous) / ham.n;
    const safeMark = targets.hamSafe === undefined ? '' : safe >= targets.hamSafe ? ' ok' : ' MISS';
    const dangerMark = targets.hamDangerous === undefined ? '' : danger <= targets.hamDangerous ? ' ok' : ' MISS';
    parts.push(`ham n=${ham.n} SAFE ${pct(ham.safe, ham.n)}${safeMark}, SCAM ${pct(ham.dangerous, ham.n)}${dangerMark}`);
  }
  return `    ${style.padEnd(9)} ${parts.join(' | ')}\n`;
}

/** Prints the time split and leave-one-source-out evaluations of the corpus. */
export async function evalHeldOut(corpus: CorpusEntry[], styles: EvalStyle[], retrain: boolean): Promise<void> {
  const train = corpus.filter((e) => e.part === 'train');
  const test = corpus.filter((e) => e.part === 'test');
  const time: HeldOut = { name: 'time split', train: timeSplit(train, 0.2, false), score: timeSplit(test, 0.2, true) };
  process.stdout.write('  Time split: trained on the oldest 80% of each source, scored on the newest fifth of its test part (targets: scams caught >= 95%, ham SAFE >= 96%)\n');
  const timeCounts = await score(time.score, await heldOutModel(time, retrain), styles);
  for (const style of styles) process.stdout.write(line(style, timeCounts, { caught: 95, hamSafe: 96 }));

  process.stdout.write('  Leave one source out: trained without the source, scored on its test part (targets for a ham source: SAFE >= 95%, SCAM <= 0.5%)\n');
  for (const source of [...new Set(corpus.map((e) => e.source))].sort()) {
    const spec: HeldOut = { name: `without ${source}`, train: train.filter((e) => e.source !== source), score: test.filter((e) => e.source === source) };
    const counts = await score(spec.score, await heldOutModel(spec, retrain), styles);
    process.stdout.write(`   left out ${source}\n`);
    for (const style of styles) process.stdout.write(line(style, counts, { hamSafe: 95, hamDangerous: 0.5 }));
  }
}
