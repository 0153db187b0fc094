/**
 * Each corpus message analysed in each forward style with a given model, as the eval, the held-out
 * evaluations and the calibration read it (a corpus file is the original as received: only a wrapped
 * one is searched for a forward).
 */
import { readFileSync } from 'node:fs';
import { type Analysis, analyzeDetailed } from '../src/analysis/analyze';
import type { ScamModel } from '../src/analysis/model/scam-model';
import { parseEmail } from '../src/analysis/parsing';
import type { CorpusEntry } from './corpus';
import { asStyle, type EvalStyle } from './eval-style';

export interface AnalysedEntry {
  entry: CorpusEntry;
  style: EvalStyle;
  /** null: the message could not be read. */
  analysis: Analysis | null;
}

export async function* analyseEntries(entries: CorpusEntry[], styles: readonly EvalStyle[], model: ScamModel): AsyncGenerator<AnalysedEntry> {
  for (const [i, entry] of entries.entries()) {
    const raw = readFileSync(entry.path);
    for (const style of styles) {
      let analysis: Analysis | null = null;
      try {
        const parsed = await parseEmail(await asStyle(raw, style, i), { detectForwards: style !== 'bare' });
        analysis = analyzeDetailed(parsed, undefined, { model });
      } catch {
        analysis = null;
      }
      yield { entry, style, analysis };
    }
  }
}
