/**
 * One step of the Adam optimiser (β1 0.9, β2 0.999), in place: the word models and the linear model
 * both learn their weights with it. `it` counts steps from 1; `m` and `v` keep the moment estimates.
 */
export function adamStep(w: Float64Array, grad: Float64Array, m: Float64Array, v: Float64Array, it: number, rate: number): void {
  for (let j = 0; j < w.length; j += 1) {
    m[j] = 0.9 * m[j] + 0.1 * grad[j];
    v[j] = 0.999 * v[j] + 0.001 * grad[j] * grad[j];
    w[j] -= (rate * (m[j] / (1 - 0.9 ** it))) / (Math.sqrt(v[j] / (1 - 0.999 ** it)) + 1e-8);
  }
}
