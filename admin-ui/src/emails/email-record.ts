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
