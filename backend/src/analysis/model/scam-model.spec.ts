import { statSync } from 'node:fs';
import { join } from 'node:path';
import { FEATURE_NAMES } from './features';
import { isCompatible, loadDefaultModel, MODEL_FILE, predict } from './scam-model';
import { tokenScore, trainTokenModel } from './token-model';
import { trainLogistic } from './train-logistic';

describe('statistical model', () => {
  it('ships a small artifact that matches the feature code', () => {
    expect(statSync(join(__dirname, MODEL_FILE)).size).toBeLessThan(2 * 1024 * 1024);
    const model = loadDefaultModel();
    expect(model).not.toBeNull();
    expect(isCompatible(model!)).toBe(true);
    const p = predict(model!, FEATURE_NAMES.map(() => 0));
    expect(p).toBeGreaterThanOrEqual(0);
    expect(p).toBeLessThanOrEqual(1);
  });

  it('learns a separable toy problem', () => {
    const x = [[0], [0.1], [0.9], [1]];
    const trained = trainLogistic({ x, y: [0, 0, 1, 1], weight: [1, 1, 1, 1] }, { iterations: 400 });
    expect(trained.weights[0]).toBeGreaterThan(0);
  });

  it('word model ignores prototype words and learns word weights', () => {
    const docs = Array.from({ length: 20 }, (_, i) => ({ tokens: i % 2 ? ['prize', 'claim'] : ['meeting', 'notes'], y: i % 2, weight: 1 }));
    const tm = trainTokenModel(docs, { minDocs: 2, iterations: 200 });
    expect(tokenScore(tm, ['prize'])).toBeGreaterThan(tokenScore(tm, ['meeting']));
    expect(Number.isFinite(tokenScore(tm, ['constructor', 'toString', '__proto__']))).toBe(true);
  });
});
