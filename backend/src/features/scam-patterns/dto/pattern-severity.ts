export const PATTERN_SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;
export type PatternSeverity = (typeof PATTERN_SEVERITIES)[number];
