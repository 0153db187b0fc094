/**
 * A logistic regression over the same features as the trees. The trees fit the training messages
 * sharply (a few hundred splits on a few thousand messages); a linear model over the same evidence
 * is smoother, and it ranks unseen messages better where families need it most: among those that
 * look nearly ordinary. The statistical model blends the two (scam-model.ts).
 */
export interface LinearModel {
  bias: number;
  weights: number[];
}

export function linearMargin(model: LinearModel, x: number[]): number {
  let z = model.bias;
  for (let j = 0; j < model.weights.length; j += 1) z += model.weights[j] * (x[j] ?? 0);
  return z;
}
