/** An email_inbox row from GET /api/admin/emails. */
export interface EmailRecord {
  id: string;
  subject: string | null;
  sender_email: string;
  user_id: string | null;
  user_email: string | null;
  recipient_email: string | null;
  original_sender: string | null;
  risk_level: string | null;
  outcome: string;
  confidence: number | null;
  analysis_result: { reasons?: unknown; recommendations?: unknown; [key: string]: unknown } | null;
  matched_pattern_ids: string[];
  verdict_feedback: 'correct' | 'incorrect' | null;
  /** The family's answer to "Was this right?" in the verdict email. */
  family_feedback: 'correct' | 'is_scam' | 'is_safe' | null;
  family_feedback_at: string | null;
  response_sent: boolean;
  response_sent_at: string | null;
  processed_at: string;
}

export type BadgeVariant = 'destructive' | 'default' | 'secondary' | 'outline';

/** Badge colours: dangerous destructive, suspicious default, safe secondary; anything else Unknown. */
export function riskBadge(level: string | null | undefined): { label: string; variant: BadgeVariant } {
  switch (level) {
    case 'dangerous':
      return { label: 'Dangerous', variant: 'destructive' };
    case 'suspicious':
      return { label: 'Suspicious', variant: 'default' };
    case 'safe':
      return { label: 'Safe', variant: 'secondary' };
    default:
      return { label: 'Unknown', variant: 'outline' };
  }
}

/** analysis_result.confidence is 0-100 (older rows may hold 0..1). */
export function formatEmailConfidence(confidence: number | null | undefined): string {
  if (typeof confidence !== 'number' || !Number.isFinite(confidence)) return '—';
  const percent = confidence <= 1 ? confidence * 100 : confidence;
  return `${Math.round(percent)}%`;
}

/** How the Email History shows the family's answer. */
export function formatFamilyFeedback(value: EmailRecord['family_feedback']): string {
  if (value === 'correct') return 'Right';
  if (value === 'is_scam') return 'Wrong: it is a scam';
  if (value === 'is_safe') return 'Wrong: it is safe';
  return '—';
}
