/**
 * A linear model over words (present / absent), learnt from the English part of the corpus only:
 * English is the one language with both scams and legitimate mail in the corpus, so learning from it
 * cannot turn "not English" into "scam" (words of other languages are simply unknown, i.e. neutral).
 */
export interface TokenModel {
  bias: number;
  weights: Record<string, number>;
  /** Long messages: each word counts sqrt(lengthNorm / words) (absent: every word counts fully). */
  lengthNorm?: number;
}

/** How much each word of a message of `count` words counts. */
export function wordShare(count: number, lengthNorm: number | undefined): number {
  return lengthNorm === undefined || count <= lengthNorm ? 1 : Math.sqrt(lengthNorm / count);
}

export function tokenScore(model: TokenModel, tokens: string[]): number {
  let z = 0;
  for (const t of tokens) {
    // Own properties only: words like "constructor" must not reach Object.prototype.
    if (!Object.prototype.hasOwnProperty.call(model.weights, t)) continue;
    const w = model.weights[t];
    if (typeof w === 'number') z += w;
  }
  return model.bias + z * wordShare(tokens.length, model.lengthNorm);
}
