import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, MoreThan } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { BlockedEmailEntity } from '../../features/blocked-emails/blocked-email.entity';
import { EmailInboxEntity } from '../../features/email-inbox/email-inbox.entity';
import { ReplyDeliveryEntity, ReplyKind } from '../replies/reply-delivery.entity';

/** analysed | unregistered | unverified | over_allowance | blocked | oversized | unreadable | ignored */
export type InboxOutcome = 'analysed' | 'unregistered' | 'unverified' | 'over_allowance' | 'blocked' | 'oversized' | 'unreadable' | 'ignored';

export interface NewInboxRecord {
  messageKey: string;
  subject: string | null;
  senderEmail: string;
  userId: string | null;
  recipientEmail: string;
  originalSender: string | null;
  riskLevel: string | null;
  outcome: InboxOutcome;
  analysisResult: Record<string, unknown> | null;
  contentHash: string | null;
  contentFingerprint: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** email_inbox reads and writes of the intake (never a body). */
@Injectable()
export class InboxRecordsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  exists(messageKey: string): Promise<boolean> {
    return this.db.getRepository(EmailInboxEntity).exists({ where: { messageKey } });
  }

  async isBlocked(address: string): Promise<boolean> {
    return this.db.getRepository(BlockedEmailEntity).exists({ where: { email: address.trim().toLowerCase() } });
  }

  /**
   * Runs the final decision of one forwarder's message in a transaction holding an advisory lock on
   * the forwarder, so the daily allowance and once-a-day invitation hold under concurrent jobs.
   */
  withForwarderLock<T>(address: string, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 7))', [`forwarder:${address}`]);
      return work(manager);
    });
  }

  /** Analysed scans of the account in the rolling 24 hours, and when the oldest leaves the window. */
  async analysedToday(manager: EntityManager | null, userId: string): Promise<{ count: number; resetAt?: string }> {
    const repo = (manager ?? this.db.manager).getRepository(EmailInboxEntity);
    const since = new Date(Date.now() - DAY_MS);
    const rows = await repo.find({
      select: { processedAt: true },
      where: { userId, outcome: 'analysed', processedAt: MoreThan(since) },
      order: { processedAt: 'ASC' },
      take: 1000,
    });
    const oldest = rows[0]?.processedAt;
    return { count: rows.length, resetAt: oldest ? new Date(oldest.getTime() + DAY_MS).toISOString() : undefined };
  }

  /** Replies of a kind sent (or queued) to an address in the rolling 24 hours. */
  repliesToday(manager: EntityManager, recipient: string, kind: ReplyKind): Promise<number> {
    return manager.getRepository(ReplyDeliveryEntity).count({
      where: { recipient, kind, createdAt: MoreThan(new Date(Date.now() - DAY_MS)) },
    });
  }

  /** Inserts the record; false when the message was already recorded (idempotent intake). */
  async insert(manager: EntityManager, record: NewInboxRecord): Promise<boolean> {
    const result = await manager
      .createQueryBuilder()
      .insert()
      .into(EmailInboxEntity)
      .values(record as QueryDeepPartialEntity<EmailInboxEntity>)
      .orIgnore()
      .returning(['id'])
      .execute();
    return (result.raw as unknown[]).length > 0;
  }
}
