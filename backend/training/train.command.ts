/**
 * `npm run train -- CORPUS_DIR [--out FILE]`
 * Trains the statistical model on the corpus `train` part only and writes the versioned artifact
 * (default: src/analysis/model/scam-model.v2.json, committed with the code), with its calibration table
 * (training/calibrate.ts; `--no-calibration` leaves it out). `--recalibrate` keeps the artifact's model and
 * only counts its calibration table again: after a change to the decision rules, the confidence each
 * verdict states follows the rules without the model's verdicts moving.
 * Balancing: each class gets the same total weight, and inside the scam class each language
 * (English / French / other) gets the same share, so "not English" cannot stand in for "scam".
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MODEL_FILE, readModelFile } from '../src/analysis/model/scam-model';
import { numberArg, parseArgs, runCommand, userPath } from '../src/cli/cli-args';
import { readCorpus, readSupplement, timeSplit, withoutHoldoutHalf } from '../tools/corpus';
import type { Calibration } from '../src/analysis/scoring/calibration';
import { calibrationTable } from './calibrate';
import { DEFAULT_TRAIN_OPTIONS as D, trainModel } from './train-model';

const SUPPLEMENT_DIR = join(__dirname, 'supplement');

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2), ['out', 'exclude-source', 'oldest', 'holdout', 'token-l2', 'token-norm', 'rounds', 'depth', 'augment', 'supplement-boost', 'supplement-share', 'text-folds', 'fold-by', 'linear-share', 'linear-l2']);
  const augmentEvery = numberArg(args, 'augment', D.augmentEvery);
  const tokenL2 = numberArg(args, 'token-l2', D.tokenOpts.l2);
  // Words of a long message count sqrt(N / words) each, so that a long text is not read as ordinary
  // by the sheer number of its ordinary words (`--token-norm 0`: every word counts fully).
  const tokenNorm = numberArg(args, 'token-norm', D.tokenOpts.lengthNorm ?? 0);
  const tokenOpts = { l2: tokenL2, ...(tokenNorm > 0 ? { lengthNorm: tokenNorm } : {}) };
  const rounds = numberArg(args, 'rounds', D.rounds);
  const depth = numberArg(args, 'depth', D.depth);
  const supplementBoost = numberArg(args, 'supplement-boost', D.supplementBoost);
  const supplementShare = numberArg(args, 'supplement-share', D.supplementShare);
  const textFolds = numberArg(args, 'text-folds', D.textFolds);
  const foldByArg = args.values.get('fold-by') ?? D.foldBy;
  if (foldByArg !== 'community' && foldByArg !== 'message') {
    process.stderr.write('--fold-by must be community or message\n');
    process.exit(2);
  }
  const foldBy: 'community' | 'message' = foldByArg;
  const linearShare = numberArg(args, 'linear-share', D.linearShare);
  const linearL2 = numberArg(args, 'linear-l2', D.linearL2);
  const englishHead = !args.flags.has('no-english-head');
  const dir = args.positional[0];
  if (!dir) {
    process.stderr.write('usage: npm run train -- CORPUS_DIR [--out FILE] [--holdout 0|1] [--exclude-source NAME] [--oldest 0.8] [--token-norm N] [--token-l2 L] [--rounds N] [--depth N] [--text-folds N] [--fold-by community|message] [--linear-share S] [--linear-l2 L] [--no-english-head] [--no-supplement] [--no-calibration] [--recalibrate]\n');
    return 2;
  }
  const out = args.values.get('out') ? userPath(args.values.get('out') as string) : join(__dirname, '..', 'src', 'analysis', 'model', MODEL_FILE);
  // --holdout K (0 or 1) leaves every other train message out, to estimate generalisation on the
  // train part itself (eval --model FILE --holdout K) without ever looking at the test part.
  const holdout = args.values.has('holdout') ? numberArg(args, 'holdout', 0) : undefined;
  const trainPart = readCorpus(userPath(dir)).filter((e) => e.part === 'train');
  let corpus = holdout === undefined ? trainPart : withoutHoldoutHalf(trainPart, holdout);
  // Leave one source out (eval --source NAME scores it), or learn from the older messages of each
  // source only (eval --newest 0.2 scores the newest fifth).
  const excluded = args.values.get('exclude-source');
  if (excluded) corpus = corpus.filter((e) => e.source !== excluded);
  if (args.values.has('oldest')) corpus = timeSplit(corpus, 1 - numberArg(args, 'oldest', 0.8), false);
  // The project's own modern legitimate mail (supplement/README.md), which the corpus lacks.
  const supplement = args.flags.has('no-supplement') ? [] : readSupplement(SUPPLEMENT_DIR);
  const entries = [...corpus, ...supplement];
  const options = { augmentEvery, tokenOpts, rounds, depth, supplementBoost, supplementShare, textFolds, foldBy, linearShare, linearL2, englishHead, progress: (l: string) => process.stderr.write(`${l}\n`) };
  if (args.flags.has('recalibrate')) return recalibrate(out, () => calibrationTable(corpus, supplement, options));
  process.stderr.write(`training on ${entries.length} messages\n`);
  const { model, report } = await trainModel(entries, options);
  for (const line of report) process.stdout.write(`${line}\n`);
  // The confidence each verdict states, from held-out halves (`--no-calibration`: raw confidence).
  if (!args.flags.has('no-calibration')) model.calibration = await calibrationTable(corpus, supplement, options);
  // Compact: the artifact is generated, read by code only, and a third smaller without indentation.
  writeFileSync(out, `${JSON.stringify(model)}\n`);
  process.stdout.write(`model written to ${out}\n`);
  return 0;
}

/** The artifact at `out`, its model unchanged, with its calibration table counted again. */
async function recalibrate(out: string, count: () => Promise<Calibration>): Promise<number> {
  if (!existsSync(out)) {
    process.stderr.write(`${out}: no model artifact to recalibrate; train one first (without --recalibrate).\n`);
    return 1;
  }
  const model = readModelFile(out);
  if (!model) {
    process.stderr.write(`${out} does not fit the features this code computes: train it again without --recalibrate.\n`);
    return 1;
  }
  model.calibration = await count();
  writeFileSync(out, `${JSON.stringify(model)}\n`);
  process.stdout.write(`calibration table of ${out} counted again\n`);
  return 0;
}

void runCommand(main, true);
