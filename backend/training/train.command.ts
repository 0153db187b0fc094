/**
 * `npm run train -- CORPUS_DIR [--out FILE]`
 * Trains the statistical model on the corpus `train` part only and writes the versioned artifact
 * (default: src/analysis/model/scam-model.v2.json, committed with the code).
 * Balancing: each class gets the same total weight, and inside the scam class each language
 * (English / French / other) gets the same share, so "not English" cannot stand in for "scam".
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Analysis, analyzeDetailed } from '../src/analysis/analyze';
import { buildForward, parseEmail } from '../src/analysis/parsing';
import { FEATURE_NAMES, textScoreFeature } from '../src/analysis/model/features';
import { tokenScore } from '../src/analysis/model/token-model';
import { trainTokenModel, type TokenDoc } from './token-model-training';
import { contentWords } from '../src/analysis/model/text-tokens';
import { MODEL_FILE, MODEL_VERSION, predict, type ScamModel } from '../src/analysis/model/scam-model';
import { trainBoostedTrees } from './boosted-trees-training';
import { trainLinearModel } from './linear-model-training';
import { numberArg, parseArgs, runCommand, userPath } from '../src/cli/cli-args';
import { isScamLabel, readCorpus, readSupplement, timeSplit, withoutHoldoutHalf } from '../tools/corpus';

interface Sample {
  x: number[];
  y: number;
  group: string;
  source: string;
  /** Untranslated words (what the English word models learn from). */
  tokens: string[];
  /** The words as the engine reads them at run time (other languages through the dictionary). */
  runtimeTokens: string[];
  fold: number;
  english: boolean;
}

function sample(d: Analysis, y: number, group: string, source: string, fold: number): Sample {
  const runtime = d.words();
  return { x: d.features, y, group, source, tokens: d.words(false).tokens, runtimeTokens: runtime.tokens, fold, english: !runtime.translated };
}

function countGroups(samples: Sample[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const s of samples) totals.set(s.group, (totals.get(s.group) ?? 0) + 1);
  return totals;
}

/**
 * Each class weighs 1 in total, split evenly over its groups (language, or the supplement, which gets
 * `supplementShare` of a group's share); groups under 20 samples get less.
 */
function balancedWeights(samples: Sample[], supplementShare: number): number[] {
  const groupTotals = countGroups(samples);
  const groupsPerClass = [0, 1].map((y) => [...groupTotals.keys()].filter((g) => g.startsWith(`${y}/`)).length);
  return samples.map((s) => {
    const count = groupTotals.get(s.group) ?? 1;
    const share = (1 / groupsPerClass[s.y]) * Math.min(1, count / 20) * (s.source === 'supplement' ? supplementShare : 1);
    return share / count;
  });
}

const SUPPLEMENT_DIR = join(__dirname, 'supplement');

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2), ['out', 'exclude-source', 'oldest', 'holdout', 'token-l2', 'token-norm', 'rounds', 'depth', 'augment', 'supplement-boost', 'supplement-share', 'text-folds', 'linear-share', 'linear-l2']);
  const augmentEvery = numberArg(args, 'augment', 4);
  const tokenL2 = numberArg(args, 'token-l2', 0.0002);
  // Words of a long message count sqrt(N / words) each, so that a long text is not read as ordinary
  // by the sheer number of its ordinary words (`--token-norm 0`: every word counts fully).
  const tokenNorm = numberArg(args, 'token-norm', 40);
  const tokenOpts = { l2: tokenL2, ...(tokenNorm > 0 ? { lengthNorm: tokenNorm } : {}) };
  const rounds = numberArg(args, 'rounds', 150);
  const depth = numberArg(args, 'depth', 3);
  const supplementBoost = numberArg(args, 'supplement-boost', 3);
  const supplementShare = numberArg(args, 'supplement-share', 0.5);
  const textFolds = numberArg(args, 'text-folds', 5);
  const linearShare = numberArg(args, 'linear-share', 0.3);
  const linearL2 = numberArg(args, 'linear-l2', 0.001);
  const englishHead = !args.flags.has('no-english-head');
  const dir = args.positional[0];
  if (!dir) {
    process.stderr.write('usage: npm run train -- CORPUS_DIR [--out FILE] [--holdout 0|1] [--exclude-source NAME] [--oldest 0.8] [--token-norm N] [--token-l2 L] [--rounds N] [--depth N] [--text-folds N] [--linear-share S] [--linear-l2 L] [--no-english-head]\n');
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
  const samples: Sample[] = [];
  for (let i = 0; i < entries.length; i += 1) {
    const e = entries[i];
    const raw = readFileSync(e.path);
    try {
      const parsed = await parseEmail(raw, { detectForwards: false });
      const y = isScamLabel(e.label) ? 1 : 0;
      const lang = parsed.language === 'en' || parsed.language === 'fr' ? parsed.language : 'other';
      // The supplement is a group of its own, so its share of the weight does not depend on its size.
      const group = e.source === 'supplement' ? `${y}/supplement` : `${y}/${lang}`;
      const bare = analyzeDetailed(parsed, undefined, { model: null });
      samples.push(sample(bare, y, group, e.source, i % textFolds));
      // Every Nth message (default 4th) is also learnt as an inline forward, the way families send it
      // (every supplement message: families forward legitimate mail too).
      if ((augmentEvery > 0 && i % augmentEvery === 0) || e.source === 'supplement') {
        const style = (i / augmentEvery) % 2 === 0 ? 'gmail' : 'outlook';
        const fwd = await parseEmail(await buildForward(raw, { style, from: 'family@example.net', to: 'check@scamcheck.example' }));
        const fd = analyzeDetailed(fwd, undefined, { model: null });
        samples.push(sample(fd, y, group, e.source, i % textFolds));
      }
    } catch {
      // Unreadable messages are skipped.
    }
    if ((i + 1) % 1000 === 0) process.stderr.write(`  ${i + 1}/${entries.length}\n`);
  }
  const groupTotals = countGroups(samples);
  const weight = balancedWeights(samples, supplementShare);
  // The word model learns from English messages only (see token-model.ts). Its score becomes one
  // feature of both heads; to keep that feature honest, each training message gets the score of a
  // word model that did not see it (five folds by default, `--text-folds N`).
  const tokenDocs = (filter: (s: Sample) => boolean): TokenDoc[] => {
    const chosen = samples.filter(filter);
    const pos = chosen.filter((s) => s.y === 1).length || 1;
    const neg = chosen.length - pos || 1;
    // Supplement messages count several times in the word model: a few hundred modern messages against thousands of 2002 ones.
    return chosen.map((s) => ({ tokens: s.tokens, y: s.y, weight: ((s.y === 1 ? 0.5 / pos : 0.5 / neg) * (s.source === 'supplement' ? supplementBoost : 1)) }));
  };
  const foldModels = Array.from({ length: textFolds }, (_, k) => trainTokenModel(tokenDocs((s) => s.english && s.fold !== k), tokenOpts));
  const fullTokens = trainTokenModel(tokenDocs((s) => s.english), tokenOpts);
  // Messages in other languages are read through the dictionary by a word model without function
  // words (they do not translate one for one), in training as at run time. That model never sees
  // them (it learns from English), so their scores are honest too.
  const contentTokens = trainTokenModel(
    tokenDocs((s) => s.english).map((d) => ({ ...d, tokens: contentWords(d.tokens) })),
    tokenOpts,
  );
  const textIndex = FEATURE_NAMES.indexOf('text_score');
  for (const s of samples) {
    s.x[textIndex] = textScoreFeature(s.english ? tokenScore(foldModels[s.fold], s.tokens) : tokenScore(contentTokens, s.runtimeTokens));
  }
  // The main model scores the messages read through the dictionary; it learns from all messages, the
  // English ones scored as it scores the others (content words only, out-of-fold), so that a text score
  // means the same whatever the language. The English head (below) learns from the full English scores.
  const contentFolds = Array.from({ length: textFolds }, (_, k) =>
    trainTokenModel(tokenDocs((s) => s.english && s.fold !== k).map((d) => ({ ...d, tokens: contentWords(d.tokens) })), tokenOpts),
  );
  const mainX = samples.map((s) => {
    if (!s.english) return s.x;
    const x = [...s.x];
    x[textIndex] = textScoreFeature(tokenScore(contentFolds[s.fold], contentWords(s.tokens)));
    return x;
  });
  // The trees and a logistic regression learn from the same weighted samples; the model blends their
  // log-odds (a share `--linear-share` of the linear one): chosen on the held-out halves of the train
  // part, the blend ranks the nearly ordinary messages better than either alone.
  const set = { x: mainX, y: samples.map((s) => s.y), weight };
  const trained = trainBoostedTrees(set, { rounds, depth });
  const linear = linearShare > 0 ? trainLinearModel(set, { l2: linearL2 }) : undefined;
  // The English head learns the same from English messages only (scam-model.ts, `english`).
  const englishSamples = samples.filter((s) => s.english);
  const englishSet = { x: englishSamples.map((s) => s.x), y: englishSamples.map((s) => s.y), weight: balancedWeights(englishSamples, supplementShare) };
  const englishTrees = englishHead ? trainBoostedTrees(englishSet, { rounds, depth }).model : undefined;
  const englishLinear = englishHead && linearShare > 0 ? trainLinearModel(englishSet, { l2: linearL2 }) : undefined;
  const model: ScamModel = {
    version: MODEL_VERSION,
    trainedAt: new Date().toISOString(),
    features: FEATURE_NAMES,
    trees: trained.model,
    ...(linear ? { linear, linearShare } : {}),
    ...(englishTrees ? { english: { trees: englishTrees, ...(englishLinear ? { linear: englishLinear, linearShare } : {}) } } : {}),
    tokens: fullTokens,
    contentTokens,
    training: { samples: samples.length, groups: Object.fromEntries(groupTotals) },
  };
  // Figures on the training data itself, per group (a sanity check, not an evaluation).
  const stats = new Map<string, { n: number; high: number; mid: number }>();
  samples.forEach((s, i) => {
    const p = predict(model, s.english ? s.x : mainX[i], s.english); // in-sample for the main model, out-of-fold for the word score
    const key = `${s.y ? 'scam' : 'ham'} ${s.group.split('/')[1]} ${s.source}`;
    const t = stats.get(key) ?? { n: 0, high: 0, mid: 0 };
    t.n += 1;
    if (p >= 0.9) t.high += 1;
    if (p >= 0.5) t.mid += 1;
    stats.set(key, t);
  });
  for (const [k, t] of [...stats.entries()].sort()) {
    process.stdout.write(`  ${k.padEnd(44)} n=${String(t.n).padStart(5)}  p>=0.5 ${((100 * t.mid) / t.n).toFixed(1)}%  p>=0.9 ${((100 * t.high) / t.n).toFixed(1)}%\n`);
  }
  const gainTotal = trained.importance.reduce((a, b) => a + b, 0) || 1;
  const top = FEATURE_NAMES.map((f, i) => [f, trained.importance[i] / gainTotal] as const).sort((a, b) => b[1] - a[1]).slice(0, 15);
  process.stdout.write(`  features the trees lean on (share of split gain): ${top.map(([f, w]) => `${f} ${(100 * w).toFixed(1)}%`).join(', ')}\n`);
  // Compact: the artifact is generated, read by code only, and a third smaller without indentation.
  writeFileSync(out, `${JSON.stringify(model)}\n`);
  process.stdout.write(`model written to ${out}\n`);
  return 0;
}

void runCommand(main, true);
