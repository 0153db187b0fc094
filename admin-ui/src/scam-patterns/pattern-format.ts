import { PATTERN_TYPES } from '@scamcheck/shared';

export const PATTERN_SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;

export interface ScamPattern {
  id: string;
  pattern_text: string;
  pattern_type: string;
  severity: string;
  confidence_score: number;
  description: string | null;
  true_positives: number;
  false_positives: number;
  is_active: boolean;
  created_at: string;
}

const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

export const PATTERN_TYPE_CHOICES = PATTERN_TYPES.map((id) => ({ id, name: id === 'url' ? 'URL' : capitalise(id) }));
export const SEVERITY_CHOICES = PATTERN_SEVERITIES.map((id) => ({ id, name: capitalise(id) }));

/** true_positives / (true_positives + false_positives) with one decimal, or N/A; the total in brackets. */
export function formatAccuracy(truePositives: number, falsePositives: number): string {
  const total = (truePositives || 0) + (falsePositives || 0);
  if (total <= 0) return `N/A (0)`;
  return `${(((truePositives || 0) / total) * 100).toFixed(1)}% (${total})`;
}

/** The confidence score (0..1) as a whole percent. */
export function formatConfidence(score: number | null | undefined): string {
  if (typeof score !== 'number' || !Number.isFinite(score)) return '—';
  return `${Math.round(score * 100)}%`;
}

/** The form edits 0-100; the API stores 0..1. */
export const confidenceToPercent = (score: unknown): number | '' => (typeof score === 'number' ? Math.round(score * 1000) / 10 : '');
export const percentToConfidence = (percent: unknown): number | null => {
  if (percent === '' || percent === null || percent === undefined) return null;
  const n = typeof percent === 'number' ? percent : Number(percent);
  return Number.isFinite(n) ? n / 100 : null;
};

/** Client-side first pass; the server also refuses regexes that could run away. */
export function regexProblem(text: string): string | null {
  try {
    new RegExp(text, 'i');
    return null;
  } catch (error) {
    return `The pattern is not a valid regular expression: ${(error as Error).message}`;
  }
}
