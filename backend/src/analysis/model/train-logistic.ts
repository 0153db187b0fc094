/**
 * Training of the logistic regression (pure computation, used by the train command and tests).
 * Features are standardised; sample weights let the caller balance classes and languages.
 */
export interface TrainingSet {
  x: number[][];
  y: number[];
  weight: number[];
}

export interface TrainedWeights {
  mean: number[];
  std: number[];
  weights: number[];
  bias: number;
}

export function trainLogistic(set: TrainingSet, opts: { iterations?: number; l2?: number; rate?: number } = {}): TrainedWeights {
  const iterations = opts.iterations ?? 1500;
  const l2 = opts.l2 ?? 0.01;
  const rate = opts.rate ?? 0.3;
  const n = set.x.length;
  const d = n > 0 ? set.x[0].length : 0;
  const mean = new Array<number>(d).fill(0);
  const std = new Array<number>(d).fill(0);
  for (const row of set.x) for (let j = 0; j < d; j += 1) mean[j] += row[j] / n;
  for (const row of set.x) for (let j = 0; j < d; j += 1) std[j] += (row[j] - mean[j]) ** 2 / n;
  for (let j = 0; j < d; j += 1) std[j] = Math.sqrt(std[j]) || 1;
  const z = set.x.map((row) => row.map((v, j) => (v - mean[j]) / std[j]));
  const totalWeight = set.weight.reduce((a, b) => a + b, 0) || 1;
  const w = new Array<number>(d).fill(0);
  let b = 0;
  // Adam: robust to the very different scales of rare binary features.
  const m = new Array<number>(d + 1).fill(0);
  const v = new Array<number>(d + 1).fill(0);
  const beta1 = 0.9;
  const beta2 = 0.999;
  for (let it = 1; it <= iterations; it += 1) {
    const grad = new Array<number>(d + 1).fill(0);
    for (let i = 0; i < n; i += 1) {
      let s = b;
      const row = z[i];
      for (let j = 0; j < d; j += 1) s += w[j] * row[j];
      const p = 1 / (1 + Math.exp(-Math.max(-30, Math.min(30, s))));
      const g = ((p - set.y[i]) * set.weight[i]) / totalWeight;
      for (let j = 0; j < d; j += 1) grad[j] += g * row[j];
      grad[d] += g;
    }
    for (let j = 0; j < d; j += 1) grad[j] += l2 * w[j];
    for (let j = 0; j <= d; j += 1) {
      m[j] = beta1 * m[j] + (1 - beta1) * grad[j];
      v[j] = beta2 * v[j] + (1 - beta2) * grad[j] * grad[j];
      const mh = m[j] / (1 - beta1 ** it);
      const vh = v[j] / (1 - beta2 ** it);
      const step = (rate * 0.1 * mh) / (Math.sqrt(vh) + 1e-8);
      if (j < d) w[j] -= step;
      else b -= step;
    }
  }
  const round = (x: number): number => Math.round(x * 1e5) / 1e5;
  return { mean: mean.map(round), std: std.map(round), weights: w.map(round), bias: round(b) };
}
