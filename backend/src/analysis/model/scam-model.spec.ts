import { makeEmail } from '../../../test/fixtures/analysis/make-email';
import { analyzeDetailed } from '../analyze';
import { MODEL_SUSPICIOUS } from '../scoring/verdict';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { FEATURE_NAMES } from './features';
import { isCompatible, loadDefaultModel, MODEL_FILE, predict } from './scam-model';
import { tokenScore } from './token-model';
import { treesMargin } from './boosted-trees';
import { linearMargin } from './linear-model';

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

  it('blends the linear model with the trees on the log-odds scale', () => {
    const model = loadDefaultModel()!;
    const zeros = FEATURE_NAMES.map(() => 0);
    const trees = treesMargin(model.trees, zeros);
    const share = model.linearShare ?? 0;
    expect(model.linear?.weights).toHaveLength(model.features.length);
    const blended = (1 - share) * trees + share * linearMargin(model.linear!, zeros);
    expect(predict(model, zeros)).toBeCloseTo(1 / (1 + Math.exp(-blended)), 10);
    expect(isCompatible({ ...model, linear: { bias: 0, weights: [1] } })).toBe(false);
  });

  it('reads a feature added since it was trained as absent, by name (a model whose feature is gone is stale)', () => {
    const model = loadDefaultModel()!;
    const older = { ...model, features: model.features.slice(1), linear: { bias: 0, weights: model.features.slice(1).map(() => 1) }, english: undefined, linearShare: 1 };
    expect(isCompatible(older)).toBe(true);
    // Every feature but the one the older model never learnt is 1: it sums the features it knows.
    const ones = FEATURE_NAMES.map((name) => (name === model.features[0] ? 100 : 1));
    expect(predict(older, ones)).toBeCloseTo(1 / (1 + Math.exp(-older.features.length)), 10);
    expect(isCompatible({ ...model, features: [...model.features.slice(1), 'concept_no-longer-computed'] })).toBe(false);
  });

  it('scores English text with its English head, text read through the dictionary with the main model', () => {
    const model = loadDefaultModel()!;
    expect(model.english).toBeDefined();
    const zeros = FEATURE_NAMES.map(() => 0);
    const head = model.english!;
    const share = head.linearShare ?? 0;
    const margin = (1 - share) * treesMargin(head.trees, zeros) + share * linearMargin(head.linear!, zeros);
    expect(predict(model, zeros, true)).toBeCloseTo(1 / (1 + Math.exp(-margin)), 10);
    expect(predict(model, zeros, true)).not.toBeCloseTo(predict(model, zeros, false), 3);
    // A short English note from a friend sharing photos says nothing scam-like: below the model's
    // CAUTION bar (the main model, which also learns from foreign phishing it can barely read, put
    // such notes at 0.8 to 0.9 when they linked to another site).
    const note = analyzeDetailed(
      makeEmail({
        subject: 'photos',
        from: { name: 'Rod', address: 'rod.smith@gmail.com' },
        text: 'Here are the pictures from the weekend. The kids loved the lake!\n\nhttps://photos.app.goo.gl/abc123',
        links: [{ href: 'https://photos.app.goo.gl/abc123' }],
      }),
    );
    expect(note.modelProbability).toBeLessThan(MODEL_SUSPICIOUS);
    expect(note.result.riskLevel).toBe('safe');
    expect(isCompatible({ ...model, english: { ...head, linear: { bias: 0, weights: [1] } } })).toBe(false);
    expect(predict({ ...model, english: undefined }, zeros, true)).toBeCloseTo(predict(model, zeros, false), 10);
  });

  it('word model ignores prototype words', () => {
    const tm = { bias: 0, weights: { prize: 1 } };
    expect(tokenScore(tm, ['prize'])).toBe(1);
    expect(Number.isFinite(tokenScore(tm, ['constructor', 'toString', '__proto__']))).toBe(true);
  });
});
