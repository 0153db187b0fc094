import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { AuthUserEntity } from '../auth/entities/auth-user.entity';

/** An address whose forwards are dropped without a reply (blocked_emails). */
@Entity({ name: 'blocked_emails' })
export class BlockedEmailEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Trimmed and lower-cased. */
  @Index('UQ_blocked_emails_email', { unique: true })
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 500, default: 'Blocked by admin' })
  reason: string;

  @CreateDateColumn({ name: 'blocked_at', type: 'timestamptz' })
  blockedAt: Date;

  @Column({ name: 'blocked_by', type: 'uuid', nullable: true })
  blockedBy: string | null;

  @ManyToOne(() => AuthUserEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'blocked_by' })
  blocker?: AuthUserEntity;
}
