/** The answers of "Was this right?": yes, or no and what it really is. */
export const FEEDBACK_ANSWERS = ['correct', 'is_scam', 'is_safe'] as const;
export type FeedbackAnswer = (typeof FEEDBACK_ANSWERS)[number];

export function isFeedbackAnswer(value: unknown): value is FeedbackAnswer {
  return typeof value === 'string' && (FEEDBACK_ANSWERS as readonly string[]).includes(value);
}

/** The answers a verdict email offers: "No, it is a scam" makes no sense under a SCAM verdict, nor "it is safe" under SAFE. */
export function answersFor(riskLevel: string): FeedbackAnswer[] {
  if (riskLevel === 'dangerous') return ['correct', 'is_safe'];
  if (riskLevel === 'safe') return ['correct', 'is_scam'];
  return ['correct', 'is_scam', 'is_safe'];
}

/**
 * What a family answer says about the patterns that matched (the admin's Accuracy column): they
 * warned, and the family says rightly (true positive) or wrongly (false positive). A SAFE verdict
 * says nothing about the patterns, whatever the answer.
 */
export function patternOutcome(riskLevel: string, answer: FeedbackAnswer): 'true_positive' | 'false_positive' | null {
  if (riskLevel !== 'dangerous' && riskLevel !== 'suspicious') return null;
  if (answer === 'is_safe') return 'false_positive';
  return 'true_positive';
}
