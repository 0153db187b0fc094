/**
 * The calibration table (analysis/scoring/calibration.ts): each half of the training messages is
 * scored, bare and forwarded inline, by a model trained on the other half (and the supplement), and
 * every verdict is counted as right or wrong by its decision row and raw confidence.
 */
import { type Calibration, countVerdict } from '../src/analysis/scoring/calibration';
import { type CorpusEntry, holdoutHalf, isScamLabel, withoutHoldoutHalf } from '../tools/corpus';
import { analyseEntries } from '../tools/analyse-entries';
import type { EvalStyle } from '../tools/eval-style';
import { trainModel, type TrainOptions } from './train-model';

const STYLES: EvalStyle[] = ['bare', 'gmail'];

export async function calibrationTable(corpus: CorpusEntry[], supplement: CorpusEntry[], options: TrainOptions): Promise<Calibration> {
  const table: Calibration = {};
  for (const half of [0, 1]) {
    options.progress?.(`calibration: training without half ${half}`);
    const { model } = await trainModel([...withoutHoldoutHalf(corpus, half), ...supplement], options);
    for await (const { entry, analysis } of analyseEntries(holdoutHalf(corpus, half), STYLES, model)) {
      // Unreadable messages are not counted.
      if (!analysis) continue;
      const level = analysis.result.riskLevel;
      const right = isScamLabel(entry.label) ? level !== 'safe' : level === 'safe';
      countVerdict(table, level, analysis.decision.row, analysis.rawConfidence, right);
    }
  }
  return table;
}
