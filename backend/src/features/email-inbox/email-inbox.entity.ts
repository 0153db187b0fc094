import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { AuthUserEntity } from '../auth/entities/auth-user.entity';

/**
 * One message that reached the scanning mailbox (email_inbox). Never holds the body:
 * only metadata, the analysis result and content fingerprints.
 */
@Entity({ name: 'email_inbox' })
@Index('IDX_email_inbox_user_processed', ['userId', 'processedAt'])
export class EmailInboxEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Idempotency key of the mailbox message (UIDVALIDITY:UID or Message-ID based). */
  @Index('UQ_email_inbox_message_key', { unique: true })
  @Column({ name: 'message_key', type: 'varchar', length: 255 })
  messageKey: string;

  @Column({ type: 'varchar', length: 998, nullable: true })
  subject: string | null;

  /** The family member who forwarded the message. */
  @Column({ name: 'sender_email', type: 'varchar', length: 320 })
  senderEmail: string;

  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @ManyToOne(() => AuthUserEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id' })
  user?: AuthUserEntity;

  /** The scanning address the message was sent to. */
  @Column({ name: 'recipient_email', type: 'varchar', length: 320, nullable: true })
  recipientEmail: string | null;

  /** Sender of the original (forwarded) email. */
  @Column({ name: 'original_sender', type: 'varchar', length: 998, nullable: true })
  originalSender: string | null;

  /** safe | suspicious | dangerous, null when not analysed. */
  @Column({ name: 'risk_level', type: 'varchar', length: 16, nullable: true })
  riskLevel: string | null;

  /** analysed | unregistered | unverified | over_allowance | blocked | oversized | unreadable | ignored */
  @Column({ type: 'varchar', length: 32, default: 'analysed' })
  outcome: string;

  @Column({ name: 'analysis_result', type: 'jsonb', nullable: true })
  analysisResult: Record<string, unknown> | null;

  @Index('IDX_email_inbox_content_hash')
  @Column({ name: 'content_hash', type: 'varchar', length: 64, nullable: true })
  contentHash: string | null;

  @Column({ name: 'content_fingerprint', type: 'varchar', length: 32, nullable: true })
  contentFingerprint: string | null;

  /** Admin feedback on the verdict: correct | incorrect, null when not reviewed. */
  @Column({ name: 'verdict_feedback', type: 'varchar', length: 16, nullable: true })
  verdictFeedback: string | null;

  /** The family's answer to "Was this right?" (signed link of the verdict email): correct | is_scam | is_safe. */
  @Column({ name: 'family_feedback', type: 'varchar', length: 16, nullable: true })
  familyFeedback: string | null;

  @Column({ name: 'family_feedback_at', type: 'timestamptz', nullable: true })
  familyFeedbackAt: Date | null;

  @Column({ name: 'response_sent', type: 'boolean', default: false })
  responseSent: boolean;

  @Column({ name: 'response_sent_at', type: 'timestamptz', nullable: true })
  responseSentAt: Date | null;

  @Index('IDX_email_inbox_processed_at')
  @CreateDateColumn({ name: 'processed_at', type: 'timestamptz' })
  processedAt: Date;
}
