import { Column, CreateDateColumn, Entity, JoinColumn, OneToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { AuthUserEntity } from '../auth/entities/auth-user.entity';

/**
 * The account's trusted family member (the spec's trustedFamilyEmail, kept on the server). Alerts
 * go only to a confirmed contact who has not stopped them.
 */
@Entity({ name: 'trusted_contacts' })
export class TrustedContactEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'account_id', type: 'uuid', unique: true })
  accountId: string;

  @OneToOne(() => AuthUserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id' })
  account?: AuthUserEntity;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** Lower-cased. */
  @Column({ type: 'varchar', length: 320 })
  email: string;

  /** Language of the alerts (en | fr). */
  @Column({ type: 'varchar', length: 5, default: 'en' })
  language: string;

  /** Alert on CAUTION verdicts too (SCAM always alerts). */
  @Column({ name: 'alert_on_caution', type: 'boolean', default: false })
  alertOnCaution: boolean;

  @Column({ name: 'invite_nonce', type: 'varchar', length: 64 })
  inviteNonce: string;

  @Column({ name: 'invited_at', type: 'timestamptz' })
  invitedAt: Date;

  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true })
  confirmedAt: Date | null;

  /** Set when the contact stopped the alerts from an alert email. */
  @Column({ name: 'stopped_at', type: 'timestamptz', nullable: true })
  stoppedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
