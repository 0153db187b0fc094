import { SecurityEventEntity } from './security-event.entity';
import { SecurityEventResponseDto } from './dto/security-event-response.dto';

export function toSecurityEventResponse(e: SecurityEventEntity): SecurityEventResponseDto {
  return {
    id: e.id,
    event_type: e.eventType,
    severity: e.severity,
    description: e.description,
    metadata: { ...e.metadata },
    error_id: e.errorId ?? (typeof e.metadata?.errorId === 'string' ? e.metadata.errorId : null),
    user_id: e.userId,
    created_at: e.createdAt.toISOString(),
  };
}
