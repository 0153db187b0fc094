/**
 * Training the statistical model from a list of messages: features and word scores for each message
 * (bare, and every Nth as an inline forward), the word models, the trees and the logistic regression.
 * Used by `npm run train` (the shipped model, its calibration) and by `npm run eval` (the held-out models
 * of the time split and of leave-one-source-out).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { ParsedMessage } from '../src/analysis/analysis.types';
import { addressDomain, registrableDomain } from '../src/analysis/domains/domain-utils';
import { type Analysis, analyzeDetailed } from '../src/analysis/analyze';
import { buildForward, parseEmail } from '../src/analysis/parsing';
import { FEATURE_NAMES, textScoreFeature } from '../src/analysis/model/features';
import { tokenScore } from '../src/analysis/model/token-model';
import { trainTokenModel, type TokenDoc } from './token-model-training';
import { contentWords } from '../src/analysis/model/text-tokens';
import { MODEL_VERSION, predict, type ScamModel } from '../src/analysis/model/scam-model';
import { trainBoostedTrees } from './boosted-trees-training';
import { trainLinearModel } from './linear-model-training';
import { type CorpusEntry, isScamLabel } from '../tools/corpus';

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

/** The fold of a message's community: its mailing list, else its sender's registrable domain. */
function communityFold(parsed: ParsedMessage, folds: number): number {
  const headers = parsed.original.headers;
  const list = (headers['list-id'] ?? headers['list-post'] ?? headers['mailing-list'] ?? '').toLowerCase().replace(/^[^<]*</, '').replace(/>.*$/, '').trim();
  const key = list !== '' ? list : registrableDomain(addressDomain(parsed.original.from?.address ?? ''));
  return createHash('sha256').update(key).digest().readUInt32BE(0) % folds;
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


export interface TrainOptions {
  /** Every Nth message is also learnt as an inline forward (0: none). */
  augmentEvery: number;
  tokenOpts: { l2: number; lengthNorm?: number };
  rounds: number;
  depth: number;
  supplementBoost: number;
  supplementShare: number;
  textFolds: number;
  /**
   * How messages are split into the word-score folds: `message` (one by one) or `community` (a mailing
   * list, else the sender's domain, stays in one fold, so the scores the trees learn from are those of
   * a word model that never read that community, as the word model will be at run time on new mail).
   */
  foldBy: 'message' | 'community';
  linearShare: number;
  linearL2: number;
  englishHead: boolean;
  progress?: (line: string) => void;
}

export const DEFAULT_TRAIN_OPTIONS: TrainOptions = {
  augmentEvery: 4,
  tokenOpts: { l2: 0.0002, lengthNorm: 40 },
  rounds: 150,
  depth: 3,
  supplementBoost: 3,
  supplementShare: 0.5,
  textFolds: 5,
  foldBy: 'community',
  linearShare: 0.3,
  linearL2: 0.001,
  englishHead: true,
};

/** Trains the model on these messages (corpus and supplement); `report`: figures on the training data itself. */
export async function trainModel(entries: CorpusEntry[], o: TrainOptions): Promise<{ model: ScamModel; report: string[] }> {
  const { augmentEvery, tokenOpts, rounds, depth, supplementBoost, supplementShare, textFolds, foldBy, linearShare, linearL2, englishHead } = o;
  const report: string[] = [];
  const samples: Sample[] = [];
  for (let i = 0; i < entries.length; i += 1) {
    const e = entries[i];
    const raw = readFileSync(e.path);
    try {
      const parsed = await parseEmail(raw, { detectForwards: false });
      const y = isScamLabel(e.label) ? 1 : 0;
      const fold = foldBy === 'community' ? communityFold(parsed, textFolds) : i % textFolds;
      const lang = parsed.language === 'en' || parsed.language === 'fr' ? parsed.language : 'other';
      // The supplement is a group of its own, so its share of the weight does not depend on its size.
      const group = e.source === 'supplement' ? `${y}/supplement` : `${y}/${lang}`;
      const bare = analyzeDetailed(parsed, undefined, { model: null });
      samples.push(sample(bare, y, group, e.source, fold));
      // Every Nth message (default 4th) is also learnt as an inline forward, the way families send it
      // (every supplement message: families forward legitimate mail too).
      if ((augmentEvery > 0 && i % augmentEvery === 0) || e.source === 'supplement') {
        const style = (i / augmentEvery) % 2 === 0 ? 'gmail' : 'outlook';
        const fwd = await parseEmail(await buildForward(raw, { style, from: 'family@example.net', to: 'check@scamcheck.example' }));
        const fd = analyzeDetailed(fwd, undefined, { model: null });
        samples.push(sample(fd, y, group, e.source, fold));
      }
    } catch {
      // Unreadable messages are skipped.
    }
    if ((i + 1) % 1000 === 0) o.progress?.(`  ${i + 1}/${entries.length}`);
  }
  const groupTotals = countGroups(samples);
  const weight = balancedWeights(samples, supplementShare);
  // The word model learns from English messages only (see token-model.ts). Its score becomes one
  // feature of both heads; to keep that feature honest, each training message gets the score of a
  // word model that did not see it, nor its mailing list or sender's domain (five folds by default,
  // `--text-folds N`; `--fold-by message` folds message by message): the trees then learn what the word
  // score is worth on mail from people and lists it never read, which is all the mail it meets at run time.
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
    report.push(`  ${k.padEnd(44)} n=${String(t.n).padStart(5)}  p>=0.5 ${((100 * t.mid) / t.n).toFixed(1)}%  p>=0.9 ${((100 * t.high) / t.n).toFixed(1)}%\n`);
  }
  const gainTotal = trained.importance.reduce((a, b) => a + b, 0) || 1;
  const top = FEATURE_NAMES.map((f, i) => [f, trained.importance[i] / gainTotal] as const).sort((a, b) => b[1] - a[1]).slice(0, 15);
  report.push(`  features the trees lean on (share of split gain): ${top.map(([f, w]) => `${f} ${(100 * w).toFixed(1)}%`).join(', ')}`);
  return { model, report };
}
