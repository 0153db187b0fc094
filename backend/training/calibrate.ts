/**
 * The calibration table (analysis/scoring/calibration.ts): each half of the training messages is
 * scored, bare and forwarded inline, by a model trained on the other half (and the supplement), and
 * every verdict is counted as right or wrong by its decision row and raw confidence.
 */
import { readFileSync } from 'node:fs';
import { analyzeDetailed } from '../src/analysis/analyze';
import { parseEmail } from '../src/analysis/parsing';
import { type Calibration, countVerdict } from '../src/analysis/scoring/calibration';
import { type CorpusEntry, holdoutHalf, isScamLabel, withoutHoldoutHalf } from '../tools/corpus';
import { asStyle, type EvalStyle } from '../tools/eval-style';
import { trainModel, type TrainOptions } from './train-model';

const STYLES: EvalStyle[] = ['bare', 'gmail'];

export async function calibrationTable(corpus: CorpusEntry[], supplement: CorpusEntry[], options: TrainOptions): Promise<Calibration> {
  const table: Calibration = {};
  for (const half of [0, 1]) {
    options.progress?.(`calibration: training without half ${half}`);
    const { model } = await trainModel([...withoutHoldoutHalf(corpus, half), ...supplement], options);
    const scored = holdoutHalf(corpus, half);
    for (const [i, e] of scored.entries()) {
      const raw = readFileSync(e.path);
      for (const style of STYLES) {
        try {
          const parsed = await parseEmail(await asStyle(raw, style, i), { detectForwards: style !== 'bare' });
          const d = analyzeDetailed(parsed, undefined, { model });
          const level = d.result.riskLevel;
          const right = isScamLabel(e.label) ? level !== 'safe' : level === 'safe';
          countVerdict(table, level, d.decision.row, d.rawConfidence, right);
        } catch {
          // Unreadable messages are not counted.
        }
      }
    }
  }
  return table;
}
