/**
 * `npm run train -- CORPUS_DIR [--out FILE]`
 * Trains the statistical model on the corpus `train` part only and writes the versioned artifact
 * (default: src/analysis/model/scam-model.v1.json, committed with the code).
 * Balancing: each class gets the same total weight, and inside the scam class each language
 * (English / French / other) gets the same share, so "not English" cannot stand in for "scam".
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyzeDetailed } from '../analysis/analyze';
import { buildForward, parseEmail } from '../analysis/parsing';
import { FEATURE_NAMES, textScoreFeature } from '../analysis/model/features';
import { tokenScore, trainTokenModel, type TokenDoc } from '../analysis/model/token-model';
import { contentWords } from '../analysis/model/text-tokens';
import { MODEL_FILE, predict, type ScamModel } from '../analysis/model/scam-model';
import { trainLogistic } from '../analysis/model/train-logistic';
import { parseArgs, userPath } from './cli-args';
import { isScamLabel, readCorpus } from './corpus';

interface Sample {
  x: number[];
  y: number;
  group: string;
  source: string;
  tokens: string[];
  fold: number;
  english: boolean;
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2), ['out', 'holdout', 'token-l2', 'l2', 'augment']);
  const augmentEvery = Number(args.values.get('augment') ?? 4);
  const tokenL2 = Number(args.values.get('token-l2') ?? 0.0005);
  const mainL2 = Number(args.values.get('l2') ?? 0.002);
  const dir = args.positional[0];
  if (!dir) {
    process.stderr.write('usage: npm run train -- CORPUS_DIR [--out FILE]\n');
    return 2;
  }
  const out = args.values.get('out') ? userPath(args.values.get('out') as string) : join(__dirname, '..', 'analysis', 'model', MODEL_FILE);
  // --holdout K (0 or 1) leaves every other train message out, to estimate generalisation on the
  // train part itself (eval --model FILE --holdout K) without ever looking at the test part.
  const holdout = args.values.get('holdout');
  const entries = readCorpus(userPath(dir))
    .filter((e) => e.part === 'train')
    .filter((_, i) => holdout === undefined || i % 2 !== Number(holdout));
  const samples: Sample[] = [];
  for (let i = 0; i < entries.length; i += 1) {
    const e = entries[i];
    const raw = readFileSync(e.path);
    try {
      const parsed = await parseEmail(raw);
      const y = isScamLabel(e.label) ? 1 : 0;
      const lang = parsed.language === 'en' || parsed.language === 'fr' ? parsed.language : 'other';
      const bare = analyzeDetailed(parsed, undefined, { model: null });
      samples.push({ x: bare.features, y, group: `${y}/${lang}`, source: e.source, tokens: bare.tokens(), fold: i % 2, english: lang === 'en' });
      // Every Nth message (default 4th) is also learnt as an inline forward, the way families send it.
      if (augmentEvery > 0 && i % augmentEvery === 0) {
        const style = (i / augmentEvery) % 2 === 0 ? 'gmail' : 'outlook';
        const fwd = await parseEmail(await buildForward(raw, { style, from: 'family@example.net', to: 'check@scamcheck.example' }));
        const fd = analyzeDetailed(fwd, undefined, { model: null });
        samples.push({ x: fd.features, y, group: `${y}/${lang}`, source: e.source, tokens: fd.tokens(), fold: i % 2, english: lang === 'en' });
      }
    } catch {
      // Unreadable messages are skipped.
    }
    if ((i + 1) % 1000 === 0) process.stderr.write(`  ${i + 1}/${entries.length}\n`);
  }
  const groupTotals = new Map<string, number>();
  for (const s of samples) groupTotals.set(s.group, (groupTotals.get(s.group) ?? 0) + 1);
  const groupsPerClass = [0, 1].map((y) => [...groupTotals.keys()].filter((g) => g.startsWith(`${y}/`)).length);
  // Each class weighs 1 in total, split evenly over its language groups (groups under 20 samples get less).
  const weight = samples.map((s) => {
    const count = groupTotals.get(s.group) ?? 1;
    const share = 1 / groupsPerClass[s.y] * Math.min(1, count / 20);
    return share / count;
  });
  // The word model learns from English messages only (see token-model.ts). Its score becomes one
  // feature of the main model; to keep that feature honest, each training message gets the score of a
  // word model that did not see it (two folds).
  const tokenDocs = (filter: (s: Sample) => boolean): TokenDoc[] => {
    const chosen = samples.filter(filter);
    const pos = chosen.filter((s) => s.y === 1).length || 1;
    const neg = chosen.length - pos || 1;
    return chosen.map((s) => ({ tokens: s.tokens, y: s.y, weight: s.y === 1 ? 0.5 / pos : 0.5 / neg }));
  };
  const foldModels = [0, 1].map((k) => trainTokenModel(tokenDocs((s) => s.english && s.fold !== k), { l2: tokenL2 }));
  const fullTokens = trainTokenModel(tokenDocs((s) => s.english), { l2: tokenL2 });
  // Messages in other languages are scored at run time through the dictionary, by a word model
  // without function words (they do not translate one for one). Here they keep their untranslated
  // score, so the main model's weight for the word score is learnt from English alone.
  const contentTokens = trainTokenModel(
    tokenDocs((s) => s.english).map((d) => ({ ...d, tokens: contentWords(d.tokens) })),
    { l2: tokenL2 },
  );
  const textIndex = FEATURE_NAMES.indexOf('text_score');
  for (const s of samples) {
    const tm = s.english ? foldModels[s.fold] : fullTokens;
    s.x[textIndex] = textScoreFeature(tokenScore(tm, s.tokens));
  }
  const trained = trainLogistic({ x: samples.map((s) => s.x), y: samples.map((s) => s.y), weight }, { iterations: 1500, l2: mainL2 });
  const model: ScamModel = {
    version: 'v1',
    trainedAt: new Date().toISOString(),
    features: FEATURE_NAMES,
    ...trained,
    tokens: fullTokens,
    contentTokens,
    training: { samples: samples.length, groups: Object.fromEntries(groupTotals) },
  };
  // Figures on the training data itself, per group (a sanity check, not an evaluation).
  const stats = new Map<string, { n: number; high: number; mid: number }>();
  for (const s of samples) {
    const p = predict(model, s.x); // in-sample for the main model, out-of-fold for the word score
    const key = `${s.y ? 'scam' : 'ham'} ${s.group.split('/')[1]} ${s.source}`;
    const t = stats.get(key) ?? { n: 0, high: 0, mid: 0 };
    t.n += 1;
    if (p >= 0.9) t.high += 1;
    if (p >= 0.5) t.mid += 1;
    stats.set(key, t);
  }
  for (const [k, t] of [...stats.entries()].sort()) {
    process.stdout.write(`  ${k.padEnd(44)} n=${String(t.n).padStart(5)}  p>=0.5 ${((100 * t.mid) / t.n).toFixed(1)}%  p>=0.9 ${((100 * t.high) / t.n).toFixed(1)}%\n`);
  }
  const top = FEATURE_NAMES.map((f, i) => [f, model.weights[i]] as const).sort((a, b) => Math.abs(b[1]) - Math.abs(a[1])).slice(0, 15);
  process.stdout.write(`  strongest features: ${top.map(([f, w]) => `${f}=${w.toFixed(2)}`).join(', ')}\n`);
  writeFileSync(out, `${JSON.stringify(model, null, 1)}\n`);
  process.stdout.write(`model written to ${out}\n`);
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(`${err instanceof Error ? err.stack ?? err.message : String(err)}\n`);
    process.exitCode = 1;
  },
);
