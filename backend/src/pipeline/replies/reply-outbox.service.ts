import { InjectQueue } from '@nestjs/bull';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Queue } from 'bull';
import { createHash, randomUUID } from 'node:crypto';
import { EntityManager, Not, Repository } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { dueForAnotherRound, REPLIES_QUEUE, ReplyJobData, replyJobId } from '../queues/queue-jobs';
import { ReplyDeliveryEntity, ReplyKind } from './reply-delivery.entity';
import { NewReply } from './reply-payload.types';

/** The domain of MAIL_FROM, for our Message-IDs. */
export function mailDomain(mailFrom: string): string {
  const match = /@([^\s>]+)>?\s*$/.exec(mailFrom.trim());
  return match ? match[1].toLowerCase() : 'scamcheck.local';
}

/** A message gets at most one reply of each kind: the delivery id derives from its key and the kind. */
export function deliveryIdFor(messageKey: string, kind: ReplyKind): string {
  return createHash('sha256').update(`${messageKey}\n${kind}`).digest('hex');
}

/**
 * The reply outbox: rows are written with the email_inbox row (same transaction), then a Bull job
 * per row is added with a deterministic id. Losing the job (Redis restart) loses nothing: the
 * sweeper re-adds jobs for rows still unsent.
 */
@Injectable()
export class ReplyOutboxService {
  constructor(
    @InjectRepository(ReplyDeliveryEntity) private readonly deliveries: Repository<ReplyDeliveryEntity>,
    @InjectQueue(REPLIES_QUEUE) private readonly queue: Queue<ReplyJobData>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Inserts the reply unless one of that kind already exists for the message; returns its id. */
  async insert(manager: EntityManager, messageKey: string | null, reply: NewReply): Promise<string> {
    const id = messageKey ? deliveryIdFor(messageKey, reply.kind) : createHash('sha256').update(randomUUID()).digest('hex');
    await manager
      .createQueryBuilder()
      .insert()
      .into(ReplyDeliveryEntity)
      .values({
        id,
        messageKey,
        kind: reply.kind,
        recipient: reply.recipient,
        language: reply.language,
        payload: reply.payload as unknown as Record<string, unknown>,
        messageId: `<${id.slice(0, 32)}.${reply.kind}@${mailDomain(this.config.MAIL_FROM)}>`,
        status: 'pending',
      } as QueryDeepPartialEntity<ReplyDeliveryEntity>)
      .orIgnore()
      .execute();
    return id;
  }

  /** Adds the send job (a no-op when a job for this reply is already queued, delayed or failed). */
  async enqueue(deliveryId: string): Promise<void> {
    await this.queue.add({ deliveryId }, { jobId: replyJobId(deliveryId) });
  }

  /** The sweeper's re-queue: a lost job is added again, a job failed long ago gets another round. */
  async revive(deliveryId: string): Promise<void> {
    const job = await this.queue.getJob(replyJobId(deliveryId));
    if (!job) await this.enqueue(deliveryId);
    else if (dueForAnotherRound(job, await job.isFailed())) await job.retry();
  }

  /** Re-adds jobs for the unsent replies of a message (an intake retried after a crash). */
  async enqueueUnsent(messageKey: string): Promise<void> {
    const rows = await this.deliveries.find({ select: { id: true }, where: { messageKey, status: Not('sent') } });
    for (const row of rows) await this.enqueue(row.id);
  }

  /** Unsent replies untouched for a while, oldest first (the sweeper re-queues them). */
  async stale(olderThanMs: number, limit = 500): Promise<string[]> {
    const rows = await this.deliveries
      .createQueryBuilder('d')
      .select('d.id', 'id')
      .where(`d.status <> 'sent'`)
      .andWhere(`d.updated_at < now() - make_interval(secs => :secs)`, { secs: olderThanMs / 1000 })
      .andWhere(`d.created_at > now() - interval '7 days'`)
      .orderBy('d.created_at', 'ASC')
      .limit(limit)
      .getRawMany<{ id: string }>();
    return rows.map((r) => r.id);
  }
}
