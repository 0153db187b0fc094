/**
 * The confidence a verdict states, calibrated: how often verdicts like it were right on messages the
 * model had not learnt from. `npm run train` scores each half of the corpus `train` part (bare and
 * forwarded) with a model trained on the other half, and counts, for every verdict, how often it was
 * right ("right": legitimate mail rated SAFE, a scam rated CAUTION or SCAM), grouped by the row of the
 * decision table that decided and by the raw confidence the scores gave. The table travels in the
 * model artifact; without it the raw confidence stands.
 */
import type { RiskLevel } from '../analysis.types';
import type { DecisionRow } from '../decision/decision-table';

export interface CalibrationCell {
  /** Verdicts seen in this group. */
  n: number;
  /** How many of them were right. */
  right: number;
}

/** Keys: `level`, `level|row` and `level|row|band` (band: the raw confidence to the tenth). */
export type Calibration = Record<string, CalibrationCell>;

/** Fewer verdicts than this in a group: the coarser group speaks instead. */
const MIN_GROUP = 30;
/** A verdict never claims more than this: the corpus is older and easier than a family's mail. */
const CEILING = 0.97;
/** Nor less than a coin toss: below that the verdict itself would be the other one. */
const FLOOR = 0.5;

function band(raw: number): string {
  return (Math.floor(Math.min(0.99, Math.max(0, raw)) * 10) / 10).toFixed(1);
}

/** The keys a verdict is counted under, finest first. */
export function calibrationKeys(level: RiskLevel, row: DecisionRow, raw: number): string[] {
  return [`${level}|${row}|${band(raw)}`, `${level}|${row}`, level];
}

/** Counts one judged verdict into the table (training). */
export function countVerdict(table: Calibration, level: RiskLevel, row: DecisionRow, raw: number, right: boolean): void {
  for (const key of calibrationKeys(level, row, raw)) {
    const cell = table[key] ?? (table[key] = { n: 0, right: 0 });
    cell.n += 1;
    if (right) cell.right += 1;
  }
}

/**
 * The calibrated confidence: the share of right verdicts in the finest group with enough of them,
 * smoothed towards even odds (one right and one wrong added), within [0.5, 0.97].
 */
export function calibratedConfidence(table: Calibration | undefined, level: RiskLevel, row: DecisionRow, raw: number): number {
  if (!table) return raw;
  const cell = calibrationKeys(level, row, raw)
    .map((key) => table[key])
    .find((c) => c !== undefined && c.n >= MIN_GROUP);
  if (!cell) return raw;
  const rate = (cell.right + 1) / (cell.n + 2);
  return Math.round(Math.min(CEILING, Math.max(FLOOR, rate)) * 100) / 100;
}
