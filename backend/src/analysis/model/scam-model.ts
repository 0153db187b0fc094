/**
 * The statistical model: gradient-boosted trees and a logistic regression over language-neutral
 * features (features.ts, one of them the word models' score), blended on the log-odds scale; trained
 * offline by `npm run train -- CORPUS_DIR` and committed as a small JSON artifact.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type BoostedTrees, treesMargin } from './boosted-trees';
import { FEATURE_NAMES } from './features';
import { type LinearModel, linearMargin } from './linear-model';
import type { TokenModel } from './token-model';
import type { Calibration } from '../scoring/calibration';

/** Trees and a logistic regression over the same features, blended on the log-odds scale. */
export interface BlendedModel {
  trees: BoostedTrees;
  /** The logistic regression over the same features, and its share of the blend (0..1; absent: trees only). */
  linear?: LinearModel;
  linearShare?: number;
}

export interface ScamModel extends BlendedModel {
  version: string;
  trainedAt: string;
  features: string[];
  /**
   * The same model learnt from English messages only, for messages in English. Their words are read
   * in full, so a message whose words say nothing is ordinary; the main model, which also learns from
   * other languages read through the dictionary, takes such a message for a foreign one it cannot
   * read (absent: the main model scores every message).
   */
  english?: BlendedModel;
  /** The word model whose score is the `text_score` feature (absent: the feature is 0). */
  tokens?: TokenModel;
  /**
   * The same, learnt without function words: it scores messages in other languages, read through
   * the dictionary (word-translations.ts), whose function words do not translate one for one.
   */
  contentTokens?: TokenModel;
  /** How often each kind of verdict was right on held-out halves (scoring/calibration.ts; absent: raw confidence). */
  calibration?: Calibration;
  /** Figures from training, for the record. */
  training: Record<string, unknown>;
}

export const MODEL_VERSION = 'v2';
export const MODEL_FILE = `scam-model.${MODEL_VERSION}.json`;

/**
 * Where each of the model's features sits among those this code computes (FEATURE_NAMES), by name: a
 * signal added since the model was trained is one it never learnt, so the model reads as if it were absent.
 */
const projections = new WeakMap<ScamModel, number[] | null>();
function projectionOf(model: ScamModel): number[] | null {
  let p = projections.get(model);
  if (p === undefined) {
    const same = model.features.length === FEATURE_NAMES.length && model.features.every((f, i) => f === FEATURE_NAMES[i]);
    p = same ? null : model.features.map((name) => FEATURE_NAMES.indexOf(name));
    projections.set(model, p);
  }
  return p;
}

/** `computed`: the features in FEATURE_NAMES order; `english`: the message's words were read in English (not through the dictionary). */
export function predict(model: ScamModel, computed: number[], english = false): number {
  const projection = projectionOf(model);
  const features = projection ? projection.map((i) => computed[i]) : computed;
  const blend: BlendedModel = english && model.english ? model.english : model;
  const share = blend.linear ? blend.linearShare ?? 0 : 0;
  const linear = blend.linear && share > 0 ? linearMargin(blend.linear, features) : 0;
  const z = (1 - share) * treesMargin(blend.trees, features) + share * linear;
  if (z > 30) return 1;
  if (z < -30) return 0;
  return 1 / (1 + Math.exp(-z));
}

/** Whether a head's trees and linear weights fit the model's features. */
function isCompatibleBlend(blend: BlendedModel, count: number): boolean {
  return (
    typeof blend.trees === 'object' &&
    blend.trees !== null &&
    Array.isArray(blend.trees.trees) &&
    (blend.linear === undefined || blend.linear.weights.length === count)
  );
}

/**
 * Whether a model artifact can read the features this code computes: every feature it learnt is still
 * computed (one added since it was trained is left out of its reading). A stale artifact is ignored.
 */
export function isCompatible(model: ScamModel): boolean {
  return (
    Array.isArray(model.features) &&
    model.features.every((f) => FEATURE_NAMES.includes(f)) &&
    isCompatibleBlend(model, model.features.length) &&
    (model.english === undefined || isCompatibleBlend(model.english, model.features.length))
  );
}

let cached: ScamModel | null | undefined;

/** Reads a model artifact; null when it does not fit the features this code computes (stale). */
export function readModelFile(path: string): ScamModel | null {
  const parsed = JSON.parse(readFileSync(path, 'utf8')) as ScamModel;
  return isCompatible(parsed) ? parsed : null;
}

/** Loads the committed artifact once (from src/ under ts-node, from dist/ when built); null if absent or stale. */
export function loadDefaultModel(): ScamModel | null {
  if (cached !== undefined) return cached;
  try {
    cached = readModelFile(join(__dirname, MODEL_FILE));
  } catch {
    cached = null;
  }
  return cached;
}

/** Lets the train command and tests swap the model in memory. */
export function setDefaultModel(model: ScamModel | null): void {
  cached = model;
}
