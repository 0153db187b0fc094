import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'node:crypto';
import { IsNull, Not, Repository } from 'typeorm';
import { AUTH_ERROR_SEVERITY, classifyAuthError } from '@scamcheck/shared';
import { AUTH_ERROR_EVENT, SecurityEventEntity, SecurityEventMetadata } from './security-event.entity';

export interface NewSecurityEvent {
  eventType: string;
  severity: 'info' | 'warning' | 'error';
  description: string;
  metadata: SecurityEventMetadata;
  userId?: string | null;
  attemptHash?: string | null;
}

/** What the app reports after showing an auth error (log_security_event). */
export interface ClientAuthErrorReport {
  severity: 'info' | 'warning' | 'error';
  description: string;
  metadata: { errorId: string; action?: string; email?: string; originalError?: string; userMessage?: string };
  /** The attempt token the server sent with the failed auth request, when there was one. */
  attempt?: string;
  userId: string | null;
}

/** How long after a failed attempt the app may attach its error id to the server's row. */
export const ATTEMPT_CLAIM_WINDOW_MINUTES = 10;

export function hashAttempt(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Records security events. An auth failure is one row per attempt: the server writes it (a client
 * cannot skip it) with a one-time attempt token; the app's report carrying that token fills in the
 * error id the user sees. A report without a valid token (the request never reached the server, or
 * the server had no row for it) gets its own row.
 */
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
        attemptHash: event.attemptHash ?? null,
      }),
    );
  }

  /**
   * Records a failed auth request with the severity of the spec's catalogue and returns the attempt
   * token to hand to the client (null when it could not be recorded). Never throws: a failed
   * request must not fail differently because its audit row could not be written.
   */
  async recordAuthFailure(action: string, email: string | undefined, error: { code: string; message: string; status: number }): Promise<string | null> {
    const token = randomBytes(24).toString('base64url');
    try {
      await this.record({
        eventType: AUTH_ERROR_EVENT,
        severity: AUTH_ERROR_SEVERITY[classifyAuthError(`${error.message} ${error.code}`)],
        description: `${action} failed: ${error.message}`,
        metadata: { action, email: email?.slice(0, 320), originalError: error.message, status: error.status, code: error.code, source: 'server' },
        attemptHash: hashAttempt(token),
      });
      return token;
    } catch (e) {
      this.logger.warn(`could not record auth failure: ${(e as Error).message}`);
      return null;
    }
  }

  /**
   * The app's report of an auth error. With the token of a recent attempt whose row has no error
   * id yet, it fills in that row's error id and user message (once; nothing else of the row
   * changes); with a token already used it changes nothing; otherwise it is recorded on its own.
   */
  async reportClientError(report: ClientAuthErrorReport): Promise<{ id: string }> {
    if (report.attempt) {
      const attemptHash = hashAttempt(report.attempt);
      const claimed = await this.events
        .createQueryBuilder()
        .update(SecurityEventEntity)
        .set({
          errorId: report.metadata.errorId,
          metadata: () => 'metadata || :patch::jsonb',
        })
        .where('attempt_hash = :attemptHash', { attemptHash })
        .andWhere('error_id IS NULL')
        .andWhere('event_type = :type', { type: AUTH_ERROR_EVENT })
        .andWhere(`created_at > now() - make_interval(mins => :window)`, { window: ATTEMPT_CLAIM_WINDOW_MINUTES })
        .setParameter(
          'patch',
          JSON.stringify({ errorId: report.metadata.errorId, ...(report.metadata.userMessage ? { userMessage: report.metadata.userMessage } : {}) }),
        )
        .returning(['id'])
        .execute();
      const rows = claimed.raw as Array<{ id: string }>;
      if (rows.length > 0) return { id: rows[0].id };
      // Sent twice: the row already has its error id. An expired or unknown token counts for nothing.
      const known = await this.events.findOne({ where: { attemptHash, errorId: Not(IsNull()) }, select: { id: true } });
      if (known) return { id: known.id };
    }
    const saved = await this.record({
      eventType: AUTH_ERROR_EVENT,
      severity: report.severity,
      description: report.description,
      metadata: { ...report.metadata, source: 'client' },
      userId: report.userId,
    });
    return { id: saved.id };
  }
}
