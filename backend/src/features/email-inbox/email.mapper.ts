import { EmailInboxEntity } from './email-inbox.entity';
import { isUuid } from '../../platform/common/ra-query';
import { EmailResponseDto } from './dto/email-response.dto';

/** The ids of the scam patterns that matched, as the pipeline records them in analysis_result. */
export function matchedPatternIds(analysis: Record<string, unknown> | null): string[] {
  const raw = analysis?.matchedPatternIds;
  if (!Array.isArray(raw)) return [];
  return [...new Set(raw.filter((v): v is string => typeof v === 'string' && isUuid(v)))];
}

function confidenceOf(analysis: Record<string, unknown> | null): number | null {
  const value = analysis?.confidence;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function toEmailResponse(e: EmailInboxEntity): EmailResponseDto {
  return {
    id: e.id,
    subject: e.subject,
    sender_email: e.senderEmail,
    user_id: e.userId,
    user_email: e.user?.email ?? null,
    recipient_email: e.recipientEmail,
    original_sender: e.originalSender,
    risk_level: e.riskLevel,
    outcome: e.outcome,
    confidence: confidenceOf(e.analysisResult),
    analysis_result: e.analysisResult,
    matched_pattern_ids: matchedPatternIds(e.analysisResult),
    verdict_feedback: e.verdictFeedback,
    family_feedback: e.familyFeedback,
    family_feedback_at: e.familyFeedbackAt ? e.familyFeedbackAt.toISOString() : null,
    response_sent: e.responseSent,
    response_sent_at: e.responseSentAt ? e.responseSentAt.toISOString() : null,
    processed_at: e.processedAt.toISOString(),
  };
}
