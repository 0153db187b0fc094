/** Training of the logistic regression (src/analysis/model/linear-model.ts holds the run-time side). */
import { adamStep } from './adam';
import type { LinearModel } from '../src/analysis/model/linear-model';

export interface LinearTrainingSet {
  x: number[][];
  y: number[];
  /** Sample weights (balancing of classes and languages). */
  weight: number[];
}

/** Full-batch Adam on the weighted logistic loss with L2 on the weights (not on the bias). */
export function trainLinearModel(set: LinearTrainingSet, opts: { l2?: number; iterations?: number; rate?: number } = {}): LinearModel {
  const l2 = opts.l2 ?? 0.001;
  const iterations = opts.iterations ?? 2000;
  const rate = opts.rate ?? 0.05;
  const d = set.x.length > 0 ? set.x[0].length : 0;
  const total = set.weight.reduce((a, b) => a + b, 0) || 1;
  const w = new Float64Array(d + 1); // the last one is the bias
  const m = new Float64Array(d + 1);
  const v = new Float64Array(d + 1);
  for (let it = 1; it <= iterations; it += 1) {
    const grad = new Float64Array(d + 1);
    for (let i = 0; i < set.x.length; i += 1) {
      const row = set.x[i];
      let z = w[d];
      for (let j = 0; j < d; j += 1) z += w[j] * row[j];
      const p = 1 / (1 + Math.exp(-Math.max(-30, Math.min(30, z))));
      const g = ((p - set.y[i]) * set.weight[i]) / total;
      for (let j = 0; j < d; j += 1) grad[j] += g * row[j];
      grad[d] += g;
    }
    for (let j = 0; j < d; j += 1) grad[j] += l2 * w[j];
    adamStep(w, grad, m, v, it, rate);
  }
  const round = (n: number): number => Math.round(n * 1e4) / 1e4;
  return { bias: round(w[d]), weights: Array.from(w.subarray(0, d), round) };
}
