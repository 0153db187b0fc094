import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** Every kind of email the pipeline sends. */
export const REPLY_KINDS = [
  'analysis',
  'unregistered',
  'allowance',
  'oversized',
  'unreadable',
  'unverified',
  'test',
  'household_invite',
  'trusted_invite',
  'family_alert',
  'help_alert',
] as const;
export type ReplyKind = (typeof REPLY_KINDS)[number];

/** pending → sending → sent; a refused send goes back to pending with last_error. */
export type ReplyStatus = 'pending' | 'sending' | 'sent';

/**
 * The reply outbox: one row per email the pipeline must send, written in the same transaction as
 * the email_inbox row it answers. Its id is derived from the message key and the kind, so a
 * message can never get two replies of a kind, and the Message-ID of the reply is deterministic,
 * so a retried send is recognisable downstream. Holds metadata only (never a body).
 */
@Entity({ name: 'reply_deliveries' })
@Index('IDX_reply_deliveries_status_created', ['status', 'createdAt'])
@Index('IDX_reply_deliveries_recipient_kind_created', ['recipient', 'kind', 'createdAt'])
export class ReplyDeliveryEntity {
  /** SHA-256 hex of `{messageKey}:{kind}` (or of a random id for test emails). */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id: string;

  /** email_inbox.message_key this reply answers; null for admin test emails. */
  @Column({ name: 'message_key', type: 'varchar', length: 255, nullable: true })
  messageKey: string | null;

  @Column({ type: 'varchar', length: 16 })
  kind: ReplyKind;

  @Column({ type: 'varchar', length: 320 })
  recipient: string;

  @Column({ type: 'varchar', length: 8, default: 'en' })
  language: string;

  /** What the template needs (subjects, senders, verdict, reasons) and threading headers. */
  @Column({ type: 'jsonb', default: {} })
  payload: Record<string, unknown>;

  /** Message-ID of the reply, the same on every attempt. */
  @Column({ name: 'message_id', type: 'varchar', length: 255 })
  messageId: string;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status: ReplyStatus;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ name: 'last_error', type: 'varchar', length: 500, nullable: true })
  lastError: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;
}
