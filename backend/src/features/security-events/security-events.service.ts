import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { SecurityEventEntity, SecurityEventMetadata } from './security-event.entity';

export interface NewSecurityEvent {
  eventType: string;
  severity: 'info' | 'warning' | 'error';
  description: string;
  metadata: SecurityEventMetadata;
  userId?: string | null;
}

/** Records security events (auth errors reported by the apps or seen by the server). */
@Injectable()
export class SecurityEventsService {
  private readonly logger = new Logger(SecurityEventsService.name);

  constructor(@InjectRepository(SecurityEventEntity) private readonly events: Repository<SecurityEventEntity>) {}

  async record(event: NewSecurityEvent): Promise<SecurityEventEntity> {
    return this.events.save(
      this.events.create({
        eventType: event.eventType,
        severity: event.severity,
        description: event.description.slice(0, 1000),
        metadata: event.metadata,
        errorId: typeof event.metadata.errorId === 'string' ? event.metadata.errorId.slice(0, 64) : null,
        userId: event.userId ?? null,
      }),
    );
  }

  /** Server-side auth failures must never break the request that failed: errors are only logged. */
  async recordAuthFailure(action: string, email: string | undefined, error: { code: string; message: string; status: number }): Promise<void> {
    try {
      await this.record({
        eventType: 'auth_error',
        severity: error.status >= 500 ? 'error' : 'warning',
        description: `${action} failed: ${error.message}`,
        metadata: { action, email: email?.slice(0, 320), originalError: error.message, status: error.status, code: error.code, source: 'server' },
      });
    } catch (e) {
      this.logger.warn(`could not record auth failure: ${(e as Error).message}`);
    }
  }
}
