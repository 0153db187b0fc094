import { BlockedEmailEntity } from './blocked-email.entity';
import { BlockedEmailResponseDto } from './dto/blocked-email-response.dto';

export function toBlockedEmailResponse(b: BlockedEmailEntity, blockerEmail: string | null = b.blocker?.email ?? null): BlockedEmailResponseDto {
  return {
    id: b.id,
    email: b.email,
    reason: b.reason,
    blocked_at: b.blockedAt.toISOString(),
    blocked_by: b.blockedBy,
    blocked_by_email: blockerEmail,
  };
}
