/** Business constants of the product and the configuration contract. */
export const LIMITS = {
  passwordMin: 8,
  nameMin: 2,
  nameMax: 100,
  signupEmailMax: 320,
  adminEmailMax: 254,
  localPartMax: 64,
  countryMax: 100,
  adminListMax: 100,
  localErrorLogMax: 10,
} as const;

export const DEFAULT_DAILY_SCAN_LIMIT = 2;

export const GENDERS = ['male', 'female', 'non-binary', 'prefer_not_to_disclose'] as const;
export type Gender = (typeof GENDERS)[number];

export const RISK_LEVELS = ['safe', 'suspicious', 'dangerous'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

export const TEST_EMAIL_TYPES = ['dangerous', 'suspicious', 'safe', 'unregistered'] as const;
export type TestEmailType = (typeof TEST_EMAIL_TYPES)[number];

export const PATTERN_TYPES = ['keyword', 'phrase', 'regex', 'sender', 'domain', 'url'] as const;
export type PatternType = (typeof PATTERN_TYPES)[number];

export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_BLOCK_REASON = 'Blocked by admin';

export const TOAST_DURATION_MS = { verified: 5000, error: 8000, checkEmail: 8000 } as const;

/** Reasons found by the statistical model or the LLM carry this marker ("AI prefix marker"). */
export const AI_REASON_MARKER = '[AI] ';
