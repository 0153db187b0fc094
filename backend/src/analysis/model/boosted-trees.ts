/**
 * Gradient-boosted decision trees for binary classification (logistic loss, second-order steps),
 * small enough to read: the statistical model's main classifier. Trees let the model combine
 * evidence ("scam words" count more when the links also go elsewhere) where a linear model can only
 * add. Run time only: `treesMargin`; training lives in backend/training/.
 */
export type TreeNode = number | { f: number; t: number; l: TreeNode; r: TreeNode };

export interface BoostedTrees {
  rate: number;
  trees: TreeNode[];
}

export function evaluateTree(node: TreeNode, x: number[]): number {
  let n = node;
  while (typeof n !== 'number') n = (x[n.f] ?? 0) <= n.t ? n.l : n.r;
  return n;
}

/** The model's log-odds for one feature vector. */
export function treesMargin(model: BoostedTrees, x: number[]): number {
  let z = 0;
  for (const tree of model.trees) z += model.rate * evaluateTree(tree, x);
  return z;
}
