import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { AuthUserEntity } from '../auth/entities/auth-user.entity';

/**
 * A family address of an account's household. Only a confirmed address (its owner followed the
 * signed link of the invitation) counts: its forwards are checked as the account's. A confirmed
 * address belongs to one household only (partial unique index).
 */
@Entity({ name: 'household_members' })
@Index('UQ_household_members_account_email', ['accountId', 'email'], { unique: true })
@Index('UQ_household_members_confirmed_email', ['email'], { unique: true, where: '"confirmed_at" IS NOT NULL' })
export class HouseholdMemberEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'account_id', type: 'uuid' })
  accountId: string;

  @ManyToOne(() => AuthUserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id' })
  account?: AuthUserEntity;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** Lower-cased. */
  @Column({ type: 'varchar', length: 320 })
  email: string;

  /** Language of the verdicts this member gets (en | fr). */
  @Column({ type: 'varchar', length: 5, default: 'en' })
  language: string;

  /** Nonce of the latest invitation link: only that link confirms. */
  @Column({ name: 'invite_nonce', type: 'varchar', length: 64 })
  inviteNonce: string;

  @Column({ name: 'invited_at', type: 'timestamptz' })
  invitedAt: Date;

  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true })
  confirmedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
