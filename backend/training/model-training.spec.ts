import { treesMargin } from '../src/analysis/model/boosted-trees';
import { linearMargin } from '../src/analysis/model/linear-model';
import { tokenScore } from '../src/analysis/model/token-model';
import { trainBoostedTrees } from './boosted-trees-training';
import { trainLinearModel } from './linear-model-training';
import { trainTokenModel } from './token-model-training';

describe('model training', () => {
  it('boosted trees learn a separable toy problem and an interaction a linear model cannot', () => {
    const x = [[0], [0.1], [0.9], [1]];
    const trained = trainBoostedTrees({ x, y: [0, 0, 1, 1], weight: [1, 1, 1, 1] }, { rounds: 30, depth: 1, minLeaf: 0.01 });
    expect(treesMargin(trained.model, [0.95])).toBeGreaterThan(0);
    expect(treesMargin(trained.model, [0.05])).toBeLessThan(0);
    // "exclusive or": scam only when exactly one of two hints is present.
    const cells: [number[], number][] = [[[0, 0], 10], [[1, 1], 10], [[1, 0], 15], [[0, 1], 5]];
    const xor = cells.flatMap(([cell, count]) => Array.from({ length: count }, () => cell));
    const xorTrained = trainBoostedTrees({ x: xor, y: xor.map(([a, b]) => a ^ b), weight: xor.map(() => 1) }, { rounds: 60, depth: 2, minLeaf: 0.01 });
    expect(treesMargin(xorTrained.model, [1, 0])).toBeGreaterThan(0);
    expect(treesMargin(xorTrained.model, [1, 1])).toBeLessThan(0);
    expect(xorTrained.importance.every((g) => g > 0)).toBe(true);
  });

  it('linear model learns a toy problem', () => {
    const x = [[0, 1], [0.2, 1], [0.8, 1], [1, 1]];
    const linear = trainLinearModel({ x, y: [0, 0, 1, 1], weight: [1, 1, 1, 1] }, { iterations: 500 });
    expect(linearMargin(linear, [0.9, 1])).toBeGreaterThan(0);
    expect(linearMargin(linear, [0.1, 1])).toBeLessThan(0);
  });

  it('word model learns word weights', () => {
    const docs = Array.from({ length: 20 }, (_, i) => ({ tokens: i % 2 ? ['prize', 'claim'] : ['meeting', 'notes'], y: i % 2, weight: 1 }));
    const tm = trainTokenModel(docs, { minDocs: 2, iterations: 200 });
    expect(tokenScore(tm, ['prize'])).toBeGreaterThan(tokenScore(tm, ['meeting']));
  });

  it('learns with a length norm and keeps it in the model', () => {
    const filler = Array.from({ length: 60 }, (_, i) => `filler${i}`);
    const docs = [
      ...Array.from({ length: 10 }, () => ({ tokens: ['winner', 'claim', ...filler], y: 1, weight: 1 })),
      ...Array.from({ length: 10 }, () => ({ tokens: ['meeting', 'agenda', ...filler], y: 0, weight: 1 })),
    ];
    const model = trainTokenModel(docs, { minDocs: 2, lengthNorm: 40 });
    expect(model.lengthNorm).toBe(40);
    expect(tokenScore(model, ['winner', 'claim', ...filler])).toBeGreaterThan(tokenScore(model, ['meeting', 'agenda', ...filler]));
  });
});
