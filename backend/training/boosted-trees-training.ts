/**
 * Training of the gradient-boosted trees (logistic loss, second-order steps); the run-time side is
 * `treesMargin` in src/analysis/model/boosted-trees.ts.
 */
import { evaluateTree, type BoostedTrees, type TreeNode } from '../src/analysis/model/boosted-trees';

export interface TreeTrainingSet {
  x: number[][];
  y: number[];
  /** Sample weights (balancing of classes and languages). */
  weight: number[];
}

export interface TreeOptions {
  rounds?: number;
  depth?: number;
  rate?: number;
  /** Smallest share of the total (hessian) weight a leaf may hold: keeps leaves from fitting a handful of messages. */
  minLeaf?: number;
  /** Candidate thresholds per feature (quantiles). */
  bins?: number;
}

export interface TrainedTrees {
  model: BoostedTrees;
  /** Total split gain per feature (what the model leans on). */
  importance: number[];
}

const LAMBDA = 1e-4;

function candidateThresholds(x: number[][], bins: number): number[][] {
  const d = x.length > 0 ? x[0].length : 0;
  const out: number[][] = [];
  for (let f = 0; f < d; f += 1) {
    const values = [...new Set(x.map((row) => row[f]))].sort((a, b) => a - b);
    const cuts: number[] = [];
    if (values.length <= bins) {
      for (let i = 0; i < values.length - 1; i += 1) cuts.push((values[i] + values[i + 1]) / 2);
    } else {
      for (let q = 1; q < bins; q += 1) cuts.push(values[Math.floor((q * values.length) / bins)]);
    }
    out.push([...new Set(cuts)]);
  }
  return out;
}

interface Grow {
  x: number[][];
  g: number[];
  h: number[];
  cuts: number[][];
  minLeaf: number;
  importance: number[];
}

function leaf(rows: number[], s: Grow): number {
  let g = 0;
  let h = 0;
  for (const i of rows) {
    g += s.g[i];
    h += s.h[i];
  }
  return Math.round((-g / (h + LAMBDA)) * 1e4) / 1e4;
}

function grow(rows: number[], depth: number, s: Grow): TreeNode {
  if (depth === 0 || rows.length < 4) return leaf(rows, s);
  let gAll = 0;
  let hAll = 0;
  for (const i of rows) {
    gAll += s.g[i];
    hAll += s.h[i];
  }
  const parent = (gAll * gAll) / (hAll + LAMBDA);
  let best = { gain: 0, f: -1, t: 0 };
  for (let f = 0; f < s.cuts.length; f += 1) {
    for (const t of s.cuts[f]) {
      let gl = 0;
      let hl = 0;
      for (const i of rows) {
        if (s.x[i][f] <= t) {
          gl += s.g[i];
          hl += s.h[i];
        }
      }
      const gr = gAll - gl;
      const hr = hAll - hl;
      if (hl < s.minLeaf || hr < s.minLeaf) continue;
      const gain = (gl * gl) / (hl + LAMBDA) + (gr * gr) / (hr + LAMBDA) - parent;
      if (gain > best.gain) best = { gain, f, t };
    }
  }
  if (best.f < 0) return leaf(rows, s);
  s.importance[best.f] += best.gain;
  const left = rows.filter((i) => s.x[i][best.f] <= best.t);
  const right = rows.filter((i) => s.x[i][best.f] > best.t);
  return { f: best.f, t: best.t, l: grow(left, depth - 1, s), r: grow(right, depth - 1, s) };
}

export function trainBoostedTrees(set: TreeTrainingSet, opts: TreeOptions = {}): TrainedTrees {
  const rounds = opts.rounds ?? 150;
  const depth = opts.depth ?? 3;
  const rate = opts.rate ?? 0.1;
  const n = set.x.length;
  const total = set.weight.reduce((a, b) => a + b, 0) || 1;
  const w = set.weight.map((v) => v / total);
  const cuts = candidateThresholds(set.x, opts.bins ?? 32);
  const importance = new Array<number>(cuts.length).fill(0);
  const margin = new Array<number>(n).fill(0);
  const rows = Array.from({ length: n }, (_, i) => i);
  const trees: TreeNode[] = [];
  for (let r = 0; r < rounds; r += 1) {
    const g = new Array<number>(n);
    const h = new Array<number>(n);
    for (let i = 0; i < n; i += 1) {
      const p = 1 / (1 + Math.exp(-margin[i]));
      g[i] = (p - set.y[i]) * w[i];
      h[i] = Math.max(1e-6, p * (1 - p)) * w[i];
    }
    const tree = grow(rows, depth, { x: set.x, g, h, cuts, minLeaf: opts.minLeaf ?? 0.002, importance });
    trees.push(tree);
    for (let i = 0; i < n; i += 1) margin[i] += rate * evaluateTree(tree, set.x[i]);
  }
  return { model: { rate, trees }, importance };
}
