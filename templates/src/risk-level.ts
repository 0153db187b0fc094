import { RISK_LEVELS, type RiskLevel } from '@scamcheck/shared';

/** The three known levels plus the fallback: an unknown level shows as Unknown. */
export type DisplayRiskLevel = RiskLevel | 'unknown';

export function normalizeRiskLevel(value: string | null | undefined): DisplayRiskLevel {
  const level = (value ?? '').trim().toLowerCase();
  return (RISK_LEVELS as readonly string[]).includes(level) ? (level as RiskLevel) : 'unknown';
}

/** Header the backend sets on verdict emails (lets mail filters and tests read the verdict). */
export const RISK_LEVEL_HEADER_NAME = 'X-ScamCheck-Risk-Level';

/** Value for the `X-ScamCheck-Risk-Level` header: safe | suspicious | dangerous | unknown. */
export function riskLevelHeader(riskLevel: string | null | undefined): DisplayRiskLevel {
  return normalizeRiskLevel(riskLevel);
}

/**
 * Confidence is 0..1 by contract and shown as a whole percent. Values above 1 (up to 100) are
 * read as already being a percent, so a caller passing 85 gets 85% rather than a silent 100%.
 * Anything not finite shows as 0.
 */
export function confidencePercent(confidence: number | null | undefined): number {
  if (typeof confidence !== 'number' || !Number.isFinite(confidence) || confidence <= 0) return 0;
  const ratio = confidence > 1 ? confidence / 100 : confidence;
  return Math.round(Math.min(1, ratio) * 100);
}

/**
 * Verdict colours (safe green, suspicious amber, dangerous red). Each banner pair
 * meets WCAG AA (4.5:1) for normal text; checked by risk-level.spec.ts:
 *   safe       #ffffff on #166534  ≈ 7.1:1
 *   suspicious #1c1917 on #fbbf24  ≈ 10.6:1 (amber needs dark text: white on amber fails AA)
 *   dangerous  #ffffff on #b91c1c  ≈ 6.5:1
 *   unknown    #ffffff on #4b5563  ≈ 7.6:1
 * `accent` is used for text/borders on white, `tint` for light panels behind dark text.
 */
export interface VerdictPalette {
  readonly background: string;
  readonly foreground: string;
  readonly accent: string;
  readonly tint: string;
}

export const VERDICT_PALETTES: Readonly<Record<DisplayRiskLevel, VerdictPalette>> = {
  safe: { background: '#166534', foreground: '#ffffff', accent: '#166534', tint: '#f0fdf4' },
  suspicious: { background: '#fbbf24', foreground: '#1c1917', accent: '#92400e', tint: '#fffbeb' },
  dangerous: { background: '#b91c1c', foreground: '#ffffff', accent: '#b91c1c', tint: '#fef2f2' },
  unknown: { background: '#4b5563', foreground: '#ffffff', accent: '#374151', tint: '#f3f4f6' },
};
