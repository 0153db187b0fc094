/** Training of the word models (src/analysis/model/token-model.ts holds the run-time side). */
import { adamStep } from './adam';
import { wordShare, type TokenModel } from '../src/analysis/model/token-model';

export interface TokenDoc {
  tokens: string[];
  y: number;
  weight: number;
}

/** Trains with Adam and L2 over binary word features; keeps words seen in at least `minDocs` documents. */
export function trainTokenModel(docs: TokenDoc[], opts: { minDocs?: number; iterations?: number; l2?: number; maxVocab?: number; lengthNorm?: number } = {}): TokenModel {
  const minDocs = opts.minDocs ?? 8;
  const iterations = opts.iterations ?? 300;
  const l2 = opts.l2 ?? 0.0005;
  const df = new Map<string, number>();
  for (const d of docs) for (const t of d.tokens) df.set(t, (df.get(t) ?? 0) + 1);
  const vocab = [...df.entries()].filter(([, n]) => n >= minDocs).sort((a, b) => b[1] - a[1]).slice(0, opts.maxVocab ?? 20000).map(([t]) => t);
  const index = new Map(vocab.map((t, i) => [t, i]));
  const rows = docs.map((d) => d.tokens.map((t) => index.get(t)).filter((i): i is number => i !== undefined));
  const share = docs.map((d) => wordShare(d.tokens.length, opts.lengthNorm));
  const total = docs.reduce((a, d) => a + d.weight, 0) || 1;
  const n = vocab.length;
  const w = new Float64Array(n + 1); // the last one is the bias
  const m = new Float64Array(n + 1);
  const v = new Float64Array(n + 1);
  const rate = 0.02;
  for (let it = 1; it <= iterations; it += 1) {
    const grad = new Float64Array(n + 1);
    for (let i = 0; i < docs.length; i += 1) {
      let z = 0;
      for (const j of rows[i]) z += w[j];
      z = w[n] + z * share[i];
      const p = 1 / (1 + Math.exp(-Math.max(-30, Math.min(30, z))));
      const g = ((p - docs[i].y) * docs[i].weight) / total;
      for (const j of rows[i]) grad[j] += g * share[i];
      grad[n] += g;
    }
    for (let j = 0; j < n; j += 1) grad[j] += l2 * w[j];
    adamStep(w, grad, m, v, it, rate);
  }
  const weights = Object.create(null) as Record<string, number>;
  for (let j = 0; j < n; j += 1) {
    // Words with a negligible weight are dropped to keep the artifact small.
    if (Math.abs(w[j]) >= 0.02) weights[vocab[j]] = Math.round(w[j] * 1000) / 1000;
  }
  return { bias: Math.round(w[n] * 1000) / 1000, weights, ...(opts.lengthNorm === undefined ? {} : { lengthNorm: opts.lengthNorm }) };
}
